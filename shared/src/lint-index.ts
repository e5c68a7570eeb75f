// The index of a route table's `from`s behind the table lint: which registrations share a `from`, and which
// `from`s can never match because earlier routes match every URI they could. It is kept from one lint to the
// next, and updated for the part of the table that changed (a keystroke changes one statement's routes: see
// lint-update.ts).

import { compilePattern, isSlowComplexFrom, patternCaptures, patternTraits } from '@routelens/route/patterns';
import { isLiteralRange, isLiteralSegment } from '@routelens/route/literal';
import { MAX_CANDIDATES, REST_SEGMENT, SegmentTrie } from './segment-trie';
import type { Registration } from '@routelens/route/types';
import { VERBS } from '@routelens/route/types';
import { unreachableRoute } from './diagnostics/index';

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
      if (single.ok && single.test(ls)) continue;
    }
    return false;
  }
  return true;
}

/** One bit per verb in VERBS order, `ANY` all of them (a property load: this runs over every registration per keystroke). */
const VERB_BIT: Readonly<Record<string, number>> = Object.freeze({
  ...Object.fromEntries(VERBS.map((verb, i) => [verb, 1 << i])),
  ANY: (1 << VERBS.length) - 1,
});

/** The verbs of a registration, one bit each in VERBS order. */
export function verbBits(registration: Registration): number {
  return VERB_BIT[registration.verb];
}

/** FromInfo's yes/no traits, one bit each (one field: a table has tens of thousands of these). */
const IS_DOUBLE_SLASH = 1;
const IS_LITERAL = 2;
const IS_REAL = 4;
const IS_PLACEHOLDER = 8;
const IS_SLOW = 16;

/** What the index knows of one `from`. */
export class FromInfo {
  /** Positions in the table of its registrations, in order (most `from`s have one). */
  regs: number[];
  /** The verbs it exists for, one bit each in VERBS order. */
  verbs = 0;
  /** Why it can never match, when it cannot. */
  unreachable: { message: string; by: string[] } | undefined = undefined;
  /** The capture groups of its pattern; -1 for a placeholder (⟨…⟩: not real yet) or an invalid pattern. */
  readonly captures: number;
  /** Why its pattern is not a valid regular expression, when it is not. */
  readonly error: string | undefined;
  private readonly traits: number;

  /** The entry of `from`, first registered at position `first`. */
  constructor(
    readonly from: string,
    first: number,
  ) {
    this.regs = [first];
    const flags = scanFrom(from);
    const literal = (flags & SYNTAX) === 0;
    let captures = 0;
    let error: string | undefined;
    // Plain text around single loops (patternTraits' last bit): linear, no slow-pattern check.
    let simple = true;
    if ((flags & PLACEHOLDER) !== 0) {
      captures = -1;
    } else if (!literal) {
      const traits = patternTraits(from);
      if (traits >= 0) {
        captures = traits >> 1;
        simple = (traits & 1) === 1;
      } else {
        captures = -1;
        error = (patternCaptures(from) as { error: string }).error;
      }
    }
    this.captures = captures;
    this.error = error;
    const real = captures >= 0;
    this.traits =
      ((flags & DOUBLE_SLASH) !== 0 ? IS_DOUBLE_SLASH : 0) |
      (literal ? IS_LITERAL : 0) |
      (real ? IS_REAL : 0) |
      ((flags & PLACEHOLDER) !== 0 ? IS_PLACEHOLDER : 0) |
      (real && !simple && isSlowComplexFrom(from) ? IS_SLOW : 0);
  }

  /** It contains '//'. */
  get doubleSlash(): boolean {
    return (this.traits & IS_DOUBLE_SLASH) !== 0;
  }

  /** No regular-expression syntax: it matches one URI, so it shadows nothing but itself. */
  get literal(): boolean {
    return (this.traits & IS_LITERAL) !== 0;
  }

  /** Compiled, not a placeholder: a real pattern that can shadow or be shadowed. */
  get real(): boolean {
    return (this.traits & IS_REAL) !== 0;
  }

  /** It holds a placeholder (⟨…⟩): a value the evaluator could not know, never equal to another (not even itself). */
  get placeholder(): boolean {
    return (this.traits & IS_PLACEHOLDER) !== 0;
  }

  /** A backtracking engine may take more than linear time on it (see regex-safety.ts). */
  get slow(): boolean {
    return (this.traits & IS_SLOW) !== 0;
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
      case 92:
      case 94:
      case 36:
      case 46:
      case 124:
      case 63:
      case 42:
      case 43:
      case 40:
      case 41:
      case 91:
      case 93:
      case 123:
      case 125:
      case 58:
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
export function newInfo(from: string, first: number): FromInfo {
  return new FromInfo(from, first);
}

/** Whether a `from` is plain text in every segment: it matches one path only, so it shadows nothing but itself. */
export function isLiteralPath(from: string): boolean {
  return isLiteralRange(from, 0, from.length);
}

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
  /** The `from`s that can never match (their `unreachable` is set). */
  unreachables: Set<FromInfo>;
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
    const unreachables = new Set<FromInfo>();
    for (const { info, candidates } of this.undecided) {
      decide(info, candidates);
      if (info.unreachable) unreachables.add(info);
    }
    return { verbs: this.verbs, infos: this.infos, infoAt: this.infoAt, capped: this.capped, unreachables };
  }
}

/** Whether the candidates, in table order, shadow `info` for every verb it exists for; records why. */
export function decide(info: FromInfo, candidates: FromInfo[]): void {
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
      message: unreachableRoute.message(from, by),
      by,
    };
  }
}
