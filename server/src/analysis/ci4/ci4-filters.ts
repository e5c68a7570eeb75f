// The filters CodeIgniter 4.7 runs around a request (docs/codeigniter4.md, "Filters"): `Config\Filters` read as
// the framework reads it (`$aliases`, `$required`, `$globals` with `except`, `$methods`, `$filters` URI patterns,
// the framework's defaults where the app's class lacks a property), and the lists `Filters::initialize()` builds for a
// path and a verb from them and the route's own filters, in the framework's order (Feature::$oldFilterOrder too).

import * as path from 'node:path';
import type { FileHost } from '../core/file-host';
import type { Value } from '../core/values';
import { Unknown, isArray, isObject } from '../core/values';
import type { Ci4App } from './ci4-app';
import { classProperties, discoveryFolders, registrarProperties } from './ci4-app';
import { keyPattern } from './pcre';
import { fromUtf8, urldecode } from './ci4-request';

export interface FilterRule {
  /** The filter as written (`auth:admin,editor` normalized to `alias:a,b`). */
  readonly filter: string;
  readonly paths: readonly string[];
}

export interface FiltersConfig {
  readonly aliases: ReadonlyMap<string, readonly string[]>;
  readonly required: { before: string[]; after: string[] };
  /** `$globals`: each alias with its `except` paths (none: no exception). */
  readonly globals: { before: { alias: string; except?: string[] }[]; after: { alias: string; except?: string[] }[] };
  readonly methods: ReadonlyMap<string, readonly string[]>;
  readonly filters: readonly { filter: string; before?: readonly string[]; after?: readonly string[] }[];
  readonly oldFilterOrder: boolean;
  /** Why the app's filters are not known (a value not read, a module adding filters), if they are not. */
  readonly unknown?: string;
}

/** The framework's own `Config\Filters` defaults (CodeIgniter 4.7's system/Config/Filters.php). */
const BASE_ALIASES: [string, string][] = [
  ['csrf', 'CodeIgniter\\Filters\\CSRF'],
  ['toolbar', 'CodeIgniter\\Filters\\DebugToolbar'],
  ['honeypot', 'CodeIgniter\\Filters\\Honeypot'],
  ['invalidchars', 'CodeIgniter\\Filters\\InvalidChars'],
  ['secureheaders', 'CodeIgniter\\Filters\\SecureHeaders'],
  ['cors', 'CodeIgniter\\Filters\\Cors'],
  ['forcehttps', 'CodeIgniter\\Filters\\ForceHTTPS'],
  ['pagecache', 'CodeIgniter\\Filters\\PageCache'],
  ['performance', 'CodeIgniter\\Filters\\PerformanceMetrics'],
];
const BASE_REQUIRED = { before: ['forcehttps', 'pagecache'], after: ['pagecache', 'performance', 'toolbar'] };

class NotKnown extends Error {}

function entries(value: Value, what: string): [string, Value][] {
  if (isArray(value)) return value.items.map((v, i) => [String(i), v]);
  if (isObject(value)) return [...value.props];
  throw new NotKnown(what);
}

function text(value: Value, what: string): string {
  if (typeof value === 'string') return value;
  throw new NotKnown(what);
}

/** A string or a list of strings (PHP's `(array)` of a path setting). */
function texts(value: Value, what: string): string[] {
  return typeof value === 'string' ? [value] : entries(value, what).map(([, v]) => text(v, what));
}

/** `Filters::getCleanName()` joined back: `alias:a, b` → `alias:a,b`. */
export function normalizeFilter(filter: string): string {
  const at = filter.indexOf(':');
  if (at < 0) return filter;
  const [alias, args = ''] = filter.split(':');
  return `${alias}:${args
    .split(',')
    .map((a) => a.trim())
    .join(',')}`;
}

