// The tables of an analysis: its map for one request method (the final `$route` of a PHP routes file, or the
// `Route.map(...)` result), its settings, and the route a request matches in it.

import type { RouteMatch, Verb } from '@routelens/shared';
import { RESERVED_KEYS, compileRoutes, mappedRoutes, requestUri } from '@routelens/shared';
import type { Analysis } from './analyze';
import type { Span } from '../base/text';
import type { TableEntry } from './core/facts';

/**
 * The entry's table for one method, in order: the final `$route` of a PHP routes file (its front end's RouteArrayReader), else its
 * `Route.map(...)` result (map of `{}` over all routes when there is no call). Settings keys are part of it.
 */
export function mapEntriesOf(analysis: Analysis, method: Verb): readonly TableEntry[] {
  if (analysis.routeArray && analysis.routeArrayReader)
    return analysis.routeArrayReader.table(analysis.routeArray, analysis.mapCalls, method, analysis.mapStyle);
  const call = analysis.mapCall;
  return mappedRoutes(call?.input ?? {}, call?.registrations ?? analysis.registrations, method, analysis.mapStyle).map((entry, position) => ({
    ...entry,
    span: (entry.registration?.site.location ?? call?.span) as Span | undefined,
    position,
  }));
}

/** The settings of an entry's table (`default_controller`, `404_override`, `translate_uri_dashes`): not routes. */
export function settingsOf(analysis: Analysis): Record<string, unknown> {
  return Object.fromEntries(
    mapEntriesOf(analysis, 'GET')
      .filter((e) => RESERVED_KEYS.has(e.from))
      .map((e) => [e.from, e.to]),
  );
}

/** The undecided conditions an entry of a table depends on, as text: its line's (PHP `if`), or its route's; null when none. */
export function entryCondition(entry: TableEntry): string | null {
  return entry.condition ?? entry.registration?.condition?.text ?? null;
}

/** One value a setting may have: its value and the undecided conditions it is written under (null: none). */
export interface SettingVariant {
  value: unknown;
  condition: string | null;
}

/**
 * The settings written under undecided conditions (PHP `if (ENVIRONMENT === …) $route['default_controller'] = …`):
 * every value the table may hold, each with its condition, in table order. `settingsOf` alone would show one of them
 * as if it were certain (docs/decisions.md#conditions-and-data: nothing is dropped silently). Settings written unconditionally are not here.
 */
export function conditionalSettingsOf(analysis: Analysis): Record<string, SettingVariant[]> {
  const variants: Record<string, SettingVariant[]> = {};
  const entries = mapEntriesOf(analysis, 'GET').filter((e) => RESERVED_KEYS.has(e.from));
  for (const entry of entries) {
    if (!entries.some((e) => e.from === entry.from && entryCondition(e))) continue;
    (variants[entry.from] ??= []).push({ value: entry.to, condition: entryCondition(entry) });
  }
  return variants;
}

/** The route that wins for `verb uri` in an entry's table, where it was written, and the table's size. */
export function matchIn(
  analysis: Analysis,
  verb: Verb,
  given: string,
): (RouteMatch & { span: Span | undefined; verb: 'ANY' | Verb | undefined; tableSize: number; routesBefore: number }) | null {
  // The path as CodeIgniter routes it: a pasted URL's scheme, host and query, and `/index.php/`, are not part of it.
  const parsed = requestUri(given);
  const uri = parsed === 400 ? given : parsed.segments.join('/');
  const entries = mapEntriesOf(analysis, verb);
  const found = compileRoutes(entries).match(verb, uri);
  if (!found) return null;
  // Settings (default_controller, …) are in the array but are not routes: not counted.
  const routesBefore = entries.slice(0, found.index).filter((e) => !RESERVED_KEYS.has(e.from)).length;
  const tableSize = entries.filter((e) => !RESERVED_KEYS.has(e.from)).length;
  return { ...found, span: entries[found.index].span, verb: entries[found.index].verb ?? found.registration?.verb, tableSize, routesBefore };
}

/** The module a routes file belongs to when it is an HMVC module's own (`modules/<m>/config/routes.php`), else undefined. */
export function routesModuleOf(file: string): string | undefined {
  return /[\\/]modules[\\/]([^\\/]+)[\\/]config[\\/]routes\.(?:php|ts|js|mjs|cjs)$/.exec(file)?.[1];
}

/**
 * The analysis whose table the map and match of a project use: the first that builds one, else the first. A module's
 * own routes file is never the app's table (the HMVC router consults it apart, for its module's URLs).
 */
export function mainAnalysis(analyses: readonly Analysis[]): Analysis | undefined {
  const app = analyses.filter((a) => routesModuleOf(a.entry) === undefined);
  return app.find((a) => a.routeArray || a.mapCall) ?? app[0] ?? analyses[0];
}
