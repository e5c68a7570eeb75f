// Keystrokes are cheap because unchanged Route statements are replayed (statement-memo.ts) and an unchanged
// table shape reuses the lint. Both must be invisible: after any sequence of edits, the incremental analysis
// equals a fresh one of the same texts, route for route and diagnostic for diagnostic.

import assert from 'node:assert/strict';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { analyzeEntry } from '../src/analysis/analyze';
import { StatementMemo } from '../src/analysis/ts/statement-memo';
import { generateConfig } from '../bench/generate';
import * as fs from 'node:fs';
import type { Edit } from './harness/incremental';
import { applyEdit, checkIncremental, editRange, editsArb } from './harness/incremental';
import { TestClient, uriOf, writeWorkspace } from './harness/lsp-client';
import { LineIndex } from '../src/analysis/core/line-index';
import type { RoutesResponse } from '../src/lsp/protocol';
import type { Diagnostic } from 'vscode-languageserver';
import { fixtureTexts, memoryHost } from './harness/programs';
import { ParsedFile } from '../src/analysis/ts/syntax/ts-parse';
import { ParseCache } from '../src/analysis/parse-cache';
import type { Analysis } from '../src/analysis/analyze';

const ROOT = path.resolve(__dirname, '../../..');

const DIR = path.resolve('/virtual/incremental');
const ENTRY = path.join(DIR, 'routes.ts');
const CONSTANTS = path.join(DIR, 'constants.ts');

/** Statements that must not be replayed blindly: they read mutable or later-changed state, or call code. */
const TRICKY = `
let area = 'admin';
Route.get(area + '/users', 'users/index');
area = 'staff';
Route.get(area + '/users', 'users/index');
const build = (name: string) => Route.resources(name);
build('photos');
Route.get('home', Route.named('r1') ?? 'none');
const parts = ['a', 'b'];
Route.block(parts);
parts.push('c');
Route.block(parts);
Route.prefix(API, () => { for (const v of ['x', 'y']) Route.get(v, 'loop/' + v); });
Route.any(\`legacy/\${LEGACY}/(:any)\`, 'old/$1', { as: 'legacy' });
Route.get(LEGACY, 'old/index', { as: 'legacy' });
Route.gett('typo', 'x');
Route.context('area', { home: 'dash', offset: 'x' });
if (process.env.MODE === 'x') { Route.get('mode', 'm/x'); } else { Route.get('mode', 'm/y'); }
Route.prefix('p', () => { if (process.env.FLAG) Route.get('flag', 'f'); });
class Extra { static go() { Route.get('cls', 'c/go'); } register() { Route.get('inst', 'c/inst'); } }
Extra.go();
new Extra().register();
`;

