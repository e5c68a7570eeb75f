// What one evaluation finds besides routes: diagnostics, uses and definitions of route names, `Route.map` calls.

import type { Registration, RouteArray, Severity } from '@routelens/shared';
import type { Span } from './values';

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
}

/** Where a route name is given (the `as` option's value). */
export interface NameDefinition {
  name: string;
  span: Span;
  call: Span;
  from: string;
}

/** A `Route.map(...)` call: its evaluated argument and the registrations at the time of the call. */
export interface MapCall {
  span: Span;
  input: RouteArray;
  registrations: readonly Registration[];
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
