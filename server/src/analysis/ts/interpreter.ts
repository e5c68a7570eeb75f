// Interprets statements, functions and modules of the analysed code, bounded, and never running any of it.

import type { Span } from '../../base/text';
import type { ts } from 'ts-morph';
import { SyntaxKind, TS } from './syntax/typescript';
import type { ModuleRecord } from '../core/context';
import type { ScriptContext } from './script-context';
import { EvaluatedThrow, EvaluationStopped, Scope, spanOf, textOf, unknownAt, unknownIn } from '../core/context';
import type { Evaluator } from './evaluator';
import type { Flow, OpenGuard } from '../core/flow';
import { functionSyntax } from './evaluator';
import { evaluate, testCondition } from './expressions';
import { resolveRelativeImport } from './module-resolution';
import { ERROR_CLASSES, memberOf } from './natives';
import type { ParsedFile } from './syntax/ts-parse';
import type { SourceIndex } from '../core/source-index';
import { isRoutePackage } from '../core/source-index';
import { evaluateRead } from './fast-evaluate';
import { callRoute } from './route-calls';
import { assignPattern, bindPattern, deleteMember, exportNames, taintAssignments } from './bindings';
import { GuardStack, notThrow } from '../core/guards';
import { writes } from '../core/write-log';
import { runTry } from './try-statement';
import { evaluateUndecided, runUndecided } from './undecided';
import { markDead, runForOfIn, runLoop, runSwitch } from './loops';
import { runModuleStatements } from './module-statements';
import { negatedText } from './conditions';
import { classValue, construct, enumValue, isClassValue } from './classes';
import { declareClass, exportFunction, hoistVars, runVariables } from './declarations';
import { runNamespace } from './namespaces';
import { newCollection } from './collections';
import { jsonModule } from './json-module';
import { exportOf, linkImports, namespaceOf } from './module-linking';
import type { ClosureValue, Value } from '../core/values';
import { ROUTE_CLASS, Unknown, accessKey, arrayValue, assignToArray, isArray, isClosure, isNative, isObject, objectValue } from '../core/values';
import { notEvaluable, parseError } from '@routelens/shared';

export class StaticInterpreter implements Evaluator {
  pendingLabel: string | undefined = undefined;
  /** The guard clauses open now (guards.ts). */
  readonly guards: GuardStack;

  guardMark(): number {
    return this.guards.size;
  }

  endGuards(mark: number, ends: (guard: OpenGuard) => boolean): OpenGuard[] {
    return this.guards.end(mark, ends);
  }

  openGuard(guard: OpenGuard): void {
    this.guards.open(guard);
  }

  /** Globals the analysed code creates by assigning undeclared names: one evaluation's, never shared. */
  private readonly global = new Scope(undefined);

  constructor(readonly ctx: ScriptContext) {
    this.guards = new GuardStack(ctx.registry);
  }

  /** Evaluates a module (imports first, each module once) and returns its record. */
  evaluateModule(file: string): ModuleRecord | undefined {
    // Loading a module from inside a statement is more than the statement's text: not replayable.
    this.ctx.impure();
    const existing = this.ctx.modules.get(file);
    if (existing) return existing;
    if (this.ctx.modules.size >= this.ctx.limits.maxModules) {
      throw new EvaluationStopped(`more than ${this.ctx.limits.maxModules} files are imported`, this.ctx.current);
    }
    const source = this.ctx.host.read(file);
    if (!source.ok) return undefined;
    if (file.endsWith('.json')) return jsonModule(this.ctx, file, source.text, this.global);
    const read = this.ctx.readIfPlain(file, source.text);
    const parsed = read ?? this.ctx.parse(file, source.text);
    const scope = new Scope(this.global);
    const exportsObject = objectValue();
    const cjsModule = objectValue([['exports', exportsObject]]);
    scope.declare('module', cjsModule, true);
    scope.declare('exports', exportsObject, true);
    const record: ModuleRecord = { file, parsed, scope, exports: new Map(), starExports: [], cjsModule, evaluating: true };
    this.ctx.modules.set(file, record);
    // A module's guard clauses end with it.
    const mark = this.guardMark();
    try {
      if (read) {
        evaluateRead(this, record, read);
        return record;
      }
      const tree = parsed as ParsedFile;
      linkImports(this, record);
      this.hoist(tree.tree.statements, scope, tree, (i) => tree.statement(i), true);
      const flow = runModuleStatements(this, tree, scope, record);
      if (flow?.kind === 'throw') {
        this.ctx.report({ file, start: 0, end: 0 }, notEvaluable.severity, notEvaluable.code, notEvaluable.message.topLevelThrow());
      }
      if (flow?.kind === 'break' || flow?.kind === 'continue') earlyJump(this.ctx, flow, { file, start: 0, end: 0 });
    } finally {
      record.evaluating = false;
      this.endGuards(mark, () => true);
    }
    return record;
  }

