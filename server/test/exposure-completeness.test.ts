// The exposure audit names every automatic URL that runs a method (docs/exposure.md): with more segments beside a
// route that takes the bare path, in another letter case beside a case-sensitive route, per request method; and its
// quick fix's routes close every one of them (checked by asking the resolver again with the routes written).

import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { runCli } from './harness/cli';
import { writeWorkspace } from './harness/lsp-client';

interface Reach {
  kind: string;
  verbs: string[];
  url: string;
}
interface AuditJson {
  methods: { class: string; method: string; reachedBy: Reach[] }[];
  findings: { code: string; method?: string; message: string }[];
}

const CONTROLLERS = {
  'application/controllers/Welcome.php': '<?php\nclass Welcome extends CI_Controller {\n    public function index() {}\n}\n',
  'application/controllers/Reports.php': '<?php\nclass Reports extends CI_Controller {\n    public function summary_sales($id = null) {}\n}\n',
  'application/controllers/Users.php': '<?php\nclass Users extends CI_Controller {\n    public function update() {}\n}\n',
};

const ROUTES = [
  "$route['default_controller'] = 'welcome';",
  "$route['404_override'] = 'welcome/index';",
  // GET takes the bare path only: GET with more segments, and the other verbs, reach the method automatically.
  "$route['reports/summary_sales']['GET'] = 'reports/summary_sales';",
  // Every verb, the bare path and any more segments: only another letter case reaches the method automatically.
  "$route['users/update(/.*)?'] = 'users/update';",
];

async function audit(root: string): Promise<AuditJson> {
  return JSON.parse((await runCli('exposure', root, '--json')).out) as AuditJson;
}

const autos = (json: AuditJson, method: string) =>
  json.methods
    .find((m) => m.method === method)!
    .reachedBy.filter((r) => r.kind === 'auto')
    .map((r) => `${r.verbs.join('|')} ${r.url}`);

