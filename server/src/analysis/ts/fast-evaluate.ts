// Evaluates what the fast reader read (fast-read.ts) to exactly what the TypeScript front end makes of the same
// text: the same values, spans, engine calls and diagnostics, through the same helpers.

import type { Span } from '../../base/text';
import type { ModuleRecord } from '../core/context';
import { Scope, read } from '../core/context';
import { concatIn, plusIn } from './text-ops';
import type { FastArrow, FastCall, FastExpression, FastObject, FastStatement } from './syntax/fast-program';
import { FastKind } from './syntax/fast-program';
import type { Evaluator } from './evaluator';
import { exportName } from './bindings';
import type { ReadFile } from './syntax/ts-parse';
import type { RouteCallSite } from '../core/route-calls';
import { applyRouteCall, enterRouteCall } from '../core/route-calls';
import { toHost } from './route-calls';
import type { Value } from '../core/values';
import type { WrittenValues } from '../core/values';
import { Unknown, WrittenObject, arrayValue, objectValue } from '../core/values';

/** Runs a read module: binds its imports (evaluating those modules), then runs its statements. */
export function evaluateRead(it: Evaluator, record: ModuleRecord, parsed: ReadFile): void {
  const program = parsed.program;
  const evaluator = new FastEvaluator(it, parsed);
  const scope = record.scope;
  for (const declaration of program.imports) {
    const source = it.importSource(declaration.specifier, { file: parsed.file, start: declaration.start, end: declaration.end }, parsed);
    for (let i = 0; i < declaration.locals.length; i++) {
      const imported = declaration.imported[i];
      scope.vars.set(declaration.locals[i], { get: () => source(imported), mutable: false });
    }
  }
  // An import statement is a step where it stands among the others, as the interpreter counts it.
  const imports = program.imports;
  let counted = 0;
  const countImport = (index: number): void => {
    it.ctx.enterAt(parsed.file, imports[index].start, imports[index].end);
    it.ctx.step();
  };
  const statements = program.statements;
  for (let i = 0; i < statements.length; i++) {
    while (counted < imports.length && imports[counted].start < statements[i].start) countImport(counted++);
    evaluator.statement(statements[i], scope, record);
  }
  while (counted < imports.length) countImport(counted++);
}

/** A closure argument of a Route call, with the scope it was written in. */
class ReadClosure {
  constructor(
    readonly arrow: FastArrow,
    readonly scope: Scope,
  ) {}
}

class FastEvaluator {
  private readonly file: string;
  private readonly maxString: number;

  constructor(
    private readonly it: Evaluator,
    readonly parsed: ReadFile,
  ) {
    this.file = parsed.file;
    this.maxString = it.ctx.limits.maxStringLength;
  }

  statement(statement: FastStatement, scope: Scope, record: ModuleRecord | undefined): void {
    const ctx = this.it.ctx;
    ctx.step();
    ctx.enterAt(this.file, statement.start, statement.end);
    const value = this.expression(statement.expression, scope);
    if (statement.declares === undefined) return;
    scope.declare(statement.declares, value, statement.mutable);
    if (record && statement.exported) exportName(statement.declares, scope, record);
  }

  expression(expression: FastExpression, scope: Scope): Value {
    if (typeof expression !== 'object' || expression === null) return expression;
    switch (expression.kind) {
      case FastKind.Name: {
        const binding = scope.lookup(expression.name);
        if (!binding) {
          if (expression.name === 'undefined') return undefined;
          throw new Error(`the fast reader let '${expression.name}' through undeclared`);
        }
        const value = read(binding);
        // An Unknown import is shown under the name used here, not as the import statement.
        if (binding.get && value instanceof Unknown) {
          return new Unknown(value.reason, expression.name, { file: this.file, start: expression.start, end: expression.end }, value.rendered);
        }
        return value;
      }
      case FastKind.Template: {
        let result: Value = expression.head;
        for (let i = 0; i < expression.expressions.length; i++) {
          const start = expression.partStarts[i];
          const end = expression.partEnds[i];
          result = concatIn(result, this.expression(expression.expressions[i], scope), this.parsed, start, end, this.maxString);
          result = concatIn(result, expression.literals[i], this.parsed, start, end, this.maxString);
        }
        return result;
      }
      case FastKind.Plus: {
        const left = this.expression(expression.left, scope);
        return plusIn(left, this.expression(expression.right, scope), this.parsed, expression.start, expression.end, this.maxString);
      }
      case FastKind.Object: {
        if (expression.plain) return new WrittenObject(this.file, expression as FastObject & WrittenValues);
        const object = objectValue();
        object.literal = { file: this.file, keys: expression.keys, starts: expression.starts, ends: expression.ends };
        for (let i = 0; i < expression.keys.length; i++) object.props.set(expression.keys[i], this.expression(expression.values[i], scope));
        return object;
      }
      case FastKind.Array: {
        const items: Value[] = [];
        for (const item of expression.items) items.push(this.expression(item, scope));
        return arrayValue(items);
      }
      case FastKind.Call:
        return this.call(expression, scope);
      case FastKind.Arrow:
        throw new Error('the fast reader let a closure through outside a Route call');
    }
  }

  private call(call: FastCall, scope: Scope): Value {
    const written = call.args;
    const args: Value[] = new Array(written.length);
    for (let i = 0; i < written.length; i++) {
      const arg = written[i];
      args[i] =
        typeof arg === 'object' && arg !== null && arg.kind === FastKind.Arrow
          ? (new ReadClosure(arg, scope) as unknown as Value)
          : this.expression(arg, scope);
    }
    const ctx = this.it.ctx;
    enterRouteCall(ctx, call.method, this.file, call.start);
    return applyRouteCall(ctx, call.method, new ReadCall(this, call), args);
  }

  /** Calls a closure argument, as the TypeScript front end calls a closure (see Evaluator.callClosureAt). */
  runClosure(closure: ReadClosure, at: Span): void {
    const ctx = this.it.ctx;
    if (ctx.tooDeep(at)) return;
    const scope = new Scope(closure.scope);
    ctx.callDepth++;
    ctx.pushPosition();
    try {
      const { arrow } = closure;
      if (!arrow.block) this.expression(arrow.body as FastExpression, scope);
      else for (const statement of arrow.body as FastStatement[]) this.statement(statement, scope, undefined);
    } finally {
      ctx.callDepth--;
      ctx.popPosition();
    }
  }

  toHost(value: Value, at: Span): unknown {
    if (value instanceof ReadClosure) return () => this.runClosure(value, at);
    return toHost(value, this.it, this.parsed, at);
  }
}

/** A Route call as the fast reader read it. */
class ReadCall implements RouteCallSite {
  readonly span: Span;

  constructor(
    private readonly evaluator: FastEvaluator,
    private readonly call: FastCall,
  ) {
    this.span = { file: evaluator.parsed.file, start: call.start, end: call.end };
  }

  argumentSpan(index: number): Span {
    const call = this.call;
    return index < call.args.length ? { file: this.span.file, start: call.argStarts[index], end: call.argEnds[index] } : this.span;
  }

  host(value: Value): unknown {
    return this.evaluator.toHost(value, this.span);
  }
}
