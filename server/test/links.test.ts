// Links where they are written (docs/links.md): `routelens links` and `check` on a CodeIgniter 3 and a CodeIgniter 4
// app's views and controllers, and the editor's hover, definition, diagnostics and quick fixes over JSON-RPC. Each
// expected answer is CodeIgniter's rule for that call (the helpers' source is quoted in docs/links.md) applied to
// the fixture; what runs for the path is the resolver's, which scripts/ci4-match-compare.mjs and the CodeIgniter 3
// oracles check against the frameworks themselves. `npm run test:php` runs each argument in PHP.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { CodeAction, CodeLens, CompletionItem, Hover, Location, WorkspaceEdit } from 'vscode-languageserver';
import { runCli } from './harness/cli';
import { TestClient, uriOf, writeWorkspace } from './harness/lsp-client';
import { patternText, readLinks } from '../src/analysis/php/php-links';

const ROOT = path.resolve(__dirname, '../../..');
const CI3 = path.join(ROOT, 'test-fixtures/ci3-app');
const CI4 = path.join(ROOT, 'test-fixtures/ci4-shop');

interface Link {
  file: string;
  line: number;
  call: string;
  path: string;
  name?: string;
  verb: string | null;
  status: string;
  httpStatus: number | null;
  runs: { class: string | null; method: string; via: string; file: string | null; line: number | null } | null;
  route: { from: string; to: string; file: string | null; line: number | null } | null;
  reason?: string;
  sample?: string;
}

async function links(...args: string[]): Promise<{ code: number; links: Link[]; summary: Record<string, number> }> {
  const { code, out, err } = await runCli('links', '--format', 'json', ...args);
  assert.ok(code === 0 || code === 1, err);
  return { code, ...JSON.parse(out) };
}

/** A link as one line: where, call, verb, path, status, what runs. */
const row = (l: Link) => `${l.file}:${l.line} ${l.call} ${l.verb} ${l.path} ${l.status}${l.runs ? ` ${l.runs.class}::${l.runs.method} (${l.runs.via})` : ''}`;

test('CodeIgniter 3: each helper makes its URL as CodeIgniter does, and the path runs what the router decides', async () => {
  const { code, links: found, summary } = await links(CI3);
  // A broken link makes the run fail, as check's errors do.
  assert.equal(code, 1);
  assert.deepEqual(found.map(row), [
    // redirect('welcome'): site_url() of a path; the default controller's class is reached by its name (automatic routing).
    'application/controllers/Auth.php:13 redirect GET /welcome reaches Welcome::index (auto)',
    // No route, no controller Dashboard: the 404_override runs instead — a dead link.
    'application/controllers/Auth.php:15 redirect GET /dashboard dead Errors::page_missing (404_override)',
    // base_url() of a file name: served by the web server, not routed.
    'application/views/pages/home.php:3 base_url GET /assets/css/site.css file',
    // The route products/(:num) → catalog/product_lookup_by_id/$1.
    'application/views/pages/home.php:5 anchor GET /products/12 reaches Catalog::product_lookup_by_id (route)',
    'application/views/pages/home.php:6 anchor GET /blog/about reaches Pages::view (route)',
    // An unknown part: never a verdict; a sample value shows what it may reach.
    'application/views/pages/home.php:7 site_url GET /products/⟨$product->id⟩ unknown Catalog::product_lookup_by_id (route)',
    // A segment array is joined with '/' (site_url's _uri_string()).
    'application/views/pages/home.php:8 site_url GET /catalog/product_lookup_by_id/7 reaches Catalog::product_lookup_by_id (auto)',
    // translate_uri_dashes is FALSE: 'product-lookup' is not a method name; the override answers.
    'application/views/pages/home.php:9 anchor GET /catalog/product-lookup dead Errors::page_missing (404_override)',
    'application/views/pages/home.php:10 anchor GET /pages/veiw/home dead Errors::page_missing (404_override)',
    // A full URL of another site: anchor() keeps it as it is.
    'application/views/pages/home.php:11 anchor GET https://codeigniter.com external',
    // form_open() posts: the per-verb route login → auth/attempt; with method get, auth/login.
    'application/views/pages/home.php:13 form_open POST /login reaches Auth::attempt (route)',
    'application/views/pages/home.php:16 form_open GET /login reaches Auth::login (route)',
  ]);
  assert.deepEqual(summary, { links: 12, reaches: 6, dead: 3, 'unknown-route-name': 0, 'link-args': 0, unknown: 1, file: 1, external: 1 });
  const dead = found.find((l) => l.path === '/dashboard')!;
  assert.match(dead.reason!, /no controller file Dashboard\.php; the 404 override \(Errors::page_missing\) answers instead/);
  assert.equal(found.find((l) => l.path === '/products/⟨$product->id⟩')!.sample, '/products/1');
  // PATH may be one view: only its links are listed, the app around it read whole.
  const one = await links(path.join(CI3, 'application/views/pages/home.php'));
  assert.equal(one.links.length, 10);
  assert.ok(one.links.every((l) => l.file === 'application/views/pages/home.php'));
});

