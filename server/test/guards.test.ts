// Guard clauses under undecided conditions (docs/decisions.md#conditions-and-data): a `return`, `throw`, `break` or
// `continue` that may or may not run makes every later route it could skip conditional, to the end of what it
// leaves — the function, the loop, the iteration, the `try` (whose catch runs where the throw was made) or, for a
// throw, the callers up to one. `Route.named()` of a route that exists only under a condition is null on another
// branch, and not known where the condition is not decided. Each config is checked two ways: with the conditions
// undecided, the routes carry them; with every condition decided by --define, the static table equals what running
// it with that environment registers.

import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { evaluateFiles } from './harness/evaluate';
import { entryCondition, mapEntriesOf } from '../src/analysis/tables';
import { executeConfig } from './harness/execute';
import { PHP_GUARD_CASES, PHP_GUARD_HEAD, PHP_GUARD_TAIL } from './harness/php-guard-cases';

const IMPORT = "import { Route } from '@routelens/route';\n";

const CASES: Record<string, string> = {
  'a return in a loop leaves the function': [
    'function section() {',
    "  for (const x of ['a', 'b']) {",
    '    if (process.env.A) return;',
    "    Route.get(`in/${x}`, 'in/index');",
    '  }',
    "  Route.get('after-loop', 'after/index');",
    '}',
    'section();',
    "Route.get('after-call', 'call/index');",
  ].join('\n'),
  'a throw in a block leaves the module': [
    '{',
    "  if (process.env.A) throw new Error('a');",
    "  Route.get('in-block', 'block/index');",
    '}',
    "Route.get('after-block', 'block/after');",
  ].join('\n'),
  "a throw in a called function: the caller's rest and its catch": [
    "function check(v: string) { if (process.env.A && v.length > 1) throw new Error('long'); return v; }",
    "for (const v of ['a', 'bb']) {",
    '  try {',
    "    Route.get(`ok/${check(v)}`, 'ok/index');",
    "    Route.get(`also/${v}`, 'also/index');",
    '  } catch {',
    "    Route.get(`bad/${v}`, 'bad/index');",
    '  } finally {',
    "    Route.get(`done/${v}`, 'done/index');",
    '  }',
    '}',
  ].join('\n'),
  'a throw without a catch goes on past the finally': [
    "function risky() { if (process.env.B) throw new Error('b'); }",
    'function outer() {',
    "  try { risky(); Route.get('t1', 'x/t1'); } finally { Route.get('fin', 'x/fin'); }",
    "  Route.get('t2', 'x/t2');",
    '}',
    "try { outer(); Route.get('t3', 'x/t3'); } catch { Route.get('caught', 'x/caught'); }",
    "Route.get('end', 'x/end');",
  ].join('\n'),
  'a catch that throws again': [
    'function load() {',
    "  try { if (process.env.A) throw new Error('a'); Route.get('loaded', 'l/ok'); } catch { Route.get('failed', 'l/failed'); return; }",
    "  Route.get('after-load', 'l/after');",
    '}',
    'load();',
  ].join('\n'),
  'a break out of a labelled block': [
    'section: {',
    '  if (process.env.A) break section;',
    "  Route.get('inside', 'block/inside');",
    '}',
    "Route.get('outside', 'block/outside');",
  ].join('\n'),
  'named() of a route that exists only under a condition': [
    'if (process.env.A) {',
    "  Route.get('home', 'pages/home', { as: 'home' });",
    '} else {',
    "  Route.get('other/' + Route.named('home'), 'pages/other');",
    '}',
    "Route.get('after/' + Route.named('home'), 'pages/after');",
    "Route.get('url/' + Route.url('home'), 'pages/url');",
  ].join('\n'),
  'continue and break under conditions, and a labelled break': [
    "for (const x of ['a', 'b', 'c']) {",
    "  if (process.env.A && x === 'b') continue;",
    "  if (process.env.B && x === 'c') break;",
    "  Route.get(`item/${x}`, 'items/show');",
    '}',
    "Route.get('after-items', 'items/after');",
    "outer: for (const x of ['p', 'q']) {",
    "  for (const y of ['1', '2']) {",
    '    if (process.env.B) break outer;',
    "    Route.get(`pair/${x}/${y}`, 'pairs/show');",
    '  }',
    "  Route.get(`row/${x}`, 'rows/show');",
    '}',
    "Route.get('after-pairs', 'pairs/after');",
  ].join('\n'),
  'a throw from a called function in a branch': [
    "function fail(): void { throw new Error('a'); }",
    "Route.get('before', 'x/before');",
    'if (process.env.A) { fail(); }',
    "Route.get('after', 'x/after');",
  ].join('\n'),
  'routes behind &&, || and ?:, and a throw behind &&': [
    "process.env.A && Route.get('and', 'x/and');",
    "process.env.B ? Route.get('then', 'x/then') : Route.get('else', 'x/else');",
    "const v = process.env.A || Route.get('or', 'x/or');",
    "function fail(): boolean { throw new Error('b'); }",
    'process.env.B && fail();',
    "Route.get('after', 'x/after');",
  ].join('\n'),
  'the right sides of ??, ??= and ||= run where their left is not known': [
    "process.env.A ?? Route.get('unset', 'x/unset');",
    'let b = process.env.B;',
    "b ??= (Route.get('b-unset', 'x/b-unset'), 'dflt');",
    'let a = process.env.A;',
    "a ||= (Route.get('a-empty', 'x/a-empty'), 'empty');",
    "Route.get(`b/${b}/a/${a}`, 'x/after');",
  ].join('\n'),
  'a switch whose clauses all return, and one whose clauses return or go on': [
    'function pick(x: string | undefined) {',
    '  switch (x) {',
    "    case '1': return 'pick/one';",
    "    case 'z': return 'pick/z';",
    "    default: return 'pick/other';",
    '  }',
    '}',
    'function some(x: string | undefined) {',
    '  switch (x) {',
    "    case '1': return 'some/one';",
    "    case 'z': break;",
    "    default: return 'some/other';",
    '  }',
    "  return 'some/after';",
    '}',
    "Route.get('pick', pick(process.env.A));",
    "Route.get('some', some(process.env.B));",
  ].join('\n'),
  'built-ins that throw on their values': [
    'let base: string;',
    'try {',
    "  base = JSON.parse('{ base: 1 }').base;",
    "  Route.get('parsed', 'x/parsed');",
    '} catch {',
    "  base = 'fallback';",
    '}',
    "Route.get(base + '/home', 'pages/home');",
    "for (const p of ['a%20b', 'bad%', 'ok']) {",
    '  try {',
    "    Route.get('decoded/' + decodeURIComponent(p), 'x/decoded');",
    "    if (process.env.A) Route.get('padded/' + p.padStart(-1 + p.length, '-').repeat(p.length - 3), 'x/padded');",
    '  } catch {',
    "    Route.get('raw/' + p.replace('%', ''), 'x/raw');",
    '  }',
    '}',
    "const lengths = ['x', 'yy'].map((n) => { if (process.env.B && n.length > 1) throw new Error('b'); return n.length; });",
    "Route.get('lengths/' + lengths.join('-'), 'x/lengths');",
  ].join('\n'),
  'a guard inside a branch of another condition': [
    'function section() {',
    "  Route.get('first', 'x/first');",
    '  if (process.env.A) {',
    '    if (process.env.B) return;',
    "    Route.get('inner', 'x/inner');",
    '  } else {',
    "    Route.get('other', 'x/other');",
    '  }',
    "  Route.get('after', 'x/after');",
    '}',
    'section();',
    "Route.get('end', 'x/end');",
  ].join('\n'),
  "a switch clause's own break, and a continue through a switch": [
    "for (const x of ['a', 'b']) {",
    '  switch (process.env.A) {',
    "    case '1':",
    '      if (process.env.B) break;',
    "      Route.get(`on/${x}`, 'x/on');",
    '      break;',
    '    default:',
    '      if (process.env.B) continue;',
    '  }',
    "  Route.get(`loop/${x}`, 'x/loop');",
    '}',
    "Route.get('end', 'x/end');",
  ].join('\n'),
};