  /** The record of a relative import, evaluated now (once); undefined when it does not resolve to a file. */
  moduleFor(specifier: string, parsed: SourceIndex): ModuleRecord | undefined {
    const file = resolveRelativeImport(this.ctx.host, parsed.file, specifier);
    return file ? this.evaluateModule(file) : undefined;
  }

  /**
   * A reader of an imported module's exports (`'*'` for the namespace), or Unknowns that say why not. `at` is the
   * import statement. Evaluates the module (once) now.
   */
  importSource(specifier: string, at: Span, parsed: SourceIndex): (name: string) => Value {
    const unknown = (reason: string) => unknownIn(reason, parsed, at.start, at.end);
    if (isRoutePackage(specifier)) {
      return (name) =>
        name === 'Route'
          ? ROUTE_CLASS
          : name === '*'
            ? objectValue([['Route', ROUTE_CLASS]])
            : unknown(`'${name}' of ${specifier} is not a value the evaluator knows`);
    }
    if (!specifier.startsWith('.') && !specifier.startsWith('/')) {
      return () => unknown(`imported from the package '${specifier}', which is never loaded`);
    }
    const target = this.moduleFor(specifier, parsed);
    if (!target) return () => unknown(`'${specifier}' could not be resolved to an analysable file`);
    return (name) => (name === '*' ? namespaceOf(target) : exportOf(target, name, at, parsed, 0));
  }

  require(specifier: string, node: ts.Node, parsed: ParsedFile): Value {
    if (isRoutePackage(specifier)) return objectValue([['Route', ROUTE_CLASS]]);
    if (!specifier.startsWith('.')) return unknownAt(`required from the package '${specifier}', which is never loaded`, node, parsed);
    const target = this.moduleFor(specifier, parsed);
    if (!target) return unknownAt(`'${specifier}' could not be resolved to an analysable file`, node, parsed);
    const cjs = memberOf(target.cjsModule, 'exports', node, parsed, this);
    // A JSON file's data is what require() returns (its keys are exports only for `import { key }`).
    if (target.file.endsWith('.json') || (target.exports.size === 0 && target.starExports.length === 0)) return cjs;
    return namespaceOf(target);
  }

  callRoute(method: string, call: ts.CallExpression, args: Value[], _scope: Scope, parsed: ParsedFile): Value {
    return callRoute(this, method, call, args, parsed);
  }

  callClosure(closure: ClosureValue, args: Value[], at: ts.Node, parsed: ParsedFile): Value {
    return this.callClosureAt(closure, args, spanOf(at, parsed), parsed);
  }

