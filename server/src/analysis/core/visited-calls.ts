// The Route calls of one file that an evaluation reached, by start offset: what tells a call never reached (the
// `not-evaluable` diagnostic) from one evaluated.

/**
 * Calls evaluated one by one are kept in a list while they come in text order (a file of plain calls is reached
 * top to bottom: no hashing), the others in a set; a replayed statement (statement-memo.ts) adds its calls as one
 * run (its start, the calls' offsets in it, how many distinct), made part of the set only if some call is asked for.
 * A keystroke replays every statement it did not touch: their calls are counted, not hashed one by one. The runs
 * and the rest never share a call: a replayed statement is pure, so nothing else evaluates the code inside it.
 */
export class VisitedCalls {
  /** Calls reached in ascending order of their start. */
  private readonly ascending: number[] = [];
  /** Calls reached out of that order, none of them in `ascending`. */
  private readonly evaluated = new Set<number>();
  /**
   * Calls not written `Route.x(…)` (`Route[verb](…)`, a method value's call): reached, but not among the calls the
   * text count (ParsedFile.routeCallTextCount) counts, so they are kept out of `size`.
   */
  private readonly other = new Set<number>();
  private runs: { start: number; offsets: readonly number[] }[] = [];
  private inRuns = 0;

  add(start: number, textual = true): void {
    if (!textual) {
      this.other.add(start);
      return;
    }
    const ascending = this.ascending;
    const last = ascending.length - 1;
    if (last < 0 || start > ascending[last]) ascending.push(start);
    else if (start !== ascending[last] && !inAscending(ascending, start)) this.evaluated.add(start);
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
    for (const start of this.ascending) copy.add(move(start));
    for (const start of this.evaluated) copy.add(move(start));
    for (const start of this.other) copy.other.add(move(start));
    for (const run of this.runs) {
      copy.runs.push({ start: move(run.start), offsets: run.offsets });
    }
    copy.inRuns = this.inRuns;
    return copy;
  }

  /** How many distinct calls were reached. */
  get size(): number {
    return this.ascending.length + this.evaluated.size + this.inRuns;
  }

  has(start: number): boolean {
    if (this.runs.length > 0) {
      for (const run of this.runs) for (const offset of run.offsets) this.add(run.start + offset);
      this.runs = [];
      this.inRuns = 0;
    }
    return inAscending(this.ascending, start) || this.evaluated.has(start) || this.other.has(start);
  }
}

/** Whether an ascending list holds `start` (a binary search). */
function inAscending(list: readonly number[], start: number): boolean {
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const value = list[middle];
    if (value === start) return true;
    if (value < start) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
