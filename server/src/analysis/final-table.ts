// The final route table of a CodeIgniter routes file: what `$route` holds at its end (decisions §5), for one request
// method, with where each entry was written. `Route::map` results are resolved per method, as the PHP library does
// (its verb routes exist only for the request's method), and the writes after it are applied on top, in order.

import type { Condition, Registration, Verb } from '@routelens/shared';
import { exclusive, isPlainObject, mappedRoutes } from '@routelens/shared';
import type { MapCall, RouteArrayOp } from './eval/facts';
import type { Span } from './eval/values';

/** One entry of a final table: `to` is a string, or a verb object that the method does not resolve (then skipped). */
export interface TableEntry {
  from: string;
  to: unknown;
  registration: Registration | null;
  /** Where the entry was written: its `$route[...]` line, or the registration's call. */
  span: Span | undefined;
  /** The request methods it is for: `ANY` for a plain target, the method for a verb array's entry. */
  verb?: 'ANY' | Verb;
  /** The undecided conditions of the line that wrote it (PHP `if`), as text. */
  condition?: string;
}

interface Slot {
  to: unknown;
  registration: Registration | null;
  span: Span | undefined;
  condition: Condition | undefined;
}

/**
 * The table `ops` leave for `method`: entries in order, verb objects resolved for the method (or left out). A `from`
 * written on different branches of an undecided condition keeps one entry per branch (decisions §7), in order.
 */
export function finalTable(ops: readonly RouteArrayOp[], mapCalls: readonly MapCall[], method: Verb, defaultHome: string): TableEntry[] {
  let table = new Map<string, Slot[]>();
  // A write replaces what it can coexist with; entries on other branches of one of its conditions stay.
  const write = (key: string, slot: Slot) => table.set(key, [...(table.get(key) ?? []).filter((old) => exclusive(old, slot)), slot]);
  for (const op of ops) {
    switch (op.kind) {
      case 'set':
        write(op.key, { to: op.value, registration: null, span: op.span, condition: op.condition });
        break;
      case 'set-verb': {
        const current = (table.get(op.key) ?? []).filter((old) => !exclusive(old, op)).at(-1)?.to;
        const verbs = isPlainObject(current) ? { ...current } : {};
        verbs[op.verb.toLowerCase()] = op.value;
        write(op.key, { to: verbs, registration: null, span: op.span, condition: op.condition });
        break;
      }
      case 'unset':
        table.delete(op.key);
        break;
      case 'replace':
        table = new Map(Object.entries(op.value).map(([key, to]) => [key, [{ to, registration: null, span: op.span, condition: undefined }]]));
        break;
      case 'map': {
        const call = mapCalls[op.index];
        if (!call) break;
        const before = table;
        table = new Map();
        for (const entry of mappedRoutes(call.input, call.registrations, method, defaultHome)) {
          const winner = entry.registration;
          if (!winner) {
            // An entry of the array passed in: as it was written (with its branches).
            table.set(entry.from, before.get(entry.from) ?? [{ to: entry.to, registration: null, span: call.span, condition: undefined }]);
            continue;
          }
          // Registrations of the same `from` on other branches of the winner's conditions are listed too.
          const others = call.registrations.filter((r) => r !== winner && r.from === entry.from && (r.verb === 'ANY' || r.verb === method) && exclusive(r, winner));
          table.set(entry.from, [...others, winner].map((r) => ({ to: r === winner ? entry.to : r.to, registration: r, span: r.site.location as Span | undefined, condition: r.condition })));
        }
        break;
      }
    }
  }
  const key = method.toLowerCase();
  const entries: TableEntry[] = [];
  for (const [from, slots] of table) {
    for (const slot of slots) {
      // CodeIgniter 3 takes a verb array's entry for the request's method, and skips the route without one.
      const verbs = isPlainObject(slot.to);
      const to = verbs ? lowerKeys(slot.to as Record<string, unknown>)[key] : slot.to;
      if (to === undefined) continue;
      entries.push({
        from, to, registration: slot.registration, span: slot.span, verb: slot.registration?.verb ?? (verbs ? method : 'ANY'),
        ...(slot.condition ? { condition: slot.condition.text } : {}),
      });
    }
  }
  return entries;
}

function lowerKeys(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).map(([k, v]) => [k.toLowerCase(), v]));
}
