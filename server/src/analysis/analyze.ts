// Runs the static evaluation of an entry file and turns what it found into plain, serialisable results.

import type { MapStyle } from '@routelens/shared';
import type { CallSite, Problem, Registration, Severity } from '@routelens/shared';
import type { TableLint } from '@routelens/shared';
import { RouteRegistry, lintTable } from '@routelens/shared';
import { evaluationFailed, evaluationLimit, invalidOptions, namedBeforeDefined, notEvaluable, unknownName } from '@routelens/shared';
import type { VisitedCalls } from './core/visited-calls';
import type { AnalysisDiagnostic, AnalysisFacts, AnalyzedRoute, ConstantUse, MapCall, NameDefinition, NamedUse, RouteArrayOp } from './core/facts';
import { uniqueDiagnostics } from './core/facts';
import { DEFAULT_LIMITS } from './core/limits';
import type { EvaluationLimits } from './core/limits';
import type { EvaluationContext } from './core/context';
import { EvaluatedThrow, EvaluationStopped } from './core/context';
import type { FileHost } from './core/file-host';
import type { EntryRun, RouteArrayReader } from './core/front-end';
import type { SourceIndex } from './core/source-index';
import type { AnyFrontEnd, FrontEndOptions } from './front-ends';
import { entryFrontEnd } from './front-ends';
import { ParseCache } from './parse-cache';
import { readFast } from './ts/syntax/fast-read';
import type { Span } from '../base/text';

export type { AnalyzedRoute } from './core/facts';

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
  /** How the front end reads `routeArray` (its final table), when there is one. */
  routeArrayReader?: RouteArrayReader;
  mapStyle: MapStyle;
}

/** Every front end's options (front-ends.ts), with the limits as overrides of the defaults, and the parse cache. */
export interface AnalyzeOptions extends Partial<Omit<FrontEndOptions, 'limits'>> {
  limits?: Partial<EvaluationLimits>;
  parseCache?: ParseCache;
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
  const cache = options.parseCache ?? new ParseCache(false, readFast);
  const frontEnd = entryFrontEnd(entry);
  const run = frontEnd.begin(entry, host, { ...options, limits: { ...DEFAULT_LIMITS, ...options.limits } }, cache);
  // A keystroke the front end can patch (a PHP routes file's plain `$route` line) patches the previous analysis.
  const prior = previous instanceof CollectedAnalysis ? previous : undefined;
  const patched = prior?.incremental !== undefined ? run.patch?.(prior.incremental) : undefined;
  if (prior && patched) {
    const analysis = collect(entry, patched.facts, patched.registry, false, frontEnd, lintToUpdate(prior), patched.routes(prior.madeRoutes));
    analysis.dependencies = prior.dependencies;
    if (prior.askedNames) analysis.askedNames = prior.askedNames;
    analysis.incremental = patched.state;
    return analysis;
  }
  const registry = new RouteRegistry(run.registryOptions);
  const ctx = run.start(registry);
  const stopped = !evaluated(run, ctx, entry);
  const facts = factsOf(ctx);
  const analysis = collect(entry, facts, registry, stopped, frontEnd, previous ? lintToUpdate(previous) : undefined);
  if (run.dependencies.length > 0 || ctx.pathDependencies.length > 0) analysis.dependencies = [...run.dependencies, ...ctx.pathDependencies];
  if (ctx.askedNames.size > 0) analysis.askedNames = ctx.askedNames;
  if (!stopped) analysis.incremental = run.incrementalState?.(facts, registry);
  return analysis;
}

/**
 * Runs the front end's evaluation; false when it stopped before the end: a bound, an uncaught throw of the config,
 * or a defect of the evaluator (which must not take the editor or the CLI down: what was found is kept, and said).
 */
