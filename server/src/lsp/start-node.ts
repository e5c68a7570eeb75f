// Starts the language server in Node: the transport comes from the command line (--stdio, --node-ipc, --socket,
// --pipe). Byte streams are read by the framed reader (a malformed frame gets an error reply, not a stuck server),
// and every transport goes through the lifecycle rules.

import * as net from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as path from 'node:path';
import type { MessageReader, MessageWriter } from 'vscode-jsonrpc';
import { IPCMessageReader, IPCMessageWriter, ProposedFeatures, StreamMessageWriter, createConnection } from 'vscode-languageserver/node';
import { diskHost } from '../db/disk-host';
import { listSourceFiles } from '../db/project';
import { FramedReader } from './framed-reader';
import { LifecycleReader, replyError } from './lifecycle';
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
  uriToFile: (uri) => {
    // A URI that names no local file (another host, bad escapes) stands for itself: it matches no file.
    try {
      return uri.startsWith('file:') ? fileURLToPath(uri) : uri;
    } catch {
      return uri;
    }
  },
  fileToUri: (file) => (path.isAbsolute(file) ? pathToFileURL(file).href : file),
};

/** A reader and writer over byte streams: LSP framing read robustly, the lifecycle applied. */
export function framedTransport(input: NodeJS.ReadableStream, output: NodeJS.WritableStream): { reader: LifecycleReader; writer: MessageWriter } {
  const writer = new StreamMessageWriter(output);
  const framed = new FramedReader(input, (code, message) => replyError(writer, null, code, message));
  return { reader: new LifecycleReader(framed, writer), writer };
}

/** The transport the command line asks for, or undefined when it names none. */
function transportFromArgs(argv: readonly string[]): { reader: LifecycleReader; writer: MessageWriter; stdio: boolean } | undefined {
  const value = (flag: string): string | undefined => {
    const i = argv.findIndex((a) => a === flag || a.startsWith(flag + '='));
    if (i < 0) return undefined;
    return argv[i].includes('=') ? argv[i].slice(flag.length + 1) : argv[i + 1];
  };
  if (argv.includes('--stdio')) return { ...framedTransport(process.stdin, process.stdout), stdio: true };
  if (argv.includes('--node-ipc')) {
    const writer: MessageWriter = new IPCMessageWriter(process);
    const reader: MessageReader = new IPCMessageReader(process);
    return { reader: new LifecycleReader(reader, writer), writer, stdio: false };
  }
  const port = value('--socket');
  const pipe = value('--pipe');
  if (port === undefined && pipe === undefined) return undefined;
  const socket = port !== undefined ? net.createConnection(Number(port), '127.0.0.1') : net.createConnection(pipe!);
  return { ...framedTransport(socket, socket), stdio: false };
}

export function startNodeServer(overrides: Partial<Features> = {}): void {
  const transport = transportFromArgs(process.argv.slice(2));
  if (!transport) {
    process.stderr.write('routelens-language-server: choose a transport, e.g. routelens-language-server --stdio\n');
    process.exit(2);
  }
  // Over stdio, stdout is the protocol: anything else printed goes to stderr.
  if (transport.stdio) for (const name of ['log', 'info', 'debug', 'warn'] as const) console[name] = console.error;
  const { reader, writer } = transport;
  // The client went away: end as the protocol says (0 after shutdown, 1 otherwise).
  reader.onClose(() => process.exit(reader.shutDown ? 0 : 1));
  const connection = createConnection(ProposedFeatures.all, reader, writer);
  startServer(connection, nodeEnvironment, overrides);
}
