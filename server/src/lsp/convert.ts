// Conversions between the analysis (file paths, UTF-16 offsets, plain results) and LSP types.

import type {
  CodeAction,
  CodeLens,
  CompletionItem,
  Diagnostic,
  DocumentLink,
  DocumentSymbol,
  Hover,
  InlayHint,
  Location,
  Range,
  SignatureHelp,
  SymbolInformation,
  WorkspaceEdit,
} from 'vscode-languageserver';
import { diagnosticDefinition } from '@routelens/shared';
import { CodeActionKind, CompletionItemKind, DiagnosticSeverity, DiagnosticTag, SymbolKind } from 'vscode-languageserver';
import type { Severity } from '@routelens/shared';
import type { AnalysisDiagnostic } from '../analysis/core/facts';
import type { Span } from '../base/text';
import type { Snapshot } from '../db/snapshot';
import type { CodeActionResult } from '../features/code-actions';
import { diagnosticUrl } from '../features/diagnostic-docs';
import type { ReachLens } from '../features/exposure-editor';
import type { LensResult } from '../features/code-lens';
import type { CompletionEntry } from '../features/completion';
import type { HoverResult } from '../features/hover';
import type { InlayHintResult } from '../features/inlay-hints';
import type { SignatureResult } from '../features/signature-help';
import type { MatchResult as FoundMatch, RouteRow as TableRow, RunsResult as FoundRuns } from '../features/routes-request';
import type { TargetLink } from '../features/targets';
import type { MatchResult, RouteRow, RunsWire } from './protocol';
import type { SymbolNode, WorkspaceSymbol } from '../features/symbols';

/** Maps paths to URIs and back. */
export interface Converter {
  uri(file: string): string;
  file(uri: string): string;
}

const SEVERITY: Record<Severity, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  information: DiagnosticSeverity.Information,
  hint: DiagnosticSeverity.Hint,
};

/** Positions in the texts of one snapshot (its line indexes), and locations with URIs. */
export class Positions {
  constructor(
    private readonly snapshot: Snapshot,
    readonly convert: Converter,
  ) {}

  range(span: Span): Range {
    const index = this.snapshot.lines(span.file);
    return { start: index.position(span.start), end: index.position(span.end) };
  }

  location(span: Span): Location {
    return { uri: this.convert.uri(span.file), range: this.range(span) };
  }

  offset(file: string, position: { line: number; character: number }): number {
    return this.snapshot.lines(file).offset(position);
  }
}

export function toDiagnostic(d: AnalysisDiagnostic, positions: Positions): Diagnostic {
  const diagnostic: Diagnostic = {
    range: positions.range(d.span),
    severity: SEVERITY[d.severity],
    code: d.code,
    codeDescription: { href: diagnosticUrl(d.code) },
    source: 'routelens',
    message: d.message,
  };
  // Code that never takes effect is greyed out where the editor can.
  if (diagnosticDefinition(d.code)?.unnecessary) diagnostic.tags = [DiagnosticTag.Unnecessary];
  if (d.data) diagnostic.data = d.data;
  return diagnostic;
}

/** Text edits in several files, as one workspace edit. */
export function toWorkspaceEdit(edits: readonly { span: Span; newText: string }[], positions: Positions): WorkspaceEdit {
  const changes: Record<string, { range: Range; newText: string }[]> = {};
  for (const edit of edits) (changes[positions.convert.uri(edit.span.file)] ??= []).push({ range: positions.range(edit.span), newText: edit.newText });
  return { changes };
}

export function toCodeAction(action: CodeActionResult, positions: Positions): CodeAction {
  return {
    title: action.title,
    kind: CodeActionKind.QuickFix,
    isPreferred: action.preferred,
    diagnostics: [toDiagnostic(action.diagnostic, positions)],
    ...(action.edits.length > 0 ? { edit: toWorkspaceEdit(action.edits, positions) } : {}),
    ...(action.command ? { command: { title: action.title, ...action.command } } : {}),
  };
}

/**
 * A hover in LSP terms. `sampleCommand`: the client runs command links (the VS Code extension says so in its
 * initialization options), so sample requests are offered on demand as a link to that command with the position.
 */
export function toHover(result: HoverResult, positions: Positions, sampleCommand?: { uri: string; position: { line: number; character: number } }): Hover {
  let value = result.markdown;
  if (result.samples && sampleCommand) {
    // In the first paragraph (the title line), so that it is in sight even when the rows scroll.
    const args = encodeURIComponent(JSON.stringify([sampleCommand.uri, sampleCommand.position]));
    const link = ` · [Sample requests…](command:routelens.sampleRequests?${args} "Example URLs these routes match, to try with Find Route")`;
    const end = value.indexOf('\n\n');
    value = end < 0 ? value + link : value.slice(0, end) + link + value.slice(end);
  }
  return { contents: { kind: 'markdown', value }, range: positions.range(result.span) };
}

