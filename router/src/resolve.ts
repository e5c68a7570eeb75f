// The app's controllers as the shared resolver sees them (a ControllerTree), from the folders on disk, without ever
// leaving the app's controller folders: names are checked, files are found by listing the folders (never by joining
// a name onto a path), every file's real path must stay inside its folder, and only such files are loaded. A
// JavaScript class stands in for a PHP one: its own and inherited prototype methods below `Object.prototype` are its
// public methods (`#private` ones are invisible), static methods are static, names compare as PHP's do (an
// exact-case match first) (docs/decisions.md#serving-routes).

import * as fs from 'node:fs';
import * as path from 'node:path';
import type { ControllerClass, ControllerFile, ControllerMethod, ControllerTree, RouterKind } from '@routelens/shared/ci3';
import { Route, RouteRegistry } from '@routelens/route';
import { controllerClass, loadModule } from './load';

export interface Layout {
  /** The application folder: `controllers/` and `modules/<module>/controllers/` are below it. */
  root: string;
  controllersFolder: string;
  modulesFolder: string;
}

/** A folder or file name a URL may name: no `.`/`..`, no separators, nothing encoded. */
const NAME = /^[A-Za-z0-9_][A-Za-z0-9_-]*$/;
const SCRIPT_EXTENSIONS = ['.ts', '.js', '.mjs', '.cjs'];

interface Listing {
  files: Map<string, string>;
  folders: Map<string, string>;
}

/** Whether `inner` is `outer` or below it (both real paths). */
function within(inner: string, outer: string): boolean {
  return inner === outer || inner.startsWith(outer + path.sep);
}

type Constructor = new (...args: unknown[]) => object;

/** The methods of a JavaScript class as PHP names them: instance methods below Object.prototype, then static ones. */
function methodsOf(Controller: Constructor): { exact: Map<string, ControllerMethod>; folded: Map<string, ControllerMethod> } {
  const exact = new Map<string, ControllerMethod>();
  const folded = new Map<string, ControllerMethod>();
  const add = (name: string, isStatic: boolean) => {
    if (exact.has(name)) return;
    const method: ControllerMethod = { name, visibility: 'public', isStatic };
    exact.set(name, method);
    if (!folded.has(name.toLowerCase())) folded.set(name.toLowerCase(), method);
  };
  for (let proto: object | null = Controller.prototype as object; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      const descriptor = Object.getOwnPropertyDescriptor(proto, name);
      if (name !== 'constructor' && descriptor && typeof descriptor.value === 'function') add(name, false);
    }
  }
  for (let ctor: object | null = Controller; ctor && ctor !== Function.prototype; ctor = Object.getPrototypeOf(ctor)) {
    for (const name of Object.getOwnPropertyNames(ctor)) {
      const descriptor = Object.getOwnPropertyDescriptor(ctor, name);
      if (name !== 'prototype' && descriptor && typeof descriptor.value === 'function') add(name, true);
    }
  }
  return { exact, folded };
}

const classInfo = new WeakMap<Constructor, ControllerClass>();

/** A loaded controller class as the resolver sees it. */
export function describeClass(Controller: Constructor): ControllerClass {
  let info = classInfo.get(Controller);
  if (!info) {
    const { exact, folded } = methodsOf(Controller);
    const find = (name: string) => exact.get(name) ?? folded.get(name.toLowerCase());
    info = { name: Controller.name, method: find, remap: find('_remap')?.isStatic === false, methods: [...exact.values()] };
    classInfo.set(Controller, info);
  }
  return info;
}

/**
 * The app's controller folders. `reload` (routelens serve) loads a changed controller file again; listings are kept
 * until `forget()` (the router calls it when it looks at the files again).
 */
export class FolderTree implements ControllerTree {
  private listings = new Map<string, Listing>();
  private moduleTables = new Map<string, readonly (readonly [string, unknown])[] | undefined>();
  private realRoots: { controllers: string; modules: string } | undefined;

  constructor(
    private readonly layout: Layout,
    private readonly reloadFiles: () => (file: string) => boolean = () => () => false,
  ) {}

  /** Forgets what was listed (files and folders are looked at again). */
  forget(): void {
    this.listings.clear();
    this.moduleTables.clear();
    this.realRoots = undefined;
  }

  /** Plain CodeIgniter 3, or HMVC when the app has `modules/<m>/controllers/`. */
  get router(): RouterKind {
    const modules = this.list(path.join(this.layout.root, this.layout.modulesFolder));
    for (const folder of modules.folders.values()) {
      if (this.list(folder).folders.has(this.layout.controllersFolder)) return 'hmvc';
    }
    return 'ci3';
  }

