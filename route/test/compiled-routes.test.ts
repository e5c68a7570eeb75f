// compileRoutes (docs/decisions.md#serving-routes): for every verb and URI, the same answer as matchRoute on the table resolved for that
// verb; generated tables and URLs (property test), and the cases that a literal-prefix index could get wrong.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import type { RouteArray, Verb } from '../src/index';
import { Route, RouteRegistry, VERBS, compileRoutes, matchRoute } from '../src/index';

/** The table as matchRoute sees it for one verb: verb objects resolved (CodeIgniter 3), other entries as they are. */
function resolved(table: Record<string, unknown> | [string, unknown][], verb: Verb): [string, unknown][] {
  const pairs = Array.isArray(table) ? table : Object.entries(table);
  return pairs.flatMap(([from, to]): [string, unknown][] => {
    if (typeof to !== 'object' || to === null || Array.isArray(to)) return [[from, to]];
    const target = Object.entries(to).find(([k]) => k.toLowerCase() === verb.toLowerCase())?.[1];
    return target === undefined ? [] : [[from, target]];
  });
}

function agree(table: Record<string, unknown> | [string, unknown][], verb: Verb, uri: string): void {
  const expected = matchRoute(resolved(table, verb), uri);
  const actual = compileRoutes(table).match(verb, uri);
  // Indexes differ where verb objects were left out of the resolved table: compare by the entry itself.
  assert.deepEqual(actual && { ...actual, index: 0 }, expected && { ...expected, index: 0 }, `${verb} ${uri}`);
}

const SEGMENTS = ['a', 'b', 'users', 'photos', '12', 'new', 'edit', 'x-y', 'A1', '', 'ä'];
const PATTERN_SEGMENTS = [
  ...SEGMENTS,
  '(:num)',
  '(:any)',
  ':any',
  '([a-z]+)',
  '(\\d+)',
  '(.*)',
  '(.+)',
  'a|b',
  '(a|b)',
  'ab?',
  '?c',
  '+',
  '[a-z]{2}',
  '(x/y)',
  'a.b',
  '(v[0-9]+)',
  '([',
];

const pathArb = fc.array(fc.constantFrom(...SEGMENTS), { minLength: 0, maxLength: 4 }).map((s) => s.join('/'));
const fromArb = fc.array(fc.constantFrom(...PATTERN_SEGMENTS), { minLength: 1, maxLength: 4 }).map((s) => s.join('/'));
const targetArb = fc.oneof(
  fc.constantFrom('c/m', 'c/m/$1', '$1/$2', '', 'x/${1}', 'x/$123', 'y/${12}3', 'z/${1', 'w/$'),
  fc.record({ get: fc.constant('g/$1'), post: fc.constant('p') }),
  fc.constant(5),
);

describe('compileRoutes', () => {
  test('agrees with matchRoute on generated tables, verbs and URIs (pairs, objects, verb objects, settings)', () => {
    const tableArb = fc.array(
      fc.tuple(
        fc.oneof({ weight: 8, arbitrary: fromArb }, { weight: 1, arbitrary: fc.constantFrom('default_controller', '404_override', 'translate_uri_dashes') }),
        targetArb,
      ),
      { maxLength: 25 },
    );
    fc.assert(
      fc.property(
        tableArb,
        fc.boolean(),
        fc.array(
          fc.tuple(
            fc.constantFrom(...VERBS),
            fc.oneof(
              pathArb,
              fromArb.map((f) => f.replace(/[()]/g, '')),
            ),
          ),
          { minLength: 1, maxLength: 8 },
        ),
        (pairs, asObject, requests) => {
          const table = asObject ? Object.fromEntries(pairs) : (pairs as [string, unknown][]);
          for (const [verb, uri] of requests) agree(table, verb, uri);
          agree(table, 'GET', '');
        },
      ),
      { seed: 20261123, numRuns: 2000 },
    );
  });

  test('literal prefixes that a regular expression does not need: alternation, a quantified slash, a group across segments', () => {
    const table: [string, string][] = [
      ['x/y|z', 'alt'],
      ['ab/?c', 'quantified'],
      ['(p/q)/r', 'group'],
      ['users/(:num)', 'show/$1'],
      ['users/new', 'new'],
      ['users/(:any)', 'any/$1'],
    ];
    for (const uri of ['z', 'x/y', 'abc', 'ab/c', 'p/q/r', 'users/12', 'users/new', 'users/abc', 'users']) agree(table, 'GET', uri);
    assert.equal(compileRoutes(table).match('GET', 'z')?.target, 'alt');
    assert.equal(compileRoutes(table).match('GET', 'abc')?.target, 'quantified');
  });

  test('table order decides between a literal route and an earlier pattern, and between verbs', () => {
    const table = { 'photos/(:any)': 'slug/$1', 'photos/new': 'new', photos: { get: 'index', post: 'create' } };
    assert.equal(compileRoutes(table).match('GET', '/photos/new/')?.target, 'slug/new');
    assert.equal(compileRoutes(table).match('POST', 'photos')?.target, 'create');
    assert.equal(compileRoutes(table).match('PUT', 'photos'), null);
  });

  test('the Route library: map() in both forms gives the same answers as map({ method })', () => {
    const registry = new RouteRegistry();
    const previous = Route.use(registry);
    try {
      Route.resources('photos', { constraint: '(:num)' });
      Route.context('admin', { home: 'dash' });
      Route.prefix('api', () => Route.get('status', 'api/status', { as: 'status' }));
      Route.block(['photos/secret']);
      const ci3 = Route.map({ default_controller: 'welcome' });
      for (const verb of VERBS) {
        const perMethod = Route.map({ default_controller: 'welcome' }, { method: verb });
        for (const uri of ['', 'photos', 'photos/12', 'photos/12/edit', 'photos/new', 'admin', 'admin/blog/x', 'api/status', 'photos/secret', 'nothing']) {
          const expected = matchRoute(Object.entries(perMethod as RouteArray), uri);
          assert.deepEqual(compileRoutes(ci3).match(verb, uri)?.target, expected?.target, `${verb} ${uri}`);
          assert.deepEqual(compileRoutes(perMethod).match(verb, uri), expected, `${verb} ${uri} (per method)`);
        }
      }
    } finally {
      Route.use(previous);
    }
  });
});
