// What a link may be written to: the paths an app answers (from the exposure audit's ways in: route keys without
// patterns, automatic URLs) and, in a CodeIgniter 4 app, its route names — for the quick fixes and completion.

import type { Snapshot } from '../db/snapshot';
import type { LinkApp } from './link-apps';
import { exposureOf } from './exposure';
import { ci4ExposureOf } from './ci4-exposure';
import type { Ci4Table } from '../analysis/ci4/route-collection';
import { CI4_VERBS } from '../analysis/ci4/route-collection';

/** A way in as a path a link may use: `[/…]` dropped, no leading slash; undefined for a pattern. */
function literalPath(url: string): string | undefined {
  const path = url.replace(/\[\/…\]$/, '').replace(/^\/+/, '');
  return /[()[\]{}\\^$*+?|]/.test(path) ? undefined : path;
}

const ci3Paths = new WeakMap<object, Map<string, string[]>>();

/** The paths the app answers for `verb`, each once, sorted. */
export function knownPaths(snapshot: Snapshot, app: LinkApp, verb: string): string[] {
  if (app.ci4) {
    const methods = ci4ExposureOf(app.ci4).methods;
    const paths = methods.flatMap((m) => m.reachedBy.filter((r) => r.verbs.includes(verb) || r.verbs.includes('*')).map((r) => literalPath(r.url)));
    return [...new Set(paths.filter((p): p is string => p !== undefined))].sort();
  }
  const exposure = exposureOf(snapshot);
  if (!exposure) return [];
  let byVerb = ci3Paths.get(exposure);
  if (!byVerb) ci3Paths.set(exposure, (byVerb = new Map()));
  let paths = byVerb.get(verb);
  if (!paths) {
    const all = exposure.methods.flatMap((m) => m.reachedBy.filter((r) => (r.verbs as string[]).includes(verb)).map((r) => literalPath(r.url)));
    byVerb.set(verb, (paths = [...new Set(all.filter((p): p is string => p !== undefined))].sort()));
  }
  return paths;
}

/** A CodeIgniter 4 app's route names (a route without `as` is named by its key), each once, sorted. */
export function knownNames(app: LinkApp): string[] {
  if (!app.ci4) return [];
  const names = new Set<string>();
  for (const table of ['*', ...CI4_VERBS] as Ci4Table[]) for (const route of app.ci4.collection.routes.get(table)!.values()) names.add(route.name);
  return [...names].sort();
}