  private list(folder: string): Listing {
    let listing = this.listings.get(folder);
    if (listing) return listing;
    listing = { files: new Map(), folders: new Map() };
    try {
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        const ext = path.extname(entry.name);
        const base = ext ? entry.name.slice(0, -ext.length) : entry.name;
        if (entry.isDirectory() || entry.isSymbolicLink()) {
          if (NAME.test(entry.name)) listing.folders.set(entry.name, path.join(folder, entry.name));
        }
        if ((entry.isFile() || entry.isSymbolicLink()) && SCRIPT_EXTENSIONS.includes(ext) && NAME.test(base) && !listing.files.has(base)) {
          listing.files.set(base, path.join(folder, entry.name));
        }
      }
    } catch {
      // No such folder: nothing in it.
    }
    if (this.listings.size < 10_000) this.listings.set(folder, listing);
    return listing;
  }

  private roots(): { controllers: string; modules: string } {
    if (!this.realRoots) {
      const real = (p: string) => {
        try {
          return fs.realpathSync(p);
        } catch {
          return p;
        }
      };
      this.realRoots = {
        controllers: real(path.join(this.layout.root, this.layout.controllersFolder)),
        modules: real(path.join(this.layout.root, this.layout.modulesFolder)),
      };
    }
    return this.realRoots;
  }

  /** The folder `<dirs>` below the controllers folder of the app or a module, if every name is a listed folder. */
  private folder(module: string | null, dirs: readonly string[]): string | undefined {
    let folder: string | undefined;
    if (module === null) folder = path.join(this.layout.root, this.layout.controllersFolder);
    else {
      const moduleFolder = NAME.test(module) ? this.list(path.join(this.layout.root, this.layout.modulesFolder)).folders.get(module) : undefined;
      folder = moduleFolder && this.list(moduleFolder).folders.get(this.layout.controllersFolder);
    }
    for (const dir of dirs) {
      if (!folder || !NAME.test(dir)) return undefined;
      folder = this.list(folder).folders.get(dir);
    }
    return folder;
  }

  /**
   * The file's real path, when it is inside the real path of the folder it was listed in, and that folder is inside
   * the app's controllers folder (or, for a module, the modules folder): a link out of the controller folders is refused.
   */
  private inside(file: string, folder: string, module: string | null): string | undefined {
    try {
      const real = fs.realpathSync(file);
      const base = fs.realpathSync(folder);
      const boundary = module === null ? this.roots().controllers : this.roots().modules;
      return real.startsWith(base + path.sep) && within(base, boundary) && fs.statSync(real).isFile() ? real : undefined;
    } catch {
      return undefined;
    }
  }

  file(module: string | null, dirs: readonly string[], base: string): ControllerFile | undefined {
    if (!NAME.test(base)) return undefined;
    const folder = this.folder(module, dirs);
    const listed = folder && this.list(folder).files.get(base);
    const file = listed && this.inside(listed, folder, module);
    if (!file) return undefined;
    const reload = this.reloadFiles();
    return {
      file,
      classNamed: () => {
        const Controller = controllerClass(loadModule(file, reload(file)));
        return Controller ? describeClass(Controller) : undefined;
      },
    };
  }

  isDir(module: string | null, dirs: readonly string[]): boolean {
    return this.folder(module, dirs) !== undefined;
  }

  hasModule(name: string): boolean {
    return this.folder(name, []) !== undefined;
  }

  /**
   * A module's own routes file, `modules/<name>/config/routes.{ts,js,…}`, as the HMVC router consults it for the
   * module's URLs: its exported `routes` (or default export), a table as the app's config exports. It is loaded
   * with a Route registry of its own, so that its Route calls make its table alone; a file that fails to load
   * counts as none.
   */
  moduleRoutes(name: string): readonly (readonly [string, unknown])[] | undefined {
    if (!NAME.test(name)) return undefined;
    if (this.moduleTables.has(name)) return this.moduleTables.get(name);
    const moduleFolder = this.list(path.join(this.layout.root, this.layout.modulesFolder)).folders.get(name);
    const config = moduleFolder && this.list(moduleFolder).folders.get('config');
    const listed = config && this.list(config).files.get('routes');
    const file = listed && this.inside(listed, config, name);
    let table: readonly (readonly [string, unknown])[] | undefined;
    if (file) {
      const previous = Route.use(new RouteRegistry());
      try {
        const exported = loadModule(file, this.reloadFiles()(file)) as { routes?: unknown; default?: unknown } | undefined;
        const routes = exported?.routes ?? exported?.default;
        if (routes && typeof routes === 'object' && !Array.isArray(routes)) table = Object.entries(routes);
      } catch {
        table = undefined;
      } finally {
        Route.use(previous);
      }
    }
    if (this.moduleTables.size < 1_000) this.moduleTables.set(name, table);
    return table;
  }
}
