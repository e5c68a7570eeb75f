// The index of a route table's `from`s behind the table lint: which registrations share a `from`, and which
// `from`s can never match because earlier routes match every URI they could. It is kept from one lint to the
// next, and updated for the part of the table that changed (a keystroke changes one statement's routes).

import { compilePattern, isLiteralRange, isLiteralSegment, patternCaptures } from './patterns';
import { MAX_CANDIDATES, REST_SEGMENT, SegmentTrie } from './segment-trie';
import type { Registration } from './types';
import { VERBS } from './types';

const ANY_SEGMENT = new Set(['(:any)', '([^/]+)', ':any', '[^/]+']);
const NUM_SEGMENT = new Set(['(:num)', '([0-9]+)', ':num', '[0-9]+', '(\\d+)', '\\d+']);

/** Opens the placeholder that static drivers put where a value is unknown. */
export const PLACEHOLDER_OPEN = '⟨';

/** Whether every path matched by pattern `later` is matched by `earlier` (a sound, segment-wise approximation). */
export function subsumes(earlier: string, later: string): boolean {
  return subsumesSegments(earlier.split('/'), later.split('/'));
}

function subsumesSegments(e: readonly string[], l: readonly string[]): boolean {
  const rest = REST_SEGMENT.has(e[e.length - 1]);
  if (rest ? l.length < e.length : l.length !== e.length) return false;
  const count = rest ? e.length - 1 : e.length;
  for (let i = 0; i < count; i++) {
    const es = e[i];
    const ls = l[i];
    if (es === ls) continue;
    if (ANY_SEGMENT.has(es)) {
      if (ls === '' || REST_SEGMENT.has(ls)) return false;
      continue;
    }
    if (NUM_SEGMENT.has(es) && (NUM_SEGMENT.has(ls) || /^[0-9]+$/.test(ls))) continue;
    if (!isLiteralSegment(es) && isLiteralSegment(ls) && ls !== '') {
      const single = compilePattern(es);
      if (single.ok && single.regex.test(ls)) continue;
    }
    return false;
  }
  return true;
}

/** One bit per verb in VERBS order, `ANY` all of them (a property load: this runs over every registration per keystroke). */
const VERB_BIT: Readonly<Record<string, number>> = Object.freeze({ ...Object.fromEntries(VERBS.map((verb, i) => [verb, 1 << i])), ANY: (1 << VERBS.length) - 1 });

/** The verbs of a registration, one bit each in VERBS order. */
export function verbBits(registration: Registration): number {
  return VERB_BIT[registration.verb];
}

/** What the index knows of one `from`. */
export class FromInfo {
  /** Positions in the table of its registrations, in order (most `from`s have one). */
  regs: number[];
  /** The verbs it exists for, one bit each in VERBS order. */
  verbs = 0;
  /** Why it can never match, when it cannot. */
  unreachable: { message: string; by: string[] } | undefined = undefined;
  /** It contains '//'. */
  readonly doubleSlash: boolean;
  /** No regular-expression syntax: it matches one URI, so it shadows nothing but itself. */
  readonly literal: boolean;
  /** Compiled, not a placeholder: a real pattern that can shadow or be shadowed. */
  readonly real: boolean;
  /** The capture groups of its pattern; -1 for a placeholder (⟨…⟩: not real yet) or an invalid pattern. */
  readonly captures: number;
  /** Why its pattern is not a valid regular expression, when it is not. */
  readonly error: string | undefined;

  /** The entry of `from`, first registered at position `first`. */
  constructor(readonly from: string, first: number) {
    this.regs = [first];
    const flags = scanFrom(from);
    this.doubleSlash = (flags & DOUBLE_SLASH) !== 0;
    this.literal = (flags & SYNTAX) === 0;
    let captures = 0;
    let error: string | undefined;
    if ((flags & PLACEHOLDER) !== 0) {
      captures = -1;
    } else if (!this.literal) {
      const checked = patternCaptures(from);
      if (typeof checked === 'number') captures = checked;
      else {
        captures = -1;
        error = checked.error;
      }
    }
    this.captures = captures;
    this.error = error;
    this.real = captures >= 0;
  }
}

/** Whether a `from` is a real pattern: no placeholder, and a valid expression. */
export function isRealPattern(from: string): boolean {
  return from.indexOf(PLACEHOLDER_OPEN) < 0 && compilePattern(from).ok;
}

/** Flags of one scan of a `from` (see `scanFrom`). */
const SYNTAX = 1;
const DOUBLE_SLASH = 2;
const PLACEHOLDER = 4;
const PLACEHOLDER_CODE = PLACEHOLDER_OPEN.charCodeAt(0);

/**
 * One pass over a `from`: whether it has regular-expression or wildcard syntax (see `isLiteralRange`), a '//',
 * a placeholder. The table lint asks all three of every distinct path.
 */
