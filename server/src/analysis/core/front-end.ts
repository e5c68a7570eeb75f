// The interface every front end implements (TypeScript/JavaScript configs, CodeIgniter 3 / Bonfire routes.php, and
// any language after them): which files it reads, how it parses one, which of them are entry points, and how it
// evaluates an entry into the core — with its incremental path, if it has one. analyze.ts and the project model call
// front ends through this alone: no language test, no cast (docs/architecture.md, "Adding a front end").

import type { MapStyle, RegistryOptions, RouteRegistry, TableLint, Verb } from '@routelens/shared';
import type { TextEdit } from '../../base/text';
import type { EvaluationContext } from './context';
import type { AnalysisDiagnostic, AnalysisFacts, AnalyzedRoute, MapCall, RouteArrayOp, TableEntry } from './facts';
import type { FileHost } from './file-host';
import type { EvaluationLimits } from './limits';
import type { SourceIndex } from './source-index';

/** What every front end is given to analyse an entry; a front end's own options extend it. */
export interface EntryOptions {
  limits: EvaluationLimits;
  registry?: RegistryOptions;
  /** `--define NAME=VALUE` and the `routelens.defines` setting. */
  defines?: Readonly<Record<string, string>>;
}

/** The parsed files of an analysis or a workspace, kept while their text is the same (analysis/parse-cache.ts). */
export interface ParsedFiles {
  /** The parse of a file (by the front end that reads it), from the cache or made now. */
  get(file: string, text: string): SourceIndex;
}

/**
 * How a file takes part in a project: an entry point whose table is analysed (`entry`), a file with routes that is
 * analysed on its own only when no entry reaches it (`standalone`), or neither.
 */
export type EntryRole = 'entry' | 'standalone' | undefined;

/** The role of a file by its Route calls: an entry when it mentions `map`, else a route file an entry may reach. */
export function roleByRouteCalls(parsed: SourceIndex): EntryRole {
  if (parsed.routeCallTextCount() === 0) return undefined;
  return parsed.mentionsMap ? 'entry' : 'standalone';
}

export interface FrontEnd<Files extends ParsedFiles = ParsedFiles, Options extends EntryOptions = EntryOptions> {
  /** Its name, in messages and the docs. */
  readonly language: string;
  /** The extensions of the files it reads (`.php`). */
  readonly extensions: readonly string[];
  /**
   * Whether it reads this file of one of its extensions (absent: every one). Front ends that share an extension are
   * asked in the order of `analysis/front-ends.ts`: the first that claims a file reads it.
   */
  claims?(file: string): boolean;
  /**
   * Parses a text (never fails: what does not parse is part of the result). `previous` is the last parse of the
   * same file and `edit` what made this text from it, for an incremental parse; either may be ignored.
   */
  parse(file: string, text: string, previous?: SourceIndex, edit?: TextEdit): SourceIndex;
  /** The role of a file in its project, from its name and the parse of its text (chosen without walking a tree). */
  role(file: string, parsed: SourceIndex): EntryRole;
  /** Problems of its parsed files themselves (syntax errors, files cut at the size limit). */
  fileDiagnostics(parsed: readonly SourceIndex[]): AnalysisDiagnostic[];
  /** Its reading of a host route array (CodeIgniter's `$route`), when its configs write one. */
  readonly routeArray?: RouteArrayReader;
  /** Begins one analysis of `entry`: reads what decides it besides the entry's text. */
  begin(entry: string, host: FileHost, options: Options, files: Files): EntryRun;
}

/**
 * One analysis of an entry, as its front end runs it. analyze.ts first offers the previous analysis' incremental
 * state to `patch`; when that declines, it makes the registry with `registryOptions`, calls `start`, then
 * `evaluate` (catching what the core's bounds throw), and keeps `incrementalState` for the next keystroke.
 */
export interface EntryRun {
  /** The options of the registry the entry's table is built with (a PHP app's: Bonfire's released library). */
  readonly registryOptions: RegistryOptions | undefined;
  /** Files that decide the analysis without being evaluated: a change of one analyses the entry again. */
  readonly dependencies: readonly string[];
  /**
   * The previous analysis patched to the entry's current text (a keystroke), when the front end is certain the
   * patch gives what an evaluation gives; undefined otherwise. `state` is what `incrementalState` kept then.
   */
  patch?(state: unknown): PatchedAnalysis | undefined;
  /** Makes the evaluation's context (the front end's own kind) around `registry`. */
  start(registry: RouteRegistry): EvaluationContext;
  /** Evaluates the entry into the context `start` made. May throw the core's EvaluationStopped or EvaluatedThrow. */
  evaluate(): void;
  /** What the next keystroke's `patch` starts from, after an evaluation that ran to its end. */
  incrementalState?(facts: AnalysisFacts, registry: RouteRegistry): unknown;
}

/** A previous analysis patched to a new text (EntryRun.patch). */
export interface PatchedAnalysis {
  facts: AnalysisFacts;
  registry: RouteRegistry;
  /** The state the next keystroke's patch starts from. */
  state: unknown;
  /** The route view patched from the previous one (undefined: made anew when asked). */
  routes(previous: AnalyzedRoute[] | undefined): AnalyzedRoute[] | undefined;
}

/**
 * The table a host route array's writes leave (CodeIgniter's `$route`: what it holds at the end of the file), its
 * rows for the route view, and the lint of the entries the file writes itself.
 */
export interface RouteArrayReader {
  table(ops: readonly RouteArrayOp[], mapCalls: readonly MapCall[], method: Verb, mapStyle: MapStyle): readonly TableEntry[];
  routes(ops: readonly RouteArrayOp[], mapCalls: readonly MapCall[], mapStyle: MapStyle, file: string): AnalyzedRoute[];
  diagnostics(
    ops: readonly RouteArrayOp[],
    mapCalls: readonly MapCall[],
    mapStyle: MapStyle,
    previous?: readonly (TableLint | undefined)[],
  ): { diagnostics: AnalysisDiagnostic[]; lints: (TableLint | undefined)[] };
}
