// The fast reader (fast-read.ts, fast-evaluate.ts) reads plain configs without a syntax tree. It must be invisible:
// whatever it reads is analysed exactly as the TypeScript front end analyses it, route for route, span for span,
// diagnostic for diagnostic; and what it does not take, it declines (then TypeScript parses the file).

import assert from 'node:assert/strict';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { VERBS } from '@routelens/shared';
import fc from 'fast-check';
import type { Analysis, AnalyzeOptions } from '../src/analysis/analyze';
import { analyzeEntry } from '../src/analysis/analyze';
import { mapEntriesOf } from '../src/analysis/tables';
import { readFast } from '../src/analysis/ts/syntax/fast-read';
import { CONSTANTS, generateConfig } from '../bench/generate';
import { analysisView } from './harness/incremental';
import { fixtureTexts, memoryHost, programArb } from './harness/programs';

const ROOT = path.resolve(__dirname, '../../..');
const DIR = path.resolve('/virtual/fast');
const ENTRY = path.join(DIR, 'routes.ts');

/** Everything an analysis gives, with the mapped tables and the map() call. */
function view(analysis: Analysis) {
  return {
    ...analysisView(analysis),
    tables: VERBS.map((verb) => mapEntriesOf(analysis, verb).map((e) => [e.from, e.to, e.registration?.id])),
    mapCall: analysis.mapCall && { span: analysis.mapCall.span, input: analysis.mapCall.input, count: analysis.mapCall.registrations.length },
  };
}

/** Analyses `entry` of `files` with and without the fast reader; they must agree. Returns whether it read the entry. */
function compare(files: Record<string, string>, entry = ENTRY, options: AnalyzeOptions = {}): boolean {
  const fast = analyzeEntry(entry, memoryHost(files), options);
  const parsed = analyzeEntry(entry, memoryHost(files), { ...options, fastRead: false });
  assert.deepEqual(view(fast), view(parsed));
  return readFast(files[entry]) !== undefined;
}

const config = (body: string) => ({ [ENTRY]: `import { Route } from '@routelens/route';\n${body}\nexport const routes = Route.map({});\n` });

