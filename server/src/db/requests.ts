// What runs for a request in a project: the app's table (its main routes file), the HMVC modules' own routes files,
// the controllers read from disk, through the one resolver of @routelens/shared (docs/ci3-routing.md).

import type { CompiledRoutes, RequestResolution, ResolveSettings, Verb } from '@routelens/shared';
import type { ControllerIndex } from './hmvc';
import { VERBS, compileRoutes, resolveRequest, routeLookup } from '@routelens/shared';
import type { Analysis } from '../analysis/analyze';
import { mainAnalysis, mapEntriesOf, routesModuleOf } from '../analysis/tables';
import { resolveSettings } from './hmvc';
import type { Snapshot } from './snapshot';

export interface AppRequests {
  /** The controllers, with the modules' routes files in place. */
  readonly controllers: ControllerIndex;
  readonly settings: ResolveSettings;
  /** What runs for `verb url` (a path, `/index.php/…`, or a full URL). */
  resolve(verb: Verb, url: string): RequestResolution;
  /** The analysis of each module's own routes file. */
  readonly moduleTables: ReadonlyMap<string, Analysis>;
}

const cache = new WeakMap<Snapshot, AppRequests | null>();

/**
 * A module's routes file as the HMVC router reads it: its table's entries in order, a route for some request
 * methods only (a per-verb array there) kept as such (the router never uses it).
 */
function moduleTable(analysis: Analysis): (readonly [string, unknown])[] {
  const byVerb = VERBS.map((verb) => new Map(mapEntriesOf(analysis, verb).map((e) => [e.from, e.to])));
  return mapEntriesOf(analysis, 'GET').map((e) => [e.from, byVerb.every((table) => table.get(e.from) === e.to) ? e.to : { GET: e.to }] as const);
}

/** How requests resolve in the snapshot's project; undefined when it has no controllers to run. */
export function appRequests(snapshot: Snapshot): AppRequests | undefined {
  const known = cache.get(snapshot);
  if (known !== undefined) return known ?? undefined;
  const controllers = snapshot.controllers;
  let result: AppRequests | null = null;
  if (controllers && controllers.size > 0) {
    const main = mainAnalysis(snapshot.analyses);
    const moduleTables = new Map<string, Analysis>();
    for (const analysis of snapshot.analyses) {
      const module = routesModuleOf(analysis.entry);
      if (module !== undefined && !moduleTables.has(module)) moduleTables.set(module, analysis);
    }
    controllers.setModuleRoutes(new Map([...moduleTables].map(([module, analysis]) => [module, moduleTable(analysis)])));
    const compiled = new Map<Verb, CompiledRoutes>();
    const tableFor = (verb: Verb): CompiledRoutes => {
      let table = compiled.get(verb);
      if (!table) compiled.set(verb, (table = compileRoutes(main ? mapEntriesOf(main, verb) : [])));
      return table;
    };
    const settings = resolveSettings(main, controllers);
    const routes = routeLookup(tableFor);
    // The same request asked again (the exposure audit asks many) is answered from memory, per snapshot.
    const answers = new Map<string, RequestResolution>();
    const resolve = (verb: Verb, url: string): RequestResolution => {
      const key = `${verb} ${url}`;
      let answer = answers.get(key);
      if (!answer) {
        answer = resolveRequest(verb, url, routes, controllers.tree, settings);
        if (answers.size < 100_000) answers.set(key, answer);
      }
      return answer;
    };
    result = { controllers, settings, moduleTables, resolve };
  }
  cache.set(snapshot, result);
  return result ?? undefined;
}
