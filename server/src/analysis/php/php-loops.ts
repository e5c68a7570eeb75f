// PHP loops in the interpreter: `foreach` over a known array, and `for`/`while`/`do`, each bounded by the
// evaluation's loop limit.

import type { Value } from '../core/values';
import { Unknown, isArray, isObject, truthiness } from '../core/values';
import type { PhpNode } from './php-parse';
import type { PhpRunner } from './php-functions';
import type { Flow } from '../core/flow';
import { afterIteration, endIteration, endLoop } from '../core/flow';
import { notEvaluable } from '@routelens/shared';
import type { BranchRunner } from './php-branches';
import { runUndecided } from './php-branches';

/** What a loop needs of the interpreter besides PhpRunner: running one statement, assigning, a node's text. */
export interface PhpLoopRunner extends PhpRunner {
  statement(node: PhpNode | null | undefined, vars: Map<string, Value>): Flow;
  assign(target: PhpNode, value: Value, vars: Map<string, Value>): void;
  text(node: PhpNode): string;
}

/** `foreach ($source as $key => $value)`: over a known array or map; any other source is reported, not run. */
export function runForeach(runner: PhpLoopRunner & BranchRunner, node: PhpNode, vars: Map<string, Value>): Flow {
  const source = runner.expression(node.source as PhpNode, vars);
  const entries: [Value, Value][] = isArray(source) ? source.items.map((v, i) => [i, v]) : isObject(source) ? [...source.props].map(([k, v]) => [k, v]) : [];
  if (!isArray(source) && !isObject(source)) {
    const text = runner.text(node.source as PhpNode);
    return iterationsNotKnown(runner, node, vars, node.source as PhpNode, `\`${text}\` is not known`, `an item of ${text}`, (inner) => {
      if (node.key) runner.assign(node.key as PhpNode, runner.unknown(`a key of \`${text}\`, which is not known`, node.key as PhpNode), inner);
      runner.assign(node.value as PhpNode, runner.unknown(`an item of \`${text}\`, which is not known`, node.value as PhpNode), inner);
    });
  }
  const mark = runner.guards.size;
  try {
    for (const [index, [key, value]] of entries.entries()) {
      if (runner.ctx.loopLimit(index, runner.span(node.source as PhpNode), 'items')) break;
      if (node.key) runner.assign(node.key as PhpNode, key, vars);
      runner.assign(node.value as PhpNode, value, vars);
      const flow = iteration(runner, node, vars, mark);
      const next = afterIteration(flow, undefined);
      if (next === 'stop') break;
      if (next) return next;
    }
  } finally {
    endLoop(runner.guards, mark, undefined);
  }
  return undefined;
}

/** `for`, `while` and `do … while`: run while the test is known and true, up to the loop limit (then reported). */
export function runLoop(runner: PhpLoopRunner & BranchRunner, node: PhpNode, vars: Map<string, Value>): Flow {
  for (const init of (node.init as PhpNode[] | undefined) ?? []) runner.expression(init, vars);
  const tests = node.kind === 'for' ? (node.test as PhpNode[]) : [node.test as PhpNode];
  const mark = runner.guards.size;
  try {
    for (let count = 0; ; count++) {
      if (node.kind !== 'do' || count > 0) {
        let test: boolean | undefined = true;
        for (const t of tests) test = truthiness(runner.expression(t, vars));
        if (test === undefined) {
          // A test not known (a bound read from the request, say): how often the body runs is not known.
          const text = tests.map((t) => runner.text(t)).join(', ');
          const increments = (node.increment as PhpNode[] | undefined) ?? [];
          return iterationsNotKnown(runner, node, vars, tests.at(-1) ?? node, `its test \`${text}\` is not known`, text, () => undefined, increments);
        }
        if (!test) break;
      }
      if (runner.ctx.loopLimit(count, runner.span(node))) break;
      const flow = iteration(runner, node, vars, mark);
      const next = afterIteration(flow, undefined);
      if (next === 'stop') break;
      if (next) return next;
      for (const increment of (node.increment as PhpNode[] | undefined) ?? []) runner.expression(increment, vars);
    }
  } finally {
    endLoop(runner.guards, mark, undefined);
  }
  return undefined;
}

