// Runs the static evaluation of an entry file and turns what it found into plain, serialisable results.

import type { MapStyle } from '@routelens/shared';
import type { CallSite, Problem, Registration, RegistryOptions, Severity } from '@routelens/shared';
import type { TableLint } from '@routelens/shared';
import { RouteRegistry, lintTable } from '@routelens/shared';
import type { VisitedCalls } from './eval/visited-calls';
import type { EvaluationLimits } from './eval/context';
import type { AnalysisDiagnostic, AnalyzedRoute, ConstantUse, MapCall, NameDefinition, NamedUse, RouteArrayOp } from './eval/facts';
import { uniqueDiagnostics } from './eval/facts';
import { DEFAULT_LIMITS, EvaluatedThrow, EvaluationContext, EvaluationStopped } from './eval/context';
import type { FileHost } from './eval/file-host';
import { StaticInterpreter } from './eval/interpreter';
import { evaluatePhpFile } from './php/php-evaluate';
import type { AnalysisFacts, PhpPatchBase } from './php-patch';
import { patchPhp, phpBaseOf, phpSetupKey } from './php-patch';
import type { PhpParsedFile } from './php/php-parse';
import type { ContextHome } from './php/php-app';
import { phpAppOf } from './php/php-app';
import { ParseCache } from './parse-cache';
import { finalTableDiagnostics } from './final-table-lint';
import { finalRoutes } from './final-routes';
import { ParsedFile, ReadFile } from './syntax/ts-parse';
import { readFast } from './syntax/fast-read';
import type { ts } from 'ts-morph';
import { TS } from './syntax/typescript';
import type { Span } from '../base/text';
import type { SourceIndex } from './syntax/source-index';
import type { StatementMemo } from './eval/statement-memo';
import { evaluationFailed, evaluationLimit, fileTooLarge, invalidOptions, namedBeforeDefined, notEvaluable, parseError, unknownName } from '@routelens/shared';

export type { AnalyzedRoute } from './eval/facts';

export interface Analysis {
  entry: string;
  /**
   * The names the evaluation asked `--define` for (environment values, PHP constants and request values), whether
   * given or not: a define nothing asks for is probably a typo.
   */
  askedNames?: ReadonlySet<string>;
  /** Files evaluated, in module evaluation order. */
  files: string[];
  /**
   * Files that decide the analysis without being evaluated (a PHP app's `bonfire/libraries/Route.php`, its constants
   * files even before they exist): a change of one of them analyses the entry again, like a change of `files`.
   */
  dependencies?: readonly string[];
  /** The route table (built on first use, with the table lint for the `replaced` flags). */
  routes: AnalyzedRoute[];
  named: Record<string, string>;
  /**
   * Made on first use, with the table lint: every diagnostic's span is in one of `files`, so a workspace asks
   * only the analyses of the files it shows diagnostics for.
   */
  diagnostics: AnalysisDiagnostic[];
  namedUses: NamedUse[];
  nameDefinitions: NameDefinition[];
  /** Uses of constants (PHP), with where each is defined. */
  constantUses: ConstantUse[];
  /** The engine's registrations (plain data), for building route arrays. */
  registrations: readonly Registration[];
  /** The last `Route.map(...)` call, if any. */
  mapCall?: MapCall;
  /** Every `Route.map(...)` call, in order. */
  mapCalls: readonly MapCall[];
  /**
   * The writes to the host's route array, when the config makes any (a PHP routes file's `$route`): then the table is
   * what they leave (final-table.ts), not the last map call's result.
   */
  routeArray?: readonly RouteArrayOp[];
  mapStyle: MapStyle;
}

export interface AnalyzeOptions {
  limits?: Partial<EvaluationLimits>;
  registry?: RegistryOptions;
  parseCache?: ParseCache;
  /** Recorded statements to replay (the language server keeps one across keystrokes). */
  memo?: StatementMemo;
  /**
   * Whether plain configs may be read by the fast reader instead of being parsed by TypeScript (default true; the
   * results are the same, which the tests check with this off).
   */
  fastRead?: boolean;
  /** `--define NAME=VALUE` and the `routelens.defines` setting: PHP constants (and, for TypeScript, environment values). */
  defines?: Readonly<Record<string, string>>;
  /** The context home of PHP files; unset: read from the app's bonfire/libraries/Route.php, else Bonfire's release. */
  phpContextHome?: ContextHome;
}

