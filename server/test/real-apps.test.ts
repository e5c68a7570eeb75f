// Real CodeIgniter 3 and Bonfire apps (docs/decisions.md#php-apps): the final $route of routes.php, constants from the app's
// constants.php and --define, Bonfire's released context home, settings apart, and the bad-input points, through the
// CLI and the language server, on test-fixtures/bonfire-app and test-fixtures/ci3-app.

import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import type { CodeAction, Diagnostic, Hover, Location } from 'vscode-languageserver';
import { runCli as run } from './harness/cli';
import { evaluateFiles, routeLines } from './harness/evaluate';
import { TestClient, uriOf, writeWorkspace } from './harness/lsp-client';

const ROOT = path.resolve(__dirname, '../../..');
const BONFIRE = path.join(ROOT, 'test-fixtures/bonfire-app');
const BONFIRE_ROUTES = path.join(BONFIRE, 'application/config/routes.php');
const CI3 = path.join(ROOT, 'test-fixtures/ci3-app');
type MatchJson = {
  match: null | { from: string; to: string; target: string; verb: string; file: string; line: number };
  runs: null | { via: string };
  status: number | null;
};

async function match(verb: string, uri: string, ...rest: string[]): Promise<MatchJson['match']> {
  const result = await run('match', verb, uri, ...rest, '--json');
  assert.equal(result.err, '');
  const json = JSON.parse(result.out) as MatchJson;
  // Exit 0 when a method runs (not the 404_override); without controllers, when a route matches.
  assert.equal(result.code, (json.status === null ? json.match !== null : json.status === 200 && json.runs?.via !== '404_override') ? 0 : 1);
  return json.match;
}

describe('a Bonfire 0.7 app', () => {
  test('match: admin contexts with the app constants, Bonfire home routes, lines after Route::map, and unset', async () => {
    // The context home of Bonfire's release: admin/content → admin/content/index, not content/admin/content/index.
    assert.deepEqual(await match('GET', '/admin/content', BONFIRE), {
      from: 'admin/content',
      to: 'admin/content/index',
      target: 'admin/content/index',
      verb: 'ANY',
      file: 'application/config/routes.php',
      line: 21,
    });
    assert.equal((await match('GET', '/admin/content/blog/drafts/4', BONFIRE))?.target, 'blog/content/drafts/4');
    // `$route[SITE_AREA]` before the map, with SITE_AREA from application/config/constants.php.
    assert.equal((await match('GET', '/admin', BONFIRE))?.target, 'admin/home');
    assert.equal((await match('POST', '/login', BONFIRE))?.target, 'users/login');
    // After the map: plain lines, a verb line, a read of an earlier entry; unset removes a library route.
    assert.deepEqual(await match('GET', '/contact', BONFIRE), {
      from: 'contact',
      to: 'pages/contact',
      target: 'pages/contact',
      verb: 'ANY',
      file: 'application/config/routes.php',
      line: 33,
    });
    assert.equal((await match('POST', '/api/photos', BONFIRE))?.target, 'gallery/api/create');
    assert.equal(await match('GET', '/api/photos', BONFIRE), null);
    assert.equal((await match('GET', '/welcome', BONFIRE))?.target, 'home');
    assert.equal(await match('GET', '/logout', BONFIRE), null);
    // --define wins over constants.php.
    assert.equal((await match('GET', '/backend/content', BONFIRE, '--define', 'SITE_AREA=backend'))?.target, 'backend/content/index');
  });

  test('map --json is the final $route: settings kept in place, library routes per method, later lines appended', async () => {
    const result = await run('map', '--json', '--method', 'GET', BONFIRE);
    const pairs = (JSON.parse(result.out) as { routes: [string, unknown][] }).routes;
    assert.deepEqual(pairs.slice(0, 5), [
      ['default_controller', 'home'],
      ['404_override', ''],
      ['translate_uri_dashes', false],
      ['admin', 'admin/home'],
      ['login', 'users/login'],
    ]);
    assert.deepEqual(pairs.slice(-4), [
      ['contact', 'pages/contact'],
      ['about', 'pages/about'],
      ['blog/(:num)', 'blog/post/$1'],
      ['welcome', 'home'],
    ]);
    assert.ok(pairs.some(([from, to]) => from === 'photos' && to === 'gallery/photos/index'));
    assert.ok(!pairs.some(([from]) => from === 'logout'));
    const post = JSON.parse((await run('map', '--json', '--method', 'POST', BONFIRE)).out) as { routes: [string, unknown][] };
    assert.deepEqual(
      post.routes.filter(([from]) => from === 'photos' || from === 'api/photos'),
      [
        ['photos', 'gallery/photos/create'],
        ['api/photos', 'gallery/api/create'],
      ],
    );
  });

  test('list shows the settings apart from the routes; --php-context-home spec restores the specification', async () => {
    const list = await run('list', BONFIRE);
    assert.match(list.out, /\nSettings: default_controller = home, 404_override = , translate_uri_dashes = false\n/);
    assert.ok(!/^ANY\s+default_controller/m.test(list.out));
    assert.match(list.out, /^ANY\s+admin\/content\s+admin\/content\/index\s/m);
    const spec = await run('list', BONFIRE, '--php-context-home', 'spec');
    assert.match(spec.out, /^ANY\s+admin\/content\s+content\/admin\/content\/index\s/m);
    const bad = await run('list', BONFIRE, '--php-context-home', 'maybe');
    assert.deepEqual([bad.code, bad.err], [2, "routelens: --php-context-home must be release or spec, not 'maybe'\n"]);
  });

  test("the context home variant is read from the app's bonfire/libraries/Route.php", () => {
    const files = {
      'application/config/routes.php': "<?php\nRoute::context('admin', array('home' => 'dash'));\n$route = Route::map($route);\n",
      'bonfire/libraries/Route.php':
        "<?php\nclass Route {\n  public static function context($name, $controller = null, $options = array()) {\n    if (isset($options['home']) && ! empty($options['home'])) {\n      self::any($name, $name .'/'. $options['home']);\n    }\n  }\n}\n",
    };
    assert.deepEqual(routeLines(evaluateFiles(files)).at(-1), 'ANY admin → admin/dash');
    const release = {
      ...files,
      'bonfire/libraries/Route.php': files['bonfire/libraries/Route.php'].replace("$name .'/'. $options['home']", '"{$options[\'home\']}"'),
    };
    assert.deepEqual(routeLines(evaluateFiles(release)).at(-1), 'ANY admin → dash');
  });
});

