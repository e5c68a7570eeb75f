// PHP route files: the same table as the equivalent TypeScript config, PHP's block(), Bonfire differences, and
// every editor feature on a Bonfire-style routes.php.

import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import type { CompletionItem, Diagnostic, DocumentSymbol, Hover, Location, WorkspaceEdit } from 'vscode-languageserver';
import { main } from '../src/cli/main';
import { evaluateFiles, routeLines, staticTables } from './harness/evaluate';
import { applyEdit, outline } from './harness/checks';
import { TestClient, uriOf } from './harness/lsp-client';

const ROOT = path.resolve(__dirname, '../../..');
const BONFIRE = path.join(ROOT, 'test-fixtures/bonfire');
const ROUTES_PHP = path.join(BONFIRE, 'application/config/routes.php');

async function cli(...argv: string[]): Promise<string> {
  let out = '';
  const code = await main(argv, {
    out: (s) => {
      out += s;
    },
    err: (s) => {
      out += s;
    },
    color: false,
  });
  assert.equal(code, 0, out);
  return out;
}

describe('PHP route files in the CLI', () => {
  test('map --json of routes.php equals the equivalent TypeScript config, for every method, but for what PHP apps run', async () => {
    type Methods = { methods: Record<string, [string, unknown][]> };
    const php = JSON.parse(await cli('map', '--json', ROUTES_PHP)) as Methods;
    const ts = JSON.parse(await cli('map', '--json', path.join(BONFIRE, 'equivalent.ts'))) as Methods;
    // docs/decisions.md#php-apps: Bonfire's released context home (`admin → dashboard`, not `admin/dashboard`), and the final
    // `$route` includes what the file assigns after Route::map (`translate_uri_dashes`).
    const expected = Object.fromEntries(
      Object.entries(ts.methods).map(([verb, pairs]) => [
        verb,
        [...pairs.map(([from, to]): [string, unknown] => [from, from === 'admin' ? 'dashboard' : to]), ['translate_uri_dashes', false]],
      ]),
    );
    assert.deepEqual(php.methods, expected);
  });

  test('list --json of routes.php: routes, names, PHP-specific diagnostics', async () => {
    const result = JSON.parse(await cli('list', '--json', ROUTES_PHP)) as {
      routes: { from: string; file: string; line: number }[];
      named: Record<string, string>;
      diagnostics: { code: string; line: number }[];
    };
    assert.equal(result.routes.length, 30);
    assert.deepEqual(result.routes[0], { ...result.routes[0], from: 'login', file: 'routes.php', line: 10 });
    assert.deepEqual(result.named, { login: 'login', logout: 'logout', 'api-status': 'api/status' });
    assert.deepEqual(
      result.diagnostics.map((d) => [d.code, d.line]),
      [['unreachable-route', 23]],
    );
  });
});

