// Runs a TypeScript/JavaScript route config for real: bundled with esbuild (its imports included, `@routelens/route`
// resolved to the built package) and run in a fresh Node process against the runtime Route library. The oracle of
// the static evaluator: what running the config registers and what its `Route.map()` returns.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { buildSync } from 'esbuild';

const SHARED = path.resolve(__dirname, '../../../../route/out/src/index.js');

export interface ExecutedRoute {
  verb: string;
  from: string;
  to: string;
  name: string | null;
}

/** The registrations a config makes when it runs, in order, and its exported `routes` (map()'s result) if any. */
export function executeConfig(entry: string, env: Record<string, string> = {}): { routes: ExecutedRoute[]; mapped: unknown; error?: string } {
  const bundle = buildSync({
    entryPoints: [entry],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    logLevel: 'silent',
    external: ['@routelens/route', '@routelens/shared'],
  }).outputFiles[0].text;
  const file = path.join(path.dirname(entry), `.executed-${path.basename(entry)}.cjs`);
  const runner = [
    // The config's `@routelens/route` (or `@routelens/shared`, which re-exports it) is the built package, whatever folder the config is in.
    `const Module = require('node:module'); const resolve = Module._resolveFilename;`,
    `Module._resolveFilename = function (request, ...rest) { return request === '@routelens/route' || request === '@routelens/shared' ? ${JSON.stringify(SHARED)} : resolve.call(this, request, ...rest); };`,
    // The bundle in a scope of its own: its top-level names are not the runner's.
    `const exported = (() => { const module = { exports: {} }; const exports = module.exports; (function (module, exports) {\n${bundle}\n})(module, exports); return module.exports; })();`,
    `const { Route } = require(${JSON.stringify(SHARED)});`,
    'const routes = Route.registry.routes().map((r) => ({ verb: r.verb, from: r.from, to: r.to, name: r.name }));',
    'process.stdout.write(JSON.stringify({ routes, mapped: exported && exported.routes !== undefined ? exported.routes : null }));',
  ].join('\n');
  fs.writeFileSync(file, runner);
  try {
    const result = spawnSync(process.execPath, [file], { encoding: 'utf8', timeout: 30_000, env: { PATH: process.env.PATH ?? '', ...env } });
    if (result.status !== 0) return { routes: [], mapped: null, error: (result.stderr || `exit ${result.status}`).split('\n').slice(0, 5).join('\n') };
    return JSON.parse(result.stdout) as { routes: ExecutedRoute[]; mapped: unknown };
  } finally {
    fs.rmSync(file, { force: true });
  }
}
