// The router: a request's path → the route that wins (compileRoutes) → a controller method (resolve.ts) → a response.
// Framework-neutral: adapters (node.ts, fetch.ts) turn their requests into a RouterRequest and the result back.
// Every request is treated as hostile: its path is checked before anything is matched or loaded.

import type { CompilableTable, CompiledRoutes, Verb } from '@routelens/route';
import { VERBS, compileRoutes, isPlainObject } from '@routelens/route';
import type { RequestResolution, ResolveSettings } from '@routelens/shared/ci3';
import { resolveRequest, routeLookup, tableSettings } from '@routelens/shared/ci3';
import { controllerClass, loadModule } from './load';
import { FolderTree } from './resolve';

export interface RouterOptions {
  /** The route table: `Route.map()`'s result (either form), or the table for each request method. */
  routes: CompilableTable | ((verb: Verb) => CompilableTable);
  /** The application folder, with `controllers/` and `modules/<module>/controllers/`. */
  root: string;
  controllersFolder?: string;
  modulesFolder?: string;
  /** One line per request, and errors with their stack (never sent to the client). */
  log?: (line: string) => void;
  /**
   * Look for controllers again, and reload a controller whose file changed, at most every RELOAD_CHECK_MS
   * (`routelens serve`, for development): a change is served within that time, and requests in between touch no
   * file. By default what a target resolves to, and each controller module, are found once.
   */
  reload?: boolean;
}

/** A request as the router sees it; `native` is the adapter's own request object, handed to controllers. */
export interface RouterRequest {
  method: string;
  /** The request target: path and query, as sent (`/photos/12?x=1`). */
  url: string;
  native: unknown;
}

/** What a controller may set besides its return value. */
export interface ResponseDraft {
  status: number;
  headers: Record<string, string>;
}

/** The context of one request, given to the controller instance (constructor argument and `this.context`). */
export interface ControllerContext {
  request: unknown;
  response: ResponseDraft;
  /** The route's `$n` parameters (also the method's arguments). */
  params: string[];
  route: { from: string; to: string; target: string } | null;
}

export type RouterResult =
  | { kind: 'response'; status: number; headers: Record<string, string>; body: string | Uint8Array }
  /** A controller returned a fetch `Response`: sent as it is. */
  | { kind: 'fetch'; response: Response };

export interface Router {
  handle(request: RouterRequest): Promise<RouterResult>;
  /** `handle` without a promise when the controller answers synchronously (what the adapters call). */
  dispatch(request: RouterRequest): RouterResult | Promise<RouterResult>;
}

function text(status: number, body: string, headers: Record<string, string> = {}): RouterResult {
  return { kind: 'response', status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers }, body };
}

const VERB_NAMES: ReadonlySet<string> = new Set(VERBS);

/** How long a reloading router trusts what it found of the controllers before it looks at the files again. */
export const RELOAD_CHECK_MS = 300;

/** The router's settings from the table (`translate_uri_dashes` counts only when it is `true`, as CodeIgniter's `=== TRUE`). */
function settingsOf(routes: RouterOptions['routes']): ReturnType<typeof tableSettings> {
  const source = typeof routes === 'function' ? routes('GET') : routes;
  return tableSettings((name) => {
    if (Array.isArray(source))
      return (source as readonly unknown[])
        .map((e) => (Array.isArray(e) ? e : [(e as { from: string }).from, (e as { to: unknown }).to]))
        .find(([from]) => from === name)?.[1];
    return isPlainObject(source) ? source[name] : undefined;
  });
}

