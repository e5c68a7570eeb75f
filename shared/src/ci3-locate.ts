// Where CodeIgniter 3 finds the controller for routed segments: plain CodeIgniter's Router (sub-folders of any depth,
// a folder's default controller) or the HMVC router (a module owns its URLs, its own routes file, two folder levels
// in the application), and the default controller and 404_override as each router places them
// (docs/ci3-routing.md#finding-the-controller-plain-codeigniter-3 and #finding-the-controller-hmvc).

import type { ControllerTree } from './controller-tree';
import { ucfirst } from './controller-tree';
import { compilePattern, substituteParameters } from '@routelens/route/patterns';

/** Plain CodeIgniter 3, the HMVC router (MX), or Bonfire's BF_Router (MX's rules with its own locate). */
export type RouterKind = 'ci3' | 'hmvc' | 'bonfire';

/** The router's state after locating: the controllers folder (a module's or the app's) and the class and method. */
export interface Located {
  module: string | null;
  /** Folders below that controllers folder, as set_directory keeps them. */
  dirs: string[];
  /** Whether the router has a directory set at all (`''` targets set an empty one). */
  directorySet: boolean;
  className: string;
  method: string;
  args: string[];
  /** How the router got there, for `via`: the default controller ran (empty path, folder, `''` target). */
  defaultController: boolean;
  /** The module route that rewrote the segments, if one did. */
  moduleRoute: { module: string; from: string; to: string } | null;
  /** The 404_override as the router left it (MX rewrites it when it locates it). */
  override: string | undefined;
  /** The router stopped with an error page (500): the default controller was needed and none is set. */
  error?: string;
  /** The router itself put the 404_override's class and method in place of the request's (Bonfire). */
  viaOverride?: boolean;
}

const NO_DEFAULT = "the default controller is needed and $route['default_controller'] is not set (CodeIgniter shows an error page)";

export interface LocateSettings {
  router: RouterKind;
  defaultController: string | undefined;
  override: string | undefined;
  translateDashes: boolean;
}

/** PHP's `sscanf($text, '%[^/]/%s')`: the class and method of `class/method`, method `index` when there is none. */
export function classAndMethod(text: string): [string, string] {
  const at = text.indexOf('/');
  if (at <= 0) return [at === 0 ? '' : text, 'index'];
  const rest = text.slice(at + 1).replace(/^\s+/, '');
  const method = /^\S+/.exec(rest)?.[0];
  return [text.slice(0, at), method ?? 'index'];
}

/** `set_directory`: the folder name without `.` (and without its slashes). */
function directoryName(segment: string): string {
  return segment.replace(/^\/+|\/+$/g, '').replace(/\./g, '');
}

/** `set_class`: the class without `/` and `.`. */
function className(segment: string): string {
  return segment.replace(/[/.]/g, '');
}

function dashes(text: string, on: boolean): string {
  return on ? text.replace(/-/g, '_') : text;
}

/** The tree's folder test with set_directory's names ('' folders are the folder itself). */
function isDir(tree: ControllerTree, module: string | null, dirs: readonly string[]): boolean {
  return tree.isDir(
    module,
    dirs.filter((d) => d !== ''),
  );
}

function fileIn(tree: ControllerTree, module: string | null, dirs: readonly string[], base: string) {
  return base === ''
    ? undefined
    : tree.file(
        module,
        dirs.filter((d) => d !== ''),
        base,
      );
}

// ---- Plain CodeIgniter 3 (Router.php) ----

function plainDefault(tree: ControllerTree, settings: LocateSettings, dirs: string[], directorySet: boolean, override: string | undefined): Located {
  const located: Located = { module: null, dirs, directorySet, className: '', method: 'index', args: [], defaultController: true, moduleRoute: null, override };
  if (!settings.defaultController) return { ...located, error: NO_DEFAULT };
  const [cls, method] = classAndMethod(settings.defaultController);
  // No such file: the class stays unset, and the request becomes a 404 when it runs.
  if (!fileIn(tree, null, dirs, ucfirst(cls))) return located;
  return { ...located, className: className(cls), method };
}

