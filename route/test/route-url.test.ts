// Route.url(name, ...params): the named route's from with its captures filled in order, checked against their
// patterns; null (and a url-params problem) when they do not fit.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Route, RouteRegistry, captureGroups, fillRoute } from '../src/index';

describe('Route.url', () => {
  test('fills captures in order, (:num), (:any), constraints and regular expressions', () => {
    const registry = new RouteRegistry();
    const previous = Route.use(registry);
    try {
      Route.get('photos/(:num)/edit', 'photos/edit/$1', { as: 'edit' });
      Route.prefix('api', () => Route.get('(v[0-9]+)/users/(:any)', 'api/users/$1/$2', { as: 'user' }));
      Route.get('archive/([0-9]{4})/([a-z]+)', 'blog/archive/$1/$2', { as: 'archive' });
      assert.equal(Route.url('edit', 12), 'photos/12/edit');
      assert.equal(Route.url('user', 'v2', 'ada'), 'api/v2/users/ada');
      assert.equal(Route.url('archive', '2026', 'nov'), 'archive/2026/nov');
      assert.equal(Route.url('edit', 'x'), null);
      assert.equal(Route.url('edit'), null);
      assert.equal(Route.url('edit', 1, 2), null);
      assert.equal(Route.url('archive', '26', 'nov'), null);
      assert.equal(Route.url('user', 'v2', 'a/b'), null);
      assert.equal(Route.url('nothing'), null);
      assert.deepEqual(
        registry
          .problems()
          .filter((p) => p.code === 'url-params')
          .map((p) => p.message),
        [
          "Route.url('edit') returns null: parameter 1 (\"x\") does not fit (:num) in 'photos/(:num)/edit'.",
          "Route.url('edit') returns null: 'photos/(:num)/edit' has 1 parameter, and 0 were given.",
          "Route.url('edit') returns null: 'photos/(:num)/edit' has 1 parameter, and 2 were given.",
          "Route.url('archive') returns null: parameter 1 (\"26\") does not fit ([0-9]{4}) in 'archive/([0-9]{4})/([a-z]+)'.",
          "Route.url('user') returns null: parameter 2 (\"a/b\") does not fit (:any) in 'api/(v[0-9]+)/users/(:any)'.",
        ],
      );
    } finally {
      Route.use(previous);
    }
  });

  test('only top-level capture groups count: not (?:…), not groups inside groups, not escaped or bracketed parentheses', () => {
    assert.deepEqual(captureGroups('a/((x|y)z)/(?:b|c)/\\(d\\)/[(]/(:num)').length, 2);
    assert.deepEqual(fillRoute('a/(?:b|c)/(:num)', [5]), { url: 'a/(?:b|c)/5' });
  });
});
