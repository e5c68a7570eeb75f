// Interprets PHP route files statically: `$route[...]` assignments, constants, closures, loops and Route:: calls.

import type { Span } from '../../base/text';
import * as path from 'node:path';
import type { PhpContext } from './php-context';
import type { Value } from '../core/values';
import { Unknown, isArray, isNative, isObject, objectValue, placeholder, truthiness } from '../core/values';
import type { PhpNode, PhpParsedFile } from './php-parse';
import { routeMethodOf } from './php-parse';
import type { PhpEnvironment } from './php-environment';
import { NOT_HOSTED, PhpConstants, phpString } from './php-environment';
import type { PhpCallState } from './php-route-calls';
import { defineValue } from './php-app';
import { undefinedConstantReason } from '../core/facts';
import { callPhpRoute } from './php-route-calls';
import { GLOB_FLAGS, NOT_BUILTIN, callBuiltin } from './php-builtins';
import type { ByRefResult } from './php-byref-builtins';
import { BYREF_BUILTINS } from './php-byref-builtins';
import { PhpClasses } from './php-static-classes';
import { PhpNames } from './php-names';
import { runExit, runThrow, runTry } from './php-try';
import { NotKnown } from './php-builtin-values';
import { RouteArrayRecorder, RouteReads } from './php-route-array';
import { SYNTAX_HOLE } from './php-syntax-hole';
import { callUserFunction, includeDataFile, phpClosure } from './php-functions';
import type { Flow } from '../core/flow';
import { leaveLoops } from '../core/flow';
import { RETURN } from './php-functions';
import {
  SUPERGLOBALS,
  arrayLiteral,
  offsetValue,
  assignmentExpression,
  binaryExpression,
  castValue,
  interpolated,
  issetExpression,
  stepExpression,
} from './php-expressions';
import { withoutEffects } from './php-effects';
import { GuardStack } from '../core/guards';
import { conditionTexts, evaluateMatch, runSwitch, runUndecided, undecidedExpression } from './php-branches';
import { runForeach, runLoop } from './php-loops';
import { notEvaluable, phpGlobalRoute } from '@routelens/shared';

export class PhpInterpreter implements PhpCallState {
  readonly globals: Map<string, Value>;
  private readonly functions = new Map<string, PhpNode>();
  /** The classes the file declares, for their constants and static methods. */
  readonly classes = new PhpClasses();
  /** How many prefix() callbacks and nested handlers are running: the original library behaves differently there. */
  prefixDepth = 0;
  nestDepth = 0;
  /** Per running nested handler: how many child registrations it has made so far. */
  readonly childCounts: number[] = [];
  /** The writes to `$route`, for the final table. */
  private readonly routeArray: RouteArrayRecorder = new RouteArrayRecorder(this);
  /** Where `$route` is read (see RouteReads). */
  readonly reads: RouteReads;
  /** The expression statement being evaluated: a `$route[...]` line is located by it. */
  private statementSpan: Span | undefined;
  /** The guard clauses open now (core/guards.ts). */
  readonly guards: GuardStack;
  /** Per function scope, the names bound by `global $x;` to PHP's global scope. */
  private readonly globalNames = new WeakMap<Map<string, Value>, Set<string>>();
  /**
   * PHP's global scope, which is not the routes file's: CodeIgniter includes routes.php inside a method
   * (CI_Router::_set_routing), so `global $route` in a function of the file reaches another `$route`.
   */
  private readonly phpGlobals = new Map<string, Value>();

  /**
   * `globals`: the global scope it runs in, a new one unless given: a file included at the top level of another runs
   * in that file's globals, as PHP does, so that its `$route[...]` lines write the same `$route`.
   */
  constructor(
    readonly ctx: PhpContext,
    readonly parsed: PhpParsedFile,
    private readonly env: PhpEnvironment = { constants: new PhpConstants(), defines: {} },
    globals?: Map<string, Value>,
  ) {
    this.globals = globals ?? new Map();
    this.reads = new RouteReads(ctx);
    this.guards = new GuardStack(ctx.registry);
  }

  private get constants(): PhpConstants {
    return this.env.constants;
  }

  get defines(): Readonly<Record<string, string>> {
    return this.env.defines;
  }

  /** The file's namespace and `use` imports, for class names. */
  private readonly names = new PhpNames();

  /** A class name as PHP resolves it in this file (no leading `\\`). */
  resolveClassName(node: PhpNode): string {
    return this.names.resolve(node);
  }

