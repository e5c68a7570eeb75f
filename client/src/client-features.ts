// What the extension adds around the language client, the same on desktop and on the web: commands,
// the status bar item, the output channel and the route table view. Nothing here computes routes.

import * as vscode from 'vscode';
import type { BaseLanguageClient } from 'vscode-languageclient';
// The wire shapes of the custom requests are the server's (a type-only import: no server code in this bundle).
import type { MatchResponse, RoutesResponse, WireLocation } from '@routelens/server';
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
  };
}

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
      output.info(`Indexed ${p.files ?? '?'} files in ${p.ms ?? '?'} ms: ${p.entries ?? '?'} route configs, ${p.routes} routes.`);
      for (const entry of p.entryFiles ?? []) output.info(`  route config: ${vscode.workspace.asRelativePath(vscode.Uri.parse(entry))}`);
    }));
  };
  listen();

  let panel: vscode.WebviewPanel | undefined;
  context.subscriptions.push(vscode.commands.registerCommand('routelens.showRoutes', async () => {
    const table = await client.sendRequest<RoutesResponse>('routelens/routes', {});
    if (!panel) {
      panel = vscode.window.createWebviewPanel('routelens.routes', 'Routes', vscode.ViewColumn.Active, { enableScripts: true, retainContextWhenHidden: true });
      panel.onDidDispose(() => { panel = undefined; });
      panel.webview.onDidReceiveMessage((message: { open?: WireLocation }) => {
        if (message.open) void open(message.open);
      });
    }
    panel.webview.html = routesHtml(table.routes, panel.webview.cspSource);
    panel.reveal();
    return table.routes;
  }));

  context.subscriptions.push(vscode.commands.registerCommand('routelens.findRoute', async (verbArg?: string, uriArg?: string) => {
    const verb = verbArg ?? await vscode.window.showQuickPick(VERBS, { title: 'routelens: request method', placeHolder: 'GET' });
    if (!verb) return undefined;
    const uri = uriArg ?? await vscode.window.showInputBox({ title: 'routelens: Find Route for URL', prompt: `${verb} which path?`, placeHolder: '/photos/42' });
    if (uri === undefined) return undefined;
    const { match } = await client.sendRequest<MatchResponse>('routelens/match', { verb, uri });
    if (!match) {
      void vscode.window.showInformationMessage(`No route matches ${verb} ${uri}; CodeIgniter would look for a controller named by the path itself.`);
      return null;
    }
    if (match.location) await open(match.location);
    const what = match.blocked ? `is blocked by '${match.from}'` : `→ ${match.target} (route '${match.from}' → '${match.to}', ${match.verb})`;
    const runs = match.controller ? ` It runs ${match.controller.file} → ${match.controller.method}()${match.controller.found ? '' : ', which does not exist'}.` : '';
    void vscode.window.showInformationMessage(`${verb} ${uri} ${what}. ${match.reason}${runs}`);
    return match;
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
  }));

  context.subscriptions.push(vscode.workspace.onDidChangeConfiguration((event) => {
    if (event.affectsConfiguration('routelens')) void client.sendNotification('workspace/didChangeConfiguration', { settings: { routelens: serverSettings() } });
  }));
}
