// Guard clauses under undecided conditions (OpenGuard, flow.ts): the stack of those open, whose conditions the
// registry adds to every route until each ends where what it leaves ends, for every front end.

import type { RouteRegistry } from '@routelens/shared';
import type { Guards, OpenGuard } from './flow';

/** The guards that end with a function: all but throws (which leave into the caller). */
export const notThrow = (guard: OpenGuard): boolean => guard.kind !== 'throw';

/** The guard clauses open now, innermost last; each one's `stays` is among the registry's conditions. */
export class GuardStack implements Guards {
  private readonly guards: OpenGuard[] = [];

  constructor(private readonly registry: Pick<RouteRegistry, 'addCondition' | 'dropConditions'>) {}

  get size(): number {
    return this.guards.length;
  }

  /** Ends the guards opened since `mark` that `ends` says end here; the others stay open. */
  end(mark: number, ends: (guard: OpenGuard) => boolean): OpenGuard[] {
    if (this.guards.length <= mark) return [];
    const opened = this.guards.splice(mark);
    const ended = opened.filter(ends);
    if (ended.length) this.registry.dropConditions(new Set(ended.map((g) => g.stays)));
    for (const guard of opened) if (!ended.includes(guard)) this.guards.push(guard);
    return ended;
  }

  /** The guards opened since `mark`, innermost last. */
  since(mark: number): readonly OpenGuard[] {
    return this.guards.slice(mark);
  }

  open(guard: OpenGuard): void {
    this.guards.push(guard);
    this.registry.addCondition(guard.stays);
  }
}

/**
 * A guard still open at the end of a branch of an undecided condition (`branch`, its text): it leaves only where
 * that branch was taken too, so after the condition what it skips depends on both — one new condition, `!(branch &&
 * leaves)`. A route after it runs unless both held.
 */
export function throughBranch(guard: OpenGuard, branch: string, id: number): OpenGuard {
  const leaves = `${operand(branch)} && ${operand(guard.leaves.text)}`;
  return { ...guard, stays: { id, branch: 0, text: `!(${leaves})`, of: 2 }, leaves: { id, branch: 1, text: leaves, of: 2 } };
}

/** A condition's text as an operand of `&&` (in parentheses when it has an operator that binds less tightly). */
function operand(text: string): string {
  return /\|\||\?/.test(text) ? `(${text})` : text;
}
