// map(): the host route arrays the engine builds (docs/decisions.md#the-librarys-semantics), through the public static API.

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

describe('map', () => {
  test('host entries come first; library routes override them in place; default_controller is added last', () => {
    const host: RouteArray = { '404_override': 'errors/nf', about: 'pages/about', translate_uri_dashes: false };
    Route.any('about', 'cms/about');
    Route.any('home/(:any)', '{default_controller}/$1');
    assert.deepEqual(pairs('GET', host), [
      ['404_override', 'errors/nf'],
      ['about', 'cms/about'],
      ['translate_uri_dashes', false],
      ['home/(:any)', 'home/$1'],
      ['default_controller', 'home'],
    ]);
    assert.deepEqual(host, { '404_override': 'errors/nf', about: 'pages/about', translate_uri_dashes: false }, 'the argument is not mutated');
  });

  test('{default_controller} uses the host default controller, never in host entries or from', () => {
    Route.any('{default_controller}/x', '{default_controller}/x');
    const map = Route.map({ default_controller: 'welcome', keep: '{default_controller}/y' }, { method: 'GET' });
    assert.deepEqual(Object.entries(map), [
      ['default_controller', 'welcome'],
      ['keep', '{default_controller}/y'],
      ['{default_controller}/x', 'welcome/x'],
    ]);
  });

  test('an empty or null default_controller is replaced by the default home', () => {
    assert.equal(Route.map({ default_controller: '' }, { method: 'GET' }).default_controller, 'home');
    Route.use(new RouteRegistry({ defaultHome: 'dashboard' }));
    assert.equal(Route.map({}, { method: 'POST' }).default_controller, 'dashboard');
  });

  test('map is repeatable', () => {
    Route.resources('photos');
    const first = Route.map({}, { method: 'GET' });
    assert.deepEqual(Route.map({}, { method: 'GET' }), first);
    assert.deepEqual(Route.map(), Route.map());
  });

  test('a route whose path is __proto__ is an own entry in both forms, and the result keeps its prototype', () => {
    Route.get('__proto__', 'odd/get');
    Route.any('constructor', 'odd/any');
    for (const map of [Route.map({}, { method: 'GET' }), Route.map()]) {
      assert.equal(Object.getPrototypeOf(map), Object.prototype);
      assert.deepEqual(Object.getOwnPropertyDescriptor(map, '__proto__')?.enumerable, true);
      assert.equal(Object.keys(map).includes('__proto__'), true);
      assert.equal(map.constructor, 'odd/any');
    }
    assert.equal(Object.getOwnPropertyDescriptor(Route.map({}, { method: 'GET' }), '__proto__')?.value, 'odd/get');
    assert.deepEqual(Object.getOwnPropertyDescriptor(Route.map(), '__proto__')?.value, { get: 'odd/get' });
  });

  test('CI3 verb objects in the argument resolve for the requested method', () => {
    const map = Route.map({ photos: { get: 'p/index', post: 'p/create' } } as RouteArray, { method: 'POST' });
    assert.deepEqual(Object.entries(map), [
      ['photos', 'p/create'],
      ['default_controller', 'home'],
    ]);
    assert.deepEqual(Object.entries(Route.map({ photos: { get: 'p/index' } } as RouteArray, { method: 'PUT' })), [['default_controller', 'home']]);
  });

  test('the method-less form is CodeIgniter 3 and resolves to the per-method pairs', () => {
    Route.resources('photos');
    Route.any('about', 'pages/about');
    Route.get('both', 'x/get');
    Route.any('both', 'x/any');
    Route.post('both', 'x/post');
    const ci3 = Route.map({ legacy: { put: 'l/put' } } as RouteArray);
    assert.deepEqual(ci3.photos, { get: 'photos/index', post: 'photos/create' });
    assert.equal(ci3.about, 'pages/about');
    assert.deepEqual(ci3.both, { get: 'x/any', post: 'x/post', put: 'x/any', delete: 'x/any', head: 'x/any', patch: 'x/any', options: 'x/any' });
    assert.equal(ci3.default_controller, 'home');
    for (const method of VERBS) {
      const resolved = new Map<string, unknown>();
      for (const [from, to] of Object.entries(ci3)) {
        const value = typeof to === 'object' ? (to as Record<string, string>)[method.toLowerCase()] : to;
        if (value !== undefined) resolved.set(from, value);
      }
      const direct = new Map(Object.entries(Route.map({ legacy: { put: 'l/put' } } as RouteArray, { method })));
      assert.deepEqual(resolved, direct, method);
    }
  });

  test('integer-like keys are moved to the front by JavaScript objects (documented)', () => {
    Route.any('a', 'x');
    Route.any('404', 'errors/nf');
    assert.deepEqual(Object.keys(Route.map({}, { method: 'GET' })), ['404', 'a', 'default_controller']);
    assert.deepEqual(
      Route.registry.mapEntries({}, 'GET').map((e) => e.from),
      ['a', '404', 'default_controller'],
    );
  });
});