export function createRouter(options: RouterOptions): Router {
  const compiled = new Map<Verb, CompiledRoutes>();
  const tableFor = (verb: Verb): CompiledRoutes => {
    let table = compiled.get(verb);
    if (!table) {
      table = compileRoutes(typeof options.routes === 'function' ? options.routes(verb) : options.routes);
      compiled.set(verb, table);
    }
    return table;
  };
  const log = options.log;
  // Reloading: what was found is trusted for RELOAD_CHECK_MS, then the folders are listed again and each
  // controller file is looked at again once.
  let generation = 0;
  let checkedAt = 0;
  const loadedIn = new Map<string, number>();
  const currentGeneration = (): number => {
    const now = Date.now();
    if (now - checkedAt >= RELOAD_CHECK_MS) {
      checkedAt = now;
      generation++;
      loadedIn.clear();
      tree.forget();
      resolved.clear();
    }
    return generation;
  };
  /** Whether a controller file is to be looked at again now (reloading, not yet in this generation). */
  const stale = (file: string): boolean => {
    if (!options.reload || loadedIn.get(file) === generation) return false;
    loadedIn.set(file, generation);
    return true;
  };
  const tree = new FolderTree(
    { root: options.root, controllersFolder: options.controllersFolder ?? 'controllers', modulesFolder: options.modulesFolder ?? 'modules' },
    () => stale,
  );
  const settings: ResolveSettings = { router: tree.router, ...settingsOf(options.routes), blockedNotFound: true, staticNotCallable: true };
  const routes = routeLookup(tableFor);
  // What each request resolves to (the router's two deviations included), by method and target: a request then
  // touches no file. Targets are the client's: the cache is bounded by count and by the length of its keys.
  const resolved = new BoundedCache<RequestResolution>(10_000, 1 << 20);
  const resolve = (verb: Verb, url: string): RequestResolution => {
    if (options.reload) currentGeneration();
    const key = verb + ' ' + url;
    let resolution = resolved.get(key);
    if (!resolution) {
      resolution = resolveRequest(verb, url, routes, tree, settings);
      resolved.set(key, resolution);
    }
    return resolution;
  };

  function dispatch(request: RouterRequest): MaybePromise<RouterResult> {
    const started = log ? Date.now() : 0;
    const finish = (result: RouterResult, how: string): RouterResult => {
      if (log) log(`${request.method} ${request.url} → ${how} ${result.kind === 'fetch' ? result.response.status : result.status} ${Date.now() - started}ms`);
      return result;
    };
    // What ran, for the log line of a failure too.
    let how = '';
    try {
      // Node and fetch give the method in capitals already.
      const verb = (VERB_NAMES.has(request.method) ? request.method : request.method.toUpperCase()) as Verb;
      if (!VERB_NAMES.has(verb)) return finish(text(404, 'Not Found'), 'unknown request method');
      const resolution = resolve(verb, request.url);
      if (resolution.status === 400) return finish(text(400, 'Bad Request: the URI has disallowed characters.'), 'refused');
      if (!resolution.runs)
        return finish(resolution.status === 500 ? text(500, 'Internal Server Error') : text(404, 'Not Found'), resolution.reason ?? 'nothing resolved');
      const runs = resolution.runs;
      how = `${howRouted(resolution)} → ${runs.class}::${runs.method}`;
      const result = run(resolution, request, stale);
      if (isPromise(result)) {
        return (result as Promise<RouterResult>)
          .then((r) => settle(r, request, finish, how, log))
          .catch((error: unknown) => failed(error, request, finish, how, log));
      }
      return settle(result, request, finish, how, log);
    } catch (error) {
      return failed(error, request, finish, how, log);
    }
  }

  return {
    dispatch,
    handle: async (request) => dispatch(request),
  };
}

/** How a request reached its method, for the log: the app's route, a module's own route, no route, or a setting. */
function howRouted(resolution: RequestResolution): string {
  const { route, moduleRoute, runs } = resolution;
  if (runs?.via === 'route' && route) return `${route.target} (route '${route.from}')`;
  if (runs?.via === 'route' && moduleRoute) return `${resolution.path} (route '${moduleRoute.from}' of module ${moduleRoute.module})`;
  return runs?.via === 'auto' ? `${resolution.path} (no route)` : (runs?.via ?? 'nothing');
}

/**
 * Runs the method the request resolved to. A method that returns a value (not a promise) is answered without a
 * promise in between: most requests then cost no microtask.
 */
function run(resolution: RequestResolution, request: RouterRequest, stale: (file: string) => boolean): MaybePromise<RouterResult> {
  const runs = resolution.runs!;
  const Controller = controllerClass(loadModule(runs.file, stale(runs.file)));
  if (!Controller) return text(404, 'Not Found');
  const route =
    resolution.route && runs.via !== '404_override' ? { from: resolution.route.from, to: resolution.route.to, target: resolution.route.target } : null;
  const context: ControllerContext = { request: request.native, response: { status: 200, headers: {} }, params: runs.args, route };
  const instance = new Controller(context);
  const method = (instance as Record<string, unknown>)[runs.method];
  if (typeof method !== 'function') return text(404, 'Not Found');
  (instance as { context?: ControllerContext }).context ??= context;
  // `_remap` receives the method segment and the arguments, as CodeIgniter calls it.
  const args = runs.method === '_remap' ? [runs.remapped, runs.args] : runs.args;
  const value = (method as (...a: unknown[]) => unknown).apply(instance, args);
  return isPromise(value) ? value.then((v) => toResult(v, context.response)) : toResult(value, context.response);
}

