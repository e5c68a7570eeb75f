// The editor on a CodeIgniter 4 app, over a real JSON-RPC connection: hover of `$routes->…` calls (a group's routes,
// first-definition-wins drops), inlay hints with the stored key, the outline, the route view's rows, diagnostics and
// their quick fix, and the table following an edit of an open Routes.php.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { InlayHint, WorkspaceEdit } from 'vscode-languageserver';
import { applyEdit, checkCodeActions, checkCompletion, checkDiagnostics, checkHover, checkSymbols, outline, withSession } from './harness/checks';
import { TestClient, uriOf, writeWorkspace } from './harness/lsp-client';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { MatchResponse, RoutesResponse } from '../src/lsp/protocol';

const ROUTES = `<?php

use CodeIgniter\\Router\\RouteCollection;

/** @var RouteCollection $routes */
$routes->get('/', 'Home::index');
$routes->group('admin', ['filter' => 'auth'], static function ($routes) {
    $routes->get('users', 'Admin\\Users::index', ['as' => 'users']);
    $routes->resource('photos', ['only' => ['index', 'show']]);
});
$routes->get('admin/users', 'Other::users');
$routes->post('login', 'Auth::login');
`;

describe('CodeIgniter 4 in the editor', () => {
  test('hover on a group lists the routes it makes, with filters; a dropped route says which one wins', async () => {
    const group = await checkHover({ 'app/Config/Routes.php': ROUTES.replace("$routes->group('admin'", "$routes->gr$0oup('admin'") });
    assert.match(group, /\*\*\$routes->group\(\)\*\* makes 3 routes/);
    assert.ok(group.includes('| GET | `admin/users` → `\\App\\Controllers\\Admin\\Users::index` (filters `auth`) | `users` |'), group);
    assert.ok(group.includes('| GET | `admin/photos/(.*)` → `\\App\\Controllers\\Photos::show/$1` (filters `auth`) |'), group);
    const dropped = await checkHover({ 'app/Config/Routes.php': ROUTES.replace("$routes->get('admin/users', 'Other", "$routes->g$0et('admin/users', 'Other") });
    assert.ok(dropped.includes('| ~~GET~~ | `admin/users` → *ignored: the first is at app/Config/Routes.php:8*'), dropped);
  });

  test('diagnostics: route-ignored names the route that wins; its quick fix removes the line', async () => {
    const diagnostics = await checkDiagnostics({ 'app/Config/Routes.php': ROUTES });
    const ignored = diagnostics.find((d) => d.code === 'route-ignored');
    assert.ok(ignored, JSON.stringify(diagnostics));
    assert.equal(ignored.range.start.line, 10);
    assert.match(String(ignored.message), /keeps the first route of a key, defined at app\/Config\/Routes\.php:8/);
    const { titles, fixed } = await checkCodeActions({
      'app/Config/Routes.php': ROUTES.replace("$routes->get('admin/users', 'Other", "$0$routes->get('admin/users', 'Other"),
    });
    assert.ok(titles.includes('Remove this route (CodeIgniter 4 ignores it)'), titles.join());
    assert.ok(!fixed.includes('Other::users') && fixed.includes('Auth::login'), fixed);
  });

  test('a route ignored in one run of a loop whose other runs made routes is not offered for removal', async () => {
    const { titles } = await checkCodeActions({
      'app/Config/Routes.php': "<?php\nforeach (['a', 'b', 'a'] as $k) {\n    $0$routes->get($k, 'Pages::x');\n}\n",
    });
    assert.ok(!titles.includes('Remove this route (CodeIgniter 4 ignores it)'), titles.join());
  });

  test('inlay hints show the stored key where the file does not spell it; the outline nests groups', async () => {
    await withSession({ 'app/Config/Routes.php': ROUTES }, async (s) => {
      const hints = await s.client.request<InlayHint[]>('textDocument/inlayHint', {
        textDocument: { uri: uriOf(s.file) },
        range: { start: { line: 0, character: 0 }, end: { line: 20, character: 0 } },
      });
      assert.deepEqual(
        hints.map((h) => `${h.position.line}: ${typeof h.label === 'string' ? h.label : ''}`),
        ['7: → admin/users', '8: → admin/photos, admin/photos/(.*)'],
      );
    });
    const symbols = outline(await checkSymbols({ 'app/Config/Routes.php': ROUTES }));
    assert.deepEqual(symbols, ['GET /', "group 'admin'", '  GET admin/users', '  GET admin/photos', 'GET admin/users', 'POST login']);
  });

  test('signature help in a $routes call: its parameters, the one the cursor is in, what CodeIgniter does with it', async () => {
    await withSession({ 'app/Config/Routes.php': ROUTES.replace("$routes->post('login', 'Auth::login');", "$routes->post('login', $0") }, async (s) => {
      const help = await s.client.request<{ signatures: { label: string; documentation?: string }[]; activeParameter?: number } | null>(
        'textDocument/signatureHelp',
        s.client.at(s.file, s.offset),
      );
      assert.equal(help?.signatures[0].label, '$routes->post(string $from, string|array|Closure $to, ?array $options = null)');
      assert.equal(help?.activeParameter, 1);
      assert.match(String(help?.signatures[0].documentation), /keeps the first route of a key/);
    });
  });

  test('route names: definition and references from an addRedirect to its `as`; rename changes both; completion offers the names', async () => {
    const files = { 'app/Config/Routes.php': `${ROUTES}$routes->addRedirect('members', 'us$0ers');\n` };
    await withSession(files, async (s) => {
      const at = s.client.at(s.file, s.offset);
      const definition = await s.client.request<{ range: { start: { line: number } } }[]>('textDocument/definition', at);
      assert.deepEqual(
        definition.map((d) => d.range.start.line),
        [7],
      );
      const references = await s.client.request<{ range: { start: { line: number } } }[]>('textDocument/references', {
        ...at,
        context: { includeDeclaration: true },
      });
      assert.deepEqual(references.map((r) => r.range.start.line).sort(), [12, 7]);
      const edit = await s.client.request<WorkspaceEdit>('textDocument/rename', { ...at, newName: 'people' });
      const renamed = applyEdit(fs.readFileSync(s.file, 'utf8'), edit, uriOf(s.file));
      assert.ok(renamed.includes("['as' => 'people']") && renamed.includes("addRedirect('members', 'people')"), renamed);
    });
    const items = await checkCompletion({ 'app/Config/Routes.php': `${ROUTES}$routes->addRedirect('old', 'u$0');\n` });
    assert.ok(
      items.some((i) => i.label === 'users'),
      JSON.stringify(items.map((i) => i.label)),
    );
  });

  test('workspace symbols find a CodeIgniter 4 route by its key, handler or name', async () => {
    await withSession({ 'app/Config/Routes.php': ROUTES }, async (s) => {
      const found = await s.client.request<{ name: string; location: { range: { start: { line: number } } } }[]>('workspace/symbol', { query: 'users' });
      assert.deepEqual(
        found.map((f) => `${f.name} @${f.location.range.start.line}`),
        ['GET admin/users @7'],
      );
    });
  });

  test('the route view has the app as one table, each verb in the router order; an edit of the open file updates it', async () => {
    await withSession({ 'app/Config/Routes.php': ROUTES }, async (s) => {
      const table = await s.client.request<RoutesResponse>('routelens/routes', {});
      assert.deepEqual(
        table.routes.map((r) => `${r.verb} ${r.from} #${r.order}`),
        ['GET / #1', 'GET admin/users #2', 'GET admin/photos #3', 'GET admin/photos/(.*) #4', 'POST login #1'],
      );
      assert.equal(new Set(table.routes.map((r) => r.table)).size, 1);
      await s.client.change(s.file, ROUTES.replace("$routes->post('login'", "$routes->put('login'"));
      const after = await s.client.request<RoutesResponse>('routelens/routes', {});
      assert.ok(after.routes.some((r) => r.verb === 'PUT' && r.from === 'login'));
    });
  });

  test('Find Route (routelens/match) answers as CodeIgniter 4 does: the route, why it wins, its filters, the method that runs with its place; a pasted URL; a 404; spoofing-free verbs', async () => {
    const files = {
      'app/Config/Routes.php': ROUTES,
      'app/Controllers/Admin/Users.php':
        '<?php\nnamespace App\\Controllers\\Admin;\nclass Users extends \\CodeIgniter\\Controller\n{\n    public function index() {}\n}\n',
      'app/Config/Filters.php':
        "<?php\nnamespace Config;\nuse CodeIgniter\\Config\\Filters as BaseFilters;\nclass Filters extends BaseFilters\n{\n    public array $aliases = ['auth' => 'App\\\\Filters\\\\Auth', 'toolbar' => 'X'];\n    public array $globals = ['before' => [], 'after' => ['toolbar']];\n}\n",
    };
    await withSession(files, async (s) => {
      type Answer = MatchResponse;
      const found = await s.client.request<Answer>('routelens/match', { verb: 'GET', uri: 'https://example.com/admin/users?page=2' });
      assert.equal(found.match!.from, 'admin/users');
      assert.equal(found.match!.position, 2);
      assert.match(found.match!.reason, /the 1 before it do not\. Filters before: auth; after: auth, toolbar\./);
      assert.equal(found.match!.location!.range.start.line, 7);
      assert.equal(found.runs!.status, 200);
      assert.equal(found.runs!.router, 'CodeIgniter 4 (auto routing off)');
      assert.equal(found.runs!.runs!.class, 'App\\Controllers\\Admin\\Users');
      assert.equal(found.runs!.runs!.display, 'app/Controllers/Admin/Users.php');
      assert.equal(found.runs!.runs!.location.range.start.line, 4);
      const missing = await s.client.request<Answer>('routelens/match', { verb: 'GET', uri: '/nowhere' });
      assert.equal(missing.match, null);
      assert.equal(missing.runs!.status, 404);
      // A class the app does not have: the route matches, CodeIgniter answers 404.
      const noClass = await s.client.request<Answer>('routelens/match', { verb: 'POST', uri: '/login' });
      assert.equal(noClass.match!.from, 'login');
      assert.equal(noClass.runs!.status, 404);
      assert.match(noClass.runs!.reason!, /App\\Controllers\\Auth::login/);
      await assert.rejects(s.client.request('routelens/match', { verb: 'FETCH', uri: '/x' }), /not a request method CodeIgniter 4 routes/);
    });
  });

  test('opened while the workspace is still listed (the web, where files arrive from the client): no handler is checked until it is; then the module and the config read late are in the table', async () => {
    const { root } = writeWorkspace({
      'app/Config/Routes.php': "<?php\n$routes->get('/', 'Home::index');\n",
      'app/Config/Autoload.php':
        "<?php\nnamespace Config;\nclass Autoload { public $psr4 = [APP_NAMESPACE => APPPATH, 'Acme\\\\Blog' => ROOTPATH . 'blog']; }\n",
      'blog/Config/Routes.php': "<?php\n$routes->get('blog', '\\\\Acme\\\\Blog\\\\Posts::index');\n",
      'app/Controllers/Home.php': '<?php\nnamespace App\\Controllers;\nclass Home extends BaseController\n{\n    public function index() {}\n}\n',
    });
    // Like the web server: a file is known only once the client has handed it over.
    const handed = new Map<string, string>();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const listed = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? listed(path.join(dir, e.name)) : [path.join(dir, e.name)]));
    const client = await TestClient.start(root, {
      awaitIndex: false,
      environment: {
        source: {
          read: (file) => (handed.has(file) ? { ok: true, text: handed.get(file)! } : { ok: false, error: `${file} is not handed over yet` }),
          isFile: (file) => handed.has(file),
        },
        listFiles: async () => {
          await gate;
          for (const file of listed(root)) handed.set(file, fs.readFileSync(file, 'utf8'));
          return [...handed.keys()];
        },
      },
    });
    try {
      const routes = path.join(root, 'app/Config/Routes.php');
      await client.open(routes);
      const before = await client.waitForDiagnostics(routes);
      assert.deepEqual(
        before.filter((d) => d.code === 'unknown-handler'),
        [],
        'no handler is checked before the controllers are known',
      );
      release();
      await client.indexing;
      const table = await client.request<RoutesResponse>('routelens/routes', {});
      assert.deepEqual(
        table.routes.map((r) => r.from),
        ['/', 'blog'],
      );
      const after = await client.waitForDiagnostics(routes, (d) => d.some((x) => x.code === 'head-not-routed'));
      assert.deepEqual(
        after.filter((d) => d.code === 'unknown-handler'),
        [],
        'Home::index exists',
      );
    } finally {
      await client.stop();
    }
  });
});
