// The Node options the language server is started with: V8's pool sized for the machine, and accepted by Node.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import type { Hover } from 'vscode-languageserver';
import { chosenV8Pool, serverNodeOptions, serverV8Pool } from '../src/lsp/node-options';
import { TestClient, uriOf, writeWorkspace } from './harness/lsp-client';

describe('the Node options of the language server', () => {
  test('a machine of four cores or fewer leaves one to the server (at least one background thread); more keeps Node’s default', () => {
    assert.deepEqual([1, 2, 3, 4].map(serverV8Pool), [1, 1, 2, 3]);
    assert.equal(serverV8Pool(5), undefined);
    assert.equal(serverV8Pool(64), undefined);
    assert.equal(serverV8Pool(Number.NaN), undefined);
    assert.deepEqual(serverNodeOptions(2), ['--v8-pool-size=1']);
    assert.deepEqual(serverNodeOptions(16), []);
  });

  test('a pool chosen on the command line or in NODE_OPTIONS is seen as chosen, with its size', () => {
    assert.equal(chosenV8Pool(['--expose-gc', '--v8-pool-size=2'], undefined), '2');
    assert.equal(chosenV8Pool([], '--max-old-space-size=4096 --v8-pool-size=1'), '1');
    assert.equal(chosenV8Pool([], '--v8-pool-size 3 --max-old-space-size=4096'), '3');
    assert.equal(chosenV8Pool(['--expose-gc'], '--max-old-space-size=4096'), undefined);
    assert.equal(chosenV8Pool([], undefined), undefined);
  });

  test('Node accepts the options: a server started with them (as on a two-core machine) answers a hover', async () => {
    const options = serverNodeOptions(2);
    const run = spawnSync(process.execPath, [...options, '-e', 'process.stdout.write("ok")'], { encoding: 'utf8' });
    assert.equal(run.stdout, 'ok', run.stderr);
    const { root } = writeWorkspace({ 'routes.ts': "import { Route } from '@routelens/route';\nRoute.resources('photos');\n" });
    const client = await TestClient.start(root, { spawn: true, nodeOptions: options });
    try {
      const file = path.join(root, 'routes.ts');
      const hover = (await client.request('textDocument/hover', { textDocument: { uri: uriOf(file) }, position: { line: 1, character: 8 } })) as Hover | null;
      assert.match(JSON.stringify(hover?.contents), /7 routes/);
    } finally {
      await client.stop();
    }
  });
});
