// What runs for a request, as CodeIgniter 3 (plain or with the HMVC router) decides it: the path, the route that
// wins, where the router finds the controller, whether the method may run, and the partly applied 404_override
// (docs/ci3-routing.md). Pure: the app's controllers come as a ControllerTree, its routes as a RouteLookup.
// `routelens match`, the editor, the exposure audit and @routelens/router all ask this one function.

import type { ControllerClass, ControllerFile, ControllerMethod, ControllerTree } from './controller-tree';
import { CI_CONTROLLER_METHODS, ucfirst } from './controller-tree';
import type { Located, RouterKind } from './ci3-locate';
import { classAndMethod, locateDefault, locateRequest } from './ci3-locate';
import type { CompiledRoutes } from '@routelens/route/compiled-routes';
import type { RouteMatch } from '@routelens/route/matcher';
import { requestUri } from './request-uri';
import type { Verb } from '@routelens/route/types';

export type { RouterKind } from './ci3-locate';

/** The app's route table for a request method, as CodeIgniter walks it. */
export interface RouteLookup {
  /** The route that wins for the path (settings are not routes: `404_override` is handled by the resolver). */
  match(verb: Verb, path: string): RouteMatch | null;
  /** The position of the `404_override` entry in the table, when it has one with a string value. */
  overrideIndex(verb: Verb): number | undefined;
}

export interface ResolveSettings {
  router: RouterKind;
  /** `$route['default_controller']`, `$route['404_override']`, `$route['translate_uri_dashes'] === TRUE`. */
  defaultController: string | undefined;
  override: string | undefined;
  translateDashes: boolean;
  /** @routelens/router's two deviations: a blocked path (`''` target) is not found; static methods never run. */
  blockedNotFound?: boolean;
  staticNotCallable?: boolean;
}

export type Via = 'route' | 'auto' | '404_override' | 'default_controller';

export interface Runs {
  file: string;
  class: string;
  /** The method called: `_remap` when the class has one (`remapped` is then the method segment). */
  method: string;
  args: string[];
  via: Via;
  router: RouterKind;
  module: string | null;
  remapped?: string;
  /** The method's declaration, when the tree knows it. */
  declaration?: ControllerMethod;
}

export interface RequestResolution {
  /** 200 when a method runs (the 404_override too: CodeIgniter sets no status), 404, 400 (disallowed characters), 500 (the controller cannot be created, or the override's method cannot be called). */
  status: 200 | 400 | 404 | 500;
  runs: Runs | null;
  /** The path as routed (`/index.php/` removed, segments joined by `/`). */
  path: string;
  /** The app route that won, if one did. */
  route: RouteMatch | null;
  /** The module's own route that rewrote the segments (HMVC), if one did. */
  moduleRoute: Located['moduleRoute'];
  /** Why nothing runs, or why the override runs: one sentence. */
  reason?: string;
  /** The controller the router found when it refused the method (a 404 or the override then answers). */
  refused?: { file: string; class: string; method: string };
}

function resolved(
  status: RequestResolution['status'],
  path: string,
  route: RouteMatch | null,
  located: Located | null,
  runs: Runs | null,
  reason?: string,
): RequestResolution {
  return { status, runs, path, route, moduleRoute: located?.moduleRoute ?? null, ...(reason ? { reason } : {}) };
}

/** Why a located class and method cannot run, or the method that runs (CodeIgniter.php's checks). */
function refusal(cls: ControllerClass, method: string, settings: ResolveSettings): string | ControllerMethod | 'remap' {
  if (method.startsWith('_')) return `methods starting with '_' are never called from a URL`;
  if (CI_CONTROLLER_METHODS.has(method.toLowerCase())) return `${method}() belongs to CI_Controller`;
  if (cls.remap) return 'remap';
  const found = cls.method(method);
  if (!found) return `${cls.name} has no method ${method}()`;
  if (found.visibility !== 'public') return `${cls.name}::${found.name}() is ${found.visibility}`;
  if (found.isStatic && settings.staticNotCallable) return `${cls.name}::${found.name}() is static (the router calls instance methods only)`;
  return found;
}

/**
 * Runs the located controller as CodeIgniter.php does: file, class, method checks, `_remap`, and on failure the
 * 404_override looked up in the current folder, then in `controllers/`.
 */
function dispatch(tree: ControllerTree, settings: ResolveSettings, located: Located, via: Via, path: string, route: RouteMatch | null): RequestResolution {
  if (located.error) return resolved(500, path, route, located, null, located.error);
  const classFile = ucfirst(located.className);
  const file = located.className
    ? tree.file(
        located.module,
        located.dirs.filter((d) => d !== ''),
        classFile,
      )
    : undefined;
  const cls = file?.classNamed(classFile);
  let why: string;
  if (!located.className) why = 'no controller was found for it';
  else if (!file) why = `there is no controller file ${[...located.dirs.filter((d) => d !== ''), classFile].join('/')}.php`;
  else if (!cls) why = `${file.file} declares no class ${classFile}`;
  else {
    const verdict = refusal(cls, located.method, settings);
    const base = { file: file.file, class: cls.name, args: located.args, via, router: settings.router, module: located.module };
    // CodeIgniter checks the method, then instantiates the class: one it cannot instantiate is a fatal error.
    const cannot = cls.notInstantiable;
    const status = cannot ? 500 : 200;
    const reason = cannot ? `${cannot}: CodeIgniter cannot create the controller (a fatal error)` : undefined;
    if (verdict === 'remap') {
      const remap = cls.method('_remap');
      return resolved(status, path, route, located, { ...base, method: '_remap', remapped: located.method, ...(remap ? { declaration: remap } : {}) }, reason);
    }
    if (typeof verdict !== 'string') return resolved(status, path, route, located, { ...base, method: verdict.name, declaration: verdict }, reason);
    const result = notFound(tree, settings, located, { file, cls }, path, route, verdict);
    return { ...result, refused: { file: file.file, class: cls.name, method: located.method } };
  }
  return notFound(tree, settings, located, file && cls ? { file, cls } : undefined, path, route, why);
}

