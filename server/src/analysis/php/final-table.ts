// The final route table of a CodeIgniter routes file: what `$route` holds at its end (docs/decisions.md#php-apps), for one request
// method, with where each entry was written. `Route::map` results are resolved per method, as the PHP library does
// (its verb routes exist only for the request's method), and the writes after it are applied on top, in order.

import type { MapStyle } from '@routelens/shared';
import type { Condition, Registration, Verb } from '@routelens/shared';
import { exclusive, existsWherever, isPlainObject, mappedRoutes } from '@routelens/shared';
import type { MapCall, RouteArrayOp, TableEntry } from '../core/facts';

export type { TableEntry } from '../core/facts';
import type { Span } from '../../base/text';

interface Slot {
  to: unknown;
  registration: Registration | null;
  span: Span | undefined;
  condition: Condition | undefined;
  /** A verb array written a verb at a time (`$route['x']['get'] = …`): the line of each verb (lowercase keys). */
  verbSpans?: Record<string, Span | undefined>;
}

/**
 * The table `ops` leave for `method`: entries in order, verb objects resolved for the method (or left out). A `from`
 * written on different branches of an undecided condition keeps one entry per branch (docs/decisions.md#conditions-and-data), in order.
 */
export function finalTable(ops: readonly RouteArrayOp[], mapCalls: readonly MapCall[], method: Verb, mapStyle: MapStyle): readonly TableEntry[] {
  // The route view, the diagnostics and the CLI ask for the same tables of one analysis: each is made once.
  let byMethod = tables.get(ops);
  if (!byMethod || byMethod.mapCalls !== mapCalls || byMethod.mapStyle !== mapStyle) {
    byMethod = { mapCalls, mapStyle, tables: new Map(), methodFree: methodFree(ops) };
    tables.set(ops, byMethod);
  }
  if (byMethod.methodFree) return (byMethod.shared ??= makeFinalTable(ops, mapCalls, method, mapStyle));
  let entries = byMethod.tables.get(method);
  if (!entries) {
    entries = makeFinalTable(ops, mapCalls, method, mapStyle);
    byMethod.tables.set(method, entries);
  }
  return entries;
}

/** The final tables made so far, by the ops of an analysis (an analysis' ops never change). */
const tables = new WeakMap<
  readonly RouteArrayOp[],
  {
    mapCalls: readonly MapCall[];
    mapStyle: MapStyle;
    tables: Map<Verb, readonly TableEntry[]>;
    /** The ops make one table for every method (`methodFree`): it is made once, and every method gets that array. */
    methodFree: boolean;
    shared?: readonly TableEntry[];
  }
>();

/**
 * Whether ops leave the same table for every request method: no `Route::map` (its verb routes are per method) and
 * no verb array (`$route['x']['put']`, or an array value, resolved per method). Most CodeIgniter routes files are
 * `$route['x'] = 'y';` lines only, and are this.
 */
export function methodFree(ops: readonly RouteArrayOp[]): boolean {
  for (const op of ops) {
    if (op.kind === 'map' || op.kind === 'set-verb') return false;
    if (op.kind === 'set' && isPlainObject(op.value)) return false;
    if (op.kind === 'replace') for (const key in op.value) if (isPlainObject(op.value[key])) return false;
  }
  return true;
}

/**
 * A map call's registrations by `from` (the same `from` registered on several branches of a condition is listed
 * for each): looked up per entry of its result, so the table stays linear in its size.
 */
const registrationsByFrom = new WeakMap<MapCall, Map<string, Registration[]>>();

function byFrom(call: MapCall): Map<string, Registration[]> {
  let index = registrationsByFrom.get(call);
  if (!index) {
    index = new Map();
    for (const r of call.registrations) {
      const list = index.get(r.from);
      if (list) list.push(r);
      else index.set(r.from, [r]);
    }
    registrationsByFrom.set(call, index);
  }
  return index;
}

