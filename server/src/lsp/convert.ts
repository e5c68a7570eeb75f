// Conversions between the analysis (file paths, UTF-16 offsets, plain results) and LSP types.

import type {
  CodeAction, Diagnostic, DocumentSymbol, Location, Range, SymbolInformation,
} from 'vscode-languageserver';
import { CodeActionKind, DiagnosticSeverity, DiagnosticTag, SymbolKind } from 'vscode-languageserver';
import type { Severity } from '@routelens/shared';
import type { AnalysisDiagnostic } from '../analysis/eval/facts';
import { LineIndex } from '../analysis/syntax/line-index';
import type { Span } from '../analysis/eval/values';
import type { CodeActionResult } from '../features/code-actions';
import type { SymbolNode, WorkspaceSymbol } from '../features/symbols';

export const DOCS_URL = 'https://github.com/routelens/routelens#diagnostics';

/** Maps paths to URIs and back, and finds the text of a file for position conversion. */
export interface Converter {
  uri(file: string): string;
  file(uri: string): string;
  text(file: string): string | undefined;
}

const SEVERITY: Record<Severity, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error, warning: DiagnosticSeverity.Warning, information: DiagnosticSeverity.Information, hint: DiagnosticSeverity.Hint,
};

/** Line indexes of the texts seen last, so that conversions of one file reuse one index. */
export class Positions {
  private readonly indexes = new Map<string, LineIndex>();

  constructor(private readonly convert: Converter) {}

  index(file: string): LineIndex {
    const text = this.convert.text(file) ?? '';
    let index = this.indexes.get(file);
    if (!index || index.text !== text) {
      index = new LineIndex(text);
      this.indexes.set(file, index);
    }
    return index;
  }

  range(span: Span): Range {
    const index = this.index(span.file);
    return { start: index.position(span.start), end: index.position(span.end) };
  }

  location(span: Span): Location {
    return { uri: this.convert.uri(span.file), range: this.range(span) };
  }

  offset(file: string, position: { line: number; character: number }): number {
    return this.index(file).offset(position);
  }
}

export function toDiagnostic(d: AnalysisDiagnostic, positions: Positions): Diagnostic {
  const diagnostic: Diagnostic = {
    range: positions.range(d.span),
    severity: SEVERITY[d.severity],
    code: d.code,
    codeDescription: { href: `${DOCS_URL}-${d.code}` },
    source: 'routelens',
    message: d.message,
  };
  if (d.code === 'route-replaced' || d.code === 'unreachable-route') diagnostic.tags = [DiagnosticTag.Unnecessary];
  if (d.data) diagnostic.data = d.data;
  return diagnostic;
}

export function toCodeAction(action: CodeActionResult, positions: Positions, convert: Converter): CodeAction {
  const changes: Record<string, { range: Range; newText: string }[]> = {};
  for (const edit of action.edits) {
    (changes[convert.uri(edit.span.file)] ??= []).push({ range: positions.range(edit.span), newText: edit.newText });
  }
  return {
    title: action.title, kind: CodeActionKind.QuickFix, isPreferred: action.preferred,
    diagnostics: [toDiagnostic(action.diagnostic, positions)], edit: { changes },
  };
}

const KIND: Record<SymbolNode['kind'], SymbolKind> = {
  prefix: SymbolKind.Namespace, group: SymbolKind.Class, route: SymbolKind.Method, call: SymbolKind.Function,
};

export function toDocumentSymbol(node: SymbolNode, positions: Positions): DocumentSymbol {
  const range = positions.range(node.span);
  const selection = positions.range(node.selection);
  return {
    name: node.name || 'route', detail: node.detail, kind: KIND[node.kind], range,
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
