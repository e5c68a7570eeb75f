// The exposure audit of CodeIgniter 4 apps (docs/codeigniter4.md, "What the app exposes"): every way a URL reaches
// each method, each with the filters that run for it, and the findings — `routelens exposure` and the editor's lenses
// and diagnostics over JSON-RPC. scripts/ci4-match-compare.mjs --exposure has CodeIgniter 4.7 confirm each reach.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as path from 'node:path';
import type { CodeLens } from 'vscode-languageserver';
import { runCli } from './harness/cli';
import { TestClient, uriOf } from './harness/lsp-client';

const ROOT = path.resolve(__dirname, '../../..');
const LEGACY = path.join(ROOT, 'test-fixtures/ci4-legacy');
const IMPROVED = path.join(ROOT, 'test-fixtures/ci4-improved');

interface Reach {
  kind: string;
  verbs: string[];
  url: string;
  sample: string;
  route?: { key: string; file: string; line: number };
  filters: { before: string[]; after: string[] } | null;
}
interface Method {
  class: string;
  method: string;
  file: string;
  line: number;
  reachedBy: Reach[];
  findings: { code: string; message: string }[];
}

async function audit(app: string, ...args: string[]): Promise<{ router: string; methods: Method[]; findings: { code: string }[] }> {
  const { code, out, err } = await runCli('exposure', '--format', 'json', app, ...args);
  assert.equal(code, 0, err);
  return JSON.parse(out);
}

const find = (methods: Method[], cls: string, method: string) => methods.find((m) => m.class === cls && m.method === method)!;

test('legacy auto routing: a method is reached by its routes and its automatic URLs, each with its filters; filter-bypass and verb-bypass are true ways in', async () => {
  const { router, methods } = await audit(LEGACY);
  assert.equal(router, 'CodeIgniter 4 (legacy auto routing)');
  const users = find(methods, 'App\\Controllers\\Admin\\Users', 'index');
  assert.deepEqual(users.file, 'app/Controllers/Admin/Users.php');
  const route = users.reachedBy.find((r) => r.kind === 'route')!;
  assert.deepEqual([route.verbs, route.url, route.route!.line], [['GET'], 'admin/panel', 31]);
  assert.deepEqual(route.filters!.before, ['honeypot', 'csrf', 'auth', 'role:admin,editor']);
  const auto = users.reachedBy.find((r) => r.kind === 'auto' && r.url === '/admin/users' && r.verbs.includes('GET'))!;
  assert.deepEqual(auto.filters!.before, ['honeypot', 'csrf', 'auth']);
  assert.deepEqual(
    users.findings.map((f) => f.code),
    ['filter-bypass', 'verb-bypass'],
  );
  assert.match(
    users.findings[0].message,
    /runs behind the filter 'role' for GET \/admin\/panel .* but without it for GET \/admin\/users\/index \(automatic routing\)/,
  );
  // A second route without the group's filter: the same method, the same verb, no cors, and no csrf where api/* is excepted.
  const create = find(methods, 'App\\Controllers\\Blog', 'create');
  const bypassed = create.findings.filter((f) => f.code === 'filter-bypass').map((f) => /the filter '([^']+)'/.exec(f.message)![1]);
  assert.deepEqual(bypassed.sort(), ['cors', 'csrf', 'throttle']);
  // Every way in: a route whose method is a `$1` reaches each method it can run; `_remap` answers any method name;
  // the 404 override answers whatever nothing else does.
  assert.ok(find(methods, 'App\\Controllers\\Blog', 'slug').reachedBy.some((r) => r.kind === 'route' && r.url === 'b/([^/]+)' && r.sample === '/b/slug'));
  assert.deepEqual(
    find(methods, 'App\\Controllers\\Remapped', '_remap').reachedBy.map((r) => `${r.kind} ${r.url}`),
    ['route remapped/(.*)', 'auto /remapped[/…] (any method name)', 'auto /remapped[/…] (any method name)'],
  );
  assert.deepEqual(
    find(methods, 'App\\Controllers\\Errors', 'show404').reachedBy.map((r) => r.kind),
    ['auto', 'auto', 'override'],
  );
  // A method only the CLI route runs is not reached from the web; a protected or _-method is not a method of the audit.
  assert.deepEqual(find(methods, 'App\\Controllers\\Jobs', 'run').reachedBy, []);
  assert.equal(find(methods, 'App\\Controllers\\Blog', '_helper'), undefined);
  assert.equal(find(methods, 'App\\Controllers\\Blog', 'secret'), undefined);
});