/**
 * The table lint of each analysis, made when first needed (diagnostics, or the `replaced` flags of its routes):
 * the language server publishes only open files' diagnostics, so most analyses of a workspace are never linted.
 * `previous` is the lint of an earlier table of the same entry, updated instead of linting from scratch.
 */
interface LintState {
  lint?: TableLint;
  previous?: TableLint;
  /** A PHP routes file's final tables' lints, by method (index in VERBS), once its diagnostics are made. */
  finalLints?: readonly (TableLint | undefined)[];
  /** What those start from: the previous analysis' (see finalTableDiagnostics). */
  finalPrevious?: readonly (TableLint | undefined)[];
}

/**
 * The lint state of an analysis (one of this module's). Kept on the analysis, not in a WeakMap keyed by it: the young
 * collections of Node's V8 keep a WeakMap's values as if strongly held, so every keystroke's lint (and the table it
 * holds) outlived its analysis until a full collection.
 */
function lintStateOf(analysis: Analysis): LintState | undefined {
  return analysis instanceof CollectedAnalysis ? analysis.lintState : undefined;
}

function lintOf(analysis: Analysis): TableLint {
  const state = lintStateOf(analysis)!;
  if (!state.lint) {
    state.lint = lintTable(analysis.registrations, state.previous);
    state.previous = undefined;
  }
  return state.lint;
}

/**
 * What the lint of the next table of the same entry can start from: this analysis' lint, or, when it was never
 * needed, the lint it would have started from (taken: a lint is updated only once).
 */
function lintToUpdate(analysis: Analysis): { lint?: TableLint; final?: readonly (TableLint | undefined)[] } | undefined {
  const state = lintStateOf(analysis);
  if (!state) return undefined;
  const lint = state.lint ?? state.previous;
  const final = state.finalLints ?? state.finalPrevious;
  state.previous = undefined;
  state.finalPrevious = undefined;
  return { lint, final };
}

/**
 * Evaluates `entry` and everything it imports, statically. Never throws on user code. `previous` is the last
 * analysis of the same entry, whose table lint is reused when the table's paths and verbs did not change.
 */
export function analyzeEntry(entry: string, host: FileHost, options: AnalyzeOptions = {}, previous?: Analysis): Analysis {
  const php = entry.endsWith('.php') ? phpAppOf(entry, host, options.phpContextHome) : undefined;
  const cache = options.parseCache ?? new ParseCache(false, readFast);
  // A keystroke that changed only plain `$route` lines (or nothing between statements) patches the previous analysis.
  const patchKey = php ? phpSetupKey(php, host, options) : '';
  const patched = previous instanceof CollectedAnalysis && previous.phpBase ? patchPhp(entry, host, cache, previous.phpBase, patchKey) : undefined;
  if (patched) {
    const analysis = collect(entry, patched.facts, patched.base.registry, false, lintToUpdate(previous!), patched.routes((previous as CollectedAnalysis).madeRoutes));
    analysis.dependencies = previous!.dependencies;
    if (previous!.askedNames) analysis.askedNames = previous!.askedNames;
    (analysis as CollectedAnalysis).phpBase = patched.base;
    return analysis;
  }
  const registry = new RouteRegistry(php ? { ...options.registry, contextHome: php.contextHome, library: 'release' } : options.registry);
  const ctx = new EvaluationContext(host, registry, { ...DEFAULT_LIMITS, ...options.limits }, {
    parse: (file, text) => cache.getScript(file, text),
    // A text already parsed (the workspace's cache) is evaluated from its tree: reading it again would cost more.
    read: options.fastRead !== false ? (file, text) => cache.read(file, text) : undefined,
    memo: options.memo,
    entry,
    defines: options.defines,
  });
  let stopped = false;
  try {
    if (php) evaluatePhpFile(ctx, entry, (file, text) => cache.get(file, text) as PhpParsedFile, { defines: options.defines ?? {}, constantFiles: php.constantFiles, paths: php.paths });
    else new StaticInterpreter(ctx).evaluateModule(entry);
  } catch (error) {
    stopped = true;
    const span = (error instanceof EvaluationStopped || error instanceof EvaluatedThrow ? error.span : ctx.current) ?? { file: entry, start: 0, end: 0 };
    if (error instanceof EvaluatedThrow) {
      ctx.report(span, evaluationLimit.severity, evaluationLimit.code, evaluationLimit.message.uncaughtThrow());
    } else if (error instanceof EvaluationStopped) {
      ctx.report(span, evaluationLimit.severity, evaluationLimit.code, evaluationLimit.message.stopped(error.reason));
    } else {
      // A defect of the evaluator must not take the editor or the CLI down: keep what was found, and say so.
      ctx.report(span, evaluationFailed.severity, evaluationFailed.code, evaluationFailed.message(error instanceof Error ? error.message : String(error)));
    }
  }
  const facts = factsOf(ctx);
  const analysis = collect(entry, facts, registry, stopped, previous ? lintToUpdate(previous) : undefined);
  if (php || ctx.pathDependencies.length > 0) analysis.dependencies = [...php?.dependencies ?? [], ...ctx.pathDependencies];
  if (ctx.askedNames.size > 0) analysis.askedNames = ctx.askedNames;
  if (php && !stopped) (analysis as CollectedAnalysis).phpBase = phpBaseOf(entry, facts, registry, patchKey, ctx.phpRouteReads);
  return analysis;
}

