// One answer for a '' target on every surface, over a real JSON-RPC connection and the CLI: the route view's row,
// the hover on its line, the document symbol, `list` and `match` all say what the resolver runs for a path it matches.

import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import type { DocumentSymbol, Hover } from 'vscode-languageserver';
import { runCli } from './harness/cli';
import { TestClient, uriOf } from './harness/lsp-client';

const ROOT = path.resolve(__dirname, '../../..');

for (const [app, file, from, says] of [
  ['ci3-resolution/plain', 'application/config/routes.php', 'legacy', "'' (runs the default controller Welcome::index())"],
  ['router-app', 'config/routes.ts', 'blog/secret', "'' (runs the 404_override Pages::missing())"],
] as const) {
  describe(`a '' target in ${app}`, () => {
    test('the route view, the hover, the outline, list and match say the same', async () => {
      const root = path.join(ROOT, 'test-fixtures', app);
      const routes = path.join(root, file);
      const text = fs.readFileSync(routes, 'utf8');
      const client = await TestClient.start(root);
      try {
        await client.open(routes);
        const { routes: rows } = await client.request<{ routes: { from: string; to: string; emptyTarget?: string }[] }>('routelens/routes', {});
        assert.equal(rows.find((r) => r.from === from && r.to === '')?.emptyTarget, says);
        const at = text.indexOf(from);
        const hover = await client.request<Hover>('textDocument/hover', client.at(routes, at));
        const markdown = typeof hover.contents === 'object' && 'value' in hover.contents ? hover.contents.value : '';
        assert.ok(markdown.includes(says), markdown);
        const symbols = await client.request<DocumentSymbol[]>('textDocument/documentSymbol', { textDocument: { uri: uriOf(routes) } });
        const flat = (list: DocumentSymbol[]): DocumentSymbol[] => list.flatMap((s) => [s, ...flat(s.children ?? [])]);
        assert.ok(
          flat(symbols).some((s) => s.detail === says),
          JSON.stringify(flat(symbols).map((s) => s.detail)),
        );
      } finally {
        await client.stop();
      }
      const listed = await runCli('list', root);
      assert.ok(
        listed.out.split('\n').some((line) => line.includes(` ${from} `) && line.includes(says)),
        listed.out,
      );
      const matched = await runCli('match', 'GET', `/${from}`, root);
      assert.ok(matched.out.startsWith(`GET /${from} matches '${from}' → ${says}\n`), matched.out);
    });
  });
}
