// The servers of the load benchmark (router-bench.ts), in a process of their own so that the load generator does
// not share their event loop: the example app's router, and a bare node:http handler returning the same body.
// Prints their URLs as one JSON line; answers each line `rss` on stdin with its resident set size as a JSON line;
// exits when its parent closes stdin.

import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import type { RouteArray } from '@routelens/shared';
import { createRouter, loadModule, nodeHandler } from '@routelens/router';

const app = path.resolve(process.argv[2]);
const routes = (loadModule(path.join(app, 'config/routes.ts')) as { routes: RouteArray }).routes;
const routed = http.createServer(nodeHandler(createRouter({ routes, root: app })));
const body = JSON.stringify({ photo: '12' });
const bare = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(body);
});
const listen = (server: http.Server) =>
  new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
void Promise.all([listen(routed), listen(bare)]).then(([router, plain]) => {
  process.stdout.write(JSON.stringify({ router, bare: plain, body }) + '\n');
});
process.stdin.on('data', (chunk: Buffer) => {
  for (const line of chunk.toString().split('\n')) {
    if (line.trim() === 'rss') process.stdout.write(JSON.stringify({ rss: process.memoryUsage().rss }) + '\n');
  }
});
process.stdin.on('end', () => process.exit(0));
