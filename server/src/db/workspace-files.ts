// Which files and folders a scan of the workspace looks at, and how a host that knows files lists a folder.

import * as path from 'node:path';
import { PHP_EXTENSIONS } from '../analysis/php/php-app';
import { SCRIPT_EXTENSIONS } from '../analysis/ts/module-resolution';

/**
 * The extensions of every file some front end reads (each front end's own list, from modules that load nothing
 * else: the web client imports this without the analysis). A test checks it against the front ends.
 */
export const SOURCE_EXTENSIONS: readonly string[] = [...SCRIPT_EXTENSIONS, ...PHP_EXTENSIONS];

/** Folders a scan of the workspace never enters: dependencies, build output and hidden folders (`.git`, `.vscode-test`). */
const SKIPPED_FOLDERS = new Set(['node_modules', 'out', 'dist', 'build', 'coverage']);

export function isSkippedFolder(name: string): boolean {
  return SKIPPED_FOLDERS.has(name) || name.startsWith('.');
}

/**
 * Whether a file may write links of a CodeIgniter app (docs/links.md): a PHP file in a `views` or `controllers`
 * folder (any case: CodeIgniter 4's `Views`), not in a dependency (`vendor`, CodeIgniter 3's `third_party` packages) or the framework.
 */
export function isLinkFile(file: string): boolean {
  const php = file.endsWith('.php');
  // A script controller of the TypeScript port (`Route.url()` in it).
  const script = !php && SCRIPT_EXTENSIONS.includes(path.extname(file)) && !file.endsWith('.d.ts');
  if (!php && !script) return false;
  const folders = file
    .split(/[\\/]/)
    .slice(0, -1)
    .map((f) => f.toLowerCase());
  const where = php ? folders.some((f) => f === 'views' || f === 'controllers') : folders.includes('controllers');
  return where && !folders.some((f) => f === 'vendor' || f === 'system' || f === 'third_party');
}

/** Whether a file is in a `views` folder (any case): a view, which no route table or class depends on. */
export function isViewFile(file: string): boolean {
  return file
    .split(/[\\/]/)
    .slice(0, -1)
    .some((f) => f.toLowerCase() === 'views');
}

/** Whether a file name is a source the analysis reads (declaration files are not). */
export function isSourceFile(name: string): boolean {
  return SOURCE_EXTENSIONS.includes(path.extname(name)) && !name.endsWith('.d.ts');
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
