// The writes a PHP routes file makes to `$route`, recorded in order for its final table (docs/decisions.md#php-apps; see
// final-table.ts): which assignments are `Route::map` results, and every set, verb set, unset and replacement.

import type { Span } from '../../base/text';
import type { Value } from '../eval/values';
import { unknownsIn } from '../eval/values';
import type { PhpCallState } from './php-route-calls';
import { toHost } from './php-route-calls';
import { SYNTAX_HOLE } from './php-syntax-hole';

export class RouteArrayRecorder {
  /** The values `Route::map` returned, with the index of their call: assigning one to `$route` is a map op. */
  private readonly mapResults = new WeakMap<object, number>();

  constructor(private readonly state: PhpCallState) {}

  /** Notes that `result` is what the latest `Route::map` call returned. */
  mapped(result: Value): void {
    if (result !== null && typeof result === 'object') this.mapResults.set(result, this.state.ctx.mapCalls.length - 1);
  }

  /** `$route = …`: a `Route::map` result, or a whole new array. */
  whole(value: Value, span: Span): void {
    const ops = this.state.ctx.routeArrayOps;
    const index = value !== null && typeof value === 'object' ? this.mapResults.get(value) : undefined;
    if (index !== undefined) {
      ops.push({ kind: 'map', index, span });
      return;
    }
    const host = toHost(value, this.state, true);
    const entries = host !== null && typeof host === 'object' ? host as Record<string, unknown> : {};
    ops.push({ kind: 'replace', value: Array.isArray(entries) ? Object.fromEntries(entries.map((v, i) => [String(i), v])) : entries, span });
  }

  /** `$route[key] = value`, or with `verb`, `$route[key][verb] = value` (a callback route shows as `⟨callback⟩`). */
  set(key: string, verb: string | undefined, value: Value, span: Span, valueSpan?: Span, keySpan?: Span): void {
    const ctx = this.state.ctx;
    // A value that is not known is reported where it is written (an undefined constant named), as Route:: arguments are.
    for (const unknown of unknownsIn(value)) if (unknown.reason !== SYNTAX_HOLE) ctx.reportUnknown(unknown, valueSpan ?? span);
    const host = toHost(value, this.state, true);
    const condition = ctx.registry.activeCondition;
    ctx.routeArrayOps.push(verb === undefined ? { kind: 'set', key, value: host, span, condition, valueSpan, keySpan } : { kind: 'set-verb', key, verb, value: host, span, condition, valueSpan, keySpan });
    ctx.checkRouteLimit(span);
  }

  /** `unset($route[key])`. */
  unset(key: string, span: Span): void {
    this.state.ctx.routeArrayOps.push({ kind: 'unset', key, span });
  }
}
