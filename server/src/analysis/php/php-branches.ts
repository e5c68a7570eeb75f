// Undecided PHP branches (docs/decisions.md#conditions-and-data): an `if` whose test is not known runs each branch as if taken, with what it
// registers depending on that branch; variables the branches leave different are Unknown afterwards (never one
// branch's value); a `return`, `break` or `continue` in one branch only makes what follows depend on the other
// branch, as far as it leaves (a guard clause): the core's branch runner (core/branches.ts), as for TypeScript.
// Also `switch` and `match` on known values.

import type { BranchHost } from '../core/branches';
import { branchTerms, guardClause, runBranches } from '../core/branches';
import type { Flow, OpenGuard } from '../core/flow';
import { endLoop, outward } from '../core/flow';
import type { Value } from '../core/values';
import { Unknown, arrayValue, isArray, isObject, objectValue } from '../core/values';
import { negatedCondition } from '../core/conditions';
import type { ConditionShape } from '../core/conditions';
import type { PhpNode } from './php-parse';
import { looseEquals } from './php-operators';

/** What the branch runner needs of the interpreter. */
export interface BranchRunner extends BranchHost {
  statement(node: PhpNode | null | undefined, vars: Map<string, Value>): Flow;
  expression(node: PhpNode | null | undefined, vars: Map<string, Value>): Value;
  text(node: PhpNode): string;
  unknown(reason: string, node: PhpNode): Unknown;
  /** Whether `name` in `vars` is the file's `$route` (its writes are recorded per condition elsewhere). */
  isRouteVariable(name: string, vars: Map<string, Value>): boolean;
}

/** A deep copy of a value's arrays (what a branch may change in place); other values are shared. */
export function cloneValue(value: Value, seen: Map<object, Value>): Value {
  if (isArray(value)) {
    const known = seen.get(value);
    if (known) return known;
    const copy = arrayValue([]);
    seen.set(value, copy);
    copy.items = value.items.map((v) => cloneValue(v, seen));
    return copy;
  }
  if (isObject(value) && !value.classInfo) {
    const known = seen.get(value);
    if (known) return known;
    const copy = objectValue();
    seen.set(value, copy);
    for (const [k, v] of value.props) copy.props.set(k, cloneValue(v, seen));
    if (value.spans) copy.spans = new Map(value.spans);
    return copy;
  }
  return value;
}

function cloneScope(vars: Map<string, Value>): Map<string, Value> {
  const seen = new Map<object, Value>();
  return new Map([...vars].map(([k, v]) => [k, cloneValue(v, seen)]));
}

function sameValue(a: Value, b: Value): boolean {
  if (a === b) return true;
  if (isArray(a) && isArray(b)) return a.items.length === b.items.length && a.items.every((v, i) => sameValue(v, b.items[i]));
  if (isObject(a) && isObject(b)) {
    if (a.props.size !== b.props.size) return false;
    const keys = [...b.props.keys()];
    return [...a.props].every(([k, v], i) => keys[i] === k && sameValue(v, b.props.get(k)));
  }
  return false;
}

/** A PHP condition's shape for the negation (core/conditions.ts). */
export function phpConditionShape(test: PhpNode, text: (node: PhpNode) => string): ConditionShape {
  if (test.kind === 'unary' && test.type === '!') return { kind: 'not', operand: text(test.what as PhpNode) };
  if (test.kind === 'bin') return { kind: 'binary', left: text(test.left as PhpNode), operator: String(test.type), right: text(test.right as PhpNode) };
  return { kind: 'other', text: text(test) };
}

/**
 * Runs both branches of an `if` whose test is not known. Returns the guard when exactly one branch leaves (what
 * follows then depends on the other), the flow when both leave the same way, else undefined. Guards still open at
 * the end of a branch go on after the `if`, each with that branch in its condition.
 */