function scanFrom(from: string): number {
  let flags = 0;
  let previous = 0;
  for (let i = 0; i < from.length; i++) {
    const c = from.charCodeAt(i);
    switch (c) {
      // \ ^ $ . | ? * + ( ) [ ] { } :
      case 92: case 94: case 36: case 46: case 124: case 63: case 42: case 43:
      case 40: case 41: case 91: case 93: case 123: case 125: case 58:
        flags |= SYNTAX;
        break;
      case 47:
        if (previous === 47) flags |= DOUBLE_SLASH;
        break;
      case PLACEHOLDER_CODE:
        flags |= PLACEHOLDER;
        break;
    }
    previous = c;
  }
  return flags;
}

/** The index entry of a `from` first registered at position `first` (a list of one: most `from`s get no more). */
function newInfo(from: string, first: number): FromInfo {
  return new FromInfo(from, first);
}

/** Whether a `from` is plain text in every segment: it matches one path only, so it shadows nothing but itself. */
export function isLiteralPath(from: string): boolean {
  return isLiteralRange(from, 0, from.length);
}

/** A change to more registrations than this is linted from scratch. */
const MAX_CHANGED = 2_000;
/** A change of more `from`s than this, or that can affect more, is linted from scratch. */
const MAX_AFFECTED = 64;

/** The index of a table: each `from` with its registrations and conclusions. */
export interface FromIndex {
  /** The verbs of every registration (bits), with `infoAt` to find what the next table changed. */
  verbs: Uint8Array;
  infos: Map<string, FromInfo>;
  /** The `from` of each registration. */
  infoAt: FromInfo[];
  /** Whether a check stopped at MAX_CANDIDATES: then the next table is indexed from scratch. */
  capped: boolean;
  /**
   * The registrations indexed, when known: the next table's registrations that are the same objects at the same
   * positions (the language server replays unchanged statements with the objects they made) are unchanged, which
   * is found without reading them.
   */
  table?: readonly Registration[];
  /** The `from`s by first segment, made when an update first needs it and kept up to date from then on. */
  byFirst?: Map<string, Set<FromInfo>>;
}

/** The first segment of a path (all of it when it has no '/'). */
function firstSegment(from: string): string {
  const slash = from.indexOf('/');
  return slash < 0 ? from : from.slice(0, slash);
}

/** The `from`s of an index by first segment. */
function indexByFirst(infos: ReadonlyMap<string, FromInfo>): Map<string, Set<FromInfo>> {
  const byFirst = new Map<string, Set<FromInfo>>();
  for (const info of infos.values()) {
    const key = firstSegment(info.from);
    let bucket = byFirst.get(key);
    if (bucket === undefined) byFirst.set(key, (bucket = new Set()));
    bucket.add(info);
  }
  return byFirst;
}

/**
 * Indexes a table of `size` registrations from scratch, one registration at a time in table order. A `from` is
 * checked against the patterns before it when it first comes; whether those shadow it for all its verbs is
 * decided in `finish`, when every verb of every `from` is known.
 */
export class IndexBuilder {
  private readonly infos = new Map<string, FromInfo>();
  private readonly infoAt: FromInfo[] = [];
  private readonly verbs: Uint8Array;
  private readonly trie = new SegmentTrie<FromInfo>();
  private readonly candidates: FromInfo[] = [];
  /** `from`s with earlier patterns that could shadow them, to decide in `finish`. */
  private readonly undecided: { info: FromInfo; candidates: FromInfo[] }[] = [];
  private capped = false;

  constructor(size: number) {
    this.verbs = new Uint8Array(size);
  }

  /** Adds the next registration of the table; returns what the index knows of its `from`. */
  add(registration: Registration): FromInfo {
    const r = this.infoAt.length;
    const bits = verbBits(registration);
    this.verbs[r] = bits;
    const from = registration.from;
    let info = this.infos.get(from);
    if (info === undefined) {
      info = newInfo(from, r);
      this.infos.set(from, info);
      if (info.real) this.arrive(info);
    } else {
      info.regs.push(r);
    }
    this.infoAt.push(info);
    info.verbs |= bits;
    return info;
  }

  /** A new real `from`: the earlier patterns that could shadow it, then it joins them if it is a pattern. */
  private arrive(info: FromInfo): void {
    const candidates = this.candidates;
    // Most queries find nothing: the array is only emptied when it has something.
    if (candidates.length !== 0) candidates.length = 0;
    // A plain path matches one URI only, so it shadows nothing but itself: it is not indexed.
    this.trie.visit(info.from, 0, candidates, info.literal ? undefined : info);
    if (candidates.length > MAX_CANDIDATES) this.capped = true;
    if (candidates.length !== 0) this.undecided.push({ info, candidates: candidates.slice() });
  }

  /** The index of the table added so far. The builder must not be used afterwards. */
  finish(): FromIndex {
    for (const { info, candidates } of this.undecided) decide(info, candidates);
    return { verbs: this.verbs, infos: this.infos, infoAt: this.infoAt, capped: this.capped };
  }
}

/**
 * Updates `index` (which it takes over: it must not be used again) for a table that differs from the indexed one
 * in one run of registrations. Returns undefined when the change is too large or too widely felt: then the
 * table is indexed from scratch, which gives the same result.
 */
