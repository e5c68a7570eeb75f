// How an import of a TypeScript/JavaScript config resolves to a file of the workspace, as TypeScript's bundler/node
// resolution would (imports resolve only to script files and JSON data).

import * as path from 'node:path';
import type { FileHost } from '../core/file-host';

/** The extensions of the files this front end reads. */
export const SCRIPT_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.mts', '.cts'];

/** Resolves a relative import specifier to an analysable file, as TypeScript's bundler/node resolution would. */
export function resolveRelativeImport(host: FileHost, fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.') && !path.isAbsolute(specifier)) return undefined;
  const cache = host.resolutions;
  if (!cache) return resolve(host, fromFile, specifier);
  const key = path.dirname(fromFile) + '\0' + specifier;
  if (cache.has(key)) return cache.get(key);
  const file = resolve(host, fromFile, specifier);
  cache.set(key, file);
  return file;
}

function resolve(host: FileHost, fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base];
  const ext = path.extname(base);
  if (['.js', '.mjs', '.cjs', '.jsx'].includes(ext)) {
    const stem = base.slice(0, -ext.length);
    const tsExt = ext === '.mjs' ? '.mts' : ext === '.cjs' ? '.cts' : '.ts';
    candidates.push(stem + tsExt, stem + '.tsx');
  }
  // JSON data is imported by its exact name (`./pages.json`) and read as data, never run.
  if (ext === '.json') return host.isFile(base) ? base : undefined;
  for (const e of SCRIPT_EXTENSIONS) candidates.push(base + e);
  for (const e of SCRIPT_EXTENSIONS) candidates.push(path.join(base, 'index' + e));
  return candidates.find((candidate) => SCRIPT_EXTENSIONS.includes(path.extname(candidate)) && host.isFile(candidate));
}
