// Which files are entry points (they call Route.map) and which stand alone, and their analyses, for any host.

import type { Analysis, AnalyzeOptions } from '../analysis/analyze';
import { analyzeEntry, diagnosticKey } from '../analysis/analyze';
import type { AnalysisDiagnostic } from '../analysis/eval/facts';
import type { FileHost } from '../analysis/eval/file-host';
import { resolveRelativeImport } from '../analysis/eval/file-host';
import { ParseCache } from '../analysis/parse-cache';
import { routeCallCount } from '../analysis/syntax/ts-parse';
import { readFast } from '../analysis/syntax/fast-read';

/** The analyses of a set of files: files that call `Route.map` are entries; other route files not imported by them stand alone. */
export interface ProjectAnalysis {
  analyses: Analysis[];
  /** Every diagnostic once, across analyses (made on first use: it lints every table). */
  readonly diagnostics: AnalysisDiagnostic[];
}

/**
 * Picks the entry points among `files` (by their text: they call `Route.map`) and analyses each. An analysis in `reuse` is kept
 * when none of its files is in `changed` (how the language server updates incrementally).
 */
export function analyzeFiles(
  files: Iterable<string>, host: FileHost, options: AnalyzeOptions = {},
  reuse?: ReadonlyMap<string, Analysis>, changed?: ReadonlySet<string>,
): ProjectAnalysis {
  const cache = options.parseCache ?? new ParseCache(false, readFast);
  const routeFiles: string[] = [];
  const entries: string[] = [];
  for (const file of files) {
    const read = host.read(file);
    // Closed files may be read by the fast reader (no tree); open ones are parsed, for their keystrokes.
    const readable = options.fastRead !== false && !options.memo?.covers(file);
    const parsed = read.ok ? cache.getRouteCandidate(file, read.text, readable) : undefined;
    if (!parsed) continue;
    // Entries are chosen by text, so that a keystroke does not walk the edited entry's tree; other files
    // are confirmed by their syntax below, only if no entry reaches them.
    if (parsed.routeCallTextCount() === 0) continue;
    if (parsed.mentionsMap) entries.push(file);
    else routeFiles.push(file);
  }
  const reached = new Set<string>();
  const analyses: Analysis[] = [];
  const analyze = (entry: string): Analysis => {
    const previous = reuse?.get(entry);
    if (previous && changed && !previous.files.some((f) => changed.has(f))) return previous;
    return analyzeEntry(entry, host, { ...options, parseCache: cache }, previous);
  };
  for (const entry of entries) {
    const analysis = analyze(entry);
    analysis.files.forEach((f) => reached.add(f));
    analyses.push(analysis);
  }
  // Route files that no entry imports are evaluated on their own, unless another such file imports them.
  const standalone = routeFiles.filter((f) => {
    const parsed = cache.peek(f);
    return !reached.has(f) && parsed !== undefined && routeCallCount(parsed) > 0;
  });
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
  // Linting every table is left until the diagnostics are asked for (the language server asks per open file).
  let diagnostics: AnalysisDiagnostic[] | undefined;
  return { analyses, get diagnostics() { return (diagnostics ??= mergeDiagnostics(analyses)); } };
}

function mergeDiagnostics(analyses: Analysis[]): AnalysisDiagnostic[] {
  const seen = new Set<string>();
  const merged: AnalysisDiagnostic[] = [];
  for (const analysis of analyses) {
    for (const d of analysis.diagnostics) {
      const key = diagnosticKey(d);
      if (seen.has(key)) continue;
      seen.add(key);
      merged.push(d);
    }
  }
  return merged;
}