test('CodeIgniter 4: route names and handlers are reversed as reverseRoute() does; a path as site_url() makes it', async () => {
  const { links: found } = await links(CI4);
  const by = (line: number, file = 'app/Views/products/list.php') => found.find((l) => l.file === file && l.line === line)!;
  assert.equal(row(by(4)), 'app/Views/products/list.php:4 site_url GET / reaches App\\Controllers\\Home::index (route)');
  // A named route's from, '/' before it.
  assert.equal(row(by(5)), 'app/Views/products/list.php:5 route_to GET /about reaches App\\Controllers\\Pages::about (route)');
  // The argument replaces (:segment) and must match its pattern.
  assert.equal(row(by(6)), 'app/Views/products/list.php:6 url_to GET /products/blue-mug reaches App\\Controllers\\Products::show (route)');
  // Too few arguments: buildReverseRoute() throws InvalidArgumentException.
  assert.deepEqual([by(7).status, by(7).reason], ['link-args', 'CodeIgniter throws: the route products/(:segment) takes 1 argument, 0 given']);
  assert.equal(by(8).status, 'unknown-route-name');
  // A handler found by its start with as many $n as arguments: (:numeric) checks '9.99', but the key was mangled by
  // (:num) replaced first (products/under/([0-9]+eric)), so the request the link makes finds no route.
  assert.deepEqual([by(9).path, by(9).status, by(9).route?.from], ['/products/under/9.99', 'dead', 'products/under/([0-9]+eric)']);
  // A POST-only route is no link target: GET cart/add/3 finds no route.
  assert.deepEqual([by(12).status, by(12).httpStatus], ['dead', 404]);
  assert.deepEqual([by(17).verb, by(17).path, by(17).status], ['POST', "/cart/add/⟨$product['id']⟩", 'unknown']);
  assert.equal(row(by(21)), 'app/Views/products/list.php:21 form_open POST /login reaches App\\Controllers\\Auth::attempt (route)');
  // In a controller: redirect()->route() by name; redirect('home') is a route name in CodeIgniter 4 (none has it).
  const auth = found.filter((l) => l.file === 'app/Controllers/Auth.php').map((l) => `${l.call} ${l.path} ${l.status}`);
  assert.deepEqual(auth, ["redirect()->to /⟨session('redirect_url')⟩ unknown", 'redirect()->route /admin reaches', 'redirect home unknown-route-name']);
});

test('check reports dead-link, unknown-route-name and link-args with the other diagnostics', async () => {
  const ci3 = await runCli('check', '--json', CI3);
  const codes3 = (JSON.parse(ci3.out).diagnostics as { code: string; file: string; line: number }[]).filter((d) => d.code === 'dead-link');
  assert.deepEqual(
    codes3.map((d) => `${d.file}:${d.line}`),
    ['application/controllers/Auth.php:15', 'application/views/pages/home.php:9', 'application/views/pages/home.php:10'],
  );
  const ci4 = await runCli('check', '--json', CI4);
  assert.equal(ci4.code, 1);
  const codes4 = (JSON.parse(ci4.out).diagnostics as { code: string; file: string; line: number }[])
    .filter((d) => ['dead-link', 'unknown-route-name', 'link-args'].includes(d.code))
    .map((d) => `${d.file}:${d.line} ${d.code}`);
  assert.deepEqual(codes4, [
    'app/Controllers/Auth.php:26 unknown-route-name',
    'app/Views/products/list.php:7 link-args',
    'app/Views/products/list.php:8 unknown-route-name',
    'app/Views/products/list.php:9 dead-link',
    'app/Views/products/list.php:11 dead-link',
    'app/Views/products/list.php:12 dead-link',
    'app/Views/products/list.php:13 dead-link',
  ]);
});

