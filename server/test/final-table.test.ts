// The final table of a CodeIgniter routes file, checked against a model of PHP's array: random `$route[...]` lines
// (plain targets, per-method verb arrays, unset) give the per-method tables PHP would hold, and the route view lists
// their rows in the order of PHP's array.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import type { Verb } from '@routelens/shared';
import { VERBS } from '@routelens/shared';
import { mapEntriesOf } from '../src/analysis/tables';
import { methodFree } from '../src/analysis/php/final-table';
import { evaluateFiles, routeLines, staticTables } from './harness/evaluate';

type Line = { kind: 'set'; key: string; to: string } | { kind: 'verb'; key: string; verb: Verb; to: string } | { kind: 'unset'; key: string };

const lineArb: fc.Arbitrary<Line> = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), key: fc.constantFrom('a', 'b', 'c/(:num)', 'd', 'e/(:any)'), to: fc.constantFrom('x/one', 'y/two/$1', 'z') }),
  fc.record({
    kind: fc.constant('verb' as const),
    key: fc.constantFrom('v', 'w/(:num)', 'u'),
    verb: fc.constantFrom(...VERBS),
    to: fc.constantFrom('p/get', 'p/post/$1', 'p/put'),
  }),
  fc.record({ kind: fc.constant('unset' as const), key: fc.constantFrom('a', 'c/(:num)', 'v', 'u') }),
);

function php(lines: readonly Line[]): string {
  const body = lines.map((l) =>
    l.kind === 'set'
      ? `$route['${l.key}'] = '${l.to}';`
      : l.kind === 'verb'
        ? `$route['${l.key}']['${l.verb.toLowerCase()}'] = '${l.to}';`
        : `unset($route['${l.key}']);`,
  );
  return `<?php\n$route['default_controller'] = 'home';\n${body.join('\n')}\n`;
}

/** What PHP's `$route` holds at the end: an ordered map (a write keeps an existing key's place). */
function model(lines: readonly Line[]): Map<string, string | Record<string, string>> {
  const table = new Map<string, string | Record<string, string>>([['default_controller', 'home']]);
  for (const l of lines) {
    if (l.kind === 'set') table.set(l.key, l.to);
    else if (l.kind === 'unset') table.delete(l.key);
    else {
      const current = table.get(l.key);
      table.set(l.key, { ...(typeof current === 'object' ? current : {}), [l.verb.toLowerCase()]: l.to });
    }
  }
  return table;
}

function tableFor(table: Map<string, string | Record<string, string>>, verb: Verb): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [from, to] of table) {
    const target = typeof to === 'string' ? to : to[verb.toLowerCase()];
    if (target !== undefined) pairs.push([from, target]);
  }
  return pairs;
}

/** The route view's rows: the array's keys in PHP's order, one row where every method has the same target. */
function rows(table: Map<string, string | Record<string, string>>, tables: [string, string][][]): string[] {
  const lines: string[] = [];
  for (const from of table.keys()) {
    if (from === 'default_controller') continue;
    const targets = tables.map((t) => t.find(([f]) => f === from)?.[1]);
    if (targets.every((t) => t !== undefined && t === targets[0])) lines.push(`ANY ${from} → ${targets[0]}`);
    else
      targets.forEach((t, i) => {
        if (t !== undefined) lines.push(`${VERBS[i]} ${from} → ${t}`);
      });
  }
  return lines;
}

