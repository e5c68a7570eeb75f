// Runs of replayable statements: what lets a keystroke skip the statements it did not touch in blocks, instead of
// replaying them one by one (statement-memo.ts).
//
// An evaluation of a file groups the consecutive Route statements it replayed or recorded into runs of up to
// RUN_LENGTH statements, each with the objects its statements produced (registrations, problems, name definitions)
// and the names they read. The next evaluation of the same entry finds a run by its first statement's node: when
// the run's statements are the same nodes (an edit re-parses the statements it touches, so an untouched statement
// keeps its node, its text and its place relative to its neighbours), and what they read has the same values, the
// run's objects are adopted as they are, moved in place when the statements moved, renumbered in place when the
// routes before them changed in number. A keystroke then costs one run check per RUN_LENGTH statements, and the
// statements of the one run it touched replayed one by one.
//
// The objects belong to the run alone (a statement's objects are in one run; statements replayed one by one get new
// objects), and runs are kept per entry: an entry's new analysis supersedes its previous one, which the language
// server drops, so moving and renumbering what that analysis held in place is invisible; another entry importing
// the same file has runs (and objects) of its own.

import type { Problem, Registration } from '@routelens/shared';
import type { NameDefinition } from '../core/facts';
import type { Value } from '../core/values';

/** How many statements a run holds at most: an edit inside a run replays its statements one by one. */
export const RUN_LENGTH = 32;

/** What a statement recorded in the memo read (the memo's entry, as a run sees it). */
export interface ReadsOf {
  readNames: readonly string[];
  readValues: readonly Value[];
  readBound: readonly boolean[];
}

/** What the memo recorded of a statement, as a run sees it: what it read, and the calls it visited (from its start). */
export interface RecordedStatement extends ReadsOf {
  visits: readonly number[];
  /** How many different calls `visits` has. */
  distinctVisits: number;
  /** The evaluation steps it took. */
  steps: number;
}

/** Consecutive replayable statements of one evaluation, replayable as one by the next evaluation of the same entry. */
export interface Run extends ReadsOf {
  /** The statements' nodes, in order. */
  readonly nodes: readonly object[];
  /** Where the first statement starts (moved with the objects). */
  start: number;
  /** From the first statement's start to the last one's end. */
  readonly extent: number;
  readonly registrations: readonly Registration[];
  readonly problems: readonly Problem[];
  readonly nameDefinitions: readonly NameDefinition[];
  /** Every offset-holding object among its objects, once: call sites' locations and name spans. */
  readonly spans: readonly { start: number; end: number }[];
  /** The route calls its statements evaluated, relative to `start`, and how many distinct. */
  readonly visits: readonly number[];
  readonly distinctVisits: number;
  /** The evaluation steps its statements took. */
  readonly steps: number;
  /** The memo entries of its statements (kept while the run is). */
  readonly entries: readonly object[];
}

/** A run being made, statement by statement. */
export class RunBuilder {
  private readonly nodes: object[] = [];
  private extent = 0;
  private readonly reads = new Map<string, { value: Value; bound: boolean }>();
  private readonly registrations: Registration[] = [];
  private readonly problems: Problem[] = [];
  private readonly nameDefinitions: NameDefinition[] = [];
  private readonly spans = new Set<{ start: number; end: number }>();
  private readonly visits: number[] = [];
  private distinctVisits = 0;
  private steps = 0;
  private readonly entries: object[] = [];

  constructor(private readonly start: number) {}

  /** Whether a statement that read `reads` may join (the run is not full, and no name it read has two values). */
  accepts(reads: ReadsOf): boolean {
    if (this.nodes.length >= RUN_LENGTH) return false;
    for (let i = 0; i < reads.readNames.length; i++) {
      const seen = this.reads.get(reads.readNames[i]);
      if (seen && (!Object.is(seen.value, reads.readValues[i]) || seen.bound !== reads.readBound[i])) return false;
    }
    return true;
  }

  /** Adds a statement (`node`, from `start` to `end`) with what was recorded of it and what it produced now. */
  add(
    node: object,
    start: number,
    end: number,
    entry: RecordedStatement,
    registrations: readonly Registration[],
    problems: readonly Problem[],
    nameDefinitions: readonly NameDefinition[],
  ): void {
    this.nodes.push(node);
    this.entries.push(entry);
    this.extent = end - this.start;
    for (let i = 0; i < entry.readNames.length; i++) this.reads.set(entry.readNames[i], { value: entry.readValues[i], bound: entry.readBound[i] });
    for (const r of registrations) {
      this.registrations.push(r);
      if (r.site.location) this.spans.add(r.site.location);
      for (const site of r.enclosing) if (site.location) this.spans.add(site.location);
    }
    for (const problem of problems) {
      this.problems.push(problem);
      if (problem.site?.location) this.spans.add(problem.site.location);
    }
    for (const d of nameDefinitions) {
      this.nameDefinitions.push(d);
      this.spans.add(d.span);
      this.spans.add(d.call);
    }
    const offset = start - this.start;
    for (const v of entry.visits) this.visits.push(offset + v);
    this.distinctVisits += entry.distinctVisits;
    this.steps += entry.steps;
  }

  /** The first statement's node (the run's key). */
  get first(): object {
    return this.nodes[0];
  }

  finish(): Run {
    const reads = [...this.reads];
    return {
      nodes: this.nodes,
      start: this.start,
      extent: this.extent,
      readNames: reads.map(([name]) => name),
      readValues: reads.map(([, read]) => read.value),
      readBound: reads.map(([, read]) => read.bound),
      registrations: this.registrations,
      problems: this.problems,
      nameDefinitions: this.nameDefinitions,
      spans: [...this.spans],
      visits: this.visits,
      distinctVisits: this.distinctVisits,
      steps: this.steps,
      entries: this.entries,
    };
  }
}

/** Whether `run` is the statements at `index` of `statements`, the first starting at `start`, all where they were relative to it. */
export function runMatches(run: Run, statements: readonly { end: number }[], index: number, start: number): boolean {
  const nodes = run.nodes;
  const count = nodes.length;
  if (index + count > statements.length) return false;
  for (let j = 0; j < count; j++) if (statements[index + j] !== nodes[j]) return false;
  // An edit re-parses the statements it touches and moves every statement after it by one distance, so statements
  // that are all the same nodes are either all before it or all after it unless it lies between two of them with
  // both kept (an insertion exactly at their boundary, say): then the last one moved and the first did not.
  return statements[index + count - 1].end - start === run.extent;
}