export function toCompletionItem(entry: CompletionEntry, positions: Positions): CompletionItem {
  return {
    label: entry.label,
    kind: entry.kind === 'name' ? CompletionItemKind.Reference : entry.kind === 'path' ? CompletionItemKind.Value : CompletionItemKind.Property,
    detail: entry.detail,
    ...(entry.documentation ? { documentation: entry.documentation } : {}),
    ...(entry.span ? { textEdit: { range: positions.range(entry.span), newText: entry.insertText ?? entry.label }, filterText: entry.label } : {}),
  };
}

/** A lens over a call; clicking it shows the routes of the document `uri`. */
export function toCodeLens(lens: LensResult, uri: string, positions: Positions): CodeLens {
  // The view shows the routes of this call only (the ones written in its range).
  const range = positions.range(lens.span);
  return { range, command: { title: lens.title, command: 'routelens.showRoutes', arguments: [uri, range] } };
}

/** A controller method's lens: how URLs reach it; the command lists the ways (routes open where they are written). */
export function toReachLens(lens: ReachLens, positions: Positions): CodeLens {
  const reaches = lens.reaches.map((r) => ({ label: r.label, location: r.span ? positions.location(r.span) : null }));
  return { range: positions.range(lens.span), command: { title: lens.title, command: 'routelens.showReach', arguments: [lens.title, reaches] } };
}

export function toInlayHint(hint: InlayHintResult, positions: Positions): InlayHint {
  return { position: positions.range({ file: hint.file, start: hint.offset, end: hint.offset }).start, label: hint.label, paddingLeft: true };
}

export function toSignatureHelp(result: SignatureResult): SignatureHelp {
  return {
    signatures: [{ label: result.label, documentation: result.documentation, parameters: result.parameters.map((range) => ({ label: range })) }],
    activeSignature: 0,
    activeParameter: result.active,
  };
}

export function toDocumentLink(link: TargetLink, positions: Positions): DocumentLink {
  const line = positions.range({ file: link.file, start: link.offset, end: link.offset }).start.line;
  return { range: positions.range(link.span), target: `${positions.convert.uri(link.file)}#L${line + 1}`, tooltip: link.tooltip };
}

export function toRouteRow(
  { verb, from, to, name, call, replaced, condition, order, unreachable, span, emptyTarget, table }: TableRow,
  positions: Positions,
): RouteRow {
  const location = positions.location(span);
  return {
    verb,
    from,
    to,
    name,
    call,
    replaced,
    condition,
    order,
    unreachable,
    location,
    table: positions.convert.uri(table),
    ...(emptyTarget ? { emptyTarget } : {}),
  };
}

export function toMatchResult(result: FoundMatch, positions: Positions): MatchResult {
  const { from, to, target, verb, blocked, position, reason, span } = result;
  return { from, to, target, verb, blocked, position, reason, location: span ? positions.location(span) : null };
}

export function toRuns(result: FoundRuns, positions: Positions): RunsWire {
  const { runs, ...rest } = result;
  return { ...rest, runs: runs && { ...runs, span: undefined, location: positions.location(runs.span) } };
}

const KIND: Record<SymbolNode['kind'], SymbolKind> = {
  prefix: SymbolKind.Namespace,
  group: SymbolKind.Class,
  route: SymbolKind.Method,
  call: SymbolKind.Function,
};

export function toDocumentSymbol(node: SymbolNode, positions: Positions): DocumentSymbol {
  const range = positions.range(node.span);
  const selection = positions.range(node.selection);
  return {
    name: node.name || 'route',
    detail: node.detail,
    kind: KIND[node.kind],
    range,
    // LSP requires the selection range inside the range; routes of a group share the group's call.
    selectionRange: within(selection, range) ? selection : range,
    children: node.children.map((child) => toDocumentSymbol(child, positions)),
  };
}

function within(inner: Range, outer: Range): boolean {
  const before = (a: Range['start'], b: Range['start']) => a.line < b.line || (a.line === b.line && a.character <= b.character);
  return before(outer.start, inner.start) && before(inner.end, outer.end);
}

export function toSymbolInformation(symbol: WorkspaceSymbol, positions: Positions): SymbolInformation {
  return { name: symbol.name, kind: SymbolKind.Method, location: positions.location(symbol.span), containerName: symbol.detail };
}
