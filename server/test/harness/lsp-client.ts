// A real JSON-RPC client for the language server: in-process streams for speed, or a spawned `--stdio` server.

import { spawn, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { MessageConnection } from 'vscode-jsonrpc/node';
import { StreamMessageReader, StreamMessageWriter, createMessageConnection } from 'vscode-jsonrpc/node';
import type { Diagnostic, Position } from 'vscode-languageserver';
import { ProposedFeatures, createConnection } from 'vscode-languageserver/node';
import { LineIndex } from '../../src/analysis/core/line-index';
import type { Features, ServerEnvironment } from '../../src/lsp/server';
import { startServer } from '../../src/lsp/server';
import { framedTransport, nodeEnvironment } from '../../src/lsp/start-node';
import { temporaryFolder } from './temporary';

export const CURSOR = '$0';

/** Writes `files` (relative path → text; `$0` marks the cursor in at most one) to a new temporary folder. */
export function writeWorkspace(files: Record<string, string>): { root: string; cursor?: { file: string; offset: number } } {
  const root = temporaryFolder('routelens-test-');
  let cursor: { file: string; offset: number } | undefined;
  for (const [name, raw] of Object.entries(files)) {
    const offset = raw.indexOf(CURSOR);
    const text = offset >= 0 ? raw.slice(0, offset) + raw.slice(offset + CURSOR.length) : raw;
    if (offset >= 0) cursor = { file: path.join(root, name), offset };
    const full = path.join(root, name);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, text);
  }
  return { root, cursor };
}

export function uriOf(file: string): string {
  return pathToFileURL(file).href;
}

export class TestClient {
  readonly diagnostics = new Map<string, Diagnostic[]>();
  /** How many times diagnostics were published for each URI, and the version of the last. */
  readonly publishes = new Map<string, { count: number; version?: number }>();
  private readonly waiters: { uri: string; test: (d: Diagnostic[]) => boolean; resolve: (d: Diagnostic[]) => void }[] = [];
  readonly logs: string[] = [];
  /** Work-done progress the server reported ($/progress values, in order). */
  readonly progress: { kind: string; title?: string }[] = [];
  private readonly versions = new Map<string, number>();
  /** What the server said when it had indexed the workspace (routelens/indexed). */
  indexed: { routes: number; entries: number; files: number; ms: number; entryFiles: string[] } | undefined;
  /** Resolves when the server has indexed the workspace. */
  indexing: Promise<void> = Promise.resolve();

  private constructor(
    readonly connection: MessageConnection,
    readonly root: string,
    private readonly child?: ChildProcess,
    private readonly streams?: PassThrough[],
  ) {
    connection.onNotification('textDocument/publishDiagnostics', (params: { uri: string; version?: number; diagnostics: Diagnostic[] }) => {
      this.diagnostics.set(params.uri, params.diagnostics);
      this.publishes.set(params.uri, { count: (this.publishes.get(params.uri)?.count ?? 0) + 1, version: params.version });
      for (const waiter of [...this.waiters]) {
        if (waiter.uri === params.uri && waiter.test(params.diagnostics)) {
          this.waiters.splice(this.waiters.indexOf(waiter), 1);
          waiter.resolve(params.diagnostics);
        }
      }
    });
    connection.onNotification('window/logMessage', (params: { message: string }) => {
      this.logs.push(params.message);
    });
    connection.onRequest('window/workDoneProgress/create', () => null);
    connection.onNotification('$/progress', (params: { value: { kind: string; title?: string } }) => {
      this.progress.push(params.value);
    });
    connection.onRequest('workspace/configuration', () => []);
    connection.onRequest('client/registerCapability', () => null);
  }

