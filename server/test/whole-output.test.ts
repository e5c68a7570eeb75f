// Whole outputs where a fragment check would hide a regression: the CLI's tables, JSON and audit on the fixtures,
// a hover and a file's diagnostics over JSON-RPC. The expected texts are in server/test/expect/ (UPDATE_EXPECT=1
// writes them anew; review the diff).

import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import type { Diagnostic, Hover } from 'vscode-languageserver';
import { runCli } from './harness/cli';
import { expectText } from './harness/expect';
import { TestClient, writeWorkspace } from './harness/lsp-client';

const FIXTURES = path.resolve(__dirname, '../../../test-fixtures');

/** A CLI command's output, run from the fixtures' folder (paths in it are then stable). */
async function cli(...args: string[]): Promise<string> {
  const cwd = process.cwd();
  process.chdir(FIXTURES);
  try {
    const { code, out, err } = await runCli(...args);
    return `exit ${code}\n${out}${err ? `stderr:\n${err}` : ''}`;
  } finally {
    process.chdir(cwd);
  }
}

const SEVERITIES = ['', 'error', 'warning', 'information', 'hint'];
const render = (d: Diagnostic) =>
  `${d.range.start.line + 1}:${d.range.start.character + 1}-${d.range.end.line + 1}:${d.range.end.character + 1} ${SEVERITIES[d.severity ?? 0]} ${d.code}: ${d.message}`;

describe('whole outputs', () => {
  test('routelens list of the Bonfire app', async () => expectText('cli/list-bonfire-app.txt', await cli('list', 'bonfire-app')));
  test('routelens check --json of the CodeIgniter 3 app', async () => expectText('cli/check-ci3-app.json', await cli('check', '--json', 'ci3-app')));
  test('routelens map --method POST of the shop', async () => expectText('cli/map-post-shop.txt', await cli('map', '--method', 'POST', 'shop')));
  test('routelens exposure of the plain CodeIgniter resolution fixture', async () =>
    expectText('cli/exposure-ci3-plain.txt', await cli('exposure', 'ci3-resolution/plain')));
  test('routelens match of an HMVC module route, as JSON', async () =>
    expectText('cli/match-hmvc.json', await cli('match', '--json', 'GET', '/admin/blog/drafts', 'hmvc')));

  test('the hover of a resources() call with options', async () => {
    const { root } = writeWorkspace({
      'routes.ts': fs.readFileSync(path.join(FIXTURES, 'shop/config/routes.ts'), 'utf8').replace(/from '\.\/routes\/[a-z]+'/g, "from './missing'"),
    });
    const file = path.join(root, 'routes.ts');
    const client = await TestClient.start(root);
    try {
      await client.open(file);
      const text = fs.readFileSync(file, 'utf8');
      const hover = await client.request<Hover | null>('textDocument/hover', client.at(file, text.indexOf("resources('products'") + 2));
      expectText('lsp/hover-resources.md', typeof hover?.contents === 'object' && 'value' in hover.contents ? hover.contents.value : JSON.stringify(hover));
    } finally {
      await client.stop();
    }
  });

  test("a PHP routes file's diagnostics, as the editor gets them", async () => {
    const routes = [
      '<?php',
      "$route['default_controller'] = 'welcome';",
      "$route['login'] = 'auth/login';",
      "$route['(:any)'] = 'pages/show/$1';",
      "$route['about'] = 'pages/about';",
      "$route['login'] = 'users/login';",
      "$route['photos/(:num)'] = 'photos/show/$2';",
      "$route[SITE_AREA . '/settings'] = 'settings/index';",
      '',
    ].join('\n');
    const { root } = writeWorkspace({ 'application/config/routes.php': routes });
    const file = path.join(root, 'application/config/routes.php');
    const client = await TestClient.start(root);
    try {
      await client.open(file);
      const diagnostics = await client.waitForDiagnostics(file, (d) => d.length > 0);
      expectText('lsp/diagnostics-ci3-routes.txt', diagnostics.map(render).join('\n') + '\n');
    } finally {
      await client.stop();
    }
  });
});
