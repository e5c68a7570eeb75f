// A project's analysis, for the CLI and the language server alike: which files are entry points (they call Route.map)
// and which stand alone, their analyses, and every diagnostic once, the HMVC controller checks included.

import * as path from 'node:path';
import type { Analysis, AnalyzeOptions } from '../analysis/analyze';
import { analyzeEntry } from '../analysis/analyze';
import type { AnalysisDiagnostic } from '../analysis/core/facts';
import { uniqueDiagnostics } from '../analysis/core/facts';
import type { FileHost } from '../analysis/core/file-host';
import { resolvingOnce } from '../analysis/core/file-host';
import { DEFAULT_LIMITS } from '../analysis/core/limits';
import { folderPrefix } from '../base/text';
import { resolveRelativeImport } from '../analysis/ts/module-resolution';
import { ParseCache } from '../analysis/parse-cache';
import { PhpParsedFile } from '../analysis/php/php-parse';
import { entryFrontEnd } from '../analysis/front-ends';
import { isCodeIgniterRoutes } from '../analysis/php/php-app';
import { ReadFile, routeCallCount } from '../analysis/ts/syntax/ts-parse';
import { readFast } from '../analysis/ts/syntax/fast-read';
import type { ControllerIndex } from './hmvc';
import { controllerDiagnostics } from './hmvc-check';
import { unusedDefine } from '@routelens/shared';
import type { Ci4Analysis } from '../analysis/ci4/ci4-table';
import { analyzeCi4 } from '../analysis/ci4/ci4-table';
import { isLinkFile, isViewFile } from './workspace-files';

/** The analyses of a project: its entries, and route files that no entry imports. */
export interface ProjectAnalysis {
  readonly analyses: readonly Analysis[];
  /** The project's HMVC controllers, when it has a controllers layout. */
  readonly controllers: ControllerIndex | undefined;
  /** The CodeIgniter 4 apps of the project (a folder with `app/Config/Routes.php`), each with its table. */
  readonly ci4Apps: readonly Ci4Analysis[];
  /** The files that may write links (views and controllers), in the order they were listed. */
  readonly linkFiles: readonly string[];
  /** Every diagnostic once, across analyses, with the controller checks (made on first use: it lints every table). */
  readonly diagnostics: AnalysisDiagnostic[];
  /**
   * The diagnostics in one file, each once, from the analyses the file takes part in (only those are linted: a
   * workspace of thousands of tables lints the few whose files are open).
   */
  diagnosticsOf(file: string): AnalysisDiagnostic[];
}

export interface ProjectOptions extends AnalyzeOptions {
  /** The project's controllers: literal targets that resolve to none of them are reported. */
  controllers?: ControllerIndex;
  /** Analyses of an earlier state of the project, kept when none of their files is in `changed` (the language server). */
  reuse?: ReadonlyMap<string, Analysis>;
  /** CodeIgniter 4 apps of an earlier state, by root, kept when no file below the root (or evaluated) changed. */
  reuseCi4?: ReadonlyMap<string, Ci4Analysis>;
  /** The request's Host header for CodeIgniter 4 tables (hostname and subdomain routes). */
  host?: string;
  /** Whether CodeIgniter 4 handlers are checked against the app's classes (not while the workspace is being listed). */
  checkCi4Handlers?: boolean;
  changed?: ReadonlySet<string>;
  /** Analyse this one file as the entry, whatever it contains (the CLI given a file). */
  entry?: string;
  /**
   * Report each define (`defines`) that no analysed file asks for as an `unused-define` hint on every route config
   * (the editor; the CLI warns on its standard error instead).
   */
  hintUnusedDefines?: boolean;
}

/**
 * Picks the entry points among `files` (by their text: they call `Route.map`) and analyses each, with the files they
 * import; route files that no entry imports are analysed on their own.
 */
