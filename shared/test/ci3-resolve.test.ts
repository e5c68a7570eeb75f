// What runs for a URL, case by case from the rules of docs/ci3-routing.md: plain CodeIgniter 3 and the HMVC router,
// over an app described as files (exact names) and classes.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseRequestLine } from '../src/index';
import { app, resolver, runs } from './resolve-helpers';

describe('plain CodeIgniter 3', () => {
  const tree = app({
    'controllers/Welcome.php': 'Welcome: index',
    'controllers/Shop.php': 'Shop: index, list, protected helper, private secret, _hidden, static public stats, get_instance',
    'controllers/My_shop.php': 'My_shop: list_all',
    'controllers/Remapped.php': 'Remapped: _remap, index',
    'controllers/Errors.php': 'Errors: page_missing',
    'controllers/admin/Users.php': 'Users: index, edit',
    'controllers/admin/reports/Sales.php': 'Sales: week',
    'controllers/reports/Welcome.php': 'Welcome: index',
    'controllers/empty/': '',
    'controllers/my-folder/Thing.php': 'Thing: index',
    'controllers/lower.php': 'Lower: index',
    'controllers/Noclass.php': ':',
  });
  const table: [string, unknown][] = [
    ['default_controller', 'welcome'],
    ['404_override', ''],
    ['translate_uri_dashes', false],
    ['orders', { post: 'shop/list' }],
    ['products/(:num)', 'shop/list/$1'],
    ['legacy', ''],
    ['deep', 'admin/reports/sales/week'],
  ];
  const go = resolver(tree, table, 'ci3');

  test('file names are Ucfirst(segment) exactly; method names compare case-insensitively', () => {
    assert.equal(runs(go('GET', '/shop/list')), 'controllers/Shop.php Shop::list() auto');
    assert.equal(runs(go('GET', '/Shop/list')), 'controllers/Shop.php Shop::list() auto', 'ucfirst(Shop) is Shop');
    assert.equal(runs(go('GET', '/SHOP/list')), '404', 'SHOP.php does not exist');
    assert.equal(runs(go('GET', '/shop/LIST')), 'controllers/Shop.php Shop::list() auto', 'the declared name runs');
    assert.equal(runs(go('GET', '/lower')), '404', 'lower.php is not Lower.php');
  });

  test('index by default, and extra segments are arguments', () => {
    assert.equal(runs(go('GET', '/shop')), 'controllers/Shop.php Shop::index() auto');
    assert.equal(runs(go('GET', '/shop/index/a/b')), 'controllers/Shop.php Shop::index(a,b) auto');
  });

  test('sub-folders of any depth, and a folder alone runs its default controller', () => {
    assert.equal(runs(go('GET', '/admin/users/edit/4')), 'controllers/admin/Users.php Users::edit(4) auto');
    assert.equal(runs(go('GET', '/admin/reports/sales/week')), 'controllers/admin/reports/Sales.php Sales::week() auto');
    assert.equal(runs(go('GET', '/reports')), 'controllers/reports/Welcome.php Welcome::index() default_controller');
    assert.equal(runs(go('GET', '/empty')), '404', 'a folder without the default controller');
  });

  test("refused methods: _-prefixed, protected, private, CI_Controller's; public static runs", () => {
    for (const m of ['helper', 'secret', '_hidden', 'get_instance', '__construct']) assert.equal(runs(go('GET', `/shop/${m}`)), '404', m);
    assert.equal(runs(go('GET', '/shop/stats')), 'controllers/Shop.php Shop::stats() auto');
    assert.equal(runs(go('GET', '/noclass')), '404', 'a file that declares no such class');
  });

  test('_remap answers every method segment, existing or not', () => {
    assert.equal(runs(go('GET', '/remapped/anything/x')), 'controllers/Remapped.php Remapped::_remap[anything](x) auto');
    assert.equal(runs(go('GET', '/remapped')), 'controllers/Remapped.php Remapped::_remap[index]() auto');
    assert.equal(runs(go('GET', '/remapped/_remap')), '404', 'but not a _-prefixed one');
  });

  test('a per-verb route is skipped for other verbs: automatic routing answers', () => {
    assert.equal(runs(go('POST', '/orders')), 'controllers/Shop.php Shop::list() route');
    assert.equal(runs(go('GET', '/orders')), '404', 'GET /orders looks for controllers/Orders.php');
    assert.equal(runs(go('GET', '/products/7')), 'controllers/Shop.php Shop::list(7) route');
    assert.equal(runs(go('GET', '/deep')), 'controllers/admin/reports/Sales.php Sales::week() route');
  });

  test("'' targets run the default controller, and so do / and /404_override when 404_override is ''", () => {
    assert.equal(runs(go('GET', '/legacy')), 'controllers/Welcome.php Welcome::index() default_controller');
    assert.equal(runs(go('GET', '/')), 'controllers/Welcome.php Welcome::index() default_controller');
    assert.equal(runs(go('GET', '/404_override')), 'controllers/Welcome.php Welcome::index() default_controller');
    assert.equal(go('GET', '/404_override').route?.from, '404_override');
  });

  test('/index.php/ is the front controller; the query is not part of the path; disallowed characters are 400', () => {
    assert.equal(runs(go('GET', '/index.php/shop/list')), 'controllers/Shop.php Shop::list() auto');
    assert.equal(runs(go('GET', 'https://example.com/shop/list?page=2')), 'controllers/Shop.php Shop::list() auto');
    assert.equal(runs(go('GET', '/shop//list/../')), 'controllers/Shop.php Shop::list() auto', 'empty and .. segments are dropped');
    assert.equal(go('GET', '/shop/<b>').status, 400);
    assert.equal(runs(go('GET', '/shop/list/%2e%2e')), 'controllers/Shop.php Shop::list(%2e%2e) auto', 'nothing is decoded');
    assert.equal(
      runs(go('GET', '/index.php?/shop/list/5')),
      'controllers/Shop.php Shop::list(5) auto',
      'a query that starts with / is the path when there is none',
    );
    assert.equal(runs(go('GET', '/?/shop/list')), 'controllers/Shop.php Shop::list() auto');
  });

  test('dashes: translated in class and method, not in folder names', () => {
    const dashed = resolver(
      tree,
      [
        ['default_controller', 'welcome'],
        ['translate_uri_dashes', true],
      ],
      'ci3',
    );
    assert.equal(runs(dashed('GET', '/my-shop/list-all/a-b')), 'controllers/My_shop.php My_shop::list_all(a-b) auto');
    assert.equal(runs(dashed('GET', '/my-folder/thing')), 'controllers/my-folder/Thing.php Thing::index() auto');
    assert.equal(runs(go('GET', '/my-shop/list-all')), '404', 'off: my-shop is looked for as My-shop.php');
  });

  test('404_override runs from the current folder, then from controllers/, with status 200', () => {
    const over = resolver(
      tree,
      [
        ['default_controller', 'welcome'],
        ['404_override', 'errors/page_missing'],
      ],
      'ci3',
    );
    assert.equal(runs(over('GET', '/nowhere')), 'controllers/Errors.php Errors::page_missing() 404_override');
    assert.equal(runs(over('GET', '/shop/helper')), 'controllers/Errors.php Errors::page_missing() 404_override');
    assert.equal(runs(over('GET', '/admin/users/nope')), 'controllers/Errors.php Errors::page_missing() 404_override', 'from admin/, then controllers/');
    assert.equal(runs(over('GET', '/404_override')), 'controllers/Errors.php Errors::page_missing() route', 'the key is a literal route');
    const broken = resolver(
      tree,
      [
        ['default_controller', 'welcome'],
        ['404_override', 'errors/none'],
      ],
      'ci3',
    );
    assert.equal(broken('GET', '/nowhere').status, 500, 'the override method is called unchecked');
  });

  test('without a default_controller, a request that needs it is an error page (500)', () => {
    const none = resolver(
      tree,
      [
        ['404_override', 'errors/page_missing'],
        ['old', ''],
      ],
      'ci3',
    );
    assert.equal(none('GET', '/').status, 500);
    assert.equal(none('GET', '/old').status, 500, "'' needs the default controller too");
    assert.equal(none('GET', '/reports').status, 500, 'and so does a folder');
    assert.equal(runs(none('GET', '/shop/list')), 'controllers/Shop.php Shop::list() auto');
  });

  test('default_controller is class/method, never a folder', () => {
    const portal = resolver(
      app({ 'controllers/portal/Start.php': 'Start: index', 'controllers/Portal.php': 'Portal: start' }),
      [['default_controller', 'portal/start']],
      'ci3',
    );
    assert.equal(runs(portal('GET', '/')), 'controllers/Portal.php Portal::start() default_controller');
  });

  test("the router's deviations: blocked is not found, static never runs", () => {
    const router = resolver(tree, table, 'ci3', { blockedNotFound: true, staticNotCallable: true });
    assert.equal(runs(router('GET', '/legacy')), '404');
    assert.equal(runs(router('GET', '/shop/stats')), '404');
  });
});

