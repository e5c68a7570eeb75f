// Undecided PHP branches (docs/decisions.md#conditions-and-data): an `if` whose test is not known runs each branch as if taken, with what it
// registers depending on that branch; variables the branches leave different are Unknown afterwards (never one
// branch's value); a `return`, `break` or `continue` in one branch only makes what follows depend on the other
// branch, as far as it leaves (a guard clause): the core's branch runner (core/branches.ts), as for TypeScript.
// Also `switch` and `match` on known values.

import type { BranchHost } from '../core/branches';
import { branchTerms, everyWayLeaves, guardClause, runBranches, someWaysLeave } from '../core/branches';
import type { Flow, OpenGuard } from '../core/flow';
import { endLoop, outward } from '../core/flow';
import type { Value } from '../core/values';
import { Unknown, arrayValue, isArray, isObject, objectValue } from '../core/values';
import { negatedCondition } from '../core/conditions';
import type { ConditionShape } from '../core/conditions';
import type { PhpNode } from './php-parse';
import type { PhpContext } from './php-context';
import type { Span } from '../../base/text';
import { notEvaluable } from '@routelens/shared';
import { looseEquals } from './php-operators';
import { withoutEffects } from './php-effects';

/** What the branch runner needs of the interpreter. */
export interface BranchRunner extends BranchHost {
  readonly ctx: BranchHost['ctx'] & Pick<PhpContext, 'report'>;
  span(node: PhpNode): Span;
  /** What the last `return` gave (a return's flow does not carry it). */
  returned: Value;
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

function sameFlow(a: Exclude<Flow, undefined>, b: Exclude<Flow, undefined>): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'return' || a.kind === 'throw') return sameValue(a.value, (b as typeof a).value);
  const other = b as typeof a;
  return a.label === other.label && a.levels === other.levels;
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
  options?: { texts: [string, string]; begin?: (vars: Map<string, Value>) => void },
): { guard?: OpenGuard; flow?: Flow } {
  const loop = options?.begin ? options : undefined;
  // A loop's (for a foreach, the loop itself) or an if's test: where a variable the branches leave different is said to be.
  const test = ((node.test as PhpNode | undefined) ?? node) as PhpNode;
  const texts = options?.texts ?? [runner.text(test), negatedCondition(phpConditionShape(test, (n) => runner.text(n)))];
  const bodies = loop ? [node.body as PhpNode | null, null] : [node.body as PhpNode | null, node.alternate as PhpNode | null];
  return runBranchBodies(runner, test, texts, vars, (index) => {
    if (index === 0) loop?.begin?.(vars);
    const body = bodies[index];
    return body ? runner.statement(body, vars) : undefined;
  });
}

/**
 * Runs branch `i` (`run(i)`) under `texts[i]` for each text, each from the variables before them; afterwards the
 * variables they leave different are Unknown (said to be at `test`). `of`: the ways the condition may go, when there
 * is one with no branch (a switch with no clause for the value); `endsHere`: guards that end with their branch.
 */
