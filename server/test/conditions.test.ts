// Conditions and data (docs/decisions.md#conditions-and-data): routes behind undecided conditions are listed with them and decided by
// --define; JSON data and PHP data files are read; classes are evaluated. Through the evaluator, the CLI and the
// language server.

import assert from 'node:assert/strict';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import type { CodeLens, Diagnostic, Hover } from 'vscode-languageserver';
import { DiagnosticSeverity } from 'vscode-languageserver';
import { runCli as run } from './harness/cli';
import { evaluateFiles, routeLines } from './harness/evaluate';
import { TestClient, uriOf, writeWorkspace } from './harness/lsp-client';
import { withSession } from './harness/checks';

const IMPORT = "import { Route } from '@routelens/route';\n";

const conditional = (files: Record<string, string>, defines?: Record<string, string>) =>
  evaluateFiles(files, { defines }).routes.map((r) => `${r.verb} ${r.from} → ${r.to}${r.condition ? ` [${r.condition}]` : ''}`);

describe('conditional routes in TypeScript', () => {
  const config =
    IMPORT +
    [
      "if (process.env.NODE_ENV !== 'production') {",
      "  Route.any('debug/(:any)', 'tools/debug/$1');",
      "  Route.get('about', 'pages/about_dev');",
      '} else {',
      "  Route.get('about', 'pages/about');",
      '}',
      'switch (import.meta.env.REGION) {',
      "  case 'eu': Route.get('privacy', 'legal/gdpr'); break;",
      "  default: Route.get('privacy', 'legal/basic');",
      '}',
      "Route.get('home', 'pages/home');",
      'export const routes = Route.map();',
    ].join('\n');

  test('both branches are listed with opposite conditions; a switch gives each clause its own', () => {
    assert.deepEqual(conditional({ 'r.ts': config }), [
      "ANY debug/(:any) → tools/debug/$1 [process.env.NODE_ENV !== 'production']",
      "GET about → pages/about_dev [process.env.NODE_ENV !== 'production']",
      "GET about → pages/about [process.env.NODE_ENV === 'production']",
      "GET privacy → legal/gdpr [import.meta.env.REGION === 'eu']",
      "GET privacy → legal/basic [import.meta.env.REGION is none of 'eu']",
      'GET home → pages/home',
    ]);
  });

  test('no route-replaced or unreachable-route between routes that never exist together; they still apply within a branch', () => {
    assert.deepEqual(
      evaluateFiles({ 'r.ts': config }).diagnostics.map((d) => d.code),
      [],
    );
    const same = evaluateFiles({
      'r.ts':
        IMPORT +
        "if (process.env.X) {\n  Route.get('a', 'x');\n  Route.get('a', 'y');\n  Route.get('(:any)', 'z');\n  Route.get('b', 'w');\n}\nelse { Route.get('(:any)', 'q'); }\nRoute.get('c', 'v');\n",
    });
    assert.deepEqual(same.diagnostics.map((d) => d.code).sort(), ['route-replaced', 'unreachable-route', 'unreachable-route']);
    assert.deepEqual(
      same.routes.filter((r) => r.replaced).map((r) => r.to),
      ['x'],
    );
  });

  test('a route that shadows, replaces or renames another only under a condition the other does not have: no warning', () => {
    // Maintenance mode: the catch-all exists only when MAINTENANCE is set; without it, `home` matches (as running it shows).
    const config =
      IMPORT +
      [
        "if (process.env.MAINTENANCE === '1') Route.any('(.*)', 'maintenance/index');",
        "Route.get('home', 'pages/home', { as: 'home' });",
        "if (process.env.BETA) Route.get('home', 'beta/home');",
        "if (process.env.BETA) Route.get('start', 'beta/start', { as: 'home' });",
        "if (process.env.MAINTENANCE === '1') { Route.get('about', 'a/x'); Route.get('about', 'a/y'); }",
      ].join('\n') +
      '\n';
    const analysis = evaluateFiles({ 'r.ts': config });
    // Within one branch a replacement is certain: that one is reported.
    assert.deepEqual(
      analysis.diagnostics.map((d) => `${d.code} ${d.span.start}`),
      [`route-replaced ${config.indexOf("Route.get('about', 'a/x')")}`],
    );
    assert.deepEqual(
      analysis.routes.filter((r) => r.replaced).map((r) => r.to),
      ['a/x'],
    );
    // Decided, each is certain, and reported.
    const beta = evaluateFiles({ 'r.ts': config }, { defines: { BETA: '1' } });
    assert.deepEqual(beta.diagnostics.map((d) => d.code).sort(), ['duplicate-name', 'route-replaced', 'route-replaced']);
    const maintenance = evaluateFiles({ 'r.ts': config }, { defines: { MAINTENANCE: '1' } });
    assert.deepEqual(maintenance.diagnostics.map((d) => d.code).sort(), ['route-replaced', 'unreachable-route', 'unreachable-route', 'unreachable-route']);
  });

  test('--define decides a condition: only the branch that runs is listed, without a condition', () => {
    assert.deepEqual(conditional({ 'r.ts': config }, { NODE_ENV: 'production', REGION: 'eu' }), [
      'GET about → pages/about',
      'GET privacy → legal/gdpr',
      'GET home → pages/home',
    ]);
  });

  test('list --json gives every route its condition; the table marks them; map says it assumed them', async () => {
    const { root } = writeWorkspace({ 'routes.ts': config });
    const list = JSON.parse((await run('list', root, '--json')).out) as { routes: { from: string; condition: string | null }[] };
    assert.deepEqual(
      list.routes.map((r) => r.condition),
      [
        "process.env.NODE_ENV !== 'production'",
        "process.env.NODE_ENV !== 'production'",
        "process.env.NODE_ENV === 'production'",
        "import.meta.env.REGION === 'eu'",
        "import.meta.env.REGION is none of 'eu'",
        null,
      ],
    );
    const table = (await run('list', root)).out;
    assert.match(table, /^ANY\s+debug\/\(:any\)\s+tools\/debug\/\$1\s+routes\.ts:3\s+if process\.env\.NODE_ENV !== 'production'$/m);
    assert.match(table, /^VERB\s+URI\s+TARGET\s+NAME\s+DEFINED AT\s+CONDITION$/m);
    const map = await run('map', root, '--method', 'GET');
    assert.match(map.out, /Includes entries behind conditions that are not known, as if each held: if process\.env\.NODE_ENV !== 'production'/);
    const decided = await run('list', root, '--define', 'NODE_ENV=production', '--define', 'REGION=us', '--json');
    assert.deepEqual(
      (JSON.parse(decided.out) as { routes: { from: string; condition: string | null }[] }).routes.map((r) => `${r.from} ${r.condition}`),
      ['about null', 'privacy null', 'home null'],
    );
  });
});