export function analyzeProject(files: Iterable<string>, projectHost: FileHost, options: ProjectOptions = {}): ProjectAnalysis {
  // The files do not change during one analysis: each folder's imports are resolved once, for all files in it.
  const host = resolvingOnce(projectHost);
  if (options.entry !== undefined) return projectOf([analyzeEntry(options.entry, host, options)], options);
  const { reuse, changed } = options;
  const cache = options.parseCache ?? new ParseCache(false, readFast);
  const reached = new Set<string>();
  const analyses: Analysis[] = [];
  const analyze = (entry: string): Analysis => {
    const previous = reuse?.get(entry);
    // A change of a file it evaluated, or of one that decides it without being evaluated (a PHP app's Route.php).
    if (previous && changed && !previous.files.some((f) => changed.has(f)) && !previous.dependencies?.some((f) => dependencyChanged(f, changed)))
      return previous;
    const analysis = analyzeEntry(entry, host, { ...options, parseCache: cache }, previous);
    // What a closed file's evaluation needed of its syntax is let go once its analysis is made (read again if
    // needed); a reused analysis let go of it when it was made.
    for (const file of analysis.files) releaseSyntax(cache, file);
    if (!analysis.files.some((f) => options.memo?.covers(f))) compact(analysis);
    return analysis;
  };
  const routeFiles: string[] = [];
  const ci4Roots: string[] = [];
  // An entry is analysed as soon as it is found, so that what the fast reader read of a file is let go before the
  // next is read (a workspace of tens of thousands of files never holds all of their programs at once); a route file
  // that is not an entry lets go of its program at once (read again if it is evaluated).
  const analyzeEntryNow = (entry: string) => {
    const analysis = analyze(entry);
    analysis.files.forEach((f) => reached.add(f));
    analyses.push(analysis);
  };
  const linkFiles: string[] = [];
  for (const file of files) {
    if (keptAsLinkFile(file, linkFiles)) continue;
    // A CodeIgniter 4 app is read as the framework reads it, from its root (its route files are not entries).
    if (ci4RootOf(file) !== undefined && ci4Roots.push(ci4RootOf(file)!)) continue;
    const read = host.read(file);
    // Closed files may be read by the fast reader (no tree); open ones are parsed, for their keystrokes.
    const readable = options.fastRead !== false && !options.memo?.covers(file);
    const parsed = read.ok ? cache.getRouteCandidate(file, read.text, readable) : undefined;
    if (!parsed) continue;
    // Entries are chosen by text, so that a keystroke does not walk the edited entry's tree; other files
    // are confirmed by their syntax below, only if no entry reaches them.
    // A CodeIgniter app's config/routes.php is its route table, with or without Route:: calls (docs/decisions.md#php-apps).
    const role = entryFrontEnd(file).role(file, parsed);
    if (role === 'entry') {
      analyzeEntryNow(file);
    } else if (role === 'standalone') {
      routeFiles.push(file);
      if (parsed instanceof ReadFile) parsed.release();
    }
  }
  for (const file of standalone(routeFiles, reached, cache, host)) {
    if (reached.has(file)) continue;
    const analysis = analyze(file);
    analysis.files.forEach((f) => reached.add(f));
    analyses.push(analysis);
  }
  const ci4Apps = ci4Roots.map((root) => analyzeCi4App(root, host, options));
  return projectOf(withoutIncludedApps(analyses), options, ci4Apps, linkFiles);
}

/**
 * Notes a file that may write links; true for a view, which is no route config (its links are read when they are
 * asked for).
 */
function keptAsLinkFile(file: string, linkFiles: string[]): boolean {
  if (!isLinkFile(file)) return false;
  linkFiles.push(file);
  return isViewFile(file);
}

function releaseSyntax(cache: ParseCache, file: string): void {
  const parsed = cache.peek(file);
  if (parsed instanceof ReadFile) parsed.release();
}

/**
 * A CodeIgniter 4 app's table: the earlier one while no file below its root (or that it evaluated) changed, views
 * aside (a keystroke in a view changes its links, not the table).
 */
function analyzeCi4App(root: string, host: FileHost, options: ProjectOptions): Ci4Analysis {
  const previous = options.reuseCi4?.get(root);
  const { changed } = options;
  const checkHandlers = options.checkCi4Handlers !== false;
  if (
    previous &&
    changed &&
    previous.handlersChecked === checkHandlers &&
    ![...changed].some((f) => (f.startsWith(folderPrefix(root)) && !isViewFile(f)) || previous.files.includes(f))
  )
    return previous;
  const cache = options.parseCache;
  const parse =
    cache &&
    ((file: string, text: string) => {
      const parsed = cache.get(file, text);
      return parsed instanceof PhpParsedFile ? parsed : new PhpParsedFile(file, text);
    });
  // While only route files changed (a keystroke), the app's classes are what the last analysis found.
  const onlyRouteFiles = previous && changed && [...changed].every((f) => previous.files.includes(f) || !f.startsWith(folderPrefix(root)));
  return analyzeCi4(root, host, {
    defines: options.defines,
    host: options.host,
    limits: options.limits && { ...DEFAULT_LIMITS, ...options.limits },
    parse,
    classes: onlyRouteFiles ? previous.classes : undefined,
    checkHandlers,
  });
}

/** The root of the CodeIgniter 4 app whose main routes file `file` is (`<root>/app/Config/Routes.php`), if it is one. */
function ci4RootOf(file: string): string | undefined {
  return /[\\/]app[\\/]Config[\\/]Routes\.php$/.test(file) ? path.dirname(path.dirname(path.dirname(file))) : undefined;
}

/**
 * The route files that no entry reaches and that are evaluated on their own: those with Route calls, unless another
 * such file imports them.
 */
function standalone(routeFiles: string[], reached: ReadonlySet<string>, cache: ParseCache, host: FileHost): string[] {
  const files = routeFiles.filter((f) => {
    const parsed = cache.peek(f);
    return !reached.has(f) && parsed !== undefined && routeCallCount(parsed) > 0;
  });
  const imported = new Set<string>();
  for (const file of files) {
    for (const specifier of cache.peek(file)?.imports ?? []) {
      const target = resolveRelativeImport(host, file, specifier);
      if (target) imported.add(target);
    }
  }
  return files.filter((f) => !imported.has(f));
}

