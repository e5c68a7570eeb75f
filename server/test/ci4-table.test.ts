// CodeIgniter 4 route tables, rule by rule (docs/codeigniter4.md; each case names the rule of CodeIgniter 4.7's
// RouteCollection it follows, `RC:line` in system/Router/RouteCollection.php). The expected values are CodeIgniter
// 4.7's own: the fixture's whole table was compared with the framework by scripts/ci4-compare.mjs (0 differences),
// and each case below restates one rule on a file of its own.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { runCli } from './harness/cli';
import { expectText } from './harness/expect';
import { appWith, keys, map, pairs } from './harness/ci4-app';

const FIXTURE = path.resolve(__dirname, '../../../test-fixtures/ci4-app');

test('the fixture app: the table CodeIgniter 4.7 builds, every verb, with the module file after the app', async () => {
  const { code, out } = await runCli('map', '--json', FIXTURE, '--define', 'ENVIRONMENT=production');
  assert.equal(code, 0);
  expectText('cli/ci4-app-map.json', out);
  const parsed = JSON.parse(out);
  assert.equal(parsed.framework, 'ci4');
  assert.deepEqual(Object.keys(parsed.methods), ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'CLI']);
});

test('first definition wins, by key and by name, per verb; an unnamed route is named by its key (RC:1543)', async () => {
  const { methods } = await map(`$routes->get('a', 'A::one');
$routes->get('a', 'A::two');
$routes->get('b', 'B::x', ['as' => 'a']);
$routes->post('a', 'A::post');
$routes->get('c', 'C::x', ['as' => 'named']);
$routes->get('d', 'D::x', ['as' => 'named']);`);
  assert.deepEqual(pairs(methods.GET), ['a => \\App\\Controllers\\A::one', 'c => \\App\\Controllers\\C::x']);
  assert.deepEqual(
    methods.GET.map((r) => r.name),
    ['a', 'named'],
  );
  assert.deepEqual(pairs(methods.POST), ['a => \\App\\Controllers\\A::post']);
});

test('verb routes come before add() routes whatever their order; a verb key hides the same * key (RC:561)', async () => {
  const { methods } = await map(`$routes->add('x', 'Any::x');
$routes->add('y', 'Any::y');
$routes->get('y', 'Get::y');
$routes->get('z', 'Get::z');`);
  assert.deepEqual(pairs(methods.GET), ['y => \\App\\Controllers\\Get::y', 'z => \\App\\Controllers\\Get::z', 'x => \\App\\Controllers\\Any::x']);
  assert.deepEqual(
    methods.GET.map((r) => r.verb),
    ['GET', 'GET', '*'],
  );
  assert.deepEqual(pairs(methods.POST), ['x => \\App\\Controllers\\Any::x', 'y => \\App\\Controllers\\Any::y']);
});

test('placeholders are replaced case-insensitively, in array order, built-ins first (RC:1519)', async () => {
  const { methods } = await map(`$routes->addPlaceholder('numeric', '[0-9.]+');
$routes->addPlaceholder('uuid', '[0-9a-f-]{36}');
$routes->get('p/(:numeric)', 'P::x/$1');
$routes->get('u/(:UUID)/(:NUM)', 'U::x/$1/$2');`);
  assert.deepEqual(keys(methods.GET), ['p/([0-9]+eric)', 'u/([0-9a-f-]{36})/([0-9]+)']);
});

test('a string handler gets the default namespace of the moment, or the namespace option; a leading \\ keeps it (RC:1525)', async () => {
  const { methods } = await map(`$routes->get('a', 'Admin\\Dash::x');
$routes->get('b', '\\Other\\B::x');
$routes->get('c', 'C::x', ['namespace' => 'Api\\V1']);
$routes->setDefaultNamespace('App\\Second');
$routes->get('d', 'D::x');`);
  assert.deepEqual(
    methods.GET.map((r) => r.handler),
    ['\\App\\Controllers\\Admin\\Dash::x', '\\Other\\B::x', '\\Api\\V1\\C::x', '\\App\\Second\\D::x'],
  );
});

