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
