// `try`/`catch`/`finally` of the analysed code: throws from called functions are caught too, and throws under
// undecided conditions (guards) end at the `try`, where the catch runs under the condition of the throw.

import type { ts } from 'ts-morph';
import type { ConditionTerm } from '@routelens/shared';
import { EvaluatedThrow, Scope, unknownAt } from '../core/context';
import type { Flow, OpenGuard } from '../core/flow';
import type { Evaluator } from './evaluator';
import type { ParsedFile } from './syntax/ts-parse';
import { bindPattern } from './bindings';

/** `try`/`catch`/`finally`, with throws from called functions caught too. */
export function runTry(it: Evaluator, statement: ts.TryStatement, scope: Scope, parsed: ParsedFile): Flow {
  let flow: Flow;
  const mark = it.guardMark();
  try {
    flow = it.runStatement(statement.tryBlock, scope, parsed, undefined);
  } catch (error) {
    // A throw from a function called in the try block (EvaluatedThrow); anything else is not the config's.
    if (!(error instanceof EvaluatedThrow)) throw error;
    flow = error.thrown ? { kind: 'throw', value: error.thrown.value } : { kind: 'throw' };
  }
  // Throws under undecided conditions (guards) end at the try: the catch runs where one was made.
  const throws = it.guardMark() > mark ? it.endGuards(mark, (guard) => guard.kind === 'throw') : [];
  const catchClause = statement.catchClause;
  if (catchClause && (flow?.kind === 'throw' || throws.length)) {
    // What was thrown, where one throw was made for certain (not under an undecided condition) and its value is known.
    const caught = flow?.kind === 'throw' && 'value' in flow && !throws.length ? { value: flow.value } : undefined;
    const runCatch = (): Flow => {
      const inner = new Scope(scope);
      const variable = catchClause.variableDeclaration;
      if (variable) bindPattern(variable.name, caught ? caught.value : unknownAt('the caught error', variable, parsed), inner, true, parsed, it);
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
