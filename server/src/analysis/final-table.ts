// The final route table of a CodeIgniter routes file: what `$route` holds at its end (decisions §5), for one request
// method, with where each entry was written. `Route::map` results are resolved per method, as the PHP library does
// (its verb routes exist only for the request's method), and the writes after it are applied on top, in order.

import type { Registration, Verb } from '@routelens/shared';
import { isPlainObject, mappedRoutes } from '@routelens/shared';
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
}

/** The table `ops` leave for `method`: entries in order, verb objects resolved for the method (or left out). */
export function finalTable(ops: readonly RouteArrayOp[], mapCalls: readonly MapCall[], method: Verb, defaultHome: string): TableEntry[] {
  let table = new Map<string, { to: unknown; registration: Registration | null; span: Span | undefined }>();
  for (const op of ops) {
    switch (op.kind) {
      case 'set':
        table.set(op.key, { to: op.value, registration: null, span: op.span });
        break;
      case 'set-verb': {
        const current = table.get(op.key)?.to;
        const verbs = isPlainObject(current) ? { ...current } : {};
        verbs[op.verb.toLowerCase()] = op.value;
        table.set(op.key, { to: verbs, registration: null, span: op.span });
        break;
      }
      case 'unset':
        table.delete(op.key);
        break;
      case 'replace':
        table = new Map(Object.entries(op.value).map(([key, to]) => [key, { to, registration: null, span: op.span }]));
        break;
      case 'map': {
        const call = mapCalls[op.index];
        if (!call) break;
        const before = table;
        table = new Map();
        for (const entry of mappedRoutes(call.input, call.registrations, method, defaultHome)) {
          const location = entry.registration?.site.location as Span | undefined;
          table.set(entry.from, { to: entry.to, registration: entry.registration, span: location ?? before.get(entry.from)?.span ?? call.span });
        }
        break;
      }
    }
  }
  const key = method.toLowerCase();
  const entries: TableEntry[] = [];
  for (const [from, entry] of table) {
    // CodeIgniter 3 takes a verb array's entry for the request's method, and skips the route without one.
    const verbs = isPlainObject(entry.to);
    const to = verbs ? lowerKeys(entry.to as Record<string, unknown>)[key] : entry.to;
    if (to === undefined) continue;
    entries.push({ from, to, registration: entry.registration, span: entry.span, verb: entry.registration?.verb ?? (verbs ? method : 'ANY') });
  }
  return entries;
}

function lowerKeys(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).map(([k, v]) => [k.toLowerCase(), v]));
}
