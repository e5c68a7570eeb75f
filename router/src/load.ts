// Loads a controller module: JavaScript as Node loads it, TypeScript transpiled by esbuild first (Node 20 runs no
// TypeScript). Modules are kept until their file changes. This is where routelens runs an app's code: only files
// that resolve.ts found inside the app's controller folders ever get here.

import * as fs from 'node:fs';
import Module from 'node:module';
import * as path from 'node:path';
import { transformSync } from 'esbuild';

interface Loaded {
  mtimeMs: number;
  exports: unknown;
}

const loaded = new Map<string, Loaded>();

/** Extensions tried for a relative import without one, in this order (TypeScript's own before JavaScript). */
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.json'];
/** Modules being loaded: an import cycle gets the exports made so far, as Node's require gives. */
const loading = new Map<string, Module>();

function isRegularFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The file a relative import of a loaded module names: as written, with an extension, as a folder's index, or a
 * TypeScript file imported with the `.js` of its output (`./helper.js` for `helper.ts`). Undefined for package names.
 */
function resolveRelative(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('./') && !specifier.startsWith('../') && !path.isAbsolute(specifier)) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, 'index' + e))];
  const js = /\.(m|c)?js$/.exec(base);
  if (js) candidates.push(...['.ts', '.tsx', '.mts', '.cts'].map((e) => base.slice(0, -js[0].length) + e));
  return candidates.find(isRegularFile);
}

/**
 * The module's exports: loaded once, or with `reload`, loaded again when the file changed since (`routelens serve`
 * picks up edits). Its relative imports are loaded the same way (TypeScript transpiled per file); anything else it
 * requires is Node's business.
 */
export function loadModule(file: string, reload = true): unknown {
  const inProgress = loading.get(file);
  if (inProgress) return inProgress.exports;
  const hit = loaded.get(file);
  if (hit && !reload) return hit.exports;
  const stat = fs.statSync(file);
  if (!stat.isFile()) throw new Error(`${file} is not a file`);
  const mtimeMs = stat.mtimeMs;
  if (hit && hit.mtimeMs === mtimeMs) return hit.exports;
  if (file.endsWith('.json')) {
    const exports: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    loaded.set(file, { mtimeMs, exports });
    return exports;
  }
  const source = fs.readFileSync(file, 'utf8');
  const code = /\.[mc]?tsx?$/.test(file)
    ? transformSync(source, { loader: file.endsWith('x') ? 'tsx' : 'ts', format: 'cjs', target: 'node20', sourcefile: file, sourcemap: 'inline' }).code
    : file.endsWith('.mjs')
      ? transformSync(source, { loader: 'js', format: 'cjs', target: 'node20', sourcefile: file }).code
      : source;
  const module = new Module(file, require.main);
  module.filename = file;
  module.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(path.dirname(file));
  // The module's require (Node's makeRequireFunction calls this method): its own relative imports go through here.
  module.require = ((specifier: string) => {
    const relative = resolveRelative(file, specifier);
    return relative ? loadModule(relative, reload) : Module.prototype.require.call(module, specifier);
  }) as NodeJS.Require;
  loading.set(file, module);
  try {
    (module as unknown as { _compile(code: string, file: string): void })._compile(code, file);
  } finally {
    loading.delete(file);
  }
  loaded.set(file, { mtimeMs, exports: module.exports });
  return module.exports;
}

type ControllerClass = new (...args: unknown[]) => object;
const classes = new WeakMap<object, ControllerClass | null>();

/** The controller class of a module: its default export (CommonJS `module.exports = class …` too). */
export function controllerClass(exports: unknown): ControllerClass | undefined {
  if ((typeof exports !== 'object' && typeof exports !== 'function') || exports === null) return undefined;
  let found = classes.get(exports);
  if (found === undefined) {
    const candidate = 'default' in exports ? (exports as { default: unknown }).default : exports;
    // A class, not any function: its source starts with `class` (checked once per module).
    found = typeof candidate === 'function' && /^class[\s{]/.test(Function.prototype.toString.call(candidate)) ? (candidate as ControllerClass) : null;
    classes.set(exports, found);
  }
  return found ?? undefined;
}
