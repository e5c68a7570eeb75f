// What CodeIgniter 4 runs for a request (docs/codeigniter4.md, "What runs"; the rules' numbers are those of
// docs/ci4-routing.md). Two fixture apps, one per automatic router: test-fixtures/ci4-legacy (legacy auto routing,
// translateURIDashes, a 404 override) and test-fixtures/ci4-improved (the improved router, translateUriToCamelCase,
// a module route); scripts/ci4-match-compare.mjs compares both with CodeIgniter 4.7 itself.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as path from 'node:path';
import { runCli } from './harness/cli';
import { appWith } from './harness/ci4-app';

const LEGACY = path.join(__dirname, '..', '..', '..', 'test-fixtures', 'ci4-legacy');
const IMPROVED = path.join(__dirname, '..', '..', '..', 'test-fixtures', 'ci4-improved');

interface Answer {
  status: number | null;
  match: { key: string; handler: string; verb: string } | null;
  runs: { class: string | null; method: string | null; args: string[]; via: string; file: string | null; line: number | null } | null;
  redirect: { status: number; location: string } | null;
  reason?: string;
  conditions?: string[];
  filters: { before: string[]; after: string[] } | null;
  required: { before: string[]; after: string[] } | null;
  filtersNote?: string;
}

async function match(app: string, verb: string, uri: string, ...args: string[]): Promise<Answer> {
  const { out, err } = await runCli('match', '--json', verb, uri, app, ...args);
  assert.ok(out, err);
  return JSON.parse(out);
}

/** `Class::method(args) via` or the status, for compact assertions. */
async function runs(app: string, verb: string, uri: string, ...args: string[]): Promise<string> {
  const r = await match(app, verb, uri, ...args);
  if (!r.runs) return `${r.status}${r.redirect ? ` → ${r.redirect.location}` : ''}`;
  const call = r.runs.class === null ? `(${r.runs.via})` : `${r.runs.class}::${r.runs.method}`;
  return `${r.status} ${call}(${r.runs.args.join(',')}) ${r.runs.via}`;
}

test('rule 11: the first route of the verb list whose key matches wins; (:any) captures split on / into parameters; $n in the method part', async () => {
  assert.equal(await runs(LEGACY, 'GET', '/blog/12'), '200 App\\Controllers\\Blog::show(12) route');
  assert.equal(await runs(LEGACY, 'GET', '/blog/a/b'), '200 App\\Controllers\\Blog::slug(a,b) route');
  const r = await match(LEGACY, 'GET', '/blog/12');
  assert.deepEqual(r.match, {
    key: 'blog/([0-9]+)',
    handler: '\\App\\Controllers\\Blog::show/$1',
    name: 'blog/([0-9]+)',
    verb: 'GET',
    file: 'app/Config/Routes.php',
    line: 9,
  });
  assert.equal(r.runs!.file, 'app/Controllers/Blog.php');
  assert.equal(r.runs!.line, 7);
});

test('rule 11: redirects carry the key groups as $n, addRedirect to a route name redirects to its key; closures and views run as such', async () => {
  assert.deepEqual((await match(LEGACY, 'GET', '/old-blog/42')).redirect, { status: 302, location: 'blog/42' });
  assert.deepEqual((await match(LEGACY, 'GET', '/start')).redirect, { status: 301, location: 'home-page' });
  assert.equal(await runs(LEGACY, 'GET', '/hello/ann'), '200 (closure)(ann) closure');
  assert.equal(await runs(LEGACY, 'GET', '/about'), '200 (view)() view');
});

test('rule 11: a / in the controller part and a dynamic controller are refused with a 500; {locale} matches any segment', async () => {
  const slashed = await match(LEGACY, 'GET', '/slashed');
  assert.equal(slashed.status, 500);
  assert.match(slashed.reason!, /backslash/);
  assert.equal((await match(LEGACY, 'GET', '/dynamic/Home')).status, 500);
  assert.equal(await runs(LEGACY, 'GET', '/fr/welcome'), '200 App\\Controllers\\Home::welcome() route');
});

