// CodeIgniter 4 requests and the exposure audit on a generated app: what `routelens match` costs per request that
// goes through the whole table (a miss), and what the audit costs (the editor runs it once typing pauses).

import * as fs from 'node:fs';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { analyzeCi4 } from '../src/analysis/ci4/ci4-table';
import { matchCi4 } from '../src/analysis/ci4/ci4-match';
import { diskHost } from '../src/db/disk-host';
import { ci4ExposureOf } from '../src/features/ci4-exposure';
import { temporaryFolder } from '../test/harness/temporary';
import { generateCi4App } from './generate';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export function ci4Audit(routes: number): { match_miss_us_1200: number; exposure_ms_1200: number; exposure_methods: number } {
  const root = temporaryFolder('routelens-bench-ci4-');
  for (const [name, text] of Object.entries(generateCi4App(routes))) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  const misses: number[] = [];
  const audits: number[] = [];
  let methods = 0;
  for (let round = 0; round < 5; round++) {
    // A fresh analysis each round: the audit is memoized per analysis, as the editor's is per keystroke.
    const analysis = analyzeCi4(root, diskHost);
    let start = performance.now();
    for (let i = 0; i < 200; i++) matchCi4(analysis, { verb: 'GET', uri: `/nowhere/${round}/${i}` });
    misses.push(((performance.now() - start) / 200) * 1000);
    start = performance.now();
    methods = ci4ExposureOf(analysis).methods.length;
    audits.push(performance.now() - start);
  }
  return { match_miss_us_1200: Math.round(median(misses)), exposure_ms_1200: Math.round(median(audits)), exposure_methods: methods };
}
