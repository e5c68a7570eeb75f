// How a run of statements ends, in every front end, and the guard clauses that leave under an undecided condition
// (docs/decisions.md#conditions-and-data): what a loop, a switch or a function does with them as it ends.

import type { ConditionTerm } from '@routelens/shared';
import type { Value } from './values';

/**
 * How a run of statements left: by `return` (with its value, where the front end tracks it), by a throw, or by
 * `break`/`continue` — of the loop or switch labelled `label` (JavaScript), or of the innermost one and `levels - 1`
 * more around it (PHP's `break 2`; absent: 1).
 */
export type Leaving =
  | { readonly kind: 'return'; readonly value?: Value }
  | { readonly kind: 'break' | 'continue'; readonly label?: string; readonly levels?: number }
  | { readonly kind: 'throw'; readonly value?: Value };

/** How a run of statements ended: normally (undefined), or leaving. */
export type Flow = undefined | Leaving;

export const BREAK: Leaving = { kind: 'break' };
export const CONTINUE: Leaving = { kind: 'continue' };
export const THROW: Leaving = { kind: 'throw' };

/** `break N` / `continue N` as a flow (N below 2 is the innermost loop's). */
export function leaveLoops(kind: 'break' | 'continue', levels: number): Leaving {
  return levels >= 2 ? { kind, levels } : kind === 'break' ? BREAK : CONTINUE;
}

/**
 * A guard clause run with its condition undecided (`if (isProd) return;`): from there to the end of what it leaves
 * (the function for a `return`, the loop for a `break`, the iteration for a `continue`, the `try` or else the caller
 * for a `throw`), routes depend on `stays`, the branch that did not leave. `label` and `levels` say which loop a
 * `break`/`continue` leaves, as in Leaving.
 */
export interface OpenGuard {
  stays: ConditionTerm;
  leaves: ConditionTerm;
  kind: 'return' | 'throw' | 'break' | 'continue';
  label?: string;
  levels?: number;
}

/** Whether a `break`/`continue` (a flow or a guard) is one of the loop or switch labelled `label` (or the innermost). */
export function leavesTo(leaving: { readonly label?: string; readonly levels?: number }, label: string | undefined): boolean {
  return (leaving.levels ?? 1) === 1 && (leaving.label === undefined || leaving.label === label);
}

/**
 * What a loop does after one iteration ended with `flow`: go on (undefined), stop ('stop'), or leave with a flow —
 * a `break`/`continue` of an outer loop goes on out, one level fewer.
 */
export function afterIteration(flow: Flow, label: string | undefined): Flow | 'stop' {
  if (!flow || (flow.kind !== 'break' && flow.kind !== 'continue')) return flow;
  if (leavesTo(flow, label)) return flow.kind === 'break' ? 'stop' : undefined;
  return outward(flow);
}

/** A `break`/`continue` leaving the loop it is in for the ones around it: one level fewer. */
export function outward(flow: Extract<Leaving, { kind: 'break' | 'continue' }>): Flow {
  if (flow.levels === undefined || flow.levels < 2) return flow.label === undefined ? undefined : flow;
  return leaveLoops(flow.kind, flow.levels - 1);
}

/** The guard clauses open now (core/guards.ts GuardStack), as loops and branches use them. */
export interface Guards {
  readonly size: number;
  open(guard: OpenGuard): void;
  end(mark: number, ends: (guard: OpenGuard) => boolean): OpenGuard[];
  since(mark: number): readonly OpenGuard[];
}

/** A `continue` of this loop under an undecided condition: its guard ends with the iteration. */
export function endIteration(guards: Guards, mark: number, label: string | undefined): void {
  if (guards.size > mark) guards.end(mark, (guard) => guard.kind === 'continue' && leavesTo(guard, label));
}

/**
 * The end of a loop or switch: its `break`s under undecided conditions (which made its later iterations depend on
 * them too) end here, and so do its `continue`s unless `ends` is 'break' (a JavaScript switch); those of outer loops
 * go on out, one level fewer.
 */
export function endLoop(guards: Guards, mark: number, label: string | undefined, ends: 'break' | 'break-continue' = 'break-continue'): void {
  if (guards.size <= mark) return;
  guards.end(mark, (guard) => (guard.kind === 'break' || (ends === 'break-continue' && guard.kind === 'continue')) && leavesTo(guard, label));
  for (const guard of guards.since(mark)) {
    if (guard.levels !== undefined) guard.levels = guard.levels > 2 ? guard.levels - 1 : undefined;
  }
}

/** The conditions under which a loop begun at `mark` may leave (its guards still open): none for a loop that can only run on. */
export function exitsSince(guards: Guards, mark: number): string[] {
  return guards.size > mark ? [...new Set(guards.since(mark).map((guard) => guard.leaves.text))] : [];
}
