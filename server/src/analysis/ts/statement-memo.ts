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
// are unchanged. Consecutive replayed or recorded statements form runs (statement-runs.ts), which the next
// evaluation of the same entry adopts whole, objects and all, when their statements are untouched: a keystroke
// replays one by one only the statements of the run it is in. Replaying gives the same table, problems and
// diagnostics as evaluating, which the tests check by comparing both over random edits.

import type { CallKind, CallSite, Problem, Registration, RouteRegistry } from '@routelens/shared';
import type { NameDefinition } from '../core/facts';
import type { Value } from '../core/values';
import type { ReadsOf, Run } from './statement-runs';
import { RunBuilder, runMatches } from './statement-runs';

/** What one statement's evaluation read, and whether it stayed replayable. */
export class StatementRecording {
  pure = true;
  /** Names read and their values; `bound` is false for globals (`undefined`, `Route` without an import). */
  readonly reads = new Map<string, { value: Value; bound: boolean }>();
  /** Route calls evaluated (start offsets in the statement's file). */
  readonly visits: number[] = [];
  /** The evaluation steps it took: a replay counts them again, so that the step limit falls where it would. */
  steps = 0;

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
  registrations: {
    verb: Registration['verb'];
    from: string;
    to: string;
    name: string | null;
    call: CallKind;
    action?: string;
    site: number;
    enclosing: number;
  }[];
  problems: { problem: Problem; site: number }[];
  nameDefinitions: { name: string; span: [number, number]; call: [number, number]; from: string }[];
  visits: number[];
  /** How many different calls `visits` has (a call in a loop is visited more than once). */
  distinctVisits: number;
  /** The evaluation steps it took. */
  steps: number;
  /** The generation of its file in which it was last used. */
  used: number;
}

/** A file's recorded statements, and its runs by the entry whose evaluation made them. */
interface FileMemo {
  generation: number;
  entries: Map<string, MemoEntry[]>;
  runs: Map<string, Map<object, Run>>;
  /** The evaluation under way: the runs of the last one (by first node), the runs made now, the run being made. */
  replayable: Map<object, Run> | undefined;
  next: Map<object, Run>;
  building: RunBuilder | undefined;
  /** What the evaluation under way (or the last one) did with the file's Route statements. */
  stats: EvaluationStats;
}

/** How the Route statements of a file's evaluation were done: in runs, replayed one by one, or evaluated and recorded. */
export interface EvaluationStats {
  runs: number;
  inRuns: number;
  replayed: number;
  recorded: number;
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
  /** The evaluation's step count: a replay takes the steps its statements took, and only where they fit. */
  stepsLeft(): number;
  addSteps(count: number): void;
  nameDefinitions: NameDefinition[];
  visitReplayed(file: string, start: number, offsets: readonly number[], distinct: number): void;
}

const MAX_VARIANTS = 4;

/** Whether what a statement (or run) read has the same values now (`lookup`: a name's value, or UNBOUND). */
function readsMatch(reads: ReadsOf, lookup: (name: string) => Value | typeof UNBOUND): boolean {
  const { readNames, readValues, readBound } = reads;
  for (let i = 0; i < readNames.length; i++) {
    const now = lookup(readNames[i]);
    if (readBound[i] ? now === UNBOUND || !Object.is(now, readValues[i]) : now !== UNBOUND) return false;
  }
  return true;
}

/** One empty list for every replayed statement without problems, names or enclosing calls (never written to). */
const NONE: readonly never[] = Object.freeze([]);

/** What `lookup` gives for a name that no scope binds (a global such as `undefined`). */
export const UNBOUND: unique symbol = Symbol('unbound');

/** The recorded statements of each file, kept across analyses (the language server keeps one per workspace). */
export class StatementMemo {
  private readonly files = new Map<string, FileMemo>();

  /**
   * `covers` says which files are worth recording: the language server records the files open in the editor
   * (where keystrokes happen), not every file of the workspace it indexes.
   */
  constructor(readonly covers: (file: string) => boolean = () => true) {}