  /** Calls a closure from the call written at `at` in `parsed`. */
  callClosureAt(closure: ClosureValue, args: Value[], at: Span, parsed: SourceIndex): Value {
    const ctx = this.ctx;
    if (ctx.tooDeep(at)) return unknownIn('the call nests too deep', parsed, at.start, at.end);
    // A closure is made by the TypeScript front end, in a module it parsed.
    const fnParsed = (ctx.modules.get(closure.file)?.parsed ?? parsed) as ParsedFile;
    const scope = new Scope(closure.scope as Scope);
    const fn = functionSyntax(closure);
    if (fn.asteriskToken) {
      // Calling a generator runs none of its body: that happens as it is iterated, which is not followed.
      ctx.report(spanOf(fn, fnParsed), notEvaluable.severity, notEvaluable.code, notEvaluable.message.generator());
      ctx.skippedRoutes ??= 'a generator, whose body is not followed';
      return unknownIn('a generator, whose body runs only as it is iterated (not evaluated)', parsed, at.start, at.end);
    }
    const isAsync = fn.modifiers?.some((m) => m.kind === SyntaxKind.AsyncKeyword) ?? false;
    if (closure.thisValue !== undefined) scope.declare('this', closure.thisValue, false);
    fn.parameters.forEach((parameter, index) => {
      let value: Value = parameter.dotDotDotToken ? arrayValue(args.slice(index)) : args[index];
      if (value === undefined && parameter.initializer) value = evaluate(parameter.initializer, scope, fnParsed, this);
      bindPattern(parameter.name, value, scope, true, fnParsed, this);
    });
    ctx.callDepth++;
    ctx.pushPosition();
    const mark = this.guardMark();
    this.asyncFrames.push(isAsync);
    try {
      if (!fn.body) return undefined;
      if (!TS.isBlock(fn.body)) return evaluate(fn.body as ts.Expression, scope, fnParsed, this);
      this.hoist(fn.body.statements, scope, fnParsed, undefined, true);
      const flow = this.runStatements(fn.body.statements, scope, fnParsed, undefined);
      if (flow?.kind === 'throw') throw new EvaluatedThrow(at, 'value' in flow ? { value: flow.value } : undefined);
      if (flow?.kind === 'break' || flow?.kind === 'continue') earlyJump(ctx, flow, spanOf(fn, fnParsed));
      const value = flow?.kind === 'return' ? flow.value : undefined;
      // A return under a condition not known came first: which value the function gives is not known.
      const earlier = this.guards.since(mark).find((guard) => guard.kind === 'return');
      if (earlier) return unknownIn(`a value returned where \`${earlier.leaves.text}\` (not known) may have returned another`, parsed, at.start, at.end);
      return value;
    } catch (error) {
      if (error instanceof AsyncSuspended)
        return unknownIn('a promise: what the async function does after its first await is not followed', parsed, at.start, at.end);
      // An async function does not throw: it returns a rejected promise, which throws where it is awaited.
      if (!isAsync || !(error instanceof EvaluatedThrow)) throw error;
      const rejected = unknownIn('a rejected promise', parsed, at.start, at.end);
      this.rejections.set(rejected, error);
      return rejected;
    } finally {
      this.asyncFrames.pop();
      // Its returns end here; a throw it may make leaves into the caller, whose rest depends on it not being made (an
      // async function's throw rejects its promise instead: everything ends here).
      if (this.guards.size > mark) this.endGuards(mark, isAsync ? () => true : notThrow);
      ctx.callDepth--;
      ctx.popPosition();
    }
  }

  /** The promises of async functions that threw, with what they threw (an `await` of one throws it). */
  private readonly rejections = new WeakMap<Unknown, EvaluatedThrow>();

  /** Whether each function running now is async, innermost last (the module's own code is none of them). */
  private readonly asyncFrames: boolean[] = [];

  /**
   * `await x` in an async function: what follows runs later (after the caller's synchronous code, in an order of
   * promises the evaluation does not follow), so the function stops here and its caller gets a promise not known.
   * At a module's top level the await only waits: what follows runs next, evaluated.
   */
  awaitValue(value: Value, node: ts.AwaitExpression, parsed: ParsedFile): Value {
    const rejected = value instanceof Unknown ? this.rejections.get(value) : undefined;
    if (this.asyncFrames.at(-1) !== true) {
      if (rejected) throw new EvaluatedThrow(spanOf(node, parsed), rejected.thrown);
      return value;
    }
    this.ctx.report(spanOf(node, parsed), notEvaluable.severity, notEvaluable.code, notEvaluable.message.afterAwait());
    this.ctx.skippedRoutes ??= 'what an async function does after an await, which is not followed';
    throw new AsyncSuspended();
  }

  newExpression(node: ts.NewExpression, scope: Scope, parsed: ParsedFile): Value {
    const name = TS.isIdentifier(node.expression) ? node.expression.text : undefined;
    if ((name === 'Set' || name === 'Map') && !scope.lookup(name)) {
      const source = node.arguments?.[0] ? evaluate(node.arguments[0], scope, parsed, this) : undefined;
      return newCollection(name === 'Set' ? 'set' : 'map', source, spanOf(node, parsed), this.ctx.limits.maxLoopIterations);
    }
    const callee = evaluate(node.expression, scope, parsed, this);
    const args = (node.arguments ?? []).map((argument) => evaluate(argument, scope, parsed, this));
    if (isClassValue(callee)) return construct(callee, args, node, parsed, this);
    // `new Array(…)` is `Array(…)`, `new Error(…)` is `Error(…)`.
    if (isNative(callee) && (callee.name === 'Array' || callee.name === 'RegExp' || ERROR_CLASSES.has(callee.name)) && !callee.routeMethod)
      return callee.call(args, spanOf(node, parsed));
    if (callee instanceof Unknown) return unknownAt(`\`new ${textOf(node.expression, parsed)}\`, which is not known (${callee.reason})`, node, parsed);
    return unknownAt(`\`new ${textOf(node.expression, parsed)}\` is not a class of the analysed files`, node, parsed);
  }

