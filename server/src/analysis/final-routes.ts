// The route view of a PHP routes file: its final table (final-table.ts) for every method, as rows.

import { RESERVED_KEYS, VERBS } from '@routelens/shared';
import type { AnalyzedRoute, MapCall, RouteArrayOp } from './eval/facts';
import type { Span } from './eval/values';
import type { TableEntry } from './final-table';
import { finalTable } from './final-table';

/**
 * The routes of a final table (a PHP routes file): one row per `from` and target, `ANY` where every method has the
 * same target, else one row per method. Rows keep the table's order (each method's order merged).
 */
export function finalRoutes(ops: readonly RouteArrayOp[], mapCalls: readonly MapCall[], defaultHome: string, file: string): AnalyzedRoute[] {
  const tables = VERBS.map((verb) => finalTable(ops, mapCalls, verb, defaultHome));
  // A row is a `from` on one branch: the same `from` written on two branches of a condition is two rows.
  const keyOf = (entry: TableEntry) => `${entry.from}\0${entry.condition ?? ''}`;
  const rows: AnalyzedRoute[] = [];
  let synthetic = 0;
  const row = (verb: AnalyzedRoute['verb'], entry: TableEntry): AnalyzedRoute => {
    const r = entry.registration;
    return {
      id: r?.id ?? --synthetic, verb, from: entry.from, to: String(entry.to), name: r?.name ?? null,
      call: r?.call ?? (verb === 'ANY' ? 'any' : verb.toLowerCase()), action: r?.action,
      span: entry.span ?? { file, start: 0, end: 0 },
      enclosing: r ? r.enclosing.flatMap((site) => (site.location ? [site.location as Span] : [])) : [], replaced: false,
      condition: r?.condition?.text ?? entry.condition ?? null,
    };
  };
  // One table for every method (final-table.ts `methodFree`: most routes files): its rows in its order, each `ANY`
  // (what the merge below makes of seven equal tables, without the merge).
  if (tables.every((table) => table === tables[0])) {
    const last = new Map<string, TableEntry>();
    for (const entry of tables[0]) if (!RESERVED_KEYS.has(entry.from)) last.set(keyOf(entry), entry);
    for (const entry of last.values()) if (typeof entry.to === 'string') rows.push(row('ANY', entry));
    return rows;
  }
  // Each method's order merged: a row new in a method's table goes right after the row before it in that table (the
  // first of a table at the front). A linked list by key (the head is '', never a key: keys contain '\0'), so that a
  // table of thousands of rows is merged in linear time.
  const following = new Map<string, string | null>([['', null]]);
  for (const table of tables) {
    let after = '';
    for (const entry of table) {
      if (RESERVED_KEYS.has(entry.from)) continue;
      const key = keyOf(entry);
      if (!following.has(key)) {
        following.set(key, following.get(after)!);
        following.set(after, key);
      }
      after = key;
    }
  }
  const order: string[] = [];
  for (let key = following.get('')!; key !== null; key = following.get(key)!) order.push(key);
  const byVerb = tables.map((table) => new Map(table.map((e) => [keyOf(e), e])));
  for (const from of order) {
    const entries = byVerb.map((table) => table.get(from));
    const first = entries[0];
    if (first && typeof first.to === 'string' && entries.every((e) => e?.to === first.to && e?.registration === first.registration)) {
      rows.push(row('ANY', first));
      continue;
    }
    entries.forEach((entry, i) => {
      if (entry && typeof entry.to === 'string') rows.push(row(VERBS[i], entry));
    });
  }
  return rows;
}