describe('HMVC (Modular Extensions)', () => {
  const files = {
    'controllers/Welcome.php': 'Welcome: index',
    'controllers/Forum.php': 'Forum: rules, app_only',
    'controllers/Errors.php': 'Errors: index, page_missing',
    'controllers/a/b/C.php': 'C: m',
    'controllers/a/b/c/D.php': 'D: m',
    'controllers/portal/Start.php': 'Start: index',
    'controllers/tools/Welcome.php': 'Welcome: index',
    'controllers/tools/Lint.php': 'Lint: run',
    'modules/forum/controllers/Forum.php': 'Forum: index, rules',
    'modules/forum/controllers/Topics.php': 'Topics: view, index',
    'modules/forum/controllers/admin/Settings.php': 'Settings: save',
    'modules/my_mod/controllers/My_ctl.php': 'My_ctl: my_arg, index',
    'modules/blog/controllers/Posts.php': 'Posts: index',
  };
  const routes = { forum: [['forum/t/(:any)', 'topics/view/$1']] as [string, unknown][] };
  const tree = app(files, routes);
  const go = resolver(
    tree,
    [
      ['default_controller', 'welcome'],
      ['404_override', 'errors/page_missing'],
    ],
    'hmvc',
  );

  test("a module owns its URLs: sub-folder, controller, then the module's own controller", () => {
    assert.equal(runs(go('GET', '/forum/topics/view/3')), 'modules/forum/controllers/Topics.php Topics::view(3) auto');
    assert.equal(runs(go('GET', '/forum/admin/settings/save')), 'modules/forum/controllers/admin/Settings.php Settings::save() auto');
    assert.equal(runs(go('GET', '/forum/rules')), 'modules/forum/controllers/Forum.php Forum::rules() auto');
    assert.equal(runs(go('GET', '/forum')), 'modules/forum/controllers/Forum.php Forum::index() auto');
    assert.equal(
      runs(go('GET', '/forum/app_only')),
      'controllers/Errors.php Errors::page_missing() 404_override',
      'the app controller Forum.php is never tried',
    );
    assert.equal(runs(go('GET', '/Forum/app_only')), 'controllers/Forum.php Forum::app_only() auto', 'a letter-case variant names no module folder');
    assert.equal(runs(go('GET', '/blog')), 'controllers/Errors.php Errors::page_missing() 404_override', 'a module without its own controller');
  });

  test("a module's routes file is consulted first, its (:any) crossing /", () => {
    const result = go('GET', '/forum/t/a/b');
    assert.equal(runs(result), 'modules/forum/controllers/Topics.php Topics::view(a,b) route');
    assert.deepEqual(result.moduleRoute, { module: 'forum', from: 'forum/t/(:any)', to: 'topics/view/$1' });
  });

  test('dashes: segments 0-2 translated, later ones not', () => {
    const dashed = resolver(
      tree,
      [
        ['default_controller', 'welcome'],
        ['translate_uri_dashes', true],
      ],
      'hmvc',
    );
    assert.equal(runs(dashed('GET', '/my-mod/my-ctl/my-arg/x-y')), 'modules/my_mod/controllers/My_ctl.php My_ctl::my_arg(x-y) auto');
    assert.equal(runs(dashed('GET', '/my-mod/my-ctl/index/my-arg')), 'modules/my_mod/controllers/My_ctl.php My_ctl::index(my-arg) auto');
  });

  test('application controllers: two folder levels at most; a folder alone runs its default controller', () => {
    assert.equal(runs(go('GET', '/a/b/c/m')), 'controllers/a/b/C.php C::m() auto');
    assert.equal(
      runs(go('GET', '/a/b/c/d/m')),
      'controllers/Errors.php Errors::page_missing() 404_override',
      'C has no method d; D.php, three folders deep, is unreachable',
    );
    assert.equal(runs(go('GET', '/tools')), 'controllers/tools/Welcome.php Welcome::index() default_controller');
    assert.equal(runs(go('GET', '/tools/lint/run')), 'controllers/tools/Lint.php Lint::run() auto');
    assert.equal(runs(go('GET', '/welcome')), 'controllers/Welcome.php Welcome::index() auto');
  });

  test('404_override: placed by MX when nothing is located; not when a found controller refuses the method', () => {
    const { 'controllers/Errors.php': _app, ...withoutAppErrors } = files;
    const moduleErrors = app({ ...withoutAppErrors, 'modules/errors/controllers/Errors.php': 'Errors: index' }, routes);
    const moduleOverride = resolver(
      moduleErrors,
      [
        ['default_controller', 'welcome'],
        ['404_override', 'errors'],
      ],
      'hmvc',
    );
    assert.equal(runs(moduleOverride('GET', '/nowhere/x')), 'modules/errors/controllers/Errors.php Errors::index() 404_override');
    assert.equal(runs(moduleOverride('GET', '/forum/topics/nope')), '404', 'looked up in the forum module, then as controllers/Errors.php: neither exists');
    assert.equal(
      runs(go('GET', '/forum/topics/nope')),
      'controllers/Errors.php Errors::page_missing() 404_override',
      'an app override is found in controllers/',
    );
  });

  test('the override is looked up where a failed locate left the router (MX never clears its directory)', () => {
    const left = app({
      'modules/my_mod/controllers/Admin.php': 'Admin: index',
      'modules/my_mod/controllers/admin/Errors.php': 'Errors: index',
      'controllers/Errors.php': 'Errors: index',
    });
    const go2 = resolver(
      left,
      [
        ['default_controller', 'welcome'],
        ['404_override', 'errors'],
      ],
      'hmvc',
    );
    assert.equal(runs(go2('GET', '/my_mod/admin/nope')), 'modules/my_mod/controllers/admin/Errors.php Errors::index() 404_override');
    assert.equal(runs(go2('GET', '/nowhere')), 'controllers/Errors.php Errors::index() 404_override');
  });

  test('default_controller: module, module/controller and app controllers work; an app sub-folder does not', () => {
    const moduleDefault = resolver(
      tree,
      [
        ['default_controller', 'forum'],
        ['404_override', 'errors/page_missing'],
      ],
      'hmvc',
    );
    assert.equal(runs(moduleDefault('GET', '/')), 'modules/forum/controllers/Forum.php Forum::index() default_controller');
    const nested = resolver(
      tree,
      [
        ['default_controller', 'forum/topics'],
        ['404_override', 'errors/page_missing'],
      ],
      'hmvc',
    );
    assert.equal(runs(nested('GET', '/')), 'modules/forum/controllers/Topics.php Topics::index() default_controller');
    const portal = resolver(
      tree,
      [
        ['default_controller', 'portal/start'],
        ['404_override', 'errors/page_missing'],
      ],
      'hmvc',
    );
    assert.equal(runs(portal('GET', '/')), 'controllers/Errors.php Errors::page_missing() 404_override');
  });

  test("'' targets: the app's default controller; a module default controller gives the override", () => {
    const blocked = resolver(
      tree,
      [
        ['default_controller', 'welcome'],
        ['old', ''],
      ],
      'hmvc',
    );
    assert.equal(runs(blocked('GET', '/old')), 'controllers/Welcome.php Welcome::index() default_controller');
    const moduleDefault = resolver(
      tree,
      [
        ['default_controller', 'forum'],
        ['404_override', 'errors/page_missing'],
        ['old', ''],
      ],
      'hmvc',
    );
    assert.equal(runs(moduleDefault('GET', '/old')), 'controllers/Errors.php Errors::page_missing() 404_override');
  });
});

describe('what a user types to ask about a request', () => {
  test('a method and a path, a path alone (GET), or a pasted URL; anything else is refused', () => {
    assert.deepEqual(parseRequestLine('post /orders'), { verb: 'POST', uri: '/orders' });
    assert.deepEqual(parseRequestLine('  /photos/42 '), { verb: 'GET', uri: '/photos/42' });
    assert.deepEqual(parseRequestLine('https://example.com/api/v2/orders/42?page=2'), { verb: 'GET', uri: 'https://example.com/api/v2/orders/42?page=2' });
    assert.deepEqual(parseRequestLine('DELETE shop/cart'), { verb: 'DELETE', uri: 'shop/cart' });
    assert.equal(parseRequestLine('FETCH /x'), undefined);
    assert.equal(parseRequestLine(''), undefined);
    assert.equal(parseRequestLine('GET'), undefined, 'a method alone is not a request');
  });
});
