// The Route calls of one file that an evaluation reached, by start offset: what tells a call never reached (the
// `not-evaluable` diagnostic) from one evaluated.

/**
 * Calls evaluated one by one are kept in a set; a replayed statement (statement-memo.ts) adds its calls as one run
 * (its start, the calls' offsets in it, how many distinct), made part of the set only if some call is asked for.
 * A keystroke replays every statement it did not touch: their calls are counted, not hashed one by one. The runs
 * and the set never share a call: a replayed statement is pure, so nothing else evaluates the code inside it.
 */
export class VisitedCalls {
  private readonly evaluated = new Set<number>();
  /**
   * Calls not written `Route.x(…)` (`Route[verb](…)`, a method value's call): reached, but not among the calls the
   * text count (ParsedFile.routeCallTextCount) counts, so they are kept out of `size`.
   */
  private readonly other = new Set<number>();
  private runs: { start: number; offsets: readonly number[] }[] = [];
  private inRuns = 0;

  add(start: number, textual = true): void {
    if (textual) this.evaluated.add(start);
    else this.other.add(start);
  }

  /** The calls of a replayed statement at `start`: their offsets in it, `distinct` of them different. */
  addRun(start: number, offsets: readonly number[], distinct: number): void {
    if (offsets.length === 0) return;
    this.runs.push({ start, offsets });
    this.inRuns += distinct;
  }

  /** A copy with the calls at or after `from` moved by `by`. */
  moved(from: number, by: number): VisitedCalls {
    const copy = new VisitedCalls();
    const move = (start: number) => (start >= from ? start + by : start);
    for (const start of this.evaluated) copy.evaluated.add(move(start));
    for (const start of this.other) copy.other.add(move(start));
    for (const run of this.runs) {
      copy.runs.push({ start: move(run.start), offsets: run.offsets });
    }
    copy.inRuns = this.inRuns;
    return copy;
  }

  /** How many distinct calls were reached. */
  get size(): number {
    return this.evaluated.size + this.inRuns;
  }

  has(start: number): boolean {
    if (this.runs.length > 0) {
      for (const run of this.runs) for (const offset of run.offsets) this.evaluated.add(run.start + offset);
      this.runs = [];
      this.inRuns = 0;
    }
    return this.evaluated.has(start) || this.other.has(start);
  }
}
