// Loops and switch statements of the analysed code, each bounded by the evaluation's iteration limit.

import type { ts } from 'ts-morph';
import { TS } from './syntax/typescript';
import type { Scope } from '../core/context';
import { Scope as ScopeClass, read, spanOf, textOf, unknownAt } from '../core/context';
import { branchTerms, guardClause, runBranches } from '../core/branches';
import { notEvaluable } from '@routelens/shared';
import { bindPattern, taintAssignments } from './bindings';
import { assignVar } from './declarations';
import { iterationItems } from './collections';
import type { Step } from './iteration';
import { protocolIterator } from './iteration';
import { evaluate, testCondition } from './expressions';
import type { Evaluator } from './evaluator';
import type { Flow } from '../core/flow';
import { afterIteration, endIteration, endLoop, exitsSince } from '../core/flow';
import type { ParsedFile } from './syntax/ts-parse';
import type { Value } from '../core/values';
import { Unknown, hasUnknownKeys, isArray, isObject, ownEntries, unknownArray } from '../core/values';

export function runForOfIn(it: Evaluator, node: ts.ForOfStatement | ts.ForInStatement, scope: Scope, parsed: ParsedFile): Flow {
  const label = takeLabel(it);
  const iterable = evaluate(node.expression, scope, parsed, it);
  let items: Value[];
  const notKnown = () =>
    iterationsNotKnown(
      it,
      node,
      `\`${textOf(node.expression, parsed)}\` is not known`,
      `an item of \`${textOf(node.expression, parsed)}\``,
      scope,
      parsed,
      label,
      (inner) =>
        bindItem(it, node, unknownAt(`an item of \`${textOf(node.expression, parsed)}\`, which is not known`, loopTarget(node), parsed), inner, parsed),
    );
  if (TS.isForInStatement(node)) {
    if (isObject(iterable) && !hasUnknownKeys(iterable)) items = ownEntries(iterable).map(([key]) => key);
    else if (isArray(iterable)) items = iterable.items.map((_, i) => String(i));
    else if (iterable instanceof Unknown || isObject(iterable)) return notKnown();
    else return it.skipBranch(node, node.expression, scope, parsed);
  } else {
    const iterated = iterationItems(iterable);
    const steps = iterated ? undefined : protocolIterator(it, iterable, node.expression, parsed);
    if (steps) return iterateSteps(it, node, steps, scope, parsed, label, notKnown);
    if (!iterated)
      return iterable instanceof Unknown || unknownArray(iterable) || isObject(iterable) ? notKnown() : it.skipBranch(node, node.expression, scope, parsed);
    items = iterated;
  }
  // One item per step, read when the step is taken: a body that adds to the array is seen, as in JavaScript.
  let index = 0;
  const list = items;
  return iterateSteps(it, node, () => (index < list.length ? { done: false, value: list[index++] } : { done: true }), scope, parsed, label, notKnown);
}

/** What a for-of/for-in loop binds or assigns each item to, as written (`l` of `for (const l of langs)`). */
function loopTarget(node: ts.ForOfStatement | ts.ForInStatement): ts.Node {
  const initializer = node.initializer;
  return TS.isVariableDeclarationList(initializer) ? (initializer.declarations[0]?.name ?? initializer) : initializer;
}

/** Binds the loop's variable (or assigns its target) to the item of this iteration. */
function bindItem(it: Evaluator, node: ts.ForOfStatement | ts.ForInStatement, item: Value, inner: Scope, parsed: ParsedFile): void {
  const initializer = node.initializer;
  if (TS.isVariableDeclarationList(initializer)) {
    // `for (const of xs)` has no declaration (the parser accepts it; only the type checker objects): nothing is bound.
    const declaration = initializer.declarations[0];
    if (declaration && !(initializer.flags & (TS.NodeFlags.Let | TS.NodeFlags.Const))) assignVar(declaration.name, item, inner, parsed, it);
    else if (declaration) bindPattern(declaration.name, item, inner, !(initializer.flags & TS.NodeFlags.Const), parsed, it);
  } else {
    it.assign(initializer, item, inner, parsed);
  }
}

/**
 * A loop that runs a number of times not known (over items not known, or with a test not known): what it assigns
 * is not known before its body runs (a later iteration sees what an earlier one left) nor after it; the body runs
 * once, as a branch of the condition `term` against no iteration at all, so what it registers is listed under it.
 */
function iterationsNotKnown(
  it: Evaluator,
  node: ts.IterationStatement,
  why: string,
  term: string,
  scope: Scope,
  parsed: ParsedFile,
  label: string | undefined,
  bind: (inner: Scope) => void,
): Flow {
  const reason = `assigned in a loop that runs a number of times not known (${why})`;
  it.ctx.report(spanOf(node, parsed), notEvaluable.severity, notEvaluable.code, notEvaluable.message.loopCount(why));
  taintAssignments(node, scope, parsed, reason);
  const mark = it.guardMark();
  const terms = branchTerms(it, [term, `no iteration (${why})`]);
  try {
    const flows = runBranches(it, terms, (branch) => {
      if (branch === 1) return undefined;
      const inner = new ScopeClass(scope);
      bind(inner);
      return it.runStatement(node.statement, inner, parsed, undefined);
    });
    // What the body leaves by makes what follows depend on it; the loop's end closes its own `break` and `continue`.
    const guard = guardClause(terms, flows);
    if (guard) it.openGuard(guard);
  } finally {
    endLoop(it.guards, mark, label);
  }
  taintAssignments(node, scope, parsed, reason);
  return undefined;
}

