// The static evaluator: each evaluable construct, each Unknown reason, each bound, as fixtures with expected routes.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { codes, evaluateFiles, routeLines } from './harness/evaluate';
import { evaluateProgram, executeProgram, memoryHost } from './harness/programs';
import { evaluationFailed } from '@routelens/shared';
import { analyzeEntry } from '../src/analysis/analyze';

const IMPORT = "import { Route } from '@routelens/shared';\n";

describe('evaluable constructs', () => {
  const cases: { name: string; files: Record<string, string>; routes: string[] }[] = [
    {
      name: 'literals, concatenation and template literals',
      files: { 'r.ts': IMPORT + "const n = 2;\nRoute.any('a' + 'b' + 1, `t/${n + 3}/${true}/${null}`);\nRoute.get(\"x\", 'y');\n" },
      routes: ['ANY ab1 → t/5/true/null', 'GET x → y'],
    },
    {
      name: 'object and array literals with spread',
      files: { 'r.ts': IMPORT + "const base = { as: 'home' };\nconst more = ['c'];\nRoute.get('a', 'b', { ...base });\nRoute.block(['a', ...more]);\n" },
      routes: ['GET a → b (home)', 'ANY a → ', 'ANY c → '],
    },
    {
      name: 'const and let bindings, reassigned in order',
      files: { 'r.ts': IMPORT + "let p = 'first';\nRoute.any(p, 'one');\np = 'second';\nRoute.any(p, 'two');\n" },
      routes: ['ANY first → one', 'ANY second → two'],
    },
    {
      name: 'imports: named, default, aliased, namespace, re-exported and export *',
      files: {
        'r.ts':
          IMPORT +
          "import area, { API as api } from './c';\nimport * as all from './c';\nimport { deep, star } from './re';\nRoute.any(`${api}/${area}`, all.API + '/' + all.default);\nRoute.any(deep, star);\n",
        'c.ts': "export const API = 'api';\nexport default 'admin';\n",
        're.ts': "export { API as deep } from './c';\nexport * from './s';\n",
        's.ts': "export const star = 'from-star';\n",
      },
      routes: ['ANY api/admin → api/admin', 'ANY api → from-star'],
    },
    {
      name: 'as const, type assertions, satisfies and non-null',
      files: { 'r.ts': IMPORT + "const P = { a: 'p' } as const;\nRoute.any(<string>P.a, (P.a satisfies string)!);\n" },
      routes: ['ANY p → p'],
    },
    {
      name: 'arrow functions and function expressions to prefix and as nested handlers',
      files: { 'r.ts': IMPORT + "Route.prefix('admin', function () {\n  Route.get('users', 'u/index', {}, () => { Route.any('list', 'u/list'); });\n});\n" },
      routes: ['GET admin/users → u/index', 'GET admin/users/list → u/list'],
    },
    {
      name: 'for…of over known arrays and if on known conditions',
      files: {
        'r.ts':
          IMPORT +
          "const names = ['a', 'b'];\nconst debug = false;\nfor (const n of names) {\n  if (n === 'a') Route.any(n, 'first');\n  else Route.any(n, 'other');\n}\nif (debug) Route.any('debug', 'x');\n",
      },
      routes: ['ANY a → first', 'ANY b → other'],
    },
    {
      name: 'the value of Route.named()',
      files: {
        'r.ts': IMPORT + "Route.get('login', 'auth/login', { as: 'login' });\nconst url = Route.named('login');\nRoute.get(url + '/help', 'auth/help');\n",
      },
      routes: ['GET login → auth/login (login)', 'GET login/help → auth/help'],
    },
    {
      name: 'Route aliased, from a namespace import, and as a global without import',
      files: {
        'r.ts':
          "import { Route as R } from '@routelens/shared';\nimport * as rl from '@routelens/shared';\nimport './g';\nR.any('a', 'b');\nrl.Route.any('c', 'd');\n",
        'g.ts': "Route.any('global', 'g');\n",
      },
      routes: ['ANY global → g', 'ANY a → b', 'ANY c → d'],
    },
    {
      name: 'helper functions with parameters and defaults, array callbacks',
      files: {
        'r.ts':
          IMPORT +
          "function crud(name: string, module = 'shop') { Route.resources(name, { module, controller: name.toUpperCase() }); }\n['cart'].forEach((n) => Route.get(n + '/x', 'c/x'));\nconst made = ['a', 'b'].map((x) => x + '!').join(',');\nRoute.any(made, 'joined');\ncrud('');\n",
      },
      routes: ['GET cart/x → c/x', 'ANY a!,b! → joined'],
    },
    {
      name: 'CommonJS require and module.exports',
      files: {
        'r.cjs': "const { Route } = require('@routelens/shared');\nconst { prefix } = require('./c.cjs');\nRoute.any(prefix + '/x', 'y');\n",
        'c.cjs': "module.exports = { prefix: 'cjs' };\n",
      },
      routes: ['ANY cjs/x → y'],
    },
    {
      name: 'modules evaluate their imports first, each once',
      files: {
        'r.ts': IMPORT + "Route.any('entry', 'e');\nimport './a';\nimport './b';\n",
        'a.ts': IMPORT + "import './b';\nRoute.any('a', 'a');\n",
        'b.ts': IMPORT + "Route.any('b', 'b');\n",
      },
      routes: ['ANY b → b', 'ANY a → a', 'ANY entry → e'],
    },
  ];
  for (const c of cases) {
    test(c.name, () => {
      const analysis = evaluateFiles(c.files);
      assert.deepEqual(routeLines(analysis), c.routes);
      assert.deepEqual(
        codes(analysis).filter((x) => x === 'not-evaluable'),
        [],
        'everything was evaluable',
      );
    });
  }
});

