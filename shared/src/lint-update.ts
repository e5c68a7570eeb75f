// Updating the index of a table's `from`s (lint-index.ts) for a table that differs from the indexed one in one run
// of registrations: what a keystroke changes. The result is the index of the new table built from scratch.

import type { FromIndex } from './lint-index';
import { FromInfo, decide, isLiteralPath, isRealPattern, newInfo, verbBits } from './lint-index';
import { isLiteralRange } from '@routelens/route/literal';
import { MAX_CANDIDATES, REST_SEGMENT } from './segment-trie';
import type { IdentityWindow } from './lint-checks';
import { MAX_CHANGED } from './lint-checks';
import type { Registration } from '@routelens/route/types';

/** A change of more `from`s than this, or that can affect more, is linted from scratch. */
const MAX_AFFECTED = 64;

/** The first segment of a path (all of it when it has no '/'). */
function firstSegment(from: string): string {
  const slash = from.indexOf('/');
  return slash < 0 ? from : from.slice(0, slash);
}

/** The `from`s of an index by first segment. */
function indexByFirst(infos: ReadonlyMap<string, FromInfo>): Map<string, Set<FromInfo>> {
  const byFirst = new Map<string, Set<FromInfo>>();
  for (const info of infos.values()) addByFirst(byFirst, info);
  return byFirst;
}

/**
 * The bucket of the `from`s whose first segment is not plain text (a pattern there can match any first segment):
 * a key no first segment can be, as it never holds a '/'.
 */
const ANY_FIRST = '/';

/** Whether a path's first segment is plain text. */
function literalFirst(from: string): boolean {
  const slash = from.indexOf('/');
  return isLiteralRange(from, 0, slash < 0 ? from.length : slash);
}

/** Puts a `from` in its first segment's bucket (and in ANY_FIRST's when that segment is not plain text). */
function addByFirst(byFirst: Map<string, Set<FromInfo>>, info: FromInfo): void {
  addTo(byFirst, firstSegment(info.from), info);
  if (!literalFirst(info.from)) addTo(byFirst, ANY_FIRST, info);
}

function addTo(byFirst: Map<string, Set<FromInfo>>, key: string, info: FromInfo): void {
  let bucket = byFirst.get(key);
  if (bucket === undefined) byFirst.set(key, (bucket = new Set()));
  bucket.add(info);
}

/** Takes a `from` out of its buckets. */
function removeByFirst(byFirst: Map<string, Set<FromInfo>>, info: FromInfo): void {
  removeFrom(byFirst, firstSegment(info.from), info);
  if (!literalFirst(info.from)) removeFrom(byFirst, ANY_FIRST, info);
}

function removeFrom(byFirst: Map<string, Set<FromInfo>>, key: string, info: FromInfo): void {
  const bucket = byFirst.get(key);
  if (bucket === undefined) return;
  bucket.delete(info);
  if (bucket.size === 0) byFirst.delete(key);
}

/**
 * How many registrations at the start (`p`) and at the end (`s`) of the table are as indexed: the same registration
 * objects first (a pass over two arrays of references, or `identity`, where the caller made that pass over the
 * indexed table), then the same `from` and verbs.
 */
function unchangedEnds(index: FromIndex, registrations: readonly Registration[], identity: IdentityWindow | undefined): { p: number; s: number } {
  const old = index.infoAt;
  const oldVerbs = index.verbs;
  const n = old.length;
  const m = registrations.length;
  const table = index.table !== undefined && index.table.length === n ? index.table : undefined;
  let p = 0;
  let s = 0;
  if (table !== undefined && identity !== undefined) {
    p = identity.start;
    s = n - identity.oldEnd;
  } else if (table !== undefined) {
    while (p < n && p < m && registrations[p] === table[p]) p++;
  }
  while (p < n && p < m && registrations[p].from === old[p].from && verbBits(registrations[p]) === oldVerbs[p]) p++;
  if (table !== undefined && identity === undefined) while (s < n - p && s < m - p && registrations[m - 1 - s] === table[n - 1 - s]) s++;
  // The two ends never overlap (a prefix of same `from`s may reach into the same objects at the end).
  s = Math.min(s, n - p, m - p);
  while (s < n - p && s < m - p && registrations[m - 1 - s].from === old[n - 1 - s].from && verbBits(registrations[m - 1 - s]) === oldVerbs[n - 1 - s]) s++;
  return { p, s };
}

/**
 * Adds to `affected` the `from`s a changed pattern could shadow, or stop shadowing. Those all have its first segment
 * when that is plain text (see couldShadow): only they are looked at then, else every `from`. Returns the index by
 * first segment (made when needed), or undefined when too many are affected.
 */