function plainRequest(tree: ControllerTree, settings: LocateSettings, input: readonly string[], override: string | undefined): Located {
  const segments = input.slice();
  const dirs: string[] = [];
  let directorySet = false;
  // _validate_request: descend while no controller file is named and a folder is.
  for (let c = segments.length; c > 0; c--) {
    const test = ucfirst(dashes(segments[0], settings.translateDashes));
    if (!fileIn(tree, null, dirs, test) && isDir(tree, null, [...dirs, segments[0]])) {
      dirs.push(directoryName(segments.shift()!));
      directorySet = true;
      continue;
    }
    break;
  }
  if (segments.length === 0) return plainDefault(tree, settings, dirs, directorySet, override);
  segments[0] = dashes(segments[0], settings.translateDashes);
  if (segments.length > 1) segments[1] = dashes(segments[1], settings.translateDashes);
  return {
    module: null,
    dirs,
    directorySet,
    className: className(segments[0]),
    method: segments[1] ?? 'index',
    args: segments.slice(2),
    defaultController: false,
    moduleRoute: null,
    override,
  };
}

// ---- HMVC (MX_Router and Modules) ----

interface Found {
  segments: string[] | undefined;
  located: number;
  module: string | null;
  dirs: string[];
  /** Whether the router's directory is set (not empty) after this locate. */
  set: boolean;
  moduleRoute: Located['moduleRoute'];
}

/** The router's directory before a locate: MX never clears it, so a failed locate leaves the previous one. */
interface DirectoryState {
  module: string | null;
  dirs: string[];
  set: boolean;
}

const NO_DIRECTORY: DirectoryState = { module: null, dirs: [], set: false };

/** Modules::parse_routes: the module's own routes, `(:any)` crossing `/`, the target relative to the module. */
function moduleRouted(tree: ControllerTree, module: string, uri: string): { segments: string[]; from: string; to: string } | undefined {
  const routes = tree.moduleRoutes?.(module);
  if (!routes) return undefined;
  for (const [key, value] of routes) {
    // A per-verb array makes MX's strpos() fail; such entries are never used.
    if (typeof value !== 'string') continue;
    const pattern = compilePattern(key.replace(/:any/g, '.+').replace(/:num/g, '[0-9]+'));
    if (!pattern.ok) continue;
    const found = pattern.exec(uri);
    if (!found) continue;
    const target = value.includes('$') && key.includes('(') ? substituteParameters(value, found) : value;
    return { segments: `${module}/${target}`.split('/'), from: key, to: value };
  }
  return undefined;
}

/**
 * The segments a locate works on (`Modules::parse_routes` first: a module's own routes file may rewrite them), and
 * how it reports what it found.
 */
function routedInput(
  tree: ControllerTree,
  input: readonly (string | undefined)[],
): { segments: string[]; found: (rest: string[] | undefined, located: number, module: string | null, dirs: string[], set?: boolean) => Found } {
  let segments = input.filter((s): s is string => s !== undefined);
  let moduleRoute: Found['moduleRoute'] = null;
  if (segments.length > 0) {
    const routed = moduleRouted(tree, segments[0], segments.join('/'));
    if (routed) {
      segments = routed.segments;
      moduleRoute = { module: input[0]!, from: routed.from, to: routed.to };
    }
  }
  return { segments, found: (rest, located, module, dirs, set = true) => ({ segments: rest, located, module, dirs, set, moduleRoute }) };
}

/**
 * A locate inside a module: `<m>/<sub-folder>/<controller>`, `<m>/<controller>`, then the module's own controller
 * `<m>` (Bonfire's router tries `<m>/<controller>` before the sub-folder). The module's folder is the router's
 * directory from then on: the application is not tried.
 */
function inModule(tree: ControllerTree, segments: string[], found: ReturnType<typeof routedInput>['found'], controllerFirst: boolean): Found {
  const [module, directory, controller] = [segments[0], segments[1], segments[2]];
  const dirs: string[] = [];
  let located = 0;
  if (directory) {
    const subController = () => tree.file(module, [], ucfirst(directory));
    if (controllerFirst && subController()) return found(segments.slice(1), 2, module, dirs);
    if (tree.isDir(module, [directory])) {
      dirs.push(directory);
      if (controller) {
        if (tree.file(module, dirs, ucfirst(controller))) return found(segments.slice(2), 3, module, dirs);
        located = -1;
      }
    } else if (!controllerFirst && subController()) {
      return found(segments.slice(1), 2, module, dirs);
    } else {
      located = -1;
    }
  }
  if (tree.file(module, dirs, ucfirst(module))) return found(segments, 1, module, dirs);
  return found(undefined, located, module, dirs);
}

/** A router's locate: MX's, or Bonfire's. */
type Locator = (input: readonly (string | undefined)[], prev: DirectoryState) => Found;

