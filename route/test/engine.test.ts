// The spec's tables and the decisions of §2, run through the public static API with concrete expected tables.

import assert from 'node:assert/strict';
import { beforeEach, describe, test } from 'node:test';
import { Route, RouteRegistry, VERBS } from '../src/index';
import type { RouteArray, Verb } from '../src/index';

beforeEach(() => {
  Route.use(new RouteRegistry());
});

/** The ordered pairs of `map(routes, { method })`. */
function pairs(method: Verb, routes: RouteArray = {}): [string, unknown][] {
  return Object.entries(Route.map(routes, { method }));
}

describe('any and the verb methods', () => {
  test('any() exists for every method; a verb route only for its own', () => {
    Route.any('posts', 'blog/posts');
    Route.get('feed', 'blog/feed');
    Route.post('comments', 'blog/comment');
    Route.head('ping', 'health/head');
    for (const method of VERBS) {
      const expected: [string, unknown][] = [['posts', 'blog/posts']];
      if (method === 'GET') expected.push(['feed', 'blog/feed']);
      if (method === 'POST') expected.push(['comments', 'blog/comment']);
      if (method === 'HEAD') expected.push(['ping', 'health/head']);
      expected.push(['default_controller', 'home']);
      assert.deepEqual(pairs(method), expected, method);
    }
  });

  test('put, delete, patch and options register for their method', () => {
    Route.put('a', 'c/put');
    Route.delete('a', 'c/delete');
    Route.patch('a', 'c/patch');
    Route.options('a', 'c/options');
    assert.deepEqual(pairs('PUT')[0], ['a', 'c/put']);
    assert.deepEqual(pairs('DELETE')[0], ['a', 'c/delete']);
    assert.deepEqual(pairs('PATCH')[0], ['a', 'c/patch']);
    assert.deepEqual(pairs('OPTIONS')[0], ['a', 'c/options']);
    assert.deepEqual(pairs('GET'), [['default_controller', 'home']]);
  });

  test('HEAD does not see GET routes', () => {
    Route.get('x', 'c/x');
    assert.deepEqual(pairs('HEAD'), [['default_controller', 'home']]);
  });

  test('a later registration replaces the target and keeps the first position', () => {
    Route.any('a', 'one');
    Route.get('b', 'two');
    Route.get('a', 'three');
    assert.deepEqual(pairs('GET'), [
      ['a', 'three'],
      ['b', 'two'],
      ['default_controller', 'home'],
    ]);
    assert.deepEqual(pairs('POST'), [
      ['a', 'one'],
      ['default_controller', 'home'],
    ]);
  });

  test('the option as names a route; named() is method-independent and null when unknown', () => {
    Route.get('login', 'auth/login', { as: 'login' });
    Route.post('users/(:num)', 'users/save/$1', { as: 'save' });
    assert.equal(Route.named('login'), 'login');
    assert.equal(Route.named('save'), 'users/(:num)');
    assert.equal(Route.named('nope'), null);
  });

  test('the last registration given a name wins; empty names are not registered', () => {
    Route.any('a', 'x', { as: 'n' });
    Route.any('b', 'y', { as: 'n' });
    Route.any('c', 'z', { as: '' });
    Route.any('d', 'w', { as: '0' });
    assert.equal(Route.named('n'), 'b');
    assert.equal(Route.named(''), null);
    assert.equal(Route.named('0'), 'd');
  });
});

