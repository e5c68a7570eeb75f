// `routelens serve`: serves an app (its route table, computed statically as `map` does, and its controllers) for
// development. The only command that runs the app's code: its controllers, loaded from the controller folders.

import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { createRouter, nodeHandler } from '@routelens/router';
import { mainAnalysis, mapEntriesOf } from '../analysis/tables';
import type { Snapshot } from '../db/snapshot';
import type { Output } from './print';
import { UsageError } from './usage-error';

/** The app folder: PATH's folder (or its `application/`, or up to two levels up) holding controllers/ or modules/. */
export function appFolder(root: string, folders: { controllers: string; modules: string }): string | undefined {
  const candidates = [root, path.join(root, 'application'), path.dirname(root), path.dirname(path.dirname(root))];
  return candidates.find((dir) => [folders.controllers, folders.modules].some((name) => fs.existsSync(path.join(dir, name))));
}

/** Serves until the process is stopped; resolves with the exit code when the server closes. */
export function serve(snapshot: Snapshot, root: string, port: number, folders: { controllers: string; modules: string }, io: Output): Promise<number> {
  const analysis = mainAnalysis(snapshot.analyses);
  const app = appFolder(root, folders);
  if (!analysis || !app) throw new UsageError(`serve: no ${folders.controllers}/ or ${folders.modules}/ folder next to the routes in ${root}`);
  // The request log is written once per turn of the event loop, not with each request.
  let pending: string[] = [];
  const flush = () => {
    const lines = pending;
    pending = [];
    io.out(lines.join('\n') + '\n');
  };
  const router = createRouter({
    routes: (verb) => mapEntriesOf(analysis, verb),
    root: app,
    controllersFolder: folders.controllers,
    modulesFolder: folders.modules,
    log: (line) => {
      if (pending.length === 0) setImmediate(flush);
      pending.push(line);
    },
    reload: true,
  });
  const server = http.createServer(nodeHandler(router));
  return new Promise((resolve) => {
    server.on('error', (error) => {
      io.err(`routelens: serve: ${error.message}\n`);
      resolve(2);
    });
    server.on('close', () => resolve(0));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address() as AddressInfo;
      io.out(
        `routelens serve: http://127.0.0.1:${address.port}/ — ${analysis.routes.length} routes from ${path.relative(process.cwd(), analysis.entry) || analysis.entry}, controllers in ${app}\n`,
      );
      io.out("This runs the app's controllers (and only them); one line per request follows. Stop with Ctrl+C.\n");
    });
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close());
  });
}
