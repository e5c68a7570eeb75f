// Edit sequences for the incremental analysis: after every edit, the analysis that replays recorded statements
// and updates the previous lint must equal a fresh analysis of the same texts.

import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { Analysis, AnalyzeOptions } from '../../src/analysis/analyze';
import { analyzeEntry } from '../../src/analysis/analyze';
import { ParseCache } from '../../src/analysis/parse-cache';
import { StatementMemo } from '../../src/analysis/ts/statement-memo';
import { memoryHost } from './programs';

export type Edit = [at: number, length: number, fragment: string, kind: 'insert' | 'delete' | 'replace'];

const FRAGMENTS = ['x', '/', "'", '(:num)', '(:any)', '\n', ' ', ';', "Route.get('a', 'b');", "{ as: 'r1' }", '$3', 'API + ', ')', '//', '(.*)'];

/** Up to `max` edits of a text of about `length` characters: typing, deleting and replacing route-ish fragments. */
export function editsArb(length: number, max = 12): fc.Arbitrary<Edit[]> {
  const edit = fc.tuple(fc.nat(length), fc.nat(6), fc.constantFrom(...FRAGMENTS), fc.constantFrom('insert' as const, 'delete' as const, 'replace' as const));
  return fc.array(edit, { minLength: 1, maxLength: max });
}

export function applyEdit(text: string, [at, length, fragment, kind]: Edit): string {
  const position = at % (text.length + 1);
  if (kind === 'insert') return text.slice(0, position) + fragment + text.slice(position);
  if (kind === 'delete') return text.slice(0, position) + text.slice(position + length);
  return text.slice(0, position) + fragment + text.slice(position + length);
}

/** Where an edit changes `text`, as the editor reports it (the parser may start from it). */
export function editRange(text: string, [at, length, fragment, kind]: Edit): { start: number; oldEnd: number; newEnd: number } {
  const start = at % (text.length + 1);
  const oldEnd = kind === 'insert' ? start : Math.min(text.length, start + length);
  return { start, oldEnd, newEnd: start + (kind === 'delete' ? 0 : fragment.length) };
}

/** Everything an analysis gives its users, as plain data. */
export function analysisView(analysis: Analysis) {
  return {
    routes: analysis.routes.map((r) => ({ ...r })),
    diagnostics: analysis.diagnostics,
    named: analysis.named,
    nameDefinitions: analysis.nameDefinitions,
    namedUses: analysis.namedUses,
    files: analysis.files,
  };
}

/** Applies `edits` to `files[target]` one by one, checking the incremental analysis of `entry` against a fresh one. */
export function checkIncremental(
  files: Record<string, string>,
  entry: string,
  target: string,
  edits: readonly Edit[],
  limits: AnalyzeOptions['limits'] = {},
): void {
  const memo = new StatementMemo();
  const cache = new ParseCache(true);
  const current = { ...files };
  let previous = analyzeEntry(entry, memoryHost(current), { memo, parseCache: cache, limits });
  for (let i = 0; i < edits.length; i++) {
    const edit = edits[i];
    const before = current[target];
    current[target] = applyEdit(before, edit);
    // Every other edit comes with its range, as the language server passes it from the editor; the others are
    // found by comparing the texts. Both must give the same analysis.
    if (i % 2 === 0) cache.expectEdit(target, current[target], { from: before, ...editRange(before, edit) });
    const host = memoryHost(current);
    const incremental = analyzeEntry(entry, host, { memo, parseCache: cache, limits }, previous);
    const fresh = analyzeEntry(entry, host, { limits });
    assert.deepEqual(analysisView(incremental), analysisView(fresh));
    previous = incremental;
  }
}