  /** The value of the last `return` statement run (an included file's value). */
  returned: Value = 1;

  span(node: PhpNode): Span {
    return { file: this.parsed.file, start: node.loc?.start.offset ?? 0, end: node.loc?.end.offset ?? 0 };
  }

  text(node: PhpNode): string {
    const span = this.span(node);
    const text = this.parsed.text.slice(span.start, span.end);
    return text.length > 80 ? text.slice(0, 77) + '...' : text;
  }

  unknown(reason: string, node: PhpNode): Unknown {
    return new Unknown(reason, this.text(node), this.span(node));
  }

  run(statements: PhpNode[], vars: Map<string, Value>): Flow {
    // PHP declares a file's (or block's) functions before running it: a call may come before the declaration.
    for (const statement of statements) {
      if (statement?.kind === 'function') this.functions.set(String((statement.name as PhpNode).name).toLowerCase(), statement);
      else if (statement?.kind === 'class') this.classes.declare(statement);
    }
    for (let i = 0; i < statements.length; i++) {
      const flow = this.statement(statements[i], vars);
      if (flow) return flow;
    }
    return undefined;
  }

  hasFunction(name: string): boolean {
    return this.functions.has(name.toLowerCase());
  }

  /** The scope a variable lives in: PHP's global scope for a name a function bound with `global`. */
  private scopeOf(name: string, vars: Map<string, Value>): Map<string, Value> {
    return this.globalNames.get(vars)?.has(name) ? this.phpGlobals : vars;
  }

  /** `global $name` in `vars`: the name is PHP's global from now on (and `$route` there is not the routes array). */
  private declareGlobal(name: string, node: PhpNode, vars: Map<string, Value>): void {
    let names = this.globalNames.get(vars);
    if (!names) this.globalNames.set(vars, (names = new Set()));
    names.add(name);
    if (name === 'route') {
      this.ctx.report(this.span(node), phpGlobalRoute.severity, phpGlobalRoute.code, phpGlobalRoute.message());
    }
  }

  noteRead(name: string, vars: Map<string, Value>, node: PhpNode): void {
    if (this.isRouteVariable(name, vars)) this.reads.read(node, this.parsed.file);
  }

  /** `$route` of the routes file's own scope: the array CodeIgniter reads (or a by-reference parameter given it). */
  isRouteVariable(name: string, vars: Map<string, Value>): boolean {
    return (name === 'route' && vars === this.globals && !this.globalNames.get(vars)?.has(name)) || this.routeAliases.get(vars) === name;
  }

  aliasRoute(vars: Map<string, Value>, name: string): void {
    this.routeAliases.set(vars, name);
  }

  /** The by-reference parameters given `$route`, by the scope of the call (see aliasRoute). */
  private readonly routeAliases = new WeakMap<Map<string, Value>, string>();

