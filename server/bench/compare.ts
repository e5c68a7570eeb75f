// `--only compare --baseline DIR [--rounds N]`: the rows a change could move — cold analysis, keystrokes (TypeScript
// and PHP) and the command line's start — for this build and another checkout's build (DIR, built with `npm run
// build`), each row run in a fresh process of each build, the builds alternating round by round, so that the
// comparison is made in one run, free of the machine's drift between runs. Prints the medians of each key per build
// and their ratio (this build / the baseline).

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';

/** The rows compared, each a `--only` row of both builds' benchmark. */
const ROWS = ['cold', 'cold-functions', 'keystroke', 'keystroke-php', 'cli-start'];

type Figures = Record<string, number>;

/** The numbers a `--only` row printed (its JSON on stderr), flattened to `key.subkey` → number. */
function runRow(root: string, row: string): Figures {
  const result = spawnSync(process.execPath, ['--expose-gc', path.join(root, 'server/out/bench/bench.js'), '--only', row], { encoding: 'utf8', cwd: root });
  if (result.status !== 0) throw new Error(`${root} --only ${row}: exit ${result.status} ${result.stderr.slice(-400)}`);
  const line = result.stderr.trim().split('\n').at(-1) ?? '{}';
  const figures: Figures = {};
  const flatten = (value: unknown, prefix: string): void => {
    if (typeof value === 'number') figures[prefix] = value;
    else if (typeof value === 'object' && value !== null) for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k);
  };
  flatten(JSON.parse(line), row);
  return figures;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export function compareWithBaseline(baseline: string, rounds: number): Record<string, { baseline: number; this: number; ratio: number }> {
  const other = path.resolve(baseline);
  const mine = path.resolve(__dirname, '../../..');
  if (!fs.existsSync(path.join(other, 'server/out/bench/bench.js'))) throw new Error(`--baseline: no build in ${baseline} (run npm run build there)`);
  const samples: Record<'other' | 'mine', Record<string, number[]>> = { other: {}, mine: {} };
  for (let round = 0; round < rounds; round++) {
    for (const row of ROWS) {
      // Each build goes first every other round.
      const order = round % 2 ? (['other', 'mine'] as const) : (['mine', 'other'] as const);
      for (const which of order) {
        for (const [key, value] of Object.entries(runRow(which === 'other' ? other : mine, row))) (samples[which][key] ??= []).push(value);
      }
    }
  }
  const result: Record<string, { baseline: number; this: number; ratio: number }> = {};
  for (const key of Object.keys(samples.mine)) {
    if (!samples.other[key]) continue;
    const before = median(samples.other[key]);
    const after = median(samples.mine[key]);
    result[key] = { baseline: before, this: after, ratio: before === 0 ? NaN : Math.round((after / before) * 1000) / 1000 };
  }
  return result;
}
