// Replays top-level Route statements that did not change, instead of evaluating them again.
//
// A statement such as `Route.resources('photos', { module: 'media' })` or `Route.prefix(API, () => { … })`
// registers the same routes every time, as long as its text and the values it reads are the same. While such a
// statement is evaluated, the context records what it read (names bound to strings, numbers, booleans, null,
// undefined, or the Route class) and whether it did anything else: calling a function of the analysed code,
// assigning, reading an object, importing, using `named`/`map`/`reset`, or producing a diagnostic makes it
// impure, and impure statements are never replayed. A pure statement's registrations, registry problems, name
// definitions and visited calls are kept with offsets relative to the statement; the next analysis of the file
// (a keystroke later) replays them at the statement's new offset when its text and the values of what it read
// are unchanged. The objects it produced are adopted again (and moved in place when the statement moved), so a
// keystroke allocates next to nothing for the statements it did not touch. Replaying gives the same table,
// problems and diagnostics as evaluating, which the tests check by comparing both over random edits.

import type { CallKind, CallSite, Problem, Registration, RouteRegistry } from '@routelens/shared';
import type { NameDefinition } from './facts';
import type { Value } from './values';

/** What one statement's evaluation read, and whether it stayed replayable. */
export class StatementRecording {
  pure = true;
  /** Names read and their values; `bound` is false for globals (`undefined`, `Route` without an import). */
  readonly reads = new Map<string, { value: Value; bound: boolean }>();
  /** Route calls evaluated (start offsets in the statement's file). */
  readonly visits: number[] = [];

  read(name: string, value: Value, bound: boolean): void {
    const seen = this.reads.get(name);
    // One name with two values (a parameter shadowing a constant, say) is not worth telling apart.
    if (seen) {
      if (seen.value !== value || seen.bound !== bound) this.pure = false;
      return;
    }
    this.reads.set(name, { value, bound });
  }
}

/** A site recorded relative to the statement's start. */
interface RecordedSite {
  call: CallKind;
  start: number;
  end: number;
}

interface MemoEntry {
  /** The names it read, with their values and whether they were bound (parallel lists: checked per keystroke). */
  readNames: string[];
  readValues: Value[];
  readBound: boolean[];
  sites: RecordedSite[];
  enclosing: number[][];
  registrations: { verb: Registration['verb']; from: string; to: string; name: string | null; call: CallKind; action?: string; site: number; enclosing: number }[];
  problems: { problem: Problem; site: number }[];
  nameDefinitions: { name: string; span: [number, number]; call: [number, number]; from: string }[];
  visits: number[];
  /** How many different calls `visits` has (a call in a loop is visited more than once). */
  distinctVisits: number;
  /** The generation of its file in which it was last used. */
  used: number;
  /**
   * What it produced the last time, at which offset, and in which evaluation of its file. Replayed with the same
   * ids (nothing before it registered more or fewer routes), the same objects are used again: moved, when the
   * statement moved, by shifting their offsets in place (see `replay`).
   */
  last: LastRun;
}

interface LastRun {
  start: number;
  /** The evaluation of the file (its generation) that adopted these objects: once per evaluation at most. */
  generation: number;
  registrations: readonly Registration[];
  problems: readonly Problem[];
  nameDefinitions: readonly NameDefinition[];
  /** Every offset-holding object among them, once: call sites' locations and name spans. */
  spans: { start: number; end: number }[];
}

/** The offset-holding objects of a statement's effects, each once (a name's call span is its site's location). */
function spansOf(registrations: readonly Registration[], problems: readonly Problem[], nameDefinitions: readonly NameDefinition[]): { start: number; end: number }[] {
  const spans = new Set<{ start: number; end: number }>();
  for (const r of registrations) {
    if (r.site.location) spans.add(r.site.location);
    for (const site of r.enclosing) if (site.location) spans.add(site.location);
  }
  for (const problem of problems) if (problem.site?.location) spans.add(problem.site.location);
  for (const d of nameDefinitions) {
    spans.add(d.span);
    spans.add(d.call);
  }
  return [...spans];
}

/** What the statement's evaluation added, found by comparing counts before and after it. */
export interface StatementEffects {
  registrations: readonly Registration[];
  problems: readonly Problem[];
  nameDefinitions: readonly NameDefinition[];
}

