// The language server's wiring: the connection's notifications change the state (server-state.ts); every request
// in the dispatch table (handlers/dispatch.ts) runs through one guard that checks its parameters, honours
// cancellation, catches, logs and answers.

import type { CancellationToken, Connection, InitializeParams, InitializeResult } from 'vscode-languageserver';
import { CodeActionKind, DidChangeWatchedFilesNotification, ErrorCodes, LSPErrorCodes, ResponseError, TextDocumentSyncKind } from 'vscode-languageserver';
import type { Features, ServerEnvironment } from './server-state';
import { FEATURES, ServerState } from './server-state';
import type { Settings } from './settings';
import type { RequestHandler } from './handlers/handler';
import { REQUESTS } from './handlers/dispatch';

export { ANNOUNCE_DELAY_MS, FEATURES } from './server-state';
export type { Features, ServerEnvironment } from './server-state';

/** Resolves after pending I/O events (setImmediate in Node, a zero timeout in a browser worker). */
function yieldToEvents(): Promise<void> {
  return new Promise((resolve) => (typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0)));
}

/** What a host can tell a running server besides LSP (the browser host reports file changes it read itself). */
export interface RunningServer {
  fileChanged(file: string, deleted: boolean): void;
}

export function startServer(connection: Connection, env: ServerEnvironment, overrides: Partial<Features> = {}): RunningServer {
  const state = new ServerState(connection, env, { ...FEATURES, ...overrides });
  connection.onInitialize((params) => initialize(state, params));
  connection.onInitialized(() => indexFolders(state));
  connection.onDidChangeConfiguration((change) => {
    const settings = (change.settings as { routelens?: Settings } | undefined)?.routelens;
    if (!settings) return;
    state.applySettings(settings);
    state.schedule();
  });
  listenToDocuments(state);
  for (const [method, handler] of Object.entries(REQUESTS)) connection.onRequest(method, guard(state, handler));
  connection.onShutdown(() => state.dispose());
  state.documents.listen(connection);
  connection.listen();
  return {
    fileChanged(file, deleted) {
      state.workspace.fileChanged(file, deleted);
      state.schedule();
    },
  };
}

/**
 * Runs a handler on a fresh snapshot, with positions in that snapshot's texts; parameters of the wrong shape,
 * cancellation and failures become error responses, never a crash.
 */
function guard(state: ServerState, handler: RequestHandler<never>): (params: never, token: CancellationToken) => Promise<unknown> {
  const { name } = handler;
  return async (params, token) => {
    const invalid = handler.shape(params);
    if (invalid) return new ResponseError(ErrorCodes.InvalidParams, `routelens: ${name}: ${invalid}`);
    // Yield once, so that a $/cancelRequest sent right behind the request is seen before the work starts.
    await yieldToEvents();
    if (token.isCancellationRequested) return new ResponseError(LSPErrorCodes.RequestCancelled, `${name} was cancelled`);
    try {
      const snapshot = state.workspace.snapshot();
      if (token.isCancellationRequested) return new ResponseError(LSPErrorCodes.RequestCancelled, `${name} was cancelled`);
      return handler.run(state, snapshot, params, state.positions(snapshot));
    } catch (error) {
      if (error instanceof ResponseError) return error;
      const message = error instanceof Error ? error.message : String(error);
      state.logOnce(`routelens: ${name} failed: ${message}${error instanceof Error && error.stack ? '\n' + error.stack : ''}`);
      return new ResponseError(ErrorCodes.InternalError, `routelens: ${name} failed: ${message}`);
    }
  };
}

function initialize(state: ServerState, params: InitializeParams): InitializeResult {
  state.watchDynamically = params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
  state.refreshLenses = params.capabilities.workspace?.codeLens?.refreshSupport === true;
  state.folders = (params.workspaceFolders ?? []).map((f) => f.uri);
  if (state.folders.length === 0 && params.rootUri) state.folders = [params.rootUri];
  // rootPath is deprecated, but some clients still send only that.
  if (state.folders.length === 0 && params.rootPath) state.folders = [state.env.fileToUri(params.rootPath)];
  state.applySettings(params.initializationOptions as Settings | undefined);
  return {
    capabilities: {
      textDocumentSync: TextDocumentSyncKind.Incremental,
      hoverProvider: true,
      definitionProvider: true,
      referencesProvider: true,
      renameProvider: { prepareProvider: true },
      completionProvider: { triggerCharacters: ["'", '"', '`', '{', ',', ' '] },
      codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
      documentSymbolProvider: true,
      workspaceSymbolProvider: true,
      codeLensProvider: { resolveProvider: false },
      documentLinkProvider: { resolveProvider: false },
      inlayHintProvider: { resolveProvider: false },
      // A quote too: the name's closing quote is the first keystroke after which the parameters are known.
      signatureHelpProvider: { triggerCharacters: ['(', ',', "'", '"'] },
    },
    serverInfo: { name: 'routelens', version: '0.1.0' },
  };
}

/** Reads the workspace folders once the client is ready, with progress, and says what was indexed. */
async function indexFolders(state: ServerState): Promise<void> {
  const { connection } = state;
  // Closed files change too (git checkout, other tools): ask clients that can to tell us.
  if (state.watchDynamically) {
    void connection.client
      .register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: '**/*.{ts,tsx,js,mjs,cjs,mts,cts,php,json}' }] })
      .catch(() => undefined);
  }
  const progress = await connection.window.createWorkDoneProgress().catch(() => undefined);
  progress?.begin('routelens: indexing routes', 0, 'scanning files', false);
  void connection.sendNotification('routelens/status', { routes: 0, indexing: true });
  try {
    const started = Date.now();
    let files = 0;
    for (const folder of state.folders) {
      const found = await state.env.listFiles(folder);
      files += found.length;
      state.workspace.addFiles(found);
    }
    state.workspace.markIndexed();
    progress?.report(50, 'evaluating route configs');
    const snapshot = state.workspace.snapshot();
    progress?.done();
    // What the extension's output channel logs: how much was indexed, which entry points, how long it took.
    void connection.sendNotification('routelens/indexed', {
      routes: snapshot.routeCount(),
      entries: snapshot.analyses.length,
      files,
      ms: Date.now() - started,
      entryFiles: snapshot.analyses.slice(0, 50).map((a) => state.convert.uri(a.entry)),
    });
  } catch (error) {
    progress?.done();
    state.workspace.markIndexed();
    state.logOnce(`routelens: indexing failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  state.schedule();
}

/** Open, edited, closed and changed files reach the workspace; each change publishes diagnostics again. */
function listenToDocuments(state: ServerState): void {
  const { documents, workspace, convert } = state;
  documents.onDidOpen((event) => {
    workspace.open(convert.file(event.document.uri), event.document.getText());
    state.schedule();
  });
  documents.onDidChangeContent((event) => {
    workspace.edit(convert.file(event.document.uri), event.document.getText(), state.takeEdit(event.document));
    state.schedule();
  });
  documents.onDidClose((event) => {
    workspace.close(convert.file(event.document.uri));
    state.schedule();
  });
  state.connection.onDidChangeWatchedFiles((params) => {
    for (const change of params.changes) workspace.fileChanged(convert.file(change.uri), change.type === 3);
    state.schedule();
  });
}