  statement(node: PhpNode | null | undefined, vars: Map<string, Value>): Flow {
    this.ctx.step();
    if (!node || typeof node !== 'object') return undefined;
    this.ctx.current = this.span(node);
    switch (node.kind) {
      case 'expressionstatement':
        this.statementSpan = this.span(node);
        try {
          this.expression(node.expression as PhpNode, vars);
        } finally {
          this.statementSpan = undefined;
        }
        return undefined;
      case 'block':
        return this.run(node.children as PhpNode[], vars);
      case 'if': {
        const test = truthiness(this.expression(node.test as PhpNode, vars));
        if (test === undefined) {
          // Undecided (docs/decisions.md#conditions-and-data): each branch runs as if taken, and what it registers or writes depends on it.
          // One branch left (a guard clause): what follows runs only where the other was taken, as far as it leaves.
          const { guard, flow } = runUndecided(this, node, vars);
          if (guard) this.guards.open(guard);
          return flow;
        }
        const branch = (test ? node.body : node.alternate) as PhpNode | null;
        return branch ? this.statement(branch, vars) : undefined;
      }
      case 'foreach':
        return runForeach(this, node, vars);
      case 'for':
      case 'while':
      case 'do':
        return runLoop(this, node, vars);
      case 'function':
        this.functions.set(String((node.name as PhpNode).name).toLowerCase(), node);
        return undefined;
      case 'class':
        this.classes.declare(node);
        return undefined;
      case 'switch': {
        return runSwitch(this, node, vars);
      }
      case 'global':
        for (const item of (node.items as PhpNode[]) ?? []) if (item?.kind === 'variable') this.declareGlobal(String(item.name), item, vars);
        return undefined;
      case 'static':
        for (const item of (node.variables as PhpNode[]) ?? []) {
          const variable = item.variable as PhpNode;
          if (variable?.kind === 'variable' && !vars.has(String(variable.name)))
            vars.set(String(variable.name), item.defaultValue ? this.expression(item.defaultValue as PhpNode, vars) : null);
        }
        return undefined;
      case 'unset':
        for (const target of (node.variables as PhpNode[]) ?? [])
          this.unset(target, vars, (node.variables as PhpNode[]).length === 1 ? this.span(node) : this.span(target));
        return undefined;
      case 'namespace':
        // `namespace Config;` holds the rest of the file; names in it resolve against it.
        this.names.namespace = String(node.name ?? '');
        return this.run((node.children as PhpNode[]) ?? [], vars);
      case 'usegroup':
        this.names.imports(node);
        return undefined;
      case 'constantstatement':
        // `const NAME = value;` at the top of a file (constants.php).
        for (const constant of (node.constants as PhpNode[]) ?? []) {
          const name = constant.name as PhpNode | string;
          this.constants.define(typeof name === 'string' ? name : String(name?.name), this.expression(constant.value as PhpNode, vars), this.span(constant));
        }
        return undefined;
      case 'return':
        this.returned = node.expr ? this.expression(node.expr as PhpNode, vars) : null;
        return RETURN;
      case 'throw':
        return runThrow(this, node, vars);
      case 'try':
        return runTry(this, node, vars);
      case 'break':
      case 'continue': {
        // `break 2`: the number of loops (or switches) it leaves.
        const levels = (node.level as PhpNode | null)?.kind === 'number' ? Number((node.level as PhpNode).value) : 1;
        return leaveLoops(node.kind as 'break' | 'continue', levels);
      }
      default:
        // echo, inline HTML, namespaces, use statements, classes: nothing that registers routes here.
        return undefined;
    }
  }

  expression(node: PhpNode | null | undefined, vars: Map<string, Value>): Value {
    // A syntax error leaves holes in the tree: they are unknown values, not failures.
    if (!node || typeof node !== 'object') return new Unknown(SYNTAX_HOLE, '?', this.ctx.current);
    switch (node.kind) {
      case 'string':
        return String(node.value);
      case 'number':
        return Number(node.value);
      case 'boolean':
        return Boolean(node.value);
      case 'nullkeyword':
        return null;
      case 'encapsed':
        return interpolated(this, node, vars);
      case 'name': {
        const name = String(node.name).replace(/^\\/, '');
        const lower = name.toLowerCase();
        if (lower === 'true') return true;
        if (lower === 'false') return false;
        if (lower === 'null') return null;
        this.ctx.askedNames.add(name);
        if (this.constants.values.has(name)) {
          this.ctx.constantUses.push({ name, span: this.span(node), definition: this.constants.spans.get(name) });
          return this.constants.values.get(name);
        }
        if (Object.prototype.hasOwnProperty.call(GLOB_FLAGS, name)) return GLOB_FLAGS[name];
        return this.unknown(undefinedConstantReason(name), node);
      }
      case 'variable': {
        const name = String(node.name);
        this.noteRead(name, vars, node);
        const scope = this.scopeOf(name, vars);
        if (scope.has(name)) return scope.get(name);
        // Request-time values: known only through --define (`$_SERVER['CI_ENV']`, `$_ENV['X']`), else undecided.
        if (SUPERGLOBALS.has(name)) return this.unknown(`$${name} is only known when a request runs`, node);
        this.ctx.askedNames.add(name);
        if (Object.prototype.hasOwnProperty.call(this.defines, name)) return defineValue(this.defines[name]);
        // PHP reads an undefined variable as null (with a notice).
        return null;
      }
      case 'array':
        return arrayLiteral(this, node, vars);
      case 'offsetlookup':
        return offsetValue(this, node, vars);
      case 'bin':
        return binaryExpression(this, node, vars);
      case 'unary': {
        const value = this.expression(node.what as PhpNode, vars);
        if (value instanceof Unknown) return value;
        if (node.type === '!') return !truthiness(value);
        if (node.type === '-') return -Number(value);
        return value;
      }
      case 'cast':
        return castValue(this, String(node.type), this.expression(node.expr as PhpNode, vars), node);
      case 'isset':
        return issetExpression(this, (node.variables as PhpNode[]) ?? [], vars, node);
      case 'empty': {
        const value = this.expression(node.expression as PhpNode, vars);
        if (value instanceof Unknown) return value;
        return !truthiness(value);
      }
      case 'match':
        return evaluateMatch(this, node, vars);
      case 'pre':
      case 'post':
        return stepExpression(this, node, vars);
      case 'retif':
        return this.conditional(node, vars);
      case 'assign':
        return assignmentExpression(this, node, vars);
      case 'closure':
      case 'arrowfunc':
        return phpClosure(this, node, vars);
      case 'call':
        return this.call(node, vars);
      case 'staticlookup':
        return this.classConstant(node);
      case 'include':
        return includeDataFile(
          this,
          node,
          vars,
          this.env,
          (included) => new PhpInterpreter(this.ctx, included, this.env, vars === this.globals ? vars : undefined),
        );
      case 'throw':
        return runThrow(this, node, vars);
      case 'exit':
        return runExit(this, node, vars);
      case 'magic':
        if (node.value === '__DIR__') return path.dirname(this.parsed.file);
        if (node.value === '__FILE__') return this.parsed.file;
        return this.unknown(`${String(node.value)} is not evaluated`, node);
      default:
        return this.unknown(`PHP ${node.kind} is not evaluated statically`, node);
    }
  }

