// HMVC: modules, controllers and contexts, on test-fixtures/hmvc (PHP and TypeScript controllers).

import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import type { Diagnostic, DocumentLink, Hover, Location } from 'vscode-languageserver';
import { controllersNear } from '../src/db/project';
import { main } from '../src/cli/main';
import { nodeEnvironment } from '../src/lsp/start-node';
import { TestClient, uriOf, writeWorkspace } from './harness/lsp-client';

const ROOT = path.resolve(__dirname, '../../..');
const HMVC = path.join(ROOT, 'test-fixtures/hmvc');
const ROUTES = path.join(HMVC, 'application/config/routes.php');
const TEXT = fs.readFileSync(ROUTES, 'utf8');

describe('discovery and resolution', () => {
  const index = controllersNear(path.dirname(ROUTES));

  test('modules, application controllers (with sub-folders) and their public methods, PHP and TypeScript', () => {
    const listed = (c: { module: string | null; dirs: readonly string[]; base: string }) =>
      [c.module ? `${c.module}:` : '', ...c.dirs, c.base].join('/').replace(':/', ':');
    assert.deepEqual(index.controllers.map(listed).sort(), [
      '/Dashboard',
      '/Welcome',
      '/admin/Dashboard',
      '/admin/Settings',
      'blog:Admin',
      'blog:Blog',
      'blog:Posts',
      'shop:Admin',
      'shop:Products',
    ]);
    const at = (name: string) => index.controllers.find((c) => listed(c) === name)!;
    assert.deepEqual([...at('/Welcome').methods.keys()], ['index', 'about'], 'private helper() is not routable');
    assert.deepEqual([...at('shop:Admin').methods.keys()], ['index', 'orders'], 'TS private audit() is not routable');
    assert.equal(index.router, 'hmvc');
  });

  test('targets resolve like the HMVC router: module controller, module default controller, sub-folder, controller', () => {
    const where = (target: string) => {
      const r = index.resolve(target);
      return r.found ? `${path.relative(HMVC, r.controller.file)}#${r.method}` : r.missing;
    };
    assert.equal(where('blog/posts/show/12'), 'application/modules/blog/controllers/Posts.php#show');
    assert.equal(where('blog/archive/2024'), 'application/modules/blog/controllers/Blog.php#archive');
    assert.equal(where('shop/products'), 'application/modules/shop/controllers/Products.ts#index');
    assert.equal(where('admin/settings/save'), 'application/controllers/admin/Settings.php#save');
    assert.equal(where('welcome/about'), 'application/controllers/Welcome.php#about');
    assert.equal(where('welcome/contact'), 'action');
    assert.equal(where('nowhere/index'), 'controller');
  });
});

describe('the CLI', () => {
  async function run(...argv: string[]): Promise<string> {
    let out = '';
    await main(argv, {
      out: (s) => {
        out += s;
      },
      err: (s) => {
        out += s;
      },
      color: false,
    });
    return out;
  }

  test('check reports unknown-controller and unknown-action, never a target with $n', async () => {
    const out = await run('check', HMVC);
    assert.match(
      out,
      /routes\.php:13:1: warning \[unknown-action\] The target 'welcome\/contact' resolves to application\/controllers\/Welcome\.php, which has no public method 'contact'/,
    );
    assert.match(out, /routes\.php:14:1: warning \[unknown-controller\] The target 'nowhere\/index'/);
    assert.equal((out.match(/unknown-(controller|action)/g) ?? []).length, 2);
  });

  test('the controllers and modules folder names are configurable', async () => {
    const { root } = writeWorkspace({
      'app/config/routes.php': "<?php\nRoute::get('x', 'shop/items/list');\nRoute::get('y', 'shop/items/gone');\n",
      'app/packages/shop/handlers/Items.php': '<?php\nclass Items {\n    public function list() {}\n}\n',
    });
    const out = await run('check', root, '--controllers-folder', 'handlers', '--modules-folder', 'packages');
    assert.match(out, /unknown-action\] The target 'shop\/items\/gone' resolves to .*Items\.php, which has no public method 'gone'/);
    // The other target is found there: no controller diagnostic, and the exposure audit sees the method.
    assert.doesNotMatch(out, /unknown-\w+\] The target 'shop\/items\/list'/);
    assert.match(out, /packages\/shop\/handlers\/Items\.php:3:\d+: warning \[verb-bypass\] Items::list\(\)/);
  });

  test('match shows the controller file and method that would run', async () => {
    assert.match(
      await run('match', 'GET', '/posts/12', ROUTES),
      /\n {2}runs application\/modules\/blog\/controllers\/Posts\.php:8 → Posts::show\('12'\) by the route\n {2}router: HMVC \(modules with controllers: blog, shop\)\n$/,
    );
    assert.match(
      await run('match', 'GET', '/admin/shop/orders', HMVC),
      /runs application\/modules\/shop\/controllers\/Admin\.ts:\d+ → Admin::orders\(\) by the route/,
    );
  });
});

