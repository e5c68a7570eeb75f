// A keystroke in a TypeScript config parses again only the statements around it (ts-parse.ts, spliceStatements),
// and TypeScript's own incremental parse takes the edits a splice cannot. Both must be invisible: after any sequence
// of edits the tree is the one a parse of the whole text gives, node for node and offset for offset, with the same
// syntax errors.

import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import type { ts } from 'ts-morph';
import { ParsedFile } from '../src/analysis/ts/syntax/ts-parse';
import { TS } from '../src/analysis/ts/syntax/typescript';
import { generateConfig } from '../bench/generate';
import type { Edit } from './harness/incremental';
import { applyEdit, editRange } from './harness/incremental';

const ROOT = path.resolve(__dirname, '../../..');
const BASE =
  fs.readFileSync(path.join(ROOT, 'test-fixtures/shop/config/routes.ts'), 'utf8') +
  "\n/** A documented constant. */\nconst AREA = `admin`;\nRoute.get(`${AREA}/x`, 'x/index')\n(Route.named('r1'));\n" +
  generateConfig(30, 3);

const FRAGMENTS = [
  'x',
  "'",
  '"',
  '`',
  ';',
  '(',
  ')',
  '\n',
  ' ',
  '{',
  '}',
  '${',
  '/*',
  '*/',
  '//',
  '/** doc */',
  "Route.get('a', 'b');",
  "Route.prefix('p', () => {",
  '});',
  'const y = 1',
  '[',
  ']',
  '+',
  '/',
  'if (x) {',
  '} else {',
  '<',
];

const editsArb = (length: number, max: number) =>
  fc.array(fc.tuple(fc.nat(length), fc.nat(8), fc.constantFrom(...FRAGMENTS), fc.constantFrom('insert' as const, 'delete' as const, 'replace' as const)), {
    minLength: 1,
    maxLength: max,
  });

/** The tree as data: every node's kind and offsets, every node list's offsets, and the syntax errors. */
function shape(file: ParsedFile): string {
  const out: (string | number)[] = [];
  const visit = (node: ts.Node): void => {
    out.push(node.kind, node.pos, node.end);
    TS.forEachChild(node, visit, (nodes) => {
      out.push('[', nodes.pos, nodes.end);
      nodes.forEach(visit);
      out.push(']');
    });
  };
  visit(file.sourceFile);
  const errors = ((file.sourceFile as { parseDiagnostics?: readonly ts.DiagnosticWithLocation[] }).parseDiagnostics ?? []).map(
    (d) => `${d.start}:${d.length}:${TS.flattenDiagnosticMessageText(d.messageText, ' ')}`,
  );
  return JSON.stringify([out, errors]);
}

/** The top-level statements' kinds and extents. */
function topLevel(sourceFile: ts.SourceFile): number[][] {
  return sourceFile.statements.map((s) => [s.kind, s.pos, s.end]);
}

