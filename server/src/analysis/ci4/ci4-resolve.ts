// What runs for a request to a CodeIgniter 4 app, as CodeIgniter 4.7 decides it (docs/ci4-routing.md, "Resolution"
// and "Auto routing"): the method spoofed by `_method`, the routed path, the first defined route whose key matches
// (a redirect, a closure or view, or a controller method with its `$n` parameters), else the automatic router, then
// the checks CodeIgniter makes before it calls the method, and the 404 override. Pure over the app's table and classes:
// `routelens match`, the editor's Find Route and the exposure audit ask this one function.

import type { Ci4PathConfig } from './ci4-request';
import { routedPath } from './ci4-request';
import type { AutoRoute, AutoRouteInput } from './ci4-auto-route';
import { improvedAutoRoute, legacyAutoRoute } from './ci4-auto-route';
import type { FoundClass, FoundMethod } from './ci4-classes';
import { findClass, findMethod, isUnknown } from './ci4-classes';
import { keyPattern, translate } from './pcre';
import { isSlowPattern } from '@routelens/route/regex-safety';
import type { Ci4Route, Ci4Verb } from './route-types';
import { CI4_VERBS } from './route-types';
import { asList, handlerString, scalarText } from './route-options';
import type { FilterLists, FiltersConfig } from './ci4-filters';
import { filtersFor, requiredFilters } from './ci4-filters';

export interface Ci4Query {
  /** The request method (`CLI` for a command-line request). */
  readonly verb: string;
  /** The REQUEST_URI (a path, with a query string if any), or a CLI request's segments. */
  readonly uri: string;
  /** The POST fields (`_method` spoofs the verb). */
  readonly form?: Readonly<Record<string, string>>;
}

export type Ci4Via = 'route' | 'auto' | '404Override' | 'closure' | 'view';

export interface Ci4Runs {
  /** The controller class (no leading `\`), null for a closure. */
  readonly class: string | null;
  readonly method: string | null;
  readonly args: string[];
  readonly via: Ci4Via;
  /** Where the method is declared (or the closure's route is written), when known. */
  readonly file?: string;
  readonly line?: number;
}

export interface Ci4Resolution {
  /** The response status CodeIgniter gives before the method's own code runs (200 when it runs), null when not known. */
  readonly status: number | null;
  /** The verb routed (after `_method` spoofing) and the path. */
  readonly verb: string;
  readonly path: string;
  readonly match: { key: string; handler: string; name: string; verb: string; route: Ci4Route } | null;
  readonly runs: Ci4Runs | null;
  readonly redirect: { status: number; location: string } | null;
  /** Why nothing runs, why the override runs, or why the answer is not known. */
  readonly reason?: string;
  /** The undecided conditions the answer assumes hold (routes that exist only under them). */
  readonly conditions: string[];
  /** The filters that run around the method (null when routing failed before them, or they are not known). */
  readonly filters: { before: string[]; after: string[] } | null;
  /** `Config\Filters::$required`: run for every request, found or not. */
  readonly required: { before: string[]; after: string[] } | null;
  /** Why the filters are not known, when they are not. */
  readonly filtersNote?: string;
}

export interface Ci4ResolveInput extends AutoRouteInput {
  readonly pathConfig: Ci4PathConfig;
  readonly autoRoutesImproved: boolean;
  readonly multipleSegmentsOneParam: boolean;
  /** `Config\App::$supportedLocales`, when `useSupportedLocalesOnly()` limits `{locale}` routes to them. */
  readonly supportedLocales?: readonly string[];
  /** `Config\Filters`, when the filters are asked for. */
  readonly filters?: FiltersConfig;
  /** `Config\Routing::$useControllerAttributes`. */
  readonly useControllerAttributes: boolean;
  /** The app's namespace prefixes (an attribute class in one may be a route attribute). */
  readonly appNamespaces: readonly string[];
}

interface Routed {
  controller: string;
  method: string;
  params: string[];
  via: Ci4Via;
}

type Partial = Omit<Ci4Resolution, 'verb' | 'path' | 'conditions' | 'filters' | 'required' | 'filtersNote'>;

