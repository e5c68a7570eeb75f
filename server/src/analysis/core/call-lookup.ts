// Which Route call is at an offset: asked on every hover, completion and signature help, so it is a binary search
// over the file's calls rather than a pass over all of them.

import type { RouteCallSyntax } from './source-index';

interface CallOrder {
  /** The calls by start (a wider call first when two start together). */
  readonly sorted: readonly RouteCallSyntax[];
  /** The furthest end among `sorted[0..i]`: no call at or before `i` reaches past it. */
  readonly reach: Int32Array;
}

const orders = new WeakMap<readonly RouteCallSyntax[], CallOrder>();

function orderOf(calls: readonly RouteCallSyntax[]): CallOrder {
  let order = orders.get(calls);
  if (!order) {
    const sorted = [...calls].sort((a, b) => a.start - b.start || b.end - a.end);
    const reach = new Int32Array(sorted.length);
    let furthest = -1;
    for (let i = 0; i < sorted.length; i++) reach[i] = furthest = Math.max(furthest, sorted[i].end);
    order = { sorted, reach };
    orders.set(calls, order);
  }
  return order;
}

/** How many of the calls (sorted by start) start at or before `offset` (a binary search). */
function startingBy(sorted: readonly RouteCallSyntax[], offset: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid].start <= offset) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The calls in document order: by start, an outer call before the calls inside it (made once per list of calls). */
export function callsInOrder(calls: readonly RouteCallSyntax[]): readonly RouteCallSyntax[] {
  return orderOf(calls).sorted;
}

/**
 * The innermost call whose range contains `offset` (ends included), if any. Calls nest or are disjoint (they are
 * syntax), so the innermost one that contains the offset is the one that starts last: the search goes back from the
 * last call that starts at or before the offset, and stops where no earlier call reaches it.
 */
export function innermostCallAt(calls: readonly RouteCallSyntax[], offset: number): RouteCallSyntax | undefined {
  const { sorted, reach } = orderOf(calls);
  for (let i = startingBy(sorted, offset) - 1; i >= 0 && reach[i] >= offset; i--) {
    if (sorted[i].end >= offset) return sorted[i];
  }
  return undefined;
}

/**
 * The calls whose range meets [start, end] (ends included), in document order: what a range request (inlay hints
 * for the lines on screen) looks at, found by a binary search for the last call that starts by `end` and a walk
 * back that stops where no earlier call reaches `start`.
 */
export function callsMeeting(calls: readonly RouteCallSyntax[], start: number, end: number): RouteCallSyntax[] {
  const { sorted, reach } = orderOf(calls);
  const found: RouteCallSyntax[] = [];
  for (let i = startingBy(sorted, end) - 1; i >= 0 && reach[i] >= start; i--) {
    if (sorted[i].end >= start) found.push(sorted[i]);
  }
  return found.reverse();
}

/**
 * The calls that lie within [start, end] (both ends of each call inside), in document order: the calls of a branch
 * that a known condition rules out. A binary search for the first call that starts at `start` or later, then the
 * calls that start by `end`.
 */
export function callsWithin(calls: readonly RouteCallSyntax[], start: number, end: number): RouteCallSyntax[] {
  const { sorted } = orderOf(calls);
  const found: RouteCallSyntax[] = [];
  for (let i = startingBy(sorted, start - 1); i < sorted.length && sorted[i].start <= end; i++) {
    if (sorted[i].end <= end) found.push(sorted[i]);
  }
  return found;
}