test('rule 12: verb routes before add() routes; HEAD sees only HEAD and * routes; _method spoofs PUT/PATCH/DELETE from a POST only, exact case', async () => {
  assert.equal(await runs(LEGACY, 'POST', '/blog'), '200 App\\Controllers\\Blog::create() route');
  assert.equal(await runs(LEGACY, 'POST', '/blog/7', '--form', '_method=PUT'), '200 App\\Controllers\\Blog::update(7) route');
  // A lower-case _method is not spoofed: the POST table has no blog/7, so the automatic router takes it.
  assert.equal((await match(LEGACY, 'POST', '/blog/7', '--form', '_method=put')).match, null);
  assert.equal(await runs(LEGACY, 'HEAD', '/feed'), '200 App\\Controllers\\Blog::feed() route');
  // HEAD has no GET fallback: '/' is a GET route, so HEAD / goes to automatic routing (the default controller).
  const head = await match(LEGACY, 'HEAD', '/');
  assert.equal(head.match, null);
  assert.equal(head.runs!.via, 'auto');
});

test("rule 13: CodeIgniter's checks before the call: _ methods and non-public ones are 404s, __call and _remap take any method; abstract classes, required constructor or method arguments are 500s", async () => {
  assert.equal(await runs(LEGACY, 'GET', '/underscored'), '404 App\\Controllers\\Errors::show404() 404Override');
  assert.equal(await runs(LEGACY, 'GET', '/hidden'), '404 App\\Controllers\\Errors::show404() 404Override');
  assert.equal(await runs(LEGACY, 'GET', '/magic'), '200 App\\Controllers\\Magic::whatever() route');
  assert.equal(await runs(LEGACY, 'GET', '/remapped/x'), '200 App\\Controllers\\Remapped::anything(x) route');
  assert.equal((await match(LEGACY, 'GET', '/abstract')).status, 500);
  assert.equal((await match(LEGACY, 'GET', '/needs')).status, 500);
  assert.equal((await match(LEGACY, 'GET', '/needy')).status, 500);
  assert.equal(await runs(LEGACY, 'GET', '/missing'), '404 App\\Controllers\\Errors::show404() 404Override');
});

test("rule 14 and translateURIDashes: a defined route's method has its dashes translated but not its controller (a 404 here); the override answers", async () => {
  const r = await match(LEGACY, 'GET', '/dashed-route');
  assert.equal(r.status, 404);
  assert.equal(r.runs!.via, '404Override');
  assert.match(r.reason!, /Dash-board::some_page/);
});

test('rule 15, legacy auto routing: folders, ucfirst, any verb, dashes translated, extra segments as parameters, initController and CLI routes (by prefix) refused', async () => {
  assert.equal(await runs(LEGACY, 'GET', '/admin/users/edit/5'), '200 App\\Controllers\\Admin\\Users::edit(5) auto');
  assert.equal(await runs(LEGACY, 'DELETE', '/admin/users'), '200 App\\Controllers\\Admin\\Users::index() auto');
  assert.equal(await runs(LEGACY, 'GET', '/shop/dash-board/some-page'), '200 App\\Controllers\\Shop\\Dash_board::some_page() auto');
  assert.equal(await runs(LEGACY, 'GET', '/blog/0'), '200 App\\Controllers\\Blog::show(0) route');
  assert.equal(await runs(LEGACY, 'GET', '/jobs/report'), '200 App\\Controllers\\Jobs::report() auto');
  // A web request may not reach a CLI route's method, nor a method whose name begins that handler's (jobs/ru).
  for (const uri of ['/jobs/run', '/jobs/ru', '/home/initController']) assert.equal((await match(LEGACY, 'GET', uri)).runs!.via, '404Override', uri);
  assert.equal(await runs(LEGACY, 'GET', '/jobs/runner'), '200 App\\Controllers\\Jobs::runner() auto');
  assert.equal(await runs(LEGACY, 'CLI', 'jobs/run'), '200 App\\Controllers\\Jobs::run() route');
  // A file whose class is in another namespace does not autoload: CodeIgniter answers 404.
  assert.equal((await match(LEGACY, 'GET', '/wrongspace')).runs!.via, '404Override');
});