  /** `c ? x : y` and `c ?: y`: the side `c` decides; where it is not known, each side under its condition. */
  private conditional(node: PhpNode, vars: Map<string, Value>): Value {
    const testValue = this.expression(node.test as PhpNode, vars);
    const test = truthiness(testValue);
    if (test === undefined) {
      // `?:` gives the test's own value where it holds.
      const parts = [(node.trueExpr as PhpNode | null) ?? undefined, node.falseExpr as PhpNode];
      if (parts.every((part) => !part || withoutEffects(part))) return this.unknown('a condition that is not known', node);
      return undecidedExpression(this, node, node.test as PhpNode, [parts[0], parts[1]], conditionTexts(this, node.test as PhpNode), vars);
    }
    if (test && !node.trueExpr) return testValue;
    return this.expression((test ? node.trueExpr : node.falseExpr) as PhpNode, vars);
  }

  /**
   * Assigns `value` to `target`; `valueNode`, where the value is written (a plain `=`), goes with a `$route` write.
   * `created`: the array is made by a write to one of its keys (`$route['x'] = …` with no `$route` yet), which
   * replaces nothing (in the other branch of an undecided `if` it must not wipe this branch's writes).
   */
  assign(target: PhpNode, value: Value, vars: Map<string, Value>, valueNode?: PhpNode, created = false): void {
    if (target.kind === 'variable') {
      this.scopeOf(String(target.name), vars).set(String(target.name), value);
      if (this.isRouteArray(target, vars) && !created) this.routeArray.whole(value, this.span(target));
    } else if (target.kind === 'offsetlookup') {
      const what = target.what as PhpNode;
      let container = this.reads.fetching(what, () => this.expression(what, vars));
      if (container === null || container === undefined || container instanceof Unknown) {
        container = objectValue();
        this.assign(what, container, vars, undefined, true);
      }
      if (!target.offset) {
        if (isArray(container)) container.items.push(value);
        else if (isObject(container)) container.props.set(String(container.props.size), value);
        return;
      }
      const key = this.expression(target.offset as PhpNode, vars);
      const k = this.keyOf(key, target);
      this.recordWrite(target, k, value, vars, valueNode);
      if (isArray(container)) {
        // An array written with string keys becomes a map, as PHP arrays are.
        const object = objectValue(container.items.map((v, i) => [String(i), v]));
        object.props.set(k, value);
        this.assign(what, object, vars);
        (object.spans ??= new Map()).set(k, this.span(target));
      } else if (isObject(container)) {
        container.props.set(k, value);
        (container.spans ??= new Map()).set(k, this.span(target));
      }
    } else if (target.kind === 'list' || target.kind === 'array') {
      const items = (target.items as PhpNode[]) ?? [];
      items.forEach((item, i) => {
        const part = isArray(value) ? value.items[i] : this.unknown('a list() that is not known', target);
        if (item) this.assign((item.kind === 'entry' ? item.value : item) as PhpNode, part, vars);
      });
    }
  }

  /** `$route` of the file's top level: the host's route array, whose writes make the final table (docs/decisions.md#php-apps). */
  private isRouteArray(node: PhpNode, vars: Map<string, Value>): boolean {
    return node.kind === 'variable' && this.isRouteVariable(String(node.name), vars);
  }