function makeFinalTable(ops: readonly RouteArrayOp[], mapCalls: readonly MapCall[], method: Verb, mapStyle: MapStyle): readonly TableEntry[] {
  let table = new Map<string, Slot[]>();
  // A write replaces what it can coexist with, where it happens: entries on other branches of one of its conditions
  // stay, and so does an entry the write may not reach (a write under a condition the entry's own do not imply).
  const write = (key: string, slot: Slot) =>
    table.set(key, [...(table.get(key) ?? []).filter((old) => exclusive(old, slot) || !existsWherever(old, slot)), slot]);
  for (const op of ops) {
    switch (op.kind) {
      case 'set':
        write(op.key, { to: op.value, registration: null, span: op.span, condition: op.condition });
        break;
      case 'set-verb': {
        const current = (table.get(op.key) ?? []).filter((old) => !exclusive(old, op)).at(-1);
        const merged = isPlainObject(current?.to);
        const verbs = merged ? { ...(current!.to as Record<string, unknown>) } : {};
        const verb = op.verb.toLowerCase();
        verbs[verb] = op.value;
        // Each verb keeps the line that wrote it; a verb written as part of a whole array, that array's line.
        const verbSpans: Record<string, Span | undefined> = {};
        if (merged) for (const k of Object.keys(verbs)) if (k !== verb) verbSpans[k.toLowerCase()] = current!.verbSpans?.[k.toLowerCase()] ?? current!.span;
        verbSpans[verb] = op.span;
        write(op.key, { to: verbs, registration: null, span: op.span, condition: op.condition, verbSpans });
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
        for (const entry of mappedRoutes(call.input, call.registrations, method, mapStyle)) {
          const registration = entry.registration;
          // An entry of the array passed in: as it was written (with its branches). A registration's entry: its own,
          // and with it the registrations of the same `from` on other branches of its conditions.
          const slots: Slot[] = registration
            ? byFrom(call)
                .get(entry.from)!
                .filter((r) => r === registration || ((r.verb === 'ANY' || r.verb === method) && exclusive(r, registration) && r.from === entry.from))
                .map((r) => ({ to: r === registration ? entry.to : r.to, registration: r, span: r.site.location as Span | undefined, condition: r.condition }))
            : (before.get(entry.from) ?? [{ to: entry.to, registration: null, span: call.span, condition: undefined }]);
          const listed = table.get(entry.from) ?? [];
          table.set(entry.from, [
            ...listed,
            ...slots.filter((slot) => !listed.some((other) => other.registration === slot.registration && other.to === slot.to)),
          ]);
        }
        break;
      }
    }
  }
  const key = method.toLowerCase();
  const entries: TableEntry[] = [];
  let position = -1;
  for (const [from, slots] of table) {
    position++;
    for (const slot of slots) {
      // CodeIgniter 3 takes a verb array's entry for the request's method, and skips the route without one.
      const verbs = isPlainObject(slot.to);
      const to = verbs ? verbTarget(slot.to as Record<string, unknown>, key) : slot.to;
      if (to === undefined) continue;
      entries.push({
        from,
        to,
        registration: slot.registration,
        span: (verbs && slot.verbSpans?.[key]) || slot.span,
        verb: slot.registration?.verb ?? (verbs ? method : 'ANY'),
        position,
        ...(slot.condition ? { condition: slot.condition.text, conditions: slot.condition } : {}),
      });
    }
  }
  return entries;
}

/** A verb array's target for a method (`key`, lowercase): its keys are compared in lowercase, the last one wins. */
function verbTarget(object: Record<string, unknown>, key: string): unknown {
  let to: unknown;
  for (const k of Object.keys(object)) if (k.toLowerCase() === key) to = object[k];
  return to;
}

/**
 * Whether two methods' tables hold the same entries (the same `from`s, targets, registrations, places and
 * conditions, in order): then whatever is worked out from one (its lint) holds for the other.
 */
export function sameEntries(a: readonly TableEntry[], b: readonly TableEntry[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (x.from !== y.from || x.to !== y.to || x.registration !== y.registration || x.span !== y.span || x.condition !== y.condition) return false;
  }
  return true;
}

/**
 * The tables made so far for `ops`, given to `next`: the same ops but for one `$route` line's write, replaced by
 * `change` (php-patch.ts: a write whose old and new keys nothing else touches, with no `Route::map` after it). Its
 * entry is the only one that differs, at the same place in every table that has it; without a change the tables are
 * the same.
 */
export function patchFinalTables(
  ops: readonly RouteArrayOp[],
  next: readonly RouteArrayOp[],
  change: { old: { span: Span }; next: readonly Extract<RouteArrayOp, { kind: 'set' | 'set-verb' }>[] } | undefined,
): Map<readonly TableEntry[], PatchedTable> {
  const patchedOf = new Map<readonly TableEntry[], PatchedTable>();
  const made = tables.get(ops);
  if (!made) return patchedOf;
  if (!change) {
    tables.set(next, made);
    return patchedOf;
  }
  // The entry comes from the last write of the line (a verb's, after its key's empty array).
  const write = change.next[change.next.length - 1];
  // Methods that shared one table still do.
  const patch = (entries: readonly TableEntry[]): readonly TableEntry[] => {
    let done = patchedOf.get(entries);
    if (!done) {
      const patched = entries.slice();
      let at = -1;
      for (let i = 0; i < patched.length; i++) {
        const entry = patched[i];
        if (entry.span !== change.old.span) continue;
        patched[i] = { from: write.key, to: write.value, registration: null, span: write.span, verb: entry.verb, position: entry.position };
        at = i;
      }
      // A table without the entry (a verb the line is not for) stays the same array.
      patchedOf.set(entries, (done = { entries: at < 0 ? entries : patched, at }));
    }
    return done.entries;
  };
  const tablesOf = new Map<Verb, readonly TableEntry[]>();
  for (const [method, entries] of made.tables) tablesOf.set(method, patch(entries));
  tables.set(next, {
    mapCalls: made.mapCalls,
    mapStyle: made.mapStyle,
    tables: tablesOf,
    methodFree: made.methodFree,
    shared: made.shared && patch(made.shared),
  });
  return patchedOf;
}

/** A table patched by `patchFinalTables`: its entries, and the index of the entry it rewrote (-1: none). */
export interface PatchedTable {
  entries: readonly TableEntry[];
  at: number;
}
