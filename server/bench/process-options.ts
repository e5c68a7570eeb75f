// The Node options the benchmark runs with: those the VS Code extension starts the server with (node-options.ts),
// and the requests row once more with Node's default V8 pool, for comparison.

import { spawnSync } from 'node:child_process';
import { NODE_DEFAULT_V8_POOL, chosenV8Pool, serverNodeOptions } from '../src/lsp/node-options';

/**
 * The benchmark measures the server as the VS Code extension starts it, with the Node options of
 * `serverNodeOptions` (on four cores or fewer, a smaller V8 pool): when this process was not started with them, it
 * runs `script` (the benchmark) again with them. `--node-default-pool` keeps Node's default pool instead (what a server started
 * without them has).
 */
export function relaunchWithServerOptions(script: string): void {
  const wanted = serverNodeOptions();
  if (wanted.length === 0 || process.argv.includes('--node-default-pool') || chosenV8Pool(process.execArgv, process.env.NODE_OPTIONS) !== undefined) return;
  const run = spawnSync(process.execPath, [...process.execArgv, ...wanted, script, ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

/** The V8 pool this process runs with, as the JSON reports it. */
export function poolOfThisProcess(): string {
  return chosenV8Pool(process.execArgv, process.env.NODE_OPTIONS) ?? `node default (${NODE_DEFAULT_V8_POOL})`;
}

/** Hover and definition with Node's default V8 pool: the same row in a process started without the server's options. */
export function requestsWithNodeDefaultPool(script: string): { hover_p99_ms_node_default_pool: number; definition_p99_ms_node_default_pool: number } {
  // Without a pool given in NODE_OPTIONS either: the child has Node's default.
  const nodeOptions = (process.env.NODE_OPTIONS ?? '').replace(/--v8-pool-size(=|\s+)\S+/g, '').trim();
  const run = spawnSync(process.execPath, ['--expose-gc', script, '--only', 'requests', '--node-default-pool'], {
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: nodeOptions },
  });
  const last = run.stderr.trim().split('\n').at(-1) ?? '';
  if (run.status !== 0) throw new Error(`the requests row with Node's default pool failed: ${last}`);
  const r = JSON.parse(last) as { hover_p99_ms: number; definition_p99_ms: number };
  return { hover_p99_ms_node_default_pool: r.hover_p99_ms, definition_p99_ms_node_default_pool: r.definition_p99_ms };
}