  classExpression(node: ts.ClassExpression, scope: Scope, parsed: ParsedFile): Value {
    return classValue(node, scope, parsed, this);
  }

  assign(target: ts.Expression, value: Value, scope: Scope, parsed: ParsedFile): void {
    this.ctx.impure();
    if (TS.isParenthesizedExpression(target) || TS.isNonNullExpression(target) || TS.isAsExpression(target)) {
      return this.assign(target.expression, value, scope, parsed);
    }
    if (TS.isIdentifier(target)) {
      const binding = scope.lookup(target.text);
      if (binding && binding.mutable && !binding.get) {
        writes.variable(binding);
        binding.value = value;
      } else if (!binding) this.global.declare(target.text, value, true);
      return;
    }
    if (TS.isPropertyAccessExpression(target) || TS.isElementAccessExpression(target)) {
      const object = evaluate(target.expression, scope, parsed, this);
      const keyValue = TS.isPropertyAccessExpression(target) ? accessKey(target.name) : evaluate(target.argumentExpression, scope, parsed, this);
      return this.assignMember(object, keyValue, value, target, parsed);
    }
    if (TS.isArrayLiteralExpression(target) || TS.isObjectLiteralExpression(target)) assignPattern(this, target, value, scope, parsed);
  }

  assignMember(object: Value, keyValue: Value, value: Value, target: ts.Expression, parsed: ParsedFile): void {
    this.ctx.impure();
    if (isObject(object) && !object.setters) writes.object(object);
    else if (isArray(object)) writes.array(object);
    if (typeof keyValue !== 'string' && typeof keyValue !== 'number') {
      if (isObject(object)) object.props.set('…', unknownAt('assigned under a key that is not known', target, parsed));
      else if (isArray(object)) object.unknown = unknownAt('an array assigned under a key that is not known', target, parsed);
      return;
    }
    const key = String(keyValue);
    if (isObject(object)) {
      if (object.error && key === 'message') {
        object.error.message = value;
        return;
      }
      const setter = object.setters?.get(key);
      if (setter) {
        this.callClosure(setter, [value], target, parsed);
        return;
      }
      // A getter without a setter: the write does not happen.
      if (object.getters?.has(key)) return;
      object.props.set(key, value);
      (object.spans ??= new Map()).set(key, spanOf(target, parsed));
    } else if (isArray(object)) {
      assignToArray(object, key, value, this.ctx.limits.maxLoopIterations);
    } else if (isClosure(object)) {
      // A property of a function: kept on the closure (its name and length are its own, not writable).
      if (key === 'name' || key === 'length') return;
      object.props ??= new Map();
      writes.object(object as { props: Map<string, Value> });
      object.props.set(key, value);
    }
  }

  deleteMember(node: ts.DeleteExpression, scope: Scope, parsed: ParsedFile): Value {
    return deleteMember(node, scope, parsed, this);
  }

  /**
   * Declares function declarations before the statements run, as JavaScript does. `statementAt` gives a statement
   * ready to be read under (a module's top level: ParsedFile.statement settles it, ts-parse.ts).
   */
  hoistFunctions(statements: readonly ts.Statement[], scope: Scope, parsed: ParsedFile): void {
    this.hoist(statements, scope, parsed);
  }

  private hoist(statements: readonly ts.Statement[], scope: Scope, parsed: ParsedFile, statementAt = (i: number) => statements[i], vars = false): void {
    // `var` names are the function's (or module's) from its start, undefined until their declaration runs.
    if (vars && usesVar(parsed)) for (let i = 0; i < statements.length; i++) hoistVars(statementAt(i), scope);
    for (let i = 0; i < statements.length; i++) {
      if (statements[i].kind !== SyntaxKind.FunctionDeclaration) continue;
      const statement = statementAt(i) as ts.FunctionDeclaration;
      if (statement.name && statement.body) {
        scope.declare(statement.name.text, { kind: 'closure', node: statement, file: parsed.file, scope, name: statement.name.text }, true);
      }
    }
  }