describe('the language server', () => {
  test('until the workspace is indexed, no controller check is made from the controllers found so far', async () => {
    const { root } = writeWorkspace({
      'application/config/routes.php': "<?php\n$route['default_controller'] = 'welcome';\n$route['list'] = 'shop/all';\n$route['gone'] = 'shop/gone';\n",
      'application/controllers/Welcome.php': '<?php\nclass Welcome extends CI_Controller {\n    public function index() {}\n}\n',
      'application/controllers/Shop.php': '<?php\nclass Shop extends CI_Controller {\n    public function all() {}\n}\n',
    });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const client = await TestClient.start(root, {
      awaitIndex: false,
      environment: {
        listFiles: async (folder) => {
          await gate;
          return nodeEnvironment.listFiles(folder);
        },
      },
    });
    try {
      const routes = path.join(root, 'application/config/routes.php');
      // Opened while the folder is still being listed: Welcome.php is open too, Shop.php not yet known.
      await client.open(path.join(root, 'application/controllers/Welcome.php'));
      await client.open(routes);
      const before = await client.waitForDiagnostics(routes);
      assert.deepEqual(
        before.filter((d) => /^unknown-|bypass|unrouted/.test(String(d.code))).map((d) => d.code),
        [],
      );
      release();
      await client.indexing;
      const after = await client.waitForDiagnostics(routes, (d) => d.some((x) => x.code === 'unknown-action'));
      assert.deepEqual(
        after.filter((d) => String(d.code).startsWith('unknown-')).map((d) => [d.code, d.range.start.line]),
        [['unknown-action', 3]],
      );
    } finally {
      await client.stop();
    }
  });

  test('the controller index follows file changes: a new method clears unknown-action', async () => {
    const { root } = writeWorkspace({
      'application/config/routes.php': "<?php\nRoute::get('contact', 'welcome/contact');\n",
      'application/controllers/Welcome.php': '<?php\nclass Welcome {\n    public function index() {}\n}\n',
    });
    const client = await TestClient.start(root);
    try {
      const routes = path.join(root, 'application/config/routes.php');
      await client.open(routes);
      await client.waitForDiagnostics(routes, (d) => d.some((x) => x.code === 'unknown-action'));
      const controller = path.join(root, 'application/controllers/Welcome.php');
      fs.writeFileSync(controller, '<?php\nclass Welcome {\n    public function index() {}\n    public function contact() {}\n}\n');
      await client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf(controller), type: 2 }] });
      const after = await client.waitForDiagnostics(routes, (d) => !d.some((x) => x.code === 'unknown-action'));
      assert.deepEqual(
        after.map((d) => d.code),
        [],
      );
    } finally {
      await client.stop();
    }
  });

  test('definition and document links on a target, hovers on targets and context(), diagnostics, Find Route', async () => {
    const client = await TestClient.start(HMVC);
    try {
      await client.open(ROUTES);
      const at = (needle: string, delta: number) => client.at(ROUTES, TEXT.indexOf(needle) + delta, TEXT);

      const definition = await client.request<Location[]>('textDocument/definition', at("'welcome/about'", 3));
      assert.equal(definition.length, 1);
      assert.ok(definition[0].uri.endsWith('/application/controllers/Welcome.php'));
      const welcome = fs.readFileSync(path.join(HMVC, 'application/controllers/Welcome.php'), 'utf8').split('\n');
      assert.ok(welcome[definition[0].range.start.line].includes('function about'));

      const links = await client.request<DocumentLink[]>('textDocument/documentLink', { textDocument: { uri: uriOf(ROUTES) } });
      // The default controller of the `$route['default_controller']` line goes to its index() (line 5) too.
      assert.deepEqual(links.map((l) => l.target!.split('/application/')[1]).sort(), [
        'controllers/Welcome.php#L1',
        'controllers/Welcome.php#L10',
        'controllers/Welcome.php#L5',
        'controllers/admin/Settings.php#L9',
        'modules/shop/controllers/Products.ts#L3',
      ]);

      const hover = async (needle: string, delta: number) =>
        ((await client.request<Hover>('textDocument/hover', at(needle, delta))).contents as { value: string }).value;
      assert.match(
        await hover("'admin/settings/save'", 3),
        /\*\*Target\*\* `admin\/settings\/save` → `application\/controllers\/admin\/Settings\.php` → `Settings::save\(\)` \(the application\)/,
      );
      assert.match(
        await hover("'shop/products/show/$1'", 3),
        /depends on the request; candidates:\n\n- `application\/modules\/shop\/controllers\/Products\.ts` \(module shop\)/,
      );
      const context = await hover('Route::context', 9);
      assert.match(context, /- `admin\/blog\/…` → `application\/modules\/blog\/controllers\/Admin\.php` \(index, drafts\)/);
      assert.match(context, /- `admin\/shop\/…` → `application\/modules\/shop\/controllers\/Admin\.ts` \(index, orders\)/);
      // A PHP app follows Bonfire's released context home (docs/decisions.md#php-apps): the bare area goes to the home itself.
      assert.match(context, /- home: `admin` → `application\/controllers\/dashboard` → `application\/controllers\/Dashboard\.php` → `Dashboard::index\(\)`/);

      const diagnostics = await client.waitForDiagnostics(ROUTES, (d) => d.some((x) => x.code === 'unknown-controller'));
      assert.deepEqual(
        diagnostics
          .filter((d: Diagnostic) => String(d.code).startsWith('unknown-'))
          .map((d) => [d.code, d.range.start.line])
          .sort(),
        [
          ['unknown-action', 12],
          ['unknown-controller', 13],
        ],
      );

      const found = await client.request<{
        runs: { status: number; router: string; runs: { display: string; class: string; method: string; args: string[]; via: string; location: Location } };
      }>('routelens/match', { verb: 'GET', uri: '/products/AB12' });
      const { location, ...runs } = found.runs.runs;
      assert.deepEqual(runs, { display: 'application/modules/shop/controllers/Products.ts', class: 'Products', method: 'show', args: ['AB12'], via: 'route' });
      assert.ok(location.uri.endsWith('/modules/shop/controllers/Products.ts'));
      assert.equal(found.runs.status, 200);
      assert.equal(found.runs.router, 'HMVC (modules with controllers: blog, shop)');
    } finally {
      await client.stop();
    }
  });
});