function shadowedByChanged(
  changed: ReadonlySet<string>,
  infos: Map<string, FromInfo>,
  byFirst: Map<string, Set<FromInfo>> | undefined,
  affected: Set<FromInfo>,
): { buckets: Map<string, Set<FromInfo>> | undefined } | undefined {
  let buckets = byFirst;
  for (const from of changed) {
    if (isLiteralPath(from) || !isRealPattern(from)) continue;
    const slash = from.indexOf('/');
    const firstEnd = slash < 0 ? from.length : slash;
    let pool: Iterable<FromInfo>;
    if (isLiteralRange(from, 0, firstEnd)) {
      buckets ??= indexByFirst(infos);
      pool = buckets.get(from.slice(0, firstEnd)) ?? [];
    } else {
      pool = infos.values();
    }
    for (const info of pool) {
      if (info.real && !affected.has(info) && couldShadow(from, info.from)) {
        affected.add(info);
        if (affected.size > MAX_AFFECTED) return undefined;
      }
    }
  }
  return { buckets };
}

/**
 * Moves the positions of the registrations after the change (from `oldEnd` in the old table) by `delta`: each is
 * found in its from's (short) list. Walking away from the change, a position already moved can never be taken for
 * one still to move. Changed `from`s have their lists made anew already.
 */
function shiftAfterChange(infoAt: readonly FromInfo[], changed: ReadonlySet<string>, oldEnd: number, delta: number): void {
  const n = infoAt.length;
  const shift = (r: number) => {
    const info = infoAt[r];
    if (changed.has(info.from)) return;
    const regs = info.regs;
    for (let i = regs.length - 1; i >= 0; i--) {
      if (regs[i] === r) {
        regs[i] = r + delta;
        return;
      }
    }
  };
  if (delta > 0) for (let r = n - 1; r >= oldEnd; r--) shift(r);
  else for (let r = oldEnd; r < n; r++) shift(r);
}

/**
 * Updates `index` (which it takes over: it must not be used again) for a table that differs from the indexed one
 * in one run of registrations. Returns undefined when the change is too large or too widely felt: then the
 * table is indexed from scratch, which gives the same result.
 */
export function updateIndex(index: FromIndex, registrations: readonly Registration[], identity?: IdentityWindow): FromIndex | undefined {
  if (index.capped) return undefined;
  const old = index.infoAt;
  const oldVerbs = index.verbs;
  const n = old.length;
  const m = registrations.length;
  const { p, s } = unchangedEnds(index, registrations, identity);
  const oldEnd = n - s;
  const newEnd = m - s;
  if (oldEnd - p > MAX_CHANGED || newEnd - p > MAX_CHANGED) return undefined;
  const infos = index.infos;
  // The same shape: the index is good as it is (a new holder, as the old one is spent).
  const byFirst = index.byFirst;
  const unreachables = index.unreachables;
  if (p === n && p === m) return { verbs: index.verbs, infos, infoAt: index.infoAt, capped: false, byFirst, unreachables };
  let verbs: Uint8Array;
  let infoAt: FromInfo[];
  if (m === n) {
    // As many registrations as before (a keystroke inside a path, say): the old index's arrays are changed in
    // place (it is spent), after what the change removes is read from them below.
    verbs = oldVerbs;
    infoAt = index.infoAt;
  } else {
    verbs = new Uint8Array(m);
    verbs.set(oldVerbs.subarray(0, p));
    verbs.set(oldVerbs.subarray(oldEnd), newEnd);
    infoAt = index.infoAt.slice(0, p);
    infoAt.length = m;
    for (let r = oldEnd; r < n; r++) infoAt[r + m - n] = index.infoAt[r];
  }
  const changed = new Set<string>();
  for (let r = p; r < oldEnd; r++) changed.add(old[r].from);
  for (let r = p; r < newEnd; r++) {
    changed.add(registrations[r].from);
    verbs[r] = verbBits(registrations[r]);
  }
  // Every changed path is checked again against the whole index: many of them are cheaper from scratch.
  if (changed.size > MAX_AFFECTED) return undefined;
  // Positions after the change move by the change in length; those inside it go, and the new ones come in.
  const delta = m - n;
  for (const from of changed) {
    const info = infos.get(from);
    if (info === undefined) continue;
    const kept: number[] = [];
    for (const r of info.regs) {
      if (r < p) kept.push(r);
      else if (r >= oldEnd) kept.push(r + delta);
    }
    info.regs = kept;
  }
  if (delta !== 0) shiftAfterChange(index.infoAt, changed, oldEnd, delta);
  for (let r = p; r < newEnd; r++) {
    const from = registrations[r].from;
    const info = infos.get(from);
    infoAt[r] = info ?? newInfo(from, r);
    if (info === undefined) {
      infos.set(from, infoAt[r]);
      if (byFirst !== undefined) addByFirst(byFirst, infoAt[r]);
      continue;
    }
    const regs = info.regs;
    let at = regs.length;
    while (at > 0 && regs[at - 1] > r) at--;
    regs.splice(at, 0, r);
  }
  const affected = new Set<FromInfo>();
  for (const from of changed) {
    const info = infos.get(from)!;
    if (info.regs.length === 0) {
      infos.delete(from);
      unreachables.delete(info);
      if (byFirst !== undefined) removeByFirst(byFirst, info);
      continue;
    }
    info.verbs = 0;
    for (const r of info.regs) info.verbs |= verbs[r];
    affected.add(info);
  }
  // A changed pattern can shadow, or stop shadowing, the `from`s it could be a candidate for.
  const shadowed = shadowedByChanged(changed, infos, byFirst, affected);
  if (!shadowed) return undefined;
  let buckets = shadowed.buckets;
  if (affected.size > 0) buckets ??= indexByFirst(infos);
  for (const info of affected) {
    if (!checkOne(info, buckets!)) return undefined;
    if (info.unreachable) unreachables.add(info);
    else unreachables.delete(info);
  }
  return { verbs, infos, infoAt, capped: false, byFirst: buckets, unreachables };
}

