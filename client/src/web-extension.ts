// The web extension (vscode.dev, github.dev): the language server runs in a Web Worker, and the files that
// are not open reach it through the client, read with vscode.workspace.fs.

import * as vscode from 'vscode';
import type { LanguageClientOptions } from 'vscode-languageclient/browser';
import { LanguageClient } from 'vscode-languageclient/browser';
import { documentSelector, registerClientFeatures, serverSettings, TRUSTED_COMMANDS } from './client-features';

let client: LanguageClient | undefined;
const SOURCES = '**/*.{ts,tsx,js,mjs,cjs,php}';
const EXCLUDE = '**/{node_modules,out,dist,.git}/**';
const MAX_BYTES = 11 * 1024 * 1024;

/**
 * The files the server needs, as the desktop server reads them from disk: route configs (they mention routes), and
 * the app's controllers (`controllers/`, `modules/<m>/controllers/`), its base classes (`core/`, `libraries/`), its
 * config (constants, module routes files) and the HMVC router's files (`third_party/MX`), whatever they contain.
 */
function wanted(uri: vscode.Uri, text: string): boolean {
  return /route/i.test(text) || /\/(controllers|core|libraries|config)\//.test(uri.path) || uri.path.includes('/third_party/MX/');
}

async function readText(uri: vscode.Uri): Promise<string | null> {
  try {
    const bytes = await vscode.workspace.fs.readFile(uri);
    return bytes.byteLength > MAX_BYTES ? null : new TextDecoder().decode(bytes);
  } catch {
    return null;
  }
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const output = vscode.window.createOutputChannel('routelens', { log: true });
  const worker = new Worker(vscode.Uri.joinPath(context.extensionUri, 'dist/web/server.js').toString(true));
  const clientOptions: LanguageClientOptions = {
    documentSelector: documentSelector(),
    outputChannel: output,
    initializationOptions: serverSettings(),
    markdown: { isTrusted: TRUSTED_COMMANDS },
  };
  client = new LanguageClient('routelens', 'routelens', worker, clientOptions);
  const started = client;
  started.onRequest('routelens/readFiles', async (params: { folder: string }) => {
    const folder = vscode.workspace.getWorkspaceFolder(vscode.Uri.parse(params.folder));
    const found = await vscode.workspace.findFiles(folder ? new vscode.RelativePattern(folder, SOURCES) : SOURCES, EXCLUDE, 20_000);
    const files: { uri: string; text: string }[] = [];
    for (const uri of found) {
      const text = await readText(uri);
      if (text !== null && wanted(uri, text)) files.push({ uri: uri.toString(), text });
    }
    return files;
  });
  const watcher = vscode.workspace.createFileSystemWatcher(SOURCES);
  const changed = async (uri: vscode.Uri, deleted: boolean) => {
    await started.sendNotification('routelens/fileChanged', { uri: uri.toString(), text: deleted ? null : await readText(uri) });
  };
  context.subscriptions.push(watcher, watcher.onDidChange((u) => changed(u, false)), watcher.onDidCreate((u) => changed(u, false)), watcher.onDidDelete((u) => changed(u, true)));
  await client.start();
  registerClientFeatures(context, client, output);
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}