describe('final table of a PHP routes file', () => {
  test('per-method tables are what PHP holds, and the route view lists them in the order PHP holds its keys', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 14 }), (lines) => {
        const analysis = evaluateFiles({ 'routes.php': php(lines) });
        const table = model(lines);
        const expected = VERBS.map((verb) => tableFor(table, verb));
        const tables = staticTables(analysis);
        for (const [i, verb] of VERBS.entries()) assert.deepEqual(tables[verb], expected[i], verb);
        assert.deepEqual(routeLines(analysis), rows(table, expected));
      }),
      { seed: 20261123, numRuns: 150 },
    );
  });

  test("verb arrays with uppercase methods, then catch-alls: rows in the order written (a real app's shape)", () => {
    const analysis = evaluateFiles({
      'routes.php':
        "<?php\n$route['default_controller'] = 'vue';\n$route['api/v1/users']['GET'] = 'api/v1/user';\n$route['api/v1/users/(:num)']['GET'] = 'api/v1/user/show/$1';\n$route['api/v1/login/(:any)']['POST'] = 'api/v1/auth/login/$1';\n$route['api/(.*)'] = '404';\n$route['(.*)'] = 'vue';\n",
    });
    // The POST-only row was listed first: it is the first row of the POST table, and the merge put it in front.
    assert.deepEqual(routeLines(analysis), [
      'GET api/v1/users → api/v1/user',
      'GET api/v1/users/(:num) → api/v1/user/show/$1',
      'POST api/v1/login/(:any) → api/v1/auth/login/$1',
      'ANY api/(.*) → 404',
      'ANY (.*) → vue',
    ]);
  });

  test('each verb of a verb array written a line at a time is defined at its own line', () => {
    const text =
      "<?php\n$route['x']['get'] = 'a/get';\n$route['x']['post'] = 'a/post';\n$route['y'] = array('get' => 'b/get', 'put' => 'b/put');\n$route['y']['delete'] = 'b/delete';\n";
    const analysis = evaluateFiles({ 'routes.php': text });
    const lineOf = (offset: number) => text.slice(0, offset).split('\n').length;
    // Each row with the line that wrote its verb (the GET row was shown at the POST line, the last write of the key).
    assert.deepEqual(
      analysis.routes.map((r) => `${r.verb} ${r.from} → ${r.to} :${lineOf(r.span.start)}`),
      ['GET x → a/get :2', 'POST x → a/post :3', 'GET y → b/get :4', 'PUT y → b/put :4', 'DELETE y → b/delete :5'],
    );
  });

  test('a file of plain lines only (no verb array, no map) has one table for every method, and the same rows', () => {
    const plain = lineArb.filter((l) => l.kind !== 'verb');
    fc.assert(
      fc.property(fc.array(plain, { minLength: 1, maxLength: 14 }), (lines) => {
        const analysis = evaluateFiles({ 'routes.php': php(lines) });
        const table = model(lines);
        const expected = VERBS.map((verb) => tableFor(table, verb));
        const tables = staticTables(analysis);
        for (const [i, verb] of VERBS.entries()) assert.deepEqual(tables[verb], expected[i], verb);
        // Made once: every method gets the same array.
        for (const verb of VERBS) assert.equal(mapEntriesOf(analysis, verb), mapEntriesOf(analysis, 'GET'), verb);
        assert.deepEqual(routeLines(analysis), rows(table, expected));
      }),
      { seed: 20261124, numRuns: 100 },
    );
  });

  test('only lines without a method in them make a method-free table', () => {
    const span = { file: 'routes.php', start: 0, end: 1 };
    assert.equal(
      methodFree([
        { kind: 'set', key: 'a', value: 'x/y', span },
        { kind: 'unset', key: 'a', span },
        { kind: 'replace', value: { b: 'c' }, span },
      ]),
      true,
    );
    assert.equal(methodFree([{ kind: 'set-verb', key: 'a', verb: 'put', value: 'x/y', span }]), false);
    assert.equal(methodFree([{ kind: 'set', key: 'a', value: { get: 'x/y' }, span }]), false);
    assert.equal(methodFree([{ kind: 'replace', value: { b: { post: 'c' } }, span }]), false);
    assert.equal(methodFree([{ kind: 'map', index: 0, span }]), false);
    // A verb array written whole is resolved per method, as PHP's CodeIgniter does.
    const analysis = evaluateFiles({
      'routes.php': "<?php\n$route = array('default_controller' => 'home', 'v' => array('put' => 'p/put'), 'a' => 'x/one');\n",
    });
    assert.deepEqual(staticTables(analysis).PUT, [
      ['default_controller', 'home'],
      ['v', 'p/put'],
      ['a', 'x/one'],
    ]);
    assert.deepEqual(staticTables(analysis).GET, [
      ['default_controller', 'home'],
      ['a', 'x/one'],
    ]);
  });
});
