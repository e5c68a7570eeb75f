// The editor on `$route[...]` lines, what most CodeIgniter 3 routes files are made of: hover shows what the final
// table makes of a line (or why it has nothing of it), definition and document links go from a target to its
// controller method. Over JSON-RPC, on test-fixtures/ci3-app and on small apps written here.

import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import type { CodeAction, Diagnostic, DocumentLink, DocumentSymbol, Hover, InlayHint, Location } from 'vscode-languageserver';
import { DiagnosticTag } from 'vscode-languageserver';
import { runCli as run } from './harness/cli';
import { TestClient, uriOf, writeWorkspace } from './harness/lsp-client';

const ROOT = path.resolve(__dirname, '../../..');
const CI3 = path.join(ROOT, 'test-fixtures/ci3-app');
const CI3_ROUTES = path.join(CI3, 'application/config/routes.php');

/** A server on `root` with `file` open; `hover(needle, delta)` at the first `needle` of the file (plus `delta`). */
async function session(
  root: string,
  file: string,
  body: (s: {
    client: TestClient;
    text: string;
    hover: (needle: string, delta?: number) => Promise<string | null>;
    at: (needle: string, delta?: number) => ReturnType<TestClient['at']>;
  }) => Promise<void>,
): Promise<void> {
  const client = await TestClient.start(root);
  try {
    const text = fs.readFileSync(file, 'utf8');
    await client.open(file);
    await client.waitForDiagnostics(file);
    const at = (needle: string, delta = 1) => {
      assert.ok(text.includes(needle), needle);
      return client.at(file, text.indexOf(needle) + delta, text);
    };
    const hover = async (needle: string, delta = 1) => {
      const result = await client.request<Hover | null>('textDocument/hover', at(needle, delta));
      return result ? (result.contents as { value: string }).value : null;
    };
    await body({ client, text, hover, at });
  } finally {
    await client.stop();
  }
}

