// PHP functions in the interpreter: closures and arrow functions as native values, calls of the file's own
// functions, and `include`/`require` of data files. Each runs PHP statements through the interpreter it is given.

import type { Span } from '../../base/text';
import * as path from 'node:path';
import type { PhpContext } from './php-context';
import { EvaluatedThrow, Scope } from '../core/context';
import type { Value } from '../core/values';
import { Unknown, arrayValue } from '../core/values';
import type { PhpNode, PhpParsedFile } from './php-parse';
import type { PhpEnvironment } from './php-environment';
import { isDataStatement } from './php-environment';
import { cloneValue } from './php-branches';
import type { GuardStack } from '../core/guards';
import type { Flow } from '../core/flow';

/** A `return` of a PHP file or function (its value is the runner's `returned`). */
export const RETURN: Flow = { kind: 'return' };

/** What these need of the interpreter (an interface, so that this file does not import it). */
export interface PhpRunner {
  readonly ctx: PhpContext;
  readonly parsed: PhpParsedFile;
  /** The value of the last `return` statement run. */
  returned: Value;
  run(statements: PhpNode[], vars: Map<string, Value>): Flow;
  /** The guard clauses open now (core/guards.ts): each ends where what it leaves ends. */
  readonly guards: GuardStack;
  expression(node: PhpNode | null | undefined, vars: Map<string, Value>): Value;
  span(node: PhpNode): Span;
  unknown(reason: string, node: PhpNode): Unknown;
  /** Notes a read of a variable's value (see PhpInterpreter.noteRead). */
  noteRead(name: string, vars: Map<string, Value>, node: PhpNode): void;
  /** Whether `name` in `vars` is the routes file's `$route` (or a reference to it). */
  isRouteVariable(name: string, vars: Map<string, Value>): boolean;
  /** Makes `name` in `vars` a reference to the routes file's `$route` (a by-reference parameter given it). */
  aliasRoute(vars: Map<string, Value>, name: string): void;
}

/** Runs `body` one call deeper, or says (a warning, as for TypeScript) that calls nest too deep. */
function deeper<T>(runner: PhpRunner, node: PhpNode, body: () => T): T | Unknown {
  if (runner.ctx.tooDeep(runner.span(node))) return runner.unknown('calls nest too deep', node);
  runner.ctx.callDepth++;
  try {
    return body();
  } finally {
    runner.ctx.callDepth--;
  }
}

/**
 * The parameters of a function or closure bound to the call's arguments, in `scope`: a missing argument takes the
 * parameter's default (evaluated in the new scope, as PHP does), a variadic one the rest as a list. An array passed
 * by value is the function's own copy, as in PHP.
 */
function bindParameters(runner: PhpRunner, fn: PhpNode, args: readonly Value[], scope: Map<string, Value>): Map<string, Value> {
  parametersOf(fn).forEach((param, i) => {
    const name = parameterName(param);
    if (param.variadic) scope.set(name, arrayValue(args.slice(i)));
    else if (i < args.length) scope.set(name, param.byref ? args[i] : cloneValue(args[i], new Map()));
    else scope.set(name, param.value ? runner.expression(param.value as PhpNode, scope) : null);
  });
  return scope;
}

function parametersOf(fn: PhpNode): PhpNode[] {
  return (fn.arguments as PhpNode[]) ?? [];
}

function parameterName(param: PhpNode): string {
  return String((param.name as PhpNode)?.name ?? param.name);
}

/** The caller's variable a by-reference parameter is given (`add($route, …)` for `function add(array &$r, …)`). */
function referenced(fn: PhpNode, argNodes: readonly PhpNode[]): { param: string; variable: string }[] {
  const out: { param: string; variable: string }[] = [];
  parametersOf(fn).forEach((param, i) => {
    const arg = argNodes[i];
    if (param.byref && !param.variadic && arg?.kind === 'variable' && typeof arg.name === 'string')
      out.push({ param: parameterName(param), variable: arg.name });
  });
  return out;
}

/** Runs a function body in `scope`: its `return` value, or null when it ends without one. */
function runBody(runner: PhpRunner, body: PhpNode, scope: Map<string, Value>): Value {
  const outer = runner.returned;
  const mark = runner.guards.size;
  try {
    runner.returned = null;
    const flow = runner.run((body.children as PhpNode[]) ?? [], scope);
    // A return under a condition not known came first: which value the function gives is not known.
    const earlier = runner.guards.since(mark).find((guard) => guard.kind === 'return');
    if (earlier) return runner.unknown(`a value returned where \`${earlier.leaves.text}\` (not known) may have returned another`, body);
    // Both ways of an undecided condition threw: so does the call.
    if (flow?.kind === 'throw') throw new EvaluatedThrow(runner.span(body));
    return flow?.kind === 'return' ? runner.returned : null;
  } finally {
    runner.returned = outer;
    // The guard clauses of a function end with it.
    runner.guards.end(mark, () => true);
  }
}

/**
 * A call of a function the file declares: its body runs in a new scope; its value is what it returns. A parameter
 * by reference writes through to the caller's variable: to `$route`, its writes are the route array's (they make the
 * final table), and any variable has the parameter's value after the call.
 */
