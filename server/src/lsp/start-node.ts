// Starts the language server in Node: the transport comes from the command line (--stdio, --node-ipc, --socket).

import { fileURLToPath, pathToFileURL } from 'node:url';
import * as path from 'node:path';
import { ProposedFeatures, createConnection } from 'vscode-languageserver/node';
import { diskHost } from '../db/disk-host';
import { listSourceFiles } from '../db/project';
import type { Features, ServerEnvironment } from './server';
import { startServer } from './server';

export const nodeEnvironment: ServerEnvironment = {
  source: diskHost,
  listFiles: async (folderUri) => {
    try {
      return listSourceFiles(fileURLToPath(folderUri));
    } catch {
      return [];
    }
  },
  uriToFile: (uri) => (uri.startsWith('file:') ? fileURLToPath(uri) : uri),
  fileToUri: (file) => (path.isAbsolute(file) ? pathToFileURL(file).href : file),
};

export function startNodeServer(overrides: Partial<Features> = {}): void {
  if (!process.argv.some((a) => a === '--stdio' || a.startsWith('--node-ipc') || a.startsWith('--socket') || a.startsWith('--pipe'))) {
    process.stderr.write('routelens-language-server: choose a transport, e.g. routelens-language-server --stdio\n');
    process.exit(2);
  }
  const connection = createConnection(ProposedFeatures.all);
  startServer(connection, nodeEnvironment, overrides);
}