describe('resources', () => {
  const photos: [Verb, string, string][] = [
    ['GET', 'photos', 'photos/index'],
    ['GET', 'photos/new', 'photos/create_new'],
    ['GET', 'photos/([a-zA-Z0-9\\-_]+)/edit', 'photos/edit/$1'],
    ['GET', 'photos/([a-zA-Z0-9\\-_]+)', 'photos/show/$1'],
    ['POST', 'photos', 'photos/create'],
    ['PUT', 'photos/([a-zA-Z0-9\\-_]+)', 'photos/update/$1'],
    ['DELETE', 'photos/([a-zA-Z0-9\\-_]+)', 'photos/delete/$1'],
  ];

  test('generates the seven routes in the decided order, per method', () => {
    Route.resources('photos');
    for (const method of VERBS) {
      const expected = photos.filter(([verb]) => verb === method).map(([, from, to]) => [from, to]);
      expected.push(['default_controller', 'home']);
      assert.deepEqual(pairs(method), expected, method);
    }
    assert.deepEqual(
      Route.registry.routes().map((r) => [r.verb, r.from, r.to, r.action]),
      photos.map(([verb, from, to], i) => [verb, from, to, ['index', 'create_new', 'edit', 'show', 'create', 'update', 'delete'][i]]),
    );
  });

  test('controller, module, constraint, offset and deleteAction options', () => {
    Route.resources('photos', { controller: 'images', module: 'gallery', constraint: '(:num)', offset: 1, deleteAction: 'destroy' });
    assert.deepEqual(pairs('GET'), [
      ['photos', 'gallery/images/index'],
      ['photos/new', 'gallery/images/create_new'],
      ['photos/(:num)/edit', 'gallery/images/edit/$2'],
      ['photos/(:num)', 'gallery/images/show/$2'],
      ['default_controller', 'home'],
    ]);
    assert.deepEqual(pairs('DELETE'), [
      ['photos/(:num)', 'gallery/images/destroy/$2'],
      ['default_controller', 'home'],
    ]);
  });

  test('a module path name maps to that controller in that module', () => {
    Route.resources('blog/posts');
    assert.deepEqual(pairs('PUT'), [
      ['blog/posts/([a-zA-Z0-9\\-_]+)', 'blog/posts/update/$1'],
      ['default_controller', 'home'],
    ]);
  });

  test('a custom constraint group is used for {id}', () => {
    Route.resources('codes', { constraint: '([A-Z]{2}[0-9]+)' });
    assert.deepEqual(pairs('GET')[3], ['codes/([A-Z]{2}[0-9]+)', 'codes/show/$1']);
  });

  test('the DELETE action is configurable per registry', () => {
    Route.use(new RouteRegistry({ deleteAction: 'destroy' }));
    Route.resources('photos');
    assert.deepEqual(pairs('DELETE')[0], ['photos/([a-zA-Z0-9\\-_]+)', 'photos/destroy/$1']);
  });

  test('an empty name creates nothing and is reported', () => {
    Route.resources('');
    assert.deepEqual(pairs('GET'), [['default_controller', 'home']]);
    assert.equal(Route.registry.problems()[0].code, 'empty-name');
  });

  test('the nested handler runs once per generated route, with verb intersection and the nest offset', () => {
    let calls = 0;
    Route.resources('users', {}, () => {
      calls++;
      Route.resources('posts');
    });
    assert.equal(calls, 7);
    const get = pairs('GET');
    // Under GET users/(id): index of posts, with $1 of the parent and its own $2.
    assert.deepEqual(get.slice(0, 3), [
      ['users', 'users/index'],
      ['users/posts', 'posts/index/$1'],
      ['users/posts/new', 'posts/create_new/$1'],
    ]);
    const id = '([a-zA-Z0-9\\-_]+)';
    assert.ok(get.some(([from, to]) => from === `users/${id}/posts/${id}/edit` && to === 'posts/edit/$1/$2'));
    // A POST child of a GET parent never exists; the POST parent only has POST children.
    assert.deepEqual(pairs('POST'), [
      ['users', 'users/create'],
      ['users/posts', 'posts/create/$1'],
      ['default_controller', 'home'],
    ]);
    assert.deepEqual(pairs('DELETE'), [
      [`users/${id}`, 'users/delete/$1'],
      [`users/${id}/posts/${id}`, 'posts/delete/$1/$2'],
      ['default_controller', 'home'],
    ]);
    // Losing the other verbs under a single-verb parent is how nested resources work: not reported.
    assert.ok(!Route.registry.problems().some((p) => p.code === 'child-never-exists'));
  });
});