  /** Starts a server on `root` and waits until it has indexed the workspace (`nodeOptions`: for a spawned server). */
  static async start(
    root: string,
    options: {
      spawn?: boolean;
      nodeOptions?: string[];
      overrides?: Partial<Features>;
      initializationOptions?: unknown;
      /** Replaces parts of the in-process server's environment (e.g. a listing that waits). */
      environment?: Partial<ServerEnvironment>;
      /** false: resolve once initialized, without waiting for the index (`indexing` resolves with it). */
      awaitIndex?: boolean;
    } = {},
  ): Promise<TestClient> {
    let connection: MessageConnection;
    let child: ChildProcess | undefined;
    let streams: PassThrough[] | undefined;
    if (options.spawn) {
      const bin = path.resolve(__dirname, '../../../bin/routelens-language-server.js');
      child = spawn(process.execPath, [...(options.nodeOptions ?? []), bin, '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
      connection = createMessageConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
    } else {
      const toServer = new PassThrough();
      const toClient = new PassThrough();
      const transport = framedTransport(toServer, toClient);
      const server = createConnection(ProposedFeatures.all, transport.reader, transport.writer);
      startServer(server, { ...nodeEnvironment, ...options.environment }, options.overrides);
      connection = createMessageConnection(new StreamMessageReader(toClient), new StreamMessageWriter(toServer));
      streams = [toServer, toClient];
    }
    const client = new TestClient(connection, root, child, streams);
    const indexed = new Promise<unknown>((resolve) => connection.onNotification('routelens/indexed', (params: unknown) => resolve(params)));
    connection.listen();
    await connection.sendRequest('initialize', {
      // No process id: an in-process server must not watch (and keep alive) the test process.
      processId: options.spawn ? process.pid : null,
      rootUri: uriOf(root),
      workspaceFolders: [{ uri: uriOf(root), name: 'test' }],
      capabilities: { window: { workDoneProgress: true }, textDocument: { publishDiagnostics: { relatedInformation: true } } },
      initializationOptions: options.initializationOptions,
    });
    await connection.sendNotification('initialized', {});
    client.indexing = indexed.then((params) => {
      client.indexed = params as TestClient['indexed'];
    });
    if (options.awaitIndex !== false) await client.indexing;
    return client;
  }

  private text(file: string): string {
    return fs.readFileSync(file, 'utf8');
  }

  position(file: string, offset: number, text = this.text(file)): Position {
    return new LineIndex(text).position(offset);
  }

  async open(file: string, text = this.text(file)): Promise<void> {
    this.versions.set(uriOf(file), 1);
    await this.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: uriOf(file), languageId: file.endsWith('.php') ? 'php' : 'typescript', version: 1, text },
    });
  }

  /** Replaces the whole text of an open document (an unsaved edit). */
  async change(file: string, text: string): Promise<void> {
    const uri = uriOf(file);
    const version = (this.versions.get(uri) ?? 1) + 1;
    this.versions.set(uri, version);
    await this.connection.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ text }] });
  }

  /** Resolves with the next diagnostics of `file` that satisfy `test` (or the current ones if they already do). */
  waitForDiagnostics(file: string, test: (d: Diagnostic[]) => boolean = () => true): Promise<Diagnostic[]> {
    const uri = uriOf(file);
    const current = this.diagnostics.get(uri);
    if (current && test(current)) return Promise.resolve(current);
    return new Promise((resolve) => this.waiters.push({ uri, test, resolve }));
  }

  /**
   * Resolves with the diagnostics of `file` once those of document version `version` are published (a handler of the
   * test's own for publishDiagnostics would replace this client's: the connection keeps one per method).
   */
  async waitForVersion(file: string, version: number, timeoutMs = 10_000): Promise<Diagnostic[]> {
    const uri = uriOf(file);
    const deadline = Date.now() + timeoutMs;
    while (this.publishes.get(uri)?.version !== version) {
      if (Date.now() > deadline) throw new Error(`no diagnostics of version ${version} of ${file} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    return this.diagnostics.get(uri) ?? [];
  }

  request<R>(method: string, params: unknown): Promise<R> {
    return this.connection.sendRequest(method, params) as Promise<R>;
  }

  at(file: string, offset: number, text?: string): { textDocument: { uri: string }; position: Position } {
    return { textDocument: { uri: uriOf(file) }, position: this.position(file, offset, text) };
  }

  async stop(): Promise<void> {
    try {
      await this.connection.sendRequest('shutdown');
      // `exit` ends the server's process: only for a spawned server, never the test runner itself.
      if (this.child) await this.connection.sendNotification('exit');
    } catch {
      // The server may already be gone; stopping must not fail a test.
    }
    this.connection.dispose();
    for (const stream of this.streams ?? []) stream.destroy();
    if (this.child && this.child.exitCode === null) this.child.kill();
  }
}