const lines = (routes: readonly { verb: string; from: string; to: string; condition?: string | null }[]) =>
  routes.map((r) => `${r.verb} ${r.from} → ${r.to}${r.condition ? ` [${r.condition}]` : ''}`);

describe('guard clauses under undecided conditions', () => {
  for (const [name, body] of Object.entries(CASES)) {
    test(`${name}: decided, the table is the executed one for each environment`, () => {
      const files = { 'routes.ts': IMPORT + body + '\n' };
      for (const a of ['', '1']) {
        for (const b of ['', '1']) {
          const analysis = evaluateFiles(files, { defines: { A: a, B: b } });
          const executed = executeConfig(path.join(analysis.root, 'routes.ts'), { A: a, B: b });
          const thrown = executed.error !== undefined && /Error: [ab]\b/.test(executed.error);
          // A config whose top level throws stops there when it runs: the routes registered before are the table.
          assert.ok(executed.error === undefined || thrown, executed.error);
          assert.deepEqual(lines(analysis.routes), lines(thrown ? partial(analysis.root, { A: a, B: b }) : executed.routes), `A=${a} B=${b}`);
        }
      }
    });
  }

  test('undecided: the routes a guard may skip carry its condition, and named() answers for where it is called', () => {
    const routes = (key: string) => lines(evaluateFiles({ 'routes.ts': IMPORT + CASES[key] + '\n' }).routes);
    assert.deepEqual(routes('a return in a loop leaves the function'), [
      'GET in/a → in/index [!(process.env.A)]',
      'GET in/b → in/index [!(process.env.A)]',
      'GET after-loop → after/index [!(process.env.A)]',
      'GET after-call → call/index',
    ]);
    assert.deepEqual(routes('a throw in a block leaves the module'), [
      'GET in-block → block/index [!(process.env.A)]',
      'GET after-block → block/after [!(process.env.A)]',
    ]);
    const thrown = routes("a throw in a called function: the caller's rest and its catch");
    assert.ok(thrown.includes('GET also/bb → also/index [!(process.env.A && v.length > 1)]'), thrown.join('\n'));
    assert.ok(thrown.includes('GET bad/bb → bad/index [process.env.A && v.length > 1]'), thrown.join('\n'));
    assert.ok(thrown.includes('GET also/a → also/index') && !thrown.some((line) => line.startsWith('GET bad/a ')), thrown.join('\n'));
    assert.ok(thrown.includes('GET done/bb → done/index'), thrown.join('\n'));
    assert.deepEqual(routes('a throw without a catch goes on past the finally'), [
      'GET t1 → x/t1 [!(process.env.B)]',
      'GET fin → x/fin',
      'GET t2 → x/t2 [!(process.env.B)]',
      'GET t3 → x/t3 [!(process.env.B)]',
      'GET caught → x/caught [process.env.B]',
      'GET end → x/end',
    ]);
    // A side of `&&` that is known decides alone where it is false: only the item it names is conditional.
    assert.deepEqual(routes('continue and break under conditions, and a labelled break'), [
      'GET item/a → items/show',
      "GET item/b → items/show [!(process.env.A && x === 'b')]",
      "GET item/c → items/show [!(process.env.B && x === 'c')]",
      'GET after-items → items/after',
      'GET pair/p/1 → pairs/show [!(process.env.B)]',
      'GET pair/p/2 → pairs/show [!(process.env.B)]',
      'GET row/p → rows/show [!(process.env.B)]',
      'GET pair/q/1 → pairs/show [!(process.env.B)]',
      'GET pair/q/2 → pairs/show [!(process.env.B)]',
      'GET row/q → rows/show [!(process.env.B)]',
      'GET after-pairs → pairs/after',
    ]);
    // On the other branch the route never exists; after the if, whether it does is not known.
    assert.deepEqual(routes('named() of a route that exists only under a condition'), [
      'GET home → pages/home [process.env.A]',
      'GET other/null → pages/other [!(process.env.A)]',
      "GET after/⟨Route.named('home')⟩ → pages/after",
      "GET url/⟨Route.url('home')⟩ → pages/url",
    ]);
    assert.deepEqual(routes('a break out of a labelled block'), ['GET inside → block/inside [!(process.env.A)]', 'GET outside → block/outside']);
    assert.deepEqual(routes('a throw from a called function in a branch'), ['GET before → x/before', 'GET after → x/after [!(process.env.A)]']);
    assert.deepEqual(routes('the right sides of ??, ??= and ||= run where their left is not known'), [
      'GET unset → x/unset [process.env.A == null]',
      'GET b-unset → x/b-unset [b == null]',
      'GET a-empty → x/a-empty [!(a)]',
      'GET b/⟨b⟩/a/⟨a⟩ → x/after',
    ]);
    // Every clause returns: the value is not known; some go on: what follows is listed, with a note at the switch.
    const src = IMPORT + CASES['a switch whose clauses all return, and one whose clauses return or go on'] + '\n';
    const some = evaluateFiles({ 'routes.ts': src });
    assert.deepEqual(lines(some.routes), ['GET pick → ⟨x⟩', 'GET some → some/after']);
    assert.deepEqual(
      some.diagnostics.map((d) => `${src.slice(0, d.span.start).split('\n').length}: ${d.message.slice(0, 60)}`),
      ['3: Not evaluable: `x` — a value returned under the condition `x', '10: Not evaluable: this condition is not known, and some of its '],
    );
    assert.deepEqual(routes('routes behind &&, || and ?:, and a throw behind &&'), [
      'GET and → x/and [process.env.A]',
      'GET then → x/then [process.env.B]',
      'GET else → x/else [!(process.env.B)]',
      'GET or → x/or [!(process.env.A)]',
      'GET after → x/after [!(process.env.B)]',
    ]);
    // The return leaves only where both conditions hold.
    assert.deepEqual(routes('a guard inside a branch of another condition'), [
      'GET first → x/first',
      'GET inner → x/inner [process.env.A && !(process.env.B)]',
      'GET other → x/other [!(process.env.A)]',
      'GET after → x/after [!(process.env.A && process.env.B)]',
      'GET end → x/end',
    ]);
    const loop = "!(process.env.A is none of '1' && process.env.B)";
    assert.deepEqual(routes("a switch clause's own break, and a continue through a switch"), [
      "GET on/a → x/on [process.env.A === '1' && !(process.env.B)]",
      `GET loop/a → x/loop [${loop}]`,
      "GET on/b → x/on [process.env.A === '1' && !(process.env.B)]",
      `GET loop/b → x/loop [${loop}]`,
      'GET end → x/end',
    ]);
    assert.deepEqual(routes('a catch that throws again'), [
      'GET loaded → l/ok [!(process.env.A)]',
      'GET failed → l/failed [process.env.A]',
      'GET after-load → l/after [!(process.env.A)]',
    ]);
  });
});

