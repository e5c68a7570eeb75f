// From a route's target to a controller file, a method and its arguments, by CodeIgniter 3 + HMVC rules
// (docs/decisions.md#serving-routes), without ever leaving the app's controller folders: names are checked, files are found by listing
// the folders (never by joining a name onto a path), and every file's real path must stay inside its folder.

import * as fs from 'node:fs';
import * as path from 'node:path';

export interface Layout {
  /** The application folder: `controllers/` and `modules/<module>/controllers/` are below it. */
  root: string;
  controllersFolder: string;
  modulesFolder: string;
  /** CodeIgniter's `translate_uri_dashes`: `-` becomes `_` in controller and method names. */
  translateDashes: boolean;
}

export interface Resolution {
  file: string;
  method: string;
  args: string[];
  /** `module/controller` or `controller` (sub-folder included), for the log. */
  controller: string;
}

/** A controller, module or folder name in a target. */
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_-]*$/;
/** Any segment of a target (arguments too): CodeIgniter's permitted_uri_chars, never `.` or `..`. */
const ARGUMENT = /^[a-z0-9~.:_\- ]+$/i;
const CONTROLLER_FILE = /^([A-Za-z_][A-Za-z0-9_]*)\.(ts|js|mjs|cjs)$/;
const METHOD = /^[A-Za-z][A-Za-z0-9_]*$/;

/** Controller files of a folder by lowercase name (CodeIgniter's file names are capitalised, URIs lowercase). */
function controllersIn(folder: string): Map<string, string> {
  const found = new Map<string, string>();
  let names: string[];
  try {
    names = fs.readdirSync(folder);
  } catch {
    return found;
  }
  for (const name of names) {
    const match = CONTROLLER_FILE.exec(name);
    if (match && !found.has(match[1].toLowerCase())) found.set(match[1].toLowerCase(), path.join(folder, name));
  }
  return found;
}

/** Sub-folders of a folder by lowercase name. */
function foldersIn(folder: string): Map<string, string> {
  const found = new Map<string, string>();
  try {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (SEGMENT.test(entry.name) && (entry.isDirectory() || entry.isSymbolicLink())) found.set(entry.name.toLowerCase(), path.join(folder, entry.name));
    }
  } catch {
    // No such folder: nothing in it.
  }
  return found;
}

/** Whether `inner` is `outer` or below it (both real paths). */
function within(inner: string, outer: string): boolean {
  return inner === outer || inner.startsWith(outer + path.sep);
}

/**
 * The file's real path, when it is inside the real path of the controllers folder it was found in (`folder`), and
 * that folder's real path is inside `boundary` (the app's controllers folder, or its modules folder): a symbolic link
 * to anything outside the controllers folder itself (elsewhere in the app, in another module, or out of the app) is
 * refused, and so is a controllers folder that links out.
 */
function inside(file: string | undefined, folder: string, boundary: string): string | undefined {
  if (!file) return undefined;
  try {
    const real = fs.realpathSync(file);
    const base = fs.realpathSync(folder);
    return real.startsWith(base + path.sep) && within(base, fs.realpathSync(boundary)) && fs.statSync(real).isFile() ? real : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The controller file `name` in `folder` (case-insensitive), if it is one and its real path stays inside `folder`,
 * itself inside `boundary` (see `inside`).
 */
function controllerFile(folder: string, name: string | undefined, layout: Layout, boundary: string): string | undefined {
  if (name === undefined || !SEGMENT.test(name)) return undefined;
  const key = (layout.translateDashes ? name.replace(/-/g, '_') : name).toLowerCase();
  return inside(controllersIn(folder).get(key), folder, boundary);
}

function methodName(segment: string | undefined, layout: Layout): string | undefined {
  if (segment === undefined) return 'index';
  const name = layout.translateDashes ? segment.replace(/-/g, '_') : segment;
  // `_private` methods and anything that is not a plain name are never callable from a URL.
  return METHOD.test(name) ? name : undefined;
}

/**
 * Resolves a target (`module/controller/method/args…`, `controller/method/args…`, `folder/controller/method/…`, or a
 * module's default controller `module/method/…`), in that order, as Bonfire's HMVC router does.
 */
export function resolveTarget(target: string, layout: Layout): Resolution | undefined {
  const segments = target.split('/').filter((s) => s !== '');
  if (segments.length === 0 || segments.some((s) => !ARGUMENT.test(s) || s === '.' || s === '..') || !SEGMENT.test(segments[0])) return undefined;
  const modulesRoot = path.join(layout.root, layout.modulesFolder);
  const controllers = path.join(layout.root, layout.controllersFolder);
  const attempt = (file: string | undefined, methodAt: number, controller: string): Resolution | undefined => {
    if (!file) return undefined;
    const method = methodName(segments[methodAt], layout);
    return method ? { file, method, args: segments.slice(methodAt + 1), controller } : undefined;
  };
  const moduleFolder = foldersIn(modulesRoot).get(segments[0].toLowerCase());
  const moduleControllers = moduleFolder && path.join(moduleFolder, layout.controllersFolder);
  // One level of sub-folder under controllers/, as CodeIgniter 3 allows.
  const subFolder = foldersIn(controllers).get(segments[0].toLowerCase());
  return (moduleControllers ? attempt(controllerFile(moduleControllers, segments[1], layout, modulesRoot), 2, `${segments[0]}/${segments[1]}`) : undefined)
    ?? attempt(controllerFile(controllers, segments[0], layout, controllers), 1, segments[0])
    ?? (subFolder ? attempt(controllerFile(subFolder, segments[1], layout, controllers), 2, `${segments[0]}/${segments[1]}`) : undefined)
    ?? (moduleControllers ? attempt(controllerFile(moduleControllers, segments[0], layout, modulesRoot), 1, segments[0]) : undefined);
}

/**
 * Whether `name` is a method a URL may call on this controller instance: a plain name not starting with `_`, not
 * the constructor, defined as a function by the controller's own classes (below `Object.prototype`), not a getter.
 */
export function callableMethod(instance: object, name: string): ((...args: unknown[]) => unknown) | undefined {
  const prototype = Object.getPrototypeOf(instance) as object | null;
  if (!prototype) return undefined;
  let methods = callable.get(prototype);
  if (!methods) {
    methods = new Map();
    callable.set(prototype, methods);
  }
  let found = methods.get(name);
  if (found === undefined) {
    found = findMethod(prototype, name) ?? null;
    // Names come from URLs: only a bounded number of short ones are remembered.
    if (methods.size < 1_000 && name.length <= 128) methods.set(name, found);
  }
  return found ?? undefined;
}

/** What callableMethod found for each controller class' prototype and name (classes do not change after loading). */
const callable = new WeakMap<object, Map<string, ((...args: unknown[]) => unknown) | null>>();

function findMethod(prototype: object, name: string): ((...args: unknown[]) => unknown) | undefined {
  if (!METHOD.test(name) || name === 'constructor') return undefined;
  for (let proto: object | null = prototype; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, name);
    if (!descriptor) continue;
    return typeof descriptor.value === 'function' ? descriptor.value as (...args: unknown[]) => unknown : undefined;
  }
  return undefined;
}