test('in the editor: hover on a link says what runs, definition opens the method and the route, dead links are diagnostics with a fix', async () => {
  const client = await TestClient.start(CI3);
  try {
    const view = path.join(CI3, 'application/views/pages/home.php');
    const text = fs.readFileSync(view, 'utf8');
    await client.open(view);
    const diagnostics = await client.waitForDiagnostics(view, (d) => d.some((x) => x.code === 'dead-link'));
    assert.deepEqual(
      diagnostics.filter((d) => d.code === 'dead-link').map((d) => `${d.range.start.line + 1} ${d.message}`),
      [
        '9 GET /catalog/product-lookup reaches no method: Catalog has no method product-lookup(); the 404 override (Errors::page_missing) answers instead.',
        '10 GET /pages/veiw/home reaches no method: Pages has no method veiw(); the 404 override (Errors::page_missing) answers instead.',
      ],
    );
    const hover = await client.request<Hover>('textDocument/hover', client.at(view, text.indexOf("'products/12'") + 2));
    const markdown = (hover.contents as { value: string }).value;
    assert.match(markdown, /\*\*anchor\(\)\*\* — GET `\/products\/12`/);
    assert.match(markdown, /Route `products\/\(:num\)` → `catalog\/product_lookup_by_id\/\$1` \(application\/config\/routes\.php:14\)/);
    assert.match(markdown, /Runs `Catalog::product_lookup_by_id\(\)` \(application\/controllers\/Catalog\.php:6\)/);
    const locations = await client.request<Location[]>('textDocument/definition', client.at(view, text.indexOf("'products/12'") + 2));
    assert.deepEqual(
      locations.map((l) => `${path.relative(CI3, new URL(l.uri).pathname)}:${l.range.start.line + 1}`),
      ['application/controllers/Catalog.php:6', 'application/config/routes.php:14'],
    );
    // The quick fix: the closest path that reaches a method, the link's other segments kept.
    const at = text.indexOf("'pages/veiw/home'");
    const dead = diagnostics.find((d) => d.range.start.line === 9)!;
    const actions = await client.request<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri: uriOf(view) },
      range: dead.range,
      context: { diagnostics: [dead] },
    });
    const edit = actions[0].edit!.changes![uriOf(view)][0];
    assert.deepEqual([actions[0].title, edit.newText], ["Change to the path 'pages/view/home'", "'pages/view/home'"]);
    assert.equal(client.position(view, at).line, edit.range.start.line);
    // A keystroke in the view: its links are read again at once.
    await client.change(view, text.replace("'pages/veiw/home'", "'pages/view/home'"));
    const after = await client.waitForDiagnostics(view, (d) => d.filter((x) => x.code === 'dead-link').length === 1);
    assert.deepEqual(
      after.filter((d) => d.code === 'dead-link').map((d) => d.range.start.line + 1),
      [9],
    );
  } finally {
    await client.stop();
  }
});

test('in the editor, CodeIgniter 4: a route name that no route has is an error with the close names as fixes', async () => {
  const client = await TestClient.start(CI4);
  try {
    const view = path.join(CI4, 'app/Views/products/list.php');
    await client.open(view);
    const diagnostics = await client.waitForDiagnostics(view, (d) => d.some((x) => x.code === 'unknown-route-name'));
    const unknown = diagnostics.find((d) => d.code === 'unknown-route-name')!;
    assert.equal(unknown.message, "No route is named 'prodcts' or has it as its handler, so route_to('prodcts') returns false.");
    const actions = await client.request<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri: uriOf(view) },
      range: unknown.range,
      context: { diagnostics: [unknown] },
    });
    assert.deepEqual(
      actions.map((a) => a.title),
      ["Change to the route name 'products'", "Change to the route name 'product'"],
    );
    const hover = await client.request<Hover>('textDocument/hover', client.at(view, fs.readFileSync(view, 'utf8').indexOf("'blue-mug'")));
    assert.match((hover.contents as { value: string }).value, /route `product`: GET `\/products\/blue-mug`[\s\S]*Runs `App\\Controllers\\Products::show\(\)`/);
  } finally {
    await client.stop();
  }
});