describe('conditional routes in PHP', () => {
  test('an if on ENVIRONMENT, $_SESSION or $_SERVER: both branches listed; --define ENVIRONMENT decides', () => {
    const routes =
      "<?php\nif (ENVIRONMENT === 'development') {\n  $route['debug/(:any)'] = 'tools/debug/$1';\n} else {\n  $route['debug/(:any)'] = '';\n}\nif (isset($_SESSION['beta'])) { Route::get('beta', 'beta/index'); }\nif ($_SERVER['CI_ENV'] == 'staging') { $route['staging'] = 'tools/staging'; }\n$route = Route::map($route);\n";
    assert.deepEqual(conditional({ 'application/config/routes.php': routes }), [
      "ANY debug/(:any) → tools/debug/$1 [ENVIRONMENT === 'development']",
      "ANY debug/(:any) →  [ENVIRONMENT !== 'development']",
      "ANY staging → tools/staging [$_SERVER['CI_ENV'] == 'staging']",
      "GET beta → beta/index [isset($_SESSION['beta'])]",
    ]);
    assert.deepEqual(conditional({ 'application/config/routes.php': routes }, { ENVIRONMENT: 'production', CI_ENV: 'staging' }), [
      'ANY debug/(:any) → ',
      'ANY staging → tools/staging',
      "GET beta → beta/index [isset($_SESSION['beta'])]",
    ]);
  });

  test('a catch-all written only in maintenance mode does not make the lines after it unreachable; decided, it does', () => {
    const routes =
      "<?php\n$route['default_controller'] = 'welcome';\nif (ENVIRONMENT === 'maintenance') { $route['(.*)'] = 'maintenance/index'; }\n$route['home'] = 'pages/home';\n";
    const codes = (defines?: Record<string, string>) => evaluateFiles({ 'application/config/routes.php': routes }, { defines }).diagnostics.map((d) => d.code);
    assert.deepEqual(codes(), []);
    assert.deepEqual(codes({ ENVIRONMENT: 'production' }), []);
    assert.deepEqual(codes({ ENVIRONMENT: 'maintenance' }), ['unreachable-route']);
  });

  test('a setting written on both branches of an undecided if: list shows both values, map shows both and says why', async () => {
    // The shape of a real app's routes.php: the default controller taken from the session when there is one.
    const { root } = writeWorkspace({
      'application/config/routes.php':
        "<?php\nif (!isset($_SESSION['home'])) {\n  $route['default_controller'] = 'user/account';\n} else {\n  $route['default_controller'] = $_SESSION['home'];\n}\n$route['search'] = 'search/form';\n",
    });
    const list = await run('list', root);
    assert.match(
      list.out,
      /Settings: default_controller = user\/account \(if !isset\(\$_SESSION\['home'\]\)\) or ⟨\$_SESSION⟩ \(if isset\(\$_SESSION\['home'\]\)\)/,
    );
    const map = await run('map', root, '--method', 'GET');
    assert.match(map.out, /^default_controller\s+user\/account$/m);
    assert.match(
      map.out,
      /Includes entries behind conditions that are not known, as if each held: if !isset\(\$_SESSION\['home'\]\); if isset\(\$_SESSION\['home'\]\)\./,
    );
    // No condition, no such line.
    const plain = writeWorkspace({ 'application/config/routes.php': "<?php\n$route['default_controller'] = 'home';\n$route['search'] = 'search/form';\n" });
    assert.doesNotMatch((await run('map', plain.root, '--method', 'GET')).out, /conditions/);
  });

  test('include of a data file (arrays only) is read, with APPPATH; a file that does more is not', () => {
    const files = {
      'application/config/routes.php':
        "<?php\n$areas = include APPPATH . 'config/areas.php';\nrequire __DIR__ . '/pages.php';\nforeach ($pages as $from => $to) { $route[$from] = $to; }\n$route[$areas['admin']] = 'admin/home';\n$other = include 'logic.php';\n",
      'application/config/areas.php': "<?php defined('BASEPATH') OR exit('No direct script access allowed');\nreturn array('admin' => 'backend');\n",
      'application/config/pages.php': "<?php\n$pages = array('about' => 'pages/about', 'team' => 'pages/team');\n",
      'application/config/logic.php': "<?php\nreturn strtolower(getenv('X'));\n",
    };
    const analysis = evaluateFiles(files);
    assert.deepEqual(routeLines(analysis), ['ANY about → pages/about', 'ANY team → pages/team', 'ANY backend → admin/home']);
    assert.ok(analysis.files.some((f) => f.endsWith('areas.php')) && analysis.files.some((f) => f.endsWith('pages.php')));
  });
});