/**
 * What an analysis keeps of its evaluation context: plain facts. (Taken in a function of its own, so that no closure
 * of the analysis refers to the context — which would keep it, with its scopes, values and interpreter, for as long
 * as the analysis lives: a workspace keeps tens of thousands of them.)
 */
function factsOf(ctx: EvaluationContext): AnalysisFacts {
  const files = [...ctx.modules.keys()];
  const parsedFiles: SourceIndex[] = [];
  for (const file of files) parsedFiles.push(ctx.modules.get(file)!.parsed);
  return {
    files, parsedFiles, evaluationDiagnostics: ctx.diagnostics, namedUses: ctx.namedUses, nameDefinitions: ctx.nameDefinitions,
    visitedCalls: ctx.visitedCalls, constantUses: ctx.constantUses, mapCalls: ctx.mapCalls, routeArrayOps: ctx.routeArrayOps,
  };
}

/** The registry's and the lint's problems that have a place, as diagnostics. */
function problemDiagnostics(problems: readonly Problem[]): AnalysisDiagnostic[] {
  const diagnostics: AnalysisDiagnostic[] = [];
  // Calls that give options the wrong way (a fork of the library that takes a name there) are reported once per
  // call kind and file, with their count: one per call would bury everything else.
  const wrongOptions = new Map<string, { diagnostic: AnalysisDiagnostic; count: number }>();
  for (const problem of problems) {
    if (!problem.site?.location) continue;
    const d: AnalysisDiagnostic = { span: problem.site.location as Span, severity: problem.severity, code: problem.code, message: problem.message, ...(problem.data ? { data: problem.data } : {}) };
    if (problem.code === invalidOptions.code) {
      const key = `${d.span.file}\0${problem.site.call}`;
      const seen = wrongOptions.get(key);
      if (seen) {
        seen.count++;
        continue;
      }
      wrongOptions.set(key, { diagnostic: d, count: 1 });
    }
    diagnostics.push(d);
  }
  for (const { diagnostic: d, count } of wrongOptions.values()) {
    if (count > 1) d.message = `${d.message} (${count} calls of this kind in this file give options this way; this is the first.)`;
  }
  return diagnostics;
}

/** `Route.named()` calls that return null: the name is defined later, or nowhere. */
function namedDiagnostics(registry: RouteRegistry, namedUses: Analysis['namedUses'], nameDefinitions: Analysis['nameDefinitions']): AnalysisDiagnostic[] {
  const diagnostics: AnalysisDiagnostic[] = [];
  // A name is defined when a route of the table has it (the registry's names), or a call gave it (`as`) anywhere:
  // the names given are looked through for the first few names not in the table, then kept in a set.
  let misses = 0;
  let givenNames: Set<string> | undefined;
  const defined = (name: string): boolean => {
    if (registry.fromOfName(name) !== undefined) return true;
    if (givenNames) return givenNames.has(name);
    if (++misses > 8) {
      givenNames = new Set();
      for (let i = 0; i < nameDefinitions.length; i++) givenNames.add(nameDefinitions[i].name);
      return givenNames.has(name);
    }
    for (let i = 0; i < nameDefinitions.length; i++) if (nameDefinitions[i].name === name) return true;
    return false;
  };
  for (const use of namedUses) {
    if (use.result !== null) continue;
    if (defined(use.name)) {
      diagnostics.push(diagnostic(use.span, namedBeforeDefined.severity, namedBeforeDefined.code, namedBeforeDefined.message(use.name), { name: use.name }));
    } else {
      diagnostics.push(diagnostic(use.span, unknownName.severity, unknownName.code, unknownName.message(use.name), { name: use.name }));
    }
  }
  return diagnostics;
}

