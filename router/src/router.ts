// The router: a request's path → the route that wins (compileRoutes) → a controller method (resolve.ts) → a response.
// Framework-neutral: adapters (node.ts, fetch.ts) turn their requests into a RouterRequest and the result back.
// Every request is treated as hostile: its path is checked before anything is matched or loaded.

import type { CompilableTable, CompiledRoutes, Verb } from '@routelens/shared';
import { VERBS, compileRoutes, isPlainObject } from '@routelens/shared';
import { controllerClass, loadModule } from './load';
import type { Layout, Resolution } from './resolve';
import { callableMethod, resolveTarget } from './resolve';

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

/** CodeIgniter 3's `permitted_uri_chars` (`a-z 0-9~%.:_\-`), checked on each decoded segment. */
const PERMITTED = /^[a-z0-9~%.:_\- ]*$/i;
const VERB_NAMES: ReadonlySet<string> = new Set(VERBS);
/** A whole path of permitted characters with nothing percent-encoded, and its `.`/`..` segments. */
const PLAIN_PATH = /^[a-z0-9~.:_\-/]*$/i;
const DOT_SEGMENT = /(^|\/)\.\.?(\/|$)/;

function text(status: number, body: string, headers: Record<string, string> = {}): RouterResult {
  return { kind: 'response', status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers }, body };
}

/**
 * The request path's segments, decoded once and checked, or an error status: 400 for anything a CodeIgniter app
 * would refuse (characters outside permitted_uri_chars, an encoding that does not decode, `.` or `..` segments,
 * null bytes, backslashes).
 */