test('groups prefix keys and merge options; filter lists concatenate; group("") keeps the outer prefix (RC:770, RC:1460)', async () => {
  const { methods } = await map(`$routes->group('admin', ['filter' => 'auth', 'namespace' => 'App\\Controllers\\Admin'], static function ($routes) {
    $routes->get('/', 'Dash::index');
    $routes->group('reports', ['filter' => ['log', 'csrf']], static function ($routes) {
        $routes->get('(:num)', 'Reports::show/$1', ['filter' => 'role:admin']);
    });
    $routes->group('', static function ($routes) {
        $routes->get('inner', 'Inner::index');
    });
});
$routes->get('after', 'After::x');`);
  assert.deepEqual(
    methods.GET.map((r) => [r.key, r.handler, r.filters]),
    [
      ['admin', '\\App\\Controllers\\Admin\\Dash::index', ['auth']],
      ['admin/reports/([0-9]+)', '\\App\\Controllers\\Admin\\Reports::show/$1', ['auth', 'log', 'csrf', 'role:admin']],
      ['admin/inner', '\\App\\Controllers\\Admin\\Inner::index', ['auth']],
      ['after', '\\App\\Controllers\\After::x', []],
    ],
  );
});

test('resource(): its routes in order, the id from the default constraint (.*), controller and placeholder options, websafe (RC:850)', async () => {
  const { methods } = await map(`$routes->resource('photos');
$routes->resource('api/comments', ['controller' => 'Api\\Comments', 'placeholder' => '(:num)', 'websafe' => 1, 'except' => ['new', 'edit']]);`);
  assert.deepEqual(pairs(methods.GET), [
    'photos => \\App\\Controllers\\Photos::index',
    'photos/new => \\App\\Controllers\\Photos::new',
    'photos/(.*)/edit => \\App\\Controllers\\Photos::edit/$1',
    'photos/(.*) => \\App\\Controllers\\Photos::show/$1',
    'api/comments => \\App\\Controllers\\Api\\Comments::index',
    'api/comments/([0-9]+) => \\App\\Controllers\\Api\\Comments::show/$1',
  ]);
  assert.deepEqual(pairs(methods.POST), [
    'photos => \\App\\Controllers\\Photos::create',
    'api/comments => \\App\\Controllers\\Api\\Comments::create',
    'api/comments/([0-9]+)/delete => \\App\\Controllers\\Api\\Comments::delete/$1',
    'api/comments/([0-9]+) => \\App\\Controllers\\Api\\Comments::update/$1',
  ]);
  assert.deepEqual(keys(methods.PATCH), ['photos/(.*)', 'api/comments/([0-9]+)']);
});

test('presenter(): show before new, the bare id after the others, then POST to the name (RC:944)', async () => {
  const { methods } = await map(`$routes->presenter('books', ['except' => 'remove']);`);
  assert.deepEqual(keys(methods.GET), ['books', 'books/show/(.*)', 'books/new', 'books/edit/(.*)', 'books/(.*)']);
  assert.deepEqual(keys(methods.POST), ['books/create', 'books/update/(.*)', 'books/delete/(.*)', 'books']);
});

test('match() calls the verb methods; cli() routes only CLI; view() is a GET closure shown (View) name (RC:1018, RC:1145)', async () => {
  const { methods } = await map(`$routes->match(['GET', 'put'], 'form', 'Forms::handle');
$routes->cli('jobs/(:any)', 'Jobs::run/$1');
$routes->view('terms', 'pages/terms');
$routes->get('closure', static fn () => 'hi');`);
  assert.deepEqual(pairs(methods.GET), ['form => \\App\\Controllers\\Forms::handle', 'terms => (View) pages/terms', 'closure => (Closure)']);
  assert.deepEqual(keys(methods.PUT), ['form']);
  assert.deepEqual(pairs(methods.CLI), ['jobs/(.*) => \\App\\Controllers\\Jobs::run/$1']);
});

test('addRedirect(): to a name, the target route key; otherwise the text; stored in * with its status (RC:690)', async () => {
  const { methods } = await map(`$routes->get('about', 'Pages::about', ['as' => 'about-page']);
$routes->addRedirect('old', 'about-page');
$routes->addRedirect('gone', 'https://example.com/new', 301);`);
  assert.deepEqual(
    methods.GET.map((r) => [r.key, r.handler, r.redirect, r.verb]),
    [
      ['about', '\\App\\Controllers\\Pages::about', null, 'GET'],
      ['old', 'about', 302, '*'],
      ['gone', 'https://example.com/new', 301, '*'],
    ],
  );
});