  /** An array key as text; a key that is not known is reported and shown as its placeholder. */
  private keyOf(key: Value, node: PhpNode): string {
    if (!(key instanceof Unknown)) return phpString(key);
    this.ctx.reportUnknown(key, this.span(node));
    return key.rendered ?? placeholder(key);
  }

  /** `$route[key] = value` and `$route[key][verb] = value` at the top level. */
  private recordWrite(target: PhpNode, key: string, value: Value, vars: Map<string, Value>, valueNode: PhpNode | undefined): void {
    const what = target.what as PhpNode;
    const span = this.statementSpan ?? this.span(target);
    const valueSpan = valueNode && this.span(valueNode);
    if (this.isRouteArray(what, vars)) {
      this.routeArray.set(key, undefined, value, span, valueSpan, target.offset ? this.span(target.offset as PhpNode) : undefined);
    } else if (what.kind === 'offsetlookup' && this.isRouteArray(what.what as PhpNode, vars) && what.offset) {
      const offset = what.offset as PhpNode;
      this.routeArray.set(this.keyOf(this.expression(offset, vars), what), key, value, span, valueSpan, this.span(offset));
    }
  }

  /** `unset($x)`, `unset($a['k'])`: the entry is gone (from `$route`, the final table loses it). */
  /** `span`: the statement's, for the route array's record of it (the target's when one statement unsets several). */
  private unset(target: PhpNode, vars: Map<string, Value>, span: Span): void {
    if (target.kind === 'variable') {
      vars.delete(String(target.name));
      return;
    }
    if (target.kind !== 'offsetlookup' || !target.offset) return;
    const container = this.reads.fetching(target.what as PhpNode, () => this.expression(target.what as PhpNode, vars));
    const key = this.keyOf(this.expression(target.offset as PhpNode, vars), target);
    if (isObject(container)) container.props.delete(key);
    else if (isArray(container) && String(Number(key)) === key) container.items.splice(Number(key), 1);
    if (this.isRouteArray(target.what as PhpNode, vars)) this.routeArray.unset(key, span);
  }

  private call(node: PhpNode, vars: Map<string, Value>): Value {
    const method = routeMethodOf(node);
    const argNodes = (node.arguments as PhpNode[]) ?? [];
    if (method !== undefined) {
      const result = callPhpRoute(
        this,
        method,
        node,
        argNodes,
        argNodes.map((a) => this.reads.copying(a, () => this.expression(a, vars))),
        vars,
      );
      if (method.toLowerCase() === 'map') this.routeArray.mapped(result);
      return result;
    }
    const what = node.what as PhpNode;
    const args = () => argNodes.map((a) => this.expression(a, vars));
    if (what.kind === 'name') {
      const name = String(what.name).replace(/^\\/, '').toLowerCase();
      const byRef = Object.prototype.hasOwnProperty.call(BYREF_BUILTINS, name) && !this.functions.has(name) ? BYREF_BUILTINS[name] : undefined;
      if (byRef && argNodes[0]) return this.callByReference(byRef, node, argNodes, vars);
      const hosted = this.env.host?.callFunction?.(name, args, this.span(node), { argNodes, evaluate: (n) => this.expression(n, vars) }) ?? NOT_HOSTED;
      if (hosted !== NOT_HOSTED) return hosted;
      const builtin = callBuiltin(name, args, argNodes, node, this.env, this);
      if (builtin !== NOT_BUILTIN) return builtin;
      const fn = this.functions.get(name);
      if (fn) return callUserFunction(this, fn, args(), node, argNodes, vars);
    }
    if (what.kind === 'staticlookup') {
      const cls = this.classes.resolve(what.what as PhpNode);
      const name = (what.offset as PhpNode).kind === 'identifier' ? String((what.offset as PhpNode).name).toLowerCase() : undefined;
      const found = cls && name !== undefined ? this.classes.find(cls, (c) => c.methods.get(name)) : undefined;
      if (found) return this.classes.within(found.owner, () => callUserFunction(this, found.member, args(), node, argNodes, vars));
      const className = (what.what as PhpNode)?.kind === 'name' ? this.resolveClassName(what.what as PhpNode) : undefined;
      if (className !== undefined && name !== undefined) {
        const hosted = this.env.host?.callStatic?.(className, name, args(), this.span(node)) ?? NOT_HOSTED;
        if (hosted !== NOT_HOSTED) return hosted;
      }
    }
    if ((what.kind === 'propertylookup' || what.kind === 'nullsafepropertylookup') && (what.offset as PhpNode)?.kind === 'identifier') {
      // `$routes->get(…)`: a method of an object the host made (CodeIgniter 4's RouteCollection).
      const object = this.expression(what.what as PhpNode, vars);
      const member = isNative(object) ? object.members?.get(String((what.offset as PhpNode).name).toLowerCase()) : undefined;
      if (member && isNative(member)) return member.call(args(), this.span(node));
      if (what.kind === 'nullsafepropertylookup' && object === null) return null;
      if (isNative(object) && object.members) {
        const text = `${this.text(what)}()`;
        this.ctx.report(
          this.span(node),
          notEvaluable.severity,
          notEvaluable.code,
          notEvaluable.message.ci4Collection(text, `${object.name} has no such method modeled`),
        );
        return this.unknown(`\`${text}\` is not modeled`, node);
      }
    }
    const callee = this.expression(what, vars);
    if (isNative(callee)) return callee.call(args(), this.span(node));
    const result = this.unknown(`the call \`${this.text(what)}\` is not evaluated`, node);
    this.givenToUnknown(node, argNodes, vars, result);
    return result;
  }

