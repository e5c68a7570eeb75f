// `npm run bench`: cold analysis vs. the bare parser, keystrokes, hover and definition through the real server,
// workspace indexing with peak memory, and the runtime library's speed. `-- --json` prints one JSON document.

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Route, RouteRegistry } from '@routelens/shared';
import { ts } from 'ts-morph';
import { analyzeEntry } from '../src/analysis/analyze';
import { diskHost } from '../src/db/disk-host';
import { TestClient, uriOf } from '../test/harness/lsp-client';
import { temporaryFolder } from '../test/harness/temporary';
import { CONSTANTS, generateConfig, generateFunctionsConfig, generatePhpRoutes, generatePlainPhpRoutes, generateCi4App, phpControllers } from './generate';
import { mapFloor, objectFloor, runWorkload } from './runtime-workload';
import { distinctUrlsRss, loadRatio, matchRatio, serveRatio } from './router-bench';
import { cliStart } from './cli-start';
import { ci4Audit } from './ci4-audit';
import { linksStart } from './links-bench';
import { coldAgainstBaseline } from './baseline';
import { compareWithBaseline } from './compare';
import { poolOfThisProcess, relaunchWithServerOptions, requestsWithNodeDefaultPool } from './process-options';
import { serverNodeOptions } from '../src/lsp/node-options';

const json = process.argv.includes('--json');
const log = (text: string) => {
  if (!json) process.stderr.write(text + '\n');
};

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round = (n: number) => Math.round(n * 100) / 100;

function workspace(files: Record<string, string>): string {
  const root = temporaryFolder('routelens-bench-');
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}

/** Cold analysis of a 10,000-call config made by `generate` (plain calls, or helpers, loops and ifs) vs. its bare parse. */
function cold(generate: (calls: number, seed?: number) => string = generateConfig): {
  cold_ms: number;
  parse_ms: number;
  cold_ratio: number;
  routes: number;
  diagnostics: number;
} {
  const root = workspace({ 'routes.ts': generate(10_000), 'constants.ts': CONSTANTS });
  const file = path.join(root, 'routes.ts');
  const text = fs.readFileSync(file, 'utf8');
  // Warm the JIT on a different text, so that both measurements are of steady-state code (the analysis with its
  // diagnostics, as measured).
  const warm = workspace({ 'routes.ts': generate(10_000, 7), 'constants.ts': CONSTANTS });
  for (let i = 0; i < 3; i++) {
    void analyzeEntry(path.join(warm, 'routes.ts'), diskHost).diagnostics;
    ts.createSourceFile('warm.ts', text + ' ', ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  }
  const analyses: number[] = [];
  const parses: number[] = [];
  let routes = 0;
  let diagnostics = 0;
  // Alternating, so that both see the same state of the machine and of the heap; the medians of 31 of each (the
  // machine's speed drifts within a run: fewer samples move the ratio by ±0.1).
  for (let i = 0; i < 31; i++) {
    let start = performance.now();
    ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
    parses.push(performance.now() - start);
    start = performance.now();
    const analysis = analyzeEntry(file, diskHost);
    // The diagnostics (and the table lint behind them) are made on first use: a cold analysis includes them. The
    // table is the registrations; the editor's per-route view of them is built on first use, outside this.
    diagnostics = analysis.diagnostics.length;
    routes = analysis.registrations.length;
    analyses.push(performance.now() - start);
  }
  const cold_ms = percentile(analyses, 50);
  const parse_ms = percentile(parses, 50);
  return { cold_ms: round(cold_ms), parse_ms: round(parse_ms), cold_ratio: round(cold_ms / parse_ms), routes, diagnostics };
}

/** A server on a generated config of `calls` calls, with the config open and its first diagnostics in. */
function withOpenConfig<T>(calls: number, body: (client: TestClient, file: string, lines: string[]) => Promise<T>): Promise<T> {
  return withOpenFile({ 'routes.ts': generateConfig(calls), 'constants.ts': CONSTANTS }, 'routes.ts', body);
}

/** A server on a workspace of `files`, with `entry` open and its first diagnostics in. */
async function withOpenFile<T>(
  files: Record<string, string>,
  entry: string,
  body: (client: TestClient, file: string, lines: string[]) => Promise<T>,
): Promise<T> {
  const root = workspace(files);
  const file = path.join(root, entry);
  const client = await TestClient.start(root);
  try {
    const text = fs.readFileSync(file, 'utf8');
    await client.open(file, text);
    await client.waitForDiagnostics(file);
    return await body(client, file, text.split('\n'));
  } finally {
    await client.stop();
  }
}

/** Types a character at (line, character) and deletes it again, `edits` times, each timed from didChange to its diagnostics. */
async function timeEdits(client: TestClient, file: string, line: number, character: number, edits: number): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  let version = 1;
  for (let i = 0; i < edits; i++) {
    const insert = i % 2 === 0;
    version++;
    const published = new Promise<void>((resolve) => {
      const dispose = client.connection.onNotification('textDocument/publishDiagnostics', (p: { uri: string; version?: number }) => {
        if (p.uri === uriOf(file) && p.version === version) {
          dispose.dispose();
          resolve();
        }
      });
    });
    const start = performance.now();
    await client.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri: uriOf(file), version },
      contentChanges: [
        insert
          ? { range: { start: { line, character }, end: { line, character } }, text: 'x' }
          : { range: { start: { line, character }, end: { line, character: character + 1 } }, text: '' },
      ],
    });
    await published;
    times.push(performance.now() - start);
  }
  // The first edits record the file's statements (the server's first analysis of an open file does that too).
  const measured = times.slice(5);
  return { p50: round(percentile(measured, 50)), p95: round(percentile(measured, 95)) };
}

