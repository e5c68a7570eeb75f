// The exposure audit in the editor, over a real JSON-RPC connection: findings as diagnostics on controller methods
// and routes (after typing pauses), a code lens on each controller method, quick fixes.

import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import type { CodeAction, CodeLens, Diagnostic } from 'vscode-languageserver';
import { TestClient, uriOf, writeWorkspace } from './harness/lsp-client';
import { applyEdit } from './harness/checks';

const ROOT = path.resolve(__dirname, '../../..');
const PLAIN = path.join(ROOT, 'test-fixtures/ci3-resolution/plain');
const SHOP = path.join(PLAIN, 'application/controllers/Shop.php');
const ROUTES = path.join(PLAIN, 'application/config/routes.php');

describe('exposure in the editor', () => {
  test('diagnostics on controller methods and routes, and a lens on each method', async () => {
    const client = await TestClient.start(PLAIN);
    try {
      await client.open(SHOP);
      await client.open(ROUTES);
      const onShop = await client.waitForDiagnostics(SHOP, (d) => d.length > 0);
      const line = (d: Diagnostic) => `${d.range.start.line + 1} ${String(d.code)}`;
      assert.deepEqual(
        onShop.map(line).sort((a, b) => parseInt(a) - parseInt(b)),
        // A route admitting digits only (`products/(:num)`), a POST-only route: what the automatic URL evades. Methods
        // only automatic routing reaches are the audit's alone (every public method is an action in CodeIgniter 3).
        ['4 constraint-bypass', '5 verb-bypass'],
      );
      const verb = onShop.find((d) => d.code === 'verb-bypass')!;
      assert.match(
        String(verb.message),
        /^Shop::create\(\) is routed for POST only \(POST 'orders'\), but automatic routing also runs it for GET\|PUT\|DELETE\|HEAD\|PATCH\|OPTIONS: any method \/shop\/create\[\/…\]\. /,
      );
      const onRoutes = await client.waitForDiagnostics(ROUTES, (d) => d.some((x) => x.code === 'block-serves-default'));
      assert.deepEqual(onRoutes.filter((d) => ['block-serves-default', 'param-count'].includes(String(d.code))).map(line), [
        '11 block-serves-default',
        '14 param-count',
      ]);

      const lenses = await client.request<CodeLens[]>('textDocument/codeLens', { textDocument: { uri: uriOf(SHOP) } });
      assert.deepEqual(
        lenses.map((l) => `${l.range.start.line + 1} ${l.command!.title}`),
        ['3 auto-routed', '4 2 routes · auto-routed', '5 1 route · auto-routed', '6 auto-routed', '10 auto-routed'],
      );
      const create = lenses.find((l) => l.range.start.line === 4)!;
      assert.equal(create.command!.command, 'routelens.showReach');
      const [, reaches] = create.command!.arguments as [string, { label: string; location: { uri: string; range: { start: { line: number } } } | null }[]];
      assert.deepEqual(
        reaches.map((r) => [r.label, r.location && `${path.basename(r.location.uri)}:${r.location.range.start.line + 1}`]),
        [
          ["POST /orders — route → 'shop/create'", 'routes.php:9'],
          ['ANY /shop/create[/…] — automatic routing', null],
        ],
      );
    } finally {
      await client.stop();
    }
  });

  test("the status count is the route view's: $route lines included", async () => {
    const client = await TestClient.start(PLAIN);
    try {
      const counts: number[] = [];
      client.connection.onNotification('routelens/status', (params: { routes: number }) => {
        counts.push(params.routes);
      });
      await client.open(ROUTES);
      await client.waitForDiagnostics(ROUTES);
      const rows = await client.request<{ routes: unknown[] }>('routelens/routes', {});
      assert.equal(rows.routes.length, 6);
      assert.equal(counts.at(-1), rows.routes.length);
    } finally {
      await client.stop();
    }
  });

  test('quick fixes: make an inherited public method protected; send a bypassed automatic URL to the 404_override', async () => {
    const { root } = writeWorkspace({
      'application/config/routes.php':
        "<?php\n$route['default_controller'] = 'welcome';\n$route['404_override'] = 'errors/page_missing';\n$route['orders']['post'] = 'shop/create';\n",
      'application/core/MY_Controller.php': '<?php\nclass MY_Controller extends CI_Controller {\n    function helper() {}\n}\n',
      'application/controllers/Shop.php': '<?php\nclass Shop extends MY_Controller {\n    public function create() {}\n}\n',
      'application/controllers/Welcome.php': '<?php\nclass Welcome extends CI_Controller {\n    public function index() {}\n}\n',
      'application/controllers/Errors.php': '<?php\nclass Errors extends CI_Controller {\n    public function page_missing() {}\n}\n',
    });
    const client = await TestClient.start(root);
    try {
      const shop = path.join(root, 'application/controllers/Shop.php');
      const base = path.join(root, 'application/core/MY_Controller.php');
      const routes = path.join(root, 'application/config/routes.php');
      await client.open(shop);
      await client.open(base);
      const fixes = async (file: string, code: string) => {
        const [diagnostic] = await client.waitForDiagnostics(file, (d) => d.some((x) => x.code === code));
        return client.request<CodeAction[]>('textDocument/codeAction', {
          textDocument: { uri: uriOf(file) },
          range: diagnostic.range,
          context: { diagnostics: [diagnostic] },
        });
      };
      // One warning on the base class's declaration, not one per controller that inherits it.
      const inherited = await client.waitForDiagnostics(base, (d) => d.length > 0);
      assert.deepEqual(
        inherited.map((d) => [d.code, d.message]),
        [
          [
            'inherited-public-method',
            'helper() is public in a base class: it is an action of the controller that extends it (Shop), e.g. /shop/helper[/…]. Make it protected, or start its name with _.',
          ],
        ],
      );
      const [protect] = await fixes(base, 'inherited-public-method');
      assert.equal(protect.title, 'Make it protected (no URL reaches it then)');
      assert.equal(
        applyEdit(fs.readFileSync(base, 'utf8'), protect.edit!, uriOf(base)),
        '<?php\nclass MY_Controller extends CI_Controller {\n    protected function helper() {}\n}\n',
      );
      const [block] = (await fixes(shop, 'verb-bypass')).filter((a) => a.title.startsWith('Send'));
      assert.equal(block.title, 'Send the automatic URL /shop/create[/…] to the 404_override (a route in config/routes.php)');
      const blocked = applyEdit(fs.readFileSync(routes, 'utf8'), block.edit!, uriOf(routes));
      assert.ok(
        blocked.endsWith("$route['orders']['post'] = 'shop/create';\n$route['[sS]hop/[cC][rR][eE][aA][tT][eE](/.*)?'] = 'errors/page_missing';\n"),
        blocked,
      );
      // The fix does what it says: with the line written, GET /shop/create runs the override and the finding is gone.
      fs.writeFileSync(routes, blocked);
      await client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf(routes), type: 2 }] });
      const after = await client.waitForDiagnostics(shop, (d) => !d.some((x) => x.code === 'verb-bypass'));
      assert.deepEqual(after, []);
    } finally {
      await client.stop();
    }
  });

  test('the missing method of a route target is added to its controller; lenses on a JavaScript controller', async () => {
    const { root } = writeWorkspace({
      'application/config/routes.php': "<?php\n$route['default_controller'] = 'welcome';\n$route['contact'] = 'welcome/contact';\n",
      'application/controllers/Welcome.php': '<?php\nclass Welcome extends CI_Controller {\n    public function index() {}\n}\n',
    });
    const client = await TestClient.start(root);
    try {
      const routes = path.join(root, 'application/config/routes.php');
      const welcome = path.join(root, 'application/controllers/Welcome.php');
      await client.open(routes);
      const [missing] = await client.waitForDiagnostics(routes, (d) => d.some((x) => x.code === 'unknown-action'));
      const actions = await client.request<CodeAction[]>('textDocument/codeAction', {
        textDocument: { uri: uriOf(routes) },
        range: missing.range,
        context: { diagnostics: [missing] },
      });
      const add = actions.find((a) => a.title.startsWith('Add contact()'))!;
      assert.equal(add.title, 'Add contact() to Welcome (application/controllers/Welcome.php)');
      const added = applyEdit(fs.readFileSync(welcome, 'utf8'), add.edit!, uriOf(welcome));
      assert.equal(added, '<?php\nclass Welcome extends CI_Controller {\n    public function index() {}\n\n    public function contact()\n    {\n    }\n}\n');
      fs.writeFileSync(welcome, added);
      await client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf(welcome), type: 2 }] });
      await client.waitForDiagnostics(routes, (d) => !d.some((x) => x.code === 'unknown-action'));
    } finally {
      await client.stop();
    }
    const app = path.join(ROOT, 'test-fixtures/router-app');
    const node = await TestClient.start(app);
    try {
      const pages = path.join(app, 'controllers/Pages.js');
      await node.open(pages);
      const lenses = await node.request<CodeLens[]>('textDocument/codeLens', { textDocument: { uri: uriOf(pages) } });
      const text = fs.readFileSync(pages, 'utf8').split('\n');
      const titles = lenses.map((l) => `${text[l.range.start.line].trim().split('(')[0]}: ${l.command!.title}`);
      assert.ok(titles.includes('about: 1 route · auto-routed'), titles.join('; '));
      assert.ok(titles.includes('missing: 404_override · auto-routed'), titles.join('; '));
      assert.ok(!titles.some((t) => t.startsWith('static stats')), 'a static method is never run by the router');
    } finally {
      await node.stop();
    }
  });
});