/** Whether a dependency changed: a file, or (a path ending in the separator) anything in a folder. */
function dependencyChanged(dependency: string, changed: ReadonlySet<string>): boolean {
  if (!dependency.endsWith(path.sep)) return changed.has(dependency);
  for (const file of changed) if (file.startsWith(dependency)) return true;
  return false;
}

/**
 * A CodeIgniter routes file that another app's routes file includes (an HMVC app whose routes.php requires each
 * module's config/routes.php) is part of that app's table, not an app of its own: its analysis is left out. Two
 * files that include each other both stay.
 */
function withoutIncludedApps(analyses: Analysis[]): Analysis[] {
  const includers = new Map<string, Analysis[]>();
  for (const analysis of analyses) {
    for (const file of analysis.files) {
      if (file === analysis.entry || !isCodeIgniterRoutes(file)) continue;
      const list = includers.get(file);
      if (list) list.push(analysis);
      else includers.set(file, [analysis]);
    }
  }
  if (includers.size === 0) return analyses;
  return analyses.filter((a) => !isCodeIgniterRoutes(a.entry) || !includers.get(a.entry)?.some((b) => !a.files.includes(b.entry)));
}

/**
 * Makes a closed file's analysis smaller, as it is kept for as long as the workspace is open (tens of thousands of
 * them): paths and targets made by joining strings (a prefix and a path) become flat strings, which the engine keeps
 * in less memory than the joins. (A map call's list of routes that is the whole table is the table's array already:
 * see RecordedMapCall in route-calls.ts.)
 */
function compact(analysis: Analysis): void {
  const registrations = analysis.registrations;
  // Reading a character flattens a joined string in place; the garbage collector then drops the join.
  for (let i = 0; i < registrations.length; i++) {
    registrations[i].from.charCodeAt(0);
    registrations[i].to.charCodeAt(0);
  }
}

function projectOf(
  analyses: readonly Analysis[],
  options: ProjectOptions,
  ci4Apps: readonly Ci4Analysis[] = [],
  linkFiles: readonly string[] = [],
): ProjectAnalysis {
  const unused = options.hintUnusedDefines
    ? Object.keys(options.defines ?? {}).filter((name) => !analyses.some((a) => a.askedNames?.has(name)) && !ci4Apps.some((a) => a.askedNames.has(name)))
    : [];
  return new AnalysedProject(analyses, options.controllers, unused, ci4Apps, linkFiles);
}

/** The `unused-define` hints of a route config: at its start, one per define no analysed file asks for. */
function unusedDefineHints(file: string, unused: readonly string[]): AnalysisDiagnostic[] {
  return unused.map((name) => ({
    span: { file, start: 0, end: 0 },
    severity: unusedDefine.severity,
    code: unusedDefine.code,
    data: { name },
    message: unusedDefine.message(name),
  }));
}

/**
 * A project's analyses, linted when diagnostics are first asked for (the language server asks per open file). A
 * class, not an object literal with a getter: each such literal gets a hidden class of its own in the old generation,
 * pointing at its getter, which kept every keystroke's analyses alive through the young collections.
 */
class AnalysedProject implements ProjectAnalysis {
  private all: AnalysisDiagnostic[] | undefined;
  private controllerChecks: AnalysisDiagnostic[] | undefined;
  private readonly byFile = new Map<string, AnalysisDiagnostic[]>();

  constructor(
    readonly analyses: readonly Analysis[],
    readonly controllers: ControllerIndex | undefined,
    private readonly unusedDefines: readonly string[] = [],
    readonly ci4Apps: readonly Ci4Analysis[] = [],
    readonly linkFiles: readonly string[] = [],
  ) {}

  /** They need every route of every table: made when diagnostics are first asked for. */
  private checks(): AnalysisDiagnostic[] {
    return (this.controllerChecks ??= controllerDiagnostics(this.analyses, this.controllers));
  }

  get diagnostics(): AnalysisDiagnostic[] {
    return (this.all ??= uniqueDiagnostics([...this.analyses.map((a) => a.diagnostics), this.checks(), ...this.ci4Apps.map((a) => a.diagnostics)]));
  }

  diagnosticsOf(file: string): AnalysisDiagnostic[] {
    let list = this.byFile.get(file);
    if (!list) {
      list = uniqueDiagnostics(
        [
          ...this.analyses.filter((a) => a.files.includes(file)).map((a) => a.diagnostics),
          this.checks(),
          ...this.ci4Apps.filter((a) => a.files.includes(file)).map((a) => a.diagnostics),
        ],
        file,
      );
      if (this.unusedDefines.length > 0 && this.analyses.some((a) => a.entry === file)) list = [...list, ...unusedDefineHints(file, this.unusedDefines)];
      this.byFile.set(file, list);
    }
    return list;
  }
}
