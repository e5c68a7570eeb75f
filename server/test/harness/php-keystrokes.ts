// Keystrokes in a PHP routes file as a user types them, mostly inside the quoted keys and targets of `$route` lines
// after `Route::map` (where the analysis patches instead of evaluating, php-patch.ts), and the check that the
// analysis after each is the one a fresh evaluation gives.

import assert from 'node:assert/strict';
import fc from 'fast-check';
import { VERBS } from '@routelens/shared';
import type { Analysis } from '../../src/analysis/analyze';
import { analyzeEntry } from '../../src/analysis/analyze';
import { ParseCache } from '../../src/analysis/parse-cache';
import { finalTable } from '../../src/analysis/php/final-table';
import { analysisView, applyEdit, editRange } from './incremental';
import type { Edit } from './incremental';
import { memoryHost } from './programs';

/** The middles of the quoted strings of `$route` lines after `Route::map`: where the keystrokes the patch is for land. */
function targets(text: string): number[] {
  const at: number[] = [];
  const after = text.indexOf('Route::map');
  for (const match of text.matchAll(/\$route\[[^\n]*/g)) {
    if (match.index < after) continue;
    for (const quoted of match[0].matchAll(/'[^']*'|"[^"]*"/g)) at.push(match.index + quoted.index + 1 + Math.floor(quoted[0].length / 2));
  }
  return at;
}

const KEYS = ['x', '/', '(', ':', 'n', '1', ')', "'", ' ', '$', 'u', '\n', '// c\n'];

/** A keystroke: which string (or, two times in ten, which place anywhere), what, insert or delete, and whether to compare after it. */
export type Keystroke = [pick: number, anywhere: number, key: string, kind: 'insert' | 'delete', compare: number];

export function keystrokesArb(length: number, max: number): fc.Arbitrary<Keystroke[]> {
  return fc.array(fc.tuple(fc.nat(1000), fc.nat(length), fc.constantFrom(...KEYS), fc.constantFrom('insert' as const, 'delete' as const), fc.nat(9)), {
    minLength: 1,
    maxLength: max,
  });
}

/** Everything a user sees of an analysis, with every method's final table. */
export function phpView(analysis: Analysis) {
  return {
    ...analysisView(analysis),
    tables: analysis.routeArray ? VERBS.map((verb) => finalTable(analysis.routeArray!, analysis.mapCalls, verb, analysis.mapStyle).map((e) => ({ ...e }))) : [],
    constantUses: analysis.constantUses,
  };
}

/**
 * Types `keys` into `files[entry]`, analysing after each keystroke from the previous analysis (as the language server
 * does, with the keystroke's range), and compares with a fresh analysis of the text (all but where `compare` is 0,
 * and the last: then the next keystroke starts from an analysis whose route view and diagnostics were never made).
 * Returns how many keystrokes were patched.
 */
export function checkPhpKeystrokes(files: Readonly<Record<string, string>>, entry: string, keys: readonly Keystroke[]): number {
  const cache = new ParseCache(true);
  const current: Record<string, string> = { ...files };
  let previous = analyzeEntry(entry, memoryHost(current), { parseCache: cache });
  void previous.diagnostics;
  void previous.routes;
  let patched = 0;
  keys.forEach(([pick, anywhere, key, kind, compare], i) => {
    const before = current[entry];
    const places = targets(before);
    const at = pick % 10 < 8 && places.length > 0 ? places[pick % places.length] : anywhere % before.length;
    const edit: Edit = [at, 1, key, kind];
    current[entry] = applyEdit(before, edit);
    cache.expectEdit(entry, current[entry], { from: before, ...editRange(before, edit) });
    const host = memoryHost(current);
    const incremental = analyzeEntry(entry, host, { parseCache: cache }, previous);
    if (incremental.mapCalls === previous.mapCalls) patched++;
    if (compare !== 0 || i === keys.length - 1) {
      assert.deepEqual(phpView(incremental), phpView(analyzeEntry(entry, host, {})), `after ${i + 1} keystrokes:\n${current[entry]}`);
    }
    previous = incremental;
  });
  return patched;
}