/**
 * One-character edits through the server: type a character, delete it again, and so on, each timed from didChange
 * to the diagnostics of that version. `where` is the route's path (which changes the table's shape, so the lint's
 * index is updated) or its target (the shape stays). The route is a verb route in the middle of the file.
 */
function keystrokes(calls: number, edits: number, where: 'path' | 'target'): Promise<{ p50: number; p95: number }> {
  return withOpenConfig(calls, async (client, file, lines) => {
    const line = lines.findIndex((l, i) => i > lines.length / 2 && /^Route\.(get|post|put|delete|any)\('/.test(l));
    const character = where === 'path' ? lines[line].indexOf("('") + 3 : lines[line].indexOf("', '") + 5;
    return timeEdits(client, file, line, character, edits);
  });
}

/**
 * The floor under a keystroke: TypeScript's incremental parse alone (`ts.updateSourceFile`, what the language server
 * starts every keystroke of an open TypeScript file with) for the same edits at the same place as `keystrokes`,
 * p50 and p95 after the same first five. It moves every node after the edit, so it grows with the file.
 */
function parseFloor(calls: number, edits: number): { p50: number; p95: number } {
  let text = generateConfig(calls);
  const lines = text.split('\n');
  const line = lines.findIndex((l, i) => i > lines.length / 2 && /^Route\.(get|post|put|delete|any)\('/.test(l));
  const at = lines.slice(0, line).join('\n').length + 1 + lines[line].indexOf("('") + 3;
  let sourceFile = ts.createSourceFile('routes.ts', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const times: number[] = [];
  for (let i = 0; i < edits; i++) {
    const insert = i % 2 === 0;
    text = insert ? text.slice(0, at) + 'x' + text.slice(at) : text.slice(0, at) + text.slice(at + 1);
    const start = performance.now();
    sourceFile = ts.updateSourceFile(sourceFile, text, ts.createTextChangeRange(ts.createTextSpan(at, insert ? 0 : 1), insert ? 1 : 0));
    times.push(performance.now() - start);
  }
  const measured = times.slice(5);
  return { p50: round(percentile(measured, 50)), p95: round(percentile(measured, 95)) };
}

/**
 * One-character edits in a `$route` line's path in the middle of a CodeIgniter routes.php of `lines` lines (with the
 * controllers its targets name, so the target check runs too), each timed from didChange to the diagnostics of that version.
 */
function phpKeystrokes(lines: number, edits: number, plain = false): Promise<{ p50: number; p95: number }> {
  const files = { 'application/config/routes.php': plain ? generatePlainPhpRoutes(lines) : generatePhpRoutes(lines), ...phpControllers() };
  return withOpenFile(files, 'application/config/routes.php', (client, file, all) => {
    const line = all.findIndex((l, i) => i > all.length / 2 && l.startsWith("$route['") && l.includes('/p'));
    return timeEdits(client, file, line, all[line].indexOf('/p') + 2, edits);
  });
}

/**
 * One-character edits in a route's path in the middle of a CodeIgniter 4 app's Routes.php of about `routes` routes
 * (with its controllers, so the handler checks run too), each timed from didChange to the diagnostics of that version.
 */
function ci4Keystrokes(routes: number, edits: number): Promise<{ p50: number; p95: number }> {
  return withOpenFile(generateCi4App(routes), 'app/Config/Routes.php', (client, file, all) => {
    const line = all.findIndex((l, i) => i > all.length / 2 && l.includes("$routes->get('page"));
    return timeEdits(client, file, line, all[line].indexOf("'page") + 3, edits);
  });
}

function requests(): Promise<{
  hover_p50_ms: number;
  hover_p95_ms: number;
  hover_p99_ms: number;
  definition_p50_ms: number;
  definition_p95_ms: number;
  definition_p99_ms: number;
  request_floor_p99_ms: number;
}> {
  return withOpenConfig(2_000, async (client, file, lines) => {
    const resourceLines = lines.map((l, i) => (l.startsWith('Route.resources(') ? i : -1)).filter((i) => i >= 0);
    const namedLine = lines.findIndex((l) => l.includes("Route.named('r1')"));
    const time = async (method: string, params: () => unknown, count: number) => {
      const times: number[] = [];
      for (let i = 0; i < count + 20; i++) {
        const start = performance.now();
        await client.request(method, params());
        if (i >= 20) times.push(performance.now() - start);
      }
      return times;
    };
    let n = 0;
    const hovers = await time(
      'textDocument/hover',
      () => ({ textDocument: { uri: uriOf(file) }, position: { line: resourceLines[n++ % resourceLines.length], character: 8 } }),
      1_000,
    );
    const definitions = await time(
      'textDocument/definition',
      () => ({ textDocument: { uri: uriOf(file) }, position: { line: namedLine, character: lines[namedLine].indexOf("'r1'") + 2 } }),
      1_000,
    );
    // The floor under both: a request no handler takes (answered "method not found" by the JSON-RPC layer), through
    // the same connection — what a round trip costs before any of the server's code runs.
    const floor: number[] = [];
    for (let i = 0; i < 1_020; i++) {
      const start = performance.now();
      const answered = await client.request('routelens/none', {}).then(
        () => 'result',
        () => 'error',
      );
      if (answered !== 'error') throw new Error('routelens/none was answered with a result');
      if (i >= 20) floor.push(performance.now() - start);
    }
    return {
      hover_p50_ms: round(percentile(hovers, 50)),
      hover_p95_ms: round(percentile(hovers, 95)),
      hover_p99_ms: round(percentile(hovers, 99)),
      definition_p50_ms: round(percentile(definitions, 50)),
      definition_p95_ms: round(percentile(definitions, 95)),
      definition_p99_ms: round(percentile(definitions, 99)),
      request_floor_p99_ms: round(percentile(floor, 99)),
    };
  });
}

/**
 * Indexes `count` files of 20 calls in a spawned server (from initialize to the routelens/indexed notification, with
 * work-done progress) and reads its peak resident memory from /proc.
 */
async function workspaceIndex(count: number): Promise<{ index_ms: number; rss_mb: number; progress: number }> {
  const files: Record<string, string> = { 'constants.ts': CONSTANTS };
  for (let i = 0; i < count; i++)
    files[`modules/m${Math.floor(i / 50)}/routes${i}.ts`] = generateConfig(20, i + 1, path.posix.relative(`modules/m${Math.floor(i / 50)}`, 'constants'));
  const root = workspace(files);
  try {
    const start = performance.now();
    const client = await TestClient.start(root, { spawn: true, nodeOptions: serverNodeOptions() });
    const elapsed = performance.now() - start;
    const pid = (client as unknown as { child: { pid: number } }).child.pid;
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const peakKb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
    const progress = client.progress.length;
    await client.stop();
    return { index_ms: round(elapsed), rss_mb: round(peakKb / 1024), progress };
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

interface RuntimeResult {
  runtime_routes_per_s: number;
  runtime_ms: number;
  runtime_fresh_ms: number;
  runtime_object_floor_ms: number;
  runtime_fresh_object_floor_ms: number;
  runtime_map_floor_ms: number;
}

/**
 * The runtime library: the generated 10,000-call config run as JavaScript (routes/s), and the workload of issue 19
 * (`runtime_ms`, the same keys each run, as it was measured against the PHP library; `runtime_fresh_ms`, new keys
 * each run, as at an app's start), each beside the floor of any implementation that returns a plain object: putting
 * the same keys into one (`runtime_object_floor_ms`: the same keys as `runtime_ms`; `runtime_fresh_object_floor_ms`:
 * new keys, as `runtime_fresh_ms`), and the floor with a Map instead (`runtime_map_floor_ms`, the same keys).
 */
function runtime(): RuntimeResult {
  const js = ts.transpileModule(generateConfig(10_000), { compilerOptions: { module: ts.ModuleKind.CommonJS } }).outputText;
  const withRegistry = <T>(fn: () => T): T => {
    const previous = Route.use(new RouteRegistry());
    try {
      return fn();
    } finally {
      Route.use(previous);
    }
  };
  const run = () =>
    withRegistry(() => {
      const start = performance.now();
      const fn = new Function('require', 'exports', js);
      fn((name: string) => (name === '@routelens/route' ? { Route } : { API: 'api/v2', LEGACY: 'legacy' }), {});
      const elapsed = performance.now() - start;
      return Route.registry.routes().length / (elapsed / 1000);
    });
  const timed = (tag?: string) =>
    withRegistry(() => {
      const start = performance.now();
      const table = runWorkload(tag);
      const elapsed = performance.now() - start;
      if (Object.keys(table).length !== 22_401) throw new Error(`the workload made ${Object.keys(table).length} entries, not 22,401`);
      return elapsed;
    });
  for (let i = 0; i < 3; i++) {
    run();
    timed();
    timed(`w${i}-`);
    objectFloor('');
    objectFloor(`wf${i}-`);
    mapFloor('');
  }
  const rates = Array.from({ length: 7 }, run);
  const same: number[] = [];
  const fresh: number[] = [];
  const floor: number[] = [];
  const freshFloor: number[] = [];
  const mapFloors: number[] = [];
  for (let i = 0; i < 15; i++) {
    same.push(timed());
    fresh.push(timed(`r${i}-`));
    floor.push(objectFloor(''));
    freshFloor.push(objectFloor(`f${i}-`));
    mapFloors.push(mapFloor(''));
  }
  return {
    runtime_routes_per_s: Math.round(percentile(rates, 50)),
    runtime_ms: round(percentile(same, 50)),
    runtime_fresh_ms: round(percentile(fresh, 50)),
    runtime_object_floor_ms: round(percentile(floor, 50)),
    runtime_fresh_object_floor_ms: round(percentile(freshFloor, 50)),
    runtime_map_floor_ms: round(percentile(mapFloors, 50)),
  };
}

/**
 * A full collection before each keystroke measurement when the benchmark runs with --expose-gc (npm run bench
 * does): the in-process servers share this process's heap, and the cold analyses' garbage is not a keystroke's
 * cost. (Hover and definition run without it: a collection just before shrinks the young generation, and their
 * p95 then measures the scavenges that grow it back.)
 */
function collect(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

async function main(): Promise<void> {
  relaunchWithServerOptions(__filename);
  // `--only keystroke`: just the keystroke rows (for profiling).
  // `--only <row>`: one row, for profiling (keystroke, keystroke2k, parse-floor, keystroke-php, cold, cold-functions, workspace20k, runtime, requests);
  // `--only cold-baseline --baseline DIR`: both cold rows against another checkout's build (baseline.ts).
  // `--only compare --baseline DIR [--rounds N]`: the rows a change could move, both builds alternated (compare.ts).
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
  if (only !== undefined) {
    const rows: Record<string, () => Promise<unknown> | unknown> = {
      // Enough edits that a p95 is not decided by whether one more periodic collection falls among them.
      keystroke: async () => ({ k10: await keystrokes(10_000, 200, 'path'), k2: await keystrokes(2_000, 300, 'path') }),
      keystroke2k: async () => ({ k2: await keystrokes(2_000, 300, 'path') }),
      'parse-floor': () => ({ f2: parseFloor(2_000, 300), f10: parseFloor(10_000, 200) }),
      'keystroke-php': async () => ({
        php2k: await phpKeystrokes(2_000, 200),
        php500: await phpKeystrokes(500, 300),
        plain2k: await phpKeystrokes(2_000, 200, true),
      }),
      'keystroke-ci4': async () => ({ ci4: await ci4Keystrokes(1_200, 300) }),
      'ci4-audit': () => ci4Audit(1_200),
      cold: () => cold(),
      'cold-functions': () => cold(generateFunctionsConfig),
      workspace20k: () => workspaceIndex(20_000),
      runtime,
      'cold-baseline': () => coldAgainstBaseline(process.argv[process.argv.indexOf('--baseline') + 1] ?? ''),
      compare: () =>
        compareWithBaseline(
          process.argv[process.argv.indexOf('--baseline') + 1] ?? '',
          process.argv.includes('--rounds') ? Number(process.argv[process.argv.indexOf('--rounds') + 1]) : 5,
        ),
      load: () => loadRatio(path.resolve(__dirname, '../../..')),
      serve: () => serveRatio(path.resolve(__dirname, '../../..')),
      requests,
      'distinct-urls': () => distinctUrlsRss(path.resolve(__dirname, '../../..')),
      'cli-start': () => cliStart(path.resolve(__dirname, '../../..')),
      links: () => linksStart(path.resolve(__dirname, '../../..')),
    };
    if (!rows[only]) throw new Error(`--only: one of ${Object.keys(rows).join(', ')}`);
    process.stderr.write(JSON.stringify(await rows[only]()) + '\n');
    return;
  }
  log(
    `routelens benchmark — node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB; V8 pool ${poolOfThisProcess()}`,
  );
  const c = cold();
  log(`cold: ${c.cold_ms} ms to analyse 10,000 calls (${c.routes} routes, ${c.diagnostics} diagnostics); parser alone ${c.parse_ms} ms; ratio ${c.cold_ratio}`);
  const cf = cold(generateFunctionsConfig);
  log(
    `cold, helpers/loops/ifs: ${cf.cold_ms} ms to analyse 10,000 statements (${cf.routes} routes, ${cf.diagnostics} diagnostics); parser alone ${cf.parse_ms} ms; ratio ${cf.cold_ratio}`,
  );
  collect();
  const k2 = await keystrokes(2_000, 300, 'path');
  log(`keystroke in a route's path, 2,000 calls: p50 ${k2.p50} ms, p95 ${k2.p95} ms`);
  collect();
  const k10 = await keystrokes(10_000, 200, 'path');
  log(`keystroke in a route's path, 10,000 calls: p50 ${k10.p50} ms, p95 ${k10.p95} ms`);
  collect();
  const f2 = parseFloor(2_000, 300);
  collect();
  const f10 = parseFloor(10_000, 200);
  log(`TypeScript's incremental parse alone, same edits: 2,000 calls p50 ${f2.p50} ms, p95 ${f2.p95} ms; 10,000 calls p50 ${f10.p50} ms, p95 ${f10.p95} ms`);
  collect();
  const t10 = await keystrokes(10_000, 200, 'target');
  log(`keystroke in a route's target, 10,000 calls: p50 ${t10.p50} ms, p95 ${t10.p95} ms`);
  collect();
  const p500 = await phpKeystrokes(500, 300);
  const p2k = await phpKeystrokes(2_000, 200);
  log(
    `keystroke in a $route line of a CodeIgniter routes.php: 500 lines p50 ${p500.p50} ms, p95 ${p500.p95} ms; 2,000 lines p50 ${p2k.p50} ms, p95 ${p2k.p95} ms`,
  );
  collect();
  const plain2k = await phpKeystrokes(2_000, 200, true);
  log(`the same in a routes.php of 2,000 plain $route lines (no Route class, no verb arrays): p50 ${plain2k.p50} ms, p95 ${plain2k.p95} ms`);
  collect();
  const ci4 = await ci4Keystrokes(1_200, 300);
  log(`keystroke in a route of a CodeIgniter 4 Routes.php of 1,200 routes (with its controllers): p50 ${ci4.p50} ms, p95 ${ci4.p95} ms`);
  const audit = ci4Audit(1_200);
  log(
    `the same CodeIgniter 4 app: a request no route matches ${audit.match_miss_us_1200} µs (median); the exposure audit of its ${audit.exposure_methods} methods ${audit.exposure_ms_1200} ms`,
  );
  const r = await requests();
  log(
    `hover: p50 ${r.hover_p50_ms} ms, p95 ${r.hover_p95_ms} ms, p99 ${r.hover_p99_ms} ms; definition: p50 ${r.definition_p50_ms} ms, p95 ${r.definition_p95_ms} ms, p99 ${r.definition_p99_ms} ms; a request no handler takes: p99 ${r.request_floor_p99_ms} ms`,
  );
  const rd = requestsWithNodeDefaultPool(__filename);
  log(
    `the same with Node's default V8 pool (a server started without the extension's options): hover p99 ${rd.hover_p99_ms_node_default_pool} ms, definition p99 ${rd.definition_p99_ms_node_default_pool} ms`,
  );
  const w = await workspaceIndex(2_000);
  log(`workspace of 2,000 files × 20 calls: indexed in ${w.index_ms} ms, peak RSS ${w.rss_mb} MB`);
  const w20 = await workspaceIndex(20_000);
  log(`workspace of 20,000 files × 20 calls: indexed in ${w20.index_ms} ms (${w20.progress} progress reports), peak RSS ${w20.rss_mb} MB`);
  const rt = runtime();
  log(
    `runtime library: ${rt.runtime_routes_per_s.toLocaleString('en')} routes/s; workload (22,401 GET entries) ${rt.runtime_ms} ms, with new keys ${rt.runtime_fresh_ms} ms; a plain object of the same keys alone ${rt.runtime_object_floor_ms} ms (new keys: ${rt.runtime_fresh_object_floor_ms} ms); a Map of the same keys alone ${rt.runtime_map_floor_ms} ms`,
  );
  // 89, 893 and 9,821 groups of the workload: tables of 200, 2,000 and 22,000 routes for GET.
  const matches = [matchRatio(89), matchRatio(893), matchRatio(9_821)];
  for (const m of matches)
    log(`match, ${m.routes.toLocaleString('en')} routes: compileRoutes ${m.compiled_ns} ns, find-my-way ${m.fmw_ns} ns per match; ratio ${m.ratio}`);
  const l = await loadRatio(path.resolve(__dirname, '../../..'));
  log(
    `load (autocannon, 20 connections, 127.0.0.1): router ${l.router_rps.toLocaleString('en')} req/s, bare node:http ${l.bare_rps.toLocaleString('en')} req/s; ratio ${l.router_rps_ratio}; router p99 ${l.router_p99_ms} ms; ${l.router_errors} errors`,
  );
  const sv = await serveRatio(path.resolve(__dirname, '../../..'));
  log(
    `routelens serve (autocannon, 20 connections): ${sv.serve_rps.toLocaleString('en')} req/s, bare node:http ${sv.serve_bare_rps.toLocaleString('en')} req/s; ratio ${sv.serve_rps_ratio}; ${sv.serve_errors} errors`,
  );
  const cs = cliStart(path.resolve(__dirname, '../../..'));
  log(
    `command line, whole process (median of 7): node -e 0 ${cs.node_ms} ms; routelens --help ${cs.cli_help_ms} ms (ratio ${cs.cli_help_ratio}); list of a 100-line routes.php ratio ${cs.cli_list_php_ratio}; list of a 10-route TypeScript config ratio ${cs.cli_list_ts_ratio}; list of a 1,200-route CodeIgniter 4 app ratio ${cs.cli_list_ci4_ratio}`,
  );
  const lk = linksStart(path.resolve(__dirname, '../../..'));
  log(
    `routelens links of a CodeIgniter 3 app of ${lk.links_views.toLocaleString('en')} views (${lk.links_count.toLocaleString('en')} links), whole process (median of 5): ${lk.links_ms} ms; reading the views ${lk.read_views_ms} ms; ratio to node -e 0 without the reading ${lk.cli_links_ratio} (target: ≤ 4, a PHP app's list)`,
  );
  const d = await distinctUrlsRss(path.resolve(__dirname, '../../..'));
  log(
    `router under ${d.distinct_urls.toLocaleString('en')} requests with distinct 8 KB URLs: RSS ${d.router_rss_mb_start} MB after the first tenth, ${d.router_rss_mb_end} MB at the end (${d.router_rss_growth_pct} %)`,
  );
  const result = {
    v8_pool: poolOfThisProcess(),
    cold_ms: c.cold_ms,
    parse_ms: c.parse_ms,
    cold_ratio: c.cold_ratio,
    cold_functions_ms: cf.cold_ms,
    parse_functions_ms: cf.parse_ms,
    cold_ratio_functions: cf.cold_ratio,
    keystroke_p50_ms_2k: k2.p50,
    keystroke_p95_ms_2k: k2.p95,
    keystroke_p50_ms_10k: k10.p50,
    keystroke_p95_ms_10k: k10.p95,
    keystroke_parse_floor_p50_ms_2k: f2.p50,
    keystroke_parse_floor_p95_ms_2k: f2.p95,
    keystroke_parse_floor_p50_ms_10k: f10.p50,
    keystroke_parse_floor_p95_ms_10k: f10.p95,
    keystroke_target_p50_ms_10k: t10.p50,
    keystroke_target_p95_ms_10k: t10.p95,
    keystroke_php_p50_ms_500: p500.p50,
    keystroke_php_p95_ms_500: p500.p95,
    keystroke_php_p50_ms_2k: p2k.p50,
    keystroke_php_p95_ms_2k: p2k.p95,
    keystroke_php_plain_p50_ms_2k: plain2k.p50,
    keystroke_php_plain_p95_ms_2k: plain2k.p95,
    keystroke_p95_ms_php2k: p2k.p95,
    keystroke_ci4_p50_ms_1200: ci4.p50,
    keystroke_ci4_p95_ms_1200: ci4.p95,
    match_ci4_miss_us_1200: audit.match_miss_us_1200,
    exposure_ci4_ms_1200: audit.exposure_ms_1200,
    ...r,
    ...rd,
    workspace_index_ms: w.index_ms,
    workspace_rss_mb: w.rss_mb,
    workspace20k_index_ms: w20.index_ms,
    workspace20k_rss_mb: w20.rss_mb,
    ...rt,
    match_routes: matches.map((m) => m.routes),
    match_ns: matches.map((m) => m.compiled_ns),
    fmw_ns: matches.map((m) => m.fmw_ns),
    match_ratio_fmw: Math.max(...matches.map((m) => m.ratio)),
    match_ratio_fmw_by_size: matches.map((m) => m.ratio),
    ...l,
    ...d,
    ...sv,
    ...cs,
    links_views: lk.links_views,
    links_count: lk.links_count,
    read_views_ms: lk.read_views_ms,
    links_ms: lk.links_ms,
    cli_links_ratio: lk.cli_links_ratio,
  };
  if (json) process.stdout.write(JSON.stringify(result, null, 2) + '\n');
}

void main().then(
  () => process.exit(0),
  (error) => {
    process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
