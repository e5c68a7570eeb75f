// The router against controllers and requests that misbehave, over real HTTP (raw requests where a client would
// normalise the target): odd thrown values and statuses, a link from a module's controllers to elsewhere in the app,
// absolute-form targets, `..` through the fetch adapter, a stream of distinct URLs, TypeScript controllers that
// import their own modules. One test per case.

import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as net from 'node:net';
import type { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, test } from 'node:test';
import * as v8 from 'node:v8';
import * as vm from 'node:vm';
import { serve } from '@hono/node-server';
import express from 'express';
import { Hono } from 'hono';
import { BoundedCache, createRouter, fetchHandler, nodeHandler } from '../src/index';

/** Sends a request as raw bytes and returns the status line's code and the body (or 0 when the socket closed). */
function rawRequest(port: number, requestLine: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(`${requestLine}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`));
    let data = '';
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(data);
      resolve({ status: status ? Number(status[1]) : 0, body: data.slice(data.indexOf('\r\n\r\n') + 4) });
    });
  });
}

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

const marker = path.join(os.tmpdir(), `routelens-hostile-router-${process.pid}`);
const EVIL = `module.exports = class Evil { index() { require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'loaded'); return 'evil'; } };\n`;

const FILES: Record<string, string> = {
  'controllers/Odd.js': `module.exports = class Odd {
    nullproto() { throw Object.create(null); }
    text() { throw 'a string'; }
    nothing() { throw undefined; }
    status() { this.context.response.status = 1000; return 'x'; }
    informational() { this.context.response.status = 101; return 'x'; }
    header() { this.context.response.headers['x-bad'] = 'a\\r\\nb'; return 'x'; }
    async later() { throw Object.create(null); }
    fine() { return 'fine'; }
  };\n`,
  'controllers/Shop.ts':
    "import { price } from './lib/price';\nimport { currency } from './lib/currency.js';\nexport default class Shop {\n  index(): string { return `${price(2)} ${currency}`; }\n}\n",
  'controllers/lib/price.ts': "import { TAX } from '../../shared/tax';\nexport function price(n: number): number { return n * TAX; }\n",
  'controllers/lib/currency.ts': "export const currency: string = 'EUR';\n",
  'shared/tax.ts': 'export const TAX: number = 10;\n',
  'modules/store/controllers/Items.js': "module.exports = class Items { index() { return 'items'; } };\n",
  'modules/other/Evil.js': EVIL,
};

