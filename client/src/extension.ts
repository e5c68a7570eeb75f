// The desktop extension: starts the bundled Node language server over IPC.

import * as vscode from 'vscode';
import type { LanguageClientOptions, ServerOptions } from 'vscode-languageclient/node';
import { LanguageClient, TransportKind } from 'vscode-languageclient/node';
import { serverNodeOptions } from '@routelens/server';
import type { RoutelensApi } from './client-features';
import { documentSelector, registerClientFeatures, serverSettings, TRUSTED_COMMANDS } from './client-features';

let client: LanguageClient | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<RoutelensApi> {
  const activated = Date.now();
  const output = vscode.window.createOutputChannel('routelens', { log: true });
  const module = context.asAbsolutePath('dist/server.js');
  // V8's background threads sized for the machine (on four cores or fewer, Node's four take the server's core).
  const execArgv = serverNodeOptions();
  const serverOptions: ServerOptions = {
    run: { module, transport: TransportKind.ipc, options: { execArgv } },
    debug: { module, transport: TransportKind.ipc, options: { execArgv: [...execArgv, '--nolazy', '--inspect=6009'] } },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: documentSelector(),
    outputChannel: output,
    initializationOptions: serverSettings(),
    markdown: { isTrusted: TRUSTED_COMMANDS },
    synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher('**/*.{ts,tsx,js,mjs,cjs,mts,cts,php,json}') },
  };
  client = new LanguageClient('routelens', 'routelens', serverOptions, clientOptions);
  await client.start();
  return registerClientFeatures(context, client, output, activated);
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}