describe('incremental parse of TypeScript configs', () => {
  test('a keystroke moves the statements after it, not what is under them, until that is read (then it is where a whole parse puts it)', () => {
    const lines = Array.from({ length: 60 }, (_, i) => `Route.get('photos/r${i}/(:num)', 'photos/show/$1', { as: 'p${i}' });`);
    let text = `import { Route } from '@routelens/route';\n${lines.join('\n')}\n`;
    let parsed = new ParsedFile('/w/routes.ts', text);
    const callOf = (statement: ts.Statement) => (statement as ts.ExpressionStatement).expression as ts.CallExpression;
    const last = parsed.sourceFile.statements.length - 1;
    const lastCall = callOf(parsed.sourceFile.statements[last]);
    const at = text.indexOf("'photos/r2/") + 3;
    // Three keystrokes near the top, nothing read in between.
    for (const fragment of ['x', 'y', 'z']) {
      const next = text.slice(0, at) + fragment + text.slice(at);
      parsed = new ParsedFile('/w/routes.ts', next, parsed, { from: text, start: at, oldEnd: at, newEnd: at + 1 });
      text = next;
    }
    const whole = new ParsedFile('/w/routes.ts', text);
    // The last statement moved by three; the call under it (the same node: a splice keeps the statement) did not yet.
    assert.equal(parsed.tree.statements[last].pos, whole.sourceFile.statements[last].pos);
    assert.equal(callOf(parsed.tree.statements[last]), lastCall);
    assert.equal(lastCall.pos, callOf(whole.sourceFile.statements[last]).pos - 3);
    // Read through `statement`, it is where the whole parse puts it, node for node; then the whole tree is.
    const settled = callOf(parsed.statement(last));
    assert.deepEqual(
      [settled.pos, settled.end, settled.arguments.map((a) => [a.pos, a.end])],
      [
        callOf(whole.sourceFile.statements[last]).pos,
        callOf(whole.sourceFile.statements[last]).end,
        callOf(whole.sourceFile.statements[last]).arguments.map((a) => [a.pos, a.end]),
      ],
    );
    assert.equal(shape(parsed), shape(whole));
  });

  test("an edit inside a statement that makes it take in the untouched statement after it gives the whole text's tree", () => {
    // `function g() {}` becomes a function expression, which the `(0)` on the next line then calls: the edit ends
    // before the statement does, so the statement after it is the window's untouched last one, and it is taken in.
    const before = "Route.get('a', 'b');\nfunction g() {}\n(0);\nRoute.get('e', 'f');\n";
    const start = before.indexOf('function g()');
    const end = start + 'function g()'.length;
    const after = before.slice(0, start) + 'const g = function ()' + before.slice(end);
    const previous = new ParsedFile('/w/routes.ts', before);
    const incremental = new ParsedFile('/w/routes.ts', after, previous, { from: before, start, oldEnd: end, newEnd: start + 'const g = function ()'.length });
    assert.equal(shape(incremental), shape(new ParsedFile('/w/routes.ts', after)));
    assert.equal(incremental.sourceFile.statements.length, 3);
  });

  test("an edit inside a block that holds most of the file keeps the nodes around it (TypeScript's update, not a fresh parse of the block)", () => {
    const body = Array.from({ length: 200 }, (_, i) => `  Route.get('photos/r${i}/(:num)', 'photos/show/$1');`).join('\n');
    const before = `import { Route } from '@routelens/route';\nRoute.get('a', 'b');\nRoute.prefix('api', () => {\n${body}\n});\nRoute.get('c', 'd');\nRoute.get('e', 'f');\n`;
    const at = before.indexOf("'photos/r100/") + 3;
    const after = before.slice(0, at) + 'x' + before.slice(at);
    const previous = new ParsedFile('/w/routes.ts', before);
    const innerOf = (file: ParsedFile) => {
      const prefix = (file.sourceFile.statements[2] as ts.ExpressionStatement).expression as ts.CallExpression;
      return ((prefix.arguments[1] as ts.ArrowFunction).body as ts.Block).statements;
    };
    const old = new Set<object>(innerOf(previous));
    const incremental = new ParsedFile('/w/routes.ts', after, previous, { from: before, start: at, oldEnd: at, newEnd: at + 1 });
    assert.equal(shape(incremental), shape(new ParsedFile('/w/routes.ts', after)));
    const kept = innerOf(incremental).filter((s) => old.has(s)).length;
    assert.ok(kept >= 190, `only ${kept} of the block's 200 statements were kept`);
  });

  test('after random edits, the tree is the tree of the whole text (spliced, or updated by TypeScript)', () => {
    let spliced = 0;
    fc.assert(
      fc.property(editsArb(BASE.length, 25), (edits: Edit[]) => {
        let text = BASE;
        let previous = new ParsedFile('/w/routes.ts', text);
        edits.forEach((edit, i) => {
          const next = applyEdit(text, edit);
          // `tree`, not `sourceFile`: reading the whole tree would move what lags, and the lags of several edits must
          // add up as they do while typing.
          const kept = new Set<object>(previous.tree.statements);
          const oldEnd = previous.tree.endOfFileToken;
          const incremental = new ParsedFile('/w/routes.ts', next, previous, { from: text, ...editRange(text, edit) });
          const whole = new ParsedFile('/w/routes.ts', next);
          // The top-level statements are where the whole text's are at once; the rest once read (every third edit).
          assert.deepEqual(topLevel(incremental.tree), topLevel(whole.sourceFile));
          if (i % 3 === 2 || i === edits.length - 1) assert.equal(shape(incremental), shape(whole));
          // A splice keeps the statements before and after the window as they were (TypeScript's update makes new
          // statements around the edit and a new end-of-file token).
          if (incremental.tree.endOfFileToken === oldEnd && incremental.tree.statements.some((s) => kept.has(s))) spliced++;
          text = next;
          previous = incremental;
        });
      }),
      { seed: 20261123, numRuns: 300 },
    );
    // The splice itself is exercised (by the edits that leave the file parsing), not only TypeScript's update
    // (which then starts from a spliced tree: random edits break the syntax often).
    assert.ok(spliced > 150, `only ${spliced} edits were spliced`);
  });
});