function runBranchBodies(
  runner: BranchRunner,
  test: PhpNode,
  texts: readonly string[],
  vars: Map<string, Value>,
  run: (index: number) => Flow,
  of?: number,
  endsHere?: (guard: OpenGuard) => boolean,
): { guard?: OpenGuard; flow?: Flow } {
  const terms = branchTerms(runner, texts, of);
  // The values themselves before the branches (each branch runs on copies): kept where no branch changed them.
  const original = new Map(vars);
  const unchanged = (name: string, value: Value): Value => {
    const before = original.get(name);
    return before !== undefined && sameValue(before, value) ? before : value;
  };
  const start = cloneScope(vars);
  const ends: Map<string, Value>[] = [];
  const returns: Value[] = [];
  // Each branch starts from the variables before the condition; what each leaves is kept for the merge below.
  const flows = runBranches(
    runner,
    terms,
    (index) => {
      if (index > 0) {
        vars.clear();
        for (const [k, v] of cloneScope(start)) vars.set(k, v);
      }
      try {
        const flow = run(index);
        if (flow?.kind === 'return') returns[index] = runner.returned;
        return flow;
      } finally {
        ends.push(index < texts.length - 1 ? cloneScope(vars) : vars);
      }
    },
    endsHere,
  );
  // The last branch's end is `vars` itself: it is copied before `vars` is rewritten below.
  ends[texts.length - 1] = new Map(ends[texts.length - 1]);
  // A way with no branch leaves the variables as they were.
  if ((of ?? texts.length) > texts.length) ends.push(start);
  // A branch that left does not reach what follows: the variables after the `if` are the other branch's.
  const guard = guardClause(terms, flows);
  if (guard) {
    const stays = ends[flows[0] ? 1 : 0];
    vars.clear();
    for (const [k, v] of stays) vars.set(k, unchanged(k, v));
    return { guard };
  }
  if (everyWayLeaves(terms, flows)) {
    // Every branch leaves: nothing after runs. Which value a function returns may then not be known.
    const first = flows[0]!;
    if (first.kind === 'return' && flows.every((flow) => flow!.kind === 'return')) {
      if (!returns.every((value) => sameValue(value, returns[0])))
        runner.returned = runner.unknown(`a value returned under the condition \`${terms[0].text}\`, which is not known`, test);
      return { flow: first };
    }
    if (flows.every((flow) => sameFlow(flow!, first))) return { flow: first };
  }
  if (someWaysLeave(flows)) runner.ctx.report(runner.span(test), notEvaluable.severity, notEvaluable.code, notEvaluable.message.someBranchesLeave());
  const names = new Set(ends.flatMap((end) => [...end.keys()]));
  const routeNames = new Set([...names].filter((name) => runner.isRouteVariable(name, vars)));
  vars.clear();
  for (const name of names) {
    const values = ends.map((end) => end.get(name));
    if (values.every((value) => sameValue(value, values[0]))) {
      if (values[0] !== undefined) vars.set(name, unchanged(name, values[0]));
      continue;
    }
    if (routeNames.has(name)) {
      // `$route`'s writes are recorded with their conditions; for reads, the entries of every branch.
      const merged = objectValue();
      for (const value of values.slice().reverse()) if (isObject(value)) for (const [k, v] of value.props) if (!merged.props.has(k)) merged.props.set(k, v);
      vars.set(name, merged);
      continue;
    }
    vars.set(name, runner.unknown(`$${name} is assigned under the undecided condition \`${terms[0].text}\``, test));
  }
  return {};
}

/**
 * A switch whose subject or a case is not known: each clause that may be taken (`indices`) is a branch, running
 * from its first statement to the switch's end as PHP does (falling through until a `break` or `continue`); its
 * condition reads `$x == 'a'`, and for default, none of the cases. A clause that leaves otherwise (return, exit) is
 * noted: what follows the switch is then not surely run.
 */
function undecidedSwitch(runner: BranchRunner, node: PhpNode, cases: readonly PhpNode[], indices: readonly number[], vars: Map<string, Value>): Flow {
  const subjectText = runner.text(node.test as PhpNode);
  const subject = /\s/.test(subjectText) ? `(${subjectText})` : subjectText;
  const caseText = (item: PhpNode) => (subject === 'true' ? runner.text(item.test as PhpNode) : `${subject} == ${runner.text(item.test as PhpNode)}`);
  const others = cases.filter((c) => c.test).map((c) => runner.text(c.test as PhpNode));
  const texts = indices.map((index) => (cases[index].test ? caseText(cases[index]) : `${subject} is none of ${others.join(', ')}`));
  const hasDefault = cases.some((c) => !c.test);
  if (!indices.length) return undefined;
  const mark = runner.guards.size;
  try {
    const { guard, flow } = runBranchBodies(
      runner,
      node.test as PhpNode,
      texts.length === 1 && !hasDefault ? [texts[0], `${subject} is none of ${others.join(', ')}`] : texts,
      vars,
      (index) => {
        if (index >= indices.length) return undefined;
        for (const item of cases.slice(indices[index])) {
          const left = item.body ? runner.statement(item.body as PhpNode, vars) : undefined;
          // In PHP `continue` ends a switch as `break` does.
          if (left) return left.kind === 'break' || left.kind === 'continue' ? outward(left) : left;
        }
        return undefined;
      },
      hasDefault || indices.length === 1 ? undefined : indices.length + 1,
    );
    if (guard) runner.guards.open(guard);
    return flow;
  } finally {
    endLoop(runner.guards, mark, undefined);
  }
}

