// What a diagnostic is, in one place: its code, its severity, the messages it is reported with, what the README and
// the editor's links say of it, its quick fix, and examples that the test suite runs through the language server.

import type { Severity } from '@routelens/route/types';

/** A place in a file (offsets in its text). */
export interface TextSpan {
  file: string;
  start: number;
  end: number;
}

export interface FixEdit {
  span: TextSpan;
  newText: string;
}

/** A quick fix: edits, or a command of the editor to run (e.g. adding a define to the settings). */
export interface Fix {
  title: string;
  preferred: boolean;
  edits: FixEdit[];
  command?: { command: string; arguments: unknown[] };
}

/** What a quick fix may ask of the project around the diagnostic; the language server answers. */
export interface FixContext {
  /** The diagnostic's place, and the data it was reported with. */
  readonly span: TextSpan;
  readonly data: Readonly<Record<string, unknown>> | undefined;
  /** A file's current text. */
  text(file: string): string | undefined;
  /** The spans of the arguments of the Route call `method` that starts at `start` in `file`. */
  callArguments(file: string, start: number, method: string): readonly { start: number; end: number }[] | undefined;
  /** Where the first route with this `from` is written in `file`, before `before`. */
  routeSpan(file: string, from: string, before: number): TextSpan | undefined;
  /** The route names the project defines. */
  routeNames(): readonly string[];
  /** Where a method that a target names but its controller lacks would go: the controller's closing brace. */
  missingMethod(target: string): { file: string; offset: number; method: string; where: string } | undefined;
  /** The app's routes.php and its 404_override, when both exist. */
  overrideRoute(): { file: string; override: string } | undefined;
}

export interface DiagnosticDocs {
  /** What it means. */
  what: string;
  /** Why it matters. */
  why: string;
  /** How to fix it. */
  fix: string;
}

/** A small project that gets the diagnostic; `fixed`, where given, is what its preferred quick fix makes of it. */
export interface Example {
  /** Files by path relative to the project's folder. */
  files: Readonly<Record<string, string>> | (() => Readonly<Record<string, string>>);
  /** The file the diagnostic is in (the first file when not given). */
  in?: string;
  /** The text at the diagnostic's start (its first occurrence in the file). */
  at: string;
  /** The files the preferred quick fix changes, as they are after it. */
  fixed?: Readonly<Record<string, string>>;
  /** `routelens.defines` for the example. */
  defines?: Readonly<Record<string, string>>;
}

export interface DiagnosticDefinition<M = unknown> {
  readonly code: string;
  /** The severity it is reported with (`severityText` says when it varies). */
  readonly severity: Severity;
  readonly severityText?: string;
  readonly docs: DiagnosticDocs;
  /** The messages it is reported with (a builder, or several by case). */
  readonly message: M;
  readonly fix?: (context: FixContext) => Fix[];
  /** The code it is about never takes effect: editors grey it out (LSP's Unnecessary tag). */
  readonly unnecessary?: boolean;
  /** At least one, unless `untested` says why a project cannot show it (then a test elsewhere does). */
  readonly examples: readonly Example[];
  readonly untested?: string;
}

export function defineDiagnostic<const C extends string, const S extends Severity, M>(
  definition: DiagnosticDefinition<M> & { code: C; severity: S },
): DiagnosticDefinition<M> & { code: C; severity: S } {
  return definition;
}

/**
 * The whole line (its line break included) of a statement that stands alone on it: the statement, its `;` and
 * spaces; undefined when the line holds anything else.
 */
export function wholeLine(text: string, span: { start: number; end: number }): { start: number; end: number } | undefined {
  const start = text.lastIndexOf('\n', span.start - 1) + 1;
  let end = text.indexOf('\n', span.end);
  end = end < 0 ? text.length : end + 1;
  const rest = text.slice(start, span.start) + text.slice(span.end, end);
  return /^[\s;]*$/.test(rest) ? { start, end } : undefined;
}

/** The quick fix that removes the diagnostic's whole line, offered when it was reported with `data.removeLine`. */
export function removeLineFix(context: FixContext, title: string): Fix[] {
  const text = context.text(context.span.file);
  const line = context.data?.removeLine === true && text !== undefined ? wholeLine(text, context.span) : undefined;
  return line ? [{ title, preferred: true, edits: [{ span: { file: context.span.file, ...line }, newText: '' }] }] : [];
}