/** Files that do not parse (at their first syntax error) or were cut at the size limit. */
function fileDiagnostics(parsedFiles: readonly SourceIndex[]): AnalysisDiagnostic[] {
  const diagnostics: AnalysisDiagnostic[] = [];
  for (const parsed of parsedFiles) {
    const syntaxError = parsed instanceof ParsedFile ? firstSyntaxError(parsed) : undefined;
    if (syntaxError) diagnostics.push(diagnostic(syntaxError.span, parseError.severity, parseError.code, parseError.message.script(syntaxError.message)));
    if (parsed instanceof ParsedFile && parsed.truncatedFrom !== undefined) {
      diagnostics.push(diagnostic({ file: parsed.file, start: 0, end: 0 }, fileTooLarge.severity, fileTooLarge.code,
        fileTooLarge.message((parsed.truncatedFrom / 1048576).toFixed(1), (parsed.text.length / 1048576).toFixed(1), parsed.text.split('\n').length - 1)));
    }
  }
  return diagnostics;
}

/** Route calls that the evaluation never reached, each said to be so where it is. */
function unreachedCalls(parsedFiles: readonly SourceIndex[], visitedCalls: ReadonlyMap<string, VisitedCalls>): AnalysisDiagnostic[] {
  const diagnostics: AnalysisDiagnostic[] = [];
  for (const parsed of parsedFiles) {
    const visited = visitedCalls.get(parsed.file);
    // The syntax index is only built when the text has more Route calls than evaluation visited (a file the fast
    // reader read knows how many it has exactly).
    if (parsed instanceof ReadFile && parsed.callCount <= (visited?.size ?? 0)) continue;
    if (parsed.routeCallTextCount() <= (visited?.size ?? 0)) continue;
    for (const call of parsed.routeCalls) {
      if (visited?.has(call.start)) continue;
      diagnostics.push(diagnostic({ file: parsed.file, start: call.start, end: call.end }, notEvaluable.severity, notEvaluable.code, notEvaluable.message.notReached(),
        { reason: 'not reached' }));
    }
  }
  return diagnostics;
}

/**
 * The analysis of what an evaluation found (`facts`, kept without the evaluation context: its scopes and values can
 * go). `routes`: the route view, when it is known already (a patched PHP analysis).
 */
function collect(entry: string, facts: AnalysisFacts, registry: RouteRegistry, stopped: boolean, previousLint: ReturnType<typeof lintToUpdate>, adopted?: AnalyzedRoute[]): Analysis {
  const registrations = registry.routes();
  const { files, parsedFiles, evaluationDiagnostics, namedUses, nameDefinitions, visitedCalls, constantUses, mapCalls, routeArrayOps } = facts;
  const makeDiagnostics = (): AnalysisDiagnostic[] => {
    const { problems } = lintOf(analysis);
    const diagnostics = problemDiagnostics(registry.problems().concat(problems));
    diagnostics.push(...evaluationDiagnostics);
    // A PHP routes file's own `$route[...]` lines, checked in the final table (the registrations' lint checks the rest).
    if (routeArrayOps.length > 0) {
      const state = lintStateOf(analysis)!;
      const final = finalTableDiagnostics(routeArrayOps, mapCalls, registry.mapStyle, state.finalPrevious);
      state.finalPrevious = undefined;
      state.finalLints = final.lints;
      diagnostics.push(...final.diagnostics);
    }
    diagnostics.push(...namedDiagnostics(registry, namedUses, nameDefinitions), ...fileDiagnostics(parsedFiles));
    // After a stopped evaluation the calls it did not reach are explained by its evaluation-limit diagnostic.
    if (!stopped) diagnostics.push(...unreachedCalls(parsedFiles, visitedCalls));
    return uniqueDiagnostics([diagnostics]);
  };
  // The route table is the registrations with their provenance; this view of them is built on first use
  // (hover, symbols, the CLI), not on every keystroke.
  let routes: AnalyzedRoute[] | undefined = adopted;
  const view = () => {
    if (routes) return routes;
    if (analysis.routeArray) return (routes = finalRoutes(analysis.routeArray, analysis.mapCalls, analysis.mapStyle, analysis.entry));
    const { replaced } = lintOf(analysis);
    // Registrations in one scope share their array of enclosing calls: convert each array once.
    const enclosingSpans = new Map<readonly CallSite[], Span[]>();
    routes = registrations.map((r) => {
      let enclosing = enclosingSpans.get(r.enclosing);
      if (!enclosing) {
        enclosing = r.enclosing.flatMap((site) => (site.location ? [site.location as Span] : []));
        enclosingSpans.set(r.enclosing, enclosing);
      }
      return {
        id: r.id, verb: r.verb, from: r.from, to: r.to, name: r.name, call: r.call, action: r.action,
        span: r.site.location as Span, enclosing, replaced: replaced.has(r), condition: r.condition?.text ?? null,
      };
    });
    return routes;
  };
  const analysis: Analysis = new CollectedAnalysis(entry, files, registrations, namedUses, nameDefinitions, constantUses, mapCalls, registry.mapStyle,
    routeArrayOps.length > 0 ? routeArrayOps : undefined, { routes: view, named: () => Object.fromEntries(registry.namedRoutes()), diagnostics: makeDiagnostics },
    { previous: previousLint?.lint, finalPrevious: previousLint?.final });
  return analysis;
}