/** The app's `Config\Filters` (and `Config\Feature::$oldFilterOrder`). */
export function readFiltersConfig(app: Ci4App, host: FileHost): FiltersConfig {
  const configFile = (name: string) => path.join(app.paths.APPPATH, 'Config', `${name}.php`);
  const props = classProperties(configFile('Filters'), host, app.paths);
  const feature = classProperties(configFile('Feature'), host, app.paths);
  const read = host.read(configFile('Filters'));
  // A config on the 4.5+ template extends the framework's, whose defaults fill what it does not declare.
  const extendsBase = read.ok && /extends\s+(?:\\?CodeIgniter\\Config\\Filters|BaseFilters)\b/.test(read.text);
  const empty = { aliases: new Map(), required: BASE_REQUIRED, globals: { before: [], after: [] }, methods: new Map(), filters: [], oldFilterOrder: false };
  try {
    const old = feature?.get('oldFilterOrder');
    const aliases = new Map<string, string[]>(extendsBase ? BASE_ALIASES.map(([a, c]) => [a, [c]]) : []);
    const aliasValue = props?.get('aliases');
    if (aliasValue !== undefined) {
      aliases.clear();
      for (const [alias, classes] of entries(aliasValue, 'Config\\Filters::$aliases')) aliases.set(alias, texts(classes, `the alias '${alias}'`));
    }
    const requiredValue = props?.get('required');
    const required = requiredValue === undefined ? BASE_REQUIRED : sides(requiredValue, (v) => texts(v, 'Config\\Filters::$required'));
    const globalsValue = props?.get('globals');
    const globals = globalsValue === undefined ? { before: [], after: [] } : sides(globalsValue, globalRules);
    const methods = new Map<string, string[]>();
    for (const [verb, list] of props?.get('methods') === undefined ? [] : entries(props.get('methods')!, 'Config\\Filters::$methods'))
      methods.set(verb, texts(list, `Config\\Filters::$methods['${verb}']`));
    const filters: FiltersConfig['filters'][number][] = [];
    for (const [filter, settings] of props?.get('filters') === undefined ? [] : entries(props.get('filters')!, 'Config\\Filters::$filters')) {
      const rule: { filter: string; before?: string[]; after?: string[] } = { filter: normalizeFilter(filter) };
      for (const [side, paths] of entries(settings, `Config\\Filters::$filters['${filter}']`))
        if (side === 'before' || side === 'after') rule[side] = texts(paths, `Config\\Filters::$filters['${filter}']`);
      filters.push(rule);
    }
    const unknown = registrarAliases(app, host, aliases) ?? moduleFilters(app, host);
    return { aliases, required, globals, methods, filters, oldFilterOrder: old === true, ...(unknown ? { unknown } : {}) };
  } catch (error) {
    if (!(error instanceof NotKnown)) throw error;
    return { ...empty, unknown: `${error.message} is not known` };
  }
}

function sides<T>(value: Value, read: (v: Value) => T[]): { before: T[]; after: T[] } {
  const out = { before: [] as T[], after: [] as T[] };
  for (const [side, list] of entries(value, 'a filter list')) if (side === 'before' || side === 'after') out[side] = read(list);
  return out;
}

function globalRules(list: Value): { alias: string; except?: string[] }[] {
  return entries(list, 'Config\\Filters::$globals').map(([key, rules]) => {
    if (rules instanceof Unknown) throw new NotKnown('Config\\Filters::$globals');
    if (isArray(rules) || isObject(rules)) {
      const except = entries(rules, `the global filter '${key}'`).find(([k]) => k === 'except');
      return { alias: key, ...(except ? { except: texts(except[1], `the global filter '${key}'`) } : {}) };
    }
    return { alias: text(rules, 'Config\\Filters::$globals') };
  });
}

/** A module's `Config/Filters.php`, which CodeIgniter includes to add filters: not read, so said. */
function moduleFilters(app: Ci4App, host: FileHost): string | undefined {
  const own = path.resolve(app.paths.APPPATH, 'Config', 'Filters.php');
  for (const dir of discoveryFolders(app.root, app.paths, host, app.namespaces, 'filters')) {
    const file = path.resolve(dir, 'Config', 'Filters.php');
    if (file !== own && host.isFile(file)) return `${path.relative(app.root, file)} adds filters, which routelens does not read`;
  }
  return undefined;
}

/** The aliases registrars add (`Registrar::Filters()`, Shield's for one); why not known, if they are not. */
function registrarAliases(app: Ci4App, host: FileHost, aliases: Map<string, string[]>): string | undefined {
  for (const dir of discoveryFolders(app.root, app.paths, host, app.namespaces, 'registrars')) {
    const file = path.resolve(dir, 'Config', 'Registrar.php');
    const props = registrarProperties(file, host, app.paths, 'Filters');
    if (props === undefined) continue;
    const shown = path.relative(app.root, file);
    if (props === 'unknown') return `${shown} registers filters in a way routelens does not read`;
    for (const [property, value] of props) {
      if (property !== 'aliases') return `${shown} registers Config\\Filters::$${property}, which routelens does not read`;
      // array_merge: string keys replace the config's, in its place.
      for (const [alias, classes] of entries(value, `${shown}'s aliases`)) aliases.set(alias, texts(classes, `${shown}'s alias '${alias}'`));
    }
  }
  return undefined;
}

/** The filters that run before and after a routed request, as Filters::initialize() lists them. */
export type FilterLists = { before: string[]; after: string[] } | { unknown: string } | { error: string };

/**
 * `$filters->enableFilters($routeFilters, 'before')`, the same reversed 'after', then `initialize($path)`: `path` is
 * the request's route path as the request holds it (before the router's own decoding).
 */