describe('incremental analysis (statement replay and lint reuse)', () => {
  test('after random edits, the incremental analysis equals a fresh one', () => {
    const base = generateConfig(120, 5) + TRICKY;
    const constants = "export const API = 'api/v2';\nexport const LEGACY = 'legacy';\n";
    fc.assert(
      fc.property(editsArb(base.length), (edits) => {
        checkIncremental({ [ENTRY]: base, [CONSTANTS]: constants }, ENTRY, ENTRY, edits);
      }),
      { seed: 20261122, numRuns: 60 },
    );
  });

  test('edits anywhere in the shop fixture (imports, names, prefixes, helpers) keep the analysis exact', () => {
    const shop = fixtureTexts(path.join(ROOT, 'test-fixtures/shop'));
    const entry = Object.keys(shop).find((f) => f.endsWith(path.join('config', 'routes.ts')))!;
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(shop)).chain((file) => editsArb(shop[file].length, 6).map((edits) => [file, edits] as const)),
        ([file, edits]) => {
          checkIncremental(shop, entry, file, edits);
        },
      ),
      { seed: 7, numRuns: 40 },
    );
  });

  test('with a step limit hit halfway, a replayed analysis stops where a fresh one does', () => {
    const base = generateConfig(120, 5) + TRICKY;
    const constants = "export const API = 'api/v2';\nexport const LEGACY = 'legacy';\n";
    fc.assert(
      fc.property(editsArb(base.length), (edits) => {
        checkIncremental({ [ENTRY]: base, [CONSTANTS]: constants }, ENTRY, ENTRY, edits, { maxSteps: 900 });
      }),
      { seed: 20261127, numRuns: 30 },
    );
  });

  test('statements with the same text keep their own places when they move (replayed objects are moved in place)', () => {
    const text = "Route.block('a');\nRoute.get('x', 'y', { as: 'n' });\nRoute.block('a');\nRoute.get('x', 'y', { as: 'n' });\nRoute.resources('p');\n";
    const edits: Edit[] = [
      [0, 0, '\n', 'insert'],
      [20, 0, ' ', 'insert'],
      [0, 1, '', 'delete'],
      [60, 0, '//', 'insert'],
      [0, 0, 'x', 'replace'],
    ];
    checkIncremental({ [ENTRY]: text }, ENTRY, ENTRY, edits);
  });

  test('a changed import is seen by replayed statements that read it', () => {
    const memo = new StatementMemo();
    const text = "import { API } from './constants';\nRoute.get(API + '/users', 'users/index');\nRoute.get('static', 'pages/show');\n";
    const first = analyzeEntry(ENTRY, memoryHost({ [ENTRY]: text, [CONSTANTS]: "export const API = 'v1';\n" }), { memo });
    assert.deepEqual(
      first.routes.map((r) => r.from),
      ['v1/users', 'static'],
    );
    const second = analyzeEntry(ENTRY, memoryHost({ [ENTRY]: text, [CONSTANTS]: "export const API = 'v2';\n" }), { memo }, first);
    assert.deepEqual(
      second.routes.map((r) => r.from),
      ['v2/users', 'static'],
    );
  });

  test('code after keystrokes runs where it is: a function declared below them, and the statements that call it', () => {
    // Keystrokes move what is under the statements after them only when those statements run (ts-parse.ts): the
    // body of a function declared there is moved when the function is declared, before anything calls it.
    const memo = new StatementMemo();
    const cache = new ParseCache(true);
    // Enough statements that a keystroke's window is spliced (not TypeScript's update, which moves everything).
    const routes = Array.from({ length: 100 }, (_, i) => `Route.get('r${i}/(:num)', 'pages/show/$1');`).join('\n');
    let text =
      `import { Route } from '@routelens/route';\n${routes}\nregister('late');\nconst extra = 'more';\nRoute.get(extra, 'x/more');\n` +
      "function register(name: string) {\n  Route.get(name + '/list', 'late/list', { as: name });\n  Route.named(name);\n}\n";
    const view = (analysis: Analysis) => ({
      routes: analysis.routes.map((r) => [r.from, r.span.start, r.span.end]),
      names: analysis.nameDefinitions,
      uses: analysis.namedUses,
    });
    let previous = analyzeEntry(ENTRY, memoryHost({ [ENTRY]: text }), { memo, parseCache: cache });
    const declaration = () => (cache.peek(ENTRY) as ParsedFile).tree.statements.at(-1);
    const declared = declaration();
    const at = text.indexOf("'r1/") + 2;
    for (const fragment of ['x', 'yy', 'z']) {
      const next = text.slice(0, at) + fragment + text.slice(at);
      cache.expectEdit(ENTRY, next, { from: text, start: at, oldEnd: at, newEnd: at + fragment.length });
      text = next;
      // No diagnostics in between: nothing reads the whole tree, so what lags behind adds up over the keystrokes.
      previous = analyzeEntry(ENTRY, memoryHost({ [ENTRY]: text }), { memo, parseCache: cache }, previous);
      const fresh = analyzeEntry(ENTRY, memoryHost({ [ENTRY]: text }));
      assert.deepEqual(view(previous), view(fresh));
    }
    assert.equal(previous.routes.find((r) => r.from === 'late/list')!.span.start, text.indexOf("Route.get(name + '/list'"));
    assert.equal(declaration(), declared, 'the keystrokes were spliced: the declaration is the node it was');
  });

  test("replayed statements count their calls once (a handler's call run seven times too): a call never reached is still reported", () => {
    const memo = new StatementMemo();
    const text =
      "Route.resources('photos', null, () => { Route.get('x', 'y'); });\n" + "function unused() { Route.get('never', 'n/x'); }\nRoute.get('a', 'b');\n";
    const notReached = (analysis: Analysis) => analysis.diagnostics.filter((d) => d.code === 'not-evaluable').map((d) => d.span.start);
    const first = analyzeEntry(ENTRY, memoryHost({ [ENTRY]: text }), { memo });
    const edited = text.replace("'a'", "'ab'");
    // The resources statement is replayed: its handler ran for each of its seven routes, and has one call.
    const second = analyzeEntry(ENTRY, memoryHost({ [ENTRY]: edited }), { memo }, first);
    assert.deepEqual(notReached(second), [edited.indexOf("Route.get('never'")]);
    assert.deepEqual(notReached(first), [text.indexOf("Route.get('never'")]);
  });

  test('replayed statements keep their spans when the text before them moves', () => {
    const memo = new StatementMemo();
    const text = "Route.get('a', 'x/one');\nRoute.resources('photos');\n";
    const first = analyzeEntry(ENTRY, memoryHost({ [ENTRY]: text }), { memo });
    const moved = '// a comment\n' + text;
    const second = analyzeEntry(ENTRY, memoryHost({ [ENTRY]: moved }), { memo }, first);
    const fresh = analyzeEntry(ENTRY, memoryHost({ [ENTRY]: moved }));
    assert.deepEqual(
      second.routes.map((r) => r.span),
      fresh.routes.map((r) => r.span),
    );
    assert.equal(second.routes[1].span.start, moved.indexOf('Route.resources'));
  });
});

