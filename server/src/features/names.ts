// Route names under the cursor: definition, references and rename of the names given with `as` and used in named()
// (and, in a CodeIgniter 4 app, in the links of its views and controllers); references of a controller method or a
// route: the links that reach it.

import { linkDefinition } from './link-editor';
import { linkNameAt, linkNameUses, linksReaching } from './link-references';
import type { Analysis } from '../analysis/analyze';
import type { Snapshot } from '../db/snapshot';
import type { Span } from '../base/text';
import { targetDefinition } from './targets';
import { ci4NameAt, ci4NameSites } from './ci4-names';

export interface NameAt {
  name: string;
  span: Span;
}

function contains(span: Span, file: string, offset: number): boolean {
  return span.file === file && offset >= span.start && offset <= span.end;
}

/** The first item of the analyses' lists that is at a position (in analysis order; no list is joined or copied). */
function firstAt<T extends { span: Span }>(analyses: readonly Analysis[], list: (a: Analysis) => readonly T[], file: string, offset: number): T | undefined {
  for (const analysis of analyses) for (const item of list(analysis)) if (contains(item.span, file, offset)) return item;
  return undefined;
}

/** The route name at a position: inside a named() argument or an `as` value. */
export function nameAt(snapshot: Snapshot, file: string, offset: number): NameAt | undefined {
  const ci4 = snapshot.ci4AppOf(file);
  if (ci4) return ci4NameAt(ci4, file, offset) ?? linkNameAt(snapshot, file, offset);
  const use = firstAt(snapshot.analyses, (a) => a.namedUses, file, offset);
  if (use) return { name: use.name, span: use.span };
  const definition = firstAt(snapshot.analyses, (a) => a.nameDefinitions, file, offset);
  return definition ? { name: definition.name, span: definition.span } : undefined;
}

/** From a route name to where it is given; from a constant to its definition; from a target string to its controller method. */
export function definition(snapshot: Snapshot, file: string, offset: number): Span[] {
  const link = snapshot.hasLinks(file) ? linkDefinition(snapshot, file, offset) : undefined;
  if (link) return link;
  const constant = firstAt(snapshot.analysesOf(file), (a) => a.constantUses, file, offset);
  if (constant) return constant.definition ? [constant.definition] : [];
  const at = nameAt(snapshot, file, offset);
  const ci4 = snapshot.ci4AppOf(file);
  if (ci4)
    return at
      ? ci4NameSites(ci4)
          .definitions.filter((d) => d.name === at.name)
          .map((d) => d.span)
      : [];
  if (!at) return targetDefinition(snapshot, file, offset);
  // The file's own route table first; a name only another entry point defines is still found.
  const own = snapshot.nameDefinitions(at.name, file);
  return (own.length ? own : snapshot.nameDefinitions(at.name)).map((d) => d.span);
}

export function references(snapshot: Snapshot, file: string, offset: number, includeDeclaration: boolean): Span[] {
  const at = nameAt(snapshot, file, offset);
  // A controller method or a route: the links that reach it.
  if (!at) return linksReaching(snapshot, file, offset).map((l) => l.target);
  const ci4 = snapshot.ci4AppOf(file);
  if (ci4) {
    const sites = ci4NameSites(ci4);
    const own = [...(includeDeclaration ? sites.definitions : []), ...sites.uses].filter((s) => s.name === at.name).map((s) => s.span);
    return [...own, ...linkNameUses(snapshot, ci4.app.root, at.name)];
  }
  const uses = snapshot.namedUses(at.name, file).map((u) => u.span);
  return includeDeclaration ? [...snapshot.nameDefinitions(at.name, file).map((d) => d.span), ...uses] : uses;
}

/** The text inside a string literal at a span, or undefined when the span is not a plain string literal. */
function literalInner(snapshot: Snapshot, span: Span): Span | undefined {
  const text = snapshot.text(span.file)?.slice(span.start, span.end);
  if (!text || text.length < 2) return undefined;
  const quote = text[0];
  if (!['"', "'", '`'].includes(quote) || text[text.length - 1] !== quote || (quote === '`' && text.includes('${'))) return undefined;
  return { file: span.file, start: span.start + 1, end: span.end - 1 };
}

export type PrepareRenameResult = { span: Span; placeholder: string } | { error: string } | null;

export function prepareRename(snapshot: Snapshot, file: string, offset: number): PrepareRenameResult {
  const at = nameAt(snapshot, file, offset);
  if (!at) return null;
  const inner = literalInner(snapshot, at.span);
  if (!inner) return { error: `The name '${at.name}' is computed here, not written as a string; rename it where its value is written.` };
  // Refused before a new name is typed when a rename could not change every place the name is written.
  const places = renamePlaces(snapshot, file, at.name);
  if ('error' in places) return places;
  return { span: inner, placeholder: at.name };
}

/** Where the name is written (definitions and uses) as string literals, or why a rename cannot change them all. */
function renamePlaces(snapshot: Snapshot, file: string, name: string): { spans: Span[] } | { error: string } {
  const spans: Span[] = [];
  const ci4 = snapshot.ci4AppOf(file);
  const places = ci4
    ? [
        ...(({ definitions, uses }) => [...definitions, ...uses].filter((s) => s.name === name).map((s) => s.span))(ci4NameSites(ci4)),
        ...linkNameUses(snapshot, ci4.app.root, name),
      ]
    : [...snapshot.nameDefinitions(name, file).map((d) => d.span), ...snapshot.namedUses(name, file).map((u) => u.span)];
  for (const span of places) {
    const inner = literalInner(snapshot, span);
    if (!inner)
      return {
        error: `The name '${name}' is computed at ${shownPath(span.file, file)}:${snapshot.lineOf(span.file, span.start)}, not written as a string; rename it there by hand.`,
      };
    spans.push(inner);
  }
  return { spans };
}

export type RenameResult = { edits: { span: Span; newText: string }[] } | { error: string };

export function rename(snapshot: Snapshot, file: string, offset: number, newName: string): RenameResult | null {
  const at = nameAt(snapshot, file, offset);
  if (!at) return null;
  if (newName === '' || /['"`\\\n]/.test(newName)) return { error: `'${newName}' is not a usable route name.` };
  const places = renamePlaces(snapshot, file, at.name);
  return 'error' in places ? places : { edits: places.spans.map((span) => ({ span, newText: newName })) };
}

/** A file as a message shows it: relative to the folder of the file asked about when it is inside it. */
function shownPath(shown: string, from: string): string {
  const folder = from.slice(0, Math.max(from.lastIndexOf('/'), from.lastIndexOf('\\')) + 1);
  return folder && shown.startsWith(folder) ? shown.slice(folder.length) : shown;
}
