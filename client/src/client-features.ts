// What the extension adds around the language client, the same on desktop and on the web: commands,
// the status bar item, the output channel and the route table view. Nothing here computes routes.

import * as vscode from 'vscode';
import type { BaseLanguageClient } from 'vscode-languageclient';
// The wire shapes of the custom requests are the server's (a type-only import: no server code in this bundle).
import type { MatchResponse, RoutesResponse, SamplesResponse, WireLocation } from '@routelens/server';
import { parseRequestLine } from '@routelens/server';
import type { ViewChoices, ViewMessage } from './routes-view';
import { routesHtml } from './routes-view';

export const VERBS = ['GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'PATCH', 'OPTIONS'];

/** The selector of the documents the server analyses, from the `routelens.routeFiles` setting. */
export function documentSelector(): { pattern: string }[] {
  const patterns = vscode.workspace.getConfiguration('routelens').get<string[]>('routeFiles') ?? [];
  return patterns.map((pattern) => ({ pattern }));
}

export function serverSettings(): Record<string, unknown> {
  const config = vscode.workspace.getConfiguration('routelens');
  return {
    deleteAction: config.get('deleteAction', 'delete'),
    defaultHome: config.get('defaultHome', 'home'),
    controllersFolder: config.get('controllersFolder', 'controllers'),
    modulesFolder: config.get('modulesFolder', 'modules'),
    // A configuration object is a proxy, which a Web Worker cannot be sent: a plain copy goes to the server.
    defines: JSON.parse(JSON.stringify(config.get('defines', {}))) as Record<string, unknown>,
    phpContextHome: config.get('phpContextHome', 'auto'),
    inlayHints: config.get('inlayHints.enabled', true),
    // VS Code runs the hover's command link (sample requests on demand); the client trusts only that command.
    commandLinks: true,
  };
}

/** The one command a hover's markdown may run (the client options' `markdown.isTrusted`). */
export const TRUSTED_COMMANDS = { enabledCommands: ['routelens.sampleRequests'] };

async function open(location: WireLocation): Promise<void> {
  const document = await vscode.workspace.openTextDocument(vscode.Uri.parse(location.uri));
  const range = new vscode.Range(location.range.start.line, location.range.start.character, location.range.end.line, location.range.end.character);
  await vscode.window.showTextDocument(document, { selection: range });
}

/** What the extension offers other extensions (and its tests): when the workspace was first indexed, and how long it took. */
export interface RoutelensApi {
  indexed: Promise<Indexed>;
}

/** The server's `routelens/indexed`, with the time from the extension's activation to it. */
export interface Indexed {
  routes: number;
  entries?: number;
  files?: number;
  /** The server's own time (listing and analysing). */
  ms?: number;
  /** From the extension's activation to the index: starting the server, reading the files, analysing them. */
  sinceActivation: number;
  /** Parts of it the client measured (web: when the server first asked for files, and reading them). */
  parts: Record<string, number>;
}

/** Registers commands, the status bar and the views; `activated` is when the extension started (Date.now()). */
export function registerClientFeatures(
  context: vscode.ExtensionContext,
  client: BaseLanguageClient,
  output: vscode.LogOutputChannel,
  activated = Date.now(),
  parts: () => Record<string, number> = () => ({}),
): RoutelensApi {
  let announce: (indexed: Indexed) => void = () => undefined;
  const indexed = new Promise<Indexed>((resolve) => {
    announce = resolve;
  });
  const listenForStatus = statusItem(context, client, output, activated, (i) => announce({ ...i, parts: parts() }));
  const view = new RoutesPanel(client, output, context.extensionUri, context.workspaceState);
  context.subscriptions.push({ dispose: () => view.dispose() });
  const listenForChanges = () => context.subscriptions.push(client.onNotification('routelens/routesChanged', () => view.refresh()));
  listenForStatus();
  listenForChanges();
  const command = (name: string, run: (...args: never[]) => unknown) => context.subscriptions.push(vscode.commands.registerCommand(name, run));
  command('routelens.showRoutes', (uri?: string, range?: { start: { line: number }; end: { line: number } }) => view.show(uri, range));
  command('routelens.showReach', showReach);
  command('routelens.findRoute', (verb?: string, uri?: string) => findRouteCommand(context, view, verb, uri));
  command('routelens.sampleRequests', (uri?: string, position?: { line: number; character: number }) => sampleRequests(client, view, uri, position));
  command('routelens.addDefine', addDefine);
  command('routelens.restartServer', async () => {
    output.info('Restarting the server.');
    await client.stop();
    await client.start();
    listenForStatus();
    listenForChanges();
    view.refresh();
  });
  context.subscriptions.push(
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration('routelens'))
        void client.sendNotification('workspace/didChangeConfiguration', { settings: { routelens: serverSettings() } });
    }),
  );
  return { indexed };
}

