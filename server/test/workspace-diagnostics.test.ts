// The whole workspace's findings in the editor from the start, over a real JSON-RPC connection: once indexing ends,
// every file with findings has them published — open or not — and they are what `routelens check` reports; a
// closed file changed on disk has its findings published again.

import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import type { Diagnostic } from 'vscode-languageserver';
import { runCli } from './harness/cli';
import { TestClient, uriOf } from './harness/lsp-client';

const ROOT = path.resolve(__dirname, '../../..');
const PLAIN = path.join(ROOT, 'test-fixtures/ci3-resolution/plain');

/** `file:line code` of each finding, sorted. */
const lines = (found: Iterable<[string, readonly { line: number; code: string }[]]>) =>
  [...found].flatMap(([file, list]) => list.map((d) => `${file}:${d.line} ${d.code}`)).sort();

function copyFixture(): string {
  const copy = fs.mkdtempSync(path.join(fs.realpathSync(require('node:os').tmpdir()), 'routelens-workspace-'));
  fs.cpSync(PLAIN, copy, { recursive: true });
  return copy;
}

async function checkFindings(root: string): Promise<string[]> {
  const { code, out, err } = await runCli('check', '--json', root);
  assert.ok(code === 0 || code === 1, err);
  const { diagnostics } = JSON.parse(out) as { diagnostics: { file: string; line: number; code: string }[] };
  const byFile = new Map<string, { line: number; code: string }[]>();
  for (const d of diagnostics) byFile.set(path.resolve(root, d.file), [...(byFile.get(path.resolve(root, d.file)) ?? []), d]);
  return lines(byFile);
}

function published(client: TestClient): string[] {
  const found = [...client.diagnostics].map(([uri, list]) => [
    fs.realpathSync(new URL(uri).pathname),
    list.map((d: Diagnostic) => ({ line: d.range.start.line + 1, code: String(d.code) })),
  ]) as [string, { line: number; code: string }[]][];
  return lines(found);
}

async function until(test: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the workspace’s findings from the start', () => {
  test('with no file open, every finding of `routelens check` is published once indexing ends', async () => {
    const root = copyFixture();
    const expected = await checkFindings(root);
    assert.ok(expected.length > 3, expected.join('\n'));
    const client = await TestClient.start(root);
    try {
      await until(() => published(client).length === expected.length, 'the workspace findings');
      assert.deepEqual(published(client), expected);
    } finally {
      await client.stop();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  test('a closed file changed on disk is published again; an open file keeps its fresh findings', async () => {
    const root = copyFixture();
    const client = await TestClient.start(root);
    try {
      const routes = path.join(root, 'application/config/routes.php');
      await until(() => client.diagnostics.has(uriOf(routes)), 'the routes file findings');
      // A route to a controller that does not exist, written by another tool.
      fs.appendFileSync(routes, "\n$route['ghost'] = 'nowhere/at_all';\n");
      await client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf(routes), type: 2 }] });
      await until(() => (client.diagnostics.get(uriOf(routes)) ?? []).some((d) => d.code === 'unknown-controller'), 'the new finding');
      assert.deepEqual(published(client), await checkFindings(root));
      // Opened and edited (not saved): its findings are the editor's text's, at each version.
      await client.open(routes, fs.readFileSync(routes, 'utf8') + "$route['ghost2'] = 'nowhere2/at_all';\n");
      const edited = await client.waitForVersion(routes, 1);
      assert.equal(edited.filter((d) => d.code === 'unknown-controller').length, 2);
    } finally {
      await client.stop();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
