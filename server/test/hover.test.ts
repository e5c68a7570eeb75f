// Hover on a call that generates no routes: it says so, and points to the call's diagnostic instead of repeating
// its text (the editor already shows the diagnostic in the same hover).

import assert from 'node:assert/strict';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import type { Diagnostic, Hover } from 'vscode-languageserver';
import { TestClient, writeWorkspace } from './harness/lsp-client';

describe('hover', () => {
  test('a call with a diagnostic and no routes: the diagnostic is not repeated', async () => {
    const text = "import { Route } from '@routelens/shared';\nRoute.block('secret', 'private');\nexport const routes = Route.map({});\n";
    const { root } = writeWorkspace({ 'routes.ts': text });
    const file = path.join(root, 'routes.ts');
    const client = await TestClient.start(root);
    try {
      await client.open(file);
      const [diagnostic] = await client.waitForDiagnostics(file, (d: Diagnostic[]) => d.some((x) => x.code === 'block-non-array'));
      const hover = await client.request<Hover>('textDocument/hover', client.at(file, text.indexOf('block'), text));
      const markdown = (hover.contents as { value: string }).value;
      assert.equal(markdown, '**Route.block()** generates no routes. (the problem reported on this call says why)');
      assert.ok(!markdown.includes(String(diagnostic.message)));
    } finally {
      await client.stop();
    }
  });
});