test('a break or continue with nothing around it to leave, or a regular expression with invalid flags, is an early error: the file does not load', () => {
  for (const [text, what] of [
    ["Route.get('a', 'x/a');\n{\n  break;\n}\n", "a 'break' with no loop around it"],
    ['function f() { continue; }\nf();\n', "a 'continue' with no loop around it"],
    ["const r = /R/Route;\nRoute.get('a', 'x/a');\n", 'the regular expression /R/Route has invalid flags'],
  ]) {
    const analysis = evaluateFiles({ 'routes.ts': IMPORT + text });
    const errors = analysis.diagnostics.filter((d) => d.code === 'parse-error').map((d) => d.message);
    assert.deepEqual(errors, [`JavaScript does not load this file: ${what}. None of it runs, so none of its routes exist when the config runs.`]);
  }
});

describe('guard clauses in routes.php, undecided (decided every way against PHP in test-php/php-guards.test.ts)', () => {
  const routes = (key: string) => lines(evaluateFiles({ 'application/config/routes.php': PHP_GUARD_HEAD + PHP_GUARD_CASES[key] + PHP_GUARD_TAIL }).routes);

  test('a return reaches the end of its function, a guard inside a branch carries both conditions', () => {
    assert.deepEqual(routes('a return in a loop leaves the function'), [
      "GET in/a → in/index [empty($_SERVER['A'])]",
      "GET in/b → in/index [empty($_SERVER['A'])]",
      "GET after-loop → after/index [empty($_SERVER['A'])]",
      'GET after-call → call/index',
    ]);
    assert.deepEqual(routes('a guard inside a branch of another condition, at the top of the file'), [
      "ANY other → x/other [empty($_SERVER['A'])]",
      "ANY inner → x/inner [!empty($_SERVER['A']) && empty($_SERVER['B'])]",
      "ANY outer → x/outer [!(!empty($_SERVER['A']) && !empty($_SERVER['B']))]",
    ]);
  });

  test('a continue reaches the end of the iteration, a break the end of the loop or switch, `continue 2` the outer loop', () => {
    // A side of `&&` that is known decides alone where it is false: only the item it names is conditional.
    assert.deepEqual(routes('continue and break under conditions'), [
      'ANY item/a → items/show',
      "ANY item/b → items/show [!(!empty($_SERVER['B']) && $x === 'b')]",
      "ANY item/c → items/show [!(!empty($_SERVER['A']) && $x === 'c')]",
      'ANY after-items → items/after',
      "ANY count/1 → counts/show [empty($_SERVER['A'])]",
      "ANY count/2 → counts/show [empty($_SERVER['A'])]",
      "ANY count/3 → counts/show [empty($_SERVER['A'])]",
      'ANY after-count → counts/after',
    ]);
    assert.deepEqual(routes("a switch's break, and a continue in a switch"), [
      "ANY sw/p → x/sw [empty($_SERVER['A'])]",
      'ANY loop/p → x/loop',
      "ANY loop/q → x/loop [empty($_SERVER['B'])]",
      'ANY end → x/end',
    ]);
    assert.deepEqual(routes('break 2 and continue 2 out of nested loops'), [
      'ANY pair/p/1 → pairs/show',
      "ANY pair/p/2 → pairs/show [!(!empty($_SERVER['A']) && $y === '2')]",
      "ANY row/p → rows/show [!(!empty($_SERVER['A']) && $y === '2')]",
      'ANY pair/q/1 → pairs/show',
      'ANY after → x/after',
    ]);
  });

  test('the sides of `&&`, `||`, `?:`, `??` and `??=` with effects run under their conditions', () => {
    assert.deepEqual(routes('effects of operators under undecided conditions'), [
      "ANY and → ops/and [!empty($_SERVER['A'])]",
      "ANY or → ops/or [empty($_SERVER['A'])]",
      "ANY else → ops/else [empty($_SERVER['B'])]",
      "ANY then → ops/then [!empty($_SERVER['B'])]",
      "ANY unset → ops/unset [!isset($_SERVER['A'])]",
      'ANY late → ops/late [!isset($seen)]',
      'ANY after → ops/after',
    ]);
  });

  test('a switch on a value not known runs each clause that may be taken to its break; returns of every way are not known', () => {
    const analysis = evaluateFiles({
      'application/config/routes.php':
        PHP_GUARD_HEAD + PHP_GUARD_CASES['a switch on a value not known, and a function whose cases all return'] + PHP_GUARD_TAIL,
    });
    assert.deepEqual(lines(analysis.routes), [
      "ANY sw/default → sw/default [($_SERVER['A'] ?? '') is none of '1', 'x']",
      "ANY sw/x → sw/x [($_SERVER['A'] ?? '') == '1']",
      "ANY sw/x → sw/x [($_SERVER['A'] ?? '') == 'x']",
      "ANY sw/one → sw/one [($_SERVER['A'] ?? '') == '1']",
      'ANY picked → ⟨$v⟩',
      'ANY either → ⟨$v⟩',
    ]);
    assert.deepEqual(
      analysis.diagnostics.map((d) => d.message),
      [
        "Not evaluable: `$v` — a value returned under the condition `$v == 'x'`, which is not known. The route shows it as a placeholder.",
        'Not evaluable: `$v` — a value returned under the condition `$v`, which is not known. The route shows it as a placeholder.',
      ],
    );
  });

  test('a throw leaves to the catch of its class (a parent of it), through called functions; one under a condition, under it', () => {
    assert.deepEqual(routes('try, catch, finally and throw'), [
      'ANY try/a → try/a',
      'ANY caught → try/caught',
      'ANY finally → try/finally',
      "ANY try/c → try/c [empty($_SERVER['A'])]",
      "ANY runtime → try/runtime [!empty($_SERVER['A'])]",
      'ANY after-try → try/after',
    ]);
  });

  test('a route replaced only under a condition stays in the table beside its replacement; a key part not known is a placeholder', () => {
    assert.deepEqual(routes('a route replaced only under a condition, and a key with a part not known'), [
      "ANY k⟨!empty($_SERVER['B']) ? 'x' : strlen(...⟩ → three [$_SERVER['A'] === '1']",
      "ANY news → x/y [!empty($_SERVER['B'])]",
      'POST news → a/b',
    ]);
    // The same in a TypeScript config's table.
    const analysis = evaluateFiles({
      'routes.ts': IMPORT + "Route.post('news', 'a/b');\nif (process.env.B) Route.any('news', 'x/y');\nexport default Route.map();\n",
    });
    assert.deepEqual(
      mapEntriesOf(analysis, 'POST').map((e) => `${e.from} → ${String(e.to)}${entryCondition(e) ? ` [${entryCondition(e)}]` : ''}`),
      ['news → a/b', 'news → x/y [process.env.B]', 'default_controller → home'],
    );
  });

  test('exit ends PHP: what follows runs only where it is not reached; a catch of a class not known is said', () => {
    const analysis = evaluateFiles({
      'application/config/routes.php': [
        '<?php',
        "$route['before'] = 'x/before';",
        "if (!empty($_SERVER['A'])) { exit('down'); }",
        "$route['after'] = 'x/after';",
        "try { throw new AppException('x'); } catch (Exception $e) { $route['caught'] = 'x/caught'; }",
        "$route['never'] = 'x/never';",
        'exit;',
        "$route['gone'] = 'x/gone';",
      ].join('\n'),
    });
    assert.deepEqual(lines(analysis.routes), ['ANY before → x/before', "ANY after → x/after [empty($_SERVER['A'])]"]);
    assert.deepEqual(
      analysis.diagnostics.map((d) => d.code),
      ['not-evaluable', 'evaluation-limit'],
    );
  });
});

/**
 * What running a config whose top level throws registered before the throw: the same config with each top-level
 * statement wrapped so that a throw stops the rest (as it stops the module), then run.
 */
function partial(root: string, env: Record<string, string>) {
  const file = path.join(root, 'routes.ts');
  const text = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(path.join(root, 'stopped.ts'), `try {\n${text.replace(IMPORT, '')}\n} catch {}\n`.replace(/^/, IMPORT));
  const executed = executeConfig(path.join(root, 'stopped.ts'), env);
  assert.equal(executed.error, undefined, executed.error);
  return executed.routes;
}
