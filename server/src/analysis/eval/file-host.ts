// How the analysis reads files: from disk, or from editor buffers over disk, and how imports resolve.

import * as path from 'node:path';

/** Files larger than this are not analysed (reported instead), so that a stray dump cannot stall the editor. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024 + 1024 * 1024;

/** The analysable source extensions (imports resolve only to script files; PHP route files stand alone). */
export const SCRIPT_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.mts', '.cts'];
export const SOURCE_EXTENSIONS = [...SCRIPT_EXTENSIONS, '.php'];

/** Folders a scan of the workspace never enters: dependencies, build output and hidden folders (`.git`, `.vscode-test`). */
const SKIPPED_FOLDERS = new Set(['node_modules', 'out', 'dist', 'build', 'coverage']);

export function isSkippedFolder(name: string): boolean {
  return SKIPPED_FOLDERS.has(name) || name.startsWith('.');
}

/** Whether a file name is a source the analysis reads (declaration files are not). */
export function isSourceFile(name: string): boolean {
  return SOURCE_EXTENSIONS.includes(path.extname(name)) && !name.endsWith('.d.ts');
}

export type ReadResult = { ok: true; text: string } | { ok: false; error: string };

/** The file system as the analysis sees it. Paths are absolute, with the platform's separators. */
export interface FileHost {
  read(file: string): ReadResult;
  isFile(file: string): boolean;
  /**
   * The names of a folder's entries (files and folders), or undefined when it is not a folder the host knows. A host
   * without it lists nothing (PHP's `scandir()` of a routes file is then not known).
   */
  list?(folder: string): string[] | undefined;
  /**
   * Import resolutions already made through this host, by folder and specifier: for a host whose files do not
   * change while it is used (one analysis of a project, where thousands of files import the same module).
   */
  readonly resolutions?: Map<string, string | undefined>;
}

/** `host` with its own cache of import resolutions, for one analysis of a project (the files must not change meanwhile). */
export function resolvingOnce(host: FileHost): FileHost {
  return { read: (file) => host.read(file), isFile: (file) => host.isFile(file), list: host.list && ((folder) => host.list!(folder)), resolutions: new Map() };
}

/**
 * The entries of each folder that the paths of `files` show (a file's folders are entries of theirs), by folder path
 * without a trailing separator: how a host that knows files, not folders, lists a folder.
 */
export function folderEntries(files: Iterable<string>): Map<string, Set<string>> {
  const folders = new Map<string, Set<string>>();
  for (const file of files) {
    let child = file;
    for (let at = file.lastIndexOf(path.sep); at > 0; at = child.lastIndexOf(path.sep)) {
      const folder = child.slice(0, at);
      let names = folders.get(folder);
      const known = names !== undefined;
      if (!names) folders.set(folder, (names = new Set()));
      names.add(child.slice(at + 1));
      // The folders above were entered with this one already.
      if (known) break;
      child = folder;
    }
  }
  return folders;
}

/** A folder's entries in an index made by `folderEntries`, or undefined when it has none. */
export function entriesOf(folders: ReadonlyMap<string, ReadonlySet<string>>, folder: string): string[] | undefined {
  const names = folders.get(folder.length > 1 && folder.endsWith(path.sep) ? folder.slice(0, -1) : folder);
  return names && [...names];
}

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