  private fileMemo(file: string): FileMemo {
    let memo = this.files.get(file);
    if (!memo) {
      memo = {
        generation: 0,
        entries: new Map(),
        runs: new Map(),
        replayable: undefined,
        next: new Map(),
        building: undefined,
        stats: { runs: 0, inRuns: 0, replayed: 0, recorded: 0 },
      };
      this.files.set(file, memo);
    }
    return memo;
  }

  /**
   * Starts an evaluation of `file` (of `statements` top-level statements) for the analysis of `entry`: the runs of
   * that entry's last evaluation of the file become replayable, the runs made now replace them. Statements not used
   * lately are dropped when there are many more of them than the file has statements (what runs hold is kept).
   */
  beginFile(file: string, entry: string, statements: number): void {
    const memo = this.fileMemo(file);
    memo.generation++;
    memo.replayable = memo.runs.get(entry);
    memo.next = new Map();
    memo.runs.set(entry, memo.next);
    memo.building = undefined;
    memo.stats = { runs: 0, inRuns: 0, replayed: 0, recorded: 0 };
    const entries = memo.entries;
    if (entries.size <= 2 * statements + 256) return;
    const oldest = memo.generation - 1;
    for (const runs of memo.runs.values()) for (const run of runs.values()) for (const held of run.entries) (held as MemoEntry).used = oldest;
    for (const [text, variants] of entries) {
      const kept = variants.filter((entry) => entry.used >= oldest);
      if (kept.length === 0) entries.delete(text);
      else if (kept.length < variants.length) entries.set(text, kept);
    }
  }

  /** Ends the run being made (a statement that cannot be replayed comes next, or the file's statements end). */
  breakRun(file: string): void {
    const memo = this.files.get(file);
    if (memo) this.closeRun(memo);
  }

  private closeRun(memo: FileMemo): void {
    const building = memo.building;
    if (building === undefined) return;
    memo.next.set(building.first, building.finish());
    memo.building = undefined;
  }

  /** What the last evaluation of `file` did with its Route statements. */
  statsOf(file: string): EvaluationStats | undefined {
    return this.files.get(file)?.stats;
  }

  /** Forgets a file (deleted, or its analysis options changed). */
  forget(file?: string): void {
    if (file === undefined) this.files.clear();
    else this.files.delete(file);
  }

  /**
   * Adopts the run of the last evaluation that begins with the statement at `index` (starting at `start`) if its
   * statements are all there, untouched, what they read has the same values (`lookup`), and its routes fit in `room`.
   * Returns the run, or undefined; the caller goes on after its statements.
   */
  replayRun(
    file: string,
    statements: readonly { end: number }[],
    index: number,
    start: number,
    lookup: (name: string) => Value | typeof UNBOUND,
    target: ReplayTarget,
    room: number,
  ): Run | undefined {
    const memo = this.files.get(file);
    const run = memo?.replayable?.get(statements[index]);
    if (
      !memo ||
      !run ||
      run.registrations.length > room ||
      run.steps > target.stepsLeft() ||
      !runMatches(run, statements, index, start) ||
      !readsMatch(run, lookup)
    )
      return undefined;
    this.closeRun(memo);
    const shift = start - run.start;
    if (shift !== 0) {
      for (const span of run.spans) {
        span.start += shift;
        span.end += shift;
      }
      run.start = start;
    }
    const registry = target.registry;
    const registrations = run.registrations;
    // Renumbered when the routes before them changed in number (the ids are the table's order).
    const next = registry.registered + 1;
    if (registrations.length > 0 && registrations[0].id !== next)
      for (let i = 0; i < registrations.length; i++) (registrations[i] as { id: number }).id = next + i;
    registry.adopt(registrations, run.problems);
    for (const d of run.nameDefinitions) target.nameDefinitions.push(d);
    target.visitReplayed(file, start, run.visits, run.distinctVisits);
    target.addSteps(run.steps);
    memo.next.set(run.nodes[0], run);
    memo.stats.runs++;
    memo.stats.inRuns += run.nodes.length;
    return run;
  }