  /** `A::NAME`, `self::NAME`: a constant of a class the file declares, evaluated once in its class. */
  private classConstant(node: PhpNode): Value {
    const what = node.what as PhpNode;
    const offset = node.offset as PhpNode;
    if (offset?.kind === 'identifier' && String(offset.name).toLowerCase() === 'class' && what?.kind === 'name') {
      const lower = String(what.name).toLowerCase();
      if (lower !== 'self' && lower !== 'static' && lower !== 'parent') return this.resolveClassName(what);
    }
    const cls = this.classes.resolve(node.what as PhpNode);
    const name = (node.offset as PhpNode).kind === 'identifier' ? String((node.offset as PhpNode).name) : undefined;
    const found = cls && name !== undefined ? this.classes.find(cls, (c) => c.constants.get(name)) : undefined;
    if (!found || name === undefined) return this.unknown(`\`${this.text(node)}\` is not a constant of a class the file declares`, node);
    const { owner, member } = found;
    if (!owner.values.has(name))
      owner.values.set(
        name,
        this.classes.within(owner, () => this.expression(member, new Map())),
      );
    return owner.values.get(name);
  }

  /** A built-in that changes the array given it (`sort($list)`): the new array is assigned back; its value returned. */
  private callByReference(
    builtin: (array: Value, args: Value[]) => ByRefResult | NotKnown,
    node: PhpNode,
    argNodes: PhpNode[],
    vars: Map<string, Value>,
  ): Value {
    const [target, ...rest] = argNodes;
    const outcome = builtin(
      this.expression(target, vars),
      rest.map((a) => this.expression(a, vars)),
    );
    if (outcome instanceof NotKnown) {
      const unknown = this.unknown(outcome.why, node);
      this.assign(target, unknown, vars);
      return unknown;
    }
    this.assign(target, outcome.array, vars);
    return outcome.result;
  }

  /**
   * The arguments of a call not evaluated: a variable given it may be a by-reference parameter's, changed by the
   * call, so it is not known after it; `$route` given it (or one of its entries) is said to be, at the call.
   */
  private givenToUnknown(node: PhpNode, argNodes: readonly PhpNode[], vars: Map<string, Value>, result: Unknown): void {
    for (const arg of argNodes) {
      let root: PhpNode | undefined = arg;
      while (root && (root.kind === 'offsetlookup' || root.kind === 'propertylookup')) root = root.what as PhpNode;
      if (root?.kind !== 'variable' || typeof root.name !== 'string') continue;
      const given = vars.get(root.name);
      if (isNative(given) && given.members) {
        this.ctx.report(
          this.span(node),
          notEvaluable.severity,
          notEvaluable.code,
          notEvaluable.message.ci4CollectionGiven(`${this.text(node.what as PhpNode)}(…)`),
        );
      } else if (this.isRouteVariable(root.name, vars)) {
        this.ctx.report(
          this.span(node),
          notEvaluable.severity,
          notEvaluable.code,
          notEvaluable.message.phpRouteByReference(`${this.text(node.what as PhpNode)}(…)`),
        );
      } else if (arg === root) {
        const scope = this.scopeOf(root.name, vars);
        if (scope.has(root.name))
          scope.set(root.name, new Unknown(`given to \`${this.text(node)}\`, which may change it by reference`, root.name, result.span));
      }
    }
  }
}
