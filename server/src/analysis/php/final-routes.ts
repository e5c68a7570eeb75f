// The route view of a PHP routes file: its final table (final-table.ts) for every method, as rows.

import type { MapStyle } from '@routelens/shared';
import { RESERVED_KEYS, VERBS } from '@routelens/shared';
import type { AnalyzedRoute, MapCall, RouteArrayOp } from '../core/facts';
import type { Span } from '../../base/text';
import type { TableEntry } from './final-table';
import { finalTable } from './final-table';

/**
 * The routes of a final table (a PHP routes file): one row per `from` and target, `ANY` where every method has the
 * same target, else one row per method. Rows keep the table's order (each method's order merged).
 */
export function finalRoutes(ops: readonly RouteArrayOp[], mapCalls: readonly MapCall[], mapStyle: MapStyle, file: string): AnalyzedRoute[] {
  const tables = VERBS.map((verb) => finalTable(ops, mapCalls, verb, mapStyle));
  // A row is a `from` on one branch: the same `from` written on two branches of a condition is two rows.
  const keyOf = (entry: TableEntry) => `${entry.from}\0${entry.condition ?? ''}`;
  const rows: AnalyzedRoute[] = [];
  let synthetic = 0;
  const row = (verb: AnalyzedRoute['verb'], entry: TableEntry): AnalyzedRoute => {
    const r = entry.registration;
    return {
      id: r?.id ?? --synthetic,
      verb,
      from: entry.from,
      to: String(entry.to),
      name: r?.name ?? null,
      // A `$route[...]` line is made by no Route call: it says so (not `any`).
      call: r?.call ?? '$route',
      action: r?.action,
      span: entry.span ?? { file, start: 0, end: 0 },
      enclosing: r ? r.enclosing.flatMap((site) => (site.location ? [site.location as Span] : [])) : [],
      replaced: false,
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
  for (const { entries } of mergedOrder(tables, keyOf)) {
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

/**
 * One order of the rows of every method's table that keeps each table's own order: a row comes after the rows
 * before it in every table that has it. Where that leaves a choice, the row whose key comes first in the array comes
 * first, so that a file of verb arrays (`$route['x']['GET']`) lists its rows in the order PHP holds them. Tables
 * that contradict each other (library routes whose verbs interleave) cannot all be kept: their remaining rows
 * follow by place in the array.
 */
function mergedOrder(tables: readonly (readonly TableEntry[])[], keyOf: (entry: TableEntry) => string): OrderNode[] {
  const nodes = new Map<string, OrderNode>();
  // Whether every key has one place in all tables (an array no `Route::map` reordered per method): then that place is
  // the order, and each table's order is kept by it.
  let placed = true;
  for (let t = 0; t < tables.length; t++) {
    const table = tables[t];
    let previous: OrderNode | undefined;
    for (const entry of table) {
      if (RESERVED_KEYS.has(entry.from)) continue;
      const key = keyOf(entry);
      let node = nodes.get(key);
      if (node === undefined) {
        node = { entries: new Array<TableEntry | undefined>(tables.length).fill(undefined), position: entry.position, seen: nodes.size, waits: 0, next: [] };
        nodes.set(key, node);
      } else if (node.position !== entry.position) {
        placed = false;
      }
      node.entries[t] = entry;
      // A pair repeated by several tables is an edge each time, counted as often as it is followed: no lookups.
      if (previous !== undefined && previous !== node) {
        previous.next.push(node);
        node.waits++;
      }
      previous = node;
    }
  }
  if (placed) return [...nodes.values()].sort(writtenFirst);
  const ready = new NodeHeap();
  for (const node of nodes.values()) if (node.waits === 0) ready.push(node);
  const order: OrderNode[] = [];
  for (let node = ready.pop(); node !== undefined; node = ready.pop()) {
    order.push(node);
    node.waits = -1;
    for (const next of node.next) if (--next.waits === 0) ready.push(next);
  }
  if (order.length < nodes.size) {
    const left = [...nodes.values()].filter((n) => n.waits >= 0).sort(writtenFirst);
    for (const node of left) order.push(node);
  }
  return order;
}

/** A row: its entry in each method's table (in VERBS order; undefined where the method has none). */
interface OrderNode {
  entries: (TableEntry | undefined)[];
  /** Its key's place in the array (TableEntry.position, in the first table that has it). */
  position: number;
  /** When it was first seen: the last tie-break. */
  seen: number;
  /** How many rows must come before it and have not yet (-1 once placed). */
  waits: number;
  /** The rows right after it in a table (once per table). */
  next: OrderNode[];
}

function writtenFirst(a: OrderNode, b: OrderNode): number {
  return a.position - b.position || a.seen - b.seen;
}

/** The rows that may come next, the one written first on top. */
class NodeHeap {
  private readonly items: OrderNode[] = [];

  push(node: OrderNode): void {
    const items = this.items;
    let i = items.push(node) - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (writtenFirst(items[parent], node) <= 0) break;
      items[i] = items[parent];
      i = parent;
    }
    items[i] = node;
  }

  pop(): OrderNode | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last !== undefined) {
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        if (left >= items.length) break;
        const child = left + 1 < items.length && writtenFirst(items[left + 1], items[left]) < 0 ? left + 1 : left;
        if (writtenFirst(last, items[child]) <= 0) break;
        items[i] = items[child];
        i = child;
      }
      items[i] = last;
    }
    return top;
  }
}

/**
 * The route view `rows` of a table with one `$route` line's write replaced (php-patch.ts, final-table.ts
 * `patchFinalTables`): its row is rewritten in place; without a change the rows are the same.
 */
export function patchFinalRoutes(
  rows: readonly AnalyzedRoute[],
  change: { old: { span: Span }; next: readonly { key: string; value: unknown; span: Span }[] } | undefined,
): AnalyzedRoute[] {
  if (!change) return rows.slice();
  const write = change.next[change.next.length - 1];
  return rows.map((row) => (row.span === change.old.span ? { ...row, from: write.key, to: String(write.value), span: write.span } : row));
}