test('offset renumbers $n; array callables get /$n per group of the key (RC:1500, RC:1585)', async () => {
  const { methods } = await map(`use App\\Controllers\\Home;
$routes->get('off/(:num)/(:num)', 'Offset::x/$1/$2', ['offset' => 1]);
$routes->get('c/(:num)/(:alpha)', [Home::class, 'show']);
$routes->get('d/(:num)', [[Home::class, 'two'], '$1']);`);
  assert.deepEqual(
    methods.GET.map((r) => r.handler),
    ['\\App\\Controllers\\Offset::x/$2/$3', '\\App\\Controllers\\Home::show/$1/$2', '\\App\\Controllers\\Home::two/$1'],
  );
});

test('keys are escaped and stripped of tags as create() does; `/` stays, others are trimmed of slashes (RC:1442)', async () => {
  const { methods } = await map(`$routes->get('/', 'Home::index');
$routes->get('/trim/', 'T::x');
$routes->get("q/it's", 'Q::x');
$routes->get('b/<x>', 'B::x');`);
  assert.deepEqual(keys(methods.GET), ['/', 'trim', 'q/it&#039;s', 'b']);
});

test('priority: with prioritize on, routes sort by priority, stably (RC:585); off, the order stays', async () => {
  const routes = `$routes->get('(.*)', 'Catch::all', ['priority' => 1]);
$routes->get('admin', 'Admin::index');`;
  assert.deepEqual(keys((await map(routes)).methods.GET), ['(.*)', 'admin']);
  assert.deepEqual(keys((await map(`$routes->setPrioritize();\n${routes}`)).methods.GET), ['admin', '(.*)']);
});

test('module route files load after the app’s, so an app route wins its key (RC:353)', async () => {
  const { methods } = await map(`$routes->get('blog', 'Home::blog');`, [], {
    'app/Config/Autoload.php': `<?php
namespace Config;
class Autoload { public $psr4 = [APP_NAMESPACE => APPPATH, 'Acme\\\\Blog' => ROOTPATH . 'acme/blog/src']; }`,
    'acme/blog/src/Config/Routes.php': `<?php\n$routes->get('blog', '\\Acme\\Blog\\Blog::index');\n$routes->get('blog/(:num)', '\\Acme\\Blog\\Blog::show/$1');\n`,
  });
  assert.deepEqual(
    methods.GET.map((r) => [r.key, r.handler]),
    [
      ['blog', '\\App\\Controllers\\Home::blog'],
      ['blog/([0-9]+)', '\\Acme\\Blog\\Blog::show/$1'],
    ],
  );
});

test('environment() and hostname/subdomain routes are conditional until --define ENVIRONMENT and --host decide them (RC:1164, RC:1568)', async () => {
  const routes = `$routes->environment('development', static function ($routes) {
    $routes->get('dev', 'Dev::tools');
});
$routes->get('a', 'Admin::x', ['hostname' => 'admin.example.com']);
$routes->get('s', 'Sub::x', ['subdomain' => 'blog']);`;
  const open = (await map(routes)).methods.GET;
  assert.deepEqual(
    open.map((r) => [r.key, r.condition]),
    [
      ['dev', "ENVIRONMENT === 'development'"],
      ['a', 'host is admin.example.com'],
      ['s', 'subdomain is blog'],
    ],
  );
  assert.deepEqual(keys((await map(routes, ['--define', 'ENVIRONMENT=production'])).methods.GET), ['a', 's']);
  const admin = (await map(routes, ['--define', 'ENVIRONMENT=development', '--host', 'admin.example.com'])).methods.GET;
  assert.deepEqual(
    admin.map((r) => [r.key, r.condition]),
    [
      ['dev', null],
      ['a', null],
    ],
  );
  const blog = (await map(routes, ['--host', 'blog.example.com'])).methods.GET;
  assert.deepEqual(
    blog.map((r) => [r.key, r.condition]),
    [
      ['dev', "ENVIRONMENT === 'development'"],
      ['s', null],
    ],
  );
});

test('routes.php files the routing config names, in its order, and files they include, share one scope', async () => {
  const { methods } = await map(`$prefix = 'v1';\nrequire __DIR__ . '/Routes/api.php';`, [], {
    'app/Config/Routing.php': `<?php
namespace Config;
class Routing { public array $routeFiles = [APPPATH . 'Config/First.php', APPPATH . 'Config/Routes.php']; }`,
    'app/Config/First.php': `<?php\n$routes->get('first', 'First::x');\n`,
    'app/Config/Routes/api.php': `<?php\n$routes->get($prefix . '/users', 'Users::index');\n`,
  });
  assert.deepEqual(keys(methods.GET), ['first', 'v1/users']);
});

