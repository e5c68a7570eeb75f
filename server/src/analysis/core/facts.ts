// What one evaluation finds besides routes: diagnostics, uses and definitions of route names, `Route.map` calls.

import type { Condition, Registration, RouteArray, Severity, Verb } from '@routelens/shared';
import type { Span } from '../../base/text';
import type { SourceIndex } from './source-index';
import type { VisitedCalls } from './visited-calls';

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
  /** The undecided conditions it depends on (their source text, `&&`-joined); null when unconditional. */
  condition: string | null;
}

/** A diagnostic of the analysis, in file offsets. */
export interface AnalysisDiagnostic {
  span: Span;
  severity: Severity;
  code: string;
  message: string;
  data?: Record<string, unknown>;
}

/** A use of `Route.named(...)`. */
export interface NamedUse {
  name: string;
  /** The argument expression. */
  span: Span;
  /** The whole call. */
  call: Span;
  result: string | null;
  /** No route has the name yet, but one whose name is not known, or code not run, may be it: not an error. */
  notKnown?: boolean;
}

/** Where a route name is given (the `as` option's value). */
export interface NameDefinition {
  name: string;
  span: Span;
  call: Span;
  from: string;
}

/** A use of a constant (PHP `define()`/`const`) and where it is defined (none for one given by `--define`). */
export interface ConstantUse {
  name: string;
  span: Span;
  definition: Span | undefined;
}

/** The reason of an Unknown that is an undefined constant (code actions offer to define it). */
export function undefinedConstantReason(name: string): string {
  return `the constant ${name} is not defined (no constants file of the app defines it); give it with --define ${name}=VALUE or the routelens.defines setting`;
}

/** The constant an Unknown's reason says is undefined, if it says so. */
export function undefinedConstantOf(reason: string): string | undefined {
  return /^the constant (\S+) is not defined \(/.exec(reason)?.[1];
}

/** A `Route.map(...)` call: its evaluated argument and the registrations at the time of the call. */
export interface MapCall {
  span: Span;
  input: RouteArray;
  /** The registrations made before the call (the table's own list when none came after it). */
  readonly registrations: readonly Registration[];
}

/** What makes two diagnostics the same: the same problem at the same place. */
export function diagnosticKey(d: AnalysisDiagnostic): string {
  return `${d.span.file}:${d.span.start}:${d.span.end}:${d.code}:${d.message}`;
}

/**
 * The diagnostics of several lists, each problem at each place once (a helper called in a loop repeats it; a file
 * imported by two entries is in both analyses), in order; with `file`, only those in that file. The one place that
 * removes duplicate diagnostics.
 */
export function uniqueDiagnostics(lists: Iterable<readonly AnalysisDiagnostic[]>, file?: string): AnalysisDiagnostic[] {
  const seen = new Set<string>();
  const unique: AnalysisDiagnostic[] = [];
  for (const list of lists) {
    for (const d of list) {
      if (file !== undefined && d.span.file !== file) continue;
      const key = diagnosticKey(d);
      if (seen.has(key)) continue;
      seen.add(key);
      unique.push(d);
    }
  }
  return unique;
}

/**
 * One write to the host's route array as the config makes it (PHP's `$route`), in order: the final table of a
 * CodeIgniter routes file is what these leave, on top of the `Route::map` result they assign (docs/decisions.md#php-apps).
 * Values are host values: a target string, or a CodeIgniter 3 verb object.
 */
export type RouteArrayOp =
  | { kind: 'set'; key: string; value: unknown; span: Span; condition?: Condition; valueSpan?: Span; keySpan?: Span }
  /**
   * `$route[key][verb] = value`. `valueSpan`: where the value is written, for a plain `=` of the line; `keySpan`:
   * where the key (`key`, not the verb) is written.
   */
  | { kind: 'set-verb'; key: string; verb: string; value: unknown; span: Span; condition?: Condition; valueSpan?: Span; keySpan?: Span }
  | { kind: 'unset'; key: string; span: Span }
  /** `$route = array(...)` (or any value that is not a `Route::map` result). */
  | { kind: 'replace'; value: Record<string, unknown>; span: Span }
  /** `$route = Route::map(...)`: the result of the `index`-th map call of the evaluation. */
  | { kind: 'map'; index: number; span: Span };

/** One entry of a final table: `to` is a string, or a verb object that the method does not resolve (then skipped). */
export interface TableEntry {
  from: string;
  to: unknown;
  registration: Registration | null;
  /** Where the entry was written: its `$route[...]` line, or the registration's call. */
  span: Span | undefined;
  /** The request methods it is for: `ANY` for a plain target, the method for a verb array's entry. */
  verb?: 'ANY' | Verb;
  /** The undecided conditions of the line that wrote it (PHP `if`), as text. */
  condition?: string;
  /** The same conditions, as the lint compares them (which entries exist together). */
  conditions?: Condition;
  /**
   * Its key's place in the array (every key counted, also those this method's table leaves out): the same for
   * every method where the array is the same for all (no `Route::map` in between).
   */
  position: number;
}

/** What an analysis keeps of its evaluation (analyze.ts `collect`): plain facts, without the evaluation context. */
export interface AnalysisFacts {
  files: string[];
  parsedFiles: SourceIndex[];
  evaluationDiagnostics: AnalysisDiagnostic[];
  namedUses: NamedUse[];
  nameDefinitions: NameDefinition[];
  visitedCalls: Map<string, VisitedCalls>;
  constantUses: ConstantUse[];
  mapCalls: MapCall[];
  routeArrayOps: RouteArrayOp[];
}