/** The request's path as routes see it (segments joined by `/`, no empty ones), or 400: see pathSegments. */
export function requestPath(target: string): string | 400 {
  const url = originForm(target);
  if (url === 400) return 400;
  const query = url.search(/[?#]/);
  const rawPath = query < 0 ? url : url.slice(0, query);
  // The common case, a path of permitted characters with nothing encoded and no empty segment: no splitting.
  if (PLAIN_PATH.test(rawPath) && !DOT_SEGMENT.test(rawPath) && rawPath.indexOf('//') < 0) {
    let start = 0;
    let end = rawPath.length;
    while (start < end && rawPath.charCodeAt(start) === 47) start++;
    while (end > start && rawPath.charCodeAt(end - 1) === 47) end--;
    return rawPath.slice(start, end);
  }
  const segments = pathSegments(url);
  return segments === 400 ? 400 : segments.join('/');
}

/** An absolute-form request target (`http://host/x`, what proxies are sent) as its path: `/x`; 400 for other forms. */
function originForm(target: string): string | 400 {
  if (target.charCodeAt(0) === 47) return target;
  const scheme = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(target);
  if (!scheme) return 400;
  const rest = target.slice(scheme[0].length);
  return rest === '' || rest.charCodeAt(0) !== 47 ? '/' + rest : rest;
}

export function pathSegments(target: string): string[] | 400 {
  const url = originForm(target);
  if (url === 400) return 400;
  // The path of the request target as sent, without the query: no URL parser, which would quietly resolve `..`
  // (even `%2e%2e`) and turn `\\` into `/`; such requests are refused instead.
  const query = url.search(/[?#]/);
  const rawPath = query < 0 ? url : url.slice(0, query);
  // The common case, a path of permitted characters with nothing encoded: one test, no decoding.
  if (PLAIN_PATH.test(rawPath) && !DOT_SEGMENT.test(rawPath)) return rawPath.split('/').filter((s) => s !== '');
  const segments: string[] = [];
  for (const raw of rawPath.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return 400;
    }
    // A decoded `%` is a second encoding (`%252e`): refused like what it hides.
    if (segment === '.' || segment === '..' || !PERMITTED.test(segment) || segment.includes('%')) return 400;
    segments.push(segment);
  }
  return segments;
}

/** How long a reloading router trusts what it found of the controllers before it looks at the files again. */
export const RELOAD_CHECK_MS = 300;

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
  const setting = (name: string): unknown => {
    const source = typeof options.routes === 'function' ? options.routes('GET') : options.routes;
    if (Array.isArray(source)) return (source as readonly unknown[]).map((e) => (Array.isArray(e) ? e : [(e as { from: string }).from, (e as { to: unknown }).to])).find(([from]) => from === name)?.[1];
    return isPlainObject(source) ? source[name] : undefined;
  };
  const translate = setting('translate_uri_dashes');
  const layout: Layout = {
    root: options.root,
    controllersFolder: options.controllersFolder ?? 'controllers',
    modulesFolder: options.modulesFolder ?? 'modules',
    translateDashes: translate === true || translate === 'TRUE' || translate === 1,
  };
  const override = setting('404_override');
  const log = options.log;
  // What targets resolve to (none included), when not reloading: a request then touches no file. Targets of
  // unrouted paths are the request's own path: the cache is bounded by count and by the length of its keys.
  const resolved = new BoundedCache<Resolution | null>(10_000, 1 << 20);
  // Reloading: the caches are trusted for RELOAD_CHECK_MS, then each target and file is looked at again once.
  let generation = 0;
  let checkedAt = 0;
  const resolvedIn = new Map<string, number>();
  const loadedIn = new Map<string, number>();
  const currentGeneration = (): number => {
    const now = Date.now();
    if (now - checkedAt >= RELOAD_CHECK_MS) {
      checkedAt = now;
      generation++;
      resolvedIn.clear();
      loadedIn.clear();
    }
    return generation;
  };
  const resolve = (target: string) => {
    const recheck = options.reload === true && resolvedIn.get(target) !== currentGeneration();
    const hit = recheck ? undefined : resolved.get(target);
    if (hit !== undefined) return hit ?? undefined;
    const resolution = resolveTarget(target, layout);
    resolved.set(target, resolution ?? null);
    if (recheck && resolvedIn.size < 10_000) resolvedIn.set(target, generation);
    return resolution;
  };
  /** Whether a controller file is to be looked at again now (reloading, not yet in this generation). */
  const stale = (file: string): boolean => {
    if (!options.reload || loadedIn.get(file) === currentGeneration()) return false;
    loadedIn.set(file, generation);
    return true;
  };

  /**
   * Runs the controller method a target resolves to; undefined when it resolves to none. A method that returns a
   * value (not a promise) is answered without a promise in between: most requests then cost no microtask.
   */
  function run(target: string, request: RouterRequest, route: ControllerContext['route'], status = 200): MaybePromise<RouterResult | undefined> {
    const resolution = resolve(target);
    if (!resolution) return undefined;
    const Controller = controllerClass(loadModule(resolution.file, stale(resolution.file)));
    if (!Controller) return undefined;
    const context: ControllerContext = { request: request.native, response: { status, headers: {} }, params: resolution.args, route };
    const instance = new Controller(context);
    const method = callableMethod(instance, resolution.method);
    if (!method) return undefined;
    (instance as { context?: ControllerContext }).context ??= context;
    const value = method.apply(instance, resolution.args);
    return isPromise(value) ? value.then((v) => toResult(v, context.response)) : toResult(value, context.response);
  }

  function dispatch(request: RouterRequest): MaybePromise<RouterResult> {
    const started = log ? Date.now() : 0;
    const finish = (result: RouterResult, how: string): RouterResult => {
      if (log) log(`${request.method} ${request.url} → ${how} ${result.kind === 'fetch' ? result.response.status : result.status} ${Date.now() - started}ms`);
      return result;
    };
    const path = requestPath(request.url);
    if (path === 400) return finish(text(400, 'Bad Request: the URI has disallowed characters.'), 'refused');
    try {
      // Node and fetch give the method in capitals already.
      const verb = (VERB_NAMES.has(request.method) ? request.method : request.method.toUpperCase()) as Verb;
      const known = VERB_NAMES.has(verb);
      const match = known ? tableFor(verb).match(verb, path) : null;
      if (match) {
        if (match.blocked) return finish(text(404, 'Not Found'), `blocked by '${match.from}'`);
        const result = run(match.target, request, { from: match.from, to: match.to, target: match.target });
        return settle(result, request, finish, `${match.target} (route '${match.from}')`, 0);
      }
      if (known && path !== '') {
        // A path that other request methods route: 405 with the methods that do.
        const allowed = VERBS.filter((other) => other !== verb && tableFor(other).match(other, path) !== null);
        if (allowed.length) return finish(text(405, 'Method Not Allowed', { allow: allowed.join(', ') }), 'no route for this method');
        // No route: CodeIgniter routes the path itself (controller/method/args).
        return settle(run(path, request, null), request, finish, `${path} (no route)`, 0);
      }
      return settle(undefined, request, finish, '', 0);
    } catch (error) {
      return failed(error, request, finish);
    }
  }

  /** The answer once a target ran: its result, else 404_override's, else a 404 (promises only where needed). */
  function settle(result: MaybePromise<RouterResult | undefined>, request: RouterRequest, finish: (result: RouterResult, how: string) => RouterResult, how: string, step: number): MaybePromise<RouterResult> {
    if (isPromise(result)) {
      return (result as Promise<RouterResult | undefined>)
        .then((r) => settle(r, request, finish, how, step))
        .catch((error: unknown) => failed(error, request, finish));
    }
    if (result) {
      const invalid = invalidResult(result);
      return invalid ? failed(new Error(invalid), request, finish) : finish(result, how);
    }
    if (step === 0 && typeof override === 'string' && override !== '') {
      try {
        return settle(run(override, request, null, 404), request, finish, `404_override ${override}`, 1);
      } catch (error) {
        return failed(error, request, finish);
      }
    }
    return finish(text(404, 'Not Found'), 'nothing resolved');
  }

  function failed(error: unknown, request: RouterRequest, finish: (result: RouterResult, how: string) => RouterResult): RouterResult {
    log?.(`${request.method} ${request.url} → 500: ${describeThrown(error)}`);
    return finish(text(500, 'Internal Server Error'), 'controller failed');
  }

  return {
    dispatch,
    handle: async (request) => dispatch(request),
  };
}

type MaybePromise<T> = T | Promise<T>;

/** Anything a controller threw, as one log line: an Error's stack, else a safe rendering (never a throw itself). */
export function describeThrown(error: unknown): string {
  try {
    if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
    if (typeof error === 'string') return `thrown string: ${error}`;
    if (typeof error === 'object' && error !== null) return `thrown ${Object.getPrototypeOf(error) === null ? 'null-prototype object' : 'object'}: ${safeJson(error)}`;
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

  constructor(private readonly maxEntries: number, private readonly maxKeyChars: number) {}

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

