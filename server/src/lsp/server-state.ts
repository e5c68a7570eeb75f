// The language server's state: the workspace, the open documents, the client's settings and capabilities, what was
// published and announced. Handlers get it with every request; only the connection's wiring (server.ts) changes it
// from outside.

import type { Connection } from 'vscode-languageserver';
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
import { documentSymbols, workspaceSymbols } from '../features/symbols';
import { documentLinks } from '../features/targets';
import { exposureDiagnostics, exposureLenses } from '../features/exposure-editor';
import { WorkspaceFindings } from './workspace-findings';
import { linkDiagnostics } from '../features/link-diagnostics';
import { linkLenses } from '../features/link-references';
import type { Settings } from './settings';
import { definesOf } from './settings';
import type { Converter } from './convert';
import { Positions, toDiagnostic } from './convert';
import type { RoutesResponse } from './protocol';

/** How long the route table must stay unchanged before a change is announced (routelens/routesChanged). */
export const ANNOUNCE_DELAY_MS = 200;

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
  diagnostics,
  hover,
  inlayHints,
  signatureHelp,
  definition,
  references,
  prepareRename,
  rename,
  completion,
  codeActions,
  documentSymbols,
  workspaceSymbols,
  codeLenses,
  routeRows,
  matchUrl,
  runsFor,
  exposureDiagnostics,
  exposureLenses,
  linkDiagnostics,
  linkLenses,
  documentLinks,
  routeSettings,
  routeConditionalSettings,
  sampleRequests,
};
export type Features = typeof FEATURES;

export class ServerState {
  readonly workspace: Workspace;
  readonly documents: ReturnType<typeof editedDocuments>['documents'];
  readonly takeEdit: ReturnType<typeof editedDocuments>['takeEdit'];
  readonly convert: Converter;
  /** Workspace folders (URIs) to index. */
  folders: string[] = [];
  watchDynamically = false;
  /** The client can be asked to fetch code lenses again. */
  refreshLenses = false;
  hintsEnabled = true;
  commandLinks = false;
  private readonly logged = new Set<string>();
  private readonly published = new PublishedDiagnostics();
  private pending: unknown;
  /** The route table last announced with `routelens/routesChanged` (its rows, serialized). */
  private announced: string | undefined;
  private announceTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly findings: WorkspaceFindings;

  constructor(
    readonly connection: Connection,
    readonly env: ServerEnvironment,
    readonly features: Features,
  ) {
    this.workspace = new Workspace(env.source);
    ({ documents: this.documents, takeEdit: this.takeEdit } = editedDocuments());
    this.convert = { uri: (file) => env.fileToUri(file), file: (uri) => env.uriToFile(uri) };
    // New findings: published again, and the lenses (how URLs reach each method) asked for again where the client can.
    this.findings = new WorkspaceFindings(
      (snapshot) => features.exposureDiagnostics(snapshot),
      () => ({ snapshot: this.workspace.snapshot(), open: this.workspace.openFiles() }),
      () => {
        this.schedule();
        if (this.refreshLenses) connection.sendRequest('workspace/codeLens/refresh').catch(() => undefined);
      },
      (snapshot) => features.linkDiagnostics(snapshot),
    );
  }

  /** Logs a message on the client's console, once per session. */
  logOnce(message: string): void {
    if (this.logged.has(message)) return;
    this.logged.add(message);
    this.connection.console.error(message);
  }

  positions(snapshot: Snapshot): Positions {
    return new Positions(snapshot, this.convert);
  }

  /** Publishes the diagnostics soon (once pending events are handled): one publication for a burst of changes. */
  schedule(): void {
    // setImmediate where it exists (Node), a zero timeout in a browser worker.
    this.pending ??= typeof setImmediate === 'function' ? setImmediate(() => this.publishDiagnostics()) : setTimeout(() => this.publishDiagnostics(), 0);
  }

