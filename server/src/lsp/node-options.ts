// The Node options the language server is started with: V8's background thread pool, sized for the machine.
//
// Node gives V8 four background threads on every machine. While the server warms up, V8 compiles its hot functions
// on them, several at a time; on a machine with four cores or fewer those threads take the cores the server's own
// thread needs, and a hover answered in 0.2 ms waits 2–5 ms for a core (`npm run bench`: hover p99 1.2–3.5 ms with
// Node's pool on two cores, 0.3–0.4 ms with one thread; README, Performance). One core is left to the server's
// thread: cores − 1 background threads, at least one.

import * as os from 'node:os';

/** The pool Node gives V8 when it is not told otherwise. */
export const NODE_DEFAULT_V8_POOL = 4;

/** The V8 pool size for the server on a machine that can run `parallelism` threads at once, when Node's default is wrong. */
export function serverV8Pool(parallelism: number): number | undefined {
  if (!Number.isFinite(parallelism) || parallelism > NODE_DEFAULT_V8_POOL) return undefined;
  return Math.max(1, Math.floor(parallelism) - 1);
}

/** The Node options to start the language server with on this machine (the VS Code extension passes them). */
export function serverNodeOptions(parallelism: number = availableParallelism()): string[] {
  const pool = serverV8Pool(parallelism);
  return pool === undefined ? [] : [`--v8-pool-size=${pool}`];
}

/** How many threads the machine runs at once (`os.availableParallelism` where the host's Node has it, else the CPU count). */
function availableParallelism(): number {
  return typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
}

/**
 * The V8 pool size a process was started with (`--v8-pool-size=N` or `--v8-pool-size N`, on the command line or in
 * NODE_OPTIONS), or undefined when Node's default is in force.
 */
export function chosenV8Pool(execArgv: readonly string[], nodeOptions: string | undefined): string | undefined {
  const args = [...execArgv, ...(nodeOptions ?? '').split(/\s+/)];
  const at = args.findIndex((a) => a === '--v8-pool-size' || a.startsWith('--v8-pool-size='));
  if (at < 0) return undefined;
  return args[at].includes('=') ? args[at].slice(args[at].indexOf('=') + 1) : args[at + 1];
}
