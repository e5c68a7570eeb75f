// A keystroke in a routes.php parses again only the statements around it (php-parse.ts, spliceStatements). That
// must be invisible: after any sequence of edits the tree is the one a parse of the whole text gives, node for node
// and offset for offset, and the analysis is the one of a fresh parse.

import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { PhpParsedFile } from '../src/analysis/php/php-parse';
import type { Edit } from './harness/incremental';
import { applyEdit, checkIncremental, editRange } from './harness/incremental';

const ROOT = path.resolve(__dirname, '../../..');
const BASE =
  fs.readFileSync(path.join(ROOT, 'test-fixtures/bonfire-app/application/config/routes.php'), 'utf8') +
  "\nif (ENVIRONMENT === 'development') {\n    $route['debug'] = 'tools/debug';\n}\n$route['x/(:num)'] = 'x/show/$1'; // trailing\n" +
  // Entries the final table's lint reports (an unreachable one, a $2 beyond one capture): its update must say the same.
  "$route['shadow/(:any)'] = 'a/b';\n$route['shadow/x'] = 'a/c';\n$route['param/(:num)'] = 'p/show/$2';\n";

const FRAGMENTS = [
  'x',
  "'",
  '"',
  ';',
  '(',
  ')',
  '\n',
  ' ',
  '$route',
  "['k'] = 'v';",
  "$route['p/(:any)'] = 'p/$1';",
  '/*',
  '*/',
  '//',
  '#',
  '?>',
  '<?php ',
  '{',
  '}',
  "Route::get('a', 'b');",
  'array(',
  '<<<EOT\n',
  'EOT;\n',
  '\\',
];

const editsArb = (length: number, max: number) =>
  fc.array(fc.tuple(fc.nat(length), fc.nat(8), fc.constantFrom(...FRAGMENTS), fc.constantFrom('insert' as const, 'delete' as const, 'replace' as const)), {
    minLength: 1,
    maxLength: max,
  });

/** The tree as data, with each node's place as its offsets (line and column are not kept by a splice). */
function shape(file: PhpParsedFile): string {
  return JSON.stringify({ program: file.program, error: file.parseError, at: file.parseErrorSpan }, (key, value: unknown) =>
    key === 'loc' && value ? [(value as { start: { offset: number } }).start.offset, (value as { end: { offset: number } }).end.offset] : value,
  );
}

describe('incremental parse of PHP routes files', () => {
  test('after random edits, the spliced tree is the tree of the whole text', () => {
    let spliced = 0;
    fc.assert(
      fc.property(editsArb(BASE.length, 25), (edits: Edit[]) => {
        let text = BASE;
        let previous = new PhpParsedFile('routes.php', text);
        for (const edit of edits) {
          const next = applyEdit(text, edit);
          const kept = new Set(previous.program.children as object[]);
          const incremental = new PhpParsedFile('routes.php', next, previous, { from: text, ...editRange(text, edit) });
          assert.equal(shape(incremental), shape(new PhpParsedFile('routes.php', next)));
          if ((incremental.program.children as object[]).some((c) => kept.has(c))) spliced++;
          text = next;
          previous = incremental;
        }
      }),
      { seed: 20261123, numRuns: 120 },
    );
    // The splice itself is exercised (by the edits that leave the file parsing), not only the whole-text fallback.
    assert.ok(spliced > 50, `only ${spliced} edits were spliced`);
  });

  test('after random edits, the analysis of a routes.php equals a fresh one', () => {
    const entry = path.resolve('/virtual/php-incremental/application/config/routes.php');
    fc.assert(
      fc.property(editsArb(BASE.length, 10), (edits) => {
        checkIncremental({ [entry]: BASE }, entry, entry, edits);
      }),
      { seed: 20261123, numRuns: 40 },
    );
  });
});