test('rule 16, improved auto routing: verb-prefixed methods, camel case from dashes, the deepest default controller, module routes', async () => {
  assert.equal(await runs(IMPROVED, 'GET', '/products'), '200 App\\Controllers\\Products::getIndex() auto');
  assert.equal(await runs(IMPROVED, 'GET', '/products/show/3'), '200 App\\Controllers\\Products::getShow(3) auto');
  assert.equal(await runs(IMPROVED, 'POST', '/products/create'), '200 App\\Controllers\\Products::postCreate() auto');
  assert.equal(await runs(IMPROVED, 'GET', '/products/some-thing/1'), '200 App\\Controllers\\Products::getSomeThing(1) auto');
  assert.equal(await runs(IMPROVED, 'GET', '/admin/user-profiles/edit/3'), '200 App\\Controllers\\Admin\\UserProfiles::getEdit(3) auto');
  assert.equal(await runs(IMPROVED, 'GET', '/admin/2'), '200 App\\Controllers\\Admin\\Home::getIndex(2) auto');
  assert.equal(await runs(IMPROVED, 'GET', '/blog'), '200 Acme\\Blog\\Controllers\\Home::getIndex() auto');
  assert.equal(await runs(IMPROVED, 'GET', '/blog/posts/show/x'), '200 Acme\\Blog\\Controllers\\Posts::getShow(x) auto');
});

test('rule 16, improved auto routing refuses: the default controller or method spelled out, routed controllers, _remap, too many parameters, upper case, --, a case-only match', async () => {
  const refused = [
    '/home',
    '/home/about',
    '/products/index',
    '/admin/home',
    '/blog/home',
    '/registered/other',
    '/tasks/status',
    '/remapped',
    '/products/show/1/2',
    '/Products',
    '/products/some--thing',
    '/admin/userprofiles/edit',
    '/products/hidden',
    '/products/PUT',
  ];
  for (const uri of refused) assert.equal((await match(IMPROVED, 'GET', uri)).status, 404, uri);
  // A controller used only by an add() route is not protected (getRegisteredControllers leaves `*` out).
  assert.equal(await runs(IMPROVED, 'GET', '/wildcard/more'), '200 App\\Controllers\\Wildcard::getMore() auto');
  // A method that needs an argument the URI does not give is a 500 when CodeIgniter calls it.
  assert.equal((await match(IMPROVED, 'GET', '/admin/user-profiles/edit')).status, 500);
  // ResourceController and the ResponseTrait are the framework's: their methods are known.
  assert.equal(await runs(IMPROVED, 'GET', '/api'), '200 App\\Controllers\\Api::getIndex() auto');
});

test('rule 10: the path a REQUEST_URI gives: index.php and the query dropped, dot segments removed, decoded twice (%252F is /), disallowed characters a 400', async () => {
  assert.equal(await runs(LEGACY, 'GET', '/index.php/blog/12?x=1'), '200 App\\Controllers\\Blog::show(12) route');
  assert.equal(await runs(LEGACY, 'GET', '/a/../blog/./12'), '200 App\\Controllers\\Blog::show(12) route');
  assert.equal(await runs(LEGACY, 'GET', '/blog%252Fa%2Fb'), '200 App\\Controllers\\Blog::slug(a,b) route');
  assert.equal((await match(LEGACY, 'GET', '/blog/%3Cscript%3E')).status, 400);
  assert.equal((await match(LEGACY, 'GET', '/blog/caf%C3%A9')).status, 400);
});

test('what cannot be known is said, never guessed: a key PHP reads differently, a package class, an app whose routes depend on an undecided condition', async () => {
  const root = appWith({
    'app/Config/Routes.php': `<?php
if (ENVIRONMENT === 'development') {
    $routes->get('dev', 'Home::dev');
}
$routes->get('pkg', '\\Vendor\\Thing::run');
$routes->get('a/\\A(x)', 'Home::index');
$routes->get('b', 'Home::index');`,
    'app/Controllers/Home.php': `<?php\nnamespace App\\Controllers;\nclass Home extends \\CodeIgniter\\Controller\n{\n    public function index() {}\n    public function dev() {}\n}\n`,
  });
  const key = await match(root, 'GET', '/b');
  assert.equal(key.status, null);
  assert.match(key.reason!, /\\A/);
  const pkg = await match(root, 'GET', '/pkg');
  assert.equal(pkg.status, null);
  const dev = await match(root, 'GET', '/dev');
  assert.deepEqual(dev.conditions, ["ENVIRONMENT === 'development'"]);
  // In production the route is gone, and the request reaches the key that cannot be read: not known, and where.
  const production = await match(root, 'GET', '/dev', '--define', 'ENVIRONMENT=production');
  assert.equal(production.status, null);
  assert.equal(production.match!.key, 'a/\\A(x)');
});