/** The status bar item (`12 routes`, or indexing) and the output channel's indexing line; returns what listens to the server. */
function statusItem(
  context: vscode.ExtensionContext,
  client: BaseLanguageClient,
  output: vscode.LogOutputChannel,
  activated: number,
  indexed: (i: Omit<Indexed, 'parts'>) => void,
): () => void {
  const status = vscode.window.createStatusBarItem(vscode.StatusBarAlignment.Left, 10);
  status.text = '$(sync~spin) routelens';
  status.tooltip = 'routelens: indexing routes';
  status.command = 'routelens.showRoutes';
  status.show();
  context.subscriptions.push(status);
  const onStatus = (params: { routes: number; indexing: boolean }) => {
    status.text = params.indexing ? '$(sync~spin) routelens' : `$(list-tree) ${params.routes} route${params.routes === 1 ? '' : 's'}`;
    status.tooltip = params.indexing ? 'routelens: indexing routes' : 'routelens: show the route table';
  };
  return () => {
    context.subscriptions.push(client.onNotification('routelens/status', onStatus));
    context.subscriptions.push(
      client.onNotification('routelens/indexed', (p: { routes: number; entries?: number; files?: number; ms?: number; entryFiles?: string[] }) => {
        onStatus({ routes: p.routes, indexing: false });
        const sinceActivation = Date.now() - activated;
        indexed({ routes: p.routes, entries: p.entries, files: p.files, ms: p.ms, sinceActivation });
        output.info(
          `Indexed ${p.files ?? '?'} files in ${p.ms ?? '?'} ms (${sinceActivation} ms after the extension started): ${counted(p.entries, 'route config')}, ${counted(p.routes, 'route')}.`,
        );
        for (const entry of p.entryFiles ?? []) output.info(`  route config: ${vscode.workspace.asRelativePath(vscode.Uri.parse(entry))}`);
      }),
    );
  };
}

/**
 * The route view: one panel, fed with the table on open and on every change the server announces, and with
 * Find Route's answer, which stays there (highlighted winner, full explanation) until the next one.
 */
const CHOICES = 'routelens.routesView.choices';

class RoutesPanel {
  private panel: vscode.WebviewPanel | undefined;
  private ready = false;
  private table: ViewMessage | undefined;
  private lastMatch: ViewMessage | undefined;
  /** What a lens asked the view to show (kept for a view that is not ready yet). */
  private lastFocus: ViewMessage | undefined;
  private refreshing: Promise<unknown> | undefined;
  private again = false;

  constructor(
    private readonly client: BaseLanguageClient,
    private readonly output: vscode.LogOutputChannel,
    private readonly extensionUri: vscode.Uri,
    /** Where the view's choices are kept between views (per workspace). */
    private readonly memory: vscode.Memento,
  ) {}

  private post(message: ViewMessage | undefined): void {
    if (this.panel && this.ready && message) void this.panel.webview.postMessage(message);
  }

  private async loadTable(): Promise<RoutesResponse> {
    const response = await this.client.sendRequest<RoutesResponse>('routelens/routes', {});
    // Each row's file as a path relative to its workspace folder, for "Defined at" and grouping by file.
    const relative = (uri: string) => vscode.workspace.asRelativePath(vscode.Uri.parse(uri), false);
    const routes = response.routes.map((r) => ({ ...r, path: relative(r.location.uri), tablePath: relative(r.table) }));
    this.table = { type: 'table', routes, settings: response.settings, conditionalSettings: response.conditionalSettings };
    this.post(this.table);
    return response;
  }

  async open(): Promise<RoutesResponse> {
    if (!this.panel) {
      const scripts = vscode.Uri.joinPath(this.extensionUri, 'dist', 'view');
      const panel = vscode.window.createWebviewPanel('routelens.routes', 'Routes', vscode.ViewColumn.Active, {
        enableScripts: true,
        retainContextWhenHidden: true,
        localResourceRoots: [scripts],
      });
      this.panel = panel;
      this.ready = false;
      panel.onDidDispose(() => {
        this.panel = undefined;
        this.lastMatch = undefined;
        this.lastFocus = undefined;
      });
      panel.webview.onDidReceiveMessage((message: { open?: WireLocation; ready?: boolean; choices?: Partial<ViewChoices> }) => {
        if (message.open) void open(message.open);
        if (message.choices) void this.memory.update(CHOICES, message.choices);
        if (message.ready) {
          this.ready = true;
          const choices = this.memory.get<Partial<ViewChoices>>(CHOICES);
          if (choices) this.post({ type: 'choices', choices });
          this.post(this.table);
          this.post(this.lastMatch);
          this.post(this.lastFocus);
        }
      });
      panel.webview.html = routesHtml(panel.webview.cspSource, panel.webview.asWebviewUri(vscode.Uri.joinPath(scripts, 'routes-page.js')).toString());
    }
    const response = await this.loadTable();
    this.panel!.reveal();
    return response;
  }

  /** Live refresh: the server says when the table changed (only after the view asked for it once). */
  refresh(): void {
    if (!this.panel) return;
    if (this.refreshing) {
      this.again = true;
      return;
    }
    this.refreshing = this.loadTable()
      .catch((error: unknown) => this.output.warn(`Refreshing the route view failed: ${String(error)}`))
      .finally(() => {
        this.refreshing = undefined;
        if (this.again) {
          this.again = false;
          this.refresh();
        }
      });
  }

