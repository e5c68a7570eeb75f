// The language server: wires LSP requests to the features through one guard, and keeps diagnostics fresh.

import type {
  CancellationToken, Connection, InitializeParams, InitializeResult,
} from 'vscode-languageserver';
import {
  CodeActionKind, DidChangeWatchedFilesNotification, ErrorCodes, LSPErrorCodes, ResponseError, TextDocumentSyncKind,
} from 'vscode-languageserver';
import { editedDocuments } from './documents';
import { PublishedDiagnostics } from './published-diagnostics';
import type { Snapshot } from '../db/snapshot';
import type { FileSource } from '../db/workspace';
import { Workspace } from '../db/workspace';
import { codeActions } from '../features/code-actions';
import { codeLenses } from '../features/code-lens';
import { diagnostics } from '../features/diagnostics';
import { completion } from '../features/completion';
import { hover, sampleRequests } from '../features/hover';
import { inlayHints } from '../features/inlay-hints';
import { signatureHelp } from '../features/signature-help';
import { definition, prepareRename, references, rename } from '../features/names';
import { matchUrl, routeConditionalSettings, routeRows, routeSettings, runsFor } from '../features/routes-request';
import type { Verb } from '@routelens/shared';
import { documentSymbols, workspaceSymbols } from '../features/symbols';
import { documentLinks } from '../features/targets';
import { exposureDiagnostics, exposureFixes, exposureLenses } from '../features/exposure-editor';
import { ExposurePass } from './exposure-pass';
import type { Settings } from './settings';
import { definesOf } from './settings';
import type { Converter } from './convert';
import {
  Positions, toCodeAction, toCodeLens, toCompletionItem, toDiagnostic, toDocumentLink, toDocumentSymbol, toHover, toInlayHint, toMatchResult, toReachLens, toRuns, toSignatureHelp, toRouteRow,
  toSymbolInformation, toWorkspaceEdit,
} from './convert';
import type { Shape } from './params';
import { ANY, DOCUMENT, DOCUMENT_POSITION, DOCUMENT_RANGE, MATCH, QUERY, REFERENCES, RENAME } from './params';
import type { MatchResponse, RoutesResponse, SamplesResponse } from './protocol';

/** How long the route table must stay unchanged before a change is announced (routelens/routesChanged). */
export const ANNOUNCE_DELAY_MS = 200;

/** Resolves after pending I/O events (setImmediate in Node, a zero timeout in a browser worker). */
function yieldToEvents(): Promise<void> {
  return new Promise((resolve) => (typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0)));
}

/** What the server needs from where it runs (Node with a disk, or a browser worker). */
export interface ServerEnvironment {
  source: FileSource;
  /** Source files below a workspace folder. */
  listFiles(folderUri: string): Promise<string[]>;
  uriToFile(uri: string): string;
  fileToUri(file: string): string;
}

/** The features, replaceable in tests (e.g. to prove that a failing feature does not take the server down). */
export const FEATURES = {
  diagnostics, hover, inlayHints, signatureHelp, definition, references, prepareRename, rename, completion, codeActions, documentSymbols, workspaceSymbols, codeLenses, routeRows, matchUrl, runsFor, exposureDiagnostics, exposureLenses, exposureFixes,
  documentLinks, routeSettings, routeConditionalSettings, sampleRequests,
};
export type Features = typeof FEATURES;

/** What a host can tell a running server besides LSP (the browser host reports file changes it read itself). */
export interface RunningServer {
  fileChanged(file: string, deleted: boolean): void;
}

