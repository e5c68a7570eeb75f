// `Route::x(...)` in PHP: the same engine as TypeScript, with PHP's block() and warnings where Bonfire differs.

import type { RouteArray, SourceLocation } from '@routelens/shared';
import { ROUTE_METHODS, mapCodeIgniter } from '@routelens/shared';
import { fromHost, namedCall, recordMapCall, registerVerbRoute, suggestMethod } from '../eval/route-calls';
import type { Span, Value } from '../eval/values';
import { Unknown, displayValue, isArray, isNative, isObject, placeholder, propertySpan, unknownsIn } from '../eval/values';
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

const OPTION_ARGUMENT: Record<string, number[]> = {
  any: [2], get: [2], post: [2], put: [2], delete: [2], head: [2], patch: [2], options: [2], resources: [1], context: [1, 2],
};

/**
 * A PHP value as the engine sees it: arrays with keys are objects, closures are functions. In a route array
 * (`routeArray`), a closure is a callback route, whose target CodeIgniter 3 computes when it matches: `⟨callback⟩`.
 */
export function toHost(value: Value, it: PhpCallState, routeArray = false, depth = 0): unknown {
  if (value instanceof Unknown) return value.rendered ?? placeholder(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 16) return '⟨…⟩';
  if (isArray(value)) return value.items.map((v) => toHost(v, it, routeArray, depth + 1));
  if (isObject(value)) {
    const object: Record<string, unknown> = {};
    for (const [k, v] of value.props) if (k !== '…') Object.defineProperty(object, k, { value: toHost(v, it, routeArray, depth + 1), enumerable: true, writable: true, configurable: true });
    return object;
  }
  if (isNative(value)) return routeArray ? CALLBACK_TARGET : () => { value.call([], it.ctx.current ?? { file: it.parsed.file, start: 0, end: 0 }); };
  return '⟨function⟩';
}

/** The target shown for a callback route (a closure as a `$route` value). */
export const CALLBACK_TARGET = '⟨callback⟩';

export function callPhpRoute(it: PhpCallState, method: string, node: PhpNode, argNodes: PhpNode[], args: Value[], _vars: Map<string, Value>): Value {
  const ctx = it.ctx;
  const span = it.span(node);
  const argSpan = (i: number): Span => (argNodes[i] ? it.span(argNodes[i]) : span);
  ctx.visit(it.parsed.file, span.start);
  if (!ROUTE_METHODS.includes(method.toLowerCase())) {
    const suggestion = suggestMethod(method);
    const name = ((node.what as PhpNode).offset as PhpNode);
    ctx.report(it.span(name), 'error', 'unknown-method', `Route has no method '${method}'${suggestion ? `; did you mean '${suggestion}'?` : '.'} PHP stops with a fatal error here.`, suggestion ? { suggestion } : undefined);
    return it.unknown(`Route::${method} does not exist`, node);
  }
  method = method.toLowerCase();
  args.forEach((arg, i) => {
    for (const unknown of unknownsIn(arg)) ctx.reportUnknown(unknown, argSpan(i));
  });
  const registry = ctx.registry;
  const location: SourceLocation = span;
  const optionIndexes = OPTION_ARGUMENT[method] ?? [];
  // `array()` is how PHP writes "no options".
  const host = (i: number) => (optionIndexes.includes(i) && isArray(args[i]) && (args[i] as { items: Value[] }).items.length === 0 ? {} : toHost(args[i], it));
  const handler = (i: number) => {
    const value = args[i];
    if (!isNative(value)) return value instanceof Unknown ? undefined : host(i);
    return () => {
      it.childCounts.push(0);
      it.nestDepth++;
      try {
        value.call([], span);
      } finally {
        it.nestDepth--;
        it.childCounts.pop();
      }
    };
  };
  if (it.nestDepth > 0 && method !== 'named' && method !== 'map' && method !== 'reset') noteChild(it, method, args, span);
  switch (method) {
    case 'resources':
      registry.at(location).resources(host(0), host(1), handler(2));
      break;
    case 'context': {
      registry.at(location).context(host(0), host(1), host(2));
      const options = isObject(args[1]) ? args[1] : isObject(args[2]) ? args[2] : undefined;
      const home = options?.props.get('home');
      if (typeof home === 'string' && home !== '' && registry.contextHome === 'spec') {
        ctx.report(span, 'warning', 'php-upstream-differs', `Bonfire's released library maps the bare '${displayValue(args[0])}' to '${home}'; with the specification's context home (--php-context-home spec) routelens maps it to '${displayValue(args[0])}/${home}'.`);
      }
      break;
    }
    case 'block': {
      const structured = args.some((a) => isArray(a) || isObject(a));
      if (structured) {
        ctx.report(span, 'warning', 'php-block-array', "An array passed to Route::block(): the original PHP library takes the paths as separate strings and would block a route literally named 'Array'. routelens blocks each path of the array; write Route::block('a', 'b').");
        registry.at(location).block(host(0));
      } else {
        registry.at(location).block(args.map((_, i) => host(i)));
      }
      break;
    }
    case 'prefix': {
      if (args[1] instanceof Unknown) break;
      if (it.prefixDepth > 0) {
        ctx.report(span, 'warning', 'php-upstream-differs', `Nested prefix() calls do not stack in the original PHP library: routes inside would get only '${displayValue(args[0])}/' in front, and the outer prefix is lost after this call. routelens stacks them.`);
      }
      it.prefixDepth++;
      try {
        registry.at(location).prefix(host(0), host(1));
      } finally {
        it.prefixDepth--;
      }
      break;
    }
    case 'reset':
      registry.at(location).reset();
      break;
    case 'named':
      return namedCall(ctx, location, args[0], host(0), argSpan(0));
    case 'url':
      return fromHost(registry.at(location).url(host(0), ...args.slice(1).map((_, i) => host(i + 1))));
    case 'map': {
      const input = (isObject(args[0]) ? toHost(args[0], it, true) : {}) as RouteArray;
      const call = recordMapCall(ctx, span, input, isObject(args[0]) ? propertySpan(args[0], 'translate_uri_dashes') : undefined, 'hint');
      return fromHost(mapCodeIgniter(input, call.registrations, registry.defaultHome));
    }
    default:
      registerVerbRoute(ctx, method, location, host(0), host(1), host(2), handler(3), args[2], { argumentSpan: argSpan });
  }
  ctx.checkRouteLimit(span);
  return null;
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
