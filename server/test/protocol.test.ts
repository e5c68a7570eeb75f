// The JSON-RPC edge of the language server, spoken byte by byte to a spawned `--stdio` server: malformed frames,
// invalid JSON, the lifecycle (before initialize, after shutdown), parameters of the wrong shape and positions past
// a line's end. Every request gets an answer or the protocol's error, and the server keeps reading.

import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import * as path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Message } from 'vscode-jsonrpc';
import { StreamMessageReader } from 'vscode-jsonrpc/node';
import type { Hover } from 'vscode-languageserver';
import { uriOf, writeWorkspace } from './harness/lsp-client';

interface Reply {
  id: number | string | null;
  result?: unknown;
  error?: { code: number; message: string };
}

/** A client that writes raw bytes to the server and collects what it answers. */
class RawClient {
  private readonly replies: Reply[] = [];
  private readonly waiters: { test: (r: Reply) => boolean; resolve: (r: Reply) => void }[] = [];
  private readonly child: ChildProcess;
  exited: number | null | undefined;

  constructor() {
    const bin = path.resolve(__dirname, '../../bin/routelens-language-server.js');
    this.child = spawn(process.execPath, [bin, '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.on('exit', (code) => (this.exited = code));
    new StreamMessageReader(this.child.stdout!).listen((message: Message) => {
      const reply = message as unknown as Reply & { method?: string };
      if (reply.method !== undefined) return;
      this.replies.push(reply);
      for (const waiter of [...this.waiters]) {
        if (waiter.test(reply)) {
          this.waiters.splice(this.waiters.indexOf(waiter), 1);
          waiter.resolve(reply);
        }
      }
    });
  }

  raw(bytes: string | Buffer): void {
    this.child.stdin!.write(bytes);
  }

  send(message: unknown): void {
    const body = Buffer.from(JSON.stringify(message), 'utf8');
    this.raw(Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`, 'ascii'), body]));
  }

  /** The next reply (already received or to come) that passes `test`; consumed. */
  reply(test: (r: Reply) => boolean): Promise<Reply> {
    const index = this.replies.findIndex(test);
    if (index >= 0) return Promise.resolve(this.replies.splice(index, 1)[0]);
    return new Promise((resolve) =>
      this.waiters.push({
        test,
        resolve: (r) => {
          this.replies.splice(this.replies.indexOf(r), 1);
          resolve(r);
        },
      }),
    );
  }

  async request(id: number, method: string, params?: unknown): Promise<Reply> {
    this.send({ jsonrpc: '2.0', id, method, params });
    return this.reply((r) => r.id === id);
  }

  /** Proves the server still reads and answers: a workspace/symbol request answered with a result. */
  async alive(id: number): Promise<void> {
    const reply = await this.request(id, 'workspace/symbol', { query: '' });
    assert.ok(Array.isArray(reply.result), `request ${id} answered with a result: ${JSON.stringify(reply)}`);
  }

  kill(): void {
    if (this.exited === undefined) this.child.kill();
  }
}

const CONFIG =
  "import { Route } from '@routelens/route';\nRoute.get('photos/(:num)', 'photos/show/$1');\nRoute.get('users', 'users/index');\nexport const routes = Route.map({});\n";

describe('the JSON-RPC edge, spoken raw to a spawned server', { timeout: 60_000 }, () => {
  let client: RawClient;
  let root: string;
  let nextId = 100;
  const parseError = (r: Reply) => r.id === null && r.error?.code === -32700;

  before(async () => {
    ({ root } = writeWorkspace({ 'routes.ts': CONFIG }));
    client = new RawClient();
    // Before initialize: a request gets -32002, a notification is dropped, and the server still initializes.
    const early = await client.request(1, 'workspace/symbol', { query: '' });
    assert.equal(early.error?.code, -32002, JSON.stringify(early));
    client.send({
      jsonrpc: '2.0',
      method: 'textDocument/didOpen',
      params: { textDocument: { uri: uriOf(path.join(root, 'routes.ts')), languageId: 'typescript', version: 1, text: CONFIG } },
    });
    const init = await client.request(2, 'initialize', {
      processId: null,
      rootUri: uriOf(root),
      workspaceFolders: [{ uri: uriOf(root), name: 'w' }],
      capabilities: {},
    });
    assert.ok(init.result, JSON.stringify(init));
    client.send({ jsonrpc: '2.0', method: 'initialized', params: {} });
    const again = await client.request(3, 'initialize', { processId: null, rootUri: uriOf(root), capabilities: {} });
    assert.equal(again.error?.code, -32600, 'initialize is accepted once');
  });

  after(() => client.kill());

  test('a frame without Content-Length gets -32700, and the next frame is read', async () => {
    client.raw('Content-Type: application/vscode-jsonrpc\r\n\r\n{"jsonrpc":"2.0","id":7,"method":"shutdown"}');
    assert.ok(await client.reply(parseError));
    await client.alive(nextId++);
  });

  test('a negative or non-numeric Content-Length gets -32700, and the next frame is read', async () => {
    for (const length of ['-5', 'abc', '1e3', '']) {
      client.raw(`Content-Length: ${length}\r\n\r\n{}`);
      assert.ok(await client.reply(parseError), length);
      await client.alive(nextId++);
    }
  });

  test('binary garbage gets -32700, and the next frame is read', async () => {
    client.raw(Buffer.from(Array.from({ length: 20_000 }, (_, i) => (i * 7919) % 256)));
    assert.ok(await client.reply(parseError));
    await client.alive(nextId++);
  });

  test('a body that is not JSON gets -32700; JSON that is not a message gets -32600', async () => {
    const body = '{"jsonrpc": "2.0", "id": 9, "method": ';
    client.raw(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    assert.ok(await client.reply(parseError));
    client.raw('Content-Length: 2\r\n\r\n[]');
    assert.equal((await client.reply((r) => r.id === null && r.error?.code === -32600)).error?.code, -32600);
    client.send({ jsonrpc: '2.0', id: { not: 'an id' }, method: 'workspace/symbol', params: { query: '' } });
    assert.ok(await client.reply((r) => r.id === null && r.error?.code === -32600));
    await client.alive(nextId++);
  });

  test('parameters of the wrong shape get -32602 with a plain message', async () => {
    const cases: [string, unknown, RegExp][] = [
      ['textDocument/hover', { textDocument: { uri: 42 }, position: { line: 0, character: 0 } }, /params\.textDocument\.uri must be a string/],
      [
        'textDocument/hover',
        { textDocument: { uri: 'file:///x.ts' }, position: { line: -1, character: 'a' } },
        /params\.position\.line must be a non-negative integer/,
      ],
      ['textDocument/documentSymbol', null, /params must be an object/],
      ['textDocument/codeAction', { textDocument: { uri: 'file:///x.ts' }, range: {} }, /params\.range\.start must be an object/],
      ['workspace/symbol', { query: 5 }, /params\.query must be a string/],
      ['textDocument/rename', { textDocument: { uri: 'file:///x.ts' }, position: { line: 0, character: 0 } }, /params\.newName must be a string/],
      ['routelens/match', { verb: [], uri: 'x' }, /params\.verb must be a string/],
    ];
    for (const [method, params, message] of cases) {
      const reply = await client.request(nextId++, method, params);
      assert.equal(reply.error?.code, -32602, `${method}: ${JSON.stringify(reply)}`);
      assert.match(reply.error!.message, message);
      assert.doesNotMatch(reply.error!.message, /is not a function|Cannot read|undefined/);
    }
    // A URI that names no local file is no file: an answer, not an error from the URL parser.
    const reply = await client.request(nextId++, 'textDocument/hover', { textDocument: { uri: 'file://elsewhere/x.ts' }, position: { line: 0, character: 0 } });
    assert.equal(reply.error, undefined, JSON.stringify(reply));
  });

  test('notifications of the wrong shape change nothing, and the server keeps answering', async () => {
    const uri = uriOf(path.join(root, 'routes.ts'));
    const notifications: [string, unknown][] = [
      ['textDocument/didOpen', { textDocument: { uri: 7 } }],
      ['textDocument/didOpen', null],
      [
        'textDocument/didChange',
        { textDocument: { uri, version: 'x' }, contentChanges: [{ range: { start: { line: -4, character: 1e12 }, end: 'no' }, text: 5 }] },
      ],
      ['textDocument/didChange', { textDocument: { uri: 'file:///never-opened.ts', version: 2 }, contentChanges: 'all' }],
      ['textDocument/didClose', { textDocument: {} }],
      ['workspace/didChangeWatchedFiles', { changes: [{ uri: 5, type: 'x' }, null] }],
      ['workspace/didChangeConfiguration', { settings: { routelens: { defines: 'nope', deleteAction: 4 } } }],
      ['$/cancelRequest', { id: { deep: true } }],
    ];
    for (const [method, params] of notifications) client.send({ jsonrpc: '2.0', method, params });
    await client.alive(nextId++);
    const symbols = await client.request(nextId++, 'textDocument/documentSymbol', { textDocument: { uri } });
    assert.ok(Array.isArray(symbols.result) && symbols.result.length >= 2, JSON.stringify(symbols));
  });

  test('a hover past the end of a line answers for that line, not the next', async () => {
    const uri = uriOf(path.join(root, 'routes.ts'));
    // Line 1 is the photos route; line 2, right after its line break, is the users route.
    const past = await client.request(nextId++, 'textDocument/hover', { textDocument: { uri }, position: { line: 1, character: 500 } });
    const next = await client.request(nextId++, 'textDocument/hover', { textDocument: { uri }, position: { line: 2, character: 0 } });
    const text = (r: Reply) => JSON.stringify((r.result as Hover | null)?.contents ?? null);
    assert.doesNotMatch(text(past), /users/, "the hover is not the next line's");
    assert.match(text(next), /users/, 'the next line has its own hover');
  });

  test('after shutdown every request gets -32600, and exit ends the process', async () => {
    const shutdown = await client.request(nextId++, 'shutdown');
    assert.equal(shutdown.error, undefined);
    const late = await client.request(nextId++, 'workspace/symbol', { query: '' });
    assert.equal(late.error?.code, -32600, JSON.stringify(late));
    client.send({ jsonrpc: '2.0', method: 'exit' });
    await new Promise<void>((resolve) => {
      const poll = () => (client.exited !== undefined ? resolve() : setTimeout(poll, 20));
      poll();
    });
    assert.equal(client.exited, 0);
  });
});