export function runUndecided(
  runner: BranchRunner,
  node: PhpNode,
  vars: Map<string, Value>,
  loop?: { texts: [string, string]; begin: (vars: Map<string, Value>) => void },
): { guard?: OpenGuard; flow?: Flow } {
  // A loop's (for a foreach, the loop itself) or an if's test: where a variable the branches leave different is said to be.
  const test = ((node.test as PhpNode | undefined) ?? node) as PhpNode;
  const terms = branchTerms(runner, loop?.texts ?? [runner.text(test), negatedCondition(phpConditionShape(test, (n) => runner.text(n)))]);
  const bodies = loop ? [node.body as PhpNode | null, null] : [node.body as PhpNode | null, node.alternate as PhpNode | null];
  const start = cloneScope(vars);
  const ends: Map<string, Value>[] = [];
  // Each branch starts from the variables before the `if`; what each leaves is kept for the merge below.
  const flows = runBranches(runner, terms, (index) => {
    if (index > 0) {
      vars.clear();
      for (const [k, v] of cloneScope(start)) vars.set(k, v);
    }
    try {
      const body = bodies[index];
      if (index === 0) loop?.begin(vars);
      return body ? runner.statement(body, vars) : undefined;
    } finally {
      ends.push(index === 0 ? cloneScope(vars) : vars);
    }
  });
  // A branch that left does not reach what follows: the variables after the `if` are the other branch's.
  const [a, b] = ends;
  const guard = guardClause(terms, flows);
  if (guard && flows[1]) {
    vars.clear();
    for (const [k, v] of a) vars.set(k, v);
  }
  if (guard) return { guard };
  if (flows[0] && flows[1] && JSON.stringify(flows[0]) === JSON.stringify(flows[1])) return { flow: flows[0] };
  for (const name of new Set([...a.keys(), ...b.keys()])) {
    const left = a.get(name);
    const right = b.get(name);
    if (sameValue(left, right)) continue;
    if (runner.isRouteVariable(name, vars)) {
      // `$route`'s writes are recorded with their conditions; for reads, the entries of both branches.
      const merged = isObject(right) ? right : objectValue();
      if (isObject(left)) for (const [k, v] of left.props) if (!merged.props.has(k)) merged.props.set(k, v);
      vars.set(name, merged);
      continue;
    }
    vars.set(name, runner.unknown(`$${name} is assigned under the undecided condition \`${terms[0].text}\``, test));
  }
  return {};
}

/** `switch` on a known value: the first matching case (loose comparison) and the cases after it until `break`. */
export function runSwitch(runner: BranchRunner, node: PhpNode, vars: Map<string, Value>): Flow | Unknown {
  const subject = runner.expression(node.test as PhpNode, vars);
  if (subject instanceof Unknown) return subject;
  const cases = (((node.body as PhpNode)?.children as PhpNode[]) ?? []).filter((c) => c?.kind === 'case');
  let start = -1;
  for (let i = 0; i < cases.length && start < 0; i++) {
    const test = cases[i].test as PhpNode | null;
    if (!test) continue;
    const value = runner.expression(test, vars);
    if (value instanceof Unknown) return value;
    if (looseEquals(subject, value)) start = i;
  }
  if (start < 0) start = cases.findIndex((c) => !c.test);
  if (start < 0) return undefined;
  const mark = runner.guards.size;
  try {
    for (const item of cases.slice(start)) {
      const flow = item.body ? runner.statement(item.body as PhpNode, vars) : undefined;
      // In PHP `continue` ends a switch as `break` does: it counts as a loop.
      if (flow) return flow.kind === 'break' || flow.kind === 'continue' ? outward(flow) : flow;
    }
  } finally {
    // In PHP both `break` and `continue` end a switch: it counts as a loop.
    endLoop(runner.guards, mark, undefined);
  }
  return undefined;
}

/** `match` on a known value: the first arm with an identical condition, else `default`; unknown otherwise. */
export function evaluateMatch(runner: BranchRunner, node: PhpNode, vars: Map<string, Value>): Value {
  const subject = runner.expression(node.cond as PhpNode, vars);
  if (subject instanceof Unknown) return subject;
  let fallback: PhpNode | undefined;
  for (const arm of (node.arms as PhpNode[]) ?? []) {
    const conds = arm.conds as PhpNode[] | null;
    if (!conds) {
      fallback = arm;
      continue;
    }
    for (const cond of conds) {
      const value = runner.expression(cond, vars);
      if (value instanceof Unknown) return value;
      if (value === subject) return runner.expression(arm.body as PhpNode, vars);
    }
  }
  return fallback ? runner.expression(fallback.body as PhpNode, vars) : runner.unknown('no arm of this match() holds (PHP throws UnhandledMatchError)', node);
}