describe('context', () => {
  const six = (name: string, controller: string, first = 1): [string, string][] => {
    const out: [string, string][] = [];
    for (let n = 6; n >= 1; n--) {
      const params = Array.from({ length: n - 1 }, (_, i) => `$${i + 2 + first - 1}`);
      out.push([name + '/(:any)'.repeat(n), [`$${first}`, controller, ...params].join('/')]);
    }
    return out;
  };

  test('generates the six wildcard routes, longest first', () => {
    Route.context('admin');
    assert.deepEqual(pairs('GET'), [...six('admin', 'admin'), ['default_controller', 'home']]);
    assert.deepEqual(pairs('GET')[0], ['admin/(:any)/(:any)/(:any)/(:any)/(:any)/(:any)', '$1/admin/$2/$3/$4/$5/$6']);
  });

  test('a controller, an options object as second argument, offset and home', () => {
    Route.context('content', 'manage', { offset: 1, home: 'dash' });
    Route.context('reports', { home: '{default_controller}' });
    const get = pairs('GET', { default_controller: 'welcome' });
    assert.deepEqual(get, [
      ['default_controller', 'welcome'],
      ...six('content', 'manage', 2),
      ['content', 'content/dash'],
      ...six('reports', 'reports'),
      ['reports', 'reports/welcome'],
    ]);
  });

  test('a home with a slash is still made and reported as a path', () => {
    Route.context('admin', { home: 'settings/main' });
    assert.deepEqual(pairs('GET').at(-2), ['admin', 'admin/settings/main']);
    assert.equal(Route.registry.problems()[0].code, 'context-home-path');
  });

  test('inside a prefix, the home route keeps the bare name in its target', () => {
    Route.prefix('v1', () => Route.context('admin', { home: 'dash' }));
    assert.deepEqual(pairs('GET').at(-2), ['v1/admin', 'admin/dash']);
    assert.deepEqual(pairs('GET')[0], ['v1/admin/(:any)/(:any)/(:any)/(:any)/(:any)/(:any)', '$1/admin/$2/$3/$4/$5/$6']);
  });
});

describe('block', () => {
  test('an array blocks each path', () => {
    Route.any('secret', 'x/y');
    Route.block(['secret', 'private/(:any)']);
    assert.deepEqual(pairs('POST'), [
      ['secret', ''],
      ['private/(:any)', ''],
      ['default_controller', 'home'],
    ]);
  });

  test('anything else changes nothing and is reported as block-non-array', () => {
    (Route.block as (...a: unknown[]) => void)('a', 'b');
    Route.block('c');
    assert.deepEqual(pairs('GET'), [['default_controller', 'home']]);
    assert.deepEqual(
      Route.registry.problems().map((p) => p.code),
      ['block-non-array', 'block-non-array'],
    );
  });
});

describe('prefix', () => {
  test('prefixes the from of every route inside, names included, and stacks', () => {
    Route.prefix('admin', () => {
      Route.any('users', 'users/index', { as: 'users' });
      Route.prefix('api', () => Route.get('ping', 'api/ping', { as: 'ping' }));
      Route.any('after', 'x');
    });
    Route.any('outside', 'y');
    assert.deepEqual(
      pairs('GET').map(([f]) => f),
      ['admin/users', 'admin/api/ping', 'admin/after', 'outside', 'default_controller'],
    );
    assert.equal(Route.named('users'), 'admin/users');
    assert.equal(Route.named('ping'), 'admin/api/ping');
  });

  test('prefix text is joined verbatim', () => {
    Route.prefix('api/', () => Route.any('users', 'u'));
    assert.deepEqual(pairs('GET')[0], ['api//users', 'u']);
  });
});

describe('nested handlers', () => {
  test('children get the parent from, a prefix opened inside, and the parent verbs', () => {
    Route.prefix('admin', () => {
      Route.get('users/', 'users/index', {}, () => {
        Route.any('list', 'users/list');
        Route.post('save', 'users/save');
        Route.prefix('deep', () => Route.get('x', 'users/x', { as: 'deep' }));
      });
    });
    assert.deepEqual(
      pairs('GET').map(([f, t]) => `${f}=${t}`),
      ['admin/users/=users/index', 'admin/users/list=users/list', 'admin/users/deep/x=users/x', 'default_controller=home'],
    );
    assert.deepEqual(pairs('POST'), [['default_controller', 'home']]);
    assert.equal(Route.named('deep'), 'admin/users/deep/x');
    assert.deepEqual(
      Route.registry.routes().map((r) => r.verb),
      ['GET', 'GET', 'GET'],
    );
    assert.deepEqual(
      Route.registry.problems().map((p) => p.code),
      ['child-never-exists'],
      'the POST child of a GET parent',
    );
  });

  test('handlers nest to any depth', () => {
    Route.any('a', 'a', {}, () => Route.any('b', 'b', {}, () => Route.any('c', 'c')));
    assert.deepEqual(
      pairs('PUT').map(([f]) => f),
      ['a', 'a/b', 'a/b/c', 'default_controller'],
    );
  });
});

