// The controllers of an app, read (never loaded): every controller file under `controllers/` and
// `modules/<m>/controllers/` with its classes and their methods (inherited ones from base classes the app declares,
// such as `application/core/MY_Controller.php`), which router the app uses (plain CodeIgniter 3 or HMVC), and what a
// route target runs there — by the one resolver of @routelens/shared (docs/ci3-routing.md).

import * as path from 'node:path';
import type { ControllerClass, ControllerMethod, ListedController, RequestResolution, ResolveSettings, RouterKind } from '@routelens/shared';
import { ListedControllerTree, listedClass, resolveRouteTarget, tableSettings } from '@routelens/shared';
import type { DeclaredClass } from '../base/classes';
import type { Analysis } from '../analysis/analyze';
import { settingsOf } from '../analysis/tables';
import { phpClasses } from '../analysis/php/php-classes';
import { scriptClasses } from '../analysis/ts/syntax/script-classes';

export interface HmvcOptions {
  /** The folder name that holds controllers (`application/controllers`, `modules/<m>/controllers`). */
  controllersFolder?: string;
  /** The folder name whose sub-folders are modules. */
  modulesFolder?: string;
}

/** A controller file as features show it. */
export interface ControllerInfo {
  file: string;
  /** The module, or null for an application controller. */
  module: string | null;
  /** Folders below the controllers folder, exactly as named. */
  dirs: readonly string[];
  /** The file name without extension, exactly as named (`Shop`). */
  base: string;
  /** The class CodeIgniter instantiates (`ucfirst` of the segment): the file's class of its own name, else its first. */
  cls: ControllerClass | undefined;
  /** Methods a URL may name (public, not `_`-prefixed): lowercase name → offset of its declaration in `file`. */
  methods: Map<string, number>;
  /** Offset of the closing brace of that class in `file` (where a method can be added). */
  closeBrace?: number;
}

export type Resolution =
  | { found: true; controller: ControllerInfo; method: string; methodFile: string; methodOffset: number }
  | { found: false; missing: 'controller'; target: string }
  | { found: false; missing: 'action'; controller: ControllerInfo; method: string; target: string };

const CONTROLLER_EXTENSIONS = ['.php', '.ts', '.js', '.mjs', '.cjs'];
/** Folders whose PHP classes controllers may extend (CodeIgniter's `core/` for MY_Controller, libraries). */
const BASE_FOLDERS = new Set(['core', 'libraries']);

/** The methods of a class with those of the classes it extends that the app declares (own first, each name once). */
function inherited(cls: DeclaredClass & { file: string }, byName: ReadonlyMap<string, DeclaredClass & { file: string }>): ControllerMethod[] {
  const methods: ControllerMethod[] = [];
  const seen = new Set<string>();
  let current: (DeclaredClass & { file: string }) | undefined = cls;
  for (let depth = 0; current && depth < 16; depth++) {
    for (const m of current.methods) {
      if (seen.has(m.name.toLowerCase())) continue;
      seen.add(m.name.toLowerCase());
      methods.push({
        name: m.name,
        visibility: m.visibility,
        isStatic: m.isStatic,
        required: m.required,
        total: m.total,
        file: current.file,
        offset: m.offset,
        declaredIn: current.name,
      });
    }
    const parent: string | null = current.extends;
    current = parent && parent.toLowerCase() !== current.name.toLowerCase() ? byName.get(parent.toLowerCase()) : undefined;
  }
  return methods;
}

/**
 * Which `controllers` folders outside modules CodeIgniter serves: the one beside an app's `config/` (the folder of
 * `config/routes.php` or `config/config.php`) and Bonfire's `bonfire/controllers`; not `core/controllers`,
 * `third_party/…/controllers` or a vendored package's examples. With no app `config/` in the workspace, every one.
 */
function servedFolders(files: readonly string[], controllersFolder: string): (parts: readonly string[], at: number) => boolean {
  const roots = new Set<string>();
  for (const file of files) {
    const parts = file.split(/[\\/]/);
    if (parts.at(-2) === 'config' && (parts.at(-1) === 'routes.php' || parts.at(-1) === 'config.php')) roots.add(parts.slice(0, -2).join('/'));
  }
  if (roots.size === 0) return () => true;
  return (parts, at) => parts[at] === controllersFolder && (roots.has(parts.slice(0, at).join('/')) || parts[at - 1] === 'bonfire');
}