describe('$route lines in the editor', () => {
  test('hover: the routes a line puts in the final table, with where its target goes', async () => {
    await session(CI3, CI3_ROUTES, async ({ hover }) => {
      const literal = await hover("$route['login']['get']");
      assert.match(literal ?? '', /\*\*`\$route\['login'\]\['get'\]`\*\* — 1 route/);
      assert.match(literal ?? '', /\| GET \| `login` → `auth\/login` \|/);
      assert.match(literal ?? '', /\*\*Target\*\* `auth\/login` → `application\/controllers\/Auth\.php` → `Auth::login\(\)`/);
      // The other verb of the same key is its own line, with its own row.
      assert.match((await hover("$route['login']['post']")) ?? '', /\| POST \| `login` → `auth\/attempt` \|/);
      const pattern = await hover("$route['products/(:num)']");
      assert.match(pattern ?? '', /\| ANY \| `products\/\{num\}` → `catalog\/product_lookup_by_id\/\$1` \|/);
      assert.match(pattern ?? '', /depends on the request; candidates:\n\n- `application\/controllers\/Catalog\.php`/);
    });
  });

  test('hover: a line the final table does not keep says why; unset and settings say what they do', async () => {
    await session(CI3, CI3_ROUTES, async ({ hover, text }) => {
      const unsetLine = text.slice(0, text.indexOf('unset(')).split('\n').length;
      const removed = (await hover("$route['legacy/(:any)']")) ?? '';
      assert.ok(removed.endsWith(`**\`$route['legacy/(:any)']\`** is not in the final table: routes.php:${unsetLine} removes it (\`unset\`).`), removed);
      assert.equal(await hover('unset($route', 2), "**`unset($route['legacy/(:any)'])`** removes `legacy/(:any)` from the table.");
      assert.match(
        (await hover("$route['default_controller']")) ?? '',
        /= `Welcome` is a setting, not a route: the controller that runs when the URL has no path\./,
      );
      // Outside any statement: no hover.
      assert.equal(await hover('URI ROUTING'), null);
    });
    const { root } = writeWorkspace({
      'application/config/routes.php':
        "<?php\n$route['shop'] = 'shop/old';\n$route['x']['get'] = 'x/get';\n$route['shop'] = 'shop/index';\n$route['x']['get'] = 'x/show';\nforeach (array('a', 'b') as $p) {\n  $route[$p] = 'pages/' . $p;\n}\n$route['p/(\\d+)/(.*)'] = 'p/$1';\n",
    });
    const file = path.join(root, 'application/config/routes.php');
    await session(root, file, async ({ hover }) => {
      assert.equal(await hover("$route['shop'] = 'shop/old'"), "**`$route['shop']`** is not in the final table: routes.php:4 writes it again.");
      assert.equal(await hover("$route['x']['get'] = 'x/get'"), "**`$route['x']['get']`** is not in the final table: routes.php:5 writes it again.");
      // A line in a loop: every route it made.
      assert.match((await hover('$route[$p]')) ?? '', /— 2 routes[\s\S]*\| ANY \| `a` → `pages\/a` \|[\s\S]*\| ANY \| `b` → `pages\/b` \|/);
      // The key as written in PHP, as code (a pattern's `*` is not emphasis).
      assert.match((await hover("$route['p/")) ?? '', /^\*\*`\$route\['p\/\(\\d\+\)\/\(\.\*\)'\]`\*\* — 1 route/);
    });
  });

  test('definition and document links: from a literal target to its controller method', async () => {
    await session(CI3, CI3_ROUTES, async ({ client, at }) => {
      const auth = fs.readFileSync(path.join(CI3, 'application/controllers/Auth.php'), 'utf8');
      const definition = await client.request<Location[]>('textDocument/definition', at("'auth/attempt'", 3));
      assert.equal(definition.length, 1);
      assert.equal(definition[0].uri, uriOf(path.join(CI3, 'application/controllers/Auth.php')));
      assert.equal(definition[0].range.start.line, auth.slice(0, auth.indexOf('function attempt')).split('\n').length - 1);
      // The key of the line is not a target; a target with $n has no single method.
      assert.deepEqual(await client.request<Location[]>('textDocument/definition', at("$route['login']['post']", 9)), []);
      assert.deepEqual(await client.request<Location[]>('textDocument/definition', at("'catalog/product_lookup_by_id/$1'", 3)), []);
      const links = await client.request<DocumentLink[]>('textDocument/documentLink', { textDocument: { uri: uriOf(CI3_ROUTES) } });
      const targets = links.map((l) =>
        decodeURIComponent(l.target ?? '')
          .split('/')
          .pop(),
      );
      assert.ok(
        targets.some((t) => t?.startsWith('Auth.php')),
        JSON.stringify(targets),
      );
      assert.ok(targets.some((t) => t?.startsWith('Errors.php')) || targets.length >= 2, JSON.stringify(targets));
    });
  });

  test("document symbols: the outline lists each line's routes in file order, a loop line with its routes inside", async () => {
    await session(CI3, CI3_ROUTES, async ({ client }) => {
      const symbols = await client.request<DocumentSymbol[]>('textDocument/documentSymbol', { textDocument: { uri: uriOf(CI3_ROUTES) } });
      // Settings and the unset line are not routes; the removed legacy line has none in the final table.
      assert.deepEqual(
        symbols.map((s) => `${s.name} ${s.detail}`),
        [
          'ANY products/(:num) → catalog/product_lookup_by_id/$1',
          'ANY products/([a-z]+)/(\\d+) → catalog/$1/$2',
          'GET login → auth/login',
          'POST login → auth/attempt',
          'ANY blog/(:any) → pages/view/$1',
        ],
      );
    });
    const { root } = writeWorkspace({
      'application/config/routes.php':
        "<?php\nRoute::get('home', 'pages/home');\nforeach (array('a', 'b') as $p) {\n  $route[$p] = 'pages/' . $p;\n}\n$route = Route::map($route);\n$route['z'] = 'pages/z';\n",
    });
    const file = path.join(root, 'application/config/routes.php');
    await session(root, file, async ({ client }) => {
      const symbols = await client.request<DocumentSymbol[]>('textDocument/documentSymbol', { textDocument: { uri: uriOf(file) } });
      assert.deepEqual(
        symbols.map((s) => [s.name, s.detail, s.range.start.line, (s.children ?? []).map((c) => c.name)]),
        [
          ['GET home', '→ pages/home', 1, []],
          ["$route[$p] = 'pages/' . $p;", '2 routes', 3, ['ANY a', 'ANY b']],
          ['Route.map', 'builds the route table', 5, []],
          ['ANY z', '→ pages/z', 6, []],
        ],
      );
    });
  });

  test('a $route line that a later line overwrites is greyed with route-replaced, and a quick fix removes it', async () => {
    const text =
      "<?php\n$route['default_controller'] = 'welcome';\n$route['about'] = 'pages/about';\nif (ENVIRONMENT === 'development') { $route['tools'] = 'dev/tools'; }\n$route['tools'] = 'tools/index';\nforeach (array('a', 'b') as $p) { $route['x'] = 'pages/' . $p; }\n$route['about'] = 'pages/about_us';\n";
    const { root } = writeWorkspace({ 'application/config/routes.php': text });
    const file = path.join(root, 'application/config/routes.php');
    await session(root, file, async ({ client }) => {
      const diagnostics = await client.waitForDiagnostics(file, (d: Diagnostic[]) => d.length > 0);
      // Only the first 'about': not the one under an undecided condition, not a loop's own repeated write.
      assert.deepEqual(
        diagnostics.map((d) => [d.code, d.range.start.line, d.tags]),
        [['route-replaced', 2, [DiagnosticTag.Unnecessary]]],
      );
      assert.match(String(diagnostics[0].message), /\$route\['about'\] is written again later \('pages\/about_us'\)/);
      const actions = await client.request<CodeAction[]>('textDocument/codeAction', {
        textDocument: { uri: uriOf(file) },
        range: diagnostics[0].range,
        context: { diagnostics },
      });
      const remove = actions.find((a) => a.title.startsWith('Remove this line'));
      const edits = remove?.edit?.changes?.[uriOf(file)] ?? [];
      assert.deepEqual(
        edits.map((e) => [e.range.start, e.range.end, e.newText]),
        [[{ line: 2, character: 0 }, { line: 3, character: 0 }, '']],
      );
    });
    const cli = JSON.parse((await run('check', '--json', root)).out) as { diagnostics: { code: string; line: number }[] };
    assert.deepEqual(
      cli.diagnostics.map((d) => [d.code, d.line]),
      [['route-replaced', 3]],
    );
  });

  test('inlay hints: after a computed key, the path it made; none after a literal one, a regex key with backslashes included', async () => {
    const { root } = writeWorkspace({
      'application/config/constants.php': "<?php\ndefine('SITE_AREA', 'admin');\n",
      'application/config/routes.php':
        "<?php\n$route['login'] = 'users/login';\n$route[SITE_AREA . '/content'] = 'admin/content/index';\n$route[SITE_AREA]['get'] = 'admin/home';\nforeach (array('a', 'b') as $p) {\n  $route['pages/' . $p] = 'pages/' . $p;\n}\nif (ENVIRONMENT === 'development') { $route['dev/' . 'tools'] = 'tools'; }\n$route['sitemap\\.xml'] = 'sitemap/index';\n$route['it\\'s'] = 'pages/its';\n",
    });
    const file = path.join(root, 'application/config/routes.php');
    await session(root, file, async ({ client, text }) => {
      const hints = await client.request<InlayHint[]>('textDocument/inlayHint', {
        textDocument: { uri: uriOf(file) },
        range: { start: { line: 0, character: 0 }, end: { line: 11, character: 0 } },
      });
      const lines = text.split('\n');
      assert.deepEqual(
        hints.map((h) => `${lines[h.position.line].slice(0, h.position.character)} ${h.label as string}`),
        [
          "$route[SITE_AREA . '/content' → admin/content",
          '$route[SITE_AREA → admin',
          "  $route['pages/' . $p → pages/a, pages/b",
          "if (ENVIRONMENT === 'development') { $route['dev/' . 'tools' → dev/tools (if ENVIRONMENT === 'development')",
        ],
      );
      // Only the hints in the range asked for.
      const some = await client.request<InlayHint[]>('textDocument/inlayHint', {
        textDocument: { uri: uriOf(file) },
        range: { start: { line: 3, character: 0 }, end: { line: 4, character: 0 } },
      });
      assert.deepEqual(
        some.map((h) => h.label),
        ['→ admin'],
      );
    });
  });

  test('an answer, never an error, at every position of an odd routes file (hover, definition; outline, hints, links)', async () => {
    const text = [
      '<?php',
      "$route = array('a' => 'x/a', 'b' => array('get' => 'x/b'));",
      "$route[UNKNOWN_AREA . '/x'] = 'y/$1';",
      "$route['cb/(:num)'] = function ($id) { return 'catalog/' . $id; };",
      "$route['v']['GET'] = 'v/get'; $route['v']['get'] = 'v/get2';",
      "$route['s'] = 's'; $route['s'] .= '/more'; unset($route['missing'], $route['a']);",
      'foreach (array() as $k => $v) { $route[$k] = $v; }',
      "if ($_GET['x']) { $route['default_controller'] = \"h\\$x\"; } else { unset($route['v']); }",
      "$route[] = 'appended';",
      "$route['p\\'q'] = 'x';",
      '',
    ].join('\n');
    const { root } = writeWorkspace({
      'application/config/routes.php': text,
      'application/controllers/Y.php': '<?php class Y extends CI_Controller { public function index() {} }\n',
    });
    const file = path.join(root, 'application/config/routes.php');
    const client = await TestClient.start(root);
    try {
      await client.open(file);
      await client.waitForDiagnostics(file);
      let hovers = 0;
      for (let offset = 0; offset <= text.length; offset++) {
        const hover = await client.request<Hover | null>('textDocument/hover', client.at(file, offset, text));
        if (hover) hovers++;
        assert.ok(Array.isArray(await client.request<Location[]>('textDocument/definition', client.at(file, offset, text))));
      }
      assert.ok(hovers > text.length / 2, `${hovers} hovers`);
      const uri = { textDocument: { uri: uriOf(file) } };
      assert.ok(Array.isArray(await client.request<DocumentSymbol[]>('textDocument/documentSymbol', uri)));
      assert.ok(Array.isArray(await client.request<DocumentLink[]>('textDocument/documentLink', uri)));
      assert.ok(
        Array.isArray(
          await client.request<InlayHint[]>('textDocument/inlayHint', { ...uri, range: { start: { line: 0, character: 0 }, end: { line: 12, character: 0 } } }),
        ),
      );
    } finally {
      await client.stop();
    }
  });
});

