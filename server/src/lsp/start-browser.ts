// Starts the language server in a browser Web Worker (vscode.dev, github.dev): files come from the client.

import { BrowserMessageReader, BrowserMessageWriter, createConnection } from 'vscode-languageserver/browser';
import type { ReadResult } from '../analysis/core/file-host';
import { LifecycleReader } from './lifecycle';
import { startServer } from './server';

/** The worker's global scope, as far as the message reader and writer need it. */
declare const self: ConstructorParameters<typeof BrowserMessageReader>[0];

/** Texts of the workspace's source files, read by the client through vscode.workspace.fs. */
const texts = new Map<string, string>();
/** URIs by file path, to answer with the client's own URIs. */
const uris = new Map<string, string>();

/** A URI's path stands for the file; imports resolve between paths as on disk. */
function uriToFile(uri: string): string {
  try {
    const file = decodeURIComponent(new URL(uri).pathname);
    uris.set(file, uri);
    return file;
  } catch {
    return uri;
  }
}

// Where the TypeScript compiler's script is (analysis/ts/syntax/worker-compiler.ts loads it when first needed).
(self as unknown as { addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void }).addEventListener('message', (event) => {
  const message = event.data as { method?: unknown; params?: { initializationOptions?: { typescriptUrl?: unknown } } } | null;
  const url = message?.method === 'initialize' ? message.params?.initializationOptions?.typescriptUrl : undefined;
  if (typeof url === 'string') (globalThis as { routelensTypescriptUrl?: string }).routelensTypescriptUrl = url;
});

const writer = new BrowserMessageWriter(self);
const connection = createConnection(new LifecycleReader(new BrowserMessageReader(self), writer), writer);
const server = startServer(connection, {
  source: {
    read: (file): ReadResult => {
      const text = texts.get(file);
      return text === undefined ? { ok: false, error: `${file} is not in the workspace` } : { ok: true, text };
    },
    isFile: (file) => texts.has(file),
  },
  listFiles: async (folderUri) => {
    const files = await connection.sendRequest<{ uri: string; text: string }[]>('routelens/readFiles', { folder: folderUri });
    return files.map(({ uri, text }) => {
      const file = uriToFile(uri);
      texts.set(file, text);
      return file;
    });
  },
  uriToFile,
  fileToUri: (file) => uris.get(file) ?? file,
});

connection.onNotification('routelens/fileChanged', (params: { uri: string; text: string | null }) => {
  const file = uriToFile(params.uri);
  if (params.text === null) texts.delete(file);
  else texts.set(file, params.text);
  server.fileChanged(file, params.text === null);
});