const SPOOFABLE = new Set(['PUT', 'PATCH', 'DELETE']);

/** What CodeIgniter 4 runs for the request. */
export function resolveCi4(input: Ci4ResolveInput, query: Ci4Query): Ci4Resolution {
  const spoofed = query.form?._method;
  const verb = query.verb === 'POST' && spoofed !== undefined && SPOOFABLE.has(spoofed) ? spoofed : query.verb;
  const routed = routedPath(query.uri, input.pathConfig, verb === 'CLI');
  const conditions: string[] = [];
  const required = (after?: readonly string[]) => (input.filters ? requiredFilters(input.filters, after) : null);
  const done = (result: Partial, path = '', filters: FilterLists | null = null): Ci4Resolution => ({
    ...result,
    verb,
    path,
    conditions,
    filters: filters && 'before' in filters ? filters : null,
    required: required(filters && 'after' in filters ? filters.after : undefined),
    ...(filters && 'unknown' in filters ? { filtersNote: filters.unknown } : {}),
  });
  if (!routed.ok) return done('status' in routed ? none(400, routed.reason) : unknown(routed.unknown));
  const path = routed.path;
  const known = (CI4_VERBS as readonly string[]).includes(verb);
  const defined = known ? checkRoutes(input, verb as Ci4Verb, path, conditions) : undefined;
  // The route's own filters (Router::getFilters()), before the ones Config\Filters adds; filters run once routing succeeds.
  const filtersOf = (route: Ci4Route | undefined, attributes: string[] = []): FilterLists | null => {
    if (!input.filters) return null;
    const own = route ? asList(input.collection.routeOptions(route.key, verb as Ci4Verb).get('filter')).map(scalarText) : [];
    return filtersFor(input.filters, verb, routed.requestPath, [...own, ...attributes]);
  };
  if (defined && 'status' in defined) {
    if (defined.status !== 200 || !defined.match) return done(defined, path);
    return withFilters(done, defined, path, filtersOf(defined.match.route));
  }
  let target: Routed | Partial;
  if (defined) target = defined;
  else if (!input.collection.settings.autoRoute) target = notFound(input, `Can't find a route for '${verb}: ${path}'.`);
  else target = autoRouted(input, path, verb);
  if ('status' in target) return done(target, path);
  // Router::methodName() turns dashes into underscores for every route; controllerName(), which does it to the
  // controller, is what handle() returns only for automatic routes (whose routers have translated it already).
  const dashes = input.collection.settings.translateURIDashes;
  const routedTarget = { ...target, method: dashes ? target.method.replace(/-/g, '_') : target.method };
  const match = defined ? defined.match : null;
  // Router::processRouteAttributes(): the controller's and the method's attributes, their filters after the route's.
  const attributes = routeAttributes(input, target);
  if ('unknown' in attributes) return done(unknown(attributes.unknown, match), path);
  return withFilters(done, dispatch(input, routedTarget, match), path, filtersOf(match?.route, attributes.filters), match);
}

const ATTRIBUTES = 'codeigniter\\router\\attributes\\';

/**
 * The filters of the route attributes of the class and the method the router found (Filter::getFilters()), or why
 * they are not known: a `#[Restrict]` (it may refuse the request), an attribute class of the app (it may be a route
 * attribute), a `#[Filter]` whose arguments are not literal. Other attributes (a package's, PHP's own) are not route
 * attributes CodeIgniter reads.
 */
