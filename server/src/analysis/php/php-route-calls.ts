// `Route::x(...)` in PHP: translated into the one Route-call path of the evaluator (core/route-calls.ts), with PHP's
// values (block()'s separate strings, `array()` for no options, PHP text for paths) and hints where the TypeScript
// port differs from Bonfire's library, whose prefix and nesting the registry follows for PHP (`library: 'release'`).

import type { Span } from '../../base/text';
import { ROUTE_METHODS, VERB_METHODS } from '@routelens/shared';
import { phpString } from './php-environment';
import type { RouteCallSite } from '../core/route-calls';
import { applyRouteCall, enterRouteCall, hostValue, unknownRouteMethod } from '../core/route-calls';
import type { ObjectValue, Value } from '../core/values';
import { Unknown, arrayValue, displayValue, isArray, isNative, isObject, objectValue } from '../core/values';
import type { PhpContext } from './php-context';
import type { PhpNode, PhpParsedFile } from './php-parse';
import { emptyName, notEvaluable, phpBlockArray, phpUpstreamDiffers } from '@routelens/shared';

/** What a `Route::` call needs of the PHP interpreter that evaluates it (which implements this). */
export interface PhpCallState {
  readonly ctx: PhpContext;
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
  any: [2],
  get: [2],
  post: [2],
  put: [2],
  delete: [2],
  head: [2],
  patch: [2],
  options: [2],
  resources: [1],
  context: [1, 2],
};

/**
 * A PHP value as the engine sees it: arrays with keys are objects, closures are functions. In a route array
 * (`routeArray`), a closure is a callback route, whose target CodeIgniter 3 computes when it matches: `⟨callback⟩`.
 */
export function toHost(value: Value, it: PhpCallState, routeArray = false): unknown {
  return hostValue(value, (v) => {
    if (!isNative(v)) return undefined;
    return routeArray
      ? CALLBACK_TARGET
      : () => {
          v.call([], it.ctx.current ?? { file: it.parsed.file, start: 0, end: 0 });
        };
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

  constructor(
    private readonly it: PhpCallState,
    private readonly argNodes: PhpNode[],
    node: PhpNode,
  ) {
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
    unknownRouteMethod(ctx, method, it.span((node.what as PhpNode).offset as PhpNode), 'PHP stops with a fatal error here.');
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
      // The library takes its arguments (func_get_args) and joins each into the route's path as PHP text.
      if (args.some((a) => isArray(a) || isObject(a))) {
        ctx.report(span, phpBlockArray.severity, phpBlockArray.code, phpBlockArray.message());
      }
      applyRouteCall(ctx, method, site, [arrayValue(args.map((a) => (a instanceof Unknown ? a : phpString(a))))]);
      return null;
    }
    case 'prefix': {
      if (args[1] instanceof Unknown) return null;
      if (it.prefixDepth > 0) {
        ctx.report(span, phpUpstreamDiffers.severity, phpUpstreamDiffers.code, phpUpstreamDiffers.message.nestedPrefix(displayValue(args[0])));
      }
      it.prefixDepth++;
      try {
        const name = args[0] === null || args[0] === undefined || args[0] instanceof Unknown ? args[0] : phpString(args[0]);
        applyRouteCall(ctx, method, site, [name, values[1]]);
      } finally {
        it.prefixDepth--;
      }
      return null;
    }
    case 'resources':
      // empty($name): '0' creates nothing either.
      if (emptyInPhpOnly(args[0])) {
        ctx.report(span, emptyName.severity, emptyName.code, emptyName.message.phpEmpty(displayValue(args[0])));
        return null;
      }
      // Options that are set are joined as PHP text.
      if (isObject(values[1])) {
        values[1] = objectValue(
          [...values[1].props].map(([key, value]) => [
            key,
            ['controller', 'module', 'constraint'].includes(key) && value !== null && !(value instanceof Unknown) ? phpString(value) : value,
          ]),
        );
      }
      break;
    case 'context': {
      // The name is PHP text, unchecked; empty() decides the controller ('0' too) and whether there is a home.
      if (!(values[0] instanceof Unknown)) values[0] = phpString(values[0]);
      if (emptyInPhpOnly(values[1])) values[1] = null;
      const given = isObject(values[1]) ? 1 : isObject(values[2]) ? 2 : -1;
      const homeValue = given < 0 ? undefined : (values[given] as ObjectValue).props.get('home');
      if (emptyInPhpOnly(homeValue)) {
        values[given] = objectValue([...(values[given] as ObjectValue).props].filter(([key]) => key !== 'home'));
      }
      applyRouteCall(ctx, method, site, values);
      const options = isObject(args[1]) ? args[1] : isObject(args[2]) ? args[2] : undefined;
      const home = options?.props.get('home');
      if (typeof home === 'string' && home !== '' && ctx.registry.contextHome === 'spec') {
        ctx.report(span, 'warning', phpUpstreamDiffers.code, phpUpstreamDiffers.message.contextHome(displayValue(args[0]), home));
      }
      return null;
    }
    case 'named':
      return namedByMethod(it, values, site, node);
    case 'url':
      unknownRouteMethod(ctx, method, it.span((node.what as PhpNode).offset as PhpNode), "Bonfire's library has no url(): PHP stops with a fatal error here.");
      return it.unknown('Route::url does not exist in the PHP library', node);
  }
  const result = applyRouteCall(ctx, method, site, values);
  return result === undefined ? null : result;
}

/** A value PHP's empty() takes for nothing while the engine takes it as a value: '0', 0, false. */
function emptyInPhpOnly(value: Value): boolean {
  return value === '0' || value === 0 || value === false;
}

/**
 * `Route::named(name)`: a verb route is named only in a request of its method, so the value may differ by method;
 * then it is Unknown, with a warning (one table cannot hold it).
 */
function namedByMethod(it: PhpCallState, values: Value[], site: PhpCall, node: PhpNode): Value {
  const ctx = it.ctx;
  const name = values[0];
  const value = applyRouteCall(ctx, 'named', site, values);
  if (typeof name !== 'string' && typeof name !== 'number') return value ?? null;
  const byMethod = ctx.registry.namedByMethod(String(name));
  const distinct = new Set(byMethod.values());
  if (distinct.size <= 1) return [...distinct][0] ?? null;
  const by = [...byMethod]
    .filter(([, from]) => from !== null)
    .map(([verb, from]) => `'${from}' in ${verb} requests`)
    .join(', ');
  ctx.report(site.span, 'warning', notEvaluable.code, notEvaluable.message.phpNamedByMethod(String(name), by));
  return it.unknown(`Route::named('${name}') depends on the request method`, node);
}

/** Hints where the TypeScript port does differently what the library does inside a nested handler. */
function noteChild(it: PhpCallState, method: string, args: Value[], span: Span): void {
  const counts = it.childCounts;
  const index = counts.length - 1;
  if (index < 0) return;
  const first = counts[index] === 0;
  counts[index]++;
  const closureIndex = method === 'resources' ? 2 : method === 'context' || method === 'block' || method === 'prefix' ? -1 : 3;
  if (first && closureIndex >= 0 && isNative(args[closureIndex])) {
    it.ctx.report(span, phpUpstreamDiffers.severity, phpUpstreamDiffers.code, phpUpstreamDiffers.message.firstChildClosure());
  }
  if (it.prefixDepth > 0) {
    it.ctx.report(span, phpUpstreamDiffers.severity, phpUpstreamDiffers.code, phpUpstreamDiffers.message.prefixInHandler());
  }
}