describe('data and classes in TypeScript', () => {
  test('a .json import and require() are read as data', () => {
    const analysis = evaluateFiles({
      'routes.ts':
        IMPORT +
        "import pages from './pages.json';\nconst api = require('./api.json');\nfor (const p of pages) Route.get(p.path, p.to);\nRoute.prefix(api.prefix, () => Route.get('status', 'api/status'));\n",
      'pages.json': '[{ "path": "about", "to": "pages/about" }, { "path": "team", "to": "pages/team" }]',
      'api.json': '{ "prefix": "api/v2" }',
    });
    assert.deepEqual(routeLines(analysis), ['GET about → pages/about', 'GET team → pages/team', 'GET api/v2/status → api/status']);
    assert.deepEqual(analysis.diagnostics, []);
    const broken = evaluateFiles({
      'routes.ts': IMPORT + "import pages from './pages.json';\nfor (const p of pages) Route.get(p.path, p.to);\n",
      'pages.json': '[{ "path": ',
    });
    const parseError = broken.diagnostics.find((d) => d.code === 'parse-error');
    assert.ok(parseError && parseError.span.file.endsWith('pages.json'));
    assert.match(parseError.message, /is not valid JSON/);
  });

  test('classes: static and instance methods, fields, constructors, parameter properties, inheritance and this', () => {
    const analysis = evaluateFiles({
      'routes.ts':
        IMPORT +
        [
          'class Base {',
          "  protected area = 'base';",
          '  constructor(readonly prefix: string) {}',
          '  path(p: string): string { return `${this.prefix}/${p}`; }',
          '}',
          'class AdminRoutes extends Base {',
          "  static area = 'admin';",
          '  private count = 0;',
          '  constructor() { super(AdminRoutes.area); }',
          "  register(): void { Route.get(this.path('reports'), 'admin/reports'); this.count++; Route.get(this.path('n' + this.count), 'admin/n'); }",
          "  static api(): void { Route.get(`${this.area}/api`, 'api/index'); }",
          '}',
          'class Routes { static all() { new AdminRoutes().register(); AdminRoutes.api(); } }',
          'Routes.all();',
          'export default class Unused {}',
        ].join('\n'),
    });
    assert.deepEqual(routeLines(analysis), ['GET admin/reports → admin/reports', 'GET admin/n1 → admin/n', 'GET admin/api → api/index']);
    assert.deepEqual(analysis.diagnostics, []);
  });

  test('a class that recurses is bounded like functions', () => {
    const analysis = evaluateFiles({ 'routes.ts': IMPORT + "class Loop { constructor() { new Loop(); } }\nnew Loop();\nRoute.get('after', 'x');\n" });
    assert.deepEqual(routeLines(analysis), ['GET after → x']);
    assert.ok(analysis.diagnostics.some((d) => d.code === 'evaluation-limit'));
  });
});