/**
 * `for…of` over an object's own iterator: one step before each iteration, as JavaScript takes them (the body may
 * change what the next step gives). A step not known: the rest runs a number of times not known.
 */
function iterateSteps(
  it: Evaluator,
  node: ts.ForOfStatement | ts.ForInStatement,
  step: () => Step,
  scope: Scope,
  parsed: ParsedFile,
  label: string | undefined,
  notKnown: () => Flow,
): Flow {
  const mark = it.guardMark();
  try {
    for (let count = 0; ; count++) {
      if (it.ctx.loopLimit(count, spanOf(node.expression, parsed), 'items')) break;
      const next = step();
      if (next instanceof Unknown) return notKnown();
      if (next.done) break;
      const inner = new ScopeClass(scope);
      bindItem(it, node, next.value, inner, parsed);
      const flow = it.runStatement(node.statement, inner, parsed, undefined);
      endIteration(it.guards, mark, label);
      const after = afterIteration(flow, label);
      if (after === 'stop') break;
      if (after) return after;
    }
  } finally {
    endLoop(it.guards, mark, label);
  }
  return undefined;
}

/** The label of the loop or switch starting now (`outer: for …`), if it has one: taken from the evaluator. */
function takeLabel(it: Evaluator): string | undefined {
  const label = it.pendingLabel;
  it.pendingLabel = undefined;
  return label;
}

/** The names a `let` declaration list binds (patterns included). */
function boundNames(list: ts.VariableDeclarationList): string[] {
  const names: string[] = [];
  const visit = (name: ts.BindingName) => {
    if (TS.isIdentifier(name)) names.push(name.text);
    else for (const element of name.elements) if (!TS.isOmittedExpression(element)) visit(element.name);
  };
  for (const declaration of list.declarations) visit(declaration.name);
  return names;
}

/** A copy of a loop's `let` bindings for the next iteration (each iteration has its own, as closures see them). */
function nextIteration(scope: Scope, outer: Scope, names: readonly string[]): Scope {
  const copy = new ScopeClass(outer);
  for (const name of names) {
    const binding = scope.lookup(name);
    copy.declare(name, binding ? read(binding) : undefined, true);
  }
  return copy;
}

export function runLoop(it: Evaluator, node: ts.ForStatement | ts.WhileStatement | ts.DoStatement, scope: Scope, parsed: ParsedFile): Flow {
  const label = takeLabel(it);
  const inner = new ScopeClass(scope);
  const perIteration =
    TS.isForStatement(node) &&
    node.initializer &&
    TS.isVariableDeclarationList(node.initializer) &&
    !(node.initializer.flags & TS.NodeFlags.Const) &&
    node.initializer.flags & TS.NodeFlags.Let
      ? boundNames(node.initializer)
      : [];
  if (TS.isForStatement(node) && node.initializer) {
    if (TS.isVariableDeclarationList(node.initializer)) {
      const isVar = !(node.initializer.flags & (TS.NodeFlags.Let | TS.NodeFlags.Const));
      for (const declaration of node.initializer.declarations) {
        const value = declaration.initializer ? evaluate(declaration.initializer, inner, parsed, it) : undefined;
        // `for (var i …)`: i is the function's, and keeps its last value after the loop.
        if (isVar) assignVar(declaration.name, value, inner, parsed, it);
        else bindPattern(declaration.name, value, inner, true, parsed, it);
      }
    } else {
      evaluate(node.initializer, inner, parsed, it);
    }
  }
  const condition = TS.isForStatement(node) ? node.condition : node.expression;
  const mark = it.guardMark();
  try {
    return loopIterations(it, node, condition, inner, scope, parsed, perIteration, label, mark);
  } finally {
    endLoop(it.guards, mark, label);
  }
}

function loopIterations(
  it: Evaluator,
  node: ts.ForStatement | ts.WhileStatement | ts.DoStatement,
  condition: ts.Expression | undefined,
  inner: Scope,
  scope: Scope,
  parsed: ParsedFile,
  perIteration: readonly string[],
  label: string | undefined,
  mark: number,
): Flow {
  let first = TS.isDoStatement(node);
  for (let count = 0; ; count++) {
    if (!first && condition) {
      const test = testCondition(condition, inner, parsed, it);
      if (test === undefined) {
        const text = textOf(condition, parsed);
        return iterationsNotKnown(it, node, `its test \`${text}\` is not known`, text, inner, parsed, label, () => undefined);
      }
      if (!test) break;
    }
    first = false;
    if (it.ctx.loopLimit(count, spanOf(condition ?? node, parsed), 'loop', exitsSince(it.guards, mark))) {
      taintAssignments(node, scope, parsed, 'assigned in a loop the evaluation stopped');
      break;
    }
    const flow = it.runStatement(node.statement, inner, parsed, undefined);
    endIteration(it.guards, mark, label);
    const next = afterIteration(flow, label);
    if (next === 'stop') break;
    if (next) return next;
    // `for (let …)`: the next iteration gets bindings of its own, copied before the increment (closures made in this
    // iteration keep this one's).
    if (perIteration.length) inner = nextIteration(inner, scope, perIteration);
    if (TS.isForStatement(node) && node.incrementor) evaluate(node.incrementor, inner, parsed, it);
  }
  return undefined;
}