describe('every automatic URL, once', () => {
  test('more segments beside a bare-path route, and another letter case beside a case-sensitive one, per verb', async () => {
    const { root } = writeWorkspace({ 'application/config/routes.php': `<?php\n${ROUTES.join('\n')}\n`, ...CONTROLLERS });
    const json = await audit(root);
    assert.deepEqual(autos(json, 'summary_sales'), ['POST|PUT|DELETE|HEAD|PATCH|OPTIONS /reports/summary_sales[/…]', 'GET /reports/summary_sales/…']);
    assert.deepEqual(autos(json, 'update'), ['ANY /users/Update[/…] (any letter case)']);
    // Each answer is the resolver's: the URLs named run the method for those verbs.
    for (const [verb, url, method] of [
      ['GET', '/reports/summary_sales/7', 'summary_sales'],
      ['POST', '/reports/summary_sales', 'summary_sales'],
      ['PUT', '/users/UPDATE/x', 'update'],
    ]) {
      const match = JSON.parse((await runCli('match', verb, url, root, '--json')).out) as { runs: { method: string; via: string } };
      assert.deepEqual([match.runs.method, match.runs.via], [method, 'auto'], `${verb} ${url}`);
    }
    const verb = json.findings.find((f) => f.code === 'verb-bypass' && f.message.startsWith('Reports::summary_sales()'));
    assert.ok(verb, JSON.stringify(json.findings));
    assert.match(verb.message, /POST\|PUT\|DELETE\|HEAD\|PATCH\|OPTIONS \/reports\/summary_sales\[\/…\], GET \/reports\/summary_sales\/…/);
  });

  test('the blocking routes the findings give close every URL they name, in every letter case', async () => {
    const { root } = writeWorkspace({ 'application/config/routes.php': `<?php\n${ROUTES.join('\n')}\n`, ...CONTROLLERS });
    const json = await audit(root);
    const lines = json.findings
      .filter((f) => f.code === 'verb-bypass' || f.code === 'auto-route-bypass')
      .map((f) => /\(\$route\['(.*?)'\] = 'welcome\/index'/.exec(f.message)?.[1]);
    assert.deepEqual(lines, ['[rR]eports/[sS][uU][mM][mM][aA][rR][yY]_[sS][aA][lL][eE][sS](/.*)?', '[uU]sers/[uU][pP][dD][aA][tT][eE](/.*)?']);
    const file = path.join(root, 'application/config/routes.php');
    fs.appendFileSync(file, lines.map((key) => `$route['${key}'] = 'welcome/index';\n`).join(''));
    const after = await audit(root);
    assert.deepEqual(autos(after, 'summary_sales'), []);
    assert.deepEqual(autos(after, 'update'), []);
    for (const url of ['/Reports/SUMMARY_SALES/1', '/users/Update', '/USERS/update']) {
      const match = JSON.parse((await runCli('match', 'POST', url, root, '--json')).out) as { runs: { method: string; via: string } | null };
      assert.notEqual(match.runs?.via, 'auto', url);
    }
    // The routes the app had still win their own requests.
    const routed = JSON.parse((await runCli('match', 'GET', '/reports/summary_sales', root, '--json')).out) as { runs: { method: string; via: string } };
    assert.deepEqual([routed.runs.method, routed.runs.via], ['summary_sales', 'route']);
  });

  test('regex keys with text outside their groups (anchors, a class) are sampled, and a trailing $n stands for several segments', async () => {
    const { root } = writeWorkspace({
      'application/config/routes.php': `<?php\n$route['default_controller'] = 'welcome';\n$route['^(en|fr)/(.*)$'] = '$2';\n$route['[a-z]+/edit'] = 'users/update';\n`,
      ...CONTROLLERS,
    });
    const json = await audit(root);
    const routes = json.methods
      .find((m) => m.method === 'update')!
      .reachedBy.filter((r) => r.kind === 'route')
      .map((r) => r.url);
    assert.deepEqual(routes.sort(), ['[a-z]+/edit', '^(en|fr)/(.*)$']);
    const match = JSON.parse((await runCli('match', 'GET', '/fr/users/update', root, '--json')).out) as { runs: { method: string; via: string } };
    assert.deepEqual([match.runs.method, match.runs.via], ['update', 'route']);
  });

  test('nothing CodeIgniter would not serve: a class it cannot create, a controllers folder it does not route to', async () => {
    const { root } = writeWorkspace({
      'application/config/routes.php': "<?php\n$route['default_controller'] = 'welcome';\n",
      ...CONTROLLERS,
      'application/controllers/Base.php': '<?php\nabstract class Base extends CI_Controller {\n    public function shared() {}\n}\n',
      'application/controllers/Needs.php':
        '<?php\nclass Needs extends CI_Controller {\n    public function __construct($db) {}\n    public function go() {}\n}\n',
      'application/controllers/Child.php': '<?php\nclass Child extends Needs {\n    public function run() {}\n}\n',
      'application/core/controllers/Core_thing.php': '<?php\nclass Core_thing extends CI_Controller {\n    public function index() {}\n}\n',
      'application/third_party/pkg/controllers/Example.php': '<?php\nclass Example extends CI_Controller {\n    public function index() {}\n}\n',
    });
    const json = await audit(root);
    const listed = json.methods.map((m) => `${m.class}::${m.method}`).sort();
    assert.deepEqual(listed, ['Reports::summary_sales', 'Users::update', 'Welcome::index']);
    for (const [url, reason] of [
      ['/base/shared', /^Base is abstract: CodeIgniter cannot create the controller/],
      ['/needs/go', /^the constructor of Needs requires 1 argument: /],
      ['/child/run', /^the constructor of Child requires 1 argument: /],
    ] as const) {
      const match = JSON.parse((await runCli('match', 'GET', url, root, '--json')).out) as {
        status: number;
        runs: { reason?: string } | null;
        reason?: string;
      };
      assert.equal(match.status, 500, url);
      assert.match(String(match.reason ?? match.runs?.reason), reason, url);
    }
    const core = JSON.parse((await runCli('match', 'GET', '/core_thing', root, '--json')).out) as { status: number };
    assert.equal(core.status, 404);
  });

  test('a route to a controller with _remap reaches it, whatever method name the route passes', async () => {
    const { root } = writeWorkspace({
      // The route's own sample (api/42/42) is the earlier route's: only a method name reaches Legacy through it.
      'application/config/routes.php':
        "<?php\n$route['default_controller'] = 'welcome';\n$route['api/(:num)/(:num)'] = 'welcome/index';\n$route['api/(:any)/(:num)'] = 'legacy/$1/$2';\n",
      'application/controllers/Welcome.php': '<?php\nclass Welcome extends CI_Controller {\n    public function index() {}\n}\n',
      'application/controllers/Legacy.php': '<?php\nclass Legacy extends CI_Controller {\n    public function _remap($method, $args) {}\n}\n',
    });
    const json = await audit(root);
    const remap = json.methods.find((m) => m.method === '_remap')!;
    assert.deepEqual(
      remap.reachedBy.filter((r) => r.kind === 'route').map((r) => `${r.verbs.join('|')} ${r.url}`),
      ['ANY api/(:any)/(:num)'],
    );
  });
});