/**
 * Whether `pattern` is found as a candidate for `from` by the index: its literal segments equal the path's, its
 * other segments stand for any segment, and a catch-all last segment for one or more. Compares the texts in
 * place: this runs against every pattern of the table for a `from` a keystroke changed.
 */
function couldShadow(pattern: string, from: string): boolean {
  let p = 0;
  let f = 0;
  for (;;) {
    let pEnd = pattern.indexOf('/', p);
    const lastOfPattern = pEnd < 0;
    if (lastOfPattern) pEnd = pattern.length;
    if (f > from.length) return false;
    let fEnd = from.indexOf('/', f);
    if (fEnd < 0) fEnd = from.length;
    if (lastOfPattern && isRestRange(pattern, p, pEnd)) return true;
    if (isLiteralRange(pattern, p, pEnd) && !sameRange(pattern, p, pEnd, from, f, fEnd)) return false;
    p = pEnd + 1;
    f = fEnd + 1;
    // Exactly as many segments (or at least one more for a catch-all, handled above).
    if (lastOfPattern) return f === from.length + 1;
  }
}

/** Whether a[aStart, aEnd) and b[bStart, bEnd) are the same text (compared in place: this runs per path). */
function sameRange(a: string, aStart: number, aEnd: number, b: string, bStart: number, bEnd: number): boolean {
  if (aEnd - aStart !== bEnd - bStart) return false;
  for (let i = 0; i < aEnd - aStart; i++) if (a.charCodeAt(aStart + i) !== b.charCodeAt(bStart + i)) return false;
  return true;
}

/** Whether pattern[start, end) is a catch-all segment (one of REST_SEGMENT), without cutting it out. */
function isRestRange(pattern: string, start: number, end: number): boolean {
  for (const rest of REST_SEGMENT) if (end - start === rest.length && pattern.startsWith(rest, start)) return true;
  return false;
}

/**
 * Decides one `from` against every earlier pattern. Returns false when there were too many candidates. A pattern
 * whose first segment is plain text is a candidate only for the `from`s that begin with that text (couldShadow), so
 * the candidates are in two buckets: the `from`'s first segment's and ANY_FIRST.
 */
function checkOne(info: FromInfo, byFirst: ReadonlyMap<string, ReadonlySet<FromInfo>>): boolean {
  info.unreachable = undefined;
  if (!info.real) return true;
  const first = info.regs[0];
  const candidates: FromInfo[] = [];
  // The paths first registered before it (each is in a bucket once: ANY_FIRST's are skipped in the other).
  const consider = (other: FromInfo, skipAnyFirst: boolean): boolean => {
    if (other.regs[0] >= first || !other.real || other.literal) return true;
    if (skipAnyFirst && !literalFirst(other.from)) return true;
    if (!couldShadow(other.from, info.from)) return true;
    candidates.push(other);
    return candidates.length <= MAX_CANDIDATES;
  };
  for (const other of byFirst.get(firstSegment(info.from)) ?? []) if (!consider(other, true)) return false;
  for (const other of byFirst.get(ANY_FIRST) ?? []) if (!consider(other, false)) return false;
  decide(info, candidates);
  return true;
}