/** MX_Router::locate, from the router's directory as an earlier locate left it. */
function locate(tree: ControllerTree, input: readonly (string | undefined)[], prev: DirectoryState = NO_DIRECTORY): Found {
  const { segments, found } = routedInput(tree, input);
  const [module, directory, controller] = [segments[0], segments[1], segments[2]];
  if (module !== undefined && module !== '' && tree.hasModule(module)) return inModule(tree, segments, found, false);
  // A directory set by an earlier locate stops it here (MX's `if (!empty($this->directory)) return;`).
  if (prev.set) return found(undefined, 0, prev.module, prev.dirs);
  const app = module ?? '';
  if (directory) {
    if (fileIn(tree, null, [app], ucfirst(directory))) return found(segments.slice(1), 0, null, [app]);
    if (controller && fileIn(tree, null, [app, directory], ucfirst(controller))) return found(segments.slice(2), 0, null, [app, directory]);
  }
  if (isDir(tree, null, [app])) return found(segments.slice(1), 0, null, [app]);
  if (fileIn(tree, null, [], ucfirst(app))) return found(segments, 0, null, [], false);
  return found(undefined, -1, null, [], false);
}

/** MX_Router::_set_module_path: locates `module/directory/class[/method]` and rewrites it to what the router calls. */
function modulePath(locator: Locator, route: string | undefined, prev: DirectoryState): { route: string | undefined; found: Found | undefined } {
  if (!route) return { route, found: undefined };
  const parts = /^([^/]+)(?:\/([^/]+)(?:\/([^/]+)(?:\/(\S+))?)?)?/.exec(route);
  if (!parts) return { route, found: undefined };
  const [, module, directory, cls, method] = parts;
  const count = [module, directory, cls, method].filter((p) => p !== undefined).length;
  const found = locator([module, directory, cls], prev);
  if (!found.segments || found.segments.length === 0) return { route, found };
  const rewritten =
    count === 1
      ? `${module}/index`
      : count === 2
        ? found.located < 2
          ? `${module}/${directory}`
          : `${directory}/index`
        : count === 3
          ? found.located === 2
            ? `${directory}/${cls}`
            : `${cls}/index`
          : found.located === 3
            ? `${cls}/${method}`
            : `${method}/index`;
  return { route: rewritten, found };
}

function hmvcDefault(
  tree: ControllerTree,
  locator: Locator,
  settings: LocateSettings,
  state: { module: string | null; dirs: string[]; directorySet: boolean },
  override: string | undefined,
  moduleRoute: Located['moduleRoute'],
): Located {
  let { module, dirs, directorySet: set } = state;
  let defaultController = settings.defaultController;
  if (!state.directorySet) {
    const placed = modulePath(locator, defaultController, NO_DIRECTORY);
    defaultController = placed.route;
    if (placed.found) ({ module, dirs, set } = placed.found);
  }
  const located: Located = { module, dirs, directorySet: set, className: '', method: 'index', args: [], defaultController: true, moduleRoute, override };
  if (!defaultController) return { ...located, error: NO_DEFAULT };
  const [cls, method] = classAndMethod(defaultController);
  if (fileIn(tree, module, dirs, ucfirst(cls))) return { ...located, className: className(cls), method };
  return hmvcOverride(locator, located);
}

/** `_set_404override_controller`: the override placed by `_set_module_path`; the class stays unset. */
function hmvcOverride(locator: Locator, located: Located): Located {
  const placed = modulePath(locator, located.override, { module: located.module, dirs: located.dirs, set: located.directorySet });
  if (!placed.found) return { ...located, override: placed.route };
  return { ...located, module: placed.found.module, dirs: placed.found.dirs, directorySet: placed.found.set, override: placed.route, className: '' };
}

function hmvcRequest(tree: ControllerTree, settings: LocateSettings, input: readonly string[], override: string | undefined): Located {
  const locator: Locator = (segments, prev) => locate(tree, segments, prev);
  const segments = input.map((s, i) => (i <= 2 ? dashes(s, settings.translateDashes) : s));
  const found = locate(tree, segments);
  const state = { module: found.module, dirs: found.dirs, directorySet: found.set };
  const base: Located = {
    module: found.module,
    dirs: found.dirs,
    directorySet: state.directorySet,
    className: '',
    method: 'index',
    args: [],
    defaultController: false,
    moduleRoute: found.moduleRoute,
    override,
  };
  if (found.located === -1) return hmvcOverride(locator, base);
  if (!found.segments || found.segments.length === 0) return hmvcDefault(tree, locator, settings, state, override, found.moduleRoute);
  const rest = found.segments;
  return { ...base, className: className(rest[0]), method: rest[1] ?? 'index', args: rest.slice(2) };
}