describe('range edits through the language server', () => {
  test('keystrokes sent as ranges (the server re-parses from the range) end where the final text opened afresh does', async () => {
    const base = generateConfig(60, 3);
    const lineStart = base.indexOf('\nRoute.get(', 900) + 1;
    const edits: Edit[] = [
      [400, 0, 'x', 'insert'],
      [401, 1, '', 'delete'],
      [lineStart, 0, "Route.get('a', 'b');\n", 'insert'],
      [50, 30, '', 'delete'],
      [1200, 2, "'", 'replace'],
      [1200, 1, '', 'delete'],
      [0, 0, '\n// c\n', 'insert'],
    ];
    let text = base;
    const { root } = writeWorkspace({ 'routes.ts': base, 'constants.ts': "export const API = 'api/v2';\nexport const LEGACY = 'legacy';\n" });
    const file = path.join(root, 'routes.ts');
    const client = await TestClient.start(root);
    try {
      await client.open(file, base);
      await client.waitForDiagnostics(file);
      let version = 1;
      const last = edits.length + 1;
      const published = new Promise<Diagnostic[]>((resolve) => {
        client.connection.onNotification('textDocument/publishDiagnostics', (p: { uri: string; version?: number; diagnostics: Diagnostic[] }) => {
          if (p.uri === uriOf(file) && p.version === last) resolve(p.diagnostics);
        });
      });
      for (const edit of edits) {
        const { start, oldEnd, newEnd } = editRange(text, edit);
        const lines = new LineIndex(text);
        const next = applyEdit(text, edit);
        version++;
        await client.connection.sendNotification('textDocument/didChange', {
          textDocument: { uri: uriOf(file), version },
          contentChanges: [{ range: { start: lines.position(start), end: lines.position(oldEnd) }, text: next.slice(start, newEnd) }],
        });
        text = next;
      }
      const diagnostics = await published;
      const routes = await client.request<RoutesResponse>('routelens/routes', {});
      fs.writeFileSync(file, text);
      const fresh = await TestClient.start(root);
      try {
        await fresh.open(file, text);
        assert.deepEqual(await fresh.waitForDiagnostics(file), diagnostics);
        assert.deepEqual(await fresh.request<RoutesResponse>('routelens/routes', {}), routes);
        assert.ok(
          routes.routes.some((r) => r.from === 'a'),
          'the inserted route is there',
        );
      } finally {
        await fresh.stop();
      }
    } finally {
      await client.stop();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('text counts carried across an edit', () => {
  // Pieces that make and break `Route.x(` texts: names, aliases, spaces and line breaks between the parts, `$`.
  const piece = fc.constantFrom(
    'Route',
    'R',
    '.',
    'map',
    'get',
    '(',
    ')',
    ' ',
    '\n',
    '\t',
    'x',
    '$',
    '_',
    '// ',
    "'",
    ';',
    'Route.map(',
    'Route.get(',
    'R .any (',
  );
  const textArb = fc.array(piece, { maxLength: 40 }).map((p) => p.join(''));

  test('after a random edit, the counts of Route.x( and Route.map( texts are those of the new text counted afresh', () => {
    let carried = 0;
    fc.assert(
      fc.property(textArb, fc.nat(), fc.nat(), textArb, fc.boolean(), (body, a, b, inserted, aliased) => {
        // The alias makes `R` a name of Route in both texts (the import is before every edit).
        const head = aliased ? "import { Route as R } from '@routelens/route';\n" : '';
        const before = head + body;
        const start = head.length + (a % (body.length + 1));
        const oldEnd = Math.min(before.length, start + (b % 6));
        const after = before.slice(0, start) + inserted + before.slice(oldEnd);
        const previous = new ParsedFile(ENTRY, before);
        previous.routeCallTextCount();
        void previous.mentionsMap;
        const next = new ParsedFile(ENTRY, after, previous, { from: before, start, oldEnd, newEnd: start + inserted.length });
        const fresh = new ParsedFile(ENTRY, after);
        if ((next as unknown as { textCount?: number }).textCount !== undefined) carried++;
        assert.equal(next.routeCallTextCount(), fresh.routeCallTextCount(), JSON.stringify({ before, after }));
        assert.equal(next.mentionsMap, fresh.mentionsMap, JSON.stringify({ before, after }));
      }),
      { numRuns: 2000, seed: 19 },
    );
    // The counts were carried (not counted afresh) in most runs: an alias changes nothing, as the import is kept.
    assert.ok(carried > 1500, `${carried} of 2000 carried`);
  });
});
