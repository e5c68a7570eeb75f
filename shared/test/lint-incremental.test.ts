// The table lint keeps an index of `from`s and updates it for the part of the table that changed. Whatever
// changed, linting the new table from the previous lint must give exactly what linting it from scratch gives.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import type { Problem, Registration, VerbLabel } from '../src/index';
import { lintTable } from '../src/index';

const SEGMENTS = ['users', 'photos', 'api', 'v2', '(:num)', '(:any)', '([0-9]+)', '(.*)', '(a|b)', 'a', 'b', '12', '', '⟨x⟩', '('];
const VERB_LABELS: VerbLabel[] = ['ANY', 'GET', 'POST', 'PUT', 'DELETE'];

interface Row {
  from: string;
  verb: VerbLabel;
  to: string;
  name: string | null;
}

const rowArb: fc.Arbitrary<Row> = fc.record({
  from: fc.array(fc.constantFrom(...SEGMENTS), { minLength: 1, maxLength: 3 }).map((s) => s.join('/')),
  verb: fc.constantFrom(...VERB_LABELS),
  to: fc.constantFrom('c/m', 'c/m/$1', 'c/m/$2/$3', ''),
  name: fc.constantFrom(null, null, 'n1', 'n2'),
});

function table(rows: readonly Row[]): Registration[] {
  return rows.map((row, i) => ({
    id: i + 1,
    verb: row.verb,
    from: row.from,
    to: row.to,
    name: row.name,
    call: 'get',
    site: { call: 'get', location: { file: 'routes.ts', start: i * 10, end: i * 10 + 5 } },
    enclosing: [],
  }));
}

function plain(lint: { problems: Problem[]; replaced: Map<Registration, Registration> }) {
  return { problems: lint.problems, replaced: [...lint.replaced].map(([a, b]) => [a.id, b.id]) };
}

describe('incremental table lint', () => {
  test('linting from the previous lint equals linting from scratch, for any change of a run of routes', () => {
    const change = fc.tuple(fc.nat(), fc.nat(4), fc.array(rowArb, { maxLength: 4 }));
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 30 }), fc.array(change, { minLength: 1, maxLength: 5 }), (rows, changes) => {
        let current = rows;
        let previous = lintTable(table(current));
        for (const [at, remove, insert] of changes) {
          const start = current.length === 0 ? 0 : at % (current.length + 1);
          current = [...current.slice(0, start), ...insert, ...current.slice(start + remove)];
          const registrations = table(current);
          const incremental = lintTable(registrations, previous);
          assert.deepEqual(plain(incremental), plain(lintTable(registrations)));
          previous = incremental;
        }
      }),
      { seed: 20261122, numRuns: 400 },
    );
  });

  test('the same, when the routes a change leaves are the same objects (as the language server replays them)', () => {
    // The lint finds unchanged routes by identity first, and keeps the `from`s by first segment from one update to
    // the next: many changes in a row, of rows that share first segments.
    const change = fc.tuple(fc.nat(), fc.nat(4), fc.array(rowArb, { maxLength: 4 }));
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 30 }), fc.array(change, { minLength: 1, maxLength: 10 }), (rows, changes) => {
        let registrations = table(rows);
        let previous = lintTable(registrations);
        let next = registrations.length + 1;
        for (const [at, remove, insert] of changes) {
          const start = registrations.length === 0 ? 0 : at % (registrations.length + 1);
          const inserted = table(insert).map((r) => ({ ...r, id: next++ }));
          registrations = [...registrations.slice(0, start), ...inserted, ...registrations.slice(start + remove)];
          const incremental = lintTable(registrations, previous);
          assert.deepEqual(plain(incremental), plain(lintTable(registrations)));
          previous = incremental;
        }
      }),
      { seed: 20261123, numRuns: 400 },
    );
  });

  test('a pattern that any first segment matches shadows the paths checked after it, and no longer once it is gone', () => {
    // The candidates of a changed path are looked up by first segment; a pattern whose first segment is not plain
    // text is a candidate for every path, until a change removes it.
    const rows: Row[] = [
      { from: '(:any)/y', verb: 'ANY', to: 'c', name: null },
      { from: 'abc/y', verb: 'GET', to: 'a', name: null },
      { from: 'users', verb: 'GET', to: 'u', name: null },
    ];
    let registrations = table(rows);
    let previous = lintTable(registrations);
    const steps: [number, Row][] = [
      [1, { from: 'abd/y', verb: 'GET', to: 'a', name: null }],
      [0, { from: 'zzz', verb: 'GET', to: 'z', name: null }],
      [1, { from: 'abe/y', verb: 'GET', to: 'a', name: null }],
    ];
    const unreachable: string[][] = [];
    for (const [at, row] of steps) {
      registrations = registrations.map((r, i) => (i === at ? { ...table([row])[0], id: r.id } : r));
      const incremental = lintTable(registrations, previous);
      assert.deepEqual(plain(incremental), plain(lintTable(registrations)));
      unreachable.push(
        incremental.problems.filter((p) => p.code === 'unreachable-route').map((p) => registrations.find((r) => r.id === p.data!.registration)!.from),
      );
      previous = incremental;
    }
    assert.deepEqual(unreachable, [['abd/y'], [], []]);
  });

  test('a problem reported once per call site moves to the next registration of that site when the first one goes', () => {
    // A call in a loop registers a bad pattern twice: reported for the first only. A change removes the first.
    const site = { call: 'get' as const, location: { file: 'routes.ts', start: 0, end: 5 } };
    const [bad, users] = table([
      { from: '(', verb: 'GET', to: 'c', name: null },
      { from: 'users', verb: 'GET', to: 'u', name: null },
    ]);
    const first = { ...bad, site };
    const again = { ...bad, id: 3, verb: 'POST' as const, site };
    const before = [first, users, again];
    const lint = lintTable(before);
    assert.deepEqual(
      lint.problems.map((p) => [p.code, p.data!.registration]),
      [['invalid-pattern', 1]],
    );
    const after = [{ ...users, id: 1, from: 'zzz' }, users, again];
    const incremental = lintTable(after, lint);
    assert.deepEqual(plain(incremental), plain(lintTable(after)));
    assert.deepEqual(
      incremental.problems.map((p) => [p.code, p.data!.registration]),
      [['invalid-pattern', 3]],
    );
  });

  test('a previous lint is taken over: using it twice still gives the right answer', () => {
    const rows: Row[] = [
      { from: '(:any)', verb: 'ANY', to: 'c', name: null },
      { from: 'users', verb: 'GET', to: 'u', name: null },
    ];
    const first = lintTable(table(rows));
    const a = lintTable(table(rows.slice(0, 1)), first);
    const b = lintTable(table(rows), first);
    assert.deepEqual(plain(a), plain(lintTable(table(rows.slice(0, 1)))));
    assert.deepEqual(plain(b), plain(lintTable(table(rows))));
    assert.deepEqual(
      b.problems.map((p) => p.code),
      ['unreachable-route'],
    );
  });
});