export class ControllerIndex {
  readonly controllers: ControllerInfo[] = [];
  /** Which router the app uses, and why it is assumed. */
  router: RouterKind = 'ci3';
  routerReason = 'no modules/*/controllers/ folder, no third_party/MX and no Bonfire';
  private listed: ListedController[] = [];
  private moduleNames = new Set<string>();
  private routesOfModules = new Map<string, readonly (readonly [string, unknown])[]>();
  private treeCache: ListedControllerTree | undefined;

  /** Indexes the controllers among `files` (absolute paths); `read` gives a file's text. */
  static build(files: Iterable<string>, read: (file: string) => string | undefined, options: HmvcOptions = {}): ControllerIndex {
    const index = new ControllerIndex();
    const controllersFolder = options.controllersFolder ?? 'controllers';
    const modulesFolder = options.modulesFolder ?? 'modules';
    const declared: (DeclaredClass & { file: string })[] = [];
    const found: { file: string; module: string | null; dirs: string[]; base: string; classes: (DeclaredClass & { file: string })[] }[] = [];
    let mx = false;
    let bonfire = false;
    let bfRouter: string | undefined;
    const list = [...files];
    const served = servedFolders(list, controllersFolder);
    for (const file of list) {
      const ext = path.extname(file);
      const parts = file.split(/[\\/]/);
      if (parts.includes('third_party') && parts.includes('MX')) mx = true;
      if (parts.includes('bonfire')) bonfire = true;
      if (parts.at(-1) === 'BF_Router.php') bfRouter = file;
      if (!CONTROLLER_EXTENSIONS.includes(ext) || file.endsWith('.d.ts')) continue;
      const at = parts.lastIndexOf(controllersFolder);
      const isController = at >= 1 && at < parts.length - 1;
      const isBase = ext === '.php' && !isController && parts.slice(0, -1).some((p) => BASE_FOLDERS.has(p));
      if (!isController && !isBase) continue;
      const text = read(file);
      if (text === undefined) continue;
      // A library that declares no controller class (most of them) is not parsed.
      if (isBase && !/\bclass\s+\w*controller\b|\bextends\s+\w*controller\b/i.test(text)) continue;
      const classes = (ext === '.php' ? phpClasses(file, text).filter((c) => !c.isTrait) : scriptClasses(file, text)).map((c) => ({ ...c, file }));
      declared.push(...classes);
      const module = at >= 2 && parts[at - 2] === modulesFolder ? parts[at - 1] : null;
      if (!isController || (module === null && ext === '.php' && !served(parts, at))) continue;
      found.push({ file, module, dirs: parts.slice(at + 1, -1), base: path.basename(file, ext), classes });
    }
    const byName = new Map<string, DeclaredClass & { file: string }>();
    for (const cls of declared) if (!byName.has(cls.name.toLowerCase())) byName.set(cls.name.toLowerCase(), cls);
    for (const entry of found) {
      const classes = entry.classes.map((c) => listedClass(c.name, inherited(c, byName), c.abstract === true));
      const at = entry.classes.findIndex((c) => c.name.toLowerCase() === entry.base.toLowerCase());
      const cls = classes[at < 0 ? 0 : at];
      const closeBrace = entry.classes[at < 0 ? 0 : at]?.closeBrace;
      const methods = new Map<string, number>();
      for (const m of cls?.methods ?? []) {
        if (m.visibility === 'public' && !m.name.startsWith('_') && m.file === entry.file) methods.set(m.name.toLowerCase(), m.offset ?? 0);
      }
      index.controllers.push({
        file: entry.file,
        module: entry.module,
        dirs: entry.dirs,
        base: entry.base,
        cls,
        methods,
        ...(closeBrace !== undefined ? { closeBrace } : {}),
      });
      index.listed.push({ module: entry.module, dirs: entry.dirs, base: entry.base, file: entry.file, classes });
      if (entry.module !== null) index.moduleNames.add(entry.module);
    }
    index.decideRouter(bfRouter, mx, bonfire);
    return index;
  }

  /** Which router serves the app: Bonfire's when its router file is there, else HMVC when modules or MX say so. */
  private decideRouter(bfRouter: string | undefined, mx: boolean, bonfire: boolean): void {
    if (bfRouter) {
      this.router = 'bonfire';
      this.routerReason = `Bonfire's router (${displayPath(bfRouter)})`;
    } else if (this.moduleNames.size > 0) {
      this.router = 'hmvc';
      this.routerReason = `modules with controllers: ${[...this.moduleNames].sort().join(', ')}`;
    } else if (mx || bonfire) {
      this.router = 'hmvc';
      this.routerReason = mx ? 'the app vendors Modular Extensions (third_party/MX)' : 'a Bonfire app';
    }
  }

