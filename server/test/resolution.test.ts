// What runs for a URL in two apps of our own (test-fixtures/ci3-resolution: plain CodeIgniter 3, and HMVC with a
// module routes file), each expectation written from the rules of docs/ci3-routing.md; through `routelens match`,
// over JSON-RPC (Find Route), and the exposure audit built on the same resolver (JSON and SARIF).

import assert from 'node:assert/strict';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { runCli } from './harness/cli';
import { TestClient, writeWorkspace } from './harness/lsp-client';

const ROOT = path.resolve(__dirname, '../../..');
const PLAIN = path.join(ROOT, 'test-fixtures/ci3-resolution/plain');
const HMVC = path.join(ROOT, 'test-fixtures/ci3-resolution/hmvc');
const SCHEMA = require(require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json')) as object;

interface MatchJson {
  match: { from: string; target: string } | null;
  runs: { file: string; class: string; method: string; args: string[]; via: string; router: string; line: number | null; remapped?: string } | null;
  status: number;
}

/** `status file Class::method(args) via`, compact. */
async function runs(app: string, verb: string, url: string): Promise<string> {
  const { out, code } = await runCli('match', verb, url, app, '--json');
  const json = JSON.parse(out) as MatchJson;
  const r = json.runs;
  const described = r
    ? `${r.file.replace('application/', '')} ${r.class}::${r.method}${r.remapped !== undefined ? `[${r.remapped}]` : ''}(${r.args.join(',')}) ${r.via}`
    : 'nothing';
  // Exit 0 exactly when a method other than the override's runs.
  assert.equal(code, json.status === 200 && r?.via !== '404_override' ? 0 : 1, url);
  return `${json.status} ${described}`;
}

describe('plain CodeIgniter 3 (translate_uri_dashes TRUE)', () => {
  const cases: [string, string, string][] = [
    ['GET', '/shop/list_all', '200 controllers/Shop.php Shop::list_all() auto'],
    ['GET', '/Shop/LIST_ALL', '200 controllers/Shop.php Shop::list_all() auto'],
    ['GET', '/shop/list-all', '200 controllers/Shop.php Shop::list_all() auto'],
    ['GET', '/products/7', '200 controllers/Shop.php Shop::view(7) route'],
    ['POST', '/orders', '200 controllers/Shop.php Shop::create() route'],
    // A per-verb route is skipped for other verbs: automatic routing looks for Orders.php, then the override.
    ['GET', '/orders', '200 controllers/Errors.php Errors::page_missing() 404_override'],
    ['GET', '/shop/helper', '200 controllers/Errors.php Errors::page_missing() 404_override'],
    ['GET', '/shop/_internal', '200 controllers/Errors.php Errors::page_missing() 404_override'],
    ['GET', '/shop/get_instance', '200 controllers/Errors.php Errors::page_missing() 404_override'],
    ['GET', '/shop/render', '200 controllers/Shop.php Shop::render() auto'],
    ['GET', '/shop/stats', '200 controllers/Shop.php Shop::stats() auto'],
    ['GET', '/legacy', '200 controllers/Welcome.php Welcome::index() default_controller'],
    ['GET', '/legacy/x/1', '200 controllers/Legacy.php Legacy::_remap[x](1) auto'],
    ['GET', '/my-account/edit-profile', '200 controllers/My_account.php My_account::edit_profile() auto'],
    ['GET', '/sales/9', '200 controllers/admin/reports/Sales.php Sales::week(9) route'],
    ['GET', '/admin/reports/sales/week/3', '200 controllers/admin/reports/Sales.php Sales::week(3) auto'],
    ['GET', '/reports', '200 controllers/reports/Welcome.php Welcome::index() default_controller'],
    ['GET', '/lower', '200 controllers/Errors.php Errors::page_missing() 404_override'],
    ['GET', '/404_override', '200 controllers/Errors.php Errors::page_missing() route'],
    ['GET', '/', '200 controllers/Welcome.php Welcome::index() default_controller'],
    ['GET', '/index.php/shop/view/2', '200 controllers/Shop.php Shop::view(2) auto'],
    ['GET', 'https://shop.example/pair/1/2?page=3', '200 controllers/Shop.php Shop::view(1,2) route'],
    ['GET', '/shop/<x>', '400 nothing'],
  ];
  for (const [verb, url, expected] of cases) {
    test(`${verb} ${url}`, async () => assert.equal(await runs(PLAIN, verb, url), expected));
  }

  test("a '' target says what runs there, in the same words in match and list (CodeIgniter 3 blocks only the automatic URL)", async () => {
    const { out } = await runCli('match', 'GET', '/legacy', PLAIN);
    assert.match(
      out,
      /^GET \/legacy matches 'legacy' → '' \(runs the default controller Welcome::index\(\)\)\n {2}defined at application\/config\/routes\.php:11\n {2}runs application\/controllers\/Welcome\.php:3 → Welcome::index\(\) as the default controller\n/,
    );
    // A Node app's router answers it like a path that resolves nowhere (one of its two deviations).
    const node = await runCli('match', 'GET', '/blog/secret', path.join(ROOT, 'test-fixtures/router-app'));
    assert.match(
      node.out,
      /^GET \/blog\/secret matches 'blog\/secret' → '' \(runs the 404_override Pages::missing\(\)\)\n(.*\n)? {2}runs .*Pages\.js:\d+ → Pages::missing\(\) as the 404_override/,
    );
    // The list says the same of the same routes.
    const listed = await runCli('list', PLAIN);
    assert.match(listed.out, /legacy +'' \(runs the default controller Welcome::index\(\)\) /);
    const nodeList = await runCli('list', path.join(ROOT, 'test-fixtures/router-app'));
    assert.match(nodeList.out, /blog\/secret +'' \(runs the 404_override Pages::missing\(\)\) /);
  });

  test('the text says what runs, how, and which router was assumed', async () => {
    const { out } = await runCli('match', 'GET', '/orders', PLAIN);
    assert.equal(
      out,
      [
        "No route matches GET /orders: automatic routing uses the path's own segments.",
        '  runs application/controllers/Errors.php:3 → Errors::page_missing() as the 404_override',
        '  because there is no controller file Orders.php',
        '  router: CodeIgniter 3 (no modules/*/controllers/ folder, no third_party/MX and no Bonfire)',
        '',
      ].join('\n'),
    );
  });
});

describe('HMVC with a module routes file', () => {
  const cases: [string, string][] = [
    ['/forum/topics/view/3', '200 modules/forum/controllers/Topics.php Topics::view(3) auto'],
    ['/forum/admin/settings/save', '200 modules/forum/controllers/admin/Settings.php Settings::save() auto'],
    ['/forum/rules', '200 modules/forum/controllers/Forum.php Forum::rules() auto'],
    ['/forum', '200 modules/forum/controllers/Forum.php Forum::index() auto'],
    // The module owns /forum/…: the application's Forum.php is reached only by a letter-case variant.
    ['/forum/app_only', '200 controllers/Errors.php Errors::page_missing() 404_override'],
    ['/Forum/app_only', '200 controllers/Forum.php Forum::app_only() auto'],
    ['/forum/t/a/b', '200 modules/forum/controllers/Topics.php Topics::view(a,b) route'],
    ['/my-mod/my-ctl/my-arg/x-y', '200 modules/my_mod/controllers/My_ctl.php My_ctl::my_arg(x-y) auto'],
    ['/a/b/c/m', '200 controllers/a/b/C.php C::m() auto'],
    ['/a/b/c/d/m', '200 controllers/Errors.php Errors::page_missing() 404_override'],
    ['/board', '200 modules/forum/controllers/Topics.php Topics::index() route'],
    ['/', '200 controllers/Welcome.php Welcome::index() default_controller'],
  ];
  for (const [url, expected] of cases) {
    test(`GET ${url}`, async () => assert.equal(await runs(HMVC, 'GET', url), expected));
  }

  test('Find Route over JSON-RPC answers with the same resolver: the module route, what runs, the router', async () => {
    const client = await TestClient.start(HMVC);
    try {
      const answer = await client.request<{
        match: unknown;
        runs: {
          status: number;
          router: string;
          moduleRoute: unknown;
          runs: { display: string; class: string; method: string; args: string[]; via: string; location: { uri: string; range: { start: { line: number } } } };
        };
      }>('routelens/match', { verb: 'GET', uri: 'https://example.com/forum/t/a/b?x=1' });
      assert.equal(answer.match, null, 'no route of the app matches');
      assert.deepEqual(answer.runs.moduleRoute, { module: 'forum', from: 'forum/t/(:any)', to: 'topics/view/$1' });
      const { location, ...runs } = answer.runs.runs;
      assert.deepEqual(runs, { display: 'application/modules/forum/controllers/Topics.php', class: 'Topics', method: 'view', args: ['a', 'b'], via: 'route' });
      assert.ok(location.uri.endsWith('/modules/forum/controllers/Topics.php'));
      assert.equal(location.range.start.line, 3);
      assert.equal(answer.runs.router, 'HMVC (modules with controllers: forum, my_mod)');
      const refused = await client.request<{ runs: { status: number; runs: { via: string }; refused: { class: string; method: string } } }>('routelens/match', {
        verb: 'GET',
        uri: '/forum/app_only',
      });
      assert.deepEqual(
        [refused.runs.runs.via, refused.runs.refused],
        ['404_override', { display: 'application/modules/forum/controllers/Forum.php', class: 'Forum', method: 'app_only' }],
      );
    } finally {
      await client.stop();
    }
  });
});

interface ExposureJson {
  router: string;
  methods: {
    file: string;
    class: string;
    method: string;
    line: number | null;
    declaredIn?: { file: string; line: number };
    reachedBy: { kind: string; verbs: string[]; url: string; route?: { from: string; file: string; line: number } }[];
    findings: { code: string }[];
  }[];
  findings: { code: string; file: string; line: number; severity: string; message: string }[];
}

describe('routelens exposure', () => {
  test('every reachable method with every way it is reached, and the findings (JSON)', async () => {
    const { out, code } = await runCli('exposure', PLAIN, '--json');
    assert.equal(code, 0);
    const json = JSON.parse(out) as ExposureJson;
    const method = (cls: string, name: string, file = `application/controllers/${cls}.php`) =>
      json.methods.find((m) => m.file === file && m.class === cls && m.method === name);
    const reaches = (cls: string, name: string, file?: string) =>
      method(cls, name, file)?.reachedBy.map((r) => `${r.kind} ${r.verbs.join('|')} ${r.url}${r.route ? ` @${r.route.line}` : ''}`);
    assert.deepEqual(reaches('Shop', 'create'), ['route POST orders @9', 'auto ANY /shop/create[/…]']);
    assert.deepEqual(
      method('Shop', 'create')?.findings.map((f) => f.code),
      ['verb-bypass'],
    );
    assert.deepEqual(reaches('Shop', 'view'), ['route ANY products/(:num) @10', 'route ANY pair/(:num)/(:num) @14', 'auto ANY /shop/view[/…]']);
    assert.deepEqual(
      method('Shop', 'view')?.findings.map((f) => f.code),
      // Its routes admit digits only; its automatic URL passes any segment to view($id).
      ['constraint-bypass'],
    );
    assert.deepEqual(reaches('Shop', 'list_all'), ['auto ANY /shop/list_all[/…]']);
    assert.deepEqual(
      method('Shop', 'list_all')?.findings.map((f) => f.code),
      ['unrouted-public-method'],
    );
    assert.deepEqual(method('Shop', 'render')?.declaredIn, { file: 'application/core/MY_Controller.php', line: 3 });
    assert.equal(method('Shop', 'helper'), undefined, 'protected: not reachable, not listed');
    assert.equal(method('Shop', '_internal'), undefined);
    assert.deepEqual(reaches('Legacy', '_remap'), ['auto ANY /legacy[/{any method}[/…]]']);
    assert.deepEqual(reaches('Errors', 'page_missing'), [
      'auto ANY /errors/page_missing[/…]',
      'override ANY /404_override, and every URL that resolves to nothing',
    ]);
    assert.deepEqual(reaches('Welcome', 'index'), ['route ANY legacy @11', 'auto ANY /welcome[/index[/…]]', 'default ANY /']);
    assert.deepEqual(reaches('Welcome', 'index', 'application/controllers/reports/Welcome.php'), [
      'auto ANY /reports/welcome[/index[/…]]',
      'auto ANY /reports',
    ]);
    assert.deepEqual(reaches('Lower', 'index', 'application/controllers/lower.php'), [], 'lower.php is never found on Linux');
    assert.deepEqual(
      json.findings.filter((f) => f.file === 'application/config/routes.php').map((f) => `${f.line} ${f.code} ${f.severity}`),
      ['11 block-serves-default warning', '13 route-to-missing warning', '14 param-count information'],
    );
    assert.equal(json.findings.filter((f) => f.code === 'remap-catches-all').length, 1);
  });

  test('HMVC: module routes and the letter-case variant of an app controller named like a module', async () => {
    const json = JSON.parse((await runCli('exposure', HMVC, '--json')).out) as ExposureJson;
    const of = (file: string, name: string) =>
      json.methods
        .find((m) => m.file === file && m.method === name)
        ?.reachedBy.map((r) => `${r.kind} ${r.url}${r.route ? ` ${r.route.file}:${r.route.line}` : ''}`);
    assert.deepEqual(of('application/modules/forum/controllers/Topics.php', 'view'), [
      'route forum/t/(:any) application/modules/forum/config/routes.php:3',
      'auto /forum/topics/view[/…]',
    ]);
    assert.deepEqual(of('application/controllers/Forum.php', 'app_only'), ['auto /Forum/app_only[/…]']);
    assert.deepEqual(of('application/controllers/a/b/c/D.php', 'm'), [], 'three folders deep under HMVC');
    assert.equal(json.router, 'hmvc');
  });

  test('SARIF validates against the 2.1.0 schema on every CodeIgniter fixture', async () => {
    for (const app of [
      PLAIN,
      HMVC,
      path.join(ROOT, 'test-fixtures/bonfire-app'),
      path.join(ROOT, 'test-fixtures/ci3-app'),
      path.join(ROOT, 'test-fixtures/hmvc'),
    ]) {
      const { out, code } = await runCli('exposure', app, '--format', 'sarif');
      assert.equal(code, 0, app);
      const ajv = new Ajv({ strict: false, allErrors: true, unicodeRegExp: false });
      addFormats(ajv);
      const log = JSON.parse(out) as { runs: { results: unknown[] }[] };
      assert.ok(ajv.validate(SCHEMA, log), `${app}: ${JSON.stringify(ajv.errors, null, 2)}`);
      assert.ok(log.runs[0].results.length > 0, app);
    }
  });

  test('a route to a controller with _remap gets no param-count: CodeIgniter calls _remap(method, params)', async () => {
    const { root } = writeWorkspace({
      'application/config/routes.php':
        "<?php\n$route['default_controller'] = 'welcome';\n$route['settings/(:any)/(:any)/(:any)/(:any)'] = 'admin/$1/$2/$3/$4';\n",
      'application/controllers/Admin.php':
        '<?php\nclass Admin extends CI_Controller {\n    public function _remap($method, $params = array()) {}\n    public function set() {}\n}\n',
      'application/controllers/Welcome.php': '<?php\nclass Welcome extends CI_Controller {\n    public function index() {}\n}\n',
    });
    const { out } = await runCli('check', '--json', root);
    const codes = (JSON.parse(out) as { diagnostics: { code: string }[] }).diagnostics.map((d) => d.code);
    assert.ok(!codes.includes('param-count'), codes.join(', '));
    const exposure = JSON.parse((await runCli('exposure', root, '--json')).out) as { methods: { method: string; findings: { code: string }[] }[] };
    assert.deepEqual(
      exposure.methods.find((m) => m.method === '_remap')?.findings.map((f) => f.code),
      ['remap-catches-all'],
    );
  });

  test('SARIF rules and --fail-on exits 1 on a listed code; formats and codes are checked', async () => {
    const { out, code } = await runCli('exposure', PLAIN, '--format', 'sarif');
    assert.equal(code, 0);
    const log = JSON.parse(out) as { runs: { tool: { driver: { rules: { id: string }[] } }; results: { ruleId: string }[] }[] };
    const ajv = new Ajv({ strict: false, allErrors: true, unicodeRegExp: false });
    addFormats(ajv);
    assert.ok(ajv.validate(SCHEMA, log), JSON.stringify(ajv.errors, null, 2));
    assert.deepEqual(
      log.runs[0].tool.driver.rules.map((r) => r.id),
      [
        'auto-route-bypass',
        'block-serves-default',
        'constraint-bypass',
        'inherited-public-method',
        'param-count',
        'remap-catches-all',
        'route-to-missing',
        'unrouted-public-method',
        'verb-bypass',
      ],
    );
    assert.equal((await runCli('exposure', PLAIN, '--fail-on', 'verb-bypass')).code, 1);
    assert.equal((await runCli('exposure', HMVC, '--fail-on', 'verb-bypass,block-serves-default')).code, 0);
    const bad = await runCli('exposure', PLAIN, '--fail-on', 'everything');
    assert.equal(bad.code, 2);
    assert.match(bad.err, /^routelens: --fail-on takes some of auto-route-bypass, .*, not 'everything'\n$/);
    const markdown = (await runCli('exposure', PLAIN, '--format', 'markdown')).out;
    assert.match(markdown, /^# What the app exposes\n\nRouter: CodeIgniter 3 /);
    assert.match(
      markdown,
      /\| `application\/controllers\/Shop\.php` Shop::create\(\) \| `POST \/orders route → 'shop\/create'`<br>`ANY \/shop\/create\[\/…\] automatic` \| verb-bypass \|/,
    );
  });

  test('an app whose routes send every path to any controller, many times over, is audited in bounded time and says it is incomplete', async () => {
    const files: Record<string, string> = {
      'application/config/routes.php':
        "<?php\n$route['default_controller'] = 'c0';\n" + Array.from({ length: 120 }, (_, i) => `$route['x${i}/(:any)/(:any)'] = '$1/$2';`).join('\n') + '\n',
    };
    for (let c = 0; c < 60; c++)
      files[`application/controllers/C${c}.php`] =
        `<?php\nclass C${c} extends CI_Controller {\n${Array.from({ length: 8 }, (_, m) => `  public function m${m}() {}`).join('\n')}\n}\n`;
    const { root } = writeWorkspace(files);
    const json = JSON.parse((await runCli('exposure', root, '--json')).out) as ExposureJson & { complete: boolean };
    assert.equal(json.complete, false);
    assert.ok(
      json.methods.every((m) => m.reachedBy.some((r) => r.kind === 'auto')),
      'every method still has its automatic URL',
    );
    assert.ok(json.methods[0].reachedBy.filter((r) => r.kind === 'route').length > 0, 'the first routes were audited');
    assert.match((await runCli('exposure', root)).out, /\nIncomplete: the audit stopped after 50,000 requests/);
    const plain = JSON.parse((await runCli('exposure', PLAIN, '--json')).out) as { complete: boolean };
    assert.equal(plain.complete, true);
  });

  test('a project without controllers has nothing to audit: one line, exit 2', async () => {
    const result = await runCli('exposure', path.join(ROOT, 'test-fixtures/shop'));
    assert.deepEqual([result.code, result.out], [2, '']);
    assert.match(result.err, /^routelens: no controllers found near PATH/);
  });
});

describe('exposure of a Node app, checked against the router running it', () => {
  test('every automatic URL the audit lists runs that method in @routelens/router; static methods are not listed', async () => {
    const { createRouter, loadModule } = await import('@routelens/router');
    const app = path.join(ROOT, 'test-fixtures/router-app');
    const json = JSON.parse((await runCli('exposure', app, '--json')).out) as ExposureJson;
    assert.equal(
      json.methods.find((m) => m.method === 'stats'),
      undefined,
      'the router never calls static methods',
    );
    assert.ok(!json.findings.some((f) => f.code === 'block-serves-default'), 'a blocked path is not found in the router');
    const logs: string[] = [];
    const routes = (loadModule(path.join(app, 'config/routes.ts')) as { routes: Record<string, unknown> }).routes;
    const router = createRouter({ routes, root: app, log: (line) => logs.push(line) });
    let checked = 0;
    for (const m of json.methods) {
      for (const reach of m.reachedBy.filter((r) => r.kind === 'auto')) {
        // The URL as written, without its optional parts (`/pages/about[/…]` → `/pages/about`), a segment for `/…`.
        const url = reach.url
          .replace(/ \(any letter case\)$/, '')
          .replace(/\[.*$/, '')
          .replace(/\/…$/, '/1')
          .replace('{any method}', 'anything');
        const method = reach.verbs[0] === 'ANY' ? 'GET' : reach.verbs[0];
        logs.length = 0;
        await router.handle({ method, url, native: { method, headers: {} } });
        // The request's line says what ran (a controller that throws is logged first, then its line).
        assert.match(logs.at(-1) ?? '', new RegExp(` → ${m.class}::${m.method} `), `${url} runs ${m.class}::${m.method}(): ${logs.join('\n')}`);
        checked++;
      }
    }
    assert.ok(checked >= 15, `${checked} automatic URLs checked`);
  });

  test("a module's own routes file: match and the router run the same method", async () => {
    const { createRouter, loadModule } = await import('@routelens/router');
    const app = path.join(ROOT, 'test-fixtures/router-app');
    const routes = (loadModule(path.join(app, 'config/routes.ts')) as { routes: Record<string, unknown> }).routes;
    const logs: string[] = [];
    const router = createRouter({ routes, root: app, log: (line) => logs.push(line) });
    for (const url of ['/blog/post/4', '/blog/latest_posts', '/go/latest-posts', '/photos/12']) {
      const json = JSON.parse((await runCli('match', 'GET', url, app, '--json')).out) as MatchJson;
      logs.length = 0;
      await router.handle({ method: 'GET', url, native: { method: 'GET', headers: {} } });
      assert.ok(json.runs, url);
      assert.match(logs.at(-1) ?? '', new RegExp(` → ${json.runs.class}::${json.runs.method} 200`), `${url}: ${logs.join('\n')}`);
    }
    const json = JSON.parse((await runCli('match', 'GET', '/blog/post/4', app, '--json')).out) as MatchJson;
    assert.deepEqual([json.runs?.method, json.runs?.args, json.runs?.via], ['show', ['4'], 'route']);
  });
});
