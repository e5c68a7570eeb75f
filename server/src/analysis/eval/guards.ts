// Guard clauses under undecided conditions (OpenGuard, evaluator.ts): the stack of those open, whose conditions
// the registry adds to every route until each ends where what it leaves ends, and `try`, where throws end.

import type { ts } from 'ts-morph';
import type { ConditionTerm, RouteRegistry } from '@routelens/shared';
import { EvaluatedThrow, Scope, unknownAt } from './context';
import type { Evaluator, Flow, OpenGuard } from './evaluator';
import type { ParsedFile } from '../syntax/ts-parse';
import { bindPattern } from './bindings';

/** The guards that end with a function: all but throws (which leave into the caller). */
export const notThrow = (guard: OpenGuard): boolean => guard.kind !== 'throw';

/** The guard clauses open now, innermost last; each one's `stays` is among the registry's conditions. */
export class GuardStack {
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

/** `try`/`catch`/`finally`, with throws from called functions caught too. */
export function runTry(it: Evaluator, statement: ts.TryStatement, scope: Scope, parsed: ParsedFile): Flow {
  let flow: Flow;
  const mark = it.guardMark();
  try {
    flow = it.runStatement(statement.tryBlock, scope, parsed, undefined);
  } catch (error) {
    // A throw from a function called in the try block (EvaluatedThrow); anything else is not the config's.
    if (!(error instanceof EvaluatedThrow)) throw error;
    flow = { kind: 'throw' };
  }
  // Throws under undecided conditions (guards) end at the try: the catch runs where one was made.
  const throws = it.guardMark() > mark ? it.endGuards(mark, (guard) => guard.kind === 'throw') : [];
  const catchClause = statement.catchClause;
  if (catchClause && (flow?.kind === 'throw' || throws.length)) {
    const runCatch = (): Flow => {
      const inner = new Scope(scope);
      const variable = catchClause.variableDeclaration;
      if (variable) bindPattern(variable.name, unknownAt('the caught error', variable, parsed), inner, true, parsed, it);
      return it.runStatement(catchClause.block, inner, parsed, undefined);
    };
    if (flow?.kind === 'throw') flow = runCatch();
    else {
      const caught = it.ctx.registry.underCondition(thrown(it, throws), runCatch);
      // A catch that leaves too: what follows runs only where nothing was thrown.
      if (caught?.kind === 'return' || caught?.kind === 'throw') for (const guard of throws) it.openGuard({ ...guard, kind: caught.kind });
    }
  }
  if (statement.finallyBlock) {
    const after = it.runStatement(statement.finallyBlock, scope, parsed, undefined);
    if (after) return after;
  }
  // Without a catch, a throw goes on past the finally block.
  if (!catchClause) for (const guard of throws) it.openGuard(guard);
  return flow;
}

/** The condition under which one of the throws of `guards` was made. */
function thrown(it: Evaluator, guards: readonly OpenGuard[]): ConditionTerm {
  if (guards.length === 1) return guards[0].leaves;
  return { id: it.ctx.nextConditionId(), branch: 0, text: guards.map((g) => `(${g.leaves.text})`).join(' || ') };
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