describe("module routes files that an app's routes.php includes", () => {
  test("are read into the app's own table (not apps of their own): list shows them once, match finds them", async () => {
    const { root } = writeWorkspace({
      'application/config/routes.php':
        "<?php\n$route['default_controller'] = 'welcome';\nrequire APPPATH . 'modules/blog/config/routes.php';\nrequire(APPPATH . 'modules/shop/config/routes.php');\n$route['shop/(:any)'] = 'shop/catalog/$1';\n",
      'application/modules/blog/config/routes.php':
        "<?php defined('BASEPATH') OR exit('No direct script access allowed');\n$route['blog'] = 'blog/index';\n$route['blog/(:num)'] = 'blog/post/$1';\n",
      'application/modules/shop/config/routes.php': "<?php\n$route['shop/cart'] = 'shop/cart/index';\n",
      // A module that the app does not include stays an app of its own (wiredesignz HMVC loads it by its first segment).
      'application/modules/forum/config/routes.php': "<?php\n$route['forum'] = 'forum/index';\n",
    });
    const list = JSON.parse((await run('list', root, '--json')).out) as { routes: { from: string; file: string; line: number }[] };
    assert.deepEqual(
      list.routes.map((r) => `${r.from} ${r.file}:${r.line}`),
      [
        'blog application/modules/blog/config/routes.php:2',
        'blog/(:num) application/modules/blog/config/routes.php:3',
        'shop/cart application/modules/shop/config/routes.php:2',
        'shop/(:any) application/config/routes.php:5',
        'forum application/modules/forum/config/routes.php:2',
      ],
    );
    const match = JSON.parse((await run('match', 'GET', '/blog/7', root, '--json')).out) as { match: { target: string; file: string } | null };
    assert.deepEqual(match.match && [match.match.target, match.match.file], ['blog/post/7', 'application/modules/blog/config/routes.php']);
    // The app's table has them in the order PHP runs the file: the module's shop/cart before the app's shop/(:any).
    const cart = JSON.parse((await run('match', 'GET', '/shop/cart', root, '--json')).out) as { match: { target: string } | null };
    assert.equal(cart.match?.target, 'shop/cart/index');
  });

  test('an HMVC loader that scandir()s the modules folder and requires each routes file: the modules are read', async () => {
    const loader = [
      '<?php',
      "$route['default_controller'] = 'welcome';",
      "$modules_path = APPPATH . 'modules/';",
      '$modules = scandir($modules_path);',
      'foreach ($modules as $module) {',
      "  if ($module === '.' || $module === '..') continue;",
      '  if (is_dir($modules_path . $module)) {',
      "    $routes_path = $modules_path . $module . '/config/routes.php';",
      '    if (file_exists($routes_path)) {',
      '      require($routes_path);',
      '    }',
      '  }',
      '}',
      "$route['(:any)'] = 'pages/view/$1';",
      '',
    ].join('\n');
    const { root } = writeWorkspace({
      'application/config/routes.php': loader,
      'application/modules/shop/config/routes.php': "<?php\n$route['shop/cart'] = 'shop/cart/index';\n",
      'application/modules/blog/config/routes.php': "<?php\n$route['blog/(:num)'] = 'blog/post/$1';\n",
      // A module without a routes file is skipped by the loader's file_exists().
      'application/modules/empty/README.md': 'A module without routes.\n',
    });
    // scandir() sorts: blog before shop; the app's own catch-all last; no note that the loop was not run.
    const list = JSON.parse((await run('list', root, '--json')).out) as { routes: { from: string; call: string }[]; diagnostics: { code: string }[] };
    assert.deepEqual(
      list.routes.map((r) => r.from),
      ['blog/(:num)', 'shop/cart', '(:any)'],
    );
    // Made by `$route` lines, not by a Route call.
    assert.deepEqual([...new Set(list.routes.map((r) => r.call))], ['$route']);
    assert.deepEqual(
      list.diagnostics.map((d) => d.code),
      [],
    );
    assert.equal((JSON.parse((await run('match', 'GET', '/shop/cart', root, '--json')).out) as { match: { target: string } }).match.target, 'shop/cart/index');

    // In the editor, a module added later is read into the table (the folder is a dependency of the analysis).
    const client = await TestClient.start(root);
    try {
      const table = async () => (await client.request<{ routes: { from: string }[] }>('routelens/routes', {})).routes.map((r) => r.from);
      assert.deepEqual(await table(), ['blog/(:num)', 'shop/cart', '(:any)']);
      const added = path.join(root, 'application/modules/forum/config/routes.php');
      fs.mkdirSync(path.dirname(added), { recursive: true });
      fs.writeFileSync(added, "<?php\n$route['forum'] = 'forum/index';\n");
      await client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf(added), type: 1 }] });
      const deadline = Date.now() + 10_000;
      let rows = await table();
      while (!rows.includes('forum') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        rows = await table();
      }
      assert.deepEqual(rows, ['blog/(:num)', 'forum', 'shop/cart', '(:any)']);
    } finally {
      await client.stop();
    }
  });
});
