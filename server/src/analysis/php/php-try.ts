// `throw`, `try`/`catch`/`finally` and `exit` of PHP code. A throw leaves as far as the catch whose class it is an
// instance of (through the file's classes and PHP's own exception classes); a throw from a called function is caught
// too; throws under undecided conditions (guards) end at a `try` whose catch takes them, the catch running under the
// condition of the throw. `exit`/`die` end PHP: nothing catches them, and what follows runs only where they were not
// reached. Where the class of what is thrown is not known, the catch that would take it is not either: noted.

import type { ConditionTerm } from '@routelens/shared';
import { notEvaluable } from '@routelens/shared';
import type { Span } from '../../base/text';
import { EvaluatedThrow } from '../core/context';
import type { Flow, Guards, OpenGuard } from '../core/flow';
import type { Value } from '../core/values';
import type { PhpContext } from './php-context';
import type { PhpNode } from './php-parse';
import type { PhpClasses } from './php-static-classes';

/** What a PHP `throw` throws: the class of the object, where the throw names it (`throw new InvalidArgumentException(…)`). */
export class PhpThrow extends EvaluatedThrow {
  constructor(
    span: Span,
    readonly className: string | undefined,
  ) {
    super(span);
  }
}

/** `exit`/`die`: PHP ends there; no catch takes it. */
export class PhpExit extends EvaluatedThrow {}

/** What running a try statement needs of the interpreter. */
export interface TryRunner {
  readonly ctx: PhpContext;
  readonly guards: Guards;
  readonly classes: PhpClasses;
  run(statements: PhpNode[], vars: Map<string, Value>): Flow;
  expression(node: PhpNode | null | undefined, vars: Map<string, Value>): Value;
  span(node: PhpNode): Span;
  unknown(reason: string, node: PhpNode): import('../core/values').Unknown;
}

/** `throw expr`: the class is known where the expression is `new Name(…)`. */
export function runThrow(runner: TryRunner, node: PhpNode, vars: Map<string, Value>): never {
  const what = node.what as PhpNode | undefined;
  runner.expression(what, vars);
  const created = what?.kind === 'new' && (what.what as PhpNode | undefined)?.kind === 'name' ? String((what.what as PhpNode).name) : undefined;
  throw new PhpThrow(runner.span(node), created);
}

/** `exit`/`die`: the status or message is evaluated, then PHP ends. */
export function runExit(runner: TryRunner, node: PhpNode, vars: Map<string, Value>): never {
  if (node.expression) runner.expression(node.expression as PhpNode, vars);
  throw new PhpExit(runner.span(node));
}

const statementsOf = (block: PhpNode | null | undefined): PhpNode[] => ((block?.children as PhpNode[] | undefined) ?? []) as PhpNode[];

export function runTry(runner: TryRunner, node: PhpNode, vars: Map<string, Value>): Flow {
  const catches = (node.catches as PhpNode[] | undefined) ?? [];
  const mark = runner.guards.size;
  let flow: Flow;
  let thrown: EvaluatedThrow | undefined;
  try {
    flow = runner.run(statementsOf(node.body as PhpNode), vars);
  } catch (error) {
    if (!(error instanceof EvaluatedThrow) || error instanceof PhpExit) throw error;
    thrown = error;
  }
  // Throws under undecided conditions end here when a catch surely takes each of them.
  const conditional = catches.length ? runner.guards.since(mark).filter((guard) => guard.kind === 'throw') : [];
  let taken: PhpNode | undefined;
  if (conditional.length) {
    const classes = thrownClasses(node.body as PhpNode);
    const clause = classes && catches.find((c) => classes.every((name) => catchTakes(runner, c, name) === true));
    if (clause) {
      runner.guards.end(mark, (guard) => guard.kind === 'throw');
      const caught = runner.ctx.registry.underCondition(thrownTerm(runner, conditional), () => runCatch(runner, clause, vars));
      // A catch that leaves too: what follows runs only where nothing was thrown.
      if (caught?.kind === 'return' || caught?.kind === 'throw') for (const guard of conditional) runner.guards.open({ ...guard, kind: caught.kind });
    } else runner.ctx.report(runner.span(node), notEvaluable.severity, notEvaluable.code, notEvaluable.message.phpCatch());
  }
  if (thrown || flow?.kind === 'throw') {
    const className = thrown instanceof PhpThrow ? thrown.className : undefined;
    for (const clause of catches) {
      const takes = className === undefined ? undefined : catchTakes(runner, clause, className);
      if (takes === false) continue;
      if (takes === undefined) {
        runner.ctx.report(runner.span(clause), notEvaluable.severity, notEvaluable.code, notEvaluable.message.phpCatch());
        break;
      }
      taken = clause;
      break;
    }
    if (taken) {
      thrown = undefined;
      flow = runCatch(runner, taken, vars);
    }
  }
  if (node.always) {
    const after = runner.run(statementsOf(node.always as PhpNode), vars);
    if (after) return after;
  }
  if (thrown) throw thrown;
  return flow;
}

function runCatch(runner: TryRunner, clause: PhpNode, vars: Map<string, Value>): Flow {
  const variable = clause.variable as PhpNode | null;
  if (variable?.kind === 'variable') vars.set(String(variable.name), runner.unknown('the caught exception', variable));
  return runner.run(statementsOf(clause.body as PhpNode), vars);
}

/** Whether a catch clause takes an object of a class: undefined where the class's parents are not known. */
function catchTakes(runner: TryRunner, clause: PhpNode, className: string): boolean | undefined {
  const lineage = runner.classes.lineage(className);
  const types = ((clause.what as PhpNode[] | undefined) ?? []).map((type) => String(type.name).replace(/^\\/, '').toLowerCase());
  if (!lineage) return types.includes('throwable') ? true : undefined;
  return types.some((type) => lineage.includes(type));
}

/** The classes a block throws by `throw new Name(…)` itself; undefined where one is not named so. */
function thrownClasses(block: PhpNode): string[] | undefined {
  const names: string[] = [];
  let known = true;
  const visit = (node: unknown): void => {
    if (!known || !node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const n = node as PhpNode;
    if (n.kind === 'function' || n.kind === 'closure' || n.kind === 'arrowfunc' || n.kind === 'class') return;
    if (n.kind === 'throw') {
      const what = n.what as PhpNode | undefined;
      if (what?.kind === 'new' && (what.what as PhpNode | undefined)?.kind === 'name') names.push(String((what.what as PhpNode).name));
      else known = false;
      return;
    }
    // A call may throw what the block does not show.
    if (n.kind === 'call' || n.kind === 'staticcall' || n.kind === 'methodcall' || n.kind === 'new' || n.kind === 'include') {
      known = false;
      return;
    }
    for (const key in n) if (key !== 'loc' && key !== 'kind') visit((n as Record<string, unknown>)[key]);
  };
  visit(block);
  return known && names.length ? names : undefined;
}

/** The condition under which one of the throws of `guards` was made. */
function thrownTerm(runner: TryRunner, guards: readonly OpenGuard[]): ConditionTerm {
  if (guards.length === 1) return guards[0].leaves;
  return { id: runner.ctx.nextConditionId(), branch: 0, text: guards.map((g) => `(${g.leaves.text})`).join(' || ') };
}