  runStatements(statements: readonly ts.Statement[], scope: Scope, parsed: ParsedFile, record: ModuleRecord | undefined): Flow {
    for (let i = 0; i < statements.length; i++) {
      // After a guard clause (OpenGuard), the rest runs under its condition, which the guard added.
      const flow = this.runStatement(statements[i], scope, parsed, record);
      if (flow) return flow;
    }
    return undefined;
  }

  runStatement(node: ts.Statement, scope: Scope, parsed: ParsedFile, record: ModuleRecord | undefined): Flow {
    this.ctx.step();
    this.ctx.enter(node, parsed);
    switch (node.kind) {
      case SyntaxKind.ExpressionStatement:
        evaluate((node as ts.ExpressionStatement).expression, scope, parsed, this);
        return undefined;
      case SyntaxKind.VariableStatement:
        return runVariables(this, node as ts.VariableStatement, scope, parsed, record);
      case SyntaxKind.FunctionDeclaration:
        return exportFunction(node as ts.FunctionDeclaration, scope, parsed, record);
      case SyntaxKind.ExportAssignment: {
        const value = evaluate((node as ts.ExportAssignment).expression, scope, parsed, this);
        if (record) {
          if ((node as ts.ExportAssignment).isExportEquals) (record.cjsModule as { props: Map<string, Value> }).props.set('exports', value);
          else record.exports.set('default', () => value);
        }
        return undefined;
      }
      case SyntaxKind.Block: {
        const inner = new Scope(scope);
        this.hoist((node as ts.Block).statements, inner, parsed);
        return this.runStatements((node as ts.Block).statements, inner, parsed, undefined);
      }
      case SyntaxKind.IfStatement: {
        const statement = node as ts.IfStatement;
        const test = testCondition(statement.expression, scope, parsed, this);
        if (test === undefined) {
          return this.undecided(
            node,
            statement.expression,
            [
              { statement: statement.thenStatement, text: textOf(statement.expression, parsed) },
              { statement: statement.elseStatement ?? [], text: negatedText(statement.expression, parsed) },
            ],
            scope,
            parsed,
          );
        }
        markDead(this, test ? statement.elseStatement : statement.thenStatement, parsed);
        if (test) return this.runStatement(statement.thenStatement, scope, parsed, undefined);
        return statement.elseStatement ? this.runStatement(statement.elseStatement, scope, parsed, undefined) : undefined;
      }
      case SyntaxKind.ForOfStatement:
      case SyntaxKind.ForInStatement:
        return runForOfIn(this, node as ts.ForOfStatement | ts.ForInStatement, scope, parsed);
      case SyntaxKind.ForStatement:
      case SyntaxKind.WhileStatement:
      case SyntaxKind.DoStatement:
        return runLoop(this, node as ts.ForStatement | ts.WhileStatement | ts.DoStatement, scope, parsed);
      case SyntaxKind.ReturnStatement: {
        const expression = (node as ts.ReturnStatement).expression;
        return { kind: 'return', value: expression ? evaluate(expression, scope, parsed, this) : undefined };
      }
      case SyntaxKind.BreakStatement:
        return { kind: 'break', label: (node as ts.BreakStatement).label?.text };
      case SyntaxKind.ContinueStatement:
        return { kind: 'continue', label: (node as ts.ContinueStatement).label?.text };
      case SyntaxKind.ThrowStatement:
        // What is thrown is evaluated (it may call functions), then the throw leaves with it.
        return { kind: 'throw', value: evaluate((node as ts.ThrowStatement).expression, scope, parsed, this) };
      case SyntaxKind.LabeledStatement: {
        const labeled = node as ts.LabeledStatement;
        const target = labeled.statement.kind;
        if (
          target === SyntaxKind.ForStatement ||
          target === SyntaxKind.ForOfStatement ||
          target === SyntaxKind.ForInStatement ||
          target === SyntaxKind.WhileStatement ||
          target === SyntaxKind.DoStatement ||
          target === SyntaxKind.SwitchStatement
        )
          this.pendingLabel = labeled.label.text;
        const mark = this.guardMark();
        const flow = this.runStatement(labeled.statement, scope, parsed, record);
        this.endGuards(mark, (guard) => (guard.kind === 'break' || guard.kind === 'continue') && guard.label === labeled.label.text);
        // `break label` ends the labelled statement (a loop handles its own label's break and continue).
        return flow?.kind === 'break' && flow.label === labeled.label.text ? undefined : flow;
      }
      case SyntaxKind.SwitchStatement:
        return runSwitch(this, node as ts.SwitchStatement, scope, parsed);
      case SyntaxKind.TryStatement:
        return runTry(this, node as ts.TryStatement, scope, parsed);
      case SyntaxKind.ClassDeclaration:
        return declareClass(this, node as ts.ClassDeclaration, scope, parsed, record);
      case SyntaxKind.EnumDeclaration: {
        const declaration = node as ts.EnumDeclaration;
        const value = enumValue(declaration, scope, parsed, this);
        scope.declare(declaration.name.text, value, false);
        if (record && declaration.modifiers?.some((m) => m.kind === SyntaxKind.ExportKeyword)) exportNames(declaration.name, scope, record);
        return undefined;
      }
      case SyntaxKind.ModuleDeclaration:
        return runNamespace(this, node as ts.ModuleDeclaration, scope, parsed, record, (statements, inner) => this.hoist(statements, inner, parsed));
      default:
        // Imports, exports, types, interfaces, empty statements: nothing to run here.
        return undefined;
    }
  }