describe('built-ins, checked against executing the same program', () => {
  test('array, string, Number, Math and Array helpers evaluate as JavaScript does', () => {
    const source = `import { Route } from '@routelens/shared';
const areas = ['users', 'posts', 'tags'];
const total = areas.reduce((n, a) => n + a.length, 0);
const first = areas.find((a) => a.startsWith('p'));
if (areas.some((a) => a === 'tags') && areas.every((a) => a.length > 3)) Route.any('all-long', 'x/' + total);
Route.any(String(first), 'p/' + areas.findIndex((a) => a === 'tags'));
for (const [i, a] of areas.entries()) Route.get(\`\${a}/\${String(i).padStart(3, '0')}\`, a.charAt(0) + '/' + Math.max(i, 1));
Route.any('n/' + Number('42') + '/' + parseInt('7px', 10) + '/' + Array.isArray(areas), Array.from('ab').join('-'));
Route.map({});
`;
    const statically = evaluateProgram(source);
    assert.equal(statically.unknown, false);
    assert.deepEqual(statically.routes, executeProgram(source).routes);
    assert.deepEqual(statically.routes.slice(0, 2), ['ANY all-long → x/14 ', 'ANY posts → p/2 ']);
  });
});

describe('Unknowns: listed with a placeholder and a not-evaluable diagnostic', () => {
  const cases: { name: string; code: string; route: string; reason: RegExp }[] = [
    { name: 'the environment', code: "Route.any(process.env.PREFIX + '/x', 'y');", route: 'ANY ⟨process.env.PREFIX⟩/x → y', reason: /environment/ },
    {
      name: 'a package import',
      code: "import { base } from 'some-package';\nRoute.any(`${base}/x`, 'y');",
      route: 'ANY ⟨base⟩/x → y',
      reason: /package 'some-package'/,
    },
    { name: 'a call of an unknown function', code: "import { make } from 'lib';\nRoute.any(make(), 'y');", route: 'ANY ⟨make()⟩ → y', reason: /not known/ },
    {
      name: 'a template with a tag function from a package',
      code: "import { t } from 'lib';\nRoute.any(t`x`, 'y');",
      route: 'ANY ⟨t`x`⟩ → y',
      reason: /tag is not a function of the analysed code/,
    },
    {
      name: 'a value assigned behind an unknown condition',
      code: "let p = 'a';\nif (process.env.X) p = 'b';\nRoute.any(p, 'y');",
      route: 'ANY ⟨p⟩ → y',
      reason: /condition/,
    },
    { name: 'an undefined global', code: "Route.any(SOMETHING, 'y');", route: 'ANY ⟨SOMETHING⟩ → y', reason: /not defined/ },
    // How many items a spread of an unknown list gives is not known: nor is the length of the array made with it.
    {
      name: 'an array with an unknown spread in it',
      code: "import { list } from 'lib';\nconst all = [...list, 'x'];\nRoute.any('n/' + all.length, 'y');",
      route: 'ANY n/⟨all.length⟩ → y',
      reason: /spread of `list`/,
    },
    // A property written before a spread of keys not known may be one of them: its value is not known after it.
    {
      name: 'a property before an unknown spread',
      code: "import { options } from 'lib';\nconst merged = { area: 'admin', ...options };\nRoute.any(merged.area + '/x', 'y');",
      route: 'ANY ⟨merged.area⟩/x → y',
      reason: /spread of `options`/,
    },
    {
      name: 'the name of a class expression',
      code: "const Anonymous = class {};\nRoute.any(Anonymous.name, 'y');",
      route: 'ANY ⟨Anonymous.name⟩ → y',
      reason: /member 'name' of a class/,
    },
    {
      name: 'flat() with a depth not known',
      code: "import { depth } from 'lib';\nRoute.any([['a']].flat(depth).join('/'), 'y');",
      route: "ANY ⟨[['a']].flat(depth).join('/')⟩ → y",
      reason: /depth that is not a known number/,
    },
  ];
  for (const c of cases) {
    test(c.name, () => {
      const analysis = evaluateFiles({ 'r.ts': IMPORT + c.code + '\n' });
      assert.deepEqual(routeLines(analysis), [c.route]);
      const unknown = analysis.diagnostics.filter((d) => d.code === 'not-evaluable');
      assert.ok(unknown.length >= 1, 'a not-evaluable diagnostic');
      assert.ok(unknown.every((d) => d.severity === 'information'));
      assert.match(unknown.map((d) => d.message).join('\n'), c.reason);
    });
  }

  test('routes behind an undecided condition are listed with it (docs/decisions.md#conditions-and-data); --define decides it', () => {
    const source = IMPORT + "if (process.env.ADMIN) {\n  Route.any('admin', 'a');\n}\nRoute.any('b', 'b');\n";
    const analysis = evaluateFiles({ 'r.ts': source });
    assert.deepEqual(
      analysis.routes.map((r) => [r.from, r.condition]),
      [
        ['admin', 'process.env.ADMIN'],
        ['b', null],
      ],
    );
    assert.deepEqual(routeLines(evaluateFiles({ 'r.ts': source }, { defines: { ADMIN: '' } })), ['ANY b → b']);
    assert.deepEqual(routeLines(evaluateFiles({ 'r.ts': source }, { defines: { ADMIN: 'yes' } })), ['ANY admin → a', 'ANY b → b']);
  });

  test('a call that evaluation never reaches is reported', () => {
    const analysis = evaluateFiles({ 'r.ts': IMPORT + "export function never() { Route.any('x', 'y'); }\nRoute.any('a', 'b');\n" });
    assert.deepEqual(routeLines(analysis), ['ANY a → b']);
    assert.ok(analysis.diagnostics.some((d) => d.code === 'not-evaluable' && /never reached/.test(d.message)));
  });
});