function routeAttributes(input: Ci4ResolveInput, target: Routed): { filters: string[] } | { unknown: string } {
  if (!input.useControllerAttributes) return { filters: [] };
  const cls = findClass(input.classes, target.controller);
  if (cls === null || isUnknown(cls)) return { filters: [] };
  const method = target.method === '' ? null : findMethod(input.classes, cls, target.method);
  const declared = [...(cls.cls.attributes ?? []), ...(method && !isUnknown(method) ? (method.method.attributes ?? []) : [])];
  const filters: string[] = [];
  for (const attribute of declared) {
    const name = attribute.name.replace(/^\\+/, '');
    const lower = name.toLowerCase();
    if (lower === `${ATTRIBUTES}filter`) {
      const by = attribute.args.find((a, i) => a.name === 'by' || (a.name === undefined && i === 0))?.value;
      const having = attribute.args.find((a, i) => a.name === 'having' || (a.name === undefined && i === 1));
      if (typeof by !== 'string' || (having && !Array.isArray(having.value))) return { unknown: `the #[Filter] attribute of ${cls.fqcn} is not literal` };
      const args = having?.value as string[] | undefined;
      filters.push(args?.length ? `${by}:${args.join(',')}` : by);
    } else if (lower === `${ATTRIBUTES}restrict`) return { unknown: `${cls.fqcn} has a #[Restrict] attribute, whose conditions routelens does not check` };
    else if (lower.startsWith(ATTRIBUTES) ? lower !== `${ATTRIBUTES}cache` : input.appNamespaces.some((p) => lower.startsWith(`${p.toLowerCase()}\\`)))
      return { unknown: `${cls.fqcn} has the attribute ${name}, which may be a route attribute routelens does not read` };
  }
  return { filters };
}

/** The answer with the filters that ran: a filter without an alias stops the request with a 500 before the controller. */
function withFilters(
  done: (result: Partial, path: string, filters: FilterLists | null) => Ci4Resolution,
  result: Partial,
  path: string,
  filters: FilterLists | null,
  match: Partial['match'] = result.match,
): Ci4Resolution {
  if (filters && 'error' in filters) return done({ status: 500, match, runs: null, redirect: null, reason: filters.error }, path, null);
  return done(result, path, filters);
}

function none(status: number, reason: string): Partial {
  return { status, match: null, runs: null, redirect: null, reason };
}

function unknown(reason: string, match: Partial['match'] = null): Partial {
  return { status: null, match, runs: null, redirect: null, reason };
}

/** Router::checkRoutes: the first route of the verb's list whose key matches the path. */
function checkRoutes(input: Ci4ResolveInput, verb: Ci4Verb, path: string, conditions: string[]): (Routed & { match: Partial['match'] }) | Partial | undefined {
  const uri = path === '/' ? '/' : path.replace(/^[/ ]+|[/ ]+$/g, '');
  for (const route of input.collection.getRoutes(verb)) {
    if (route.handlerless) return unknown(`the route '${route.key}' has a redirect option but no route of its own for ${verb}`);
    const matchedKey = route.key === '/' ? '/' : route.key.replace(/^[/ ]+/, '');
    const key = matchedKey.replace(/\{locale\}/g, '[^/]+');
    const m = keyPattern(key).match(uri);
    if (m === null) continue;
    const match = { key: route.key, handler: handlerString(route.handler), name: route.name, verb: route.verb, route };
    if ('unknown' in m) return unknown(m.unknown, match);
    if (route.site.condition) conditions.push(route.site.condition);
    const redirect = input.collection.redirectOf(key);
    if (redirect !== undefined) return redirected(route, m, redirect, match);
    if (matchedKey.includes('{locale}') && input.collection.settings.useSupportedLocalesOnly) {
      const locale = localeOf(matchedKey, uri);
      if (locale === undefined || input.supportedLocales === undefined) return unknown('whether the locale is supported is not known', match);
      if (!input.supportedLocales.includes(locale)) return { ...notFound(input, `Locale "${locale}" is not supported.`), match };
    }
    const { handler } = route;
    if (handler.kind === 'closure' || handler.kind === 'view')
      return {
        status: 200,
        match,
        redirect: null,
        runs: { class: null, method: null, args: m.slice(1), via: handler.kind, file: route.site.span.file, line: route.site.line },
      };
    if (handler.kind !== 'string') return unknown(`the handler of '${route.key}' is not known`, match);
    const segments = handlerSegments(input, handler.text, key, m);
    if (typeof segments === 'string') return { ...none(500, segments), match };
    const [controller, method] = segments[0].split('::');
    return { controller, method: method ? method : input.collection.settings.defaultMethod, params: segments.slice(1), via: 'route', match };
  }
  return undefined;
}