export function updateIndex(index: FromIndex, registrations: readonly Registration[]): FromIndex | undefined {
  if (index.capped) return undefined;
  const old = index.infoAt;
  const oldVerbs = index.verbs;
  const n = old.length;
  const m = registrations.length;
  // The same registration objects first (a pass over two arrays of references), then the same `from` and verbs.
  const table = index.table !== undefined && index.table.length === n ? index.table : undefined;
  let p = 0;
  if (table !== undefined) while (p < n && p < m && registrations[p] === table[p]) p++;
  while (p < n && p < m && registrations[p].from === old[p].from && verbBits(registrations[p]) === oldVerbs[p]) p++;
  let s = 0;
  if (table !== undefined) while (s < n - p && s < m - p && registrations[m - 1 - s] === table[n - 1 - s]) s++;
  while (s < n - p && s < m - p && registrations[m - 1 - s].from === old[n - 1 - s].from && verbBits(registrations[m - 1 - s]) === oldVerbs[n - 1 - s]) s++;
  const oldEnd = n - s;
  const newEnd = m - s;
  if (oldEnd - p > MAX_CHANGED || newEnd - p > MAX_CHANGED) return undefined;
  const infos = index.infos;
  // The same shape: the index is good as it is (a new holder, as the old one is spent).
  const byFirst = index.byFirst;
  if (p === n && p === m) return { verbs: index.verbs, infos, infoAt: index.infoAt, capped: false, byFirst };
  const verbs = new Uint8Array(m);
  verbs.set(oldVerbs.subarray(0, p));
  verbs.set(oldVerbs.subarray(oldEnd), newEnd);
  for (let r = p; r < newEnd; r++) verbs[r] = verbBits(registrations[r]);
  const infoAt: FromInfo[] = index.infoAt.slice(0, p);
  infoAt.length = m;
  for (let r = oldEnd; r < n; r++) infoAt[r + m - n] = index.infoAt[r];
  const changed = new Set<string>();
  for (let r = p; r < oldEnd; r++) changed.add(old[r].from);
  for (let r = p; r < newEnd; r++) changed.add(registrations[r].from);
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
  if (delta !== 0) {
    // Only the registrations after the change move: each is found in its from's (short) list. Walking away from
    // the change, a position already moved can never be taken for one still to move.
    const shift = (r: number) => {
      const info = index.infoAt[r];
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
  for (let r = p; r < newEnd; r++) {
    const from = registrations[r].from;
    let info = infos.get(from);
    infoAt[r] = info ?? newInfo(from, r);
    if (info === undefined) {
      infos.set(from, infoAt[r]);
      if (byFirst !== undefined) {
        const key = firstSegment(from);
        let bucket = byFirst.get(key);
        if (bucket === undefined) byFirst.set(key, (bucket = new Set()));
        bucket.add(infoAt[r]);
      }
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
      const bucket = byFirst?.get(firstSegment(from));
      if (bucket !== undefined) {
        bucket.delete(info);
        if (bucket.size === 0) byFirst!.delete(firstSegment(from));
      }
      continue;
    }
    info.verbs = 0;
    for (const r of info.regs) info.verbs |= verbs[r];
    affected.add(info);
  }
  // A changed pattern can shadow, or stop shadowing, the `from`s it could be a candidate for. Those all have its
  // first segment when that is plain text (see couldShadow): only they are looked at then, else every `from`.
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
  for (const info of affected) if (!checkOne(info, infoAt)) return undefined;
  return { verbs, infos, infoAt, capped: false, byFirst: buckets };
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

/** Decides one `from` against every earlier pattern. Returns false when there were too many candidates. */
function checkOne(info: FromInfo, infoAt: readonly FromInfo[]): boolean {
  info.unreachable = undefined;
  if (!info.real) return true;
  const first = info.regs[0];
  const candidates: FromInfo[] = [];
  // The paths first registered before it, each once (at its first position).
  for (let r = 0; r < first; r++) {
    const other = infoAt[r];
    if (other.regs[0] !== r || !other.real || other.literal) continue;
    if (!couldShadow(other.from, info.from)) continue;
    candidates.push(other);
    if (candidates.length > MAX_CANDIDATES) return false;
  }
  decide(info, candidates);
  return true;
}

/** Whether the candidates, in table order, shadow `info` for every verb it exists for; records why. */
function decide(info: FromInfo, candidates: FromInfo[]): void {
  if (candidates.length === 0) return;
  if (candidates.length > 1) candidates.sort((a, b) => a.regs[0] - b.regs[0]);
  const { from, verbs } = info;
  const segments = from.split('/');
  let shadowed = 0;
  const by: string[] = [];
  for (const candidate of candidates) {
    if ((candidate.verbs & verbs & ~shadowed) === 0 || candidate.from === from || !subsumesSegments(candidate.from.split('/'), segments)) continue;
    shadowed |= candidate.verbs & verbs;
    by.push(candidate.from);
    if (shadowed === verbs) break;
  }
  if (shadowed === verbs && verbs !== 0) {
    info.unreachable = {
      message: `'${from}' can never match: the earlier route${by.length > 1 ? 's' : ''} ${by.map((f) => `'${f}'`).join(', ')} match${by.length > 1 ? '' : 'es'} every URI it could.`,
      by,
    };
  }
}
