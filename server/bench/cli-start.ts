// Whole-process times of the command line, as ratios to a bare `node -e 0` in the same run: `routelens --help`, `list`
// of a CodeIgniter app of 100 `$route` lines, `list` of a 10-route TypeScript config, `list` of a CodeIgniter 4 app of
// 1,200 routes with its controllers (medians of alternated rounds).

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { generateCi4App } from './generate';

function timeOf(args: string[]): number {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, { encoding: 'utf8' });
  if (result.status !== 0 && !(args.length === 2 && args[1] === '0')) throw new Error(`${args.join(' ')}: exit ${result.status} ${result.stderr}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

export function cliStart(
  root: string,
  rounds = 7,
): { node_ms: number; cli_help_ms: number; cli_help_ratio: number; cli_list_php_ratio: number; cli_list_ts_ratio: number; cli_list_ci4_ratio: number } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'routelens-cli-start-'));
  try {
    const php = path.join(folder, 'ci3/application/config/routes.php');
    fs.mkdirSync(path.dirname(php), { recursive: true });
    fs.writeFileSync(
      php,
      `<?php\n$route['default_controller'] = 'welcome';\n${Array.from({ length: 100 }, (_, i) => `$route['page${i}/(:num)'] = 'pages/show/$1/${i}';`).join('\n')}\n`,
    );
    const ts = path.join(folder, 'ts/routes.ts');
    fs.mkdirSync(path.dirname(ts), { recursive: true });
    fs.writeFileSync(
      ts,
      `import { Route } from '@routelens/route';\n${Array.from({ length: 10 }, (_, i) => `Route.get('r${i}/(:num)', 'c/m/$1');`).join('\n')}\nexport const routes = Route.map({});\n`,
    );
    for (const [name, text] of Object.entries(generateCi4App(1_200))) {
      fs.mkdirSync(path.dirname(path.join(folder, 'ci4', name)), { recursive: true });
      fs.writeFileSync(path.join(folder, 'ci4', name), text);
    }
    const bin = path.join(root, 'server/bin/routelens.js');
    const samples: Record<string, number[]> = { node: [], help: [], php: [], ts: [], ci4: [] };
    for (let round = 0; round < rounds; round++) {
      samples.node.push(timeOf(['-e', '0']));
      samples.help.push(timeOf([bin, '--help']));
      samples.php.push(timeOf([bin, 'list', path.dirname(path.dirname(path.dirname(php)))]));
      samples.ts.push(timeOf([bin, 'list', ts]));
      samples.ci4.push(timeOf([bin, 'list', path.join(folder, 'ci4')]));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const node = median(samples.node);
    const ratio = (key: string) => Math.round((median(samples[key]) / node) * 100) / 100;
    return {
      node_ms: Math.round(node),
      cli_help_ms: Math.round(median(samples.help)),
      cli_help_ratio: ratio('help'),
      cli_list_php_ratio: ratio('php'),
      cli_list_ts_ratio: ratio('ts'),
      cli_list_ci4_ratio: ratio('ci4'),
    };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