describe('code that runs later than it is written: not evaluated, and said so', () => {
  test('a generator runs none of its body when called: its routes are not listed until it is iterated', () => {
    const analysis = evaluateFiles({
      'r.ts': IMPORT + "function* pages() { Route.get('g', 'x/g'); yield 1; }\nconst it = pages();\nRoute.get('after', 'x/after');\n",
    });
    assert.deepEqual(routeLines(analysis), ['GET after → x/after']);
    assert.ok(analysis.diagnostics.some((d) => d.code === 'not-evaluable' && /generator/.test(d.message)));
  });

  test('an async function stops at its first await: what follows runs after the caller, so it is not listed, nor reordered', () => {
    const analysis = evaluateFiles({
      'r.ts':
        IMPORT +
        "async function load() {\n  Route.get('before-await', 'x/a');\n  await Promise.resolve();\n  Route.get('after-await', 'x/b');\n}\nload();\nRoute.get('sync', 'x/c');\n",
    });
    // Running it registers before-await, sync, then after-await: the listed ones keep that order.
    assert.deepEqual(routeLines(analysis), ['GET before-await → x/a', 'GET sync → x/c']);
    assert.ok(analysis.diagnostics.some((d) => d.code === 'not-evaluable' && /after this await/.test(d.message)));
  });

  test('an async function without await runs to its end when called, as JavaScript runs it', () => {
    const analysis = evaluateFiles({ 'r.ts': IMPORT + "async function load() { Route.get('a', 'x/a'); }\nload();\nRoute.get('b', 'x/b');\n" });
    assert.deepEqual(routeLines(analysis), ['GET a → x/a', 'GET b → x/b']);
  });
});