  /** The whole table; from a call's lens (`7 routes`), that call's routes only, without an earlier Find Route answer. */
  async show(uri?: string, range?: { start: { line: number }; end: { line: number } }): Promise<RoutesResponse['routes']> {
    const { routes } = await this.open();
    if (typeof uri === 'string' && range) {
      this.lastMatch = undefined;
      this.lastFocus = { type: 'focus', uri, startLine: range.start.line, endLine: range.end.line };
      this.post(this.lastFocus);
      return routes.filter((r) => r.location.uri === uri && r.location.range.start.line >= range.start.line && r.location.range.start.line <= range.end.line);
    }
    this.lastFocus = undefined;
    this.post({ type: 'focus', uri: null });
    return routes;
  }

  /** Find Route's answer for a request, shown in the view. */
  async findRoute(verb: string, uri: string): Promise<MatchResponse['match']> {
    const { match, runs } = await this.client.sendRequest<MatchResponse>('routelens/match', { verb, uri });
    await this.open();
    this.lastMatch = { type: 'match', verb, uri, match, runs };
    this.lastFocus = undefined;
    this.post(this.lastMatch);
    return match;
  }

  dispose(): void {
    this.panel?.dispose();
  }
}

/** A controller method's lens: every way URLs reach it; picking a route opens where it is written. */
async function showReach(title?: string, reaches?: { label: string; location: WireLocation | null }[]): Promise<unknown> {
  if (!Array.isArray(reaches)) return undefined;
  const picked = await vscode.window.showQuickPick(
    reaches.map((r) => ({ label: r.label, description: r.location ? 'open the route' : undefined, reach: r })),
    { title: `routelens: ${title ?? 'how URLs reach this method'}` },
  );
  if (picked?.reach.location) await open(picked.reach.location);
  return picked?.reach;
}

/**
 * Find Route: with arguments, that request; else one input (`POST /orders`, a path, or a whole URL pasted from the
 * browser; GET when no method is given), the last one offered again.
 */
async function findRouteCommand(context: vscode.ExtensionContext, view: RoutesPanel, verbArg?: string, uriArg?: string): Promise<unknown> {
  if (verbArg !== undefined && uriArg !== undefined) return view.findRoute(verbArg, uriArg);
  const last = context.workspaceState.get<string>('routelens.lastFindRoute') ?? '';
  const input = await vscode.window.showInputBox({
    title: 'routelens: Find Route for URL',
    prompt: 'A path or URL, optionally after a request method: POST /orders, /photos/42, https://example.com/shop?page=2',
    value: last,
    placeHolder: 'GET /photos/42',
    validateInput: (text) => (parseRequestLine(text) ? undefined : `Start with a request method (${VERBS.join(', ')}) or a path`),
  });
  const request = input === undefined ? undefined : parseRequestLine(input);
  if (!request) return undefined;
  await context.workspaceState.update('routelens.lastFindRoute', input!.trim());
  return view.findRoute(request.verb, request.uri);
}

/** Sample requests, on demand from a hover's link: an example path per route; the chosen one goes to Find Route. */
async function sampleRequests(client: BaseLanguageClient, view: RoutesPanel, uri?: string, position?: { line: number; character: number }): Promise<unknown> {
  if (typeof uri !== 'string' || !position) return undefined;
  const { samples } = await client.sendRequest<SamplesResponse>('routelens/samples', { textDocument: { uri }, position });
  if (samples.length === 0) {
    void vscode.window.showInformationMessage('routelens: no sample request fits these routes.');
    return samples;
  }
  const picked = await vscode.window.showQuickPick(
    samples.map((s) => ({ label: `${s.verb} ${s.url}`, description: `→ ${s.target}`, detail: `route ${s.from}`, sample: s })),
    { title: 'routelens: sample requests (pick one to see which route wins)', matchOnDescription: true },
  );
  if (picked) await view.findRoute(picked.sample.verb, picked.sample.url);
  return samples;
}

/** The quick fix of an undefined constant: its value goes into the workspace's routelens.defines setting. */
async function addDefine(name?: string, valueArg?: string): Promise<unknown> {
  if (!name) return undefined;
  const value =
    valueArg ??
    (await vscode.window.showInputBox({ title: `routelens: define ${name}`, prompt: `The value of ${name} (for example admin)`, ignoreFocusOut: true }));
  if (value === undefined) return undefined;
  const config = vscode.workspace.getConfiguration('routelens');
  const defines = { ...config.get<Record<string, unknown>>('defines', {}), [name]: value };
  await config.update('defines', defines, vscode.ConfigurationTarget.Workspace);
  return defines;
}

/** `1 route`, `3 routes`; `? routes` when the server did not say. */
function counted(count: number | undefined, noun: string): string {
  return `${count ?? '?'} ${noun}${count === 1 ? '' : 's'}`;
}
