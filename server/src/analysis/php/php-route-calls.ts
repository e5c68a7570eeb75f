// `Route::x(...)` in PHP: translated into the one Route-call path of the evaluator (eval/route-calls.ts), with PHP's
// block() and warnings where Bonfire differs.

import { ROUTE_METHODS, VERB_METHODS } from '@routelens/shared';
import { phpString } from './php-environment';
import type { RouteCallSite } from '../eval/route-calls';
import { applyRouteCall, enterRouteCall, hostValue, unknownRouteMethod } from '../eval/route-calls';
import type { Span, Value } from '../eval/values';
import { Unknown, arrayValue, displayValue, isArray, isNative, isObject, objectValue } from '../eval/values';
import type { EvaluationContext } from '../eval/context';
import type { PhpNode, PhpParsedFile } from './php-parse';

/** What a `Route::` call needs of the PHP interpreter that evaluates it (which implements this). */
export interface PhpCallState {
  readonly ctx: EvaluationContext;
  readonly parsed: PhpParsedFile;
  /** How many prefix() callbacks and nested handlers are running: the original library behaves differently there. */
  prefixDepth: number;
  nestDepth: number;
  /** Per running nested handler: how many child registrations it has made so far. */
  readonly childCounts: number[];
  span(node: PhpNode): Span;
  unknown(reason: string, node: PhpNode): Unknown;
}

const VERB_OR_ANY = new Set(['any', ...VERB_METHODS]);

const OPTION_ARGUMENT: Record<string, number[]> = {
  any: [2], get: [2], post: [2], put: [2], delete: [2], head: [2], patch: [2], options: [2], resources: [1], context: [1, 2],
};

/**
 * A PHP value as the engine sees it: arrays with keys are objects, closures are functions. In a route array
 * (`routeArray`), a closure is a callback route, whose target CodeIgniter 3 computes when it matches: `⟨callback⟩`.
 */
export function toHost(value: Value, it: PhpCallState, routeArray = false): unknown {
  return hostValue(value, (v) => {
    if (!isNative(v)) return undefined;
    return routeArray ? CALLBACK_TARGET : () => { v.call([], it.ctx.current ?? { file: it.parsed.file, start: 0, end: 0 }); };
  });
}

/** The target shown for a callback route (a closure as a `$route` value). */
export const CALLBACK_TARGET = '⟨callback⟩';

/**
 * A `Route::` call as written in a PHP file: its spans, and its PHP values as the engine sees them (arrays with keys
 * as objects; closures as functions, a nested handler's counted as the original library counts its children).
 */
class PhpCall implements RouteCallSite {
  readonly span: Span;
  readonly dashesSeverity = 'hint' as const;

  constructor(private readonly it: PhpCallState, private readonly argNodes: PhpNode[], node: PhpNode) {
    this.span = it.span(node);
  }

  argumentSpan(index: number): Span {
    return this.argNodes[index] ? this.it.span(this.argNodes[index]) : this.span;
  }

  host(value: Value, role?: 'handler' | 'routes'): unknown {
    const it = this.it;
    if (role === 'handler' && isNative(value)) {
      return () => {
        it.childCounts.push(0);
        it.nestDepth++;
        try {
          value.call([], this.span);
        } finally {
          it.nestDepth--;
          it.childCounts.pop();
        }
      };
    }
    return toHost(value, it, role === 'routes');
  }
}

/**
 * `Route::x(...)`: what PHP writes differently is translated (separate strings to block(), `array()` for no
 * options) and what Bonfire's released library does differently is warned about; the call itself goes through the
 * one path every front end uses (applyRouteCall).
 */
export function callPhpRoute(it: PhpCallState, method: string, node: PhpNode, argNodes: PhpNode[], args: Value[], _vars: Map<string, Value>): Value {
  const ctx = it.ctx;
  const site = new PhpCall(it, argNodes, node);
  const span = site.span;
  enterRouteCall(ctx, method.toLowerCase(), it.parsed.file, span.start);
  if (!ROUTE_METHODS.includes(method.toLowerCase())) {
    unknownRouteMethod(ctx, method, it.span(((node.what as PhpNode).offset as PhpNode)), 'PHP stops with a fatal error here.');
    return it.unknown(`Route::${method} does not exist`, node);
  }
  method = method.toLowerCase();
  // `array()` is how PHP writes "no options"; a verb route's path and target are strings to the library (it
  // concatenates them), so null, booleans and numbers are as PHP writes them.
  const verb = VERB_OR_ANY.has(method);
  const values = args.map((arg, i) => {
    if ((OPTION_ARGUMENT[method] ?? []).includes(i) && isArray(arg) && arg.items.length === 0) return objectValue();
    if (verb && i < 2 && (arg === null || typeof arg === 'boolean' || typeof arg === 'number')) return phpString(arg);
    return arg;
  });
  if (it.nestDepth > 0 && method !== 'named' && method !== 'map' && method !== 'reset') noteChild(it, method, args, span);
  switch (method) {
    case 'block': {
      if (args.some((a) => isArray(a) || isObject(a))) {
        ctx.report(span, 'warning', 'php-block-array', "An array passed to Route::block(): the original PHP library takes the paths as separate strings and would block a route literally named 'Array'. routelens blocks each path of the array; write Route::block('a', 'b').");
        applyRouteCall(ctx, method, site, values.slice(0, 1));
        return null;
      }
      // PHP apps pass the paths as separate strings, as the library's usage shows.
      applyRouteCall(ctx, method, site, [arrayValue(values)]);
      return null;
    }
    case 'prefix': {
      if (args[1] instanceof Unknown) return null;
      if (it.prefixDepth > 0) {
        ctx.report(span, 'warning', 'php-upstream-differs', `Nested prefix() calls do not stack in the original PHP library: routes inside would get only '${displayValue(args[0])}/' in front, and the outer prefix is lost after this call. routelens stacks them.`);
      }
      it.prefixDepth++;
      try {
        applyRouteCall(ctx, method, site, values);
      } finally {
        it.prefixDepth--;
      }
      return null;
    }
    case 'context': {
      applyRouteCall(ctx, method, site, values);
      const options = isObject(args[1]) ? args[1] : isObject(args[2]) ? args[2] : undefined;
      const home = options?.props.get('home');
      if (typeof home === 'string' && home !== '' && ctx.registry.contextHome === 'spec') {
        ctx.report(span, 'warning', 'php-upstream-differs', `Bonfire's released library maps the bare '${displayValue(args[0])}' to '${home}'; with the specification's context home (--php-context-home spec) routelens maps it to '${displayValue(args[0])}/${home}'.`);
      }
      return null;
    }
  }
  const result = applyRouteCall(ctx, method, site, values);
  return result === undefined ? null : result;
}

/** Warnings for what the original library does differently inside a nested handler. */
function noteChild(it: PhpCallState, method: string, args: Value[], span: Span): void {
  const counts = it.childCounts;
  const index = counts.length - 1;
  if (index < 0) return;
  const first = counts[index] === 0;
  counts[index]++;
  const closureIndex = method === 'resources' ? 2 : method === 'context' || method === 'block' || method === 'prefix' ? -1 : 3;
  if (first && closureIndex >= 0 && isNative(args[closureIndex])) {
    it.ctx.report(span, 'warning', 'php-upstream-differs', 'The original PHP library ignores the closure of the first route inside a nested handler; routelens runs it.');
  }
  if (it.prefixDepth > 0) {
    it.ctx.report(span, 'warning', 'php-upstream-differs', "Inside a nested handler the original PHP library applies the surrounding prefix a second time (prefix/prefix/parent/…); routelens applies it once, through the parent's path.");
  }
}