describe("another framework's routes", () => {
  test("a Laravel routes file (Illuminate's Route facade) is not taken for a config of this library", async () => {
    const laravel = [
      '<?php',
      '',
      'use Illuminate\\Support\\Facades\\Route;',
      '',
      "Route::get('/', function () {",
      "    return view('welcome');",
      '});',
      "Route::resources(['projects' => ProjectsController::class]);",
      '',
    ].join('\n');
    // Older Laravel apps have no use statement: their fluent chains give them away.
    const older = "<?php\nRoute::get('/home', 'HomeController@index')->name('home');\nAuth::routes();\n";
    // Laravel 4: no facade, no chains; a group with an options array, closures and Controller@action targets.
    const laravel4 = [
      '<?php',
      "Route::get('/', function() {",
      "  return View::make('hello');",
      '});',
      "Route::group(array('prefix' => 'admin', 'before' => 'auth'), function() {",
      "  Route::get('users', 'AdminUsersController@index');",
      "  Route::resource('posts', 'AdminPostsController');",
      '});',
      "Route::controller('password', 'RemindersController');",
      '',
    ].join('\n');
    const { root } = writeWorkspace({ 'routes/web.php': laravel, 'app/Http/routes.php': older, 'app/routes.php': laravel4 });
    try {
      const check = await run('check', root);
      assert.equal(check.code, 2);
      assert.match(
        check.err,
        /no route configs found \(no \.ts, \.js or \.php file calls Route\); (routes\/web|app\/Http\/routes|app\/routes)\.php uses another framework's Route \(Laravel's\), which routelens does not read\n$/,
      );
      // A file of this library that mistypes a Laravel-like method still maps its routes: it is checked.
      const typo = writeWorkspace({
        'application/config/routes.php': "<?php\nRoute::resource('photos');\nRoute::get('a', 'b/c');\n$route = Route::map($route);\n",
      });
      try {
        const typoCheck = await run('check', typo.root);
        assert.match(typoCheck.out, /routes\.php:2:8: error \[unknown-method\] Route has no method 'resource'; did you mean 'resources'\?/);
      } finally {
        fs.rmSync(typo.root, { recursive: true, force: true });
      }
      // In the editor: no diagnostics on it, no routes.
      const client = await TestClient.start(root);
      try {
        const web = path.join(root, 'routes/web.php');
        await client.open(web);
        await client.open(path.join(root, 'app/Http/routes.php'));
        const four = path.join(root, 'app/routes.php');
        await client.open(four);
        assert.deepEqual(await client.waitForDiagnostics(web), []);
        assert.deepEqual(await client.waitForDiagnostics(four), []);
        assert.deepEqual((await client.request<{ routes: unknown[] }>('routelens/routes', {})).routes, []);
      } finally {
        await client.stop();
      }
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('AdonisJS routes', () => {
  test('a routes.ts whose Route is imported from another package, or declared, is not a config of this library', async () => {
    const adonis5 =
      "import Route from '@ioc:Adonis/Core/Route'\n\nRoute.get('/', async ({ view }) => view.render('welcome'))\nRoute.group(() => {\n  Route.resource('users', 'UsersController').apiOnly()\n}).prefix('/api')\n";
    const adonis4 = "'use strict'\nconst Route = use('Route')\nRoute.get('/', 'HomeController.index')\n";
    const { root } = writeWorkspace({ 'start/routes.ts': adonis5, 'legacy/start/routes.js': adonis4 });
    // Still ours: Route taken from this library by require.
    const ours = writeWorkspace({
      'routes.js': "const Route = require('@routelens/shared').Route;\nRoute.get('a', 'b/c');\nmodule.exports = Route.map({});\n",
    });
    try {
      const check = await run('check', root);
      assert.equal(check.code, 2);
      assert.match(
        check.err,
        /no route configs found .*; (start\/routes\.ts|legacy\/start\/routes\.js) uses another framework's Route, which routelens does not read\n$/,
      );
      assert.match((await run('list', ours.root)).out, /\n1 route\n/);
      const client = await TestClient.start(root);
      try {
        const file = path.join(root, 'start/routes.ts');
        await client.open(file);
        assert.deepEqual(await client.waitForDiagnostics(file), []);
        assert.equal(await client.request<Hover | null>('textDocument/hover', client.at(file, adonis5.indexOf('get') + 1, adonis5)), null);
      } finally {
        await client.stop();
      }
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
      fs.rmSync(ours.root, { recursive: true, force: true });
    }
  });
});

describe('the lint of $route lines', () => {
  test('entries written as $route[...] lines are linted in the final table: shadowed, $n beyond the captures, //', async () => {
    const { root } = writeWorkspace({
      'application/config/routes.php': [
        '<?php',
        "$route['default_controller'] = 'welcome';",
        "$route['products/(:any)'] = 'catalog/product/$1';",
        "$route['products/new'] = 'catalog/create';",
        "$route['api/(:num)'] = 'api/get/$2';",
        "$route['shop/(:any)']['post'] = 'shop/save/$1';",
        "$route['shop/cart']['get'] = 'shop/cart';",
        "$route['shop/cart']['post'] = 'shop/cart_save';",
        "if (ENVIRONMENT === 'development') {",
        "  $route['products/debug'] = 'tools/debug';",
        '}',
        "$route['legacy//x'] = 'old/x';",
        "Route::any('orders/(:num)', 'orders/show/$1');",
        '$route = Route::map($route);',
        "$route['orders/42'] = 'orders/special';",
        '',
      ].join('\n'),
    });
    try {
      const check = await run('check', root, '--format', 'json');
      const found = (JSON.parse(check.out) as { diagnostics: { code: string; line: number; message: string }[] }).diagnostics.map((d) => `${d.line} ${d.code}`);
      assert.deepEqual(
        found.sort(),
        ['12 double-slash', '15 unreachable-route', '4 unreachable-route', '5 param-out-of-range', '8 unreachable-route'].sort(),
        check.out,
      );
      // Each verb line is its own: GET shop/cart (line 7) is reachable, the wildcard before it being POST-only; POST
      // shop/cart (line 8) is not, as POST /shop/cart goes to shop/save/cart. The conditional entry is left alone.
      assert.match(
        (await run('check', root)).out,
        /routes\.php:8:1: warning \[unreachable-route\] 'shop\/cart' can never match: the earlier route 'shop\/\(:any\)'/,
      );
      const text = await run('check', root);
      assert.match(
        text.out,
        /routes\.php:4:1: warning \[unreachable-route\] 'products\/new' can never match: the earlier route 'products\/\(:any\)' matches every URI it could\./,
      );
      assert.match(text.out, /routes\.php:15:1: warning \[unreachable-route\] 'orders\/42' can never match: the earlier route 'orders\/\(:num\)'/);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the files around a PHP app in the language server', () => {
  test('a change of bonfire/libraries/Route.php, or a constants.php created later, analyses the app again', async () => {
    const spec =
      "<?php\nclass Route {\n  public static function context($name, $controller = null, $options = array()) {\n    if (isset($options['home'])) {\n      self::any($name, $name .'/'. $options['home']);\n    }\n  }\n}\n";
    const { root } = writeWorkspace({
      'application/config/routes.php':
        "<?php\nRoute::context('admin', array('home' => 'dash'));\nRoute::any(AREA . '/x', 'tools/x');\n$route = Route::map($route);\n",
      'bonfire/libraries/Route.php': spec,
    });
    const client = await TestClient.start(root);
    try {
      const table = async () =>
        (await client.request<{ routes: { from: string; to: string }[] }>('routelens/routes', {})).routes.map((r) => `${r.from} → ${r.to}`);
      const changed = async (relative: string, text: string) => {
        fs.writeFileSync(path.join(root, relative), text);
        await client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf(path.join(root, relative)), type: 1 }] });
      };
      const until = async (wanted: string) => {
        const deadline = Date.now() + 10_000;
        for (;;) {
          const rows = await table();
          if (rows.includes(wanted) || Date.now() > deadline) return rows;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      const first = await table();
      assert.ok(first.includes('admin → admin/dash'), `the specification's home, read from Route.php: ${first}`);
      assert.ok(first.includes('⟨AREA⟩/x → tools/x'), `AREA is not defined yet: ${first}`);
      await changed('bonfire/libraries/Route.php', spec.replace("$name .'/'. $options['home']", '"{$options[\'home\']}"'));
      assert.ok((await until('admin → dash')).includes('admin → dash'), 'the released home after Route.php changed');
      await changed('application/config/constants.php', "<?php\ndefine('AREA', 'backend');\n");
      assert.ok((await until('backend/x → tools/x')).includes('backend/x → tools/x'), 'the constant once constants.php exists');
    } finally {
      await client.stop();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('a plain CodeIgniter 3 app', () => {
  test('a routes.php with only $route lines is a route config, in a directory too; default_controller keeps its case', async () => {
    assert.deepEqual(await match('GET', '/products/12', CI3), {
      from: 'products/(:num)',
      to: 'catalog/product_lookup_by_id/$1',
      target: 'catalog/product_lookup_by_id/12',
      verb: 'ANY',
      file: 'application/config/routes.php',
      line: 14,
    });
    assert.equal((await match('POST', '/login', CI3))?.target, 'auth/attempt');
    assert.equal((await match('GET', '/login', CI3))?.target, 'auth/login');
    assert.equal(await match('PUT', '/login', CI3), null);
    assert.equal((await match('GET', '/', CI3))?.target, 'Welcome');
    assert.equal(await match('GET', '/legacy/x', CI3), null);
    const list = await run('list', CI3);
    assert.equal(list.code, 0);
    assert.match(list.out, /\n5 routes\n/);
    assert.match(list.out, /Settings: default_controller = Welcome, 404_override = errors\/page_missing, translate_uri_dashes = false/);
  });

  test('a callback route (a closure as the target) is listed and matched as ⟨callback⟩, before and after the map', () => {
    const analysis = evaluateFiles({
      'application/config/routes.php':
        "<?php\n$route['admin/(:any)/(.+)'] = function ($module, $params) { return \"$module/admin/$params\"; };\n$route = Route::map($route);\n$route['api/(.+)'] = function ($p) { return 'api/' . $p; };\n",
    });
    assert.deepEqual(routeLines(analysis), ['ANY admin/(:any)/(.+) → ⟨callback⟩', 'ANY api/(.+) → ⟨callback⟩']);
  });

  test('each app of a directory is its own table', async () => {
    const { root } = writeWorkspace({
      'one/application/config/routes.php': "<?php\n$route['a'] = 'first/a';\n",
      'two/application/config/routes.php': "<?php\n$route['a'] = 'second/a';\n$route['b'] = 'second/b';\n",
    });
    const list = JSON.parse((await run('list', root, '--json')).out) as { routes: { from: string; to: string; file: string }[] };
    assert.deepEqual(
      list.routes.map((r) => `${r.file} ${r.from} ${r.to}`),
      ['one/application/config/routes.php a first/a', 'two/application/config/routes.php a second/a', 'two/application/config/routes.php b second/b'],
    );
  });
});

describe('bad input in real apps', () => {
  test('the stock translate_uri_dashes = FALSE before the map is no problem; TRUE gets a hint', () => {
    const stock = evaluateFiles({ 'routes.php': "<?php\n$route['translate_uri_dashes'] = FALSE;\nRoute::any('a', 'b');\n$route = Route::map($route);\n" });
    assert.deepEqual(
      stock.diagnostics.map((d) => d.code),
      [],
    );
    const early = evaluateFiles({ 'routes.php': "<?php\n$route['translate_uri_dashes'] = TRUE;\nRoute::any('a', 'b');\n$route = Route::map($route);\n" });
    assert.deepEqual(
      early.diagnostics.map((d) => [d.code, d.severity]),
      [['translate-dashes-before-map', 'hint']],
    );
  });

  test('a fork that passes the name as a string third argument: one invalid-options per call kind and file, with the count', () => {
    const calls = Array.from({ length: 20 }, (_, i) => `Route::get('p${i}', 'c/m${i}', 'name${i}');`).join('\n');
    const analysis = evaluateFiles({ 'routes.php': `<?php\n${calls}\nRoute::post('x', 'c/x', 'px');\n` });
    const wrong = analysis.diagnostics.filter((d) => d.code === 'invalid-options');
    assert.equal(wrong.length, 2);
    assert.match(wrong[0].message, /^get\(\) expects an options object, not "name0"; it is ignored\. \(20 calls of this kind in this file/);
    assert.match(wrong[1].message, /^post\(\)/);
    assert.equal(analysis.routes.length, 21);
  });

  test('no message prints [object Object]: a context name built with implode() shows its placeholder', () => {
    const analysis = evaluateFiles(
      {
        'routes.php':
          "<?php\nRoute::prefix('a', function () {\n  Route::prefix(implode('|', $areas), function () { Route::any('x', 'y'); });\n});\nRoute::context(implode('|', $areas), array('home' => 'dash'));\n",
      },
      { phpContextHome: 'spec' },
    );
    const messages = analysis.diagnostics.map((d) => d.message).join('\n');
    assert.ok(messages.length > 0);
    assert.ok(!messages.includes('[object Object]'), messages);
    assert.match(messages, /⟨implode\('\|', \$areas\)⟩/);
  });

  test('a .php of random bytes is a parse-error (check exits 1), not 0 routes', async () => {
    const { root } = writeWorkspace({});
    const file = path.join(root, 'routes.php');
    fs.writeFileSync(file, Buffer.from([0x00, 0x9f, 0x92, 0x96, 0x13, 0x37, 0xfe, 0x41, 0x0a, 0xc3, 0x28]));
    const check = await run('check', file, '--json');
    assert.equal(check.code, 1);
    assert.deepEqual(
      (JSON.parse(check.out) as { diagnostics: { code: string; severity: string }[] }).diagnostics.map((d) => [d.code, d.severity]),
      [['parse-error', 'error']],
    );
    const broken = path.join(root, 'broken.php');
    fs.writeFileSync(broken, "<?php\n$route['a'] = ;\n");
    const diagnostics = (JSON.parse((await run('check', broken, '--json')).out) as { diagnostics: { code: string; line: number; message: string }[] })
      .diagnostics;
    assert.deepEqual(
      diagnostics.map((d) => [d.code, d.line]),
      [['parse-error', 2]],
    );
    assert.match(diagnostics[0].message, /syntax error, unexpected ';'/);
  });

  test('a TypeScript config that does not parse gets a parse-error at its position', async () => {
    const { root } = writeWorkspace({ 'routes.ts': "import { Route } from '@routelens/shared';\nRoute.get('a', 'b';\nRoute.map();\n" });
    const check = await run('check', path.join(root, 'routes.ts'), '--json');
    assert.equal(check.code, 1);
    const diagnostics = (JSON.parse(check.out) as { diagnostics: { code: string; line: number }[] }).diagnostics;
    assert.deepEqual(
      diagnostics.filter((d) => d.code === 'parse-error').map((d) => d.line),
      [2],
    );
  });

  test('match: exit 1 when nothing but the 404_override runs, 2 when the URI was forgotten; --define needs NAME=VALUE', async () => {
    const none = await run('match', 'GET', '/nowhere/at/all', CI3);
    assert.deepEqual([none.code, none.err], [1, '']);
    assert.match(none.out, /^No route matches GET \/nowhere\/at\/all/);
    assert.match(
      none.out,
      /\n {2}runs application\/controllers\/Errors\.php:\d+ → Errors::page_missing\(\) as the 404_override\n {2}because there is no controller file Nowhere\.php\n/,
    );
    const forgotten = await run('match', 'GET', path.join(CI3, 'application/config/routes.php'));
    assert.equal(forgotten.code, 2);
    assert.match(forgotten.err, /^routelens: match needs a VERB and a URI before PATH: '.*routes\.php' is a file/);
    assert.equal(forgotten.err.split('\n').length, 2);
    const one = await run('match', 'GET');
    assert.equal(one.code, 2);
    const define = await run('list', CI3, '--define', 'NOVALUE');
    assert.deepEqual([define.code, define.err], [2, "routelens: --define takes NAME=VALUE (e.g. --define SITE_AREA=admin), not 'NOVALUE'\n"]);
  });

  test('an undefined constant is named, with how to define it', async () => {
    const analysis = evaluateFiles({ 'application/config/routes.php': "<?php\nRoute::any(SITE_AREA . '/x', 'y');\n" });
    const [diagnostic] = analysis.diagnostics;
    assert.equal(diagnostic.code, 'not-evaluable');
    assert.match(diagnostic.message, /the constant SITE_AREA is not defined .*--define SITE_AREA=VALUE or the routelens\.defines setting/);
    assert.equal(diagnostic.data?.constant, 'SITE_AREA');
    assert.deepEqual(routeLines(analysis), ['ANY ⟨SITE_AREA⟩/x → y']);
    assert.deepEqual(
      routeLines(evaluateFiles({ 'application/config/routes.php': "<?php\nRoute::any(SITE_AREA . '/x', 'y');\n" }, { defines: { SITE_AREA: 'admin' } })),
      ['ANY admin/x → y'],
    );
  });

  test('help speaks of PHP routes files and the new flags', async () => {
    const help = await run('--help');
    assert.match(help.out, /CodeIgniter 3 or Bonfire/);
    assert.match(help.out, /--define NAME=VALUE/);
    assert.match(help.out, /--php-context-home release\|spec/);
  });
});

describe('real apps in the language server', () => {
  test('hover on a context shows its home route; definition of a constant goes to constants.php; the quick fix defines a constant', async () => {
    const client = await TestClient.start(BONFIRE);
    try {
      const text = fs.readFileSync(BONFIRE_ROUTES, 'utf8');
      await client.open(BONFIRE_ROUTES);
      const at = (needle: string, delta: number) => client.at(BONFIRE_ROUTES, text.indexOf(needle) + delta, text);
      const hover = await client.request<Hover>('textDocument/hover', at("Route::context('content'", 9));
      assert.match((hover.contents as { value: string }).value, /\| ANY \| `admin\/content` → `admin\/content\/index` \|/);
      const definition = await client.request<Location[]>('textDocument/definition', at('SITE_AREA, function', 2));
      assert.equal(definition.length, 1);
      assert.equal(definition[0].uri, uriOf(path.join(BONFIRE, 'application/config/constants.php')));
      const constants = fs.readFileSync(path.join(BONFIRE, 'application/config/constants.php'), 'utf8');
      assert.equal(definition[0].range.start.line, constants.slice(0, constants.indexOf("'SITE_AREA'")).split('\n').length - 1);
      const routes = await client.request<{ routes: { from: string; to: string }[] }>('routelens/routes', {});
      assert.ok(routes.routes.some((r) => r.from === 'contact' && r.to === 'pages/contact'));
      assert.ok(!routes.routes.some((r) => r.from === 'default_controller'));
      const found = await client.request<{ match: { target: string } | null }>('routelens/match', { verb: 'GET', uri: '/admin/content' });
      assert.equal(found.match?.target, 'admin/content/index');

      // An app without constants.php: the undefined constant has a quick fix that adds it to routelens.defines.
      const { root } = writeWorkspace({ 'application/config/routes.php': "<?php\nRoute::any(SITE_AREA . '/x', 'y');\n$route = Route::map($route);\n" });
      const bare = await TestClient.start(root);
      try {
        const file = path.join(root, 'application/config/routes.php');
        await bare.open(file);
        const diagnostics = await bare.waitForDiagnostics(file, (d) => d.some((x: Diagnostic) => x.code === 'not-evaluable'));
        const actions = await bare.request<CodeAction[]>('textDocument/codeAction', {
          textDocument: { uri: uriOf(file) },
          range: diagnostics[0].range,
          context: { diagnostics },
        });
        assert.deepEqual(
          actions.map((a) => [a.title, a.command?.command, a.command?.arguments]),
          [['Define SITE_AREA in the routelens.defines setting', 'routelens.addDefine', ['SITE_AREA']]],
        );
        // The setting the fix writes decides the constant.
        await bare.connection.sendNotification('workspace/didChangeConfiguration', { settings: { routelens: { defines: { SITE_AREA: 'admin' } } } });
        await bare.waitForDiagnostics(file, (d) => d.length === 0);
        const row = await bare.request<{ routes: { from: string }[] }>('routelens/routes', {});
        assert.deepEqual(
          row.routes.map((r) => r.from),
          ['admin/x'],
        );
      } finally {
        await bare.stop();
      }
    } finally {
      await client.stop();
    }
  });

  test('a plain CodeIgniter app is indexed: its routes and a match over JSON-RPC', async () => {
    const client = await TestClient.start(CI3);
    try {
      const routes = await client.request<{ routes: { verb: string; from: string; to: string }[] }>('routelens/routes', {});
      assert.deepEqual(
        routes.routes.map((r) => `${r.verb} ${r.from} → ${r.to}`),
        [
          'ANY products/(:num) → catalog/product_lookup_by_id/$1',
          'ANY products/([a-z]+)/(\\d+) → catalog/$1/$2',
          'GET login → auth/login',
          'POST login → auth/attempt',
          'ANY blog/(:any) → pages/view/$1',
        ],
      );
      const found = await client.request<{
        match: { target: string } | null;
        runs: { status: number; runs: { display: string; method: string; via: string } | null } | null;
      }>('routelens/match', { verb: 'POST', uri: '/login' });
      assert.equal(found.match?.target, 'auth/attempt');
      assert.deepEqual(found.runs?.runs && [found.runs.status, found.runs.runs.display, found.runs.runs.method, found.runs.runs.via], [
        200,
        'application/controllers/Auth.php',
        'attempt',
        'route',
      ]);
    } finally {
      await client.stop();
    }
  });
});
