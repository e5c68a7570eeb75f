// The matcher (CodeIgniter 3 rules) and the table lint, on concrete tables.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { RouteRegistry, compilePattern, lintRoutes, matchRoute, subsumes } from '../src/index';

describe('matchRoute', () => {
  const table: [string, string][] = [
    ['default_controller', 'welcome'],
    ['translate_uri_dashes', 'ignored'],
    ['photos/(:num)', 'photos/show/$1'],
    ['photos/(:any)', 'photos/by_slug/$1'],
    ['blog/([a-z]+)/(\\d{4})', 'blog/archive/$2/$1'],
    ['legacy/(:any)', ''],
    ['api/(v[0-9]+)/users', 'api/users/index/${1}'],
    ['(:any)/(:any)', '$1/$2/$3'],
  ];

  test('(:num) is [0-9]+, (:any) is [^/]+, both capture; first match in order wins', () => {
    assert.deepEqual(matchRoute(table, '/photos/12/'), {
      from: 'photos/(:num)',
      to: 'photos/show/$1',
      target: 'photos/show/12',
      blocked: false,
      index: 2,
      registration: null,
    });
    assert.equal(matchRoute(table, 'photos/sunset')?.target, 'photos/by_slug/sunset');
    assert.equal(matchRoute(table, 'photos/a/b'), null, '(:any) does not cross a slash');
  });

  test('regular expressions match the whole path; $n and ${n} are replaced; missing captures are empty', () => {
    assert.equal(matchRoute(table, 'blog/news/2024')?.target, 'blog/archive/2024/news');
    assert.equal(matchRoute(table, 'blog/news/20245'), null, 'a pattern must match the whole path');
    assert.equal(matchRoute(table, 'api/v2/users')?.target, 'api/users/index/v2');
    assert.equal(matchRoute(table, 'a/b')?.target, 'a/b/');
  });

  test('an empty target means blocked; the empty path goes to default_controller; settings are not routes', () => {
    assert.deepEqual(
      { ...matchRoute(table, 'legacy/x')!, registration: undefined },
      { from: 'legacy/(:any)', to: '', target: '', blocked: true, index: 5, registration: undefined },
    );
    assert.equal(matchRoute(table, '/')?.target, 'welcome');
    assert.equal(matchRoute([['translate_uri_dashes', 'x']], 'translate_uri_dashes'), null);
  });

  test('invalid patterns and non-string targets are skipped, never thrown', () => {
    assert.equal(
      matchRoute(
        [
          ['a/(', 'x'],
          ['b', { get: 'z' } as unknown as string],
        ],
        'b',
      ),
      null,
    );
    assert.equal(
      matchRoute(
        [
          ['a/(', 'x'],
          ['a/(:any)', 'y'],
        ],
        'a/q',
      )?.target,
      'y',
    );
  });

  test('works on the ordered entries of a registry, with the registration that made the winner', () => {
    const registry = new RouteRegistry();
    registry.get('photos/(:num)', 'photos/show/$1', { as: 'photo' });
    registry.any('photos/(:any)', 'photos/other/$1');
    const get = matchRoute(registry.mapEntries({}, 'GET'), 'photos/7');
    assert.equal(get?.registration?.name, 'photo');
    assert.equal(matchRoute(registry.mapEntries({}, 'POST'), 'photos/7')?.target, 'photos/other/7');
  });
});

describe('patterns and lint', () => {
  test('capture counts and validity', () => {
    const ok = (from: string) => {
      const p = compilePattern(from);
      return p.ok ? p.captures : -1;
    };
    assert.equal(ok('a/(:num)/(:any)'), 2);
    assert.equal(ok('a/(?:x|y)/(b)'), 1);
    assert.equal(ok('a/[(]/(b)'), 1);
    assert.equal(ok('a/(b/c)'), 1, 'a group across a slash is checked whole');
    assert.equal(ok('a/(unclosed'), -1);
  });

  test('subsumption for unreachable routes', () => {
    assert.ok(subsumes('(:any)/(:any)', 'photos/(:num)'));
    assert.ok(subsumes('photos/(:num)', 'photos/12'));
    assert.ok(subsumes('api/(.*)', 'api/users/(:num)'));
    assert.ok(!subsumes('photos/(:num)', 'photos/(:any)'));
    assert.ok(!subsumes('photos/(:any)', 'photos/a/b'));
  });

  test('lint: replaced, unreachable, parameters, patterns, double slashes, duplicate names', () => {
    const registry = new RouteRegistry();
    registry.get('a', 'first');
    registry.any('a', 'second');
    registry.any('(:any)/(:any)', 'c/$1/$2');
    registry.get('x/(:num)', 'c/m/$1');
    registry.any('p/(:num)', 'c/m/$3');
    registry.any('q/(', 'c');
    registry.prefix('api/', () => registry.any('u', 'u', { as: 'n' }));
    registry.any('v', 'v', { as: 'n' });
    assert.deepEqual(
      lintRoutes(registry.routes())
        .map((p) => p.code)
        .sort(),
      ['double-slash', 'duplicate-name', 'invalid-pattern', 'param-out-of-range', 'route-replaced', 'unreachable-route', 'unreachable-route'],
    );
  });

  test('param-out-of-range: a path without any group keeps $n as text (what CodeIgniter passes), one with fewer groups makes it empty', () => {
    const registry = new RouteRegistry();
    registry.get('rfq/estimate', 'rfq/get/$1');
    registry.get('photos/(:num)', 'photos/show/$2');
    const messages = lintRoutes(registry.routes())
      .filter((p) => p.code === 'param-out-of-range')
      .map((p) => p.message);
    assert.deepEqual(messages, [
      "The target 'rfq/get/$1' uses $1, but 'rfq/estimate' has no capture group: nothing is substituted, and the method receives the text '$1'.",
      "The target 'photos/show/$2' uses $2, but 'photos/(:num)' has 1 capture group; $2 will be empty.",
    ]);
    assert.equal(matchRoute([['rfq/estimate', 'rfq/get/$1']], 'rfq/estimate')?.target, 'rfq/get/$1');
  });

  test('lint: a bare :any or :num wildcard (no parentheses) shadows like its bracketed form', () => {
    // CodeIgniter turns ':any' into '[^/]+' wherever it appears, so 'photos/:any' matches every 'photos/<x>'.
    const registry = new RouteRegistry();
    registry.get('photos/:any', 'photos/show');
    registry.get('photos/latest', 'photos/latest');
    registry.get('users/:num', 'users/show');
    registry.get('users/12', 'users/twelve');
    registry.get('users/me', 'users/me');
    const unreachable = lintRoutes(registry.routes()).filter((p) => p.code === 'unreachable-route');
    assert.deepEqual(
      unreachable.map((p) => p.data?.shadowedBy),
      [['photos/:any'], ['users/:num']],
    );
    assert.deepEqual(
      unreachable.map((p) => p.data?.registration),
      [2, 4],
    );
  });
});
