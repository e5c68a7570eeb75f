// Branches of a TypeScript condition the evaluator cannot decide, run by the core's branch runner
// (core/branches.ts): statements (`if`, `switch`) and expressions (`a && b`, `a || b`, `c ? x : y`) alike. What they
// write is kept where every branch left the same, else Unknown (core/write-log.ts).

import type { ts } from 'ts-morph';
import { TS } from './syntax/typescript';
import { notEvaluable } from '@routelens/shared';
import type { ParsedFile } from './syntax/ts-parse';
import type { ConditionTerm } from '@routelens/shared';
import { EvaluatedThrow, Scope, spanOf, textOf, unknownAt } from '../core/context';
import { branchTerms, everyWayLeaves, guardClause, runBranches, someWaysLeave } from '../core/branches';
import type { Evaluator } from './evaluator';
import type { Flow } from '../core/flow';
import { taintAssignments } from './bindings';
import { withoutEffects } from './conditions';
import type { Value } from '../core/values';

/** One branch: what runs there, and the condition's text as it reads there. */
interface Branch<Body> {
  body: Body;
  text: string;
}

/** Runs each branch under its term (core/branches.ts); a guard clause follows when exactly one of two left. */
function runTsBranches<Body>(
  it: Evaluator,
  node: ts.Node,
  branches: readonly Branch<Body>[],
  run: (body: Body) => Flow,
): { terms: ConditionTerm[]; flows: Flow[] } {
  const isSwitch = TS.isSwitchStatement(node);
  // A switch without `default` has one more way to go: no clause.
  const of = isSwitch && !node.caseBlock.clauses.some(TS.isDefaultClause) ? branches.length + 1 : branches.length;
  const terms = branchTerms(
    it,
    branches.map((branch) => branch.text),
    of,
  );
  // A clause's own `break` ends the switch.
  const flows = runBranches(
    it,
    terms,
    (index) => run(branches[index].body),
    (guard) => isSwitch && guard.kind === 'break' && guard.label === undefined,
  );
  return { terms, flows };
}

/** An `if` or `switch` whose condition is not known (Evaluator.undecided). */
export function runUndecided(
  it: Evaluator,
  node: ts.Node,
  condition: ts.Node,
  branches: readonly Branch<ts.Statement | readonly ts.Statement[]>[],
  scope: Scope,
  parsed: ParsedFile,
): Flow {
  const { terms, flows } = runTsBranches(it, node, branches, (body) => {
    const inner = new Scope(scope);
    if (Array.isArray(body)) {
      // A switch's clauses from this one on: the switch block's function declarations are declared first.
      if (TS.isSwitchStatement(node))
        it.hoistFunctions(
          node.caseBlock.clauses.flatMap((c) => c.statements),
          inner,
          parsed,
        );
      return it.runStatements(body as readonly ts.Statement[], inner, parsed, undefined);
    }
    return it.runStatement(body as ts.Statement, inner, parsed, undefined);
  });
  taintAssignments(node, scope, parsed, `the condition \`${textOf(condition, parsed)}\` is not known`, true);
  // A clause's own `break` ends the switch: it leaves nothing around it.
  if (TS.isSwitchStatement(node))
    flows.forEach((flow, i) => {
      if (flow?.kind === 'break' && flow.label === undefined) flows[i] = undefined;
    });
  if (everyWayLeaves(terms, flows)) {
    // Every way leaves: nothing after runs. Which value a function returns is not known then.
    const first = flows[0]!;
    if (first.kind === 'return' && flows.every((flow) => flow!.kind === 'return'))
      return {
        kind: 'return',
        value: unknownAt(`a value returned under the condition \`${textOf(condition, parsed)}\`, which is not known`, condition, parsed),
      };
    if (first.kind === 'throw' && flows.every((flow) => flow!.kind === 'throw'))
      return flows.every((flow) => (flow as typeof first).value === first.value)
        ? first
        : { kind: 'throw', value: unknownAt(`a value thrown under the condition \`${textOf(condition, parsed)}\`, which is not known`, condition, parsed) };
    if (flows.every((flow) => JSON.stringify(flow) === JSON.stringify(first))) return first;
  }
  const guard = guardClause(terms, flows);
  if (guard) it.openGuard(guard);
  else if (someWaysLeave(flows)) it.ctx.report(spanOf(condition, parsed), notEvaluable.severity, notEvaluable.code, notEvaluable.message.someBranchesLeave());
  return undefined;
}

/**
 * An expression whose value depends on a condition that is not known: `a && b`, `a || b` (the branch without an
 * expression is `a` itself) and `c ? x : y`. Its value is not known. Branches without effects are not run (nothing
 * they do could be seen); the others run as an `if`'s would, so that `isDev && Route.get(…)` lists its route under
 * `isDev`, and a throw in one makes what follows depend on the other.
 */
export function evaluateUndecided(
  it: Evaluator,
  node: ts.Expression,
  condition: ts.Expression,
  branches: readonly Branch<ts.Expression | undefined>[],
  scope: Scope,
  parsed: ParsedFile,
  evaluate: (expression: ts.Expression) => void,
): Value {
  const unknown = unknownAt(`the condition \`${textOf(condition, parsed)}\` is not known`, node, parsed);
  if (branches.every((branch) => branch.body === undefined || withoutEffects(branch.body))) return unknown;
  const { terms, flows } = runTsBranches(it, node, branches, (body) => {
    if (body !== undefined) evaluate(body);
    return undefined;
  });
  taintAssignments(node, scope, parsed, `the condition \`${textOf(condition, parsed)}\` is not known`, true);
  if (flows.every((flow) => flow !== undefined)) throw new EvaluatedThrow(undefined);
  const guard = guardClause(terms, flows);
  if (guard) it.openGuard(guard);
  return unknown;
}