export function filtersFor(config: FiltersConfig, verb: string, requestPath: string, routeFilters: readonly string[]): FilterLists {
  if (config.unknown) return { unknown: config.unknown };
  const lists = { before: [] as string[], after: [] as string[] };
  for (const [side, filters] of [
    ['before', routeFilters],
    ['after', config.oldFilterOrder ? routeFilters : [...routeFilters].reverse()],
  ] as const) {
    for (const filter of filters) {
      const alias = filter.split(':')[0];
      if (!config.aliases.has(alias))
        return alias.includes('\\')
          ? { unknown: `the filter '${alias}' may be a class name, which routelens does not look up` }
          : { error: `"${alias}" filter must have a matching alias defined.` };
      lists[side].push(normalizeFilter(filter));
    }
  }
  const decoded = fromUtf8(urldecode(requestPath.toLowerCase()));
  if (decoded === undefined) return { unknown: 'the path is not UTF-8 text' };
  const uri = decoded.replace(/^[/ ]+|[/ ]+$/g, '').toLowerCase();
  const steps = config.oldFilterOrder ? ['globals', 'methods', 'filters'] : ['filters', 'methods', 'globals'];
  for (const step of steps) {
    const done =
      step === 'filters' ? uriFilters(config, uri, lists) : step === 'methods' ? methodFilters(config, verb, lists) : globalFilters(config, uri, lists);
    if (done) return done;
  }
  lists.after = toolbarLast(lists.after);
  lists.before = [...new Set(lists.before)];
  lists.after = [...new Set(lists.after)];
  for (const filter of [...lists.before, ...lists.after])
    if (!config.aliases.has(filter.split(':')[0])) return { error: `"${filter.split(':')[0]}" filter must have a matching alias defined.` };
  return lists;
}

function uriFilters(config: FiltersConfig, uri: string, lists: { before: string[]; after: string[] }): FilterLists | undefined {
  const found = { before: [] as string[], after: [] as string[] };
  for (const rule of config.filters) {
    for (const side of ['before', 'after'] as const) {
      const paths = rule[side];
      if (paths === undefined) continue;
      const applies = paths.length === 0 || (paths.length === 1 && paths[0] === '') ? true : pseudoRegex(uri, paths);
      if (typeof applies !== 'boolean') return applies;
      if (applies) found[side].push(rule.filter);
    }
  }
  lists.before = config.oldFilterOrder ? [...lists.before, ...found.before] : [...found.before, ...lists.before];
  lists.after = [...lists.after, ...(config.oldFilterOrder ? found.after : found.after.reverse())];
  return undefined;
}

function methodFilters(config: FiltersConfig, verb: string, lists: { before: string[]; after: string[] }): undefined {
  const own = config.methods.get(verb) ?? config.methods.get(verb.toLowerCase());
  if (own) lists.before = config.oldFilterOrder ? [...lists.before, ...own] : [...own, ...lists.before];
  return undefined;
}

function globalFilters(config: FiltersConfig, uri: string, lists: { before: string[]; after: string[] }): FilterLists | undefined {
  const found = { before: [] as string[], after: [] as string[] };
  for (const side of ['before', 'after'] as const) {
    for (const rule of config.globals[side]) {
      const excepted = rule.except === undefined || rule.except.length === 0 ? false : pseudoRegex(uri, rule.except);
      if (typeof excepted !== 'boolean') return excepted;
      if (!excepted) found[side].push(rule.alias);
    }
  }
  lists.before = config.oldFilterOrder ? [...lists.before, ...found.before] : [...found.before, ...lists.before];
  lists.after = [...lists.after, ...found.after];
  return undefined;
}

/** Filters::checkPseudoRegex: each path trimmed, `*` as `.*`, lower-cased, matched whole. */
function pseudoRegex(uri: string, paths: readonly string[]): boolean | { unknown: string } {
  for (const p of paths) {
    const source = p
      .replace(/^[/ ]+|[/ ]+$/g, '')
      .replace(/\//g, '\\/')
      .replace(/\*/g, '.*')
      .toLowerCase();
    const m = keyPattern(source).match(uri);
    if (m !== null && 'unknown' in m) return { unknown: `the filter path '${p}': ${m.unknown}` };
    if (m) return true;
  }
  return false;
}

function toolbarLast(filters: string[]): string[] {
  const others = filters.filter((f) => f !== 'toolbar');
  return others.length === filters.length ? filters : [...others, 'toolbar'];
}

/** Filters::getRequiredFilters('after'): the toolbar last, or left out when the request's own filters ran it. */
export function requiredFilters(config: FiltersConfig, after: readonly string[] | undefined): { before: string[]; after: string[] } {
  const ranToolbar = after?.includes('toolbar') ?? false;
  const rest = config.required.after.filter((f) => f !== 'toolbar');
  const withToolbar = !ranToolbar && config.required.after.includes('toolbar') ? [...rest, 'toolbar'] : rest;
  return { before: [...config.required.before], after: withToolbar };
}