  /**
   * Replays the statement `text` (`node`, from `start` to `end`) of `file` if it was recorded with the same values
   * for what it read (`lookup` gives a name's current value, or UNBOUND), with objects of its own. Returns whether
   * it did.
   */
  replay(
    file: string,
    text: string,
    node: object,
    start: number,
    end: number,
    lookup: (name: string) => Value | typeof UNBOUND,
    target: ReplayTarget,
  ): boolean {
    const memo = this.files.get(file);
    const variants = memo?.entries.get(text);
    if (!memo || !variants) return false;
    let entry: MemoEntry | undefined;
    for (const candidate of variants) {
      if (readsMatch(candidate, lookup)) {
        entry = candidate;
        break;
      }
    }
    // A statement whose steps would pass the limit is evaluated, so that the evaluation stops where it would.
    if (!entry || entry.steps > target.stepsLeft()) return false;
    entry.used = memo.generation;
    const registry = target.registry;
    const sites: CallSite[] = entry.sites.map((site) => ({ call: site.call, location: { file, start: start + site.start, end: start + site.end } }));
    // Most statements are at the top level: nothing encloses them, and they share one empty list.
    const enclosing = entry.enclosing.map((list) => (list.length === 0 ? NONE : list.map((i) => sites[i])));
    let id = registry.reserve(entry.registrations.length);
    const registrations: Registration[] = entry.registrations.map((r) => ({
      id: id++,
      verb: r.verb,
      from: r.from,
      to: r.to,
      name: r.name,
      call: r.call,
      site: sites[r.site],
      enclosing: enclosing[r.enclosing],
      action: r.action,
    }));
    const problems =
      entry.problems.length === 0 ? NONE : entry.problems.map(({ problem, site }) => ({ ...problem, site: site < 0 ? problem.site : sites[site] }));
    const nameDefinitions =
      entry.nameDefinitions.length === 0
        ? NONE
        : entry.nameDefinitions.map((d) => ({
            name: d.name,
            span: { file, start: start + d.span[0], end: start + d.span[1] },
            call: { file, start: start + d.call[0], end: start + d.call[1] },
            from: d.from,
          }));
    registry.adopt(registrations, problems);
    for (const d of nameDefinitions) target.nameDefinitions.push(d);
    target.visitReplayed(file, start, entry.visits, entry.distinctVisits);
    target.addSteps(entry.steps);
    this.joinRun(memo, node, start, end, entry, registrations, problems, nameDefinitions);
    memo.stats.replayed++;
    return true;
  }

  /** Adds a statement replayed or recorded now to the run being made (a new one when it is full or reads differ). */
  private joinRun(
    memo: FileMemo,
    node: object,
    start: number,
    end: number,
    entry: MemoEntry,
    registrations: readonly Registration[],
    problems: readonly Problem[],
    nameDefinitions: readonly NameDefinition[],
  ): void {
    if (memo.building !== undefined && !memo.building.accepts(entry)) this.closeRun(memo);
    memo.building ??= new RunBuilder(start);
    memo.building.add(node, start, end, entry, registrations, problems, nameDefinitions);
  }

  /**
   * Keeps what a pure statement (`node`) did, relative to its `start`, and adds it to the run being made. Returns
   * false (and keeps nothing) when an effect lies outside the statement, which a pure statement cannot cause; that
   * is a safety net, not a case.
   */
  record(file: string, text: string, node: object, start: number, recording: StatementRecording, effects: StatementEffects): boolean {
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
    const memo = this.fileMemo(file);
    const entry: MemoEntry = {
      readNames: [...recording.reads.keys()],
      readValues: [...recording.reads.values()].map((read) => read.value),
      readBound: [...recording.reads.values()].map((read) => read.bound),
      sites,
      enclosing,
      registrations,
      problems,
      nameDefinitions,
      visits: recording.visits.map((v) => v - start),
      distinctVisits: new Set(recording.visits).size,
      steps: recording.steps,
      used: memo.generation,
    };
    const variants = memo.entries.get(text);
    if (!variants) memo.entries.set(text, [entry]);
    else if (variants.length < MAX_VARIANTS) variants.push(entry);
    else {
      // The variant used longest ago gives way.
      let oldest = 0;
      for (let i = 1; i < variants.length; i++) if (variants[i].used < variants[oldest].used) oldest = i;
      variants[oldest] = entry;
    }
    this.joinRun(memo, node, start, end, entry, effects.registrations, effects.problems, effects.nameDefinitions);
    memo.stats.recorded++;
    return true;
  }
}