test('the older template: Services::routes(), settings by setters, an ENVIRONMENT routes file that does not exist (4.0–4.3)', async () => {
  const { methods, settings } = await map(`namespace Config;
$routes = Services::routes();
if (is_file(SYSTEMPATH . 'Config/Routes.php')) {
    require SYSTEMPATH . 'Config/Routes.php';
}
$routes->setDefaultNamespace('App\\Controllers');
$routes->setDefaultController('Welcome');
$routes->setAutoRoute(true);
$routes->set404Override('App\\Errors::show404');
$routes->get('/', 'Home::index');
if (is_file(APPPATH . 'Config/' . ENVIRONMENT . '/Routes.php')) {
    require APPPATH . 'Config/' . ENVIRONMENT . '/Routes.php';
}`);
  assert.deepEqual(pairs(methods.GET), ['/ => \\App\\Controllers\\Home::index']);
  assert.equal(settings.defaultController, 'Welcome');
  assert.equal(settings.autoRoute, true);
  assert.equal(settings['404Override'], 'App\\Errors::show404');
});

test('what cannot be known is said at its call, never a silently different table', async () => {
  const root = appWith({
    'app/Config/Routes.php': `<?php
$routes->get(getenv('ADMIN') . '/x', 'X::x');
service('auth')->routes($routes);
$routes->frobnicate('y');
$routes->get('kept', 'K::x');
`,
  });
  fs.writeFileSync(path.join(root, '.env'), 'CI_ENVIRONMENT = development\nrouting.autoRoute = true\n');
  const { out } = await runCli('check', '--json', root);
  const notes = JSON.parse(out)
    .diagnostics.filter((d: { code: string }) => d.code === 'not-evaluable')
    .map((d: { line: number; code: string }) => `${d.line} ${d.code}`);
  // The first: .env overrides a routing setting, which is not read.
  assert.deepEqual(notes, ['1 not-evaluable', '2 not-evaluable', '3 not-evaluable', '4 not-evaluable']);
  const { methods } = JSON.parse((await runCli('map', '--json', root)).out);
  assert.deepEqual(keys(methods.GET), ['kept']);
});

test('list reads like php spark routes: method, route, name, handler, before and after filters (a filter without an alias: <error>), where defined, condition', async () => {
  const { code, out } = await runCli('list', FIXTURE, '--method', 'get', '--path', 'admin');
  assert.equal(code, 0);
  expectText('cli/ci4-app-list.txt', out);
  const csv = await runCli('list', FIXTURE, '--format', 'csv', '--method', 'CLI', '--path', 'jobs');
  assert.equal(
    csv.out,
    'Method,Route,Name,Handler,Before Filters,After Filters,Defined at,Condition\nCLI,jobs/run/(.*),»,\\App\\Controllers\\Jobs::run/$1,,,app/Config/Routes.php:36,\n',
  );
});

test('first definition wins only where the first route exists: both sides of a guard clause keep their routes; a later route under another condition is listed with it', async () => {
  const { methods } = await map(`if ($_SERVER['HTTP_HOST'] === 'public.example.com') {
    $routes->get('about', 'Public::about');
    return;
}
$routes->get('about', 'Pages::about');
if (getenv('BETA')) {
    $routes->get('beta', 'Beta::one');
}
$routes->get('beta', 'Beta::two');
$routes->get('about', 'Pages::other');`);
  const routes = methods.GET.map((r) => `${r.key} → ${r.handler} if ${r.condition ?? '-'}`);
  assert.deepEqual(routes, [
    "about → \\App\\Controllers\\Public::about if $_SERVER['HTTP_HOST'] === 'public.example.com'",
    "about → \\App\\Controllers\\Pages::about if $_SERVER['HTTP_HOST'] !== 'public.example.com'",
    "beta → \\App\\Controllers\\Beta::one if $_SERVER['HTTP_HOST'] !== 'public.example.com' && getenv('BETA')",
    "beta → \\App\\Controllers\\Beta::two if $_SERVER['HTTP_HOST'] !== 'public.example.com' && !($_SERVER['HTTP_HOST'] !== 'public.example.com' && getenv('BETA'))",
  ]);
  // The last about() is ignored: a route of its key exists wherever it could (one side or the other).
  assert.ok(!routes.some((r) => r.includes('Pages::other')));
});