  /** Publishes the diagnostics that changed: open files' fresh, the others' from the last workspace pass. */
  private publishDiagnostics(): void {
    this.pending = undefined;
    try {
      const snapshot = this.workspace.snapshot();
      const positions = this.positions(snapshot);
      const open = this.workspace.openFiles();
      const current = open.map((file) => {
        const uri = this.env.fileToUri(file);
        const found = [...this.features.diagnostics(snapshot, file), ...this.findings.auditOf(snapshot, file)];
        return { uri, version: this.documents.get(uri)?.version, diagnostics: found.map((d) => toDiagnostic(d, positions)) };
      });
      // The workspace's other files: what the last pass over it found (the Problems panel shows them from the start).
      for (const [file, diagnostics] of this.findings.closedFiles(new Set(open), (found) => found.map((d) => toDiagnostic(d, positions))))
        current.push({ uri: this.env.fileToUri(file), version: undefined, diagnostics });
      this.findings.schedule();
      this.published.round(current, (params) => void this.connection.sendDiagnostics(params));
      void this.connection.sendNotification('routelens/status', { routes: snapshot.routeCount(), indexing: false });
      this.announceRoutes();
    } catch (error) {
      this.logOnce(`routelens: diagnostics failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
  }

  /** From now on the client hears of every change of the table (`routelens/routesChanged`). */
  watchTable(snapshot: Snapshot): void {
    this.announced = this.tableKey(snapshot);
  }

  /**
   * Tells the client when the route table changed (`routelens/routesChanged`), so that an open route view refreshes.
   * Only while a client has asked for the table, and off the keystroke's path: the comparison (a pass over every
   * route) runs once typing pauses for ANNOUNCE_DELAY_MS.
   */
  private announceRoutes(): void {
    if (this.announced === undefined) return;
    if (this.announceTimer !== undefined) clearTimeout(this.announceTimer);
    this.announceTimer = setTimeout(() => {
      this.announceTimer = undefined;
      try {
        const snapshot = this.workspace.snapshot();
        const table = this.tableKey(snapshot);
        if (table === this.announced) return;
        this.announced = table;
        this.connection.sendNotification('routelens/routesChanged', { routes: snapshot.routeCount() }).catch(() => undefined);
      } catch (error) {
        this.logOnce(`routelens: announcing a route table change failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }, ANNOUNCE_DELAY_MS);
  }

  /** `conditionalSettings` of the routes response, when there are any. */
  conditionalSettings(snapshot: Snapshot): Pick<RoutesResponse, 'conditionalSettings'> {
    const variants = this.features.routeConditionalSettings(snapshot);
    return Object.keys(variants).length > 0 ? { conditionalSettings: variants } : {};
  }

  private tableKey(snapshot: Snapshot): string {
    const rows = this.features.routeRows(snapshot).map((r) => [r.verb, r.from, r.to, r.name, r.replaced, r.condition, r.span.file, r.span.start]);
    return JSON.stringify([rows, this.features.routeSettings(snapshot), this.features.routeConditionalSettings(snapshot)]);
  }

  /** The client's settings; a value of the wrong type is as good as none. */
  applySettings(given: Settings | undefined): void {
    if (typeof given !== 'object' || given === null) return;
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
    const settings: Settings = {
      ...given,
      deleteAction: text(given.deleteAction),
      defaultHome: text(given.defaultHome),
      controllersFolder: text(given.controllersFolder),
      modulesFolder: text(given.modulesFolder),
      phpContextHome: text(given.phpContextHome),
      inlayHints: typeof given.inlayHints === 'boolean' ? given.inlayHints : undefined,
      commandLinks: typeof given.commandLinks === 'boolean' ? given.commandLinks : undefined,
    };
    this.workspace.setHmvcOptions({ controllersFolder: settings.controllersFolder || undefined, modulesFolder: settings.modulesFolder || undefined });
    this.workspace.setRegistryOptions({ deleteAction: settings.deleteAction || undefined, defaultHome: settings.defaultHome || undefined });
    const home = settings.phpContextHome === 'release' || settings.phpContextHome === 'spec' ? settings.phpContextHome : undefined;
    this.workspace.setAnalysisOptions(definesOf(settings.defines), home);
    if (settings.inlayHints !== undefined) this.hintsEnabled = settings.inlayHints !== false;
    if (settings.commandLinks !== undefined) this.commandLinks = settings.commandLinks === true;
  }

  /** Ends the session's timers: a pending announcement or exposure pass must not outlive it. */
  dispose(): void {
    if (this.announceTimer !== undefined) clearTimeout(this.announceTimer);
    this.findings.dispose();
    this.announced = undefined;
  }
}