describe('reset and registries', () => {
  test('reset clears routes and names', () => {
    Route.any('a', 'x', { as: 'a' });
    Route.reset();
    assert.equal(Route.named('a'), null);
    assert.deepEqual(pairs('GET'), [['default_controller', 'home']]);
  });

  test('names looked up between registrations and resets follow every registration made since', () => {
    Route.any('a', 'x', { as: 'n' });
    assert.equal(Route.named('n'), 'a');
    Route.any('b', 'y', { as: 'n' });
    Route.any('c', 'z', { as: 'o' });
    assert.equal(Route.named('n'), 'b');
    assert.deepEqual(
      [...Route.registry.namedRoutes()],
      [
        ['n', 'b'],
        ['o', 'c'],
      ],
    );
    Route.reset();
    Route.any('d', 'w', { as: 'm' });
    assert.equal(Route.named('n'), null);
    assert.equal(Route.named('m'), 'd');
    Route.any('e', 'v', { as: 'o' });
    Route.any('f', 'u', { as: 'm' });
    assert.deepEqual(
      [...Route.registry.namedRoutes()],
      [
        ['m', 'f'],
        ['o', 'e'],
      ],
    );
  });

  test('many lookups give the same answers as the first few (looked up differently), across a reset', () => {
    Route.any('a', 'x', { as: 'n' });
    Route.any('b', 'y', { as: 'o' });
    Route.any('c', 'z', { as: 'n' });
    const ask = () => [Route.named('n'), Route.named('o'), Route.named('p'), Route.url('o')];
    const first = ask();
    assert.deepEqual(first, ['c', 'b', null, 'b']);
    assert.deepEqual(ask(), first);
    assert.deepEqual(ask(), first);
    Route.reset();
    Route.any('d', 'w', { as: 'o' });
    assert.deepEqual(ask(), [null, 'd', null, 'd']);
  });

  test('reset inside a prefix keeps the running prefix', () => {
    Route.prefix('p', () => {
      Route.any('a', 'x');
      Route.reset();
      Route.any('b', 'y');
    });
    assert.deepEqual(pairs('GET'), [
      ['p/b', 'y'],
      ['default_controller', 'home'],
    ]);
  });

  test('registries live side by side', () => {
    const a = new RouteRegistry();
    const b = new RouteRegistry();
    a.any('x', 'a/x');
    b.any('y', 'b/y');
    assert.deepEqual(Object.keys(a.map({}, { method: 'GET' })), ['x', 'default_controller']);
    assert.deepEqual(Object.keys(b.map({}, { method: 'GET' })), ['y', 'default_controller']);
  });
});

describe('bad values never throw', () => {
  test('non-string paths, targets and names become problems', () => {
    const loose = Route as unknown as Record<string, (...args: unknown[]) => unknown>;
    loose.any(undefined, 'x');
    loose.get('a', { not: 'a string' });
    loose.any('b', 'y', { as: {} });
    loose.context(null);
    loose.prefix('p', 'not a function');
    loose.resources('r', 'not options');
    loose.any(5, 7);
    assert.deepEqual(
      Route.registry.problems().map((p) => p.code),
      ['invalid-path', 'invalid-target', 'invalid-name', 'empty-name', 'invalid-callback', 'invalid-options'],
    );
    assert.deepEqual(
      Route.registry.mapEntries({}, 'GET').map((e) => e.from),
      ['b', 'r', 'r/new', 'r/([a-zA-Z0-9\\-_]+)/edit', 'r/([a-zA-Z0-9\\-_]+)', '5', 'default_controller'],
    );
  });
});

describe('adopting recorded registrations (static drivers)', () => {
  test('registrations recorded from one registry are adopted by another with the next or reserved ids, and names follow', () => {
    const first = new RouteRegistry();
    first.get('a', 'c/a', { as: 'a' });
    first.block('b');
    const recorded = first.routes();
    const second = new RouteRegistry();
    second.adopt(recorded, first.problems());
    assert.deepEqual(
      second.routes().map((r) => [r.id, r.from]),
      [[1, 'a']],
    );
    assert.equal(second.named('a'), 'a');
    assert.deepEqual(
      second.problems().map((p) => p.code),
      ['block-non-array'],
    );
    second.get('next', 'c/n');
    assert.equal(second.routes()[1].id, 2, 'ids go on after adopted ones');
    const start = second.reserve(1);
    second.adopt([{ ...recorded[0], id: start, from: 'moved' }], []);
    assert.deepEqual(
      second.routes().map((r) => r.id),
      [1, 2, 3],
    );
    assert.throws(() => second.adopt([{ ...recorded[0], id: 99 }], []), /next ids/);
  });
});
