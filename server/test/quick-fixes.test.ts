// The quick fix of an unreachable route: move its line above the one route that shadows it (TypeScript calls and
// PHP `$route` lines alike), over JSON-RPC; applying it leaves no unreachable route.

import assert from 'node:assert/strict';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import type { CodeAction, Diagnostic, TextEdit } from 'vscode-languageserver';
import { runCli } from './harness/cli';
import { TestClient, uriOf, writeWorkspace } from './harness/lsp-client';
import * as fs from 'node:fs';

/** `text` with LSP edits applied (positions in the original text, applied from the last). */
function applied(text: string, edits: TextEdit[]): string {
  const lines = text.split('\n');
  const offset = (p: { line: number; character: number }) => lines.slice(0, p.line).reduce((n, l) => n + l.length + 1, 0) + p.character;
  const sorted = [...edits].sort((a, b) => offset(b.range.start) - offset(a.range.start));
  let out = text;
  for (const e of sorted) out = out.slice(0, offset(e.range.start)) + e.newText + out.slice(offset(e.range.end));
  return out;
}

async function moveFix(relative: string, text: string): Promise<{ title: string; result: string }> {
  const { root } = writeWorkspace({ [relative]: text });
  const file = path.join(root, relative);
  const client = await TestClient.start(root);
  try {
    await client.open(file);
    const diagnostics = await client.waitForDiagnostics(file, (d: Diagnostic[]) => d.some((x) => x.code === 'unreachable-route'));
    const unreachable = diagnostics.filter((d) => d.code === 'unreachable-route');
    const actions = await client.request<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri: uriOf(file) },
      range: unreachable[0].range,
      context: { diagnostics: unreachable },
    });
    const move = actions.find((a) => a.title.startsWith('Move above'));
    assert.ok(move, JSON.stringify(actions.map((a) => a.title)));
    const result = applied(text, move.edit?.changes?.[uriOf(file)] ?? []);
    fs.writeFileSync(file, result);
    const after = JSON.parse((await runCli('check', '--json', root)).out) as { diagnostics: { code: string }[] };
    assert.deepEqual(
      after.diagnostics.map((d) => d.code).filter((c) => c === 'unreachable-route'),
      [],
      result,
    );
    return { title: move.title, result };
  } finally {
    await client.stop();
  }
}

describe('quick fix: move an unreachable route above the route that shadows it', () => {
  test('a TypeScript Route call', async () => {
    const text =
      "import { Route } from '@routelens/route';\nRoute.get('blog/(:any)', 'blog/show/$1');\nRoute.get('home', 'pages/home');\nRoute.get('blog/(:num)', 'blog/by_id/$1');\nexport const routes = Route.map();\n";
    const { title, result } = await moveFix('routes.ts', text);
    assert.equal(title, "Move above 'blog/(:any)', which shadows it");
    assert.equal(
      result,
      "import { Route } from '@routelens/route';\nRoute.get('blog/(:num)', 'blog/by_id/$1');\nRoute.get('blog/(:any)', 'blog/show/$1');\nRoute.get('home', 'pages/home');\nexport const routes = Route.map();\n",
    );
  });

  test('a $route line of a PHP routes file', async () => {
    const text =
      "<?php\n$route['default_controller'] = 'welcome';\n$route['products/(:any)'] = 'catalog/show/$1';\n$route['products/(:num)'] = 'catalog/by_id/$1';\n";
    const { result } = await moveFix('application/config/routes.php', text);
    assert.equal(
      result,
      "<?php\n$route['default_controller'] = 'welcome';\n$route['products/(:num)'] = 'catalog/by_id/$1';\n$route['products/(:any)'] = 'catalog/show/$1';\n",
    );
  });
});
