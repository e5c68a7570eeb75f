// One check helper per LSP feature: fixture files with a `$0` cursor in, the server's answer out.

import * as fs from 'node:fs';
import * as path from 'node:path';
import type { CodeAction, CompletionItem, Diagnostic, DocumentSymbol, Hover, Location, WorkspaceEdit } from 'vscode-languageserver';
import type { Features } from '../../src/lsp/server';
import { TestClient, uriOf, writeWorkspace } from './lsp-client';

export interface Session {
  client: TestClient;
  root: string;
  /** The file with the cursor, and the cursor's offset in it. */
  file: string;
  offset: number;
  /** Absolute path of a fixture file. */
  path(name: string): string;
  /** Line (0-based) of the first occurrence of `text` in a fixture file. */
  lineOf(name: string, text: string): number;
}

/** Starts a server on the files, opens the cursor's file, runs `body`, and always stops the server. */
export async function withSession<T>(files: Record<string, string>, body: (s: Session) => Promise<T>, overrides?: Partial<Features>): Promise<T> {
  const { root, cursor } = writeWorkspace(files);
  const client = await TestClient.start(root, { overrides });
  try {
    const file = cursor?.file ?? path.join(root, Object.keys(files)[0]);
    await client.open(file);
    const session: Session = {
      client,
      root,
      file,
      offset: cursor?.offset ?? 0,
      path: (name) => path.join(root, name),
      lineOf: (name, text) =>
        fs
          .readFileSync(path.join(root, name), 'utf8')
          .split('\n')
          .findIndex((l) => l.includes(text)),
    };
    return await body(session);
  } finally {
    await client.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

export function checkHover(files: Record<string, string>): Promise<string> {
  return withSession(files, async (s) => {
    const result = await s.client.request<Hover | null>('textDocument/hover', s.client.at(s.file, s.offset));
    return result ? (result.contents as { value: string }).value : '';
  });
}

export function checkDefinition(files: Record<string, string>): Promise<{ file: string; line: number; text: string }[]> {
  return withSession(files, async (s) => {
    const result = await s.client.request<Location[] | null>('textDocument/definition', s.client.at(s.file, s.offset));
    return (result ?? []).map((l) => describeLocation(s, l));
  });
}

export function checkReferences(files: Record<string, string>): Promise<{ file: string; line: number; text: string }[]> {
  return withSession(files, async (s) => {
    const params = { ...s.client.at(s.file, s.offset), context: { includeDeclaration: true } };
    const result = await s.client.request<Location[] | null>('textDocument/references', params);
    return (result ?? []).map((l) => describeLocation(s, l));
  });
}

function describeLocation(s: Session, location: Location): { file: string; line: number; text: string } {
  const file = decodeURIComponent(new URL(location.uri).pathname);
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const line = lines[location.range.start.line];
  return {
    file: path.relative(s.root, file),
    line: location.range.start.line,
    text: line.slice(location.range.start.character, location.range.end.line === location.range.start.line ? location.range.end.character : undefined),
  };
}

export function checkCompletion(files: Record<string, string>): Promise<CompletionItem[]> {
  return withSession(files, (s) => s.client.request<CompletionItem[]>('textDocument/completion', s.client.at(s.file, s.offset)));
}

export function checkDiagnostics(files: Record<string, string>): Promise<Diagnostic[]> {
  return withSession(files, (s) => s.client.waitForDiagnostics(s.file));
}

/** Applies the code actions' edits for the cursor's line and returns the titles and the fixed text of the first. */
export function checkCodeActions(files: Record<string, string>): Promise<{ titles: string[]; fixed: string }> {
  return withSession(files, async (s) => {
    const diagnostics = await s.client.waitForDiagnostics(s.file, (d) => d.length > 0);
    const position = s.client.position(s.file, s.offset);
    const actions = await s.client.request<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri: uriOf(s.file) },
      range: { start: position, end: position },
      context: { diagnostics },
    });
    const text = fs.readFileSync(s.file, 'utf8');
    return { titles: actions.map((a) => a.title), fixed: actions[0] ? applyEdit(text, actions[0].edit!, uriOf(s.file)) : text };
  });
}

/** Applies a workspace edit's changes for one document to its text. */
export function applyEdit(text: string, edit: WorkspaceEdit, uri: string): string {
  const lines = text.split('\n');
  const offset = (p: { line: number; character: number }) => lines.slice(0, p.line).reduce((n, l) => n + l.length + 1, 0) + p.character;
  const edits = [...(edit.changes?.[uri] ?? [])].sort((a, b) => offset(b.range.start) - offset(a.range.start));
  let result = text;
  for (const e of edits) result = result.slice(0, offset(e.range.start)) + e.newText + result.slice(offset(e.range.end));
  return result;
}

export function checkSymbols(files: Record<string, string>): Promise<DocumentSymbol[]> {
  return withSession(files, (s) => s.client.request<DocumentSymbol[]>('textDocument/documentSymbol', { textDocument: { uri: uriOf(s.file) } }));
}

/** Flattens a symbol tree to `depth name` lines, for readable expectations. */
export function outline(symbols: DocumentSymbol[], depth = 0): string[] {
  return symbols.flatMap((s) => [`${'  '.repeat(depth)}${s.name}`, ...outline(s.children ?? [], depth + 1)]);
}