export function callUserFunction(
  runner: PhpRunner,
  fn: PhpNode,
  args: readonly Value[],
  node: PhpNode,
  argNodes: readonly PhpNode[],
  callerVars: Map<string, Value>,
): Value {
  const references = referenced(fn, argNodes);
  return deeper(runner, node, () => {
    const scope = bindParameters(runner, fn, args, new Map());
    for (const { param, variable } of references) if (runner.isRouteVariable(variable, callerVars)) runner.aliasRoute(scope, param);
    try {
      return runBody(runner, fn.body as PhpNode, scope);
    } finally {
      for (const { param, variable } of references) if (scope.has(param)) callerVars.set(variable, scope.get(param));
    }
  });
}

/** A PHP closure as a native function: calling it runs its body in a new scope with its `use` variables. */
export function phpClosure(runner: PhpRunner, node: PhpNode, vars: Map<string, Value>): Value {
  const captured = new Map<string, Value>();
  // `use (&$x)`: the closure's $x is the enclosing scope's variable itself, read and written at each call.
  const byReference: PhpNode[] = [];
  for (const use of (node.uses as PhpNode[]) ?? []) {
    const name = String(use.name);
    runner.noteRead(name, vars, use);
    if (use.byref) byReference.push(use);
    // By value: the closure's own copy, made when it is (an array written later is not seen).
    else captured.set(name, cloneValue(vars.get(name), new Map()));
  }
  // Arrow functions see the whole enclosing scope (`$route` too, whenever they are called: counted as read here).
  if (node.kind === 'arrowfunc') runner.noteRead('route', vars, node);
  const outer = node.kind === 'arrowfunc' ? vars : captured;
  return {
    kind: 'native',
    name: 'closure',
    call: (args) =>
      deeper(runner, node, () => {
        const scope = bindParameters(runner, node, args, new Map(outer));
        if (node.kind === 'arrowfunc') return runner.expression(node.body as PhpNode, scope);
        // `$route` by reference: the closure's writes are the route array's, as a by-reference parameter's are.
        for (const use of byReference) {
          const name = String(use.name);
          if (runner.isRouteVariable(name, vars)) runner.aliasRoute(scope, name);
          scope.set(name, runner.expression(use, vars));
        }
        try {
          return runBody(runner, node.body as PhpNode, scope);
        } finally {
          for (const use of byReference) if (scope.has(String(use.name))) vars.set(String(use.name), scope.get(String(use.name)));
        }
      }),
  };
}

/**
 * `include`/`require` of a data file (docs/decisions.md#conditions-and-data): one that only assigns literal arrays and values (and returns
 * one) is read, in the including scope, as PHP would run it; any other file is not followed.
 */
export function includeDataFile(
  runner: PhpRunner,
  node: PhpNode,
  vars: Map<string, Value>,
  env: PhpEnvironment,
  runnerOf: (included: PhpParsedFile) => PhpRunner,
): Value {
  const target = runner.expression(node.target as PhpNode, vars);
  // An include not followed is said where it is written: what it would do to the routes is not known.
  const notFollowed = (unknown: Unknown): Unknown => {
    runner.ctx.reportUnknown(unknown, runner.span(node));
    return unknown;
  };
  if (typeof target !== 'string') return notFollowed(target instanceof Unknown ? target : runner.unknown('an include of a path that is not known', node));
  const file = includedFile(target, runner.parsed.file, env, runner.ctx.host);
  const read = runner.ctx.host.read(file);
  if (!read.ok || !env.parse) return notFollowed(runner.unknown(`the included file ${target} cannot be read`, node));
  if (node.once && env.included?.has(file)) return true;
  const included = env.parse(file, read.text);
  const statements = (included.program.children as PhpNode[]) ?? [];
  if (included.parseError || (!env.includesCode && !statements.every(isDataStatement)))
    return notFollowed(runner.unknown(`the included file ${path.basename(file)} does more than assign arrays, so it is not read`, node));
  if (runner.ctx.tooDeep(runner.span(node))) return runner.unknown('includes nest too deep', node);
  if (!runner.ctx.modules.has(file))
    runner.ctx.modules.set(file, {
      file,
      parsed: included,
      scope: new Scope(undefined),
      exports: new Map(),
      starExports: [],
      cjsModule: undefined,
      evaluating: false,
    });
  runner.ctx.routeReads.included = true;
  env.included?.add(file);
  const interpreter = runnerOf(included);
  runner.ctx.callDepth++;
  try {
    interpreter.run(statements, vars);
  } finally {
    runner.ctx.callDepth--;
  }
  return interpreter.returned;
}

/**
 * The file an include names, as PHP finds it for a CodeIgniter app, which runs from its front controller's folder
 * (FCPATH): an absolute path as it is; `./x` or `../x` from that folder; any other relative path from the include
 * path (`.`, that folder) and then from the including file's folder. Without FCPATH, from the including file's folder.
 */
function includedFile(target: string, from: string, env: PhpEnvironment, host: { isFile(file: string): boolean }): string {
  if (path.isAbsolute(target)) return target;
  const fcpath = env.constants.values.get('FCPATH');
  const cwd = typeof fcpath === 'string' ? fcpath : undefined;
  const beside = path.resolve(path.dirname(from), target);
  if (cwd === undefined) return beside;
  const fromCwd = path.resolve(cwd, target);
  if (/^\.\.?[\\/]/.test(target)) return fromCwd;
  return host.isFile(fromCwd) || !host.isFile(beside) ? fromCwd : beside;
}
