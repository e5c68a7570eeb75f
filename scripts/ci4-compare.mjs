#!/usr/bin/env node
// Compares `routelens map --json` on a CodeIgniter 4 app with the table CodeIgniter 4 itself builds: the framework's
// `system/` from a checkout (never part of this repository) boots the app's own config in console mode, loads its
// routes and prints `getRoutes()` per verb with names, filters and redirects. Run it by hand on apps you have:
//
//   node scripts/ci4-compare.mjs APP_DIR --system /path/to/CodeIgniter4/system [--env production] [--host example.com]
//       [--upgrade-config] [--define NAME=VALUE …]
//
// `--define` gives routelens what the PHP run has without it saying (an environment variable the routes read, empty in
// the console run), so that the routes it decides are compared.
//
// An app written for an older CodeIgniter 4 may not boot on the framework given; `--upgrade-config` replaces its
// configs by the framework checkout's own (`app/Config` beside `system/`), keeping those the route table depends on
// (Routes.php, Routing.php, Autoload.php, Modules.php, Feature.php, Constants.php, Filters.php), as an upgrade would.
//
// The app is copied to a scratch folder first (writable/ is the copy's); nothing in APP_DIR is written. Prints each
// difference, then one summary line; exits 1 when there is a difference.

import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { BOOT, setUp } from './ci4-oracle.mjs';

const { values, app, environment, scratch, copy } = setUp('node scripts/ci4-compare.mjs APP_DIR --system CODEIGNITER4/system [--env ENV] [--host HOST]');

const dumper = path.join(scratch, 'dump.php');
fs.writeFileSync(
  dumper,
  '<?php' +
    BOOT +
    String.raw`
$all = (new ReflectionProperty($routes, 'routes'))->getValue($routes);
$prop = fn ($name) => (new ReflectionProperty($routes, $name))->getValue($routes);
$out = ['methods' => []];
foreach (['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'CLI'] as $verb) {
    $list = [];
    foreach ($routes->getRoutes($verb) as $key => $handler) {
        $key = (string) $key;
        $opts = $routes->getRoutesOptions($key, $verb);
        if ($handler instanceof Closure) {
            $shown = isset($opts['view']) ? '(View) ' . $opts['view'] : '(Closure)';
        } elseif (is_array($handler)) {
            $shown = (string) array_key_first($handler);
        } else {
            $shown = $handler;
        }
        $entry = $all[$verb][$key] ?? $all['*'][$key];
        // What php spark routes shows as Before/After Filters (its FilterCollector on its sample URI).
        try {
            $spark = (new CodeIgniter\Commands\Utilities\Routes\FilterCollector())->get($verb, (new CodeIgniter\Commands\Utilities\Routes\SampleURIGenerator($routes))->get($key));
        } catch (Throwable $e) {
            $spark = ['before' => ['<error>'], 'after' => ['<error>']];
        }
        $list[] = [
            'verb' => isset($all[$verb][$key]) ? $verb : '*',
            'key' => $key,
            'handler' => $shown,
            'name' => (string) ($entry['name'] ?? $key),
            'filters' => array_values(array_map('strval', (array) ($opts['filter'] ?? []))),
            'redirect' => isset($all['*'][$key]['redirect']) ? (int) $all['*'][$key]['redirect'] : null,
            'beforeFilters' => array_values($spark['before']),
            'afterFilters' => array_values($spark['after']),
        ];
    }
    $out['methods'][$verb] = $list;
}
$override = $routes->get404Override();
$routing = config(Config\Routing::class);
$out['settings'] = [
    'defaultNamespace' => $routes->getDefaultNamespace(),
    'defaultController' => $routes->getDefaultController(),
    'defaultMethod' => $routes->getDefaultMethod(),
    'translateURIDashes' => $routes->shouldTranslateURIDashes(),
    'autoRoute' => $routes->shouldAutoRoute(),
    '404Override' => $override instanceof Closure ? '(Closure)' : $override,
    'prioritize' => $prop('prioritize'),
];
echo json_encode($out, JSON_UNESCAPED_SLASHES);
`,
);

const phpArgs = [dumper, copy, path.resolve(values.system), environment, ...(values.host ? [values.host] : [])];
let real;
try {
  real = JSON.parse(execFileSync('php', phpArgs, { encoding: 'utf8', maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'pipe'] }));
} catch (error) {
  console.error(`CodeIgniter could not build the table: ${String(error.stdout || error.stderr || error.message).slice(0, 2000)}`);
  process.exit(2);
}
const cli = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'server', 'bin', 'routelens.js');
/** `routelens COMMAND --json` on the copy, with the same ENVIRONMENT, defines and host as the PHP run. */
const routelens = (command) =>
  JSON.parse(
    execFileSync(
      'node',
      [
        cli,
        command,
        '--json',
        copy,
        '--define',
        `ENVIRONMENT=${environment}`,
        ...(values.define ?? []).flatMap((d) => ['--define', d]),
        ...(values.host ? ['--host', values.host] : []),
      ],
      { encoding: 'utf8', maxBuffer: 1 << 28 },
    ),
  );
const ours = routelens('map');

// The Before/After Filters columns come from `list --json` (spark's columns).
const listed = routelens('list').routes.filter((r) => r.condition === null);
const columns = new Map(listed.map((r) => [`${r.method} ${r.key}`, r]));

let differences = 0;
let compared = 0;
let filterRows = 0;
const say = (text) => {
  differences++;
  if (differences <= 60) console.log(text);
};
for (const [verb, list] of Object.entries(real.methods)) {
  const mine = (ours.methods[verb] ?? []).filter((r) => r.condition === null);
  const n = Math.max(list.length, mine.length);
  for (let i = 0; i < n; i++) {
    const a = list[i];
    const b = mine[i];
    compared++;
    if (!a || !b) {
      say(`${verb} #${i}: CodeIgniter ${a ? JSON.stringify(a) : 'has no route'}; routelens ${b ? JSON.stringify(b) : 'has no route'}`);
      continue;
    }
    for (const field of ['verb', 'key', 'handler', 'name', 'filters', 'redirect']) {
      if (JSON.stringify(a[field]) !== JSON.stringify(b[field]))
        say(`${verb} #${i} ${a.key}: ${field} CodeIgniter ${JSON.stringify(a[field])}, routelens ${JSON.stringify(b[field])} (${b.file}:${b.line})`);
    }
    const row = columns.get(`${verb} ${b.key}`);
    if (row) filterRows++;
    for (const field of ['beforeFilters', 'afterFilters']) {
      if (row && row[field].join() !== '?' && JSON.stringify(a[field]) !== JSON.stringify(row[field]))
        say(`${verb} #${i} ${a.key}: ${field} spark ${JSON.stringify(a[field])}, routelens list ${JSON.stringify(row[field])}`);
    }
  }
}
for (const [field, value] of Object.entries(real.settings)) {
  if (JSON.stringify(value) !== JSON.stringify(ours.settings[field]))
    say(`setting ${field}: CodeIgniter ${JSON.stringify(value)}, routelens ${JSON.stringify(ours.settings[field])}`);
}
const conditional = Object.values(ours.methods)
  .flat()
  .filter((r) => r.condition !== null).length;
console.log(
  `${path.basename(app)}: ${compared} routes compared over ${Object.keys(real.methods).length} verbs (${filterRows} with spark's filter columns), ${differences} difference${differences === 1 ? '' : 's'}` +
    (conditional ? `; ${conditional} conditional routes of routelens not compared` : ''),
);
if (!values.keep) fs.rmSync(scratch, { recursive: true, force: true });
process.exit(differences ? 1 : 0);
