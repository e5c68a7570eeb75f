// What runs for a URL under Bonfire's router (BF_Router: CodeIgniter's Router with its own locate), case by case
// from docs/ci3-routing.md#finding-the-controller-bonfire, where it differs from the HMVC router's rules.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { app, resolver, runs } from './resolve-helpers';

describe("Bonfire's router", () => {
  const files = {
    'controllers/Home.php': 'Home: index',
    'controllers/Welcome.php': 'Welcome: index, my_method',
    'controllers/Errors.php': 'Errors: index, page_missing',
    'controllers/admin/Home.php': 'Home: index, stats',
    'controllers/admin/Reports.php': 'Reports: index, summary',
    'modules/forum/controllers/Forum.php': 'Forum: index, rules',
    'modules/forum/controllers/Admin.php': 'Admin: index, settings',
    'modules/forum/controllers/admin/Settings.php': 'Settings: index, save',
    'modules/blog/controllers/Posts.php': 'Posts: index',
  };
  const tree = app(files);
  const table: [string, unknown][] = [
    ['default_controller', 'home'],
    ['404_override', 'errors/page_missing'],
    ['users/login', ''],
  ];
  const go = resolver(tree, table, 'bonfire');

  test('a folder whose default controller exists takes every URL below it, the rest of the URL dropped', () => {
    assert.equal(runs(go('GET', '/admin')), 'controllers/admin/Home.php Home::index() auto');
    assert.equal(runs(go('GET', '/admin/settings')), 'controllers/admin/Home.php Home::index() auto', 'no controller admin/Settings.php');
    assert.equal(runs(go('GET', '/admin/settings/general/7')), 'controllers/admin/Home.php Home::index() auto');
    assert.equal(runs(go('GET', '/admin/reports/summary/3')), 'controllers/admin/Reports.php Reports::summary(3) auto', 'a controller of the folder first');
    assert.equal(runs(go('GET', '/admin/home/stats')), 'controllers/admin/Home.php Home::stats() auto');
  });

  test("the HMVC router instead looks for the segment's own controller in the folder", () => {
    const mx = resolver(tree, table, 'hmvc');
    assert.equal(runs(mx('GET', '/admin/settings')), 'controllers/Errors.php Errors::page_missing() 404_override');
    assert.equal(runs(mx('GET', '/admin')), 'controllers/admin/Home.php Home::index() default_controller');
  });

  test('in a module, a controller named by segment 2 comes before a sub-folder of that name', () => {
    assert.equal(runs(go('GET', '/forum/admin/settings')), 'modules/forum/controllers/Admin.php Admin::settings() auto');
    assert.equal(runs(resolver(tree, table, 'hmvc')('GET', '/forum/admin/settings')), 'modules/forum/controllers/admin/Settings.php Settings::index() auto');
    assert.equal(runs(go('GET', '/forum/rules')), 'modules/forum/controllers/Forum.php Forum::rules() auto');
  });

  test('segments are located as written; dashes are translated in the class and method afterwards', () => {
    const dashed = resolver(tree, [...table, ['translate_uri_dashes', true]], 'bonfire');
    assert.equal(runs(dashed('GET', '/welcome/my-method')), 'controllers/Welcome.php Welcome::my_method() auto');
    const file = app({ ...files, 'controllers/My_page.php': 'My_page: index' });
    assert.equal(
      runs(resolver(file, [...table, ['translate_uri_dashes', true]], 'bonfire')('GET', '/my-page')),
      'controllers/Errors.php Errors::page_missing() 404_override',
      'My-page.php is looked for, not My_page.php',
    );
  });

  test("nothing located: the router runs the 404_override's segments as the request, else a plain 404", () => {
    assert.equal(runs(go('GET', '/nowhere/x')), 'controllers/Errors.php Errors::page_missing() 404_override');
    // A module folder set the router's directory: the override is then not found in the application.
    assert.equal(runs(go('GET', '/blog/x')), '404');
    assert.equal(runs(resolver(tree, [['default_controller', 'home']], 'bonfire')('GET', '/nowhere')), '404');
  });

  test("'' runs the default controller as the route's own class; the empty path runs it as the default", () => {
    assert.equal(runs(go('GET', '/users/login')), 'controllers/Home.php Home::index() route');
    assert.equal(runs(go('GET', '/')), 'controllers/Home.php Home::index() default_controller');
  });
});
