// Inlay hints over JSON-RPC: each verb or any call shows the URI it finally registers (prefixes, nesting,
// constants and conditions applied); none where the path already says it all, none for resources/context; a
// setting turns them off.

import assert from 'node:assert/strict';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import type { InlayHint } from 'vscode-languageserver';
import { TestClient, uriOf, writeWorkspace } from './harness/lsp-client';

const TEXT = [
  "import { Route } from '@routelens/route';",
  "import { AREA } from './constants';",
  'Route.prefix(AREA, () => {',
  "  Route.get('reports/(:any)/export', 'reports/export/$1');",
  "  Route.get('photos/(:num)', 'photos/show/$1', {}, () => {",
  "    Route.get('comments', 'comments/index/$1');",
  '  });',
  '});',
  "Route.get('plain', 'pages/plain');",
  "Route.resources('users');",
  "if (process.env.DEBUG) Route.any('debug/(:any)', 'tools/debug/$1');",
  "for (const p of ['a', 'b']) Route.get(p, 'letters/' + p);",
  'export const routes = Route.map();',
].join('\n');

describe('inlay hints', () => {
  test('the final URI after prefixes, nesting, constants and conditions; none for literal paths and resources', async () => {
    const { root } = writeWorkspace({ 'routes.ts': TEXT, 'constants.ts': "export const AREA = 'admin';\n" });
    const file = path.join(root, 'routes.ts');
    const client = await TestClient.start(root);
    try {
      // The indexing report the extension's output channel logs.
      assert.deepEqual({ ...client.indexed, ms: typeof client.indexed?.ms }, { routes: 14, entries: 1, files: 2, ms: 'number', entryFiles: [uriOf(file)] });
      await client.open(file);
      const lines = TEXT.split('\n');
      const range = { start: { line: 0, character: 0 }, end: { line: lines.length, character: 0 } };
      const hints = await client.request<InlayHint[]>('textDocument/inlayHint', { textDocument: { uri: uriOf(file) }, range });
      const at = (h: InlayHint) => `${h.position.line}:${h.position.character} ${String(h.label)}`;
      assert.deepEqual(hints.map(at), [
        `3:${lines[3].indexOf(', ')} → admin/reports/(:any)/export`,
        `4:${lines[4].indexOf(', ')} → admin/photos/(:num)`,
        `5:${lines[5].indexOf(', ')} → admin/photos/(:num)/comments`,
        `10:${lines[10].indexOf(', ')} → debug/(:any) (if process.env.DEBUG)`,
        `11:${lines[11].indexOf('(p') + 2} → a, b`,
      ]);
      // Only the range asked for.
      const one = await client.request<InlayHint[]>('textDocument/inlayHint', {
        textDocument: { uri: uriOf(file) },
        range: { start: { line: 5, character: 0 }, end: { line: 5, character: 80 } },
      });
      assert.deepEqual(
        one.map((h) => String(h.label)),
        ['→ admin/photos/(:num)/comments'],
      );
      await client.connection.sendNotification('workspace/didChangeConfiguration', { settings: { routelens: { inlayHints: false } } });
      assert.deepEqual(await client.request<InlayHint[]>('textDocument/inlayHint', { textDocument: { uri: uriOf(file) }, range }), []);
    } finally {
      await client.stop();
    }
  });
});
