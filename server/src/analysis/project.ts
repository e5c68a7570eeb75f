// A project on disk: which files are route configs, which are entry points, and their combined analysis.

import * as fs from 'node:fs';
import * as path from 'node:path';
import type { AnalysisDiagnostic } from './context';
import type { Analysis, AnalyzeOptions } from './analyze';
import { analyzeEntry } from './analyze';
import type { FileHost } from './file-host';
import { SOURCE_EXTENSIONS, describeFsError, diskHost, resolveRelativeImport } from './file-host';
import { ParseCache } from './parse';

/** Folders never searched for route configs. */
const SKIPPED_DIRECTORIES = new Set(['node_modules', '.git', 'out', 'dist', 'build', 'coverage', '.vscode-test', '.vscode-test-web']);
const MAX_SCANNED_FILES = 50_000;

/** An error the command line reports as one line with exit code 2. */
export class UsageError extends Error {}

/** Every analysable source file below `directory`, sorted, skipping dependency and build folders. */
export function listSourceFiles(directory: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      if (dir === directory) throw new UsageError(describeFsError(error, dir));
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (found.length >= MAX_SCANNED_FILES) return;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRECTORIES.has(entry.name) && !entry.name.startsWith('.')) walk(full);
      } else if (entry.isFile() && SOURCE_EXTENSIONS.includes(path.extname(entry.name)) && !entry.name.endsWith('.d.ts')) {
        found.push(full);
      }
    }
  };
  walk(directory);
  return found;
}

/** The analyses of a set of files: files that call `Route.map` are entries; other route files not imported by them stand alone. */
export interface ProjectAnalysis {
  analyses: Analysis[];
  /** Every diagnostic once, across analyses. */
  diagnostics: AnalysisDiagnostic[];
}

/**
 * Picks the entry points among `files` (by their syntax) and analyses each. An analysis in `reuse` is kept
 * when none of its files is in `changed` (how the language server updates incrementally).
 */
export function analyzeFiles(
  files: Iterable<string>, host: FileHost, options: AnalyzeOptions = {},
  reuse?: ReadonlyMap<string, Analysis>, changed?: ReadonlySet<string>,
): ProjectAnalysis {
  const cache = options.parseCache ?? new ParseCache();
  const routeFiles: string[] = [];
  const entries: string[] = [];
  for (const file of files) {
    const read = host.read(file);
    if (!read.ok || !/route/i.test(read.text)) continue;
    const parsed = cache.get(file, read.text);
    if (parsed.routeCalls.length === 0) continue;
    routeFiles.push(file);
    if (parsed.callsMap) entries.push(file);
  }
  const reached = new Set<string>();
  const analyses: Analysis[] = [];
  const analyze = (entry: string): Analysis => {
    const previous = reuse?.get(entry);
    if (previous && changed && !previous.files.some((f) => changed.has(f))) return previous;
    return analyzeEntry(entry, host, { ...options, parseCache: cache });
  };
  for (const entry of entries) {
    const analysis = analyze(entry);
    analysis.files.forEach((f) => reached.add(f));
    analyses.push(analysis);
  }
  // Route files that no entry imports are evaluated on their own, unless another such file imports them.
  const standalone = routeFiles.filter((f) => !reached.has(f));
  const importedByStandalone = new Set<string>();
  for (const file of standalone) {
    const parsed = cache.peek(file);
    for (const specifier of parsed?.imports ?? []) {
      const target = resolveRelativeImport(host, file, specifier);
      if (target) importedByStandalone.add(target);
    }
  }
  for (const file of standalone) {
    if (reached.has(file) || importedByStandalone.has(file)) continue;
    const analysis = analyze(file);
    analysis.files.forEach((f) => reached.add(f));
    analyses.push(analysis);
  }
  return { analyses, diagnostics: mergeDiagnostics(analyses) };
}

function mergeDiagnostics(analyses: Analysis[]): AnalysisDiagnostic[] {
  const seen = new Set<string>();
  const merged: AnalysisDiagnostic[] = [];
  for (const analysis of analyses) {
    for (const d of analysis.diagnostics) {
      const key = `${d.span.file}:${d.span.start}:${d.span.end}:${d.code}:${d.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      merged.push(d);
    }
  }
  return merged;
}

/** The CLI's PATH: a file (evaluated with what it imports) or a directory (every entry in it). */
export function analyzePath(target: string, options: AnalyzeOptions = {}, host: FileHost = diskHost): { root: string; project: ProjectAnalysis } {
  const absolute = path.resolve(target);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(absolute);
  } catch (error) {
    throw new UsageError(describeFsError(error, target));
  }
  if (stat.isDirectory()) {
    const files = listSourceFiles(absolute);
    const project = analyzeFiles(files, host, options);
    if (project.analyses.length === 0) throw new UsageError(`${target}: no route configs found (no .ts, .js or .php file calls Route)`);
    return { root: absolute, project };
  }
  if (!SOURCE_EXTENSIONS.includes(path.extname(absolute))) throw new UsageError(`${target}: not a route config (expected ${SOURCE_EXTENSIONS.join(', ')})`);
  const read = host.read(absolute);
  if (!read.ok) throw new UsageError(read.error);
  const analysis = analyzeEntry(absolute, host, options);
  return { root: path.dirname(absolute), project: { analyses: [analysis], diagnostics: analysis.diagnostics } };
}