/**
 * An analysis, with what is made on first use (the route view, the names, the diagnostics) behind getters of the
 * class. Not an object literal with getters: each of those gets a hidden class of its own, made in the old
 * generation and pointing at its getters, and until a full collection that kept every keystroke's analysis (and all
 * it holds) alive through the young collections, which then copied megabytes of dead analyses.
 */
class CollectedAnalysis implements Analysis {
  dependencies?: readonly string[];
  /** A PHP routes file's: what the next keystroke's analysis may patch (php-patch.ts). */
  phpBase?: PhpPatchBase;
  askedNames?: ReadonlySet<string>;
  readonly mapCall: MapCall | undefined;
  readonly routeArray?: readonly RouteArrayOp[];
  /** The route view, once made (a patched analysis starts from its previous one's). */
  madeRoutes: AnalyzedRoute[] | undefined = undefined;
  private madeNamed: Record<string, string> | undefined = undefined;
  private madeDiagnostics: AnalysisDiagnostic[] | undefined = undefined;

  constructor(
    readonly entry: string,
    readonly files: string[],
    readonly registrations: readonly Registration[],
    readonly namedUses: NamedUse[],
    readonly nameDefinitions: NameDefinition[],
    readonly constantUses: ConstantUse[],
    readonly mapCalls: readonly MapCall[],
    readonly mapStyle: MapStyle,
    routeArray: readonly RouteArrayOp[] | undefined,
    private readonly make: { routes: () => AnalyzedRoute[]; named: () => Record<string, string>; diagnostics: () => AnalysisDiagnostic[] },
    /** Its table lint, made when first needed (see LintState). */
    readonly lintState: LintState,
  ) {
    this.mapCall = mapCalls.at(-1);
    if (routeArray) this.routeArray = routeArray;
  }

  get routes(): AnalyzedRoute[] {
    return (this.madeRoutes ??= this.make.routes());
  }

  get named(): Record<string, string> {
    return (this.madeNamed ??= this.make.named());
  }

  get diagnostics(): AnalysisDiagnostic[] {
    return (this.madeDiagnostics ??= this.make.diagnostics());
  }
}

/** The first syntax error TypeScript's parser found in a file (its parse diagnostics), if any. */
function firstSyntaxError(parsed: ParsedFile): { span: Span; message: string } | undefined {
  const first = (parsed.tree as { parseDiagnostics?: readonly ts.DiagnosticWithLocation[] }).parseDiagnostics?.[0];
  if (!first) return undefined;
  const message = TS.flattenDiagnosticMessageText(first.messageText, ' ');
  return { span: { file: parsed.file, start: first.start, end: first.start + first.length }, message: message.replace(/\.$/, '') };
}

function diagnostic(span: Span, severity: Severity, code: string, message: string, data?: Record<string, unknown>): AnalysisDiagnostic {
  return { span, severity, code, message, ...(data ? { data } : {}) };
}
