// PHP loops in the interpreter: `foreach` over a known array, and `for`/`while`/`do`, each bounded by the
// evaluation's loop limit.

import type { Value } from '../core/values';
import { isArray, isObject, truthiness } from '../core/values';
import type { PhpNode } from './php-parse';
import type { PhpRunner } from './php-functions';
import type { Flow } from '../core/flow';
import { afterIteration, endIteration, endLoop } from '../core/flow';
import { notEvaluable } from '@routelens/shared';

/** What a loop needs of the interpreter besides PhpRunner: running one statement, assigning, a node's text. */
export interface PhpLoopRunner extends PhpRunner {
  statement(node: PhpNode | null | undefined, vars: Map<string, Value>): Flow;
  assign(target: PhpNode, value: Value, vars: Map<string, Value>): void;
  text(node: PhpNode): string;
}

/** `foreach ($source as $key => $value)`: over a known array or map; any other source is reported, not run. */
export function runForeach(runner: PhpLoopRunner, node: PhpNode, vars: Map<string, Value>): Flow {
  const source = runner.expression(node.source as PhpNode, vars);
  const entries: [Value, Value][] = isArray(source) ? source.items.map((v, i) => [i, v]) : isObject(source) ? [...source.props].map(([k, v]) => [k, v]) : [];
  if (!isArray(source) && !isObject(source)) {
    runner.ctx.report(
      runner.span(node.source as PhpNode),
      notEvaluable.severity,
      notEvaluable.code,
      notEvaluable.message.phpLoop(runner.text(node.source as PhpNode)),
    );
    return undefined;
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
export function runLoop(runner: PhpLoopRunner, node: PhpNode, vars: Map<string, Value>): Flow {
  for (const init of (node.init as PhpNode[] | undefined) ?? []) runner.expression(init, vars);
  const tests = node.kind === 'for' ? (node.test as PhpNode[]) : [node.test as PhpNode];
  const mark = runner.guards.size;
  try {
    for (let count = 0; ; count++) {
      if (node.kind !== 'do' || count > 0) {
        let test: boolean | undefined = true;
        for (const t of tests) test = truthiness(runner.expression(t, vars));
        if (test === undefined) return undefined;
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

/** One run of a loop's body: a `continue` under an undecided condition reaches the end of it. */
function iteration(runner: PhpLoopRunner, node: PhpNode, vars: Map<string, Value>, mark: number): Flow {
  const flow = runner.statement(node.body as PhpNode, vars);
  endIteration(runner.guards, mark, undefined);
  return flow;
}
