// The route view's requests over JSON-RPC: routelens/routes (table order, settings apart) and the
// routelens/routesChanged notification that keeps an open view current.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { withSession } from './harness/checks';
import { runCli } from './harness/cli';
import { ANNOUNCE_DELAY_MS } from '../src/lsp/server';

describe('the route table request', () => {
  test('rows carry their table order; settings come apart; a change of the table is announced once asked for', async () => {
    const text =
      "import { Route } from '@routelens/route';\nRoute.get('b', 'x/b');\nRoute.get('a', 'x/a');\nexport const routes = Route.map({ default_controller: 'home', '404_override': 'errors/missing' });\n";
    await withSession({ 'routes.ts': text }, async (s) => {
      const file = s.path('routes.ts');
      await s.client.open(file);
      const changes: { routes: number }[] = [];
      s.client.connection.onNotification('routelens/routesChanged', (p: { routes: number }) => {
        changes.push(p);
      });
      const table = await s.client.request<{ routes: { from: string; order: number }[]; settings: Record<string, unknown> }>('routelens/routes', {});
      assert.deepEqual(
        table.routes.map((r) => [r.order, r.from]),
        [
          [1, 'b'],
          [2, 'a'],
        ],
      );
      assert.deepEqual(table.settings, { default_controller: 'home', '404_override': 'errors/missing' });
      assert.equal('conditionalSettings' in table, false, 'no setting is conditional here');
      const edited = text.replace("Route.get('a', 'x/a');", "Route.get('a', 'x/a');\nRoute.post('c', 'x/c');");
      await s.client.change(file, edited);
      await s.client.waitForDiagnostics(file);
      const deadline = Date.now() + 10000;
      while (changes.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      assert.deepEqual(changes, [{ routes: 3 }]);
      // An edit that leaves the table as it was is not announced (a negative check: it waits past the delay after
      // which a change would have been announced).
      await s.client.change(file, edited + '\n// a comment\n');
      await s.client.waitForDiagnostics(file, () => true);
      await new Promise((r) => setTimeout(r, ANNOUNCE_DELAY_MS * 3));
      assert.equal(changes.length, 1);
    });
  });

  test('a route that never wins is marked with the routes that shadow it', async () => {
    const text = "<?php\n$route['(:any)'] = 'pages/view/$1';\n$route['photos'] = 'photos/index';\n$route['about'] = 'pages/about';\n";
    await withSession({ 'application/config/routes.php': text }, async (s) => {
      await s.client.open(s.path('application/config/routes.php'));
      const table = await s.client.request<{ routes: { from: string; unreachable: string[] | null }[] }>('routelens/routes', {});
      assert.deepEqual(
        table.routes.map((r) => [r.from, r.unreachable]),
        [
          ['(:any)', null],
          ['photos', ['(:any)']],
          ['about', ['(:any)']],
        ],
      );
    });
  });

  test('a setting written under an undecided condition comes with every value it may have (list and the route view)', async () => {
    const routes = [
      '<?php',
      "if (ENVIRONMENT === 'development') {",
      "  $route['default_controller'] = 'dev/home';",
      '} else {',
      "  $route['default_controller'] = 'welcome';",
      '}',
      "$route['404_override'] = '';",
      "$route['about'] = 'pages/about';",
      '',
    ].join('\n');
    await withSession({ 'application/config/routes.php': routes }, async (s) => {
      await s.client.open(s.path('application/config/routes.php'));
      const table = await s.client.request<{ settings: Record<string, unknown>; conditionalSettings?: Record<string, unknown> }>('routelens/routes', {});
      assert.deepEqual(table.conditionalSettings, {
        default_controller: [
          { value: 'dev/home', condition: "ENVIRONMENT === 'development'" },
          { value: 'welcome', condition: "ENVIRONMENT !== 'development'" },
        ],
      });
      assert.deepEqual(Object.keys(table.settings), ['default_controller', '404_override']);
      const list = await runCli('list', s.root);
      assert.match(
        list.out,
        /\nSettings: default_controller = dev\/home \(if ENVIRONMENT === 'development'\) or welcome \(if ENVIRONMENT !== 'development'\), 404_override = \n/,
      );
      // Decided by a define, it is one value again.
      const decided = await runCli('list', s.root, '--define', 'ENVIRONMENT=production');
      assert.match(decided.out, /\nSettings: default_controller = welcome, 404_override = \n/);
    });
  });
});