function evaluated(run: EntryRun, ctx: EvaluationContext, entry: string): boolean {
  try {
    run.evaluate();
    return true;
  } catch (error) {
    const span = (error instanceof EvaluationStopped || error instanceof EvaluatedThrow ? error.span : ctx.current) ?? { file: entry, start: 0, end: 0 };
    if (error instanceof EvaluatedThrow) {
      ctx.report(span, evaluationLimit.severity, evaluationLimit.code, evaluationLimit.message.uncaughtThrow());
    } else if (error instanceof EvaluationStopped) {
      ctx.report(span, evaluationLimit.severity, evaluationLimit.code, evaluationLimit.message.stopped(error.reason));
    } else {
      ctx.report(span, evaluationFailed.severity, evaluationFailed.code, evaluationFailed.message(error instanceof Error ? error.message : String(error)));
    }
    return false;
  }
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
    files,
    parsedFiles,
    evaluationDiagnostics: ctx.diagnostics,
    namedUses: ctx.namedUses,
    nameDefinitions: ctx.nameDefinitions,
    visitedCalls: ctx.visitedCalls,
    constantUses: ctx.constantUses,
    mapCalls: ctx.mapCalls,
    routeArrayOps: ctx.routeArrayOps,
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
    const d: AnalysisDiagnostic = {
      span: problem.site.location as Span,
      severity: problem.severity,
      code: problem.code,
      message: problem.message,
      ...(problem.data ? { data: problem.data } : {}),
    };
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
    if (use.result !== null || use.notKnown) continue;
    if (defined(use.name)) {
      diagnostics.push(diagnostic(use.span, namedBeforeDefined.severity, namedBeforeDefined.code, namedBeforeDefined.message(use.name), { name: use.name }));
    } else {
      diagnostics.push(diagnostic(use.span, unknownName.severity, unknownName.code, unknownName.message(use.name), { name: use.name }));
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
    if (parsed.callCount !== undefined && parsed.callCount <= (visited?.size ?? 0)) continue;
    if (parsed.routeCallTextCount() <= (visited?.size ?? 0)) continue;
    for (const call of parsed.routeCalls) {
      if (visited?.has(call.start)) continue;
      diagnostics.push(
        diagnostic({ file: parsed.file, start: call.start, end: call.end }, notEvaluable.severity, notEvaluable.code, notEvaluable.message.notReached(), {
          reason: 'not reached',
        }),
      );
    }
  }
  return diagnostics;
}

/**
 * The analysis of what an evaluation found (`facts`, kept without the evaluation context: its scopes and values can
 * go). `routes`: the route view, when it is known already (a patched PHP analysis).
 */
function collect(
  entry: string,
  facts: AnalysisFacts,
  registry: RouteRegistry,
  stopped: boolean,
  frontEnd: AnyFrontEnd,
  previousLint: ReturnType<typeof lintToUpdate>,
  adopted?: AnalyzedRoute[],
): CollectedAnalysis {
  const registrations = registry.routes();
  const { files, parsedFiles, evaluationDiagnostics, namedUses, nameDefinitions, visitedCalls, constantUses, mapCalls, routeArrayOps } = facts;
  // The writes to a host route array, read as its front end reads them (CodeIgniter's `$route`).
  const reader = routeArrayOps.length > 0 ? frontEnd.routeArray : undefined;
  const makeDiagnostics = (): AnalysisDiagnostic[] => {
    const { problems } = lintOf(analysis);
    const diagnostics = problemDiagnostics(registry.problems().concat(problems));
    diagnostics.push(...evaluationDiagnostics);
    // A PHP routes file's own `$route[...]` lines, checked in the final table (the registrations' lint checks the rest).
    if (reader) {
      const state = lintStateOf(analysis)!;
      const final = reader.diagnostics(routeArrayOps, mapCalls, registry.mapStyle, state.finalPrevious);
      state.finalPrevious = undefined;
      state.finalLints = final.lints;
      diagnostics.push(...final.diagnostics);
    }
    diagnostics.push(...namedDiagnostics(registry, namedUses, nameDefinitions), ...frontEnd.fileDiagnostics(parsedFiles));
    // After a stopped evaluation the calls it did not reach are explained by its evaluation-limit diagnostic.
    if (!stopped) diagnostics.push(...unreachedCalls(parsedFiles, visitedCalls));
    return uniqueDiagnostics([diagnostics]);
  };
  // The route table is the registrations with their provenance; this view of them is built on first use
  // (hover, symbols, the CLI), not on every keystroke.
  let routes: AnalyzedRoute[] | undefined = adopted;
  const view = () => {
    if (routes) return routes;
    if (reader) return (routes = reader.routes(routeArrayOps, mapCalls, registry.mapStyle, entry));
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
        id: r.id,
        verb: r.verb,
        from: r.from,
        to: r.to,
        name: r.name,
        call: r.call,
        action: r.action,
        span: r.site.location as Span,
        enclosing,
        replaced: replaced.has(r),
        condition: r.condition?.text ?? null,
      };
    });
    return routes;
  };
  const analysis = new CollectedAnalysis(
    entry,
    files,
    registrations,
    namedUses,
    nameDefinitions,
    constantUses,
    mapCalls,
    registry.mapStyle,
    reader && routeArrayOps,
    reader,
    { routes: view, named: () => Object.fromEntries(registry.namedRoutes()), diagnostics: makeDiagnostics },
    { previous: previousLint?.lint, finalPrevious: previousLint?.final },
  );
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
  /** Its front end's incremental state: what the next keystroke's analysis may patch (EntryRun.patch). */
  incremental: unknown;
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
    /** How its front end reads `routeArray`. */
    readonly routeArrayReader: RouteArrayReader | undefined,
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

function diagnostic(span: Span, severity: Severity, code: string, message: string, data?: Record<string, unknown>): AnalysisDiagnostic {
  return { span, severity, code, message, ...(data ? { data } : {}) };
}
