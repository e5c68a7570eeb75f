// The router's benchmark: compileRoutes against find-my-way (Fastify's router) on equivalent tables, per match, and
// an autocannon load run of the example app against a bare node:http handler returning the same body (127.0.0.1
// only, bounded in time; the servers in a process of their own).

import { spawn } from 'node:child_process';
import * as path from 'node:path';
import { Route, RouteRegistry, compileRoutes, type RouteArray } from '@routelens/shared';
import autocannon from 'autocannon';
import findMyWay from 'find-my-way';

/**
 * The runtime workload of the issue at `n` groups: a named `get` with a `(:num)` capture, a `post` and an `any` with
 * `(:any)` each; `resources` every 20th and a `prefix` with two routes every 50th; mapped for GET.
 */
export function workloadTable(n: number): RouteArray {
  const registry = new RouteRegistry();
  const previous = Route.use(registry);
  try {
    for (let i = 0; i < n; i++) {
      Route.get(`items${i}/(:num)`, `items/show/$1`, { as: `item${i}` });
      Route.post(`items${i}/save`, `items/save/${i}`);
      Route.any(`pages${i}/(:any)`, `pages/view/$1`);
      if (i % 20 === 0) Route.resources(`res${i}`);
      if (i % 50 === 0)
        Route.prefix(`area${i}`, () => {
          Route.get('list', `area/list/${i}`);
          Route.get('show/(:num)', `area/show/$1`);
        });
    }
    return Route.map({}, { method: 'GET' });
  } finally {
    Route.use(previous);
  }
}

/** The same routes for find-my-way: `(:num)` as a digits-only parameter, `(:any)` as a segment parameter. */
function fmwPath(from: string): string | undefined {
  let n = 0;
  const converted = from.split('/').map((segment) => {
    if (segment === '(:num)') return `:p${n++}(^\\d+)`;
    if (segment === '(:any)' || segment === '([a-zA-Z0-9\\-_]+)') return `:p${n++}`;
    return /^[\w-]+$/.test(segment) ? segment : undefined;
  });
  return converted.includes(undefined) ? undefined : '/' + converted.join('/');
}

/** A request path that the route matches (what a client would send). */
function sampleUrl(from: string, i: number): string {
  return (
    '/' +
    from
      .split('/')
      .map((s) => (s === '(:num)' ? String(i) : s.startsWith('(') ? `x${i}` : s))
      .join('/')
  );
}