describe('PHP evaluation', () => {
  const php = (body: string) => evaluateFiles({ 'routes.php': `<?php\n${body}\n` });

  test('substr, rtrim and ltrim as PHP 8 computes them (a route key made from a constant); is_cli() is false', () => {
    const analysis = evaluateFiles(
      {
        'routes.php': `<?php
$route[substr(ADMIN_DIR, 0, -1)] = 'admin/login';
$route[ADMIN_DIR . '(:any)'] = 'admin/$1';
$route[rtrim('shop//', '/')] = 'shop/index';
$route[ltrim('/about', '/')] = 'pages/about';
$route[substr('catalogue', -3) . '/(:num)'] = 'catalog/show/$1';
$route[substr('abcdef', 1, 3)] = 'letters';
$route['default_controller'] = 'page/index';
if (is_cli()) $route['default_controller'] = 'command';
`,
      },
      { defines: { ADMIN_DIR: 'admin/' } },
    );
    // is_cli() is false: the table is the one web requests are routed by.
    assert.equal(analysis.mapCalls.length, 0);
    assert.deepEqual(
      analysis.routeArray?.filter((op) => op.kind === 'set' && op.key === 'default_controller').map((op) => op.kind === 'set' && op.value),
      ['page/index'],
    );
    assert.deepEqual(routeLines(analysis), [
      'ANY admin → admin/login',
      'ANY admin/(:any) → admin/$1',
      'ANY shop → shop/index',
      'ANY about → pages/about',
      'ANY gue/(:num) → catalog/show/$1',
      'ANY bcd → letters',
    ]);
  });

  test('strings, concatenation, interpolation, array() and [], constants, closures with use', () => {
    const analysis = php(`define('AREA', 'admin');
$v = 2;
$name = "api/v{$v}";
Route::prefix($name, function () use ($v) {
    Route::get('users' . '/' . AREA, "users/index/$v", ['as' => 'users']);
});
foreach (array('a', 'b') as $p) { Route::any($p, 'pages/' . $p); }
if (AREA === 'admin') { Route::any('yes', 'y'); } else { Route::any('no', 'n'); }`);
    assert.deepEqual(routeLines(analysis), ['GET api/v2/users/admin → users/index/2 (users)', 'ANY a → pages/a', 'ANY b → pages/b', 'ANY yes → y']);
  });

  test("Route::block('a', 'b') blocks each path; an array blocks 'Array', as the library does, with php-block-array", () => {
    const strings = php("Route::block('a', 'b/(:any)', 5);");
    assert.deepEqual(routeLines(strings), ['ANY a → ', 'ANY b/(:any) → ', 'ANY 5 → ']);
    assert.deepEqual(
      strings.diagnostics.map((d) => d.code),
      [],
    );
    const array = php("Route::block(array('a', 'b'));");
    assert.deepEqual(routeLines(array), ['ANY Array → ']);
    assert.deepEqual(
      array.diagnostics.map((d) => d.code),
      ['php-block-array'],
    );
  });

  test("Bonfire's prefix and nesting, with php-upstream-differs hints where the TypeScript port differs", () => {
    // One prefix, not a stack: the inner one replaces the outer, and none is left after it.
    const nestedPrefix = php("Route::prefix('a', function () { Route::prefix('b', function () { Route::any('c', 'x'); }); Route::any('d', 'y'); });");
    assert.deepEqual(routeLines(nestedPrefix), ['ANY b/c → x', 'ANY d → y']);
    assert.deepEqual(
      nestedPrefix.diagnostics.map((d) => [d.code, d.severity]),
      [['php-upstream-differs', 'hint']],
    );
    // Inside a nested handler the prefix comes again after the parent's path.
    const twice = php("Route::prefix('p', function () { Route::get('parent', 'x', array(), function () { Route::get('child', 'y'); }); });");
    assert.deepEqual(routeLines(twice), ['GET p/parent → x', 'GET p/parent/p/child → y']);
    assert.match(twice.diagnostics.map((d) => d.message).join('\n'), /prefix a second time/);
    // The first route inside a handler cannot open another; a later one can, and its end clears the nested text.
    const firstChild = php(`Route::get('p', 'x', array(), function () {
  Route::get('c', 'y', array(), function () { Route::get('d', 'z'); });
  Route::get('e', 'w', array(), function () { Route::get('f', 'v'); });
  Route::get('g', 'u');
});`);
    assert.deepEqual(routeLines(firstChild), ['GET p → x', 'GET p/c → y', 'GET p/e → w', 'GET p/p/e/f → v', 'GET g → u']);
    assert.match(firstChild.diagnostics.map((d) => d.message).join('\n'), /does not run the closure of the first route/);
    // How far a handler runs depends on the request method: a POST child is not created in a GET request.
    const perMethod = php(`Route::any('s', 'x', array(), function () {
  Route::post('buy', 'b');
  Route::resources('items');
});`);
    assert.deepEqual(routeLines(perMethod), [
      'ANY s → x',
      'POST s/buy → b',
      'GET s/items → items/index/$1',
      'GET s/items/new → items/create_new/$1',
      'GET s/items/([a-zA-Z0-9\\-_]+)/edit → items/edit/$1/$2',
      'GET s/items/([a-zA-Z0-9\\-_]+) → items/show/$1/$2',
      'POST s/items → items/create',
      'PUT s/items/([a-zA-Z0-9\\-_]+) → items/update/$1/$2',
      'DELETE s/items/([a-zA-Z0-9\\-_]+) → items/delete/$1/$2',
    ]);
    // map() adds no default_controller; a name given to a verb route differs by method, so named() is Unknown.
    const mapped = php("Route::any('a', 'b/{default_controller}');\n$route = Route::map($route);");
    assert.deepEqual(staticTables(mapped).GET, [['a', 'b/home']]);
    const named = php("Route::post('p', 'x', array('as' => 'n'));\n$route['q'] = Route::named('n');");
    assert.match(named.diagnostics.map((d) => d.message).join('\n'), /named\('n'\) depends on the request method: 'p' in POST requests/);
    const release = php("Route::context('admin', array('home' => 'dash'));");
    assert.deepEqual(
      release.diagnostics.map((d) => d.code),
      [],
    );
    assert.deepEqual(routeLines(release).at(-1), 'ANY admin → dash');
    const spec = evaluateFiles({ 'routes.php': "<?php\nRoute::context('admin', array('home' => 'dash'));\n" }, { phpContextHome: 'spec' });
    assert.deepEqual(routeLines(spec).at(-1), 'ANY admin → admin/dash');
    assert.match(spec.diagnostics.map((d) => d.message).join('\n'), /Bonfire's released library maps the bare 'admin' to 'dash'/);
  });

  test('unknowns and bad PHP never throw', () => {
    const analysis = php("Route::any(getenv('X') . '/x', 'y');\nRoute::all('a', 'b');\n$x = ;");
    assert.deepEqual(routeLines(analysis), ["ANY ⟨getenv('X')⟩/x → y"]);
    assert.ok(analysis.diagnostics.some((d) => d.code === 'unknown-method'));
  });
});

describe('PHP route files in the language server', () => {
  test('hover, definition, references, rename, completion, diagnostics and symbols on routes.php', async () => {
    const client = await TestClient.start(BONFIRE);
    try {
      const text = fs.readFileSync(ROUTES_PHP, 'utf8');
      await client.open(ROUTES_PHP);
      const at = (needle: string, delta: number) => client.at(ROUTES_PHP, text.indexOf(needle) + delta, text);
      const hover = await client.request<Hover>('textDocument/hover', at('Route::prefix(API_PREFIX', 8));
      const markdown = (hover.contents as { value: string }).value;
      assert.match(markdown, /8 routes/);
      assert.ok(markdown.includes('| GET | `api/photos/{num}` → `gallery/photos/show/$1` |'), markdown);
      const definition = await client.request<Location[]>('textDocument/definition', at("named('login')", 8));
      assert.equal(definition.length, 1);
      assert.equal(definition[0].range.start.line, 9);
      const references = await client.request<Location[]>('textDocument/references', { ...at("named('login')", 8), context: { includeDeclaration: true } });
      assert.deepEqual(references.map((r) => r.range.start.line).sort(), [28, 9]);
      const edit = await client.request<WorkspaceEdit>('textDocument/rename', { ...at("named('login')", 8), newName: 'sign-in' });
      const renamed = applyEdit(text, edit, uriOf(ROUTES_PHP));
      assert.ok(renamed.includes("array('as' => 'sign-in')") && renamed.includes("Route::named('sign-in')"));
      const completion = await client.request<CompletionItem[]>('textDocument/completion', at("named('login')", 8));
      assert.ok(completion.some((c) => c.label === 'api-status' && c.detail === '[GET] api/status → api/status/index'));
      const diagnostics = await client.waitForDiagnostics(ROUTES_PHP, (d) => d.length > 0);
      assert.deepEqual(diagnostics.map((d: Diagnostic) => d.code).sort(), ['unreachable-route']);
      const symbols = await client.request<DocumentSymbol[]>('textDocument/documentSymbol', { textDocument: { uri: uriOf(ROUTES_PHP) } });
      assert.deepEqual(outline(symbols).slice(0, 6), ['ANY login', 'ANY logout', 'GET register', 'POST register', 'prefix API_PREFIX', '  resources photos']);
    } finally {
      await client.stop();
    }
  });
});