/** Where a replayed statement's effects go. */
export interface ReplayTarget {
  registry: RouteRegistry;
  nameDefinitions: NameDefinition[];
  visitReplayed(file: string, start: number, offsets: readonly number[], distinct: number): void;
}

const MAX_VARIANTS = 4;

/** One empty list for every replayed statement without problems, names or enclosing calls (never written to). */
const NONE: readonly never[] = Object.freeze([]);

/** What `lookup` gives for a name that no scope binds (a global such as `undefined`). */
export const UNBOUND: unique symbol = Symbol('unbound');

/** The recorded statements of each file, kept across analyses (the language server keeps one per workspace). */
export class StatementMemo {
  private readonly files = new Map<string, { generation: number; entries: Map<string, MemoEntry[]> }>();

  /**
   * `covers` says which files are worth recording: the language server records the files open in the editor
   * (where keystrokes happen), not every file of the workspace it indexes.
   */
  constructor(readonly covers: (file: string) => boolean = () => true) {}

  /** Starts an evaluation of `file`: what was not used by its last evaluation is dropped. */
  beginFile(file: string): void {
    const memo = this.files.get(file);
    if (!memo) {
      this.files.set(file, { generation: 1, entries: new Map() });
      return;
    }
    memo.generation++;
    const oldest = memo.generation - 1;
    // Allocates only for a text with a stale variant (this runs over every statement of the file on every
    // keystroke: forEach, because a for-of over a Map makes a [key, value] pair per entry; a loop, not a callback
    // per entry, for the variants).
    const entries = memo.entries;
    entries.forEach((variants, text) => {
      let stale = 0;
      for (let i = 0; i < variants.length; i++) if (variants[i].used < oldest) stale++;
      if (stale === 0) return;
      if (stale === variants.length) entries.delete(text);
      else entries.set(text, variants.filter((entry) => entry.used >= oldest));
    });
  }

  /** Forgets a file (deleted, or its analysis options changed). */
  forget(file?: string): void {
    if (file === undefined) this.files.clear();
    else this.files.delete(file);
  }

  /**
   * Replays the statement `text` at `start` of `file` if it was recorded with the same values for what it read
   * (`lookup` gives a name's current value, or UNBOUND). Returns whether it did.
   */
  replay(file: string, text: string, start: number, lookup: (name: string) => Value | typeof UNBOUND, target: ReplayTarget): boolean {
    const memo = this.files.get(file);
    const variants = memo?.entries.get(text);
    if (!memo || !variants) return false;
    let entry: MemoEntry | undefined;
    for (const candidate of variants) {
      let same = true;
      const { readNames, readValues, readBound } = candidate;
      for (let i = 0; i < readNames.length; i++) {
        const now = lookup(readNames[i]);
        if (readBound[i] ? now === UNBOUND || !Object.is(now, readValues[i]) : now !== UNBOUND) {
          same = false;
          break;
        }
      }
      if (same) {
        entry = candidate;
        break;
      }
    }
    if (!entry) return false;
    entry.used = memo.generation;
    const registry = target.registry;
    const last = entry.last;
    // The objects of the last run are reused when their ids are the next ones, and they were not adopted already
    // in this evaluation (by another statement of the same text). A statement that moved takes them along: the
    // analysis they came from is superseded by this one (the language server drops it), so nothing else reads them.
    if (last.generation !== memo.generation && (last.registrations.length === 0 || last.registrations[0].id === registry.registered + 1)) {
      const shift = start - last.start;
      if (shift !== 0) {
        for (const span of last.spans) {
          span.start += shift;
          span.end += shift;
        }
        last.start = start;
      }
      last.generation = memo.generation;
      registry.adopt(last.registrations, last.problems);
      for (const d of last.nameDefinitions) target.nameDefinitions.push(d);
    } else {
      const sites: CallSite[] = entry.sites.map((site) => ({ call: site.call, location: { file, start: start + site.start, end: start + site.end } }));
      // Most statements are at the top level: nothing encloses them, and they share one empty list.
      const enclosing = entry.enclosing.map((list) => (list.length === 0 ? NONE : list.map((i) => sites[i])));
      let id = registry.reserve(entry.registrations.length);
      const registrations: Registration[] = entry.registrations.map((r) => ({
        id: id++, verb: r.verb, from: r.from, to: r.to, name: r.name, call: r.call, site: sites[r.site], enclosing: enclosing[r.enclosing], action: r.action,
      }));
      const problems = entry.problems.length === 0 ? NONE : entry.problems.map(({ problem, site }) => ({ ...problem, site: site < 0 ? problem.site : sites[site] }));
      const nameDefinitions = entry.nameDefinitions.length === 0 ? NONE : entry.nameDefinitions.map((d) => ({
        name: d.name, span: { file, start: start + d.span[0], end: start + d.span[1] }, call: { file, start: start + d.call[0], end: start + d.call[1] }, from: d.from,
      }));
      registry.adopt(registrations, problems);
      for (const d of nameDefinitions) target.nameDefinitions.push(d);
      entry.last = { start, generation: memo.generation, registrations, problems, nameDefinitions, spans: spansOf(registrations, problems, nameDefinitions) };
    }
    target.visitReplayed(file, start, entry.visits, entry.distinctVisits);
    return true;
  }