  get size(): number {
    return this.controllers.length;
  }

  /** The modules' own routes files (`modules/<m>/config/routes.php`), as `[key, value]` pairs by module. */
  setModuleRoutes(routes: ReadonlyMap<string, readonly (readonly [string, unknown])[]>): void {
    this.routesOfModules = new Map(routes);
    this.treeCache = undefined;
  }

  /** The controllers as the resolver sees them. */
  get tree(): ListedControllerTree {
    return (this.treeCache ??= new ListedControllerTree(this.listed, { modules: this.moduleNames, moduleRoutes: this.routesOfModules }));
  }

  /** The controller file at `file`, if it is one. */
  controllerAt(file: string): ControllerInfo | undefined {
    this.byFile ??= new Map(this.controllers.map((c) => [c.file, c]));
    return this.byFile.get(file);
  }

  private byFile: Map<string, ControllerInfo> | undefined;

  /** What a route target runs (`$n` already substituted), with the app's settings when known. */
  run(target: string, settings: Partial<ResolveSettings> = {}): RequestResolution {
    return resolveRouteTarget(target, this.tree, {
      router: this.router,
      defaultController: undefined,
      override: undefined,
      translateDashes: false,
      ...settings,
    });
  }

  /** A literal target as features show it: the method it runs, the controller that refuses it, or nothing found. */
  resolve(target: string, settings: Partial<ResolveSettings> = {}): Resolution {
    const result = this.run(target.replace(/^\/+|\/+$/g, ''), settings);
    const runs = result.runs;
    if (runs && runs.via !== '404_override') {
      const controller = this.controllerAt(runs.file)!;
      return { found: true, controller, method: runs.method, methodFile: runs.declaration?.file ?? runs.file, methodOffset: runs.declaration?.offset ?? 0 };
    }
    if (result.refused) return { found: false, missing: 'action', controller: this.controllerAt(result.refused.file)!, method: result.refused.method, target };
    return { found: false, missing: 'controller', target };
  }

  /** Every module controller with a given name (what `context(name)` reaches). */
  moduleControllersNamed(name: string): ControllerInfo[] {
    return this.controllers
      .filter((c) => c.module !== null && c.dirs.length === 0 && c.base.toLowerCase() === name.toLowerCase())
      .sort((a, b) => (a.module! < b.module! ? -1 : 1));
  }

  /** What a target with `$n` placeholders could reach: controllers matching its literal segments. */
  candidates(target: string): ControllerInfo[] {
    const segments = target.split('/');
    if (!segments.some((s) => /\$\d/.test(s))) return [];
    if (/^\$\d+$/.test(segments[0]) && segments[1] && !segments[1].includes('$')) return this.moduleControllersNamed(segments[1]);
    const literal = segments.filter((s) => !s.includes('$'));
    if (literal.length === 0) return [];
    const resolution = this.resolve(literal.join('/'));
    return resolution.found || resolution.missing === 'action' ? [resolution.controller] : [];
  }
}

/** The app's settings as the router reads them (`translate_uri_dashes` counts only when it is TRUE). */
export function resolveSettings(analysis: Analysis | undefined, controllers: ControllerIndex): ResolveSettings {
  const settings = analysis ? settingsOf(analysis) : {};
  // A Node app (script controllers) is served by @routelens/router, with its two deviations (docs/ci3-routing.md).
  const node = controllers.size > 0 && controllers.controllers.every((c) => !c.file.endsWith('.php'));
  return { router: controllers.router, ...tableSettings((name) => settings[name]), ...(node ? { blockedNotFound: true, staticNotCallable: true } : {}) };
}

/** A short, readable path of a controller file: from the nearest `application` or `bonfire` folder, or its last four parts. */
export function displayPath(file: string): string {
  const parts = file.split(/[\\/]/);
  // From `application/` or Bonfire's own `bonfire/` folder, whichever is nearer the file.
  const at = Math.max(parts.lastIndexOf('application'), parts.lastIndexOf('bonfire'));
  return at >= 0 ? parts.slice(at).join('/') : parts.slice(-4).join('/');
}