export function startServer(connection: Connection, env: ServerEnvironment, overrides: Partial<Features> = {}): RunningServer {
  const features: Features = { ...FEATURES, ...overrides };
  const workspace = new Workspace(env.source);
  const { documents, takeEdit } = editedDocuments();
  const convert: Converter = {
    uri: (file) => env.fileToUri(file),
    file: (uri) => env.uriToFile(uri),
  };
  const logged = new Set<string>();
  let folders: string[] = [];
  let watchDynamically = false;
  const published = new PublishedDiagnostics();
  let pending: unknown;
  let hintsEnabled = true;
  let commandLinks = false;
  /** The route table last announced with `routelens/routesChanged` (its rows, serialized). */
  let announced: string | undefined;
  let announceTimer: ReturnType<typeof setTimeout> | undefined;

  const logOnce = (message: string): void => {
    if (logged.has(message)) return;
    logged.add(message);
    connection.console.error(message);
  };

  /**
   * Runs a feature on a fresh snapshot, with positions in that snapshot's texts; cancellation and failures become
   * error responses, never a crash.
   */
  // The result type is loose on purpose: each LSP request has its own handler type, and this guard serves them all.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  function guard<P, R>(name: string, shape: Shape, handler: (snapshot: Snapshot, params: P, positions: Positions) => R): (params: P, token: CancellationToken) => Promise<any> {
    return async (params: P, token: CancellationToken) => {
      const invalid = shape(params);
      if (invalid) return new ResponseError(ErrorCodes.InvalidParams, `routelens: ${name}: ${invalid}`);
      // Yield once, so that a $/cancelRequest sent right behind the request is seen before the work starts.
      await yieldToEvents();
      if (token.isCancellationRequested) return new ResponseError(LSPErrorCodes.RequestCancelled, `${name} was cancelled`);
      try {
        const snapshot = workspace.snapshot();
        if (token.isCancellationRequested) return new ResponseError(LSPErrorCodes.RequestCancelled, `${name} was cancelled`);
        return handler(snapshot, params, new Positions(snapshot, convert));
      } catch (error) {
        if (error instanceof ResponseError) return error;
        const message = error instanceof Error ? error.message : String(error);
        logOnce(`routelens: ${name} failed: ${message}${error instanceof Error && error.stack ? '\n' + error.stack : ''}`);
        return new ResponseError(ErrorCodes.InternalError, `routelens: ${name} failed: ${message}`);
      }
    };
  }

  /** Publishes the diagnostics of open files whose diagnostics changed. */
  function publishDiagnostics(): void {
    pending = undefined;
    try {
      const snapshot = workspace.snapshot();
      const positions = new Positions(snapshot, convert);
      const current = workspace.openFiles().map((file) => {
        const uri = env.fileToUri(file);
        const found = [...features.diagnostics(snapshot, file), ...exposurePass.diagnosticsOf(snapshot, file)];
        return { uri, version: documents.get(uri)?.version, diagnostics: found.map((d) => toDiagnostic(d, positions)) };
      });
      exposurePass.schedule();
      published.round(current, (params) => void connection.sendDiagnostics(params));
      void connection.sendNotification('routelens/status', { routes: snapshot.routeCount(), indexing: false });
      announceRoutes();
    } catch (error) {
      logOnce(`routelens: diagnostics failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
    }
  }

  /**
   * Tells the client when the route table changed (`routelens/routesChanged`), so that an open route view refreshes.
   * Only while a client has asked for the table, and off the keystroke's path: the comparison (a pass over every
   * route) runs once typing pauses for ANNOUNCE_DELAY_MS.
   */
  function announceRoutes(): void {
    if (announced === undefined) return;
    if (announceTimer !== undefined) clearTimeout(announceTimer);
    announceTimer = setTimeout(() => {
      announceTimer = undefined;
      try {
        const snapshot = workspace.snapshot();
        const table = tableKey(snapshot);
        if (table === announced) return;
        announced = table;
        connection.sendNotification('routelens/routesChanged', { routes: snapshot.routeCount() }).catch(() => undefined);
      } catch (error) {
        logOnce(`routelens: announcing a route table change failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }, ANNOUNCE_DELAY_MS);
  }

  /** `conditionalSettings` of the routes response, when there are any. */
  function conditionalSettings(snapshot: Snapshot): Pick<RoutesResponse, 'conditionalSettings'> {
    const variants = features.routeConditionalSettings(snapshot);
    return Object.keys(variants).length > 0 ? { conditionalSettings: variants } : {};
  }

  function tableKey(snapshot: Snapshot): string {
    const rows = features.routeRows(snapshot).map((r) => [r.verb, r.from, r.to, r.name, r.replaced, r.condition, r.span.file, r.span.start]);
    return JSON.stringify([rows, features.routeSettings(snapshot), features.routeConditionalSettings(snapshot)]);
  }

  // New findings: published again, and the lenses (how URLs reach each method) asked for again where the client can.
  let refreshLenses = false;
  const exposurePass = new ExposurePass(features.exposureDiagnostics, () => ({ snapshot: workspace.snapshot(), files: workspace.openFiles() }), () => {
    schedule();
    if (refreshLenses) connection.sendRequest('workspace/codeLens/refresh').catch(() => undefined);
  });
  const schedule = (): void => {
    // setImmediate where it exists (Node), a zero timeout in a browser worker.
    pending ??= typeof setImmediate === 'function' ? setImmediate(publishDiagnostics) : setTimeout(publishDiagnostics, 0);
  };

  connection.onInitialize((params: InitializeParams): InitializeResult => {
    watchDynamically = params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
    refreshLenses = params.capabilities.workspace?.codeLens?.refreshSupport === true;
    folders = (params.workspaceFolders ?? []).map((f) => f.uri);
    if (folders.length === 0 && params.rootUri) folders = [params.rootUri];
    // rootPath is deprecated, but some clients still send only that.
    if (folders.length === 0 && params.rootPath) folders = [env.fileToUri(params.rootPath)];
    applySettings(params.initializationOptions as Settings | undefined);
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
  });

  function applySettings(given: Settings | undefined): void {
    if (typeof given !== 'object' || given === null) return;
    // Settings come from the client's configuration: a value of the wrong type is as good as none.
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
    const settings: Settings = {
      ...given, deleteAction: text(given.deleteAction), defaultHome: text(given.defaultHome), controllersFolder: text(given.controllersFolder),
      modulesFolder: text(given.modulesFolder), phpContextHome: text(given.phpContextHome),
      inlayHints: typeof given.inlayHints === 'boolean' ? given.inlayHints : undefined, commandLinks: typeof given.commandLinks === 'boolean' ? given.commandLinks : undefined,
    };
    workspace.setHmvcOptions({ controllersFolder: settings.controllersFolder || undefined, modulesFolder: settings.modulesFolder || undefined });
    workspace.setRegistryOptions({ deleteAction: settings.deleteAction || undefined, defaultHome: settings.defaultHome || undefined });
    const home = settings.phpContextHome === 'release' || settings.phpContextHome === 'spec' ? settings.phpContextHome : undefined;
    workspace.setAnalysisOptions(definesOf(settings.defines), home);
    if (settings.inlayHints !== undefined) hintsEnabled = settings.inlayHints !== false;
    if (settings.commandLinks !== undefined) commandLinks = settings.commandLinks === true;
  }

  connection.onInitialized(async () => {
    // Closed files change too (git checkout, other tools): ask clients that can to tell us.
    if (watchDynamically) {
      void connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: '**/*.{ts,tsx,js,mjs,cjs,mts,cts,php,json}' }] }).catch(() => undefined);
    }
    const progress = await connection.window.createWorkDoneProgress().catch(() => undefined);
    progress?.begin('routelens: indexing routes', 0, 'scanning files', false);
    void connection.sendNotification('routelens/status', { routes: 0, indexing: true });
    try {
      const started = Date.now();
      let files = 0;
      for (const folder of folders) {
        const found = await env.listFiles(folder);
        files += found.length;
        workspace.addFiles(found);
      }
      progress?.report(50, 'evaluating route configs');
      const snapshot = workspace.snapshot();
      progress?.done();
      // What the extension's output channel logs: how much was indexed, which entry points, how long it took.
      void connection.sendNotification('routelens/indexed', {
        routes: snapshot.routeCount(), entries: snapshot.analyses.length, files, ms: Date.now() - started,
        entryFiles: snapshot.analyses.slice(0, 50).map((a) => convert.uri(a.entry)),
      });
    } catch (error) {
      progress?.done();
      logOnce(`routelens: indexing failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    schedule();
  });

  connection.onDidChangeConfiguration((change) => {
    const settings = (change.settings as { routelens?: Settings } | undefined)?.routelens;
    if (settings) {
      applySettings(settings);
      schedule();
    }
  });

  documents.onDidOpen((event) => {
    workspace.open(convert.file(event.document.uri), event.document.getText());
    schedule();
  });
  documents.onDidChangeContent((event) => {
    workspace.edit(convert.file(event.document.uri), event.document.getText(), takeEdit(event.document));
    schedule();
  });
  documents.onDidClose((event) => {
    workspace.close(convert.file(event.document.uri));
    schedule();
  });
  connection.onDidChangeWatchedFiles((params) => {
    for (const change of params.changes) workspace.fileChanged(convert.file(change.uri), change.type === 3);
    schedule();
  });

  const at = (params: { textDocument: { uri: string }; position: { line: number; character: number } }, positions: Positions) => {
    const file = convert.file(params.textDocument.uri);
    return { file, offset: positions.offset(file, params.position) };
  };

  connection.onHover(guard('hover', DOCUMENT_POSITION, (snapshot, params, positions) => {
    const { file, offset } = at(params, positions);
    const result = features.hover(snapshot, file, offset);
    return result ? toHover(result, positions, commandLinks ? { uri: params.textDocument.uri, position: params.position } : undefined) : null;
  }));
  connection.onDefinition(guard('definition', DOCUMENT_POSITION, (snapshot, params, positions) => {
    const { file, offset } = at(params, positions);
    return features.definition(snapshot, file, offset).map((span) => positions.location(span));
  }));
  connection.onReferences(guard('references', REFERENCES, (snapshot, params, positions) => {
    const { file, offset } = at(params, positions);
    return features.references(snapshot, file, offset, params.context?.includeDeclaration === true).map((span) => positions.location(span));
  }));
  connection.onPrepareRename(guard('prepareRename', DOCUMENT_POSITION, (snapshot, params, positions) => {
    const { file, offset } = at(params, positions);
    const result = features.prepareRename(snapshot, file, offset);
    if (!result) return null;
    if ('error' in result) throw new ResponseError(ErrorCodes.InvalidRequest, result.error);
    return { range: positions.range(result.span), placeholder: result.placeholder };
  }));
  connection.onRenameRequest(guard('rename', RENAME, (snapshot, params, positions) => {
    const { file, offset } = at(params, positions);
    const result = features.rename(snapshot, file, offset, params.newName);
    if (!result) return null;
    if ('error' in result) throw new ResponseError(ErrorCodes.InvalidRequest, result.error);
    return toWorkspaceEdit(result.edits, positions);
  }));
  connection.onCompletion(guard('completion', DOCUMENT_POSITION, (snapshot, params, positions) => {
    const { file, offset } = at(params, positions);
    return features.completion(snapshot, file, offset).map((entry) => toCompletionItem(entry, positions));
  }));
  connection.onCodeAction(guard('codeAction', DOCUMENT_RANGE, (snapshot, params, positions) => {
    const file = convert.file(params.textDocument.uri);
    const start = positions.offset(file, params.range.start);
    const end = positions.offset(file, params.range.end);
    return [
      ...features.codeActions(snapshot, file, start, end).map((action) => toCodeAction(action, positions)),
      ...features.exposureFixes(snapshot, file, start, end).map((fix) => toCodeAction({ ...fix, preferred: false }, positions)),
    ];
  }));
  connection.onDocumentSymbol(guard('documentSymbol', DOCUMENT, (snapshot, params, positions) =>
    features.documentSymbols(snapshot, convert.file(params.textDocument.uri)).map((node) => toDocumentSymbol(node, positions))));
  connection.onWorkspaceSymbol(guard('workspaceSymbol', QUERY, (snapshot, params, positions) =>
    features.workspaceSymbols(snapshot, params.query).map((symbol) => toSymbolInformation(symbol, positions))));
  connection.onCodeLens(guard('codeLens', DOCUMENT, (snapshot, params, positions) => {
    const file = convert.file(params.textDocument.uri);
    return [
      ...features.codeLenses(snapshot, file).map((lens) => toCodeLens(lens, params.textDocument.uri, positions)),
      ...features.exposureLenses(snapshot, file).map((lens) => toReachLens(lens, positions)),
    ];
  }));
  connection.onDocumentLinks(guard('documentLink', DOCUMENT, (snapshot, params, positions) =>
    features.documentLinks(snapshot, convert.file(params.textDocument.uri)).map((link) => toDocumentLink(link, positions))));
  connection.languages.inlayHint.on(guard('inlayHint', DOCUMENT_RANGE, (snapshot, params, positions) => {
    if (!hintsEnabled) return [];
    const file = convert.file(params.textDocument.uri);
    const start = positions.offset(file, params.range.start);
    const end = positions.offset(file, params.range.end);
    return features.inlayHints(snapshot, file, start, end).map((hint) => toInlayHint(hint, positions));
  }));
  connection.onSignatureHelp(guard('signatureHelp', DOCUMENT_POSITION, (snapshot, params, positions) => {
    const { file, offset } = at(params, positions);
    const result = features.signatureHelp(snapshot, file, offset);
    return result ? toSignatureHelp(result) : null;
  }));
  connection.onRequest('routelens/routes', guard('routelens/routes', ANY, (snapshot, _params, positions): RoutesResponse => {
    // From now on the client hears of every change of the table (an open route view refreshes).
    announced = tableKey(snapshot);
    return {
      routes: features.routeRows(snapshot).map((row) => toRouteRow(row, positions)),
      named: Object.fromEntries(snapshot.named()),
      settings: features.routeSettings(snapshot),
      ...conditionalSettings(snapshot),
    };
  }));
  connection.onRequest('routelens/samples', guard('routelens/samples', DOCUMENT_POSITION, (snapshot, params: { textDocument: { uri: string }; position: { line: number; character: number } }, positions): SamplesResponse => {
    const { file, offset } = at(params, positions);
    return { samples: features.sampleRequests(snapshot, file, offset) };
  }));
  connection.onRequest('routelens/match', guard('routelens/match', MATCH, (snapshot, params: { verb: string; uri: string }, positions): MatchResponse => {
    const result = features.matchUrl(snapshot, params.verb, params.uri);
    if (result && 'error' in result) throw new ResponseError(ErrorCodes.InvalidParams, result.error);
    const runs = features.runsFor(snapshot, params.verb.toUpperCase() as Verb, params.uri);
    return { match: result ? toMatchResult(result, positions) : null, runs: runs ? toRuns(runs, positions) : null };
  }));

  // A pending announcement must not outlive the session.
  connection.onShutdown(() => {
    if (announceTimer !== undefined) clearTimeout(announceTimer);
    exposurePass.dispose();
    announced = undefined;
  });

  documents.listen(connection);
  connection.listen();
  return {
    fileChanged(file, deleted) {
      workspace.fileChanged(file, deleted);
      schedule();
    },
  };
}
