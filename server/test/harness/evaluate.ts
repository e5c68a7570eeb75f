// Helpers that evaluate fixture files statically, and execute them with the runtime library for comparison.

import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vm from 'node:vm';
import type { RouteArray, Verb } from '@routelens/shared';
import { Route, RouteRegistry, VERBS } from '@routelens/shared';
import { ts } from 'ts-morph';
import type { Analysis, AnalyzeOptions } from '../../src/analysis/analyze';
import { analyzeEntry } from '../../src/analysis/analyze';
import { mapEntriesOf } from '../../src/analysis/tables';
import { diskHost } from '../../src/db/disk-host';
import { writeWorkspace } from './lsp-client';

/** Writes the files and analyses the first one (or `entry`) statically. */
export function evaluateFiles(
  files: Record<string, string>,
  options: { entry?: string } & Pick<AnalyzeOptions, 'limits' | 'defines' | 'phpContextHome'> = {},
): Analysis & { root: string } {
  const { root } = writeWorkspace(files);
  const entry = path.join(root, options.entry ?? Object.keys(files)[0]);
  // The analysis itself, with its root (a spread would not copy what the analysis makes on first use: getters).
  return Object.assign(analyzeEntry(entry, diskHost, { limits: options.limits, defines: options.defines, phpContextHome: options.phpContextHome }), { root });
}

/** `VERB from → to` lines of an analysis, for compact expectations. */
export function routeLines(analysis: Analysis): string[] {
  return analysis.routes.map((r) => `${r.verb} ${r.from} → ${r.to}${r.name ? ` (${r.name})` : ''}`);
}

export function codes(analysis: Analysis): string[] {
  return analysis.diagnostics.map((d) => d.code);
}

/** The static per-method tables of an analysis (what `routelens map --json` prints). */
export function staticTables(analysis: Analysis): Record<Verb, [string, unknown][]> {
  return Object.fromEntries(VERBS.map((v) => [v, mapEntriesOf(analysis, v).map((e) => [e.from, e.to])])) as Record<Verb, [string, unknown][]>;
}

/**
 * Executes a TypeScript route config (our own test fixtures only) with the runtime library: each file is
 * transpiled to CommonJS and run in a VM context whose `require` serves @routelens/route and relative files.
 * Returns the per-method tables of its last `Route.map` argument, as the original library would give them.
 */
export function executeConfig(entry: string): Record<Verb, [string, unknown][]> {
  const registry = new RouteRegistry();
  const tables = (routes: unknown) =>
    Object.fromEntries(VERBS.map((verb) => [verb, registry.mapEntries(routes as RouteArray, verb).map((e) => [e.from, e.to])])) as Record<
      Verb,
      [string, unknown][]
    >;
  let atMap: Record<Verb, [string, unknown][]> | undefined;
  const previous = Route.use(registry);
  const originalMap = registry.map.bind(registry);
  registry.map = (routes?: unknown, options?: unknown) => {
    atMap = tables(routes ?? {});
    return originalMap(routes, options);
  };
  const cache = new Map<string, { exports: unknown }>();
  const load = (file: string): unknown => {
    const hit = cache.get(file);
    if (hit) return hit.exports;
    const module = { exports: {} as Record<string, unknown> };
    cache.set(file, module);
    const source = fs.readFileSync(file, 'utf8');
    const js = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
    }).outputText;
    const localRequire = (specifier: string): unknown => {
      if (specifier === '@routelens/route' || specifier === '@routelens/shared') return { Route, RouteRegistry };
      const base = path.resolve(path.dirname(file), specifier);
      const candidates = [base, base + '.ts', base + '.js', base.replace(/\.js$/, '.ts'), path.join(base, 'index.ts')];
      const found = candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile());
      if (!found) throw new Error(`cannot resolve ${specifier} from ${file}`);
      return load(found);
    };
    const wrapper = vm.runInThisContext(`(function (exports, require, module) {${js}\n})`, { filename: file });
    wrapper(module.exports, localRequire, module);
    return module.exports;
  };
  try {
    load(entry);
  } finally {
    Route.use(previous);
  }
  return atMap ?? tables({});
}