  /**
   * Keeps what a pure statement did, relative to its `start`. Returns false (and keeps nothing) when an effect
   * lies outside the statement, which a pure statement cannot cause; that is a safety net, not a case.
   */
  record(file: string, text: string, start: number, recording: StatementRecording, effects: StatementEffects): boolean {
    const end = start + text.length;
    const inside = (location: { file: string; start: number; end: number } | undefined) =>
      location !== undefined && location.file === file && location.start >= start && location.end <= end;
    const siteIndex = new Map<CallSite, number>();
    const sites: RecordedSite[] = [];
    const siteOf = (site: CallSite): number => {
      let index = siteIndex.get(site);
      if (index === undefined) {
        if (!inside(site.location)) return -1;
        index = sites.length;
        sites.push({ call: site.call, start: site.location!.start - start, end: site.location!.end - start });
        siteIndex.set(site, index);
      }
      return index;
    };
    const enclosingIndex = new Map<readonly CallSite[], number>();
    const enclosing: number[][] = [];
    const registrations: MemoEntry['registrations'] = [];
    for (const r of effects.registrations) {
      const site = siteOf(r.site);
      let list = enclosingIndex.get(r.enclosing);
      if (list === undefined) {
        const indices = r.enclosing.map(siteOf);
        if (indices.includes(-1)) return false;
        list = enclosing.length;
        enclosing.push(indices);
        enclosingIndex.set(r.enclosing, list);
      }
      if (site < 0) return false;
      registrations.push({ verb: r.verb, from: r.from, to: r.to, name: r.name, call: r.call, action: r.action, site, enclosing: list });
    }
    const problems: MemoEntry['problems'] = [];
    for (const problem of effects.problems) {
      const site = problem.site ? siteOf(problem.site) : -1;
      if (problem.site && site < 0) return false;
      problems.push({ problem, site });
    }
    const nameDefinitions: MemoEntry['nameDefinitions'] = [];
    for (const d of effects.nameDefinitions) {
      if (!inside(d.span) || !inside(d.call)) return false;
      nameDefinitions.push({ name: d.name, span: [d.span.start - start, d.span.end - start], call: [d.call.start - start, d.call.end - start], from: d.from });
    }
    if (recording.visits.some((v) => v < start || v > end)) return false;
    let memo = this.files.get(file);
    if (!memo) {
      memo = { generation: 1, entries: new Map() };
      this.files.set(file, memo);
    }
    const entry: MemoEntry = {
      readNames: [...recording.reads.keys()],
      readValues: [...recording.reads.values()].map((read) => read.value),
      readBound: [...recording.reads.values()].map((read) => read.bound),
      sites, enclosing, registrations, problems, nameDefinitions,
      visits: recording.visits.map((v) => v - start),
      distinctVisits: new Set(recording.visits).size,
      used: memo.generation,
      last: {
        start, generation: memo.generation, registrations: effects.registrations, problems: effects.problems, nameDefinitions: effects.nameDefinitions,
        spans: spansOf(effects.registrations, effects.problems, effects.nameDefinitions),
      },
    };
    const variants = memo.entries.get(text);
    if (!variants) memo.entries.set(text, [entry]);
    else if (variants.length < MAX_VARIANTS) variants.push(entry);
    return true;
  }
}
