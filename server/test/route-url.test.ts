// Route.url in configs: evaluated statically to the same value as at run time, a url-params diagnostic where the
// parameters cannot fit, route names completed inside url('…') and signature help with the captures, over JSON-RPC.

import assert from 'node:assert/strict';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import type { CompletionItem, Diagnostic, SignatureHelp } from 'vscode-languageserver';
import { evaluateFiles, routeLines } from './harness/evaluate';
import { TestClient, writeWorkspace } from './harness/lsp-client';

const TEXT = [
  "import { Route } from '@routelens/route';",
  "Route.get('photos/(:num)/edit', 'photos/edit/$1', { as: 'edit-photo' });",
  "Route.get('shortcut', Route.url('edit-photo', 7) ?? 'none');",
  "const broken = Route.url('edit-photo', 'seven');",
  "const link = Route.url('',);",
  'export const routes = Route.map();',
].join('\n');

describe('Route.url in configs', () => {
  test('its value statically, and url-params where the parameters do not fit', () => {
    const analysis = evaluateFiles({ 'routes.ts': TEXT });
    assert.deepEqual(routeLines(analysis), ['GET photos/(:num)/edit → photos/edit/$1 (edit-photo)', 'GET shortcut → photos/7/edit']);
    const urlParams = analysis.diagnostics.filter((d) => d.code === 'url-params');
    assert.deepEqual(
      urlParams.map((d) => d.message),
      ["Route.url('edit-photo') returns null: parameter 1 (\"seven\") does not fit (:num) in 'photos/(:num)/edit'."],
    );
    assert.equal(urlParams[0].span.start, TEXT.indexOf("Route.url('edit-photo', 'seven')"));
  });

  test("names are completed inside url('…'), and the diagnostic reaches the editor", async () => {
    const { root } = writeWorkspace({ 'routes.ts': TEXT });
    const file = path.join(root, 'routes.ts');
    const client = await TestClient.start(root);
    try {
      await client.open(file);
      const diagnostics = await client.waitForDiagnostics(file, (d: Diagnostic[]) => d.some((x) => x.code === 'url-params'));
      assert.deepEqual(
        diagnostics.filter((d) => d.code === 'url-params').map((d) => d.range.start.line),
        [3],
      );
      const items = await client.request<CompletionItem[]>('textDocument/completion', client.at(file, TEXT.indexOf("url('',") + 5, TEXT));
      assert.ok(
        items.some((i) => i.label === 'edit-photo'),
        JSON.stringify(items.map((i) => i.label)),
      );
      // Signature help shows the route's captures, the active one following the cursor.
      const help = await client.request<SignatureHelp>('textDocument/signatureHelp', client.at(file, TEXT.indexOf("'seven'") + 2, TEXT));
      assert.equal(help.signatures[0].label, "Route.url(name: 'edit-photo', $1: (:num))");
      assert.equal(help.activeParameter, 1);
      const [start, end] = help.signatures[0].parameters![1].label as [number, number];
      assert.equal(help.signatures[0].label.slice(start, end), '$1: (:num)');
    } finally {
      await client.stop();
    }
  });

  test("signature help while a call is typed: from the name's closing quote (a trigger), and after a space", async () => {
    const base = "import { Route } from '@routelens/route';\nRoute.get('photos/(:num)/edit', 'photos/edit/$1', { as: 'edit-photo' });\nconst x = ";
    const rest = '\nexport const routes = Route.map();\n';
    const { root } = writeWorkspace({ 'routes.ts': base + rest });
    const file = path.join(root, 'routes.ts');
    const client = await TestClient.start(root);
    try {
      await client.open(file);
      const states: string[] = [];
      for (const typed of ['Route.url(', "Route.url('edit-photo'", "Route.url('edit-photo',", "Route.url('edit-photo', ", "Route.url('edit-photo', 4) "]) {
        const text = base + typed + rest;
        await client.change(file, text);
        const help = await client.request<SignatureHelp | null>('textDocument/signatureHelp', client.at(file, (base + typed).length, text));
        states.push(help ? `${typed} → $${help.activeParameter}` : `${typed} → none`);
      }
      assert.deepEqual(states, [
        'Route.url( → none',
        "Route.url('edit-photo' → $0",
        "Route.url('edit-photo', → $1",
        "Route.url('edit-photo',  → $1",
        "Route.url('edit-photo', 4)  → none",
      ]);
    } finally {
      await client.stop();
    }
  });
});