test('in the editor: the links that reach a controller method are its references and its lens; completion offers the paths the app answers', async () => {
  const client = await TestClient.start(CI3);
  try {
    const catalog = path.join(CI3, 'application/controllers/Catalog.php');
    const text = fs.readFileSync(catalog, 'utf8');
    await client.open(catalog);
    const at = client.at(catalog, text.indexOf('product_lookup_by_id') + 3);
    const refs = await client.request<Location[]>('textDocument/references', { ...at, context: { includeDeclaration: false } });
    // The links that run it: one through the route products/(:num), one by its automatic URL (the link with an
    // unknown id is not known to reach it, and is not one of them).
    assert.deepEqual(
      refs.map((l) => `${path.relative(CI3, new URL(l.uri).pathname)}:${l.range.start.line + 1}`),
      ['application/views/pages/home.php:5', 'application/views/pages/home.php:8'],
    );
    const lenses = await client.request<CodeLens[]>('textDocument/codeLens', { textDocument: { uri: uriOf(catalog) } });
    const links = lenses.find((l) => /link/.test(l.command!.title))!;
    assert.equal(links.command!.title, '2 links');
    const [, reaches] = links.command!.arguments as [string, { label: string }[]];
    assert.deepEqual(
      reaches.map((r) => r.label),
      ['anchor() GET /products/12 — application/views/pages/home.php:5', 'site_url() GET /catalog/product_lookup_by_id/7 — application/views/pages/home.php:8'],
    );
    // Typing a path in a view: the paths a GET reaches (route keys without patterns, automatic URLs).
    const view = path.join(CI3, 'application/views/pages/home.php');
    const typed = fs.readFileSync(view, 'utf8').replace("anchor('products/12'", "anchor('pa");
    await client.open(view, typed);
    const items = await client.request<CompletionItem[]>('textDocument/completion', client.at(view, typed.indexOf("anchor('pa") + 10, typed));
    const labels = items.map((i) => i.label);
    assert.ok(labels.includes('pages/view') && labels.includes('login') && labels.includes('catalog/product_lookup_by_id'), labels.join(', '));
    // In a form: the paths a POST reaches (the per-verb route login → auth/attempt).
    const form = typed.replace("form_open('login')", "form_open('lo')");
    await client.change(view, form);
    const posts = await client.request<CompletionItem[]>('textDocument/completion', client.at(view, form.indexOf("form_open('lo") + 13, form));
    assert.equal(posts.find((i) => i.label === 'login')?.detail, 'a path a POST reaches');
  } finally {
    await client.stop();
  }
});

test('in the editor, CodeIgniter 4: renaming a route name renames its uses in views; completion offers names and handlers', async () => {
  const client = await TestClient.start(CI4);
  try {
    const view = path.join(CI4, 'app/Views/products/list.php');
    const text = fs.readFileSync(view, 'utf8');
    await client.open(view);
    // The name 'product' (`'as' => 'product'`) and the three links that use it.
    const at = client.at(view, text.indexOf("'product'") + 2);
    const refs = await client.request<Location[]>('textDocument/references', { ...at, context: { includeDeclaration: true } });
    assert.deepEqual(
      refs.map((l) => `${path.relative(CI4, new URL(l.uri).pathname)}:${l.range.start.line + 1}`),
      ['app/Config/Routes.php:15', 'app/Views/products/list.php:6', 'app/Views/products/list.php:7', 'app/Views/products/list.php:16'],
    );
    const edit = await client.request<WorkspaceEdit>('textDocument/rename', { ...at, newName: 'product.show' });
    const changed = Object.entries(edit.changes!).map(
      ([uri, edits]) => `${path.relative(CI4, new URL(uri).pathname)} ${edits.map((e) => e.newText).join(',')}`,
    );
    assert.deepEqual(changed.sort(), ['app/Config/Routes.php product.show', 'app/Views/products/list.php product.show,product.show,product.show']);
    const typed = text.replace("route_to('about')", "route_to('pro')");
    await client.change(view, typed);
    const items = await client.request<CompletionItem[]>('textDocument/completion', client.at(view, typed.indexOf("route_to('pro") + 13, typed));
    const labels = items.map((i) => i.label);
    assert.ok(labels.includes('products') && labels.includes('product') && labels.includes('Products::show'), labels.join(', '));
  } finally {
    await client.stop();
  }
});

