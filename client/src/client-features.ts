// What the extension adds around the language client, the same on desktop and on the web: commands,
// the status bar item, the output channel and the route table view. Nothing here computes routes.

import * as vscode from 'vscode';
import type { BaseLanguageClient } from 'vscode-languageclient';
// The wire shapes of the custom requests are the server's (a type-only import: no server code in this bundle).
import type { MatchResponse, RoutesResponse, SamplesResponse, WireLocation } from '@routelens/server';
import { parseRequestLine } from '@routelens/server';
import type { ViewMessage } from './routes-view';
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
    deleteAction: config.get('deleteAction', 'delete'), defaultHome: config.get('defaultHome', 'home'),
    controllersFolder: config.get('controllersFolder', 'controllers'), modulesFolder: config.get('modulesFolder', 'modules'),
    // A configuration object is a proxy, which a Web Worker cannot be sent: a plain copy goes to the server.
    defines: JSON.parse(JSON.stringify(config.get('defines', {}))) as Record<string, unknown>, phpContextHome: config.get('phpContextHome', 'auto'),
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

/** Registers commands, the status bar and the views; `restart` restarts the client. */
export function registerClientFeatures(context: vscode.ExtensionContext, client: BaseLanguageClient, output: vscode.LogOutputChannel): void {
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
  const listen = () => {
    context.subscriptions.push(client.onNotification('routelens/status', onStatus));
    context.subscriptions.push(client.onNotification('routelens/indexed', (p: { routes: number; entries?: number; files?: number; ms?: number; entryFiles?: string[] }) => {
      onStatus({ routes: p.routes, indexing: false });
      output.info(`Indexed ${p.files ?? '?'} files in ${p.ms ?? '?'} ms: ${counted(p.entries, 'route config')}, ${counted(p.routes, 'route')}.`);
      for (const entry of p.entryFiles ?? []) output.info(`  route config: ${vscode.workspace.asRelativePath(vscode.Uri.parse(entry))}`);
    }));
  };
  listen();

  // The route view: one panel, fed with the table on open and on every change the server announces, and with
  // Find Route's answer, which stays there (highlighted winner, full explanation) until the next one.
  let panel: vscode.WebviewPanel | undefined;
  let ready = false;
  let table: ViewMessage | undefined;
  let lastMatch: ViewMessage | undefined;
  /** What a lens asked the view to show (kept for a view that is not ready yet). */
  let lastFocus: ViewMessage | undefined;
  const post = (message: ViewMessage | undefined) => {
    if (panel && ready && message) void panel.webview.postMessage(message);
  };
  const loadTable = async (): Promise<RoutesResponse> => {
    const response = await client.sendRequest<RoutesResponse>('routelens/routes', {});
    // Each row's file as a path relative to its workspace folder, for "Defined at" and grouping by file.
    const routes = response.routes.map((r) => ({ ...r, path: vscode.workspace.asRelativePath(vscode.Uri.parse(r.location.uri), false) }));
    table = { type: 'table', routes, settings: response.settings, conditionalSettings: response.conditionalSettings };
    post(table);
    return response;
  };
  const openView = async (): Promise<RoutesResponse> => {
    if (!panel) {
      panel = vscode.window.createWebviewPanel('routelens.routes', 'Routes', vscode.ViewColumn.Active, { enableScripts: true, retainContextWhenHidden: true });
      ready = false;
      panel.onDidDispose(() => { panel = undefined; lastMatch = undefined; lastFocus = undefined; });
      panel.webview.onDidReceiveMessage((message: { open?: WireLocation; ready?: boolean }) => {
        if (message.open) void open(message.open);
        if (message.ready) {
          ready = true;
          post(table);
          post(lastMatch);
          post(lastFocus);
        }
      });
      panel.webview.html = routesHtml(panel.webview.cspSource);
    }
    const response = await loadTable();
    panel.reveal();
    return response;
  };
  // Live refresh: the server says when the table changed (only after the view asked for it once).
  let refreshing: Promise<unknown> | undefined;
  let again = false;
  const refresh = () => {
    if (!panel) return;
    if (refreshing) { again = true; return; }
    refreshing = loadTable().catch((error: unknown) => output.warn(`Refreshing the route view failed: ${String(error)}`)).finally(() => {
      refreshing = undefined;
      if (again) { again = false; refresh(); }
    });
  };
  const listenForChanges = () => context.subscriptions.push(client.onNotification('routelens/routesChanged', refresh));
  listenForChanges();

  // From a call's lens (`7 routes`): the view shows that call's routes only, without an earlier Find Route answer.
  context.subscriptions.push(vscode.commands.registerCommand('routelens.showRoutes', async (uri?: string, range?: { start: { line: number }; end: { line: number } }) => {
    const { routes } = await openView();
    if (typeof uri === 'string' && range) {
      lastMatch = undefined;
      lastFocus = { type: 'focus', uri, startLine: range.start.line, endLine: range.end.line };
      post(lastFocus);
      return routes.filter((r) => r.location.uri === uri && r.location.range.start.line >= range.start.line && r.location.range.start.line <= range.end.line);
    }
    lastFocus = undefined;
    post({ type: 'focus', uri: null });
    return routes;
  }));
  // A controller method's lens: every way URLs reach it; picking a route opens where it is written.
  context.subscriptions.push(vscode.commands.registerCommand('routelens.showReach', async (title?: string, reaches?: { label: string; location: WireLocation | null }[]) => {
    if (!Array.isArray(reaches)) return undefined;
    const picked = await vscode.window.showQuickPick(
      reaches.map((r) => ({ label: r.label, description: r.location ? 'open the route' : undefined, reach: r })),
      { title: `routelens: ${title ?? 'how URLs reach this method'}` },
    );
    if (picked?.reach.location) await open(picked.reach.location);
    return picked?.reach;
  }));

  const findRoute = async (verb: string, uri: string) => {
    const { match, runs } = await client.sendRequest<MatchResponse>('routelens/match', { verb, uri });
    await openView();
    lastMatch = { type: 'match', verb, uri, match, runs };
    lastFocus = undefined;
    post(lastMatch);
    return match;
  };
  context.subscriptions.push(vscode.commands.registerCommand('routelens.findRoute', async (verbArg?: string, uriArg?: string) => {
    if (verbArg !== undefined && uriArg !== undefined) return findRoute(verbArg, uriArg);
    // One input: `POST /orders`, a path, or a whole URL pasted from the browser (GET when no method is given); the
    // last one is offered again.
    const last = context.workspaceState.get<string>('routelens.lastFindRoute') ?? '';
    const input = await vscode.window.showInputBox({
      title: 'routelens: Find Route for URL', prompt: 'A path or URL, optionally after a request method: POST /orders, /photos/42, https://example.com/shop?page=2',
      value: last, placeHolder: 'GET /photos/42',
      validateInput: (text) => (parseRequestLine(text) ? undefined : `Start with a request method (${VERBS.join(', ')}) or a path`),
    });
    const request = input === undefined ? undefined : parseRequestLine(input);
    if (!request) return undefined;
    await context.workspaceState.update('routelens.lastFindRoute', input!.trim());
    return findRoute(request.verb, request.uri);
  }));

  // Sample requests, on demand from a hover's link: an example path per route; the chosen one goes to Find Route.
  context.subscriptions.push(vscode.commands.registerCommand('routelens.sampleRequests', async (uri?: string, position?: { line: number; character: number }) => {
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
    if (picked) await findRoute(picked.sample.verb, picked.sample.url);
    return samples;
  }));

  // The quick fix of an undefined constant: its value goes into the workspace's routelens.defines setting.
  context.subscriptions.push(vscode.commands.registerCommand('routelens.addDefine', async (name?: string, valueArg?: string) => {
    if (!name) return undefined;
    const value = valueArg ?? await vscode.window.showInputBox({ title: `routelens: define ${name}`, prompt: `The value of ${name} (for example admin)`, ignoreFocusOut: true });
    if (value === undefined) return undefined;
    const config = vscode.workspace.getConfiguration('routelens');
    const defines = { ...config.get<Record<string, unknown>>('defines', {}), [name]: value };
    await config.update('defines', defines, vscode.ConfigurationTarget.Workspace);
    return defines;
  }));

  context.subscriptions.push(vscode.commands.registerCommand('routelens.restartServer', async () => {
    output.info('Restarting the server.');
    await client.stop();
    await client.start();
    listen();
    listenForChanges();
    refresh();
  }));

  context.subscriptions.push(vscode.workspace.onDidChangeConfiguration((event) => {
    if (event.affectsConfiguration('routelens')) void client.sendNotification('workspace/didChangeConfiguration', { settings: { routelens: serverSettings() } });
  }));
}

/** `1 route`, `3 routes`; `? routes` when the server did not say. */
function counted(count: number | undefined, noun: string): string {
  return `${count ?? '?'} ${noun}${count === 1 ? '' : 's'}`;
}
