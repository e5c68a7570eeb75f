// The web extension (vscode.dev, github.dev): the language server runs in a Web Worker, and the files that
// are not open reach it through the client, read with vscode.workspace.fs (workspace-files.ts says which).

import * as vscode from 'vscode';
import type { LanguageClientOptions } from 'vscode-languageclient/browser';
import { LanguageClient } from 'vscode-languageclient/browser';
import type { RoutelensApi } from './client-features';
import { documentSelector, registerClientFeatures, serverSettings, TRUSTED_COMMANDS } from './client-features';
import { changeMatters, readText, workspaceSources } from './workspace-files';

let client: LanguageClient | undefined;
const WATCHED = '**/*.{ts,tsx,js,mjs,cjs,mts,cts,php,json}';

export async function activate(context: vscode.ExtensionContext): Promise<RoutelensApi> {
  const activated = Date.now();
  const output = vscode.window.createOutputChannel('routelens', { log: true });
  const worker = new Worker(vscode.Uri.joinPath(context.extensionUri, 'dist/web/server.js').toString(true));
  const clientOptions: LanguageClientOptions = {
    documentSelector: documentSelector(),
    outputChannel: output,
    // The compiler's script, which the server loads when it first reads TypeScript or JavaScript.
    initializationOptions: { ...serverSettings(), typescriptUrl: vscode.Uri.joinPath(context.extensionUri, 'dist/web/typescript.js').toString(true) },
    markdown: { isTrusted: TRUSTED_COMMANDS },
  };
  client = new LanguageClient('routelens', 'routelens', worker, clientOptions);
  const started = client;
  // The workspace folders are read while the server starts (both take about as long); the server's request for a
  // folder's files then gets what was read.
  const timings: Record<string, number> = {};
  const reading = new Map(
    (vscode.workspace.workspaceFolders ?? []).map((f) => [
      f.uri.toString(),
      workspaceSources(f.uri, undefined, timings).finally(() => {
        timings.readMs = Math.max(timings.readMs ?? 0, Date.now() - activated);
      }),
    ]),
  );
  started.onRequest('routelens/readFiles', async (params: { folder: string }) => {
    timings.serverReadyMs = Date.now() - activated;
    const folder = vscode.workspace.getWorkspaceFolder(vscode.Uri.parse(params.folder));
    if (!folder) return [];
    const key = folder.uri.toString();
    const files = await (reading.get(key) ?? workspaceSources(folder.uri));
    // Read once: a later request (a restarted server) reads the folder again.
    reading.delete(key);
    return files;
  });
  // Changes after indexing: a file the server gets is sent again (its new text, or its deletion).
  const watcher = vscode.workspace.createFileSystemWatcher(WATCHED);
  const changed = async (uri: vscode.Uri, deleted: boolean) => {
    if (!changeMatters(uri.path)) return;
    await started.sendNotification('routelens/fileChanged', { uri: uri.toString(), text: deleted ? null : await readText(uri) });
  };
  context.subscriptions.push(
    watcher,
    watcher.onDidChange((u) => changed(u, false)),
    watcher.onDidCreate((u) => changed(u, false)),
    watcher.onDidDelete((u) => changed(u, true)),
  );
  await client.start();
  return registerClientFeatures(context, client, output, activated, () => timings);
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}