describe('malformed code: never a failed evaluation', () => {
  test('for (const of xs) — a loop without a variable (found by npm run fuzz)', () => {
    const analysis = evaluateFiles({
      'routes.ts': "import { Route } from '@routelens/shared';\nconst xs = ['a', 'b'];\nfor (const of xs) {\n  Route.get('x', 'y');\n}\nRoute.map({});\n",
    });
    assert.ok(!codes(analysis).includes('evaluation-failed'), codes(analysis).join(', '));
    // TypeScript's parser accepts it (only the checker would object): the loop runs, binding nothing.
    assert.deepEqual(routeLines(analysis), ['GET x → y', 'GET x → y']);
  });
});

describe('bounds: partial results and a diagnostic, never a hang', () => {
  test('an endless loop', () => {
    const analysis = evaluateFiles(
      { 'r.ts': IMPORT + "let i = 0;\nwhile (true) { i++; }\nRoute.any('after', 'x');\n" },
      { limits: { maxLoopIterations: 500 } },
    );
    assert.deepEqual(routeLines(analysis), ['ANY after → x']);
    assert.ok(codes(analysis).includes('evaluation-limit'));
  });

  test('deep recursion', () => {
    const analysis = evaluateFiles({ 'r.ts': IMPORT + "function down(n: number): string { return down(n + 1); }\nRoute.any(down(0), 'x');\n" });
    assert.equal(analysis.routes.length, 1);
    assert.ok(codes(analysis).includes('evaluation-limit'));
  });

  test('exponential string building', () => {
    const analysis = evaluateFiles({ 'r.ts': IMPORT + "let s = 'ab';\nfor (let i = 0; i < 64; i++) s = s + s;\nRoute.any(s, 'x');\n" });
    assert.equal(analysis.routes.length, 1);
    assert.ok(analysis.routes[0].from.length <= 100_000);
    assert.ok(analysis.diagnostics.some((d) => /longer than/.test(d.message)));
  });

  test('too many routes', () => {
    const analysis = evaluateFiles({ 'r.ts': IMPORT + "for (let i = 0; i < 1000; i++) Route.any('r' + i, 'x');\n" }, { limits: { maxRoutes: 100 } });
    assert.equal(analysis.routes.length, 101);
    assert.ok(analysis.diagnostics.some((d) => d.code === 'evaluation-limit' && /more than 100 routes/.test(d.message)));
  });

  test('the step limit: counted work, not time', () => {
    const analysis = evaluateFiles(
      { 'r.ts': IMPORT + "Route.any('first', 'x');\nlet n = 0;\nfor (let i = 0; i < 1e9; i++) { n = n + i; }\nRoute.any('never', 'y');\n" },
      { limits: { maxSteps: 50_000, maxLoopIterations: 1e9 } },
    );
    assert.deepEqual(routeLines(analysis), ['ANY first → x']);
    assert.ok(analysis.diagnostics.some((d) => d.code === 'evaluation-limit' && /more than 50,000 steps/.test(d.message)));
  });

  test('the step limit falls at the same place on every run: the table depends on the files and the limit alone', () => {
    // Routes registered in a loop until the limit: how many is a function of the files and the limit alone.
    const files = { 'r.ts': IMPORT + "for (let i = 0; i < 5000; i++) Route.get('p' + i, 'pages/show');\nRoute.get('after', 'x');\n" };
    const counts = [1_000, 3_000, 4_567].map((maxSteps) => {
      const runs = [1, 2, 3].map(() => evaluateFiles(files, { limits: { maxSteps } }).routes.length);
      assert.equal(new Set(runs).size, 1, `maxSteps ${maxSteps}: ${runs.join(', ')}`);
      return runs[0];
    });
    assert.ok(counts[0] < counts[1] && counts[1] < counts[2] && counts[2] < 5001, counts.join(', '));
  });

  test('cyclic imports evaluate each module once', () => {
    const analysis = evaluateFiles({
      'a.ts': IMPORT + "import { B } from './b';\nexport const A = 'a';\nRoute.any(A + B, 'x');\n",
      'b.ts': IMPORT + "import { A } from './a';\nexport const B = 'b';\nRoute.any(`${A}-from-b`, 'y');\n",
    });
    assert.deepEqual(routeLines(analysis), ['ANY ⟨A⟩-from-b → y', 'ANY ab → x']);
    assert.match(analysis.diagnostics.find((d) => d.code === 'not-evaluable')!.message, /cyclic import/);
  });
});