/** The `{locale}` segment of a path a locale key matched (undefined when that cannot be read safely). */
function localeOf(matchedKey: string, uri: string): string | undefined {
  if (matchedKey.split('{locale}').length !== 2) return undefined;
  const translated = translate(matchedKey.replace('{locale}', '(?<locale>[^/]+)'));
  if (typeof translated === 'string' || isSlowPattern(translated.source)) return undefined;
  try {
    return new RegExp(`^(?:${translated.source})$`, 'u').exec(uri)?.groups?.locale;
  } catch {
    return undefined;
  }
}

/** `preg_replace`'s replacement of a whole-path match: `$n`, `${n}` and `\n` (n up to 99) as the captures, '' past them. */
function pregReplacement(replacement: string, m: readonly string[]): string {
  return replacement.replace(/\$(\d{1,2})|\$\{(\d{1,2})\}|\\(\d{1,2})/g, (_, a?: string, b?: string, c?: string) => m[Number(a ?? b ?? c)] ?? '');
}

/** A redirect route: its target with the key's groups as `$n`, the path's captures put in. */
function redirected(route: Ci4Route, m: readonly string[], status: number, match: Partial['match']): Partial {
  const { handler } = route;
  const target = handler.kind === 'named-redirect' ? handler.key : handler.kind === 'string' ? handler.text : undefined;
  if (target === undefined) return unknown(`the redirect target of '${route.key}' is not known`, match);
  let i = 1;
  const withRefs = target.replace(/(\([^(]+\))/g, () => `$${i++}`);
  const location = pregReplacement(withRefs, m);
  return { status, match, runs: null, redirect: { status, location } };
}

/** The handler split into `Controller::method` and parameters, the key's captures put in; a string is a 500's reason. */
function handlerSegments(input: Ci4ResolveInput, handler: string, key: string, m: readonly string[]): string[] | string {
  const [controller, methodAndParams = ''] = handler.split('::');
  if (controller.includes('/')) return `The namespace delimiter is a backslash (\\), not a slash (/). Route handler: "${handler}"`;
  if (!(handler.includes('$') && key.includes('('))) return handler.split('/');
  if (controller.includes('$')) return `A dynamic controller is not allowed for security reasons. Route handler: "${handler}"`;
  if (!input.multipleSegmentsOneParam) return pregReplacement(handler, m).split('/');
  const [method, rest] = methodAndParams.includes('/')
    ? [methodAndParams.slice(0, methodAndParams.indexOf('/')), methodAndParams.slice(methodAndParams.indexOf('/') + 1)]
    : [methodAndParams, undefined];
  const parts = rest === undefined ? [handler] : [`${controller}::${method}`, ...rest.split('/')];
  // Router::replaceBackReferences: `/\$([1-N])/` with N the number of matches (whole match included).
  const refsIn = new RegExp(`\\$([1-${m.length}])`, 'g');
  return parts.map((part) => part.replace(refsIn, (_, d: string) => m[Number(d)] ?? ''));
}

function autoRouted(input: Ci4ResolveInput, path: string, verb: string): Routed | Partial {
  const known = (CI4_VERBS as readonly string[]).includes(verb) ? (verb as Ci4Verb) : undefined;
  if (!known) return unknown(`the request method ${verb} is not one CodeIgniter routes`);
  const auto: AutoRoute = input.autoRoutesImproved ? improvedAutoRoute(input, path, known) : legacyAutoRoute(input, path, known);
  if (auto.kind === 'unknown') return unknown(auto.reason);
  if (auto.kind === 'not-found') return notFound(input, auto.reason);
  return { controller: auto.controller, method: auto.method, params: auto.params, via: 'auto' };
}

/** CodeIgniter::startController, createController and the callable check, then the call's arguments. */
function dispatch(input: Ci4ResolveInput, target: Routed, match: Partial['match']): Partial {
  const { classes } = input;
  const { controller, method, params, via } = target;
  const cls = findClass(classes, controller);
  if (isUnknown(cls)) return unknown(cls.unknown, match);
  if (!cls || (method.startsWith('_') && method !== '__invoke'))
    return { ...notFound(input, `Controller or its method is not found: ${controller.replace(/^\\+/, '')}::${method}`), match };
  const created = creatable(input, cls);
  if (created !== true) return { ...created, match };
  const remap = findMethod(classes, cls, '_remap');
  if (isUnknown(remap)) return unknown(remap.unknown, match);
  let called: FoundMethod | null;
  let args = params;
  if (remap) {
    called = remap;
    args = [method, ...params];
  } else {
    const own = findMethod(classes, cls, method);
    if (isUnknown(own)) return unknown(own.unknown, match);
    const magic = own && own.method.visibility === 'public' ? null : findMethod(classes, cls, '__call');
    if (isUnknown(magic)) return unknown(magic.unknown, match);
    called = own && own.method.visibility === 'public' ? own : magic;
    if (!called) return { ...notFound(input, `Controller method is not found: "${method}"`), match };
  }
  const runs = runsOf(input, cls.fqcn, called, method, params, via);
  if (called.method.name !== '__call' && args.length < called.method.required)
    return {
      status: 500,
      match,
      runs: null,
      redirect: null,
      reason: `${runs.class}::${called.method.name}() needs ${called.method.required} arguments and gets ${args.length}`,
    };
  return { status: 200, match, runs, redirect: null };
}

function runsOf(input: Ci4ResolveInput, fqcn: string, called: FoundMethod, method: string, args: string[], via: Ci4Via): Ci4Runs {
  const file = called.owner?.file;
  const line = file !== undefined ? input.classes.lineAt(file, called.method.offset) : undefined;
  return { class: fqcn, method, args, via, ...(file !== undefined ? { file } : {}), ...(line !== undefined ? { line } : {}) };
}

/** Whether `new $controller()` succeeds: not abstract, no required constructor argument. */
function creatable(input: Ci4ResolveInput, cls: FoundClass): true | Partial {
  if (cls.cls.abstract) return none(500, `Cannot instantiate abstract class ${cls.fqcn}`);
  const constructor = findMethod(input.classes, cls, '__construct');
  if (isUnknown(constructor)) return unknown(constructor.unknown);
  if (constructor && constructor.method.required > 0)
    return none(500, `${cls.fqcn}::__construct() needs ${constructor.method.required} arguments and gets none`);
  if (constructor && constructor.method.visibility !== 'public') return none(500, `${cls.fqcn}::__construct() is ${constructor.method.visibility}`);
  return true;
}

/** A PageNotFoundException: the 404 override when there is one (CodeIgniter::display404errors), else a plain 404. */
function notFound(input: Ci4ResolveInput, reason: string): Partial {
  const override = input.collection.settings.override404;
  if (override === null) return none(404, reason);
  if (typeof override !== 'string') {
    if (override.unknown === '(Closure)')
      return { status: 404, match: null, runs: { class: null, method: null, args: [], via: '404Override' }, redirect: null, reason };
    return unknown(`the 404 override is not known (${override.unknown})`);
  }
  const [controller, method = 'index'] = override.split('::');
  const cls = findClass(input.classes, controller);
  if (isUnknown(cls)) return unknown(cls.unknown);
  if (!cls) return none(500, `the 404 override's class ${controller} is not found (${reason})`);
  const created = creatable(input, cls);
  if (created !== true) return created;
  const own = findMethod(input.classes, cls, method);
  if (isUnknown(own)) return unknown(own.unknown);
  const called = own && own.method.visibility === 'public' ? own : findMethod(input.classes, cls, '__call');
  if (isUnknown(called)) return unknown(called.unknown);
  if (!called) return none(500, `the 404 override's method ${controller}::${method}() cannot be called (${reason})`);
  if (called.method.name !== '__call' && called.method.required > 1)
    return none(500, `the 404 override ${controller}::${method}() needs ${called.method.required} arguments`);
  return { status: 404, match: null, runs: runsOf(input, cls.fqcn, called, method, [], '404Override'), redirect: null, reason };
}
