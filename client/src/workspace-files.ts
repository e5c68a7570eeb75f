// What the web server gets of a workspace folder (it cannot read the disk): the folder is listed with
// vscode.workspace.fs, directory by directory, and only what the analysis can use is handed over —
// - route configs (script files that mention routes) and the files they import, followed relative import by import
//   (JSON data included, read only when a config imports it);
// - of PHP, the files CodeIgniter's routing reads: routes files, constants and config (CodeIgniter 4's `app/Config/`
//   too), controllers, their base classes (`core/`, `libraries/`), the HMVC router (`third_party/MX/`) and views (the
//   links they write); models, helpers and language files are never read.
// Folders, file kinds and import resolution are the desktop server's own (`@routelens/server`). Reads run a few at a
// time, in parallel.

import * as vscode from 'vscode';
import { MAX_FILE_BYTES, isSkippedFolder, isSourceFile, resolveRelativeImport } from '@routelens/server';

const PARALLEL = 16;
const isScript = (path: string) => isSourceFile(path) && !path.endsWith('.php');

/** Whether the analysis can use a PHP file, by its path (a path inside the workspace, with `/`). */
export function phpMatters(path: string): boolean {
  return /\/(controllers|core|libraries|config|views)\//i.test(path) || path.includes('/third_party/MX/') || /route[^/]*\.php$/i.test(path);
}

/** Whether a file is a source the server reads at all (a script, PHP, or JSON data, which the web server cannot read on demand). */
export function isSource(path: string): boolean {
  return isSourceFile(path) || path.endsWith('.json');
}

export async function readText(uri: vscode.Uri): Promise<string | null> {
  try {
    const bytes = await vscode.workspace.fs.readFile(uri);
    return bytes.byteLength > MAX_FILE_BYTES ? null : new TextDecoder().decode(bytes);
  } catch {
    return null;
  }
}

/** Runs `work` over the items, PARALLEL at a time. */
async function inParallel<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
}

/** Every source file below a folder, by path, listed directory by directory. */
async function listSources(folder: vscode.Uri, limit: number): Promise<Map<string, vscode.Uri>> {
  const found = new Map<string, vscode.Uri>();
  let level = [folder];
  while (level.length > 0 && found.size < limit) {
    const below: vscode.Uri[] = [];
    await inParallel(level, async (directory) => {
      const entries = await Promise.resolve(vscode.workspace.fs.readDirectory(directory)).catch(() => [] as [string, vscode.FileType][]);
      for (const [name, type] of entries) {
        const uri = vscode.Uri.joinPath(directory, name);
        if (type & vscode.FileType.Directory) {
          if (!isSkippedFolder(name)) below.push(uri);
        } else if (isSource(uri.path) && found.size < limit) {
          found.set(uri.path, uri);
        }
      }
    });
    level = below;
  }
  return found;
}

/** The relative specifiers a script imports, exports from or requires. */
export function relativeImports(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\1/g)) found.push(m[2]);
  return found;
}

/** The files of a folder the server can use, with their texts; `timings` gets how long listing took (ms). */
export async function workspaceSources(folder: vscode.Uri, limit = 20_000, timings: Record<string, number> = {}): Promise<{ uri: string; text: string }[]> {
  const started = Date.now();
  const listed = await listSources(folder, limit);
  timings.listMs = Date.now() - started;
  timings.listed = listed.size;
  const texts = new Map<string, string>();
  const scripts = [...listed.keys()].filter((p) => isScript(p));
  const php = [...listed.keys()].filter((p) => p.endsWith('.php') && phpMatters(p));
  const read = async (path: string) => {
    const text = await readText(listed.get(path)!);
    if (text !== null) texts.set(path, text);
  };
  await inParallel([...scripts, ...php], read);
  // Route configs, then what they import, import by import (resolved as the server resolves them, among the listed files).
  const listedHost = { read: () => ({ ok: false as const, error: 'not read here' }), isFile: (file: string) => listed.has(file) };
  const kept = new Set([...php.filter((p) => texts.has(p)), ...scripts.filter((p) => /route/i.test(texts.get(p) ?? ''))]);
  let frontier = [...kept].filter((p) => isScript(p));
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const file of frontier) {
      for (const specifier of relativeImports(texts.get(file) ?? '')) {
        const target = resolveRelativeImport(listedHost, file, specifier);
        if (target === undefined || kept.has(target)) continue;
        kept.add(target);
        next.push(target);
      }
    }
    await inParallel(
      next.filter((p) => !texts.has(p)),
      read,
    );
    frontier = next.filter((p) => isScript(p));
  }
  timings.read = texts.size;
  return [...kept].filter((p) => texts.has(p)).map((p) => ({ uri: listed.get(p)!.toString(), text: texts.get(p)! }));
}

/** Whether a changed file is one the server gets (its text decides for a script: it mentions routes, or was given before). */
export function changeMatters(path: string): boolean {
  return isSource(path) && (!path.endsWith('.php') || phpMatters(path));
}