describe('diagnostic codes (a fixture each)', () => {
  const cases: { code: string; source: string; line: number }[] = [
    { code: 'block-non-array', source: "Route.block('a', 'b');", line: 2 },
    { code: 'unknown-method', source: "Route.all('a', 'b');", line: 2 },
    { code: 'unknown-name', source: "const x = Route.named('nobody');", line: 2 },
    { code: 'named-before-defined', source: "const x = Route.named('later');\nRoute.any('a', 'b', { as: 'later' });", line: 2 },
    { code: 'duplicate-name', source: "Route.any('a', 'b', { as: 'n' });\nRoute.any('c', 'd', { as: 'n' });", line: 3 },
    { code: 'route-replaced', source: "Route.get('a', 'first');\nRoute.any('a', 'second');", line: 2 },
    { code: 'param-out-of-range', source: "Route.any('a/(:num)', 'c/m/$2');", line: 2 },
    { code: 'invalid-pattern', source: "Route.any('a/(unclosed', 'c');", line: 2 },
    { code: 'translate-dashes-before-map', source: 'Route.map({ translate_uri_dashes: true });', line: 2 },
    {
      code: 'translate-dashes-before-map',
      source: "const route: Record<string, unknown> = {};\nroute['translate_uri_dashes'] = true;\nRoute.map(route);",
      line: 3,
    },
    { code: 'unreachable-route', source: "Route.any('(:any)/(:any)', 'c/$1/$2');\nRoute.get('photos/(:num)', 'p/$1');", line: 3 },
    { code: 'double-slash', source: "Route.prefix('api/', () => Route.any('users', 'u'));", line: 2 },
    { code: 'context-home-path', source: "Route.context('admin', { home: 'settings/main' });", line: 2 },
    { code: 'not-evaluable', source: "Route.any(process.env.X, 'y');", line: 2 },
    { code: 'unknown-option', source: "Route.resources('a', { contoller: 'b' });", line: 2 },
    { code: 'child-never-exists', source: "Route.get('a', 'b', {}, () => Route.post('c', 'd'));", line: 2 },
  ];
  for (const c of cases) {
    test(`${c.code}: ${c.source.split('\n').at(-1)}`, () => {
      const analysis = evaluateFiles({ 'r.ts': IMPORT + c.source + '\n' });
      const found = analysis.diagnostics.filter((d) => d.code === c.code);
      assert.ok(found.length > 0, `expected ${c.code}, got ${codes(analysis).join(', ')}`);
      const text = require('node:fs').readFileSync(analysis.entry, 'utf8') as string;
      const line = text.slice(0, found[0].span.start).split('\n').length;
      assert.equal(line, c.line);
    });
  }
});