/**
 * A loop that runs a number of times not known (over a value not known, or with a test not known): what it assigns
 * is not known before its body runs (a later iteration sees what an earlier one left) nor after it; the body runs
 * once, as a branch of the condition `term` against no iteration at all, so what it registers is listed under it.
 */
function iterationsNotKnown(
  runner: PhpLoopRunner & BranchRunner,
  node: PhpNode,
  vars: Map<string, Value>,
  at: PhpNode,
  why: string,
  term: string,
  begin: (vars: Map<string, Value>) => void,
  increments: readonly PhpNode[] = [],
): Flow {
  const reason = `assigned in a loop that runs a number of times not known (${why})`;
  runner.ctx.report(runner.span(at), notEvaluable.severity, notEvaluable.code, notEvaluable.message.loopCount(why));
  notRun(runner, node, vars, reason);
  const mark = runner.guards.size;
  try {
    const { guard } = runUndecided(runner, node, vars, { texts: [term, `no iteration (${why})`], begin });
    // What the body leaves by makes what follows depend on it; the loop's end closes its own `break` and `continue`.
    if (guard) runner.guards.open(guard);
  } finally {
    endLoop(runner.guards, mark, undefined);
  }
  for (const increment of increments) runner.expression(increment, vars);
  notRun(runner, node, vars, reason);
  return undefined;
}

/** One run of a loop's body: a `continue` under an undecided condition reaches the end of it. */
function iteration(runner: PhpLoopRunner & BranchRunner, node: PhpNode, vars: Map<string, Value>, mark: number): Flow {
  const flow = runner.statement(node.body as PhpNode, vars);
  endIteration(runner.guards, mark, undefined);
  return flow;
}

/**
 * A loop that is not run, though running the file might run it: the variables its body assigns are not known after
 * it (never the values from before it, which running it might have changed).
 */
function notRun(runner: PhpLoopRunner & BranchRunner, loop: PhpNode, vars: Map<string, Value>, reason: string): void {
  // `$route` is not among the variables: its writes are recorded with their conditions (php-route-array.ts).
  for (const name of assignedVariables(loop)) if (!runner.isRouteVariable(name, vars)) vars.set(name, new Unknown(reason, `$${name}`, runner.span(loop)));
}

/** The names of the variables a statement may assign (`$x = …`, `$x[…] = …`, `$x++`, `foreach (… as $v)`, `list(…)`). */
function assignedVariables(node: PhpNode): Set<string> {
  const names = new Set<string>();
  const base = (target: PhpNode | undefined): void => {
    let current = target;
    while (current && (current.kind === 'offsetlookup' || current.kind === 'propertylookup')) current = current.what as PhpNode;
    if (current?.kind === 'variable' && typeof current.name === 'string') names.add(current.name);
    else if (current && (current.kind === 'list' || current.kind === 'array'))
      for (const item of (current.items as PhpNode[]) ?? []) base((item?.kind === 'entry' ? item.value : item) as PhpNode);
  };
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!value || typeof value !== 'object' || typeof (value as PhpNode).kind !== 'string') return;
    const child = value as PhpNode;
    if (child.kind === 'assign') base(child.left as PhpNode);
    else if (child.kind === 'pre' || child.kind === 'post') base(child.what as PhpNode);
    else if (child.kind === 'foreach') {
      base(child.key as PhpNode);
      base(child.value as PhpNode);
    }
    // Functions and closures have scopes of their own.
    if (child.kind === 'function' || child.kind === 'closure' || child.kind === 'arrowfunc') return;
    for (const key of Object.keys(child)) if (key !== 'loc' && key !== 'leadingComments' && key !== 'trailingComments') visit(child[key]);
  };
  visit(node);
  return names;
}