describe('fast reader', () => {
  test('a type annotation that does not parse is declined, so both paths report the parse error', () => {
    for (const annotation of [
      'st route: Record<string, string>',
      'route: Record<string, string>',
      'Record<string, string> x',
      'string[] string',
      // Found by npm run fuzz: an annotation that starts with `=>`.
      '=> Record<string, string>',
      'string |',
      '(string',
      'x.',
      '{ a: }',
      'Record<string string>',
      '[string,, number]',
    ]) {
      const files = config(`const route: ${annotation} = { default_controller: 'welcome' };\nRoute.get('a', 'b');`);
      assert.equal(readFast(files[ENTRY]), undefined, annotation);
      assert.deepEqual(
        analyzeEntry(ENTRY, memoryHost(files)).diagnostics.map((d) => d.code),
        ['parse-error'],
        annotation,
      );
    }
    // Well-formed annotations are still read.
    for (const annotation of [
      'Record<string, string>',
      'readonly string[]',
      '{ [key: string]: string | null }',
      '() => void',
      "'a' | 'b'",
      "| 'a' | 'b'",
      '{ a?: string; b: number }',
      'Array<Record<string, string>>',
      'string[][]',
      '{}',
      'ns.Routes',
      '[string, number]',
      '(string | null)[]',
    ]) {
      assert.notEqual(readFast(config(`const x: ${annotation} = 'a';\nRoute.get('a', 'b');`)[ENTRY]), undefined, annotation);
    }
  });

  test('generated programs: the same analysis with and without it', () => {
    fc.assert(
      fc.property(fc.oneof(programArb(false), programArb(true)), (program) => {
        compare({ [ENTRY]: program });
      }),
      { numRuns: 300 },
    );
  });

  test('generated plain programs (no calls of other functions, no if): all read, and analysed the same', () => {
    const plain = programArb(false).map((program) =>
      program
        .split('\n')
        .filter((line) => !line.includes('String(') && !line.startsWith('if ('))
        .join('\n'),
    );
    fc.assert(
      fc.property(plain, (program) => {
        assert.equal(compare({ [ENTRY]: program }), true, program);
      }),
      { numRuns: 300 },
    );
  });

  test('both readers count the same steps: a step limit stops them at the same statement', () => {
    // The step limit counts statements and calls, whichever way the file is read (docs/static-evaluation.md).
    fc.assert(
      fc.property(programArb(false), fc.integer({ min: 1, max: 60 }), (program, maxSteps) => {
        compare({ [ENTRY]: program }, ENTRY, { limits: { maxSteps } });
      }),
      { numRuns: 300 },
    );
    for (const seed of [1, 2]) {
      const files = { [ENTRY]: generateConfig(200, seed), [path.join(DIR, 'constants.ts')]: CONSTANTS };
      for (const maxSteps of [10, 57, 120, 199]) compare(files, ENTRY, { limits: { maxSteps } });
    }
  });

  test('the benchmark configs are read, with an imported module, and analysed the same', () => {
    for (const seed of [1, 2, 3]) {
      const files = { [ENTRY]: generateConfig(400, seed), [path.join(DIR, 'constants.ts')]: CONSTANTS };
      assert.equal(compare(files), true, `seed ${seed} read`);
    }
  });

  test('every fixture entry is analysed the same', () => {
    for (const folder of ['shop', 'editors', 'bonfire', 'hmvc', 'hostile']) {
      const files = fixtureTexts(path.join(ROOT, 'test-fixtures', folder));
      for (const entry of Object.keys(files).filter((f) => /Route\s*\.\s*map\s*\(/.test(files[f]))) compare(files, entry);
    }
  });

  test('plain forms are read: ASI, templates, concatenation, aliases, nested closures, options', () => {
    const cases = [
      // No semicolons: a line break before a name or a declaration ends the statement.
      "const base = 'api'\nlet version = 2\nRoute.get(base + '/v' + version, 'api/index')\nRoute.post(`${base}/items`, 'items/create')",
      "Route.prefix('admin', () => {\n  const area = 'users';\n  Route.resources(area, { constraint: '(:num)', offset: 1 });\n  Route.get('x', 'y', {}, () => Route.any('child', 'c/$1'));\n});",
      "Route.get('a', 'b', { as: 'first', as: 'second' });\nconst n = Route.named('second');\nRoute.get(n + '/x', 'x');",
      "Route.resources('photos', { controller: 7, module: null, offset: '2', deleteAction: true, nope: [] });",
      "Route.context('area', 'ctl', { home: 'dash/board' });\nRoute.block(['a', 'b/(:any)', 3]);\nRoute.block('oops');",
      "Route.get('n', 'm', { as: undefined }, false);\nRoute.get(1 + 2, true + 1);\nRoute.reset();\nRoute.get('after', 'reset');",
      "const options = { as: 'shared' };\nRoute.get('one', 'one', options);\nRoute.get(['x', 'y'], 'arr');\nRoute.any('dup', 'a');\nRoute.get('dup', 'b');",
      // Shadowing inside a closure, a shorthand property, a name declared before in an outer scope.
      "const as = 'outer';\nRoute.prefix('p', () => {\n  const as = 'inner';\n  Route.get('q', 'r', { as });\n});\nRoute.get('s', 't', { as });",
    ];
    for (const body of cases) assert.equal(compare(config(body)), true, body);
    const aliased = {
      [ENTRY]:
        "import { Route as R } from '@routelens/route';\nR.get('a', 'b');\nR.prefix('p', () => { R.any('c', 'd'); });\nexport const routes = R.map({ default_controller: 'w' }, { method: 'post' });\n",
    };
    assert.equal(compare(aliased), true);
  });

  test('Unknown values read the same: package imports, unresolved modules, long strings, names declared in an imported module', () => {
    const files = {
      [ENTRY]:
        "import { Route } from '@routelens/route';\nimport { X } from 'some-package';\nimport { Y, Z as W } from './missing';\nimport { K } from './consts';\nRoute.get(X + '/a', 'a');\nRoute.get(`${Y}/b/${W}`, 'b');\nRoute.prefix(K, () => { Route.get(K, K); });\nRoute.resources(X, { module: Y });\nexport const routes = Route.map({});\n",
      [path.join(DIR, 'consts.ts')]: 'export const K = process.env.K;\n',
    };
    assert.equal(compare(files), true);
    // Options read by the fast reader, changed by a module TypeScript evaluates: the change is seen.
    const changed = {
      [ENTRY]:
        "import { Route } from '@routelens/route';\nimport { OPTIONS, PLAIN } from './options';\nOPTIONS.as = process.env.NAME;\nPLAIN['module'] = 'm';\nRoute.get('a', 'b', OPTIONS);\nRoute.resources('c', PLAIN);\nRoute.get('d', 'e', { as: 'kept', as: 'last', module: 1 });\nexport const routes = Route.map({});\n",
      [path.join(DIR, 'options.ts')]: "export const OPTIONS = { as: 'x' };\nexport const PLAIN = { controller: 'ctl', __proto__: 'p', '…': 1 };\n",
    };
    assert.equal(compare(changed), false);
    assert.equal(readFast(changed[path.join(DIR, 'options.ts')]) !== undefined, true);
    assert.equal(
      compare(config("const long = 'x';\nRoute.get(long + long + long + long, `${long}${long}${long}`);"), ENTRY, { limits: { maxStringLength: 2 } }),
      true,
    );
  });

  test('limits stop both the same way: routes, call depth, and a cyclic import', () => {
    const deep = "Route.prefix('a', () => { Route.prefix('b', () => { Route.prefix('c', () => { Route.get('d', 'e'); }); }); });";
    assert.equal(compare(config(deep), ENTRY, { limits: { maxCallDepth: 2 } }), true);
    assert.equal(compare(config("Route.resources('a');\nRoute.resources('b');\nRoute.get('c', 'd');"), ENTRY, { limits: { maxRoutes: 9 } }), true);
    const cyclic = {
      [ENTRY]:
        "import { Route } from '@routelens/route';\nimport { B } from './b';\nexport const A = 'a';\nRoute.get(B, A);\nexport const routes = Route.map({});\n",
      [path.join(DIR, 'b.ts')]: "import { A } from './routes';\nexport const B = A + '/b';\n",
    };
    assert.equal(compare(cyclic), true);
  });

  test('nesting deeper than TypeScript parses: read, evaluated, and its diagnostics made without a throw', () => {
    const depth = 3000;
    const nested = "Route.prefix('p', () => {".repeat(100) + "Route.get('x', 'y');" + '});'.repeat(100);
    const files = config(`Route.get(${'['.repeat(depth)}'a'${']'.repeat(depth)}, 'b');\n${nested}`);
    assert.notEqual(readFast(files[ENTRY]), undefined);
    const analysis = analyzeEntry(ENTRY, memoryHost(files));
    // The array is not a path; the prefixes nest deeper than the call limit, so the innermost call is not reached.
    assert.deepEqual([...new Set(analysis.diagnostics.map((d) => d.code))].sort(), ['evaluation-limit', 'invalid-path']);
    // TypeScript's parser runs out of stack on the same text: that path reports the evaluation as failed.
    assert.deepEqual(
      analyzeEntry(ENTRY, memoryHost(files), { fastRead: false }).diagnostics.map((d) => d.code),
      ['evaluation-failed'],
    );
  });

  test('a Route call mentioned in a comment is reported as not reached, from the syntax tree made on demand', () => {
    assert.equal(compare(config("// Route.get('old', 'x');\nRoute.get('new', 'y');")), true);
  });

  test('anything else is declined and parsed by TypeScript (and still analysed the same)', () => {
    const declined = [
      "var a = 'x';\nRoute.get(a, 'b');",
      "function f() { Route.get('a', 'b'); }\nf();",
      "for (const a of ['x']) Route.get(a, 'b');",
      "Route['get']('a', 'b');",
      "Route.get('a', 'b').toString();",
      "Route.gett('a', 'b');",
      "const Route2 = Route;\nRoute2.get('a', 'b');",
      "const x = 'a'\n('b')\nRoute.get(x, 'c');",
      "Route.get('a', 'b')\n[0]",
      "Route.get(later, 'b');\nconst later = 'x';",
      "Route.get('a', 'b', { ...{ as: 'x' } });",
      "Route.get('a', 'b', { [1]: 'x' });",
      "Route.prefix('p', (x) => { Route.get('a', 'b'); });",
      "Route.get(`a${'b'}`, /c/);",
      "if (true) { Route.get('a', 'b'); }",
      "Route.get('a' as string, 'b');",
      "Route.get('unterminated, 'b');",
    ];
    for (const body of declined) {
      assert.equal(compare(config(body)), false, body);
    }
    // JSX and files imported only as types are never read fast; a `Route` from elsewhere is not the engine's.
    const other = {
      [ENTRY]: "import { Route } from './not-the-package';\nRoute.get('a', 'b');\nexport const routes = Route.map({});\n",
      [path.join(DIR, 'not-the-package.ts')]: 'export const Route = { get() {}, map() { return {}; } };\n',
    };
    assert.equal(compare(other), false);
  });
});