/** A controller's result, checked: an invalid one is a failure. */
function settle(
  result: RouterResult,
  request: RouterRequest,
  finish: (result: RouterResult, how: string) => RouterResult,
  how: string,
  log: RouterOptions['log'],
): RouterResult {
  const invalid = invalidResult(result);
  return invalid ? failed(new Error(invalid), request, finish, how, log) : finish(result, how);
}

/** A failed request: logged with what was thrown, answered with 500. */
function failed(
  error: unknown,
  request: RouterRequest,
  finish: (result: RouterResult, how: string) => RouterResult,
  how: string,
  log: RouterOptions['log'],
): RouterResult {
  log?.(`${request.method} ${request.url} → 500: ${describeThrown(error)}`);
  return finish(text(500, 'Internal Server Error'), how ? `${how} failed` : 'controller failed');
}

type MaybePromise<T> = T | Promise<T>;

/** Anything a controller threw, as one log line: an Error's stack, else a safe rendering (never a throw itself). */
export function describeThrown(error: unknown): string {
  try {
    if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
    if (typeof error === 'string') return `thrown string: ${error}`;
    if (typeof error === 'object' && error !== null)
      return `thrown ${Object.getPrototypeOf(error) === null ? 'null-prototype object' : 'object'}: ${safeJson(error)}`;
    return `thrown ${typeof error}: ${String(error)}`;
  } catch {
    return 'thrown value that cannot be described';
  }
}

function safeJson(value: object): string {
  try {
    return (JSON.stringify(value) ?? '').slice(0, 200);
  } catch {
    return '(not serialisable)';
  }
}

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

/** Why a controller's response cannot be sent (a status outside 200–599, a header Node would refuse), or undefined. */
function invalidResult(result: RouterResult): string | undefined {
  if (result.kind === 'fetch') return undefined;
  const { status, headers } = result;
  if (!Number.isInteger(status) || status < 200 || status > 599) return `the controller set an invalid status: ${String(status).slice(0, 40)}`;
  if (typeof headers !== 'object' || headers === null) return 'the controller set invalid headers';
  for (const name in headers) {
    const value = headers[name];
    if (!HEADER_NAME.test(name) || (typeof value !== 'string' && typeof value !== 'number') || !HEADER_VALUE.test(String(value))) {
      return `the controller set an invalid header: ${JSON.stringify(name).slice(0, 60)}`;
    }
  }
  return undefined;
}

/**
 * A map that forgets its least recently used entries beyond `maxEntries`, or when its keys' lengths add up to more
 * than `maxKeyChars` (request paths are keys: a stream of distinct long URLs must not grow the heap).
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, V>();
  private keyChars = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxKeyChars: number,
  ) {}

  /** The key used last (it is last in the map already): asked again, it needs no move. */
  private newest: string | undefined;

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined || key === this.newest) return value;
    // Most recently used last: delete and set again.
    this.entries.delete(key);
    this.entries.set(key, value);
    this.newest = key;
    return value;
  }

  set(key: string, value: V): void {
    if (key.length > this.maxKeyChars) return;
    if (this.entries.has(key)) this.entries.delete(key);
    else this.keyChars += key.length;
    this.entries.set(key, value);
    this.newest = key;
    while (this.entries.size > this.maxEntries || this.keyChars > this.maxKeyChars) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
      this.keyChars -= oldest.length;
    }
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
    this.keyChars = 0;
    this.newest = undefined;
  }
}

function isPromise<T>(value: unknown): value is Promise<T> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

/** A controller's return value as a response: a string (HTML), bytes, a fetch Response, or anything else as JSON. */
function toResult(value: unknown, draft: ResponseDraft): RouterResult {
  if (typeof Response !== 'undefined' && value instanceof Response) return { kind: 'fetch', response: value };
  if (value === undefined || value === null) return { kind: 'response', status: draft.status === 200 ? 204 : draft.status, headers: draft.headers, body: '' };
  if (typeof value === 'string') return { kind: 'response', status: draft.status, headers: withType('text/html; charset=utf-8', draft.headers), body: value };
  if (value instanceof Uint8Array) return { kind: 'response', status: draft.status, headers: withType('application/octet-stream', draft.headers), body: value };
  return { kind: 'response', status: draft.status, headers: withType('application/json; charset=utf-8', draft.headers), body: JSON.stringify(value) };
}

/** The headers a controller set, with a content type unless it set one (no copy when it set none). */
function withType(type: string, headers: Record<string, string>): Record<string, string> {
  for (const name in headers) if (name.toLowerCase() === 'content-type') return headers;
  headers['content-type'] = type;
  return headers;
}
