// The router: a request's path → the route that wins (compileRoutes) → a controller method (resolve.ts) → a response.
// Framework-neutral: adapters (node.ts, fetch.ts) turn their requests into a RouterRequest and the result back.
// Every request is treated as hostile: its path is checked before anything is matched or loaded.

import type { CompilableTable, CompiledRoutes, Verb } from '@routelens/shared';
import { VERBS, compileRoutes, isPlainObject } from '@routelens/shared';
import { controllerClass, loadModule } from './load';
import type { Layout } from './resolve';
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
}

/** CodeIgniter 3's `permitted_uri_chars` (`a-z 0-9~%.:_\-`), checked on each decoded segment. */
const PERMITTED = /^[a-z0-9~%.:_\- ]*$/i;

function text(status: number, body: string, headers: Record<string, string> = {}): RouterResult {
  return { kind: 'response', status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers }, body };
}

/**
 * The request path's segments, decoded once and checked, or an error status: 400 for anything a CodeIgniter app
 * would refuse (characters outside permitted_uri_chars, an encoding that does not decode, `.` or `..` segments,
 * null bytes, backslashes).
 */
export function pathSegments(url: string): string[] | 400 {
  // The path of the request target as sent, without the query: no URL parser, which would quietly resolve `..`
  // (even `%2e%2e`) and turn `\\` into `/`; such requests are refused instead.
  const rawPath = url.split(/[?#]/)[0];
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
  const log = options.log ?? (() => undefined);

  /** Runs the controller method a target resolves to; undefined when it resolves to none. */
  async function run(target: string, request: RouterRequest, route: ControllerContext['route'], status = 200): Promise<RouterResult | undefined> {
    const resolution = resolveTarget(target, layout);
    if (!resolution) return undefined;
    const Controller = controllerClass(loadModule(resolution.file));
    if (!Controller) return undefined;
    const context: ControllerContext = { request: request.native, response: { status, headers: {} }, params: resolution.args, route };
    const instance = new Controller(context);
    const method = callableMethod(instance, resolution.method);
    if (!method) return undefined;
    (instance as { context?: ControllerContext }).context ??= context;
    const value = await method.apply(instance, resolution.args);
    return toResult(value, context.response);
  }

  return {
    async handle(request) {
      const started = Date.now();
      const verb = request.method.toUpperCase() as Verb;
      const finish = (result: RouterResult, how: string): RouterResult => {
        const status = result.kind === 'fetch' ? result.response.status : result.status;
        log(`${request.method} ${request.url} → ${how} ${status} ${Date.now() - started}ms`);
        return result;
      };
      const segments = pathSegments(request.url);
      if (segments === 400) return finish(text(400, 'Bad Request: the URI has disallowed characters.'), 'refused');
      const path = segments.join('/');
      try {
        const known = (VERBS as readonly string[]).includes(verb);
        const match = known ? tableFor(verb).match(verb, path) : null;
        if (match) {
          if (match.blocked) return finish(text(404, 'Not Found'), `blocked by '${match.from}'`);
          const route = { from: match.from, to: match.to, target: match.target };
          const result = await run(match.target, request, route);
          if (result) return finish(result, `${match.target} (route '${match.from}')`);
        } else if (known && path !== '') {
          // A path that other request methods route: 405 with the methods that do.
          const allowed = VERBS.filter((other) => other !== verb && tableFor(other).match(other, path) !== null);
          if (allowed.length) return finish(text(405, 'Method Not Allowed', { allow: allowed.join(', ') }), 'no route for this method');
          // No route: CodeIgniter routes the path itself (controller/method/args).
          const result = await run(path, request, null);
          if (result) return finish(result, `${path} (no route)`);
        }
        if (typeof override === 'string' && override !== '') {
          const result = await run(override, request, null, 404);
          if (result) return finish(result, `404_override ${override}`);
        }
        return finish(text(404, 'Not Found'), 'nothing resolved');
      } catch (error) {
        log(`${request.method} ${request.url} → 500: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
        return finish(text(500, 'Internal Server Error'), 'controller failed');
      }
    },
  };
}

/** A controller's return value as a response: a string (HTML), bytes, a fetch Response, or anything else as JSON. */
function toResult(value: unknown, draft: ResponseDraft): RouterResult {
  if (typeof Response !== 'undefined' && value instanceof Response) return { kind: 'fetch', response: value };
  if (value === undefined || value === null) return { kind: 'response', status: draft.status === 200 ? 204 : draft.status, headers: draft.headers, body: '' };
  if (typeof value === 'string') return { kind: 'response', status: draft.status, headers: { 'content-type': 'text/html; charset=utf-8', ...draft.headers }, body: value };
  if (value instanceof Uint8Array) return { kind: 'response', status: draft.status, headers: { 'content-type': 'application/octet-stream', ...draft.headers }, body: value };
  return { kind: 'response', status: draft.status, headers: { 'content-type': 'application/json; charset=utf-8', ...draft.headers }, body: JSON.stringify(value) };
}