describe('names looked up before they are given', () => {
  test('a name given after its use is "defined later" even when a reset() forgot its route; each other name is unknown', () => {
    // Ten uses: past the first few misses the given names are kept in a set (analyze.ts); the answers are the same.
    const unknown = Array.from({ length: 10 }, (_, i) => `Route.named('nobody${i}');`).join('\n');
    const source =
      IMPORT +
      `const w = Route.named('gone');\n${unknown}\nconst x = Route.named('gone');\nconst y = Route.named('kept');\n` +
      "Route.any('a', 'b', { as: 'gone' });\nRoute.reset();\nRoute.any('c', 'd', { as: 'kept' });\n" +
      `${unknown}\nconst z = Route.named('gone');\n`;
    const analysis = evaluateFiles({ 'r.ts': source });
    const text = require('node:fs').readFileSync(analysis.entry, 'utf8') as string;
    const found = analysis.diagnostics
      .filter((d) => d.code === 'named-before-defined' || d.code === 'unknown-name')
      .map((d) => [d.code, (d.data as { name: string }).name, text.slice(0, d.span.start).split('\n').length]);
    const unknownAt = (line: number) => Array.from({ length: 10 }, (_, i) => ['unknown-name', `nobody${i}`, line + i]);
    assert.deepEqual(found, [
      ['named-before-defined', 'gone', 2],
      ...unknownAt(3),
      ['named-before-defined', 'gone', 13],
      ['named-before-defined', 'kept', 14],
      ...unknownAt(18),
      ['named-before-defined', 'gone', 28],
    ]);
  });
});

describe('Route.map() calls', () => {
  test("each call maps the routes made before it, read at any time; the last one shares the table's list (no copy per call)", () => {
    const source =
      IMPORT +
      "const tables = [];\nfor (const n of ['a', 'b', 'c']) {\n  Route.get(n, 'x/' + n);\n  tables.push(Route.map({}, { method: 'GET' }));\n}\n" +
      "Route.reset();\nRoute.get('after', 'x/after');\nexport default Route.map({}, { method: 'GET' });\n";
    const analysis = evaluateFiles({ 'r.ts': source });
    // Read after the evaluation, when the registry's list has grown past the earlier calls.
    assert.deepEqual(
      analysis.mapCalls.map((call) => call.registrations.map((r) => r.from)),
      [['a'], ['a', 'b'], ['a', 'b', 'c'], ['after']],
    );
    assert.equal(analysis.mapCalls.at(-1)!.registrations, analysis.registrations);
    // What each call returned is its own table, not the later one's.
    assert.deepEqual(routeLines(analysis), ['GET after → x/after']);
  });
});

describe('a defect inside the evaluator', () => {
  test('is reported as evaluation-failed, with what failed', () => {
    // A host that fails in a way no evaluation expects (a thrown Error, not a failed read) stands for a defect.
    const files: Record<string, string> = {
      '/app/routes.ts':
        "import { Route } from '@routelens/shared';\nRoute.get('before', 'a/b');\nimport { X } from './broken';\nRoute.get('after', 'c/d');\nexport const routes = Route.map();\n",
      '/app/broken.ts': 'export const X = 1;\n',
    };
    const host = {
      ...memoryHost(files),
      read: (file: string) => {
        if (file === '/app/broken.ts') throw new Error('the disk exploded');
        return memoryHost(files).read(file);
      },
    };
    const analysis = analyzeEntry('/app/routes.ts', host);
    const failed = analysis.diagnostics.find((d) => d.code === evaluationFailed.code);
    assert.ok(failed, analysis.diagnostics.map((d) => d.code).join(', '));
    assert.equal(failed.severity, evaluationFailed.severity);
    assert.equal(failed.message, evaluationFailed.message('the disk exploded'));
  });
});