/** Nanoseconds per match of compileRoutes and of find-my-way on the same URLs (medians of 7 rounds). */
export function matchRatio(groups: number): { routes: number; compiled_ns: number; fmw_ns: number; ratio: number } {
  const table = workloadTable(groups);
  const entries = Object.entries(table).filter(([from, to]) => typeof to === 'string' && from !== 'default_controller');
  const compiled = compileRoutes(table);
  const fmw = findMyWay();
  const urls: string[] = [];
  entries.forEach(([from], i) => {
    const route = fmwPath(from);
    if (!route) return;
    try {
      fmw.on('GET', route, () => undefined);
      urls.push(sampleUrl(from, i));
    } catch {
      // A path find-my-way takes for the same as an earlier one: the first stays, as in the table.
    }
  });
  // Both must find every URL (the comparison is only fair on the same work).
  for (const url of urls) {
    if (!compiled.match('GET', url) || !fmw.find('GET', url)) throw new Error(`benchmark tables disagree on ${url}`);
  }
  // Rounds alternate between the two, so that the machine's drifts in speed hit both; medians of 15 rounds each.
  const repeats = Math.max(1, Math.floor(100_000 / urls.length));
  const round = (fn: (url: string) => unknown): number => {
    const started = process.hrtime.bigint();
    let sink = 0;
    for (let repeat = 0; repeat < repeats; repeat++) {
      for (const url of urls) sink += fn(url) ? 1 : 0;
    }
    if (sink < 0) throw new Error('unreachable');
    return Number(process.hrtime.bigint() - started) / (repeats * urls.length);
  };
  const compiledMatch = (url: string) => compiled.match('GET', url);
  const fmwMatch = (url: string) => fmw.find('GET', url);
  for (let warm = 0; warm < 3; warm++) {
    round(compiledMatch);
    round(fmwMatch);
  }
  const compiledRounds: number[] = [];
  const fmwRounds: number[] = [];
  for (let i = 0; i < 15; i++) {
    compiledRounds.push(round(compiledMatch));
    fmwRounds.push(round(fmwMatch));
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const compiledNs = median(compiledRounds);
  const fmwNs = median(fmwRounds);
  return { routes: entries.length, compiled_ns: Math.round(compiledNs), fmw_ns: Math.round(fmwNs), ratio: Math.round((compiledNs / fmwNs) * 100) / 100 };
}

async function load(url: string, seconds: number): Promise<{ rps: number; p99: number; errors: number; non2xx: number }> {
  const result = await autocannon({ url, connections: 20, duration: seconds, pipelining: 1 });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

/** Starts the load servers (load-server.ts); `rss()` asks the server process for its resident set size. */
async function startLoadServers(root: string): Promise<{ urls: { router: string; bare: string; body: string }; rss(): Promise<number>; stop(): void }> {
  const child = spawn(process.execPath, [path.join(__dirname, 'load-server.js'), path.join(root, 'test-fixtures/router-app')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  let buffered = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    for (let newline = buffered.indexOf('\n'); newline >= 0; newline = buffered.indexOf('\n')) {
      const line = buffered.slice(0, newline);
      buffered = buffered.slice(newline + 1);
      const waiter = waiting.shift();
      if (waiter) waiter(line);
      else lines.push(line);
    }
  });
  const next = () =>
    new Promise<string>((resolve, reject) => {
      const line = lines.shift();
      if (line !== undefined) resolve(line);
      else waiting.push(resolve);
      child.once('exit', (code) => reject(new Error(`the load servers exited (${code})`)));
    });
  const urls = JSON.parse(await next()) as { router: string; bare: string; body: string };
  return {
    urls,
    rss: async () => {
      child.stdin.write('rss\n');
      return (JSON.parse(await next()) as { rss: number }).rss;
    },
    stop: () => {
      child.stdin.end();
      child.kill();
    },
  };
}

/**
 * The router's resident set size over `total` requests with distinct unrouted URLs of 8 KB (what an attacker sends
 * to grow a cache per path): growth from after the first tenth to the end, in percent.
 */
export async function distinctUrlsRss(
  root: string,
  total = 100_000,
): Promise<{ distinct_urls: number; router_rss_mb_start: number; router_rss_mb_end: number; router_rss_growth_pct: number }> {
  const servers = await startLoadServers(root);
  try {
    const filler = 'x'.repeat(8_000);
    let sent = 0;
    const send = (amount: number) =>
      autocannon({
        url: servers.urls.router,
        connections: 20,
        amount,
        requests: [{ setupRequest: (request) => ({ ...request, path: `/nothing${sent++}/${filler}` }) }],
      });
    await send(total / 10);
    const start = await servers.rss();
    await send(total - total / 10);
    const end = await servers.rss();
    const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;
    return {
      distinct_urls: sent,
      router_rss_mb_start: mb(start),
      router_rss_mb_end: mb(end),
      router_rss_growth_pct: Math.round(((end - start) / start) * 1000) / 10,
    };
  } finally {
    servers.stop();
  }
}

/**
 * Requests per second of the example app's router (a resources route into a TypeScript module controller) against
 * a bare node:http handler that returns the same body, alternating, in one run.
 */
export async function loadRatio(
  root: string,
  seconds = 4,
): Promise<{ router_rps: number; bare_rps: number; router_rps_ratio: number; router_p99_ms: number; router_errors: number }> {
  // The servers run in a process of their own (load-server.ts), as they would in production.
  const servers = await startLoadServers(root);
  try {
    const { urls } = servers;
    const check = await fetch(`${urls.router}/photos/12`);
    if ((await check.text()) !== urls.body) throw new Error('the router does not answer the benchmark request as the bare handler does');
    // Warm-up, then alternating rounds.
    await load(`${urls.router}/photos/12`, 1);
    await load(`${urls.bare}/photos/12`, 1);
    // Alternating rounds; the ratio is the median of the rounds' ratios (the machine's speed drifts between rounds).
    const routerRuns: { rps: number; p99: number; errors: number; non2xx: number }[] = [];
    const bareRuns: { rps: number; p99: number; errors: number; non2xx: number }[] = [];
    for (let i = 0; i < 3; i++) {
      routerRuns.push(await load(`${urls.router}/photos/12`, seconds));
      bareRuns.push(await load(`${urls.bare}/photos/12`, seconds));
    }
    const ratios = routerRuns.map((r, i) => r.rps / bareRuns[i].rps).sort((a, b) => a - b);
    const routerRps = routerRuns.reduce((n, r) => n + r.rps, 0) / routerRuns.length;
    const bareRps = bareRuns.reduce((n, r) => n + r.rps, 0) / bareRuns.length;
    return {
      router_rps: Math.round(routerRps),
      bare_rps: Math.round(bareRps),
      router_rps_ratio: Math.round(ratios[1] * 100) / 100,
      router_p99_ms: Math.max(...routerRuns.map((r) => r.p99)),
      router_errors: routerRuns.reduce((n, r) => n + r.errors + r.non2xx, 0),
    };
  } finally {
    servers.stop();
  }
}

/**
 * Requests per second of `routelens serve` on the example app (reloading, logging each request to a pipe) against
 * the bare node:http handler of the load servers, alternating rounds; the median of the rounds' ratios.
 */
export async function serveRatio(
  root: string,
  seconds = 4,
): Promise<{ serve_rps: number; serve_bare_rps: number; serve_rps_ratio: number; serve_errors: number }> {
  const servers = await startLoadServers(root);
  const child = spawn(process.execPath, [path.join(root, 'server/bin/routelens.js'), 'serve', path.join(root, 'test-fixtures/router-app'), '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The log is read (as a terminal or a pipe would), and dropped.
  let head = '';
  const base = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (head.length < 4096) head += chunk.toString();
      const found = /routelens serve: (http:\/\/127\.0\.0\.1:\d+)\//.exec(head);
      if (found) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`routelens serve exited (${code})`)));
  });
  try {
    const url = `${base}/photos/12`;
    const check = await fetch(url);
    if ((await check.text()) !== servers.urls.body) throw new Error('routelens serve does not answer the benchmark request as the bare handler does');
    await load(url, 1);
    await load(`${servers.urls.bare}/photos/12`, 1);
    const serveRuns: { rps: number; errors: number; non2xx: number }[] = [];
    const bareRuns: { rps: number }[] = [];
    for (let i = 0; i < 3; i++) {
      serveRuns.push(await load(url, seconds));
      bareRuns.push(await load(`${servers.urls.bare}/photos/12`, seconds));
    }
    const ratios = serveRuns.map((r, i) => r.rps / bareRuns[i].rps).sort((a, b) => a - b);
    const mean = (runs: { rps: number }[]) => Math.round(runs.reduce((n, r) => n + r.rps, 0) / runs.length);
    return {
      serve_rps: mean(serveRuns),
      serve_bare_rps: mean(bareRuns),
      serve_rps_ratio: Math.round(ratios[1] * 100) / 100,
      serve_errors: serveRuns.reduce((n, r) => n + r.errors + r.non2xx, 0),
    };
  } finally {
    child.kill();
    servers.stop();
  }
}
