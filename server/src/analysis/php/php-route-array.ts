// The writes a PHP routes file makes to `$route`, recorded in order for its final table (docs/decisions.md#php-apps; see
// final-table.ts): which assignments are `Route::map` results, and every set, verb set, unset and replacement.

import type { Span } from '../../base/text';
import type { Value } from '../core/values';
import { Unknown, unknownsIn } from '../core/values';
import type { PhpCallState } from './php-route-calls';
import { toHost } from './php-route-calls';
import { SYNTAX_HOLE } from './php-syntax-hole';
import type { PhpNode } from './php-parse';
import type { PhpContext } from './php-context';

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
    // `$route = $routes->map($route)` of an object not known: the table from here is not known, and said so here.
    if (value instanceof Unknown) this.state.ctx.reportUnknown(value, span);
    const host = toHost(value, this.state, true);
    const entries = host !== null && typeof host === 'object' ? (host as Record<string, unknown>) : {};
    ops.push({ kind: 'replace', value: Array.isArray(entries) ? Object.fromEntries(entries.map((v, i) => [String(i), v])) : entries, span });
  }

  /** `$route[key] = value`, or with `verb`, `$route[key][verb] = value` (a callback route shows as `⟨callback⟩`). */
  set(key: string, verb: string | undefined, value: Value, span: Span, valueSpan?: Span, keySpan?: Span): void {
    const ctx = this.state.ctx;
    // A value that is not known is reported where it is written (an undefined constant named), as Route:: arguments are.
    for (const unknown of unknownsIn(value)) if (unknown.reason !== SYNTAX_HOLE) ctx.reportUnknown(unknown, valueSpan ?? span);
    const host = toHost(value, this.state, true);
    const condition = ctx.registry.activeCondition;
    ctx.routeArrayOps.push(
      verb === undefined
        ? { kind: 'set', key, value: host, span, condition, valueSpan, keySpan }
        : { kind: 'set-verb', key, verb, value: host, span, condition, valueSpan, keySpan },
    );
    ctx.checkRouteLimit(span);
  }

  /** `unset($route[key])`. */
  unset(key: string, span: Span): void {
    this.state.ctx.routeArrayOps.push({ kind: 'unset', key, span });
  }
}

/**
 * Where the routes file's `$route` is read as a value (PhpContext.routeReads). Fetching it to write a key
 * into it or to unset one is not a read (the ops record those); a `Route::` call's argument that is `$route` itself
 * is a copy (the library takes one), noted by its place. Any other read may keep the array (the evaluator's arrays
 * are shared, not copied), which makes every later write matter everywhere.
 */
export class RouteReads {
  private fetched: PhpNode | undefined;
  private copied: PhpNode | undefined;

  constructor(private readonly ctx: PhpContext) {}

  /** Runs `fetch`, which evaluates `node` to write into (or unset a key of) what it holds. */
  fetching<T>(node: PhpNode, fetch: () => T): T {
    const outer = this.fetched;
    this.fetched = node;
    try {
      return fetch();
    } finally {
      this.fetched = outer;
    }
  }

  /** Whether `node` is being evaluated to write into it (see `fetching`). */
  isFetched(node: PhpNode): boolean {
    return node === this.fetched;
  }

  /** Runs `evaluate`, which evaluates `node` as an argument of a `Route::` call. */
  copying<T>(node: PhpNode, evaluate: () => T): T {
    this.copied = node;
    try {
      return evaluate();
    } finally {
      this.copied = undefined;
    }
  }

  /**
   * `$route[key]` (the node) was read, in `file`, and gave `value`: a plain value read by its key depends on that key
   * alone (a key not known, or an array that may be kept, is any read).
   */
  keyRead(key: string | undefined, value: unknown, node: PhpNode, file: string): void {
    const reads = this.ctx.routeReads;
    if (key === undefined || (typeof value === 'object' && value !== null) || file !== this.ctx.entry) reads.kept = true;
    else reads.keys.push({ key, end: endOf(node) });
  }

  /** `$route` (the node) was read, in `file`. */
  read(node: PhpNode, file: string): void {
    if (node === this.fetched) return;
    const reads = this.ctx.routeReads;
    if (node === this.copied && file === this.ctx.entry) reads.end = Math.max(reads.end, endOf(node));
    else reads.kept = true;
  }
}

/** Where a node ends (a node without a place: as late as can be, so that nothing after it counts as unread). */
function endOf(node: PhpNode): number {
  return (node.loc as { end?: { offset: number } } | undefined)?.end?.offset ?? Number.MAX_SAFE_INTEGER;
}
