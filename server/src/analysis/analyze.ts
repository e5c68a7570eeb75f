// Runs the static evaluation of an entry file and turns what it found into plain, serialisable results.

import type { CallSite, MappedRoute, Registration, RegistryOptions, Severity, Verb } from '@routelens/shared';
import type { TableLint } from '@routelens/shared';
import { RouteRegistry, lintTable, mappedRoutes } from '@routelens/shared';
import type { EvaluationLimits } from './eval/context';
import type { AnalysisDiagnostic, MapCall, NameDefinition, NamedUse } from './eval/facts';
import { uniqueDiagnostics } from './eval/facts';
import { DEFAULT_LIMITS, EvaluationContext, EvaluationStopped } from './eval/context';
import type { FileHost } from './eval/file-host';
import { StaticInterpreter } from './eval/interpreter';
import { evaluatePhpFile } from './php/php-interpreter';
import type { PhpParsedFile } from './php/php-parse';
import { ParseCache } from './parse-cache';
import { ParsedFile, ReadFile } from './syntax/ts-parse';
import { readFast } from './syntax/fast-read';
import type { Span } from './eval/values';
import type { StatementMemo } from './eval/statement-memo';

/** One generated route with its provenance, as plain data. */
export interface AnalyzedRoute {
  id: number;
  verb: 'ANY' | Verb;
  from: string;
  to: string;
  name: string | null;
  call: string;
  action?: string;
  /** The call that made it. */
  span: Span;
  /** The calls around it (prefixes, nested-handler parents), outermost first. */
  enclosing: Span[];
  replaced: boolean;
}

export interface Analysis {
  entry: string;
  /** Files evaluated, in module evaluation order. */
  files: string[];
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
  /** The engine's registrations (plain data), for building route arrays. */
  registrations: readonly Registration[];
  /** The last `Route.map(...)` call, if any. */
  mapCall?: MapCall;
  defaultHome: string;
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
}

/**
 * The table lint of each analysis, made when first needed (diagnostics, or the `replaced` flags of its routes):
 * the language server publishes only open files' diagnostics, so most analyses of a workspace are never linted.
 * `previous` is the lint of an earlier table of the same entry, updated instead of linting from scratch.
 */
interface LintState {
  lint?: TableLint;
  previous?: TableLint;
}
const lintStates = new WeakMap<Analysis, LintState>();

