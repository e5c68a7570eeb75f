// The unreachable-route check finds the earlier patterns that could shadow a path through an index (a trie of
// segments, segment-trie.ts). The routes it reports must be exactly those a comparison with every earlier pattern
// finds.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import type { Registration, VerbLabel } from '../src/index';
import { VERBS, lintTable, subsumes } from '../src/index';
import { isLiteralSegment } from '@routelens/route/patterns';

// Few segments, so that many paths share prefixes and shadow one another.
const FIRST = ['users', 'users', 'users', 'api', '(:any)'];
const REST = ['(:num)', '(:any)', 'a', 'b', '(.*)', 'edit', '([0-9]+)'];
const VERB_LABELS: VerbLabel[] = ['ANY', 'GET', 'POST', 'DELETE'];

const rowArb = fc.record({
  from: fc.tuple(fc.constantFrom(...FIRST), fc.array(fc.constantFrom(...REST), { maxLength: 3 })).map(([first, rest]) => [first, ...rest].join('/')),
  verb: fc.constantFrom(...VERB_LABELS),
});

function bits(verb: VerbLabel): number {
  return verb === 'ANY' ? (1 << VERBS.length) - 1 : 1 << VERBS.indexOf(verb);
}

/** The `from`s that can never match, found by comparing each with every pattern first registered before it. */
function bruteForce(rows: { from: string; verb: VerbLabel }[]): string[] {
  const first = new Map<string, number>();
  const verbs = new Map<string, number>();
  rows.forEach((row, i) => {
    if (!first.has(row.from)) first.set(row.from, i);
    verbs.set(row.from, (verbs.get(row.from) ?? 0) | bits(row.verb));
  });
  const froms = [...first.keys()];
  const isPattern = (from: string) => from.split('/').some((s) => !isLiteralSegment(s));
  const unreachable: string[] = [];
  for (const from of froms) {
    let shadowed = 0;
    const wanted = verbs.get(from)!;
    for (const earlier of froms) {
      if (first.get(earlier)! >= first.get(from)! || !isPattern(earlier) || !subsumes(earlier, from)) continue;
      shadowed |= verbs.get(earlier)! & wanted;
    }
    if (shadowed === wanted) unreachable.push(from);
  }
  return unreachable.sort();
}

describe('unreachable routes', () => {
  test('the index reports exactly what comparing with every earlier pattern finds', () => {
    let found = 0;
    fc.assert(
      fc.property(fc.array(rowArb, { minLength: 1, maxLength: 80, size: 'max' }), (rows) => {
        const registrations: Registration[] = rows.map((row, i) => ({
          id: i + 1,
          verb: row.verb,
          from: row.from,
          to: 'c/m',
          name: null,
          call: 'get',
          site: { call: 'get', location: { file: 'routes.ts', start: i, end: i + 1 } },
          enclosing: [],
        }));
        const reported = lintTable(registrations)
          .problems.filter((p) => p.code === 'unreachable-route')
          .map((p) => registrations[(p.data!.registration as number) - 1].from)
          .sort();
        assert.deepEqual(reported, bruteForce(rows));
        if (reported.length > 0) found++;
      }),
      { seed: 20261122, numRuns: 500 },
    );
    assert.ok(found > 100, `only ${found} tables had unreachable routes`);
  });
});