test('hostile requests end: a pattern that backtracks is matched in linear time, a huge URI is answered, bad arguments are one line and exit 2', async () => {
  const root = appWith({
    'app/Config/Routes.php': `<?php\n$routes->get('(a+)+b', 'Home::index');\n$routes->get('x', 'Home::index');`,
    'app/Controllers/Home.php': `<?php\nnamespace App\\Controllers;\nclass Home extends \\CodeIgniter\\Controller\n{\n    public function index() {}\n}\n`,
  });
  assert.equal((await match(root, 'GET', `/${'a'.repeat(50_000)}c`)).status, 404);
  assert.equal((await match(root, 'GET', `/${'a'.repeat(30)}b`)).status, 200);
  const bad = await runCli('match', 'FETCH', '/x', root);
  assert.equal(bad.code, 2);
  assert.equal(bad.err.trim().split('\n').length, 1);
});

test("filters: the route's own (group filters merged, arguments normalized), Config\\Filters' URI patterns, methods and globals with except, in CodeIgniter's order; after filters in reverse, the toolbar last", async () => {
  const filters = async (verb: string, uri: string) => (await match(LEGACY, verb, uri)).filters;
  assert.deepEqual(await filters('GET', '/admin/panel'), {
    before: ['honeypot', 'csrf', 'auth', 'role:admin,editor'],
    after: ['role:admin,editor', 'secureheaders', 'toolbar'],
  });
  // POST adds the method's filter; api/* is excepted from csrf; a group's filter and the route's own both run.
  assert.deepEqual(await filters('POST', '/api/items'), {
    before: ['honeypot', 'invalidchars', 'cors', 'throttle'],
    after: ['throttle', 'cors', 'secureheaders', 'toolbar'],
  });
  // 'except' => 'feed' (a string) leaves secureheaders out; blog/*/edit is a pattern of the auth filter.
  assert.deepEqual((await filters('GET', '/feed'))!.after, ['toolbar']);
  assert.ok((await filters('GET', '/blog/12/edit'))!.before.includes('auth'));
  // An automatic route gets the URI filters too; 'admin/*' does not cover 'admin' itself.
  assert.ok((await filters('GET', '/admin/users'))!.before.includes('auth'));
  assert.ok(!(await filters('GET', '/shop/dash-board/some-page'))!.before.includes('auth'));
  // Routing that fails runs none but the required ones.
  const missing = await match(LEGACY, 'GET', '/nowhere/at/all');
  assert.equal(missing.filters, null);
  assert.deepEqual(missing.required, { before: ['forcehttps', 'pagecache'], after: ['pagecache', 'performance', 'toolbar'] });
});

