// The HMVC layout of a workspace: modules, controllers and their public methods, and how a route target
// resolves to one of them the way the HMVC router (MX_Router) does.

import * as path from 'node:path';
import { loadTypeScript, SyntaxKind, TS } from '../analysis/syntax/typescript';

export interface HmvcOptions {
  /** The folder name that holds controllers (`application/controllers`, `modules/<m>/controllers`). */
  controllersFolder?: string;
  /** The folder name whose sub-folders are modules. */
  modulesFolder?: string;
}

export interface ControllerInfo {
  file: string;
  /** The module, or null for an application controller. */
  module: string | null;
  /** Sub-folder below the controllers folder ('' for none), lowercase, `/`-separated. */
  dir: string;
  /** The controller name, lowercase (CodeIgniter capitalises the file name; URLs are lowercase). */
  name: string;
  /** Public methods: lowercase name → offset of its declaration. */
  methods: Map<string, number>;
}

export type Resolution =
  | { found: true; controller: ControllerInfo; method: string; methodOffset: number }
  | { found: false; missing: 'controller'; target: string }
  | { found: false; missing: 'action'; controller: ControllerInfo; method: string; target: string };

/** Public methods of a PHP controller: `function` without private/protected, not `_`-prefixed (not routable). */
function phpMethods(text: string): Map<string, number> {
  const methods = new Map<string, number>();
  const pattern = /^[ \t]*((?:(?:public|protected|private|static|final|abstract)\s+)*)function\s+&?([A-Za-z_]\w*)\s*\(/gm;
  for (const m of text.matchAll(pattern)) {
    if (/private|protected/.test(m[1]) || m[2].startsWith('_')) continue;
    methods.set(m[2].toLowerCase(), m.index! + m[0].indexOf(m[2]));
  }
  return methods;
}

/** Public methods of the classes of a TypeScript/JavaScript controller. */
function scriptMethods(file: string, text: string): Map<string, number> {
  const methods = new Map<string, number>();
  loadTypeScript();
  const source = TS.createSourceFile(file, text, TS.ScriptTarget.Latest, false);
  for (const statement of source.statements) {
    if (!TS.isClassDeclaration(statement)) continue;
    for (const member of statement.members) {
      if (!TS.isMethodDeclaration(member) || !member.name || !TS.isIdentifier(member.name)) continue;
      const hidden = member.modifiers?.some((m) => m.kind === SyntaxKind.PrivateKeyword || m.kind === SyntaxKind.ProtectedKeyword);
      if (hidden || member.name.text.startsWith('_')) continue;
      methods.set(member.name.text.toLowerCase(), member.name.getStart(source));
    }
  }
  return methods;
}

const CONTROLLER_EXTENSIONS = ['.php', '.ts', '.js', '.mjs', '.cjs'];

export class ControllerIndex {
  readonly modules = new Map<string, Map<string, ControllerInfo>>();
  /** Application controllers by `dir/name` (or `name`). */
  readonly app = new Map<string, ControllerInfo>();
  readonly appDirs = new Set<string>();
  readonly moduleDirs = new Map<string, Set<string>>();

  /** Indexes the controllers among `files` (absolute paths); `read` gives a file's text. */
  static build(files: Iterable<string>, read: (file: string) => string | undefined, options: HmvcOptions = {}): ControllerIndex {
    const index = new ControllerIndex();
    const controllers = options.controllersFolder ?? 'controllers';
    const modules = options.modulesFolder ?? 'modules';
    for (const file of files) {
      const ext = path.extname(file);
      if (!CONTROLLER_EXTENSIONS.includes(ext) || file.endsWith('.d.ts')) continue;
      const parts = file.split(/[\\/]/);
      const at = parts.lastIndexOf(controllers);
      if (at < 1 || at === parts.length - 1) continue;
      const module = at >= 2 && parts[at - 2] === modules ? parts[at - 1].toLowerCase() : null;
      const dir = parts.slice(at + 1, -1).join('/').toLowerCase();
      const name = path.basename(file, ext).toLowerCase();
      const text = read(file);
      if (text === undefined) continue;
      const info: ControllerInfo = { file, module, dir, name, methods: ext === '.php' ? phpMethods(text) : scriptMethods(file, text) };
      const key = dir ? `${dir}/${name}` : name;
      if (module) {
        if (!index.modules.has(module)) index.modules.set(module, new Map());
        index.modules.get(module)!.set(key, info);
        if (dir) {
          if (!index.moduleDirs.has(module)) index.moduleDirs.set(module, new Set());
          index.moduleDirs.get(module)!.add(dir);
        }
      } else {
        index.app.set(key, info);
        if (dir) index.appDirs.add(dir);
      }
    }
    return index;
  }

  get size(): number {
    let count = this.app.size;
    for (const controllers of this.modules.values()) count += controllers.size;
    return count;
  }

  /** Resolves a literal target like the HMVC router: a module's controller, else a sub-folder, else controller + method. */
  resolve(target: string): Resolution {
    const segments = target.replace(/^\/+|\/+$/g, '').split('/').map((s) => s.toLowerCase());
    const [first, second, third] = segments;
    const found = (controller: ControllerInfo, method = 'index'): Resolution => {
      const offset = controller.methods.get(method);
      return offset === undefined ? { found: false, missing: 'action', controller, method, target } : { found: true, controller, method, methodOffset: offset };
    };
    const module = this.modules.get(first);
    if (module) {
      if (second && third && module.has(`${second}/${third}`)) return found(module.get(`${second}/${third}`)!, segments[3]);
      if (second && module.has(second)) return found(module.get(second)!, third);
      if (module.has(first)) return found(module.get(first)!, second);
      return { found: false, missing: 'controller', target };
    }
    if (second && this.app.has(`${first}/${second}`)) return found(this.app.get(`${first}/${second}`)!, third);
    if (this.app.has(first)) return found(this.app.get(first)!, second);
    return { found: false, missing: 'controller', target };
  }

  /** Every module controller with a given name (what `context(name)` reaches). */
  moduleControllersNamed(name: string): ControllerInfo[] {
    const found: ControllerInfo[] = [];
    for (const controllers of this.modules.values()) {
      const controller = controllers.get(name.toLowerCase());
      if (controller) found.push(controller);
    }
    return found.sort((a, b) => (a.module! < b.module! ? -1 : 1));
  }

  /** What a target with `$n` placeholders could reach: controllers matching its literal segments. */
  candidates(target: string): ControllerInfo[] {
    const segments = target.split('/');
    if (!segments.some((s) => /\$\d/.test(s))) return [];
    if (/^\$\d+$/.test(segments[0]) && segments[1] && !segments[1].includes('$')) return this.moduleControllersNamed(segments[1]);
    const literal = segments.filter((s) => !s.includes('$'))[0];
    if (!literal) return [];
    const resolution = this.resolve(segments.filter((s) => !s.includes('$')).join('/'));
    return resolution.found || resolution.missing === 'action' ? [resolution.controller] : [];
  }
}

/** A short, readable path of a controller file relative to the nearest `application` or project folder. */
export function displayPath(file: string): string {
  const parts = file.split(/[\\/]/);
  const at = parts.lastIndexOf('application');
  return at >= 0 ? parts.slice(at).join('/') : parts.slice(-4).join('/');
}