describe('conditional routes in the language server', () => {
  test('hover on a conditional route shows its condition; the lens counts conditional routes; the route table carries them', async () => {
    const text =
      IMPORT +
      "if (process.env.NODE_ENV !== 'production') {\n  Route.resources('debug');\n}\nRoute.get('home', 'pages/home');\nexport const routes = Route.map();\n";
    const { root } = writeWorkspace({ 'routes.ts': text });
    const file = path.join(root, 'routes.ts');
    const client = await TestClient.start(root);
    try {
      await client.open(file);
      await client.waitForDiagnostics(file, (d: Diagnostic[]) => d.length === 0);
      const hover = await client.request<Hover>('textDocument/hover', client.at(file, text.indexOf('resources')));
      assert.match((hover.contents as { value: string }).value, /\*Conditional:\* only these routes exist `if process\.env\.NODE_ENV !== 'production'`/);
      const lenses = await client.request<CodeLens[]>('textDocument/codeLens', { textDocument: { uri: uriOf(file) } });
      assert.deepEqual(
        lenses.map((l) => l.command?.title),
        ['7 routes (7 conditional)'],
      );
      const rows = await client.request<{ routes: { from: string; condition: string | null }[] }>('routelens/routes', {});
      assert.deepEqual(
        [...new Set(rows.routes.map((r) => `${r.from.split('/')[0]} ${r.condition}`))],
        ["debug process.env.NODE_ENV !== 'production'", 'home null'],
      );
      // The setting decides it, like --define (messages are handled in order: the request sees the new setting).
      await client.connection.sendNotification('workspace/didChangeConfiguration', { settings: { routelens: { defines: { NODE_ENV: 'production' } } } });
      const decided = await client.request<{ routes: { from: string }[] }>('routelens/routes', {});
      assert.deepEqual(
        decided.routes.map((r) => r.from),
        ['home'],
      );
    } finally {
      await client.stop();
    }
  });

  test('a routelens.defines entry that nothing asks for is an unused-define hint on the route config; a used one is not', async () => {
    const text = IMPORT + "if (process.env.NODE_ENV !== 'production') {\n  Route.resources('debug');\n}\nexport const routes = Route.map();\n";
    await withSession({ 'routes.ts': text }, async ({ client, file }) => {
      await client.waitForDiagnostics(file, (d: Diagnostic[]) => d.length === 0);
      await client.connection.sendNotification('workspace/didChangeConfiguration', {
        settings: { routelens: { defines: { NODE_ENV: 'production', NODE_EMV: 'x' } } },
      });
      const published = await client.waitForDiagnostics(file, (d: Diagnostic[]) => d.length > 0);
      assert.deepEqual(
        published.map((d) => [d.code, d.severity, d.range.start.line]),
        [['unused-define', DiagnosticSeverity.Hint, 0]],
      );
      assert.match(String(published[0].message), /The define 'NODE_EMV' \(routelens\.defines\) is not used by any route config/);
    });
  });
});
