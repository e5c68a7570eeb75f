// The branches of a condition that cannot be decided, for every front end (docs/decisions.md#conditions-and-data):
// each runs as if it were taken, what it registers depending on its branch (one id for all branches of the
// condition, so that routes of different branches are known never to exist together). A guard still open at the end
// of a branch leaves only where that branch was taken: it goes on after the condition with both in its condition.
// A branch that leaves (return, break, throw, …) while the other does not is a guard clause: what follows depends
// on the other. Each branch runs from the state before the condition, and what the branches wrote into values that
// outlive them is merged after (write-log.ts): kept where they agree, Unknown where they differ. PHP's arrays are
// values: the PHP front end compares the variables each branch left itself.

import type { ConditionTerm, RouteRegistry } from '@routelens/shared';
import { EvaluatedThrow } from './context';
import type { Flow, Guards, OpenGuard } from './flow';
import { THROW } from './flow';
import { throughBranch } from './guards';
import type { BranchWrites } from './write-log';
import { writes } from './write-log';

/** What running branches needs of a front end's interpreter. */
export interface BranchHost {
  readonly ctx: {
    nextConditionId(): number;
    /** Notes that the statement being recorded for replay did something that makes it not replayable. */
    impure(): void;
    readonly registry: Pick<RouteRegistry, 'underCondition'>;
  };
  readonly guards: Guards;
}

/** The terms of a condition's branches, one id for all: `texts[i]` is how it reads where branch `i` is taken. */
export function branchTerms(host: BranchHost, texts: readonly string[], of = texts.length): ConditionTerm[] {
  const id = host.ctx.nextConditionId();
  return texts.map((text, branch) => ({ id, branch, text, of }));
}

/**
 * Runs each branch under its term; `run(i)` runs branch `i` and says how it left (a throw from a called function
 * leaves too). Guards still open at the end of a branch go on after the condition, with that branch in their
 * condition, unless `endsHere` says they end with it (a switch clause's own `break`).
 */
export function runBranches(
  host: BranchHost,
  terms: readonly ConditionTerm[],
  run: (branch: number) => Flow,
  endsHere: (guard: OpenGuard) => boolean = () => false,
): Flow[] {
  const { ctx, guards } = host;
  ctx.impure();
  const carried: OpenGuard[] = [];
  const written: BranchWrites[] = [];
  const flows = terms.map((term, index) =>
    ctx.registry.underCondition(term, (): Flow => {
      const mark = guards.size;
      writes.begin();
      try {
        return run(index);
      } catch (error) {
        if (error instanceof EvaluatedThrow) return THROW;
        throw error;
      } finally {
        // Each branch runs from the state before the condition: what this one wrote is put back now.
        written.push(writes.end());
        for (const guard of guards.end(mark, () => true)) {
          if (!endsHere(guard)) carried.push(throughBranch(guard, term.text, ctx.nextConditionId()));
        }
      }
    }),
  );
  // A way the condition may go that has no branch (a switch with no clause for the value) writes nothing.
  if (terms.length && (terms[0].of ?? terms.length) > terms.length) written.push(new Map());
  writes.merge(written, () => ({
    why: `what is written under the condition \`${terms[0]?.text ?? ''}\`, which is not known`,
    text: terms.map((term) => term.text).join(' / '),
  }));
  for (const guard of carried) guards.open(guard);
  return flows;
}

/** Whether every way a condition may go left (none of them is a way with no branch): nothing after it runs. */
export function everyWayLeaves(terms: readonly ConditionTerm[], flows: readonly Flow[]): boolean {
  return flows.every((flow) => flow) && (terms[0]?.of ?? terms.length) === terms.length;
}

/**
 * Whether some ways leave their function or file (a return, a throw) while others go on, where no guard clause
 * says so: the front ends note that what follows is followed as if every way reached it.
 */
export function someWaysLeave(flows: readonly Flow[]): boolean {
  return flows.some((flow) => flow && flow.kind !== 'break' && flow.kind !== 'continue');
}

/** When exactly one of two branches left, the guard clause it makes: what follows depends on the other. */
export function guardClause(terms: readonly ConditionTerm[], flows: readonly Flow[]): OpenGuard | undefined {
  if (flows.length !== 2 || (flows[0] === undefined) === (flows[1] === undefined)) return undefined;
  const stays = flows[0] === undefined ? 0 : 1;
  const leaving = flows[1 - stays]!;
  const guard: OpenGuard = { stays: terms[stays], leaves: terms[1 - stays], kind: leaving.kind };
  if (leaving.kind === 'break' || leaving.kind === 'continue') {
    if (leaving.label !== undefined) guard.label = leaving.label;
    if (leaving.levels !== undefined) guard.levels = leaving.levels;
  }
  return guard;
}