export function runSwitch(it: Evaluator, node: ts.SwitchStatement, scope: Scope, parsed: ParsedFile): Flow {
  const label = takeLabel(it);
  const value = evaluate(node.expression, scope, parsed, it);
  const clauses = node.caseBlock.clauses;
  if (value instanceof Unknown)
    return undecidedSwitch(
      it,
      node,
      clauses.map((_, i) => i),
      scope,
      parsed,
    );
  let start = -1;
  for (let i = 0; i < clauses.length && start < 0; i++) {
    const clause = clauses[i];
    if (!TS.isCaseClause(clause)) continue;
    const test = evaluate(clause.expression, scope, parsed, it);
    // A case not known (`switch (true) { case isProd: … }`): from it on, which clause runs is not known.
    if (test instanceof Unknown) return undecidedSwitch(it, node, possibleClauses(it, clauses, i, value, scope, parsed), scope, parsed);
    if (test === value) start = i;
  }
  if (start < 0) start = clauses.findIndex((c) => TS.isDefaultClause(c));
  if (start < 0) return undefined;
  const inner = new ScopeClass(scope);
  // The clauses share one block: its function declarations are declared before any clause runs.
  it.hoistFunctions(
    clauses.flatMap((c) => c.statements),
    inner,
    parsed,
  );
  let end = clauses.length;
  let result: Flow;
  const mark = it.guardMark();
  for (let i = start; i < clauses.length; i++) {
    const flow = it.runStatements(clauses[i].statements, inner, parsed, undefined);
    if (flow) {
      end = i + 1;
      result = flow.kind === 'break' && (flow.label === undefined || flow.label === label) ? undefined : flow;
      break;
    }
  }
  // A `break` of the switch under an undecided condition ends with it.
  endLoop(it.guards, mark, label, 'break');
  // The clauses a known value rules out are dead code, not calls the evaluation missed.
  for (const [i, clause] of clauses.entries()) if (i < start || i >= end) markDead(it, clause, parsed);
  return result;
}

/**
 * The clauses that may run when the case at `first` is not known: it and each later case not known, up to the first
 * that surely matches; then none after it, and the default only when no case surely matches.
 */
function possibleClauses(it: Evaluator, clauses: readonly ts.CaseOrDefaultClause[], first: number, value: Value, scope: Scope, parsed: ParsedFile): number[] {
  const possible = [first];
  for (let i = first + 1; i < clauses.length; i++) {
    const clause = clauses[i];
    if (!TS.isCaseClause(clause)) continue;
    const test = evaluate(clause.expression, scope, parsed, it);
    if (test instanceof Unknown) possible.push(i);
    else if (test === value) return [...possible, i];
  }
  const fallback = clauses.findIndex((c) => TS.isDefaultClause(c));
  return fallback < 0 ? possible : [...possible, fallback];
}

/**
 * A switch whose clause is not known: each clause that may be taken (`indices`) is a branch, running from its first
 * statement to the switch's end as JavaScript does (falling through into the next clauses until a `break`); its
 * condition reads `x === 'a'` (the case itself for `switch (true)`), and for default, none of the cases.
 */
function undecidedSwitch(it: Evaluator, node: ts.SwitchStatement, indices: readonly number[], scope: Scope, parsed: ParsedFile): Flow {
  const clauses = node.caseBlock.clauses;
  const subject = textOf(node.expression, parsed);
  const cases = clauses.filter(TS.isCaseClause).map((c) => textOf(c.expression, parsed));
  const caseText = (clause: ts.CaseClause) => (subject === 'true' ? textOf(clause.expression, parsed) : `${subject} === ${textOf(clause.expression, parsed)}`);
  return it.undecided(
    node,
    node.expression,
    indices.map((index) => {
      const clause = clauses[index];
      return {
        statement: clauses.slice(index).flatMap((c) => c.statements),
        text: TS.isCaseClause(clause) ? caseText(clause) : `${subject} is none of ${cases.join(', ')}`,
      };
    }),
    scope,
    parsed,
  );
}

/** Route calls in code that a known value rules out (a branch, a switch clause) are dead, not calls the evaluation missed. */
export function markDead(it: Evaluator, node: ts.Node | undefined, parsed: ParsedFile): void {
  if (!node) return;
  for (const call of parsed.routeCallsIn(node)) it.ctx.visit(parsed.file, call.start);
}