  undecidedValue(
    node: ts.Expression,
    condition: ts.Expression,
    branches: readonly { expression: ts.Expression | undefined; text: string }[],
    scope: Scope,
    parsed: ParsedFile,
  ): Value {
    return evaluateUndecided(
      this,
      node,
      condition,
      branches.map((b) => ({ body: b.expression, text: b.text })),
      scope,
      parsed,
      (branch) => evaluate(branch, scope, parsed, this),
    );
  }

  /** Branches of a condition that cannot be decided (undecided.ts). */
  undecided(
    node: ts.Node,
    condition: ts.Node,
    branches: readonly { statement: ts.Statement | readonly ts.Statement[]; text: string }[],
    scope: Scope,
    parsed: ParsedFile,
  ): Flow {
    return runUndecided(
      this,
      node,
      condition,
      branches.map((b) => ({ body: b.statement, text: b.text })),
      scope,
      parsed,
    );
  }

  /** A branch behind a condition that cannot be known: not run, and what it would assign becomes Unknown. */
  skipBranch(node: ts.Node, condition: ts.Node, scope: Scope, parsed: ParsedFile): Flow {
    this.ctx.impure();
    const reason = `the condition \`${textOf(condition, parsed)}\` is not known`;
    taintAssignments(node, scope, parsed, reason);
    if (parsed.routeCalls.some((c) => c.start >= node.pos && c.end <= node.end)) {
      this.ctx.report(spanOf(condition, parsed), notEvaluable.severity, notEvaluable.code, notEvaluable.message.guard(reason), { reason });
      this.ctx.skippedRoutes ??= reason;
    }
    return undefined;
  }
}

/** Whether a file's text has `var` at all (looked at once per file: most configs never use it). */
const varFiles = new WeakMap<object, boolean>();
function usesVar(parsed: ParsedFile): boolean {
  let uses = varFiles.get(parsed);
  // indexOf first: a regular expression's word boundaries cost more over a large file's every keystroke.
  if (uses === undefined) varFiles.set(parsed, (uses = parsed.text.includes('var') && /\bvar\b/.test(parsed.text)));
  return uses;
}

/** Thrown at an `await` in an async function: the rest of the function is not evaluated (Evaluator.awaitValue). */
class AsyncSuspended extends Error {
  constructor() {
    super('suspended at an await');
  }
}

/** A break or continue that reached the end of its function or module: nothing around it to leave (JavaScript's early error). */
function earlyJump(ctx: Evaluator['ctx'], flow: { kind: 'break' | 'continue'; label?: string }, at: Span): void {
  const what = `a '${flow.kind}' with no ${flow.label ? `label '${flow.label}'` : 'loop'} around it`;
  ctx.report(at, parseError.severity, parseError.code, parseError.message.early(what));
}
