// Runs a PHP routes file both ways: through real PHP (oracle/run.php, one run per request method, as CodeIgniter
// reads the table) and through routelens (`map --json`), for the PHP oracle tests and the PHP fuzzer.

import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { VERBS } from '@routelens/shared';
import { runCli } from '../test/harness/cli';

export type Pairs = [string, unknown][];

const RUN_PHP = path.resolve(__dirname, '../../test-php/oracle/run.php');

/** Whether `php` is on the PATH (the tests need it; `.ci/run` installs Debian's php-cli). */
export function phpAvailable(): boolean {
  return spawnSync('php', ['-v'], { encoding: 'utf8' }).status === 0;
}

/** The table PHP gives for each request method. */
export function phpTables(routesFile: string, defines: Record<string, string> = {}): Record<string, Pairs | { error: string }> {
  const tables: Record<string, Pairs | { error: string }> = {};
  for (const method of VERBS) {
    const result = spawnSync('php', [RUN_PHP, routesFile, method, JSON.stringify(defines)], { encoding: 'utf8', timeout: 10_000 });
    try {
      tables[method] = JSON.parse(result.stdout.trim().split('\n').pop() ?? '') as Pairs;
    } catch {
      tables[method] = { error: `php failed (${result.status}): ${(result.stderr || result.stdout).trim().slice(0, 400)}` };
    }
  }
  return tables;
}

/** The table routelens gives for each request method (`map --json`), with the same defines. */
export async function routelensTables(
  routesFile: string,
  defines: Record<string, string> = {},
): Promise<{ tables: Record<string, Pairs>; code: number; err: string }> {
  const args = ['map', '--json', routesFile, ...Object.entries(defines).flatMap(([k, v]) => ['--define', `${k}=${v}`])];
  const { code, out, err } = await runCli(...args);
  const tables = code === 0 ? (JSON.parse(out) as { methods: Record<string, Pairs> }).methods : {};
  return { tables, code, err };
}

/**
 * An entry as the router uses it: CodeIgniter substitutes into a target as a string (preg_replace), so a number
 * target is its digits and a null one is '' (the Route library's engine keeps targets as strings).
 */
function routerView(pair: [string, unknown] | undefined): string | undefined {
  if (pair === undefined) return undefined;
  const [key, value] = pair;
  return JSON.stringify([key, typeof value === 'number' ? String(value) : value === null ? '' : value]);
}

/** The first difference between the two, per method, as text; undefined when every method's table is the same. */
export function firstDifference(php: Record<string, Pairs | { error: string }>, ours: Record<string, Pairs>): string | undefined {
  for (const method of VERBS) {
    const expected = php[method];
    if (!Array.isArray(expected)) return `${method}: ${expected.error}`;
    const got = ours[method] ?? [];
    const length = Math.max(expected.length, got.length);
    for (let i = 0; i < length; i++) {
      if (routerView(expected[i]) !== routerView(got[i])) {
        return `${method} entry ${i}: PHP ${JSON.stringify(expected[i]) ?? 'nothing'}, routelens ${JSON.stringify(got[i]) ?? 'nothing'}`;
      }
    }
  }
  return undefined;
}
