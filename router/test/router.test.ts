// The router over real HTTP (fetch to 127.0.0.1): the example app (test-fixtures/router-app) through node:http,
// Express (Connect-style adapter) and Hono (fetch adapter), with CodeIgniter 3 + HMVC resolution; and one test per
// attack: nothing outside the app's controller folders is loaded, no method a URL must not reach is called.

import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { serve } from '@hono/node-server';
import express from 'express';
import { Hono } from 'hono';
import type { Router } from '../src/index';
import { createRouter, fetchHandler, nodeHandler } from '../src/index';
import { RELOAD_CHECK_MS } from '../src/router';
import { loadModule } from '../src/load';

const ROOT = path.resolve(__dirname, '../../..');
const APP = path.join(ROOT, 'test-fixtures/router-app');

/** The example app's table, as the app itself builds it at start: its config run with the Route library. */
function appRoutes(): Record<string, unknown> {
  return (loadModule(path.join(APP, 'config/routes.ts')) as { routes: Record<string, unknown> }).routes;
}

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

/** Requests with a raw target (fetch would normalise `..` and `\`): the bytes go out as written. */
function raw(base: string, method: string, target: string): Promise<{ status: number; body: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: url.hostname, port: url.port, method, path: target }, (response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

interface Expectation {
  method: string;
  path: string;
  status: number;
  body?: string | RegExp;
  json?: unknown;
  headers?: Record<string, string>;
}

const EXPECTED: Expectation[] = [
  { method: 'GET', path: '/', status: 200, body: '<h1>Welcome</h1>', headers: { 'content-type': 'text/html; charset=utf-8' } },
  { method: 'GET', path: '/about-us', status: 200, body: 'About us' },
  { method: 'GET', path: '/photos', status: 200, json: { photos: [1, 2, 3] }, headers: { 'content-type': 'application/json; charset=utf-8' } },
  { method: 'GET', path: '/photos/12', status: 200, json: { photo: '12' } },
  { method: 'GET', path: '/photos/new', status: 200, body: 'new photo form' },
  { method: 'POST', path: '/photos', status: 201, json: { created: true } },
  { method: 'PUT', path: '/photos/7', status: 200, json: { updated: '7' } },
  { method: 'DELETE', path: '/photos/7', status: 200, json: { deleted: '7' } },
  // Nested resources: the parent's id first.
  { method: 'GET', path: '/photos/3/comments', status: 200, json: { photo: '3', comments: [] } },
  { method: 'GET', path: '/photos/3/comments/9', status: 200, json: { photo: '3', comment: '9' } },
  // The context: admin/<module>/<method> → <module>/admin/<method>; its home in a sub-folder of controllers.
  { method: 'GET', path: '/admin/blog/drafts/2', status: 200, json: { drafts: true, page: '2' } },
  { method: 'GET', path: '/admin', status: 200, body: 'Admin dashboard' },
  { method: 'GET', path: '/api/status', status: 200, json: { status: 'ok', route: { from: 'api/status', to: 'pages/status', target: 'pages/status' } } },
  { method: 'POST', path: '/api/echo', status: 201, json: { method: 'POST' }, headers: { 'x-echo': 'yes' } },
  // A controller's fetch Response, bytes, translate_uri_dashes, a blocked path, no route (CodeIgniter's own routing).
  { method: 'GET', path: '/raw', status: 202, body: 'raw body', headers: { 'x-raw': '1' } },
  { method: 'GET', path: '/files/a.txt', status: 200, body: 'file a.txt', headers: { 'content-type': 'application/octet-stream' } },
  { method: 'GET', path: '/go/latest-posts', status: 200, body: 'Latest posts' },
  { method: 'GET', path: '/blog/secret', status: 404 },
  { method: 'GET', path: '/blog/latest_posts', status: 200, body: 'Latest posts' },
  // The module's own routes file (modules/blog/config/routes.ts), for the module's URLs.
  { method: 'GET', path: '/blog/post/4', status: 200, json: { post: '4' } },
  { method: 'GET', path: '/pages/shared', status: 200, body: 'from the base class' },
  // A verb route's path for another verb: CodeIgniter goes on to automatic routing (no Photos controller outside
  // the gallery module), and the 404_override answers.
  { method: 'PATCH', path: '/photos', status: 404, body: 'Custom 404 page' },
  // Nothing resolves: 404_override's controller (which sets its own status, as CodeIgniter sets none).
  { method: 'GET', path: '/nothing/here', status: 404, body: 'Custom 404 page' },
  // Automatic routing into a module, a method name in another letter case, the front controller's name.
  { method: 'GET', path: '/gallery/photos/show/5', status: 200, json: { photo: '5' } },
  { method: 'GET', path: '/pages/ABOUT', status: 200, body: 'About us' },
  { method: 'GET', path: '/index.php/about-us', status: 200, body: 'About us' },
  // _remap receives every method segment; a static method never runs (one of the router's two deviations).
  { method: 'GET', path: '/legacy/anything/1/2', status: 200, json: { remapped: 'anything', args: ['1', '2'] } },
  { method: 'GET', path: '/legacy', status: 200, json: { remapped: 'index', args: [] } },
  { method: 'GET', path: '/pages/stats', status: 404, body: 'Custom 404 page' },
];

async function check(base: string, rows: Expectation[] = EXPECTED): Promise<void> {
  for (const e of rows) {
    const response = await fetch(base + e.path, { method: e.method });
    const body = await response.text();
    assert.equal(response.status, e.status, `${e.method} ${e.path}: ${body}`);
    if (typeof e.body === 'string') assert.equal(body, e.body, `${e.method} ${e.path}`);
    if (e.body instanceof RegExp) assert.match(body, e.body);
    if (e.json !== undefined) assert.deepEqual(JSON.parse(body), e.json, `${e.method} ${e.path}`);
    for (const [name, value] of Object.entries(e.headers ?? {})) assert.equal(response.headers.get(name), value, `${e.method} ${e.path} ${name}`);
  }
}

describe('the router serves the example app', () => {
  const logs: string[] = [];
  let router: Router;
  before(() => {
    router = createRouter({ routes: appRoutes(), root: APP, log: (line) => logs.push(line) });
  });

  test('through a plain node:http server', async () => {
    const server = http.createServer(nodeHandler(router));
    try {
      await check(await listen(server));
      assert.ok(
        logs.some((l) => l.startsWith("GET /photos/12 → gallery/photos/show/12 (route 'photos/(:num)') → Photos::show 200")),
        logs.join('\n'),
      );
    } finally {
      server.close();
    }
  });

  test('through Express, where a 404 goes on to the next middleware', async () => {
    const app = express();
    app.use(nodeHandler(createRouter({ routes: Object.fromEntries(Object.entries(appRoutes()).filter(([k]) => k !== '404_override')), root: APP })));
    app.use((_req, res) => {
      res.status(404).send('express fallback');
    });
    const server = http.createServer(app);
    try {
      const base = await listen(server);
      // Only the rows the 404_override answers differ here: the fallback middleware answers instead.
      const overridden = EXPECTED.filter((e) => e.body === 'Custom 404 page');
      await check(
        base,
        EXPECTED.filter((e) => !overridden.includes(e)),
      );
      for (const e of overridden) {
        const response = await fetch(base + e.path, { method: e.method });
        assert.deepEqual([response.status, await response.text()], [404, 'express fallback'], `${e.method} ${e.path}`);
      }
      assert.equal(await (await fetch(base + '/about-us')).text(), 'About us');
    } finally {
      server.close();
    }
  });

  test('through Hono, with the fetch adapter', async () => {
    const app = new Hono();
    const handler = fetchHandler(router);
    app.all('*', (c) => handler(c.req.raw));
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      await check(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    } finally {
      server.close();
    }
  });
});

describe('every request is hostile', () => {
  let base: string;
  let server: http.Server;
  let app: string;
  let outside: string;
  const logs: string[] = [];
  const marker = path.join(os.tmpdir(), `routelens-router-loaded-${process.pid}`);

  before(async () => {
    // A copy of the app, with code outside the controller folders that records being loaded, and a link out.
    app = fs.mkdtempSync(path.join(os.tmpdir(), 'routelens-router-'));
    fs.cpSync(APP, app, { recursive: true });
    const evil = `module.exports = class Evil { index() { require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'loaded'); return 'evil'; } };\n`;
    fs.writeFileSync(path.join(app, 'Evil.js'), evil);
    fs.writeFileSync(path.join(app, 'config/Evil.js'), evil);
    outside = fs.mkdtempSync(path.join(os.tmpdir(), 'routelens-outside-'));
    fs.writeFileSync(path.join(outside, 'Linked.js'), evil);
    fs.symlinkSync(path.join(outside, 'Linked.js'), path.join(app, 'controllers/Linked.js'));
    fs.mkdirSync(path.join(outside, 'controllers'));
    fs.writeFileSync(path.join(outside, 'controllers/Outside.js'), evil);
    fs.symlinkSync(outside, path.join(app, 'modules/outside'));
    server = http.createServer(nodeHandler(createRouter({ routes: appRoutes(), root: app, log: (line) => logs.push(line) })));
    base = await listen(server);
  });
  after(() => {
    server.close();
    for (const folder of [app, outside, marker]) fs.rmSync(folder, { recursive: true, force: true });
  });

  const notLoaded = () => assert.equal(fs.existsSync(marker), false, 'code outside the controller folders was loaded');

  // CodeIgniter decodes nothing and drops `..` segments: each attack below is answered as its literal segments
  // resolve (here the 404_override's page), or refused for characters outside permitted_uri_chars, and never loads
  // anything outside the controller folders.
  const answers = async (targets: string[], status: number) => {
    for (const target of targets) {
      const response = await raw(base, 'GET', target);
      assert.equal(response.status, status, target);
      assert.ok(!response.body.includes('evil'), target);
    }
    notLoaded();
  };

  test('encoded .. (%2e%2e, %2e%2e%2f, %252e) stays literal text and names no controller', async () => {
    await answers(['/%2e%2e/Evil', '/%2e%2e%2fEvil', '/pages/%2e%2e/%2e%2e/Evil', '/%252e%252e/Evil'], 404);
  });

  test('raw .. segments are dropped; backslashes are refused with 400', async () => {
    await answers(['/../Evil', '/pages/../../Evil', '/pages/..%5cEvil'], 404);
    await answers(['/..\\Evil', '/config\\Evil'], 400);
  });

  test('a null byte, encoded, stays literal text', async () => {
    await answers(['/pages/about%00.js'], 404);
  });

  test('absolute paths and other folders of the app resolve to no controller', async () => {
    for (const target of ['/etc/passwd', '//etc/passwd', `/${encodeURIComponent(path.join(app, 'Evil'))}`, '/config/evil', '/evil']) {
      const { status } = await raw(base, 'GET', target);
      assert.ok(status === 404 || status === 400, `${target}: ${status}`);
    }
    notLoaded();
  });

  test('a symbolic link out of the app (a controller file or a module folder) is never loaded', async () => {
    assert.equal((await raw(base, 'GET', '/linked')).status, 404);
    assert.equal((await raw(base, 'GET', '/outside/outside')).status, 404);
    notLoaded();
  });

  test('the constructor, __proto__, Object.prototype methods and _private methods are not reachable', async () => {
    for (const target of [
      '/pages/constructor',
      '/pages/__proto__',
      '/pages/toString',
      '/pages/hasOwnProperty',
      '/pages/_hidden',
      '/gallery/photos/constructor',
      '/gallery/photos/__proto__',
      '/gallery/photos/toString',
      '/photos/constructor',
      '/photos/__proto__',
      '/photos/toString',
    ]) {
      const { status, body } = await raw(base, 'GET', target);
      assert.equal(status, 404, `${target}: ${body}`);
      assert.ok(!body.includes('must never be reachable'));
    }
  });

  test('URI characters outside permitted_uri_chars get 400; percent-encoded ones stay literal text', async () => {
    for (const target of ["/pages/about'", '/pages/(x)', '/pages/a;b', '/pages/<b>']) {
      assert.equal((await raw(base, 'GET', target)).status, 400, target);
    }
    await answers(['/photos/%3Cscript%3E', '/pages/a%22b'], 404);
  });

  test('a controller that throws gives a 500 without its stack, and a log line with it', async () => {
    const { status, body } = await raw(base, 'GET', '/boom');
    assert.deepEqual([status, body], [500, 'Internal Server Error']);
    assert.ok(
      logs.some((l) => l.includes('controller exploded with /secret/path/in/stack') && l.includes('Pages.js')),
      logs.join('\n'),
    );
  });
});

describe('reloading (routelens serve)', () => {
  test('a changed controller is served once RELOAD_CHECK_MS has passed', async () => {
    const app = fs.mkdtempSync(path.join(os.tmpdir(), 'routelens-reload-'));
    try {
      fs.cpSync(APP, app, { recursive: true });
      const router = createRouter({ routes: appRoutes(), root: app, reload: true });
      const body = async () => {
        const result = await router.dispatch({ method: 'GET', url: '/photos/12', native: undefined });
        return result.kind === 'response' ? String(result.body) : result.kind;
      };
      assert.equal(await body(), '{"photo":"12"}');
      const file = path.join(app, 'modules/gallery/controllers/Photos.ts');
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('return { photo: id };', 'return { photo: id, changed: true };'));
      // The file's time moves on (some file systems keep whole seconds).
      const later = new Date(Date.now() + 5_000);
      fs.utimesSync(file, later, later);
      await new Promise((resolve) => setTimeout(resolve, RELOAD_CHECK_MS + 50));
      assert.equal(await body(), '{"photo":"12","changed":true}');
    } finally {
      fs.rmSync(app, { recursive: true, force: true });
    }
  });
});
