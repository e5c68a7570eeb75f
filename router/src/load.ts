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

/**
 * The module's exports: loaded once, or with `reload`, loaded again when the file changed since (`routelens serve`
 * picks up edits).
 */
export function loadModule(file: string, reload = true): unknown {
  const hit = loaded.get(file);
  if (hit && !reload) return hit.exports;
  const mtimeMs = fs.statSync(file).mtimeMs;
  if (hit && hit.mtimeMs === mtimeMs) return hit.exports;
  const source = fs.readFileSync(file, 'utf8');
  const code = /\.m?ts$|\.cts$/.test(file) || file.endsWith('.ts')
    ? transformSync(source, { loader: 'ts', format: 'cjs', target: 'node20', sourcefile: file, sourcemap: 'inline' }).code
    : file.endsWith('.mjs') ? transformSync(source, { loader: 'js', format: 'cjs', target: 'node20', sourcefile: file }).code : source;
  const module = new Module(file, require.main);
  module.filename = file;
  module.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(path.dirname(file));
  (module as unknown as { _compile(code: string, file: string): void })._compile(code, file);
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
    found = typeof candidate === 'function' && /^class[\s{]/.test(Function.prototype.toString.call(candidate)) ? candidate as ControllerClass : null;
    classes.set(exports, found);
  }
  return found ?? undefined;
}
