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
import { executeConfig } from './harness/execute';

const IMPORT = "import { Route } from '@routelens/shared';\n";

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
  'a throw in a called function: the caller\'s rest and its catch': [
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
    '  if (process.env.A && x === \'b\') continue;',
    '  if (process.env.B && x === \'c\') break;',
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
    assert.deepEqual(routes('a catch that throws again'), [
      'GET loaded → l/ok [!(process.env.A)]',
      'GET failed → l/failed [process.env.A]',
      'GET after-load → l/after [!(process.env.A)]',
    ]);
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