test('improved auto routing: a verb-prefixed method is reached by its verb on its translated URL; the default method on the bare path; no verb-bypass', async () => {
  const { router, methods, findings } = await audit(IMPROVED);
  assert.equal(router, 'CodeIgniter 4 (improved auto routing)');
  const urls = (cls: string, method: string) => find(methods, cls, method).reachedBy.map((r) => `${r.verbs.join('|')} ${r.url}`);
  assert.deepEqual(urls('App\\Controllers\\Products', 'getSomeThing'), ['GET /products/some-thing[/…]']);
  assert.deepEqual(urls('App\\Controllers\\Products', 'getIndex'), ['GET /products']);
  assert.deepEqual(urls('App\\Controllers\\Products', 'postCreate'), ['POST /products/create']);
  assert.deepEqual(urls('App\\Controllers\\Admin\\UserProfiles', 'getEdit'), ['GET /admin/user-profiles/edit[/…]']);
  assert.deepEqual(urls('Acme\\Blog\\Controllers\\Posts', 'getShow'), ['GET /blog/posts/show[/…]']);
  // A controller a route names is not auto-routed: only its route reaches it, and the audit says why.
  assert.deepEqual(urls('App\\Controllers\\Registered', 'getOther'), []);
  assert.match(
    (find(methods, 'App\\Controllers\\Registered', 'getOther') as Method & { refused: string }).refused,
    /Cannot access the controller in Defined Routes/,
  );
  assert.deepEqual(urls('App\\Controllers\\Registered', 'getIndex'), ['GET registered']);
  assert.equal(findings.filter((f) => f.code === 'verb-bypass').length, 0);
});

test('--fail-on filter-bypass fails the run; a code CodeIgniter 4 audits do not make is bad usage', async () => {
  const failing = await runCli('exposure', '--fail-on', 'filter-bypass', LEGACY);
  assert.equal(failing.code, 1);
  assert.match(failing.out, /\d+ of \d+ public methods reachable from a URL; \d+ filter-bypass, \d+ verb-bypass, \d+ auto-route-bypass/);
  const bad = await runCli('exposure', '--fail-on', 'constraint-bypass', LEGACY);
  assert.equal(bad.code, 2);
  assert.match(bad.err, /--fail-on takes some of filter-bypass, verb-bypass, auto-route-bypass/);
});

test('in the editor: a lens on each controller method with its ways in and their filters; filter-bypass and verb-bypass as diagnostics on the method', async () => {
  const client = await TestClient.start(LEGACY);
  try {
    const users = path.join(LEGACY, 'app/Controllers/Admin/Users.php');
    await client.open(users);
    const diagnostics = await client.waitForDiagnostics(users, (d) => d.some((x) => x.code === 'filter-bypass'));
    assert.deepEqual(
      diagnostics.map((d) => `${d.range.start.line + 1} ${String(d.code)}`),
      ['9 filter-bypass', '9 verb-bypass'],
    );
    const lenses = await client.request<CodeLens[]>('textDocument/codeLens', { textDocument: { uri: uriOf(users) } });
    assert.deepEqual(
      lenses.map((l) => `${l.range.start.line + 1} ${l.command!.title}`),
      ['9 1 route · auto-routed', '14 auto-routed'],
    );
    const [, reaches] = lenses[0].command!.arguments as [string, { label: string }[]];
    assert.equal(reaches[0].label, "GET /admin/panel (route 'admin/panel', app/Config/Routes.php:31) — filters honeypot, csrf, auth, role:admin,editor");
  } finally {
    await client.stop();
  }
});
