// `--only cold-baseline --baseline DIR`: the cold analysis of this build against another checkout's build (DIR, built
// with `npm run build`), alternating in one process on the same generated configs, so that a change's cost is
// measured in one run, free of the machine's drift between runs.

import * as fs from 'node:fs';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { analyzeEntry } from '../src/analysis/analyze';
import { diskHost } from '../src/db/disk-host';
import { temporaryFolder } from '../test/harness/temporary';
import { CONSTANTS, generateConfig, generateFunctionsConfig } from './generate';

type Analyze = (file: string, host: unknown) => { diagnostics: unknown[] };

/** The medians of 41 alternated cold analyses (diagnostics included) of each build, for both generated configs. */
export function coldAgainstBaseline(baseline: string): Record<string, { baseline_ms: number; this_ms: number; ratio: number }> {
  const out = path.join(path.resolve(baseline), 'server/out/src');
  if (!fs.existsSync(path.join(out, 'analysis/analyze.js'))) throw new Error(`--baseline: no build in ${baseline} (run npm run build there)`);
  const other = {
    analyze: require(path.join(out, 'analysis/analyze.js')).analyzeEntry as Analyze,
    host: require(path.join(out, 'db/disk-host.js')).diskHost as unknown,
  };
  const mine = { analyze: analyzeEntry as unknown as Analyze, host: diskHost as unknown };
  const result: Record<string, { baseline_ms: number; this_ms: number; ratio: number }> = {};
  for (const [row, generate] of [
    ['cold', generateConfig],
    ['cold-functions', generateFunctionsConfig],
  ] as const) {
    const root = temporaryFolder('routelens-baseline-');
    fs.writeFileSync(path.join(root, 'routes.ts'), generate(10_000));
    fs.writeFileSync(path.join(root, 'constants.ts'), CONSTANTS);
    const file = path.join(root, 'routes.ts');
    for (let i = 0; i < 5; i++) for (const build of [other, mine]) void build.analyze(file, build.host).diagnostics;
    const times = { other: [] as number[], mine: [] as number[] };
    for (let i = 0; i < 41; i++) {
      // Each build goes first every other round.
      const order = i % 2 ? (['other', 'mine'] as const) : (['mine', 'other'] as const);
      for (const which of order) {
        const build = which === 'other' ? other : mine;
        (globalThis as { gc?: () => void }).gc?.();
        const start = performance.now();
        void build.analyze(file, build.host).diagnostics;
        times[which].push(performance.now() - start);
      }
    }
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[list.length >> 1];
    const [b, m] = [median(times.other), median(times.mine)];
    result[row] = { baseline_ms: Math.round(b * 10) / 10, this_ms: Math.round(m * 10) / 10, ratio: Math.round((m / b) * 1000) / 1000 };
  }
  return result;
}
