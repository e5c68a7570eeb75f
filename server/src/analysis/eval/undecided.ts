// Branches of a condition the evaluator cannot decide (docs/decisions.md#conditions-and-data): each runs as if it
// were taken, its routes depending on its condition (one id for all branches, so that routes of different branches
// are known never to exist together). What they assign is Unknown afterwards. A branch that leaves (return, break,
// throw, …) while another does not is a guard clause: what follows depends on the other branch, as far as it leaves
// (guards.ts). Statements (`if`, `switch`) and expressions (`a && b`, `a || b`, `c ? x : y`) alike.

import type { ts } from 'ts-morph';
import { TS } from '../syntax/typescript';
import type { ParsedFile } from '../syntax/ts-parse';
import { EvaluatedThrow, Scope, textOf, unknownAt } from './context';
import type { Evaluator, Flow, OpenGuard } from './evaluator';
import { taintAssignments } from './bindings';
import { throughBranch } from './guards';
import { withoutEffects } from './conditions';
import type { Value } from './values';

/** One branch: what runs there, and the condition's text as it reads there. */
interface Branch<Body> {
  body: Body;
  text: string;
}

/** Runs each branch under its term; `run` gives how it left. A throw from a called function leaves too. */
function runBranches<Body>(it: Evaluator, node: ts.Node, branches: readonly Branch<Body>[], run: (body: Body) => Flow): { id: number; flows: Flow[] } {
  const ctx = it.ctx;
  ctx.impure();
  const id = ctx.nextConditionId();
  const isSwitch = TS.isSwitchStatement(node);
  // A switch without `default` has one more way to go: no clause.
  const of = isSwitch && !node.caseBlock.clauses.some(TS.isDefaultClause) ? branches.length + 1 : branches.length;
  // Guards still open at the end of a branch leave only where it was taken: they go on after the condition, each
  // with that branch in its condition (a clause's own `break` ends the switch).
  const carried: OpenGuard[] = [];
  const flows = branches.map((branch, index) => ctx.registry.underCondition({ id, branch: index, text: branch.text, of }, (): Flow => {
    const mark = it.guardMark();
    try {
      return run(branch.body);
    } catch (error) {
      if (error instanceof EvaluatedThrow) return { kind: 'throw' };
      throw error;
    } finally {
      for (const guard of it.endGuards(mark, () => true)) {
        if (!(isSwitch && guard.kind === 'break' && guard.label === undefined)) carried.push(throughBranch(guard, branch.text, ctx.nextConditionId()));
      }
    }
  }));
  for (const guard of carried) it.openGuard(guard);
  return { id, flows };
}

/** One branch of two leaves: what follows depends on the other (a guard clause). */
function openGuardClause(it: Evaluator, id: number, branches: readonly Branch<unknown>[], flows: Flow[]): void {
  if (flows.length !== 2 || (flows[0] === undefined) === (flows[1] === undefined)) return;
  const stays = flows[0] === undefined ? 0 : 1;
  const leaving = flows[1 - stays]!;
  it.openGuard({
    stays: { id, branch: stays, text: branches[stays].text, of: 2 }, leaves: { id, branch: 1 - stays, text: branches[1 - stays].text, of: 2 },
    kind: leaving.kind, label: leaving.kind === 'break' || leaving.kind === 'continue' ? leaving.label : undefined,
  });
}

/** An `if` or `switch` whose condition is not known (Evaluator.undecided). */
export function runUndecided(it: Evaluator, node: ts.Node, condition: ts.Node, branches: readonly Branch<ts.Statement | readonly ts.Statement[]>[], scope: Scope, parsed: ParsedFile): Flow {
  const { id, flows } = runBranches(it, node, branches, (body) => {
    const inner = new Scope(scope);
    if (Array.isArray(body)) return it.runStatements(body as readonly ts.Statement[], inner, parsed, undefined);
    return it.runStatement(body as ts.Statement, inner, parsed, undefined);
  });
  taintAssignments(node, scope, parsed, `the condition \`${textOf(condition, parsed)}\` is not known`);
  // A clause's own `break` ends the switch: it leaves nothing around it.
  if (TS.isSwitchStatement(node)) flows.forEach((flow, i) => { if (flow?.kind === 'break' && flow.label === undefined) flows[i] = undefined; });
  if (flows.length === 2 && flows[0] && flows[1]) {
    // Both leave: nothing after runs. Which value a function returns is not known then.
    return flows[0].kind === 'return' ? { kind: 'return', value: unknownAt(`a value returned under the condition \`${textOf(condition, parsed)}\`, which is not known`, condition, parsed) } : flows[0];
  }
  openGuardClause(it, id, branches, flows);
  return undefined;
}

/**
 * An expression whose value depends on a condition that is not known: `a && b`, `a || b` (the branch without an
 * expression is `a` itself) and `c ? x : y`. Its value is not known. Branches without effects are not run (nothing
 * they do could be seen); the others run as an `if`'s would, so that `isDev && Route.get(…)` lists its route under
 * `isDev`, and a throw in one makes what follows depend on the other.
 */
export function evaluateUndecided(it: Evaluator, node: ts.Expression, condition: ts.Expression, branches: readonly Branch<ts.Expression | undefined>[], scope: Scope, parsed: ParsedFile,
  evaluate: (expression: ts.Expression) => void): Value {
  const unknown = unknownAt(`the condition \`${textOf(condition, parsed)}\` is not known`, node, parsed);
  if (branches.every((branch) => branch.body === undefined || withoutEffects(branch.body))) return unknown;
  const { id, flows } = runBranches(it, node, branches, (body) => {
    if (body !== undefined) evaluate(body);
    return undefined;
  });
  taintAssignments(node, scope, parsed, `the condition \`${textOf(condition, parsed)}\` is not known`);
  if (flows.every((flow) => flow !== undefined)) throw new EvaluatedThrow(undefined);
  openGuardClause(it, id, branches, flows);
  return unknown;
}