describe('a misbehaving app and hostile requests', () => {
  let app: string;
  const logs: string[] = [];
  let port: number;
  let server: http.Server;
  const routes = { default_controller: 'odd/fine', 'pages/about': 'odd/fine' };

  before(async () => {
    app = fs.mkdtempSync(path.join(os.tmpdir(), 'routelens-hostile-app-'));
    for (const [name, text] of Object.entries(FILES)) {
      fs.mkdirSync(path.dirname(path.join(app, name)), { recursive: true });
      fs.writeFileSync(path.join(app, name), text);
    }
    // A module's controllers folder linking to a file elsewhere inside modules/.
    fs.symlinkSync(path.join(app, 'modules/other/Evil.js'), path.join(app, 'modules/store/controllers/Evil.js'));
    server = http.createServer(nodeHandler(createRouter({ routes, root: app, log: (line) => logs.push(line) })));
    port = await listen(server);
  });
  after(() => {
    server.close();
    fs.rmSync(app, { recursive: true, force: true });
    fs.rmSync(marker, { force: true });
  });

  test('any thrown value gives a logged generic 500', async () => {
    for (const method of ['nullproto', 'text', 'nothing', 'later']) {
      const { status, body } = await rawRequest(port, `GET /odd/${method} HTTP/1.0`);
      assert.deepEqual([status, body], [500, 'Internal Server Error'], method);
      assert.ok(
        logs.some((l) => l.startsWith(`GET /odd/${method} → 500: thrown`)),
        logs.join('\n'),
      );
    }
  });

  test('an invalid status or header gives a logged generic 500', async () => {
    for (const method of ['status', 'informational', 'header']) {
      const { status, body } = await rawRequest(port, `GET /odd/${method} HTTP/1.0`);
      assert.deepEqual([status, body], [500, 'Internal Server Error'], method);
      assert.ok(
        logs.some((l) => l.startsWith(`GET /odd/${method} → 500: Error: the controller set an invalid`)),
        logs.join('\n'),
      );
    }
  });

  test('under Express, a failing controller gives the generic 500, not a stack trace', async () => {
    const appServer = express();
    appServer.use(nodeHandler(createRouter({ routes, root: app })));
    const expressServer = http.createServer(appServer);
    const expressPort = await listen(expressServer);
    try {
      for (const method of ['nullproto', 'status']) {
        const { status, body } = await rawRequest(expressPort, `GET /odd/${method} HTTP/1.0`);
        assert.deepEqual([status, body], [500, 'Internal Server Error'], method);
      }
    } finally {
      expressServer.close();
    }
  });

  test("a link from a module's controllers to a file elsewhere in modules/ is never loaded", async () => {
    assert.equal((await rawRequest(port, 'GET /store/evil HTTP/1.0')).status, 404);
    assert.equal((await rawRequest(port, 'GET /store/items HTTP/1.0')).status, 200, "the module's own controller answers");
    assert.equal(fs.existsSync(marker), false, 'the linked file was loaded');
  });

  test('an absolute-form target is routed by its path', async () => {
    assert.deepEqual(await rawRequest(port, 'GET http://example.com/pages/about HTTP/1.0'), { status: 200, body: 'fine' });
    assert.deepEqual(await rawRequest(port, 'GET http://example.com HTTP/1.0'), { status: 200, body: 'fine' });
    // `..` segments are dropped, as CodeIgniter drops them.
    assert.deepEqual(await rawRequest(port, 'GET http://example.com/../odd/fine HTTP/1.0'), { status: 200, body: 'fine' });
  });

  test('a TypeScript controller imports its own modules (TypeScript, with or without .js, across folders)', async () => {
    assert.deepEqual(await rawRequest(port, 'GET /shop HTTP/1.0'), { status: 200, body: '20 EUR' });
  });

  test('through the fetch adapter on Hono, the target as sent is routed: .. dropped, %2e%2e literal', async () => {
    const hono = new Hono<{ Bindings: { incoming: http.IncomingMessage } }>();
    const handler = fetchHandler(createRouter({ routes, root: app }));
    hono.all('*', (c) => handler(c.req.raw, c.env));
    const honoServer = serve({ fetch: hono.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
    await new Promise((resolve) => honoServer.once('listening', resolve));
    const honoPort = (honoServer.address() as AddressInfo).port;
    try {
      assert.deepEqual(await rawRequest(honoPort, 'GET /../odd/fine HTTP/1.0'), { status: 200, body: 'fine' });
      for (const target of ['/%2e%2e/odd/fine', '/shop/%2e%2e/odd/fine', '/odd/%2E%2E/odd/fine']) {
        assert.deepEqual(await rawRequest(honoPort, `GET ${target} HTTP/1.0`), { status: 404, body: 'Not Found' }, target);
      }
      assert.deepEqual(await rawRequest(honoPort, 'GET /pages/about HTTP/1.0'), { status: 200, body: 'fine' });
    } finally {
      honoServer.close();
    }
  });

  test('distinct long URLs do not grow the heap: what is kept per path is bounded', () => {
    const router = createRouter({ routes, root: app });
    // A full garbage collection (the test runner does not start Node with --expose-gc).
    const heap = () => {
      v8.setFlagsFromString('--expose-gc');
      (vm.runInNewContext('gc') as () => void)();
      return process.memoryUsage().heapUsed;
    };
    const segment = 'x'.repeat(15_000);
    for (let i = 0; i < 200; i++) router.dispatch({ method: 'GET', url: `/odd/${segment}${i}`, native: null });
    const before = heap();
    for (let i = 0; i < 4_000; i++) router.dispatch({ method: 'GET', url: `/odd/${segment}${i + 1000}`, native: null });
    const grown = heap() - before;
    // 4,000 paths of 15 KB are 60 MB: keeping them (a cache per path) would show; the bound keeps about 1 MB.
    assert.ok(grown < 20 * 1024 * 1024, `the heap grew by ${(grown / 1048576).toFixed(1)} MB`);
  });

  test('the bounded cache forgets the least recently used entries, by count and by key length', () => {
    const cache = new BoundedCache<number>(3, 10);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    assert.equal(cache.get('a'), 1);
    cache.set('d', 4);
    assert.equal(cache.get('b'), undefined, 'b was the least recently used');
    assert.deepEqual([cache.get('a'), cache.get('c'), cache.get('d')], [1, 3, 4]);
    cache.set('eeeeeeeee', 5);
    assert.equal(cache.size, 2, 'keys longer than 10 characters in all push the least recently used out');
    assert.deepEqual([cache.get('a'), cache.get('c'), cache.get('d'), cache.get('eeeeeeeee')], [undefined, undefined, 4, 5]);
    cache.set('x'.repeat(11), 6);
    assert.equal(cache.get('x'.repeat(11)), undefined, 'a key longer than the bound is not kept');
  });
});
