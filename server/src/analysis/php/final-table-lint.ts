// The table lint for the `$route[...]` lines of a PHP routes file: the entries a routes file writes itself (before
// or after `Route::map`) are checked in the final table, beside the routes of Route calls (which the registrations'
// lint checks already): an entry that earlier ones shadow for every method it exists for, a `$n` beyond its
// captures, an invalid pattern, a '//'.

import type { MapStyle } from '@routelens/shared';
import type { Registration, TableLint, Verb } from '@routelens/shared';
import { RESERVED_KEYS, VERBS, lintTable } from '@routelens/shared';
import type { AnalysisDiagnostic, MapCall, RouteArrayOp } from '../core/facts';
import type { Span } from '../../base/text';
import type { PatchedTable, TableEntry } from './final-table';
import { finalTable, sameEntries } from './final-table';
import { doubleSlash, invalidPattern, paramOutOfRange, routeReplaced, slowPattern, unreachableRoute } from '@routelens/shared';

/** A written entry: the methods it exists for (bits in VERBS order), and what the lint said of it. */
interface EntryRecord {
  methods: number;
  unreachable?: Map<Verb, AnalysisDiagnostic>;
  other?: Map<string, AnalysisDiagnostic>;
}

/** How many bits of `n` are set (how many methods a record's bits stand for). */
function bitCount(n: number): number {
  let count = 0;
  for (; n !== 0; n &= n - 1) count++;
  return count;
}

const CODES = new Set<string>([unreachableRoute.code, paramOutOfRange.code, invalidPattern.code, doubleSlash.code, slowPattern.code]);

/**
 * Diagnostics of the entries written as `$route[...]` lines, from the final table of every method, with the lint of
 * each method's table (`lints`, by index in VERBS; methods with the same table share one). `previous` is what the
 * previous analysis of the same file gave as `lints`: each table's lint is updated from its method's previous one
 * (a keystroke changes one entry), which gives what a lint from scratch gives (see lintTable).
 */
export function finalTableDiagnostics(
  ops: readonly RouteArrayOp[],
  mapCalls: readonly MapCall[],
  mapStyle: MapStyle,
  previous?: readonly (TableLint | undefined)[],
): { diagnostics: AnalysisDiagnostic[]; lints: (TableLint | undefined)[] } {
  // Per written entry (its line's offset and its path), in order: the methods it exists for (one bit each, in VERBS
  // order), and what the lint said of it in each. Looked up per entry of every method's table: no keys are built.
  const records: EntryRecord[] = [];
  const byStart = new Map<number, Map<string, EntryRecord>>();
  const recordOf = (entry: TableEntry): EntryRecord => {
    let byFrom = byStart.get(entry.span!.start);
    if (!byFrom) byStart.set(entry.span!.start, (byFrom = new Map()));
    let record = byFrom.get(entry.from);
    if (!record) {
      byFrom.set(entry.from, (record = { methods: 0 }));
      records.push(record);
    }
    return record;
  };
  // Methods whose tables are the same (most methods see only the `any` routes and plain entries; a file of plain
  // `$route` lines has one table for all) are linted and read once: all of a table's pseudo-registrations have its
  // method, so the lint says the same of each, and each method only adds its bit and its own unreachable entries.
  const linted: Linted[] = [];
  const lints: (TableLint | undefined)[] = [];
  for (const [m, method] of VERBS.entries()) {
    const source = finalTable(ops, mapCalls, method, mapStyle);
    let done = linted.find((l) => l.source === source);
    if (!done) {
      const input = lintInput(source);
      done = linted.find((l) => sameEntries(l.table, input.table));
      if (!done) {
        // A previous lint is taken over by the first table that updates it; a second one is linted from scratch.
        done = readLint(source, input.table, lintTable(pseudoOf(input, method), previous?.[m]), recordOf);
        linted.push(done);
      }
    }
    lints[m] = done.lint;
    for (const record of done.records) record.methods |= 1 << m;
    for (const { record, code, key, diagnostic } of done.found) {
      if (code === unreachableRoute.code) (record.unreachable ??= new Map()).set(method, diagnostic);
      else (record.other ??= new Map()).set(key, diagnostic);
    }
  }
  const diagnostics: AnalysisDiagnostic[] = overwrittenWrites(ops);
  for (const { methods, unreachable, other } of records) {
    // Unreachable only when it is for every method the entry exists for (a verb array's other method may reach it).
    if (unreachable && unreachable.size === bitCount(methods)) diagnostics.push(unreachable.get('GET') ?? [...unreachable.values()][0]);
    if (other) diagnostics.push(...other.values());
  }
  return { diagnostics, lints };
}

/**
 * `$route['x'] = …` lines whose value a later line of another statement overwrites for certain (neither under an
 * undecided condition, nothing removing or replacing the entry between): their value never reaches the table.
 * Settings (`default_controller`, …) are left out.
 */