test('the blocks read without php-parser give what php-parser gives, block for block', () => {
  // Every shape of `<?= helper(literal, …) ?>` a view writes, and near misses the quick reading must leave to the parser.
  const calls = [
    "site_url('blog/view/1')",
    'site_url("blog")',
    "anchor('blog', 'Blog', 'class=\"x\"')",
    "anchor( 'a/b' , 'T' )",
    'anchor(12)',
    "base_url('css/site.css')",
    'site_url()',
    "form_open('login')",
    "form_open('login', 'method=\"get\"')",
    "\\site_url('x')",
    "anchor('it\\'s')",
    'site_url("a$b")',
    "site_url('a' . 'b')",
    "route_to('about')",
    "url_to('product', 'mug', 3)",
    "redirect('home')",
    "$this->anchor('x')",
    "site_url('x'), anchor('y')",
    "site_url('blog/' . $id)",
    "base_url('a'.$row->id)",
    "site_url('a' . $r['id'] . '/edit')",
    "anchor('x/' . $a->b['c'] . \"/y\", 'T')",
    'site_url($url)',
    "site_url('a' . $b, $c)",
    "site_url('a' . $b . 2)",
    "site_url('a' . $b->c())",
    "site_url('a' . SITE_AREA)",
    "anchor(SITE_AREA . '/settings', 'S')",
    'site_url(SITE_AREA)',
    "site_url('a' . true)",
    "site_url('a' . PHP_EOL . \\X)",
    "site_url('a' . Foo::BAR)",
    'site_url(A . b())',
  ];
  const wrappers = [(c: string) => `<?= ${c} ?>`, (c: string) => `<?php echo ${c}; ?>`, (c: string) => `<?php echo ${c} ?>`, (c: string) => `<?=${c};?>`];
  let compared = 0;
  for (const framework of ['ci3', 'ci4'] as const) {
    const reading = { framework, indexPage: 'index.php', constant: (name: string) => (name === 'SITE_AREA' ? 'admin' : undefined) };
    for (const call of calls)
      for (const wrap of wrappers) {
        const text = `<ul>\n  <li><a href="${wrap(call)}">x</a></li>\n  <li>${wrap(call)}</li>\n</ul>\n`;
        assert.deepEqual(readLinks('/v.php', text, reading), readLinks('/v.php', text, reading, false), `${framework}: ${text}`);
        compared++;
      }
  }
  // And the fixtures' views, whole.
  for (const file of [path.join(CI3, 'application/views/pages/home.php'), path.join(CI4, 'app/Views/products/list.php')]) {
    const text = fs.readFileSync(file, 'utf8');
    const reading = { framework: file.includes('ci4') ? ('ci4' as const) : ('ci3' as const), indexPage: 'index.php', constant: () => undefined };
    assert.deepEqual(readLinks(file, text, reading), readLinks(file, text, reading, false));
  }
  assert.equal(compared, calls.length * wrappers.length * 2);
});

test("CodeIgniter 4's redirect() takes a route name: a URL given to it is no name (CodeIgniter throws), to redirect()->to() it is a path", async () => {
  const { root } = writeWorkspace({
    'app/Config/Routes.php': "<?php\n$routes->get('blog', 'Blog::index', ['as' => 'blog']);\n",
    'app/Controllers/Blog.php':
      "<?php\nnamespace App\\Controllers;\nuse CodeIgniter\\Controller;\nclass Blog extends Controller\n{\n    public function index()\n    {\n        return redirect(site_url('blog'));\n    }\n    public function other()\n    {\n        return redirect()->to(site_url('blog'));\n    }\n    public function named()\n    {\n        return redirect('blog');\n    }\n}\n",
  });
  const { links: found } = await links(root);
  assert.deepEqual(
    found.map((l) => `${l.line} ${l.call} ${l.path} ${l.status}`),
    ["8 redirect site_url('blog') unknown-route-name", '12 redirect()->to /blog reaches', '16 redirect /blog reaches'],
  );
  const check = await runCli('check', '--json', root);
  const messages = (JSON.parse(check.out).diagnostics as { code: string; message: string }[])
    .filter((d) => d.code === 'unknown-route-name')
    .map((d) => d.message);
  assert.deepEqual(messages, [
    "redirect() takes a route name or a Controller::method handler, not a URL: redirect(site_url('blog')) throws (redirect()->to() takes a URL).",
  ]);
});