function lintOf(analysis: Analysis): TableLint {
  const state = lintStates.get(analysis)!;
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
function lintToUpdate(analysis: Analysis): TableLint | undefined {
  const state = lintStates.get(analysis);
  if (!state) return undefined;
  if (state.lint) return state.lint;
  const previous = state.previous;
  state.previous = undefined;
  return previous;
}

/**
 * Evaluates `entry` and everything it imports, statically. Never throws on user code. `previous` is the last
 * analysis of the same entry, whose table lint is reused when the table's paths and verbs did not change.
 */
export function analyzeEntry(entry: string, host: FileHost, options: AnalyzeOptions = {}, previous?: Analysis): Analysis {
  const registry = new RouteRegistry(options.registry);
  const cache = options.parseCache ?? new ParseCache(false, readFast);
  const ctx = new EvaluationContext(host, registry, { ...DEFAULT_LIMITS, ...options.limits }, {
    parse: (file, text) => cache.getScript(file, text),
    // A text already parsed (the workspace's cache) is evaluated from its tree: reading it again would cost more.
    read: options.fastRead !== false ? (file, text) => cache.read(file, text) : undefined,
    memo: options.memo,
  });
  let stopped = false;
  try {
    if (entry.endsWith('.php')) evaluatePhpFile(ctx, entry, (file, text) => cache.get(file, text) as PhpParsedFile);
    else new StaticInterpreter(ctx).evaluateModule(entry);
  } catch (error) {
    stopped = true;
    const span = (error instanceof EvaluationStopped ? error.span : ctx.current) ?? { file: entry, start: 0, end: 0 };
    if (error instanceof EvaluationStopped) {
      ctx.report(span, 'warning', 'evaluation-limit', `The evaluation stopped: ${error.reason}. Routes found before that point are listed.`);
    } else {
      // A defect of the evaluator must not take the editor or the CLI down: keep what was found, and say so.
      ctx.report(span, 'warning', 'evaluation-failed', `The static evaluation failed here (${error instanceof Error ? error.message : String(error)}); routes found before this point are listed. Please report this.`);
    }
  }
  return collect(entry, ctx, registry, stopped, previous ? lintToUpdate(previous) : undefined);
}

function collect(entry: string, ctx: EvaluationContext, registry: RouteRegistry, stopped: boolean, previousLint: TableLint | undefined): Analysis {
  const registrations = registry.routes();
  const files = [...ctx.modules.keys()];
  // What the diagnostics are made of, kept without the evaluation context (its scopes and values can go).
  const parsedFiles = files.map((file) => ctx.modules.get(file)!.parsed);
  const { diagnostics: evaluationDiagnostics, namedUses, nameDefinitions, visitedCalls } = ctx;
  const makeDiagnostics = (): AnalysisDiagnostic[] => {
    const { problems } = lintOf(analysis);
    const diagnostics: AnalysisDiagnostic[] = [];
    for (const problem of registry.problems().concat(problems)) {
      if (problem.site?.location) {
        diagnostics.push({ span: problem.site.location as Span, severity: problem.severity, code: problem.code, message: problem.message, ...(problem.data ? { data: problem.data } : {}) });
      }
    }
    diagnostics.push(...evaluationDiagnostics);
    let definedNames: Set<string> | undefined;
    for (const use of namedUses) {
      if (use.result !== null) continue;
      if (!definedNames) {
        definedNames = new Set<string>();
        // Indexed loops: this runs once per analysis, over every registration, before the JIT has made it fast.
        for (let i = 0; i < registrations.length; i++) if (registrations[i].name !== null) definedNames.add(registrations[i].name!);
        for (let i = 0; i < nameDefinitions.length; i++) definedNames.add(nameDefinitions[i].name);
      }
      if (definedNames.has(use.name)) {
        diagnostics.push(diagnostic(use.span, 'warning', 'named-before-defined',
          `The route '${use.name}' is defined later, so Route.named('${use.name}') returns null here; move this call after the definition.`, { name: use.name }));
      } else {
        diagnostics.push(diagnostic(use.span, 'error', 'unknown-name', `No route is named '${use.name}', so Route.named('${use.name}') returns null.`, { name: use.name }));
      }
    }
    for (const parsed of parsedFiles) {
      if (parsed instanceof ParsedFile && parsed.truncatedFrom !== undefined) {
        diagnostics.push(diagnostic({ file: parsed.file, start: 0, end: 0 }, 'warning', 'file-too-large',
          `This file has ${(parsed.truncatedFrom / 1048576).toFixed(1)} MB; only its first ${(parsed.text.length / 1048576).toFixed(1)} MB (up to line ${parsed.text.split('\n').length - 1}) were analysed.`));
      }
    }
    // After a stopped evaluation the calls it did not reach are explained by its evaluation-limit diagnostic.
    for (const parsed of stopped ? [] : parsedFiles) {
      const visited = visitedCalls.get(parsed.file);
      // The syntax index is only built when the text has more Route calls than evaluation visited (a file the fast
      // reader read knows how many it has exactly).
      if (parsed instanceof ReadFile && parsed.callCount <= (visited?.size ?? 0)) continue;
      if (parsed.routeCallTextCount() <= (visited?.size ?? 0)) continue;
      for (const call of parsed.routeCalls) {
        if (visited?.has(call.start)) continue;
        diagnostics.push(diagnostic({ file: parsed.file, start: call.start, end: call.end }, 'information', 'not-evaluable',
          'Not evaluable: this call is never reached by the static evaluation (it is inside a function that is not called from the route config, or behind something that could not be evaluated), so its routes are not listed.',
          { reason: 'not reached' }));
      }
    }
    return uniqueDiagnostics([diagnostics]);
  };
  // The route table is the registrations with their provenance; this view of them is built on first use
  // (hover, symbols, the CLI), not on every keystroke.
  let routes: AnalyzedRoute[] | undefined;
  const view = () => {
    if (routes) return routes;
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
        span: r.site.location as Span, enclosing, replaced: replaced.has(r),
      };
    });
    return routes;
  };
  let named: Record<string, string> | undefined;
  let diagnostics: AnalysisDiagnostic[] | undefined;
  const analysis: Analysis = {
    entry, files, get routes() { return view(); }, get named() { return (named ??= Object.fromEntries(registry.namedRoutes())); },
    get diagnostics() { return (diagnostics ??= makeDiagnostics()); },
    registrations, namedUses, nameDefinitions, mapCall: ctx.mapCalls.at(-1), defaultHome: registry.defaultHome,
  };
  lintStates.set(analysis, { previous: previousLint });
  return analysis;
}

function diagnostic(span: Span, severity: Severity, code: string, message: string, data?: Record<string, unknown>): AnalysisDiagnostic {
  return { span, severity, code, message, ...(data ? { data } : {}) };
}

/** The entry's `Route.map(...)` result for one method as ordered entries (map of `{}` over all routes when there is no call). */
export function mapEntriesOf(analysis: Analysis, method: Verb): MappedRoute[] {
  const call = analysis.mapCall;
  return mappedRoutes(call?.input ?? {}, call?.registrations ?? analysis.registrations, method, analysis.defaultHome);
}
