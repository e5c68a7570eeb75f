// A CodeIgniter 4 app's route table as plain data (docs/decisions.md, "CodeIgniter 4 apps"): per verb, the routes
// in the order `RouteCollection::getRoutes()` gives them, each with its handler, name, filters, redirect, where it is
// defined and its condition; and the settings the router starts from.

import { relativeTo } from '../base/text';
import type { Ci4Analysis } from '../analysis/ci4/ci4-table';
import { matchCi4 } from '../analysis/ci4/ci4-match';
import type { Ci4Route, Ci4Verb, OptionValue } from '../analysis/ci4/route-collection';
import { asList, handlerString, scalarText } from '../analysis/ci4/route-collection';

export const CI4_MAP_VERBS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'CLI'] as const satisfies readonly Ci4Verb[];

export interface Ci4JsonRoute {
  verb: string;
  key: string;
  handler: string | null;
  name: string;
  filters: string[];
  redirect: number | null;
  file: string;
  line: number;
  condition: string | null;
}

export interface Ci4JsonSettings {
  defaultNamespace: string;
  defaultController: string;
  defaultMethod: string;
  translateURIDashes: boolean;
  autoRoute: boolean;
  autoRoutesImproved: boolean;
  '404Override': string | null;
  prioritize: boolean;
  translateUriToCamelCase: boolean;
  moduleRoutes: Record<string, string>;
}

/** The routes of one verb, as the router is given them; routes whose host is not decided follow, with their condition. */
export function ci4Routes(analysis: Ci4Analysis, verb: Ci4Verb): Ci4JsonRoute[] {
  const { collection } = analysis;
  const rows = collection.getRoutes(verb).map((route) => jsonRoute(analysis, route, verb));
  for (const route of collection.hostRoutes) if (route.verb === verb || route.verb === '*') rows.push(jsonRoute(analysis, route, verb));
  return rows;
}

function jsonRoute(analysis: Ci4Analysis, route: Ci4Route, verb: Ci4Verb): Ci4JsonRoute {
  const { collection, app } = analysis;
  const options = collection.routeOptions(route.key, verb);
  return {
    verb: route.verb,
    key: route.key,
    handler: route.handlerless ? null : handlerString(route.handler),
    name: route.name,
    filters: filterList(options.get('filter')),
    redirect: collection.redirectOf(route.key) ?? null,
    file: relativeTo(app.root, route.site.span.file),
    line: route.site.line,
    condition: route.site.condition ?? null,
  };
}

function filterList(value: OptionValue | undefined): string[] {
  return asList(value).map(scalarText);
}

export function ci4Settings(analysis: Ci4Analysis): Ci4JsonSettings {
  const { settings } = analysis.collection;
  const { routing } = analysis.app;
  const override = settings.override404;
  return {
    defaultNamespace: settings.defaultNamespace,
    defaultController: settings.defaultController,
    defaultMethod: settings.defaultMethod,
    translateURIDashes: settings.translateURIDashes,
    autoRoute: settings.autoRoute,
    autoRoutesImproved: routing.autoRoutesImproved,
    '404Override': override === null || typeof override === 'string' ? override : override.unknown,
    prioritize: settings.prioritize,
    translateUriToCamelCase: routing.translateUriToCamelCase,
    moduleRoutes: routing.moduleRoutes,
  };
}

/** `map --json`: every verb's list, or one verb's. */
export function ci4Map(analysis: Ci4Analysis, verb?: Ci4Verb): object {
  if (verb) return { framework: 'ci4', method: verb, routes: ci4Routes(analysis, verb), settings: ci4Settings(analysis) };
  return { framework: 'ci4', methods: Object.fromEntries(CI4_MAP_VERBS.map((v) => [v, ci4Routes(analysis, v)])), settings: ci4Settings(analysis) };
}

/** The sample values `php spark routes` puts in a key's placeholders (CodeIgniter 4.7's SampleURIGenerator). */
const SAMPLES: Readonly<Record<string, string>> = { any: '123/abc', segment: 'abc_123', alphanum: 'abc123', num: '123', alpha: 'abc', hash: 'abc_123' };

/** SampleURIGenerator::get(): the key with `{locale}` and each placeholder's `(regex)` replaced by a sample. */
export function sparkSample(analysis: Ci4Analysis, key: string): string {
  let sample = key.replace(/\{locale\}/g, analysis.app.appConfig.defaultLocale ?? 'en');
  for (const [name, regex] of analysis.collection.placeholders) sample = sample.split(`(${regex})`).join(SAMPLES[name] ?? '::unknown::');
  return sample;
}

/**
 * The Before and After Filters columns of `php spark routes` for a route of a verb list: the filters CodeIgniter runs
 * for the route's sample path (FilterFinder), `<unknown>` where routing that path fails, none for a redirect or a CLI
 * route, `<error>` where a filter has no alias; `?` where routelens cannot know them.
 */
export function sparkFilters(analysis: Ci4Analysis, verb: string, key: string): { before: string[]; after: string[] } {
  if (verb === 'CLI') return { before: [], after: [] };
  const sample = sparkSample(analysis, key);
  const r = matchCi4(analysis, { verb, uri: sample === '/' ? '/' : `/${sample}` });
  if (r.redirect) return { before: [], after: [] };
  if (r.filters) return r.filters;
  if (r.status === 404 || r.status === 400) return { before: ['<unknown>'], after: ['<unknown>'] };
  // A filter without an alias: CodeIgniter answers 500 (and spark's own listing stops there).
  if (r.status === 500 && r.reason?.includes('filter must have a matching alias')) return { before: ['<error>'], after: ['<error>'] };
  return { before: ['?'], after: ['?'] };
}