test('hostile views are read whole, without a recursion or a search per link that could exhaust the stack or hang', () => {
  const reading = { framework: 'ci3' as const, indexPage: 'index.php', constant: () => undefined };
  // 20,000 blocks, and 20,000 calls in one block.
  assert.equal(readLinks('/v.php', "<?php echo anchor('a'); ?>\n".repeat(20_000), reading).length, 20_000);
  assert.equal(readLinks('/v.php', `<?php\n${"echo anchor('a');\n".repeat(20_000)}`, reading).length, 20_000);
  // A chain of 50,000 `.` (left-deep: one level per operand), literal and with variables between.
  for (const piece of [" . 'b'", " . $v . 'b'"]) {
    const block = `<?php echo site_url('a'${piece.repeat(50_000)}); ?>`;
    const [link] = readLinks('/v.php', `<p>${'x'.repeat(block.length * 2)}</p>${block}`, reading);
    assert.equal(patternText(link.parts).length, piece.includes('$') ? 'index.php/a'.length + 50_000 * '⟨$v⟩b'.length : 'index.php/a'.length + 50_000);
  }
  // 20,000 HTML comments before 20,000 links: each link's place looked up once.
  const commented = `${'<!-- x -->'.repeat(20_000)}${"<?= anchor('a') ?>".repeat(20_000)}<!-- <?= anchor('hidden') ?> -->`;
  assert.equal(readLinks('/v.php', commented, reading).length, 20_000);
  // A megabyte of text with no tag before the links.
  assert.equal(readLinks('/v.php', `${'x'.repeat(1_000_000)}${"<?= site_url('a') ?>".repeat(2_000)}`, reading).length, 2_000);
});

test("the TypeScript port: Route.url() in a Node app's controllers is a link, its route filled as the library fills it", async () => {
  const { root } = writeWorkspace({
    'config/routes.ts':
      "import { Route } from '@routelens/route';\nRoute.get('photos/(:num)', 'photos/show/$1', { as: 'photo' });\nRoute.get('about', 'pages/about', { as: 'about' });\nexport const routes = Route.map({ default_controller: 'pages' });\n",
    'controllers/Photos.ts':
      "import { Route } from '@routelens/route';\nexport default class Photos {\n  show(id: string): string {\n    return `<a href=\"/${Route.url('photo', 12)}\">12</a> ${Route.url('photo', 'x')} ${Route.url('nope')} ${Route.url('about')} ${Route.url('photo', id)}`;\n  }\n}\n",
    'controllers/Pages.ts': 'export default class Pages {\n  index(): string {\n    return "";\n  }\n}\n',
  });
  const { links: found } = await links(root);
  assert.deepEqual(
    found.map((l) => `${l.call} ${l.path} ${l.status}${l.runs ? ` ${l.runs.class}::${l.runs.method}` : ''}`),
    [
      // photos/(:num) filled with 12, then GET /photos/12: Photos::show.
      'Route.url /photos/12 reaches Photos::show',
      // 'x' does not fit (:num): Route.url() returns null.
      'Route.url photo link-args',
      'Route.url nope unknown-route-name',
      // Pages has no about(): the link is dead.
      'Route.url /about dead',
      'Route.url /photos/(:num) unknown',
    ],
  );
  const check = await runCli('check', '--json', root);
  const codes = (JSON.parse(check.out).diagnostics as { code: string; message: string; file: string }[]).filter(
    (d) => d.file === 'controllers/Photos.ts' && ['link-args', 'unknown-route-name', 'dead-link'].includes(d.code),
  );
  assert.deepEqual(
    codes.map((d) => d.code),
    ['link-args', 'unknown-route-name', 'dead-link'],
  );
  assert.equal(codes[1].message, "No route is named 'nope' or has it as its handler, so Route.url('nope') returns null.");
});

test('a file php-parser does not read to its end (PHP may: `clone($x)`) says where its links may stop being listed', async () => {
  const { root } = writeWorkspace({
    'application/config/routes.php': "<?php\n$route['default_controller'] = 'welcome';\n",
    'application/controllers/Welcome.php':
      "<?php\nclass Welcome extends CI_Controller\n{\n    public function index()\n    {\n        $copy = clone($this->row);\n        redirect('welcome/other');\n    }\n    public function other()\n    {\n    }\n}\n",
  });
  const check = await runCli('check', '--json', root);
  const notes = (JSON.parse(check.out).diagnostics as { code: string; line: number; message: string }[]).filter((d) => d.code === 'not-evaluable');
  assert.deepEqual(
    notes.map((d) => `${d.line} ${d.message.slice(0, 62)}`),
    ['6 Not evaluable: php-parser does not read this file as PHP does '],
  );
});