function overwrittenWrites(ops: readonly RouteArrayOp[]): AnalysisDiagnostic[] {
  const last = new Map<string, Extract<RouteArrayOp, { kind: 'set' }>>();
  const found: AnalysisDiagnostic[] = [];
  const reported = new Set<number>();
  for (const op of ops) {
    if (op.kind === 'replace') last.clear();
    else if (op.kind === 'unset' || op.kind === 'set-verb') last.delete(op.key);
    else if (op.kind === 'set' && !RESERVED_KEYS.has(op.key)) {
      if (op.condition) {
        last.delete(op.key);
        continue;
      }
      const before = last.get(op.key);
      if (before && before.span.start !== op.span.start && !reported.has(before.span.start)) {
        reported.add(before.span.start);
        found.push({
          span: before.span,
          severity: routeReplaced.severity,
          code: routeReplaced.code,
          data: { removeLine: true },
          message: routeReplaced.message.routeLine(op.key, typeof op.value === 'string' ? `'${op.value}'` : 'another value'),
        });
      }
      last.set(op.key, op);
    }
  }
  return found;
}

/** A table's lint, read: the records of its written entries, and their problems as diagnostics. */
interface Linted {
  /** The final table it was read from (methods given the same array share it without a comparison). */
  source: readonly TableEntry[];
  /** Its entries with a string target, reserved keys left out: what was linted. */
  table: readonly TableEntry[];
  lint: TableLint;
  /** The record of each written entry, in table order. */
  records: EntryRecord[];
  found: { record: EntryRecord; code: string; key: string; diagnostic: AnalysisDiagnostic }[];
}

/** One pseudo-registration per entry of a method's table, in order (ids from 1: a problem's registration is its index + 1). */
function pseudoRegistrations(table: readonly TableEntry[], method: Verb): Registration[] {
  return table.map((entry, i) => pseudoRegistration(entry, i, method));
}

function pseudoRegistration(entry: TableEntry, i: number, method: Verb): Registration {
  return {
    id: i + 1,
    verb: method,
    from: entry.from,
    to: entry.to as string,
    name: null,
    call: 'any',
    site: { call: 'any', location: entry.span },
    enclosing: [],
    condition: entry.registration?.condition ?? entry.conditions,
  };
}

/**
 * What the lint of a final table reads: its entries with a string target, reserved keys left out, and their
 * pseudo-registrations by method; made once per table (a keystroke that patches the tables patches these too).
 */
interface LintInput {
  table: readonly TableEntry[];
  pseudo: Map<Verb, Registration[]>;
}

const inputs = new WeakMap<readonly TableEntry[], LintInput>();

function lintInput(source: readonly TableEntry[]): LintInput {
  let input = inputs.get(source);
  if (!input) inputs.set(source, (input = { table: source.filter((e) => typeof e.to === 'string' && !RESERVED_KEYS.has(e.from)), pseudo: new Map() }));
  return input;
}

function pseudoOf(input: LintInput, method: Verb): Registration[] {
  let pseudo = input.pseudo.get(method);
  if (!pseudo) input.pseudo.set(method, (pseudo = pseudoRegistrations(input.table, method)));
  return pseudo;
}

/**
 * The lint inputs of tables `patchFinalTables` patched (old table → patched), made from the old tables' where those
 * were made: the rewritten entry replaced, at its place (its target is a string before and after, its key no
 * setting, so it is in both filtered tables at the same index).
 */
export function patchLintInputs(patched: ReadonlyMap<readonly TableEntry[], PatchedTable>): void {
  for (const [old, { entries, at }] of patched) {
    const input = inputs.get(old);
    if (!input || at < 0) continue;
    const index = input.table.indexOf(old[at]);
    if (index < 0) continue;
    const entry = entries[at];
    const table = input.table.slice();
    table[index] = entry;
    const pseudo = new Map<Verb, Registration[]>();
    for (const [method, registrations] of input.pseudo) {
      const next = registrations.slice();
      next[index] = pseudoRegistration(entry, index, method);
      pseudo.set(method, next);
    }
    inputs.set(entries, { table, pseudo });
  }
}

/** The records of a linted table's written entries (`table`: `source` filtered) and its problems about them (the codes of CODES) as diagnostics. */
function readLint(source: readonly TableEntry[], table: readonly TableEntry[], lint: TableLint, recordOf: (entry: TableEntry) => EntryRecord): Linted {
  const written = (i: number) => {
    const entry = table[i];
    // Route calls' entries are linted with the registrations; entries behind a condition are left alone.
    return entry && entry.registration === null && entry.condition === undefined && entry.span ? entry : undefined;
  };
  const records: EntryRecord[] = [];
  for (let i = 0; i < table.length; i++) {
    const entry = written(i);
    if (entry) records.push(recordOf(entry));
  }
  const found: Linted['found'] = [];
  for (const problem of lint.problems) {
    if (!CODES.has(problem.code)) continue;
    const entry = written(Number(problem.data?.registration) - 1);
    if (!entry) continue;
    // The shadowing paths stay (the quick fix moves the entry above them); the registration indexes do not.
    const { registration: _r, replacedBy: _b, ...data } = problem.data ?? {};
    const diagnostic: AnalysisDiagnostic = {
      span: entry.span as Span,
      severity: problem.severity,
      code: problem.code,
      message: problem.message,
      ...(Object.keys(data).length ? { data } : {}),
    };
    found.push({ record: recordOf(entry), code: problem.code, key: `${problem.code}\0${problem.message}`, diagnostic });
  }
  return { source, table, lint, records, found };
}