/** `switch` on a known value: the first matching case (loose comparison) and the cases after it until `break`. */
export function runSwitch(runner: BranchRunner, node: PhpNode, vars: Map<string, Value>): Flow {
  const subject = runner.expression(node.test as PhpNode, vars);
  const cases = (((node.body as PhpNode)?.children as PhpNode[]) ?? []).filter((c) => c?.kind === 'case');
  if (subject instanceof Unknown) return undecidedSwitch(runner, node, cases, possibleCases(runner, cases, 0, subject, vars), vars);
  let start = -1;
  for (let i = 0; i < cases.length && start < 0; i++) {
    const test = cases[i].test as PhpNode | null;
    if (!test) continue;
    const value = runner.expression(test, vars);
    if (value instanceof Unknown) return undecidedSwitch(runner, node, cases, possibleCases(runner, cases, i, subject, vars), vars);
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
  // Which arm is taken is not known: so is the value (an arm's effects are not run: noted).
  const notKnown = () => {
    const arms = ((node.arms as PhpNode[]) ?? []).map((arm) => arm.body as PhpNode);
    if (arms.some((body) => !withoutEffects(body)))
      runner.ctx.report(
        runner.span(node),
        notEvaluable.severity,
        notEvaluable.code,
        notEvaluable.message.guard('which arm of this match() is taken is not known'),
      );
    return runner.unknown('which arm of this match() is taken is not known', node);
  };
  if (subject instanceof Unknown) return notKnown();
  let fallback: PhpNode | undefined;
  for (const arm of (node.arms as PhpNode[]) ?? []) {
    const conds = arm.conds as PhpNode[] | null;
    if (!conds) {
      fallback = arm;
      continue;
    }
    for (const cond of conds) {
      const value = runner.expression(cond, vars);
      if (value instanceof Unknown) return notKnown();
      if (value === subject) return runner.expression(arm.body as PhpNode, vars);
    }
  }
  return fallback ? runner.expression(fallback.body as PhpNode, vars) : runner.unknown('no arm of this match() holds (PHP throws UnhandledMatchError)', node);
}

/**
 * Parts of an expression that run only under a condition that cannot be decided (`$a && f()`, `$c ? f() : g()`,
 * `$x ?? f()`): each runs as an `if`'s branch would (what it registers or writes depends on it), and the value is
 * not known. `texts`: the conditions under which each part runs.
 */
export function undecidedExpression(
  runner: BranchRunner,
  node: PhpNode,
  test: PhpNode,
  parts: [PhpNode | undefined, PhpNode | undefined],
  texts: [string, string],
  vars: Map<string, Value>,
): Unknown {
  const statement = (expression: PhpNode | undefined): PhpNode | null =>
    expression ? ({ kind: 'expressionstatement', expression, loc: expression.loc } as PhpNode) : null;
  const branches = { kind: 'if', test, body: statement(parts[0]), alternate: statement(parts[1]), loc: node.loc } as PhpNode;
  const { guard } = runUndecided(runner, branches, vars, { texts });
  if (guard) runner.guards.open(guard);
  return runner.unknown(`the condition \`${texts[0]}\` is not known`, node);
}

/** The text of a PHP condition and of its negation. */
export function conditionTexts(runner: BranchRunner, test: PhpNode): [string, string] {
  return [runner.text(test), negatedCondition(phpConditionShape(test, (n) => runner.text(n)))];
}

/**
 * The cases that may be taken from `first` on when the subject or a case is not known: each case not surely
 * different, up to the first that surely matches; the default only when none surely matches. Case values are
 * evaluated in order, as PHP evaluates them until one matches.
 */
function possibleCases(runner: BranchRunner, cases: readonly PhpNode[], first: number, subject: Value, vars: Map<string, Value>): number[] {
  const possible: number[] = [];
  for (let i = first; i < cases.length; i++) {
    const test = cases[i].test as PhpNode | null;
    if (!test) continue;
    const value = runner.expression(test, vars);
    if (subject instanceof Unknown || value instanceof Unknown) possible.push(i);
    else if (looseEquals(subject, value)) return [...possible, i];
  }
  const fallback = cases.findIndex((c) => !c.test);
  return fallback < 0 ? possible : [...possible, fallback];
}
