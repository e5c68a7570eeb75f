// Hover on a call that generates no routes: it says so, and points to the call's diagnostic instead of repeating
// its text (the editor already shows the diagnostic in the same hover).

import assert from 'node:assert/strict';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import type { Diagnostic, DocumentSymbol, Hover } from 'vscode-languageserver';
import { TestClient, uriOf, writeWorkspace } from './harness/lsp-client';
import { withSession } from './harness/checks';

describe('hover', () => {
  test('a call with a diagnostic and no routes: the diagnostic is not repeated', async () => {
    const text = "import { Route } from '@routelens/route';\nRoute.block('secret', 'private');\nexport const routes = Route.map({});\n";
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

describe('hover and outline speak as the file does', () => {
  test("a PHP call is titled Route::x(); (:any) is one path segment; one route is '1 route'", async () => {
    const text =
      "<?php\nRoute::any('blog/(:any)', 'blog/show/$1');\nRoute::prefix('api', function () { Route::get('status', 'api/status'); });\n$route = Route::map($route);\n";
    await withSession({ 'application/config/routes.php': text }, async ({ client, file }) => {
      await client.waitForDiagnostics(file);
      const hover = await client.request<Hover>('textDocument/hover', client.at(file, text.indexOf('any('), text));
      const markdown = (hover.contents as { value: string }).value;
      assert.ok(markdown.startsWith('**Route::any()** — 1 route'), markdown);
      assert.ok(markdown.includes('`{any}` is `(:any)`, one path segment (no /)'), markdown);
      const symbols = await client.request<DocumentSymbol[]>('textDocument/documentSymbol', { textDocument: { uri: uriOf(file) } });
      const prefix = symbols.find((s) => s.name.startsWith('prefix'));
      assert.equal(prefix?.detail, '1 route');
    });
  });
});

describe('sample requests of a context', () => {
  test("use a module that has the context's controller for $1, not a number", async () => {
    const text = "<?php\nRoute::context('admin');\n$route = Route::map($route);\n";
    const { root } = writeWorkspace({
      'application/config/routes.php': text,
      'application/modules/blog/controllers/Admin.php':
        '<?php\nclass Admin extends Admin_Controller { public function index() {} public function posts($id) {} }\n',
    });
    const file = path.join(root, 'application/config/routes.php');
    const client = await TestClient.start(root);
    try {
      await client.open(file);
      await client.waitForDiagnostics(file);
      const { samples } = await client.request<{ samples: { url: string; target: string }[] }>(
        'routelens/samples',
        client.at(file, text.indexOf('context'), text),
      );
      assert.deepEqual(samples.slice(-2), [
        { verb: 'GET', url: '/admin/blog/42', target: 'blog/admin/42', from: 'admin/(:any)/(:any)' },
        { verb: 'GET', url: '/admin/blog', target: 'blog/admin', from: 'admin/(:any)' },
      ]);
    } finally {
      await client.stop();
    }
  });
});

describe('sample requests on demand', () => {
  const text =
    "import { Route } from '@routelens/route';\nRoute.resources('photos', { constraint: '(:num)' });\nRoute.block('secret', 'private');\nexport const routes = Route.map({});\n";

  test('a client that runs command links gets one to routelens.sampleRequests with the position; the samples come from routelens/samples', async () => {
    const { root } = writeWorkspace({ 'routes.ts': text });
    const file = path.join(root, 'routes.ts');
    const client = await TestClient.start(root, { initializationOptions: { commandLinks: true } });
    try {
      await client.open(file);
      const at = client.at(file, text.indexOf('resources') + 2, text);
      const hover = await client.request<Hover>('textDocument/hover', at);
      const markdown = (hover.contents as { value: string }).value;
      const link = /\[Sample requests…\]\(command:routelens\.sampleRequests\?([^ )]+)/.exec(markdown);
      assert.ok(link, markdown);
      const [uri, position] = JSON.parse(decodeURIComponent(link[1])) as [string, { line: number; character: number }];
      assert.deepEqual({ uri, position }, { uri: at.textDocument.uri, position: at.position });
      const { samples } = await client.request<{ samples: { verb: string; url: string; target: string; from: string }[] }>('routelens/samples', {
        textDocument: { uri },
        position,
      });
      assert.equal(samples.length, 7);
      assert.deepEqual(
        samples.find((s) => s.from === 'photos/(:num)/edit'),
        { verb: 'GET', url: '/photos/42/edit', target: 'photos/edit/42', from: 'photos/(:num)/edit' },
      );
      assert.deepEqual(
        samples.find((s) => s.verb === 'DELETE'),
        { verb: 'DELETE', url: '/photos/42', target: 'photos/delete/42', from: 'photos/(:num)' },
      );
      // A call without routes offers none; bad parameters are an error response, and the server goes on.
      const block = await client.request<Hover>('textDocument/hover', client.at(file, text.indexOf('block'), text));
      assert.ok(!(block.contents as { value: string }).value.includes('command:'));
      await assert.rejects(
        client.request('routelens/samples', { position: 3 }),
        (error: { code: number; message: string }) => error.code === -32602 && /params\.textDocument must be an object/.test(error.message),
      );
      assert.equal((await client.request<{ samples: unknown[] }>('routelens/samples', client.at(file, 0, text))).samples.length, 0);
    } finally {
      await client.stop();
    }
  });
});