// ---- Bonfire (BF_Router: CodeIgniter's Router with its own locate; modules as MX) ----

/**
 * BF_Router::locate: a module's sub-controller before its sub-folder, then the application's controller, a
 * sub-folder's controller (two levels), and a sub-folder's default controller, which takes every URL below the
 * folder (`/admin/settings` → `controllers/admin/Home.php`, the rest of the URL dropped).
 */
function bonfireLocate(tree: ControllerTree, defaultController: string | undefined, input: readonly (string | undefined)[], prev: DirectoryState): Found {
  const { segments, found } = routedInput(tree, input);
  const [module, directory, controller] = [segments[0], segments[1], segments[2]];
  if (module !== undefined && module !== '' && tree.hasModule(module)) return inModule(tree, segments, found, true);
  if (prev.set) return found(undefined, 0, prev.module, prev.dirs);
  const app = module ?? '';
  if (fileIn(tree, null, [], ucfirst(app))) return found(segments, 0, null, [], false);
  if (directory) {
    if (fileIn(tree, null, [app], ucfirst(directory))) return found(segments.slice(1), 0, null, [app]);
    if (controller && fileIn(tree, null, [app, directory], ucfirst(controller))) return found(segments.slice(2), 0, null, [app, directory]);
  }
  if (defaultController && fileIn(tree, null, [app], ucfirst(defaultController))) return found([defaultController], 0, null, [app]);
  return found(undefined, -1, null, [], false);
}

function bonfireLocator(tree: ControllerTree, settings: LocateSettings): Locator {
  return (input, prev) => bonfireLocate(tree, settings.defaultController, input, prev);
}

/**
 * BF_Router::_validate_request, then CodeIgniter's _set_request: segments are located as written (dashes are
 * translated afterwards, in the class and method only); nothing located tries the 404_override's segments the same
 * way (from the directory the failed locate left), which then run as the request; else a 404.
 */
function bonfireRequest(tree: ControllerTree, settings: LocateSettings, input: readonly string[]): Located {
  const locator = bonfireLocator(tree, settings);
  const base = { args: [] as string[], defaultController: false, override: settings.override };
  if (input.length === 0) return hmvcDefault(tree, locator, settings, { module: null, dirs: [], directorySet: false }, settings.override, null);
  let found = locator(input, NO_DIRECTORY);
  let viaOverride = false;
  if (!found.segments || found.segments.length === 0) {
    const moduleRoute = found.moduleRoute;
    const after: DirectoryState = { module: found.module, dirs: found.dirs, set: found.set };
    const override = settings.override ? locator(settings.override.split('/'), after) : undefined;
    if (!override?.segments || override.segments.length === 0) {
      // show_404() straight from the router: CodeIgniter's own 404_override is never reached.
      return { ...base, module: after.module, dirs: after.dirs, directorySet: after.set, className: '', method: 'index', moduleRoute, override: undefined };
    }
    found = { ...override, moduleRoute };
    viaOverride = true;
  }
  const rest = found.segments!.slice();
  rest[0] = dashes(rest[0], settings.translateDashes);
  if (rest.length > 1) rest[1] = dashes(rest[1], settings.translateDashes);
  return {
    ...base,
    module: found.module,
    dirs: found.dirs,
    directorySet: found.set,
    className: className(rest[0]),
    method: rest[1] ?? 'index',
    args: rest.slice(2),
    moduleRoute: found.moduleRoute,
    ...(viaOverride ? { viaOverride } : {}),
  };
}

/** The router's state for routed segments (a route's target split at `/`, or the path's own segments). */
export function locateRequest(tree: ControllerTree, settings: LocateSettings, segments: readonly string[]): Located {
  if (settings.router === 'hmvc') return hmvcRequest(tree, settings, segments, settings.override);
  if (settings.router === 'bonfire') return bonfireRequest(tree, settings, segments);
  return plainRequest(tree, settings, segments, settings.override);
}

/** The router's state for the empty path: the default controller. */
export function locateDefault(tree: ControllerTree, settings: LocateSettings): Located {
  if (settings.router === 'hmvc')
    return hmvcDefault(tree, (input, prev) => locate(tree, input, prev), settings, { module: null, dirs: [], directorySet: false }, settings.override, null);
  if (settings.router === 'bonfire')
    return hmvcDefault(tree, bonfireLocator(tree, settings), settings, { module: null, dirs: [], directorySet: false }, settings.override, null);
  return plainDefault(tree, settings, [], false, settings.override);
}
