// CodeIgniter 4 apps as a whole (docs/codeigniter4.md): handlers checked against the app's classes, env() and the
// Host header, Shield's routes, a monorepo's app below its folder, and hostile route files that must end.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { runCli } from './harness/cli';
import { appWith, map } from './harness/ci4-app';
import type { Route } from './harness/ci4-app';

test("a handler whose class the autoloader does not find, or whose method is not public (the framework's controller bases known), is reported; what cannot be checked (a trait not found, a package's class) is not", async () => {
  const root = appWith({
    'app/Config/Routes.php': `<?php
$routes->get('a', 'Missing::index');
$routes->get('b', 'Pages::hidden');
$routes->get('c', 'Pages::show/$1');
$routes->get('d', 'Admin\\BackUp::run');
$routes->get('e', 'Api::anything');
$routes->get('f', 'Traited::fromTrait');
$routes->get('g', '\\Vendor\\Package\\Thing::x');
$routes->get('h', 'Pages::inherited');
$routes->get('i', 'Remapped::whatever');`,
    'app/Controllers/Pages.php': `<?php\nnamespace App\\Controllers;\nclass Pages extends BaseController\n{\n    public function show($id) {}\n    protected function hidden() {}\n}\n`,
    'app/Controllers/BaseController.php': `<?php\nnamespace App\\Controllers;\nuse CodeIgniter\\Controller;\nabstract class BaseController extends Controller\n{\n    public function inherited() {}\n}\n`,
    'app/Controllers/Admin/Backup.php': `<?php\nnamespace App\\Controllers\\Admin;\nclass BackUp extends \\App\\Controllers\\BaseController {}\n`,
    'app/Controllers/Api.php': `<?php\nnamespace App\\Controllers;\nuse CodeIgniter\\RESTful\\ResourceController;\nclass Api extends ResourceController {}\n`,
    'app/Controllers/Traited.php': `<?php\nnamespace App\\Controllers;\nclass Traited extends BaseController\n{\n    use SomeTrait;\n}\n`,
    'app/Controllers/Remapped.php': `<?php\nnamespace App\\Controllers;\nclass Remapped extends BaseController\n{\n    public function _remap($method) {}\n}\n`,
  });
  const { out } = await runCli('check', '--json', root);
  const found = JSON.parse(out)
    .diagnostics.filter((d: { code: string }) => d.code === 'unknown-handler')
    .map((d: { line: number; message: string }) => `${d.line}: ${d.message}`);
  assert.deepEqual(found, [
    "2: The handler '\\App\\Controllers\\Missing::index' names the class App\\Controllers\\Missing, which CodeIgniter 4 cannot load: there is no app/Controllers/Missing.php.",
    "3: The handler '\\App\\Controllers\\Pages::hidden' names App\\Controllers\\Pages::hidden(), but app/Controllers/Pages.php has no public method 'hidden' (nor its traits or the classes it extends).",
    "5: The handler '\\App\\Controllers\\Admin\\BackUp::run' names the class App\\Controllers\\Admin\\BackUp, which CodeIgniter 4 cannot load on a case-sensitive file system (Linux): there is no app/Controllers/Admin/BackUp.php, only app/Controllers/Admin/Backup.php.",
    // The framework's ResourceController is known: it has no anything().
    "6: The handler '\\App\\Controllers\\Api::anything' names App\\Controllers\\Api::anything(), but app/Controllers/Api.php has no public method 'anything' (nor its traits or the classes it extends).",
  ]);
});

test("CodeIgniter 4's env() reads what --define gives, with its words true/false/empty/null; --host is $_SERVER['HTTP_HOST']", async () => {
  const routes = `if (env('FEATURE_SHOP') === true) {
    $routes->get('shop', 'Shop::index');
}
if (($_SERVER['HTTP_HOST'] ?? '') === 'admin.example.com') {
    $routes->get('admin', 'Admin::index');
}
$routes->get('home', 'Home::index');`;
  const open = (await map(routes)).methods.GET.map((r) => `${r.key}${r.condition ? ' (conditional)' : ''}`);
  assert.deepEqual(open, ['shop (conditional)', 'admin (conditional)', 'home']);
  const decided = (await map(routes, ['--define', 'FEATURE_SHOP=true', '--host', 'admin.example.com'])).methods.GET.map(
    (r) => `${r.key}${r.condition ? ' (conditional)' : ''}`,
  );
  assert.deepEqual(decided, ['shop', 'admin', 'home']);
  const off = (await map(routes, ['--define', 'FEATURE_SHOP=false', '--host', 'www.example.com'])).methods.GET.map((r) => r.key);
  assert.deepEqual(off, ['home']);
});