test('a route filter without an alias stops the request with a 500; a registrar adds aliases; a module Filters.php makes the filters not known', async () => {
  const broken = await match(LEGACY, 'GET', '/broken-filter');
  assert.equal(broken.status, 500);
  assert.match(broken.reason!, /"nosuch" filter must have a matching alias/);
  const controller = `<?php\nnamespace App\\Controllers;\nclass Home extends \\CodeIgniter\\Controller\n{\n    public function index() {}\n}\n`;
  const filtersConfig = `<?php\nnamespace Config;\nuse CodeIgniter\\Config\\Filters as BaseFilters;\nclass Filters extends BaseFilters\n{\n}\n`;
  const root = appWith({
    'app/Config/Routes.php': `<?php\n$routes->get('/', 'Home::index', ['filter' => 'session']);`,
    'app/Config/Filters.php': filtersConfig,
    'app/Config/Autoload.php': `<?php\nnamespace Config;\nclass Autoload { public $psr4 = [APP_NAMESPACE => APPPATH, 'Acme\\\\Auth' => ROOTPATH . 'auth']; }\n`,
    'auth/Config/Registrar.php': `<?php\nnamespace Acme\\Auth\\Config;\nuse Acme\\Auth\\Session;\nclass Registrar\n{\n    public static function Filters(): array\n    {\n        return ['aliases' => ['session' => Session::class]];\n    }\n}\n`,
    'app/Controllers/Home.php': controller,
  });
  const registered = await match(root, 'GET', '/');
  assert.equal(registered.status, 200);
  assert.deepEqual(registered.filters!.before, ['session']);
  const moduleFilters = appWith({
    'app/Config/Routes.php': `<?php\n$routes->get('/', 'Home::index');`,
    'app/Config/Filters.php': filtersConfig,
    'app/Config/Autoload.php': `<?php\nnamespace Config;\nclass Autoload { public $psr4 = [APP_NAMESPACE => APPPATH, 'Acme\\\\Blog' => ROOTPATH . 'blog']; }\n`,
    'blog/Config/Filters.php': `<?php\n$filters->aliases['x'] = 'X';\n`,
    'app/Controllers/Home.php': controller,
  });
  const unknownFilters = await match(moduleFilters, 'GET', '/');
  assert.equal(unknownFilters.filters, null);
  assert.match(unknownFilters.filtersNote!, /blog\/Config\/Filters\.php adds filters/);
});

test("4.7 controller attributes: #[Filter] on the class and the method add their filters after the route's; #[Restrict] and an app's own attribute make the answer not known", async () => {
  assert.deepEqual((await match(IMPROVED, 'POST', '/reports/export')).filters, {
    before: ['auth:admin,editor', 'csrf'],
    after: ['csrf', 'auth:admin,editor', 'toolbar'],
  });
  assert.deepEqual((await match(IMPROVED, 'GET', '/reports')).filters!.before, ['auth:admin,editor']);
  const controller = (attribute: string) =>
    `<?php\nnamespace App\\Controllers;\nuse CodeIgniter\\Router\\Attributes\\Restrict;\nuse App\\Attributes\\Audit;\n${attribute}\nclass Home extends \\CodeIgniter\\Controller\n{\n    public function index() {}\n}\n`;
  for (const [attribute, reason] of [
    ["#[Restrict(environment: 'production')]", /#\[Restrict\]/],
    ['#[Audit]', /App\\Attributes\\Audit, which may be a route attribute/],
  ] as const) {
    const root = appWith({ 'app/Config/Routes.php': "<?php\n$routes->get('/', 'Home::index');", 'app/Controllers/Home.php': controller(attribute) });
    const answer = await match(root, 'GET', '/');
    assert.equal(answer.status, null, attribute);
    assert.match(answer.reason!, reason);
  }
  // A package's attribute (an OpenAPI annotation) is not a route attribute: the answer stands.
  const root = appWith({
    'app/Config/Routes.php': "<?php\n$routes->get('/', 'Home::index');",
    'app/Controllers/Home.php': controller('#[\\OpenApi\\Attributes\\Get(path: "/")]'),
  });
  assert.equal((await match(root, 'GET', '/')).status, 200);
});

test("list's Before and After Filters are what php spark routes shows: the filters for a sample path of the key; none for a redirect", async () => {
  const { out } = await runCli('list', '--json', LEGACY);
  const routes: { method: string; key: string; beforeFilters: string[]; afterFilters: string[] }[] = JSON.parse(out).routes;
  const of = (method: string, key: string) => routes.find((r) => r.method === method && r.key === key)!;
  assert.deepEqual(
    [of('GET', 'admin/panel').beforeFilters, of('GET', 'admin/panel').afterFilters],
    [
      ['honeypot', 'csrf', 'auth', 'role:admin,editor'],
      ['role:admin,editor', 'secureheaders', 'toolbar'],
    ],
  );
  assert.deepEqual([of('GET', 'old-blog/([0-9]+)').beforeFilters, of('GET', 'old-blog/([0-9]+)').afterFilters], [[], []]);
  assert.deepEqual(of('GET', 'broken-filter').beforeFilters, ['<error>']);
});