function notFound(
  tree: ControllerTree,
  settings: ResolveSettings,
  located: Located,
  loaded: { file: ControllerFile; cls: ControllerClass } | undefined,
  path: string,
  route: RouteMatch | null,
  why: string,
): RequestResolution {
  const override = located.override;
  if (!override) return resolved(404, path, route, located, null, why);
  const [errorClassText, errorMethod] = classAndMethod(override);
  const errorClass = ucfirst(errorClassText);
  const dirs = located.dirs.filter((d) => d !== '');
  // The class loaded for the request counts (`class_exists` is true for it) when it is the override's.
  const same = loaded && loaded.cls.name.toLowerCase() === errorClass.toLowerCase();
  let file = same ? loaded.file : undefined;
  let cls = same ? loaded.cls : undefined;
  let module = located.module;
  if (!cls) {
    const here = errorClass ? tree.file(located.module, dirs, errorClass) : undefined;
    if (here) {
      file = here;
      cls = here.classNamed(errorClass);
    } else if ((located.module !== null || located.directorySet) && errorClass) {
      const top = tree.file(null, [], errorClass);
      if (top) {
        file = top;
        cls = top.classNamed(errorClass);
        module = null;
      }
    }
  }
  if (!file || !cls) return resolved(404, path, route, located, null, `${why}; the 404_override '${override}' is not found from there`);
  const runs: Runs = { file: file.file, class: cls.name, method: errorMethod, args: [], via: '404_override', router: settings.router, module };
  const method = cls.method(errorMethod);
  // CodeIgniter calls the override's method without checking it: a missing or hidden one is a fatal error.
  if (!method || method.visibility !== 'public')
    return resolved(500, path, route, located, runs, `${why}; the 404_override ${cls.name}::${errorMethod}() cannot be called`);
  return resolved(200, path, route, located, { ...runs, method: method.name, declaration: method }, why);
}

/** How the located class was reached: the router's 404_override (Bonfire), the default controller, or `otherwise`. */
function viaOf(located: Located, otherwise: Via): Via {
  return located.viaOverride ? '404_override' : located.defaultController ? 'default_controller' : otherwise;
}

/** What a route's target runs (its `$n` already substituted), as when a route with that target wins. */
export function resolveRouteTarget(target: string, tree: ControllerTree, settings: ResolveSettings): RequestResolution {
  const located = locateRequest(
    tree,
    { router: settings.router, defaultController: settings.defaultController, override: settings.override, translateDashes: settings.translateDashes },
    target.split('/'),
  );
  return dispatch(tree, settings, located, viaOf(located, 'route'), target, null);
}

/** What runs for `verb target` (a request target: `/shop/list?x=1`, `/index.php/shop`, or a full URL). */
export function resolveRequest(verb: Verb, target: string, routes: RouteLookup, tree: ControllerTree, settings: ResolveSettings): RequestResolution {
  const uri = requestUri(target);
  if (uri === 400) return { status: 400, runs: null, path: '', route: null, moduleRoute: null, reason: 'the URI has characters outside permitted_uri_chars' };
  const path = uri.segments.join('/');
  const locateSettings = {
    router: settings.router,
    defaultController: settings.defaultController,
    override: settings.override,
    translateDashes: settings.translateDashes,
  };
  if (path === '') return dispatch(tree, settings, locateDefault(tree, locateSettings), 'default_controller', path, null);
  let route = routes.match(verb, path);
  // `404_override` stays in CodeIgniter's table: the path `404_override` is a route to it, in table order.
  const overrideAt = path === '404_override' ? routes.overrideIndex(verb) : undefined;
  if (overrideAt !== undefined && (!route || route.index > overrideAt)) {
    const to = settings.override ?? '';
    route = { from: '404_override', to, target: to, blocked: to === '', index: overrideAt, registration: null };
  }
  if (route) {
    if (route.blocked && settings.blockedNotFound) {
      const nowhere: Located = {
        module: null,
        dirs: [],
        directorySet: false,
        className: '',
        method: 'index',
        args: [],
        defaultController: false,
        moduleRoute: null,
        override: settings.override,
      };
      return notFound(tree, settings, nowhere, undefined, path, route, `'${route.from}' is blocked`);
    }
    const located = locateRequest(tree, locateSettings, route.target.split('/'));
    return dispatch(tree, settings, located, viaOf(located, 'route'), path, route);
  }
  const located = locateRequest(tree, locateSettings, uri.segments);
  // A module's own routes file is a route too (HMVC).
  return dispatch(tree, settings, located, viaOf(located, located.moduleRoute ? 'route' : 'auto'), path, null);
}

/** The router's settings from a route table's reserved keys, as CodeIgniter reads them (`translate_uri_dashes === TRUE`). */
export function tableSettings(setting: (name: string) => unknown): Pick<ResolveSettings, 'defaultController' | 'override' | 'translateDashes'> {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    defaultController: text(setting('default_controller')),
    override: text(setting('404_override')),
    translateDashes: setting('translate_uri_dashes') === true,
  };
}

/** A RouteLookup over the app's table for each request method (compiled once per method). */
export function routeLookup(tableFor: (verb: Verb) => CompiledRoutes): RouteLookup {
  return {
    match: (verb, path) => tableFor(verb).match(verb, path),
    overrideIndex: (verb) => tableFor(verb).positionOf('404_override'),
  };
}
