// `Route.*` calls of the TypeScript front end: the call as written (spans from its syntax node, closures interpreted
// when the engine calls them), into the one Route-call path of the core (core/route-calls.ts).

import type { ts } from 'ts-morph';
import type { Span } from '../../base/text';
import { spanOf, unknownAt } from '../core/context';
import type { RouteCallSite } from '../core/route-calls';
import { IS_ROUTE_METHOD, applyRouteCall, enterRouteCall, hostValue, unknownRouteMethod } from '../core/route-calls';
import type { SourceIndex } from '../core/source-index';
import type { Value } from '../core/values';
import { isClosure } from '../core/values';
import type { Evaluator } from './evaluator';
import type { ParsedFile } from './syntax/ts-parse';
import { TS } from './syntax/typescript';

/** A TypeScript Value as the engine sees it: closures become functions that interpret them. */
export function toHost(value: Value, it: Evaluator, parsed: SourceIndex, at: Span): unknown {
  // Most arguments are strings: no conversion function is made for them.
  if (value === null || typeof value !== 'object') return value;
  return hostValue(value, (v) =>
    isClosure(v)
      ? () => {
          it.callClosureAt(v, [], at, parsed);
        }
      : undefined,
  );
}

/** A call of the TypeScript front end: spans from its syntax node, closures interpreted when the engine calls them. */
class SyntaxCall implements RouteCallSite {
  readonly span: Span;

  constructor(
    private readonly it: Evaluator,
    private readonly call: ts.CallExpression,
    private readonly parsed: ParsedFile,
  ) {
    this.span = spanOf(call, parsed);
  }

  argumentSpan(index: number): Span {
    const argument = this.call.arguments[index];
    return argument ? spanOf(argument, this.parsed) : this.span;
  }

  host(value: Value): unknown {
    return toHost(value, this.it, this.parsed, this.span);
  }
}

/** Whether `x.m` is written as the text count counts Route calls (`Route.m(`, an alias' or a namespace's `….Route.m(`). */
function isRouteWritten(access: ts.PropertyAccessExpression, parsed: ParsedFile): boolean {
  const receiver = access.expression;
  const name = TS.isIdentifier(receiver) ? receiver.text : TS.isPropertyAccessExpression(receiver) ? receiver.name.text : undefined;
  return name !== undefined && parsed.routeNames.has(name);
}

export function callRoute(it: Evaluator, method: string, call: ts.CallExpression, args: Value[], parsed: ParsedFile): Value {
  const ctx = it.ctx;
  const site = new SyntaxCall(it, call, parsed);
  const span = site.span;
  // `Route[verb](…)` and a method value's call are reached calls too, but not `Route.x(…)` as written.
  enterRouteCall(ctx, method, parsed.file, span.start, TS.isPropertyAccessExpression(call.expression) && isRouteWritten(call.expression, parsed));
  if (!IS_ROUTE_METHOD.has(method)) {
    const callee = call.expression;
    unknownRouteMethod(ctx, method, TS.isPropertyAccessExpression(callee) ? spanOf(callee.name, parsed) : span, 'At run time this call throws a TypeError.');
    return unknownAt(`Route.${method} does not exist`, call, parsed);
  }
  return applyRouteCall(ctx, method, site, args);
}