test('hostile route files end: a group that recurses and a loop that never ends are bounded and said; a call in a loop reports its handler once', async () => {
  const root = appWith({
    'app/Config/Routes.php': `<?php
$f = function ($routes) use (&$f) { $routes->group('a', $f); };
$f($routes);
for ($i = 0; ; $i++) { $routes->get("p$i", 'X::y'); }
`,
  });
  const { code, out } = await runCli('check', '--json', root);
  assert.equal(code, 0);
  const codes = JSON.parse(out).diagnostics.map((d: { line: number; code: string }) => `${d.line} ${d.code}`);
  assert.deepEqual(codes, ['2 evaluation-limit', '4 evaluation-limit', '4 head-not-routed', '4 unknown-handler']);
});

test('a folder whose only routes are a CodeIgniter 4 app below it (a monorepo) lists that app; two apps are named, not guessed', async () => {
  const root = appWith({ 'backend/app/Config/Routes.php': "<?php\n$routes->get('hello', 'Home::hello');\n" });
  const app = (dir: string) => {
    fs.mkdirSync(path.join(root, dir, 'app/Config'), { recursive: true });
    fs.writeFileSync(path.join(root, dir, 'app/Config/Routes.php'), "<?php\n$routes->get('hello', 'Home::hello');\n");
  };
  const { code, out } = await runCli('map', '--json', root);
  assert.equal(code, 0);
  assert.deepEqual(
    JSON.parse(out).methods.GET.map((r: Route) => r.key),
    ['hello'],
  );
  app('admin');
  const two = await runCli('list', root);
  assert.equal(two.code, 2);
  assert.match(two.err, /CodeIgniter 4 apps below it: admin, backend: point PATH at one/);
});

test("Shield's service('auth')->routes($routes): its route config (the app's published one, else the package's) in a '/' group, except what the call leaves out", async () => {
  const config = (namespace: string, entries: string) =>
    `<?php\nnamespace ${namespace};\nclass AuthRoutes\n{\n    public array $routes = [\n${entries}\n    ];\n}\n`;
  const routes = "<?php\nservice('auth')->routes($routes, ['except' => ['magic-link']]);\n$routes->get('login', 'Auth::login');\n";
  const packaged = config(
    'CodeIgniter\\Shield\\Config',
    "        'login' => [['get', 'login', 'LoginController::loginView', 'login'], ['post', 'login', 'LoginController::loginAction']],\n        'magic-link' => [['get', 'login/magic-link', 'MagicLinkController::loginView', 'magic-link']],",
  );
  const { methods } = await map(routes.replace('<?php\n', ''), [], { 'vendor/codeigniter4/shield/src/Config/AuthRoutes.php': packaged });
  assert.deepEqual(
    methods.GET.map((r) => `${r.key} → ${r.handler} (${r.name})`),
    ['login → \\CodeIgniter\\Shield\\Controllers\\LoginController::loginView (login)'],
  );
  assert.deepEqual(
    methods.POST.map((r) => r.handler),
    ['\\CodeIgniter\\Shield\\Controllers\\LoginController::loginAction'],
  );
  const published = await map(routes.replace('<?php\n', ''), [], {
    'vendor/codeigniter4/shield/src/Config/AuthRoutes.php': packaged,
    'app/Config/AuthRoutes.php': config('Config', "        'login' => [['get', 'sign-in', 'LoginController::loginView', 'login']],"),
  });
  // The app's own `login` route is dropped: its name (its key) is the published route's name.
  assert.deepEqual(
    published.methods.GET.map((r) => `${r.key} (${r.name})`),
    ['sign-in (login)'],
  );
  // Without either, the call is said not to be known.
  const root = appWith({ 'app/Config/Routes.php': routes });
  const { out } = await runCli('check', '--json', root);
  assert.ok(JSON.parse(out).diagnostics.some((d: { code: string; line: number }) => d.code === 'not-evaluable' && d.line === 2));
});
