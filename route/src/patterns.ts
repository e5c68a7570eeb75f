// CodeIgniter 3 route patterns: wildcards to regular expressions, capture counts, matching in linear time and
// target substitution.

import { RE2JS } from 're2js';
import { isLiteralRange, plainEnd } from './literal';
import { isSlowPattern } from './regex-safety';

export { isLiteralRange, isLiteralSegment } from './literal';

/** The captures of a whole-path match (index 0 the path), `null` for no match, `undefined` when it cannot be known. */
export type PatternMatch = readonly (string | undefined)[] | null | undefined;

/** Line terminators: '.' does not match them, which the safety check of native matching assumes absent. */
const LINE_END = /[\n\r\u2028\u2029]/;

/**
 * A valid pattern: its capture count now, its matcher made on first use. A route pattern is a regular expression
 * the workspace wrote and the path may come from anyone: patterns that a backtracking engine could take more than
 * linear time over (see regex-safety.ts) are matched by RE2's linear-time engine instead of V8's, and a pattern
 * neither can run safely (a backreference or lookaround in a slow pattern) matches nothing known (`undefined`).
 */
export class ValidPattern {
  readonly ok = true;
  private native: RegExp | undefined;
  private linear: RE2JS | null | undefined;
  private slowVerdict: boolean | undefined;

  /** `from` is the route's path, wildcards and all. */
  constructor(
    readonly from: string,
    readonly captures: number,
  ) {}

  /** Whether a backtracking engine may take more than linear time on this pattern (the `slow-pattern` warning). */
  get slow(): boolean {
    this.slowVerdict ??= isSlowFrom(this.from);
    return this.slowVerdict;
  }

  /** Matches a whole path. */
  exec(path: string): PatternMatch {
    if (!this.slow && !LINE_END.test(path)) {
      this.native ??= new RegExp('^(?:' + patternSource(this.from) + ')$');
      return this.native.exec(path);
    }
    if (this.linear === undefined) {
      try {
        this.linear = RE2JS.compile('^(?:' + patternSource(this.from) + ')$');
      } catch {
        this.linear = null;
      }
    }
    if (this.linear === null) return undefined;
    const matcher = this.linear.matcher(path);
    if (!matcher.matches()) return null;
    const groups: (string | undefined)[] = [];
    for (let i = 0; i <= this.captures; i++) groups.push(matcher.group(i) ?? undefined);
    return groups;
  }

  /** Whether the pattern matches a whole path: `false` when that cannot be known. */
  test(path: string): boolean {
    return !!this.exec(path);
  }
}

export type CompiledPattern = ValidPattern | { ok: false; error: string };

const cache = new Map<string, CompiledPattern>();
/** The default `{id}` constraint of resources() (registry.ts's DEFAULT_CONSTRAINT). */
const DEFAULT_SEGMENT = '([a-zA-Z0-9\\-_]+)';
const segments = new Map<string, number>();

/** The regular-expression source of a `from`: `(:any)` → `([^/]+)`, `(:num)` → `([0-9]+)`, as CodeIgniter 3 does. */
export function patternSource(from: string): string {
  return from.indexOf(':') < 0 ? from : from.replace(/:any/g, '[^/]+').replace(/:num/g, '[0-9]+');
}

/**
 * The traits of the segment from[at, end) (wildcards as written) when it is a valid regular expression on its own:
 * its captures times two, plus one when it is simple (plain text around one loop that cannot take a '/', see
 * isSimpleFrom); -1 when it is not valid on its own. Route tables repeat the same segments (`(:num)`, a constraint)
 * thousands of times, so segments are judged once and the three commonest are recognised in place.
 */
function segmentTraits(from: string, at: number, end: number): number {
  if (end - at === 6 && from.charCodeAt(at) === 40 && (from.startsWith('(:any)', at) || from.startsWith('(:num)', at))) return 3;
  // The default constraint of resources(), in every item path of a table.
  if (end - at === DEFAULT_SEGMENT.length && from.startsWith(DEFAULT_SEGMENT, at)) return 3;
  const segment = from.slice(at, end);
  let known = segments.get(segment);
  if (known !== undefined) return known;
  known = -1;
  const source = patternSource(segment);
  if (!source.includes('(?<')) {
    try {
      new RegExp(source);
      known = countCaptures(source) * 2 + (simpleSegmentEnd(segment, 0) === segment.length ? 1 : 0);
    } catch {
      known = -1;
    }
  }
  if (segments.size > 100_000) segments.clear();
  segments.set(segment, known);
  return known;
}

/** Validates a `from` for whole-path matching; never throws. Results are cached because tables repeat patterns. */
export function compilePattern(from: string): CompiledPattern {
  const hit = cache.get(from);
  if (hit) return hit;
  const compiled = checkPattern(from);
  if (cache.size > 200_000) cache.clear();
  cache.set(from, compiled);
  return compiled;
}

/** Validates a `from` for whole-path matching without the cache of `compilePattern`. */
export function checkPattern(from: string): CompiledPattern {
  const captures = patternCaptures(from);
  return typeof captures === 'number' ? new ValidPattern(from, captures) : captures;
}

/**
 * The capture groups of a `from` as a whole-path pattern, or why it is not valid. The table lint checks each
 * distinct `from` of a table once: plain segments cost nothing, the others are validated one by one, and tables
 * repeat those (`(:num)`, a constraint), so that is cheap too.
 */
export function patternCaptures(from: string): number | { ok: false; error: string } {
  const traits = patternTraits(from);
  return traits >= 0 ? traits >> 1 : wholeCaptures(from);
}

/**
 * The captures of a valid `from` times two, plus one when isSimpleFrom holds of it (so that the lint, which asks both
 * of every path, reads it once); -1 when it is not valid.
 */
export function patternTraits(from: string): number {
  // Valid segments joined by '/' form a valid expression; anything else (a group across '/') is checked whole.
  let captures = 0;
  let simple = 1;
  for (let at = 0; at <= from.length;) {
    let end = from.indexOf('/', at);
    if (end < 0) end = from.length;
    if (!isLiteralRange(from, at, end)) {
      const traits = segmentTraits(from, at, end);
      if (traits < 0) {
        captures = -1;
        break;
      }
      captures += traits >> 1;
      simple &= traits;
    }
    at = end + 1;
  }
  if (captures >= 0) return captures * 2 + simple;
  const whole = wholeCaptures(from);
  return typeof whole === 'number' ? whole * 2 : -1;
}

/** The captures of a `from` validated as one expression, or why it is not valid. */
function wholeCaptures(from: string): number | { ok: false; error: string } {
  try {
    const source = patternSource(from);
    new RegExp('^(?:' + source + ')$');
    return countCaptures(source);
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Capturing groups of a valid regular-expression source: `(` not escaped, not in a class, not `(?`, except `(?<name>`. */
function countCaptures(source: string): number {
  let count = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(' && (source[i + 1] !== '?' || (source[i + 2] === '<' && source[i + 3] !== '=' && source[i + 3] !== '!'))) count++;
  }
  return count;
}

const PARAM = /\$(?:\{(\d{1,2})\}|(\d{1,2}))/g;

/** The numbered parameters (`$1`, `${2}`) a target refers to, in order of appearance. */
export function targetParameters(to: string): number[] {
  const found: number[] = [];
  if (to.indexOf('$') < 0) return found;
  for (const m of to.matchAll(PARAM)) found.push(Number(m[1] ?? m[2]));
  return found;
}

/** The highest `$n` (or `${n}`) a target refers to, 0 when none: a scan, for the table lint's hot path. */
export function maxParameter(to: string): number {
  let max = 0;
  for (let i = to.indexOf('$'); i >= 0; i = to.indexOf('$', i + 1)) {
    let j = i + 1;
    const braced = to.charCodeAt(j) === 123;
    if (braced) j++;
    let n = 0;
    let digits = 0;
    while (digits < 2 && j < to.length && to.charCodeAt(j) >= 48 && to.charCodeAt(j) <= 57) {
      n = n * 10 + (to.charCodeAt(j) - 48);
      j++;
      digits++;
    }
    if (digits > 0 && (!braced || to.charCodeAt(j) === 125) && n > max) max = n;
  }
  return max;
}

/** Replaces `$n` in a target with the n-th capture ('' where there is none), like `preg_replace`. */
export function substituteParameters(to: string, captures: readonly (string | undefined)[]): string {
  return to.replace(PARAM, (_all, braced: string | undefined, plain: string | undefined) => captures[Number(braced ?? plain)] ?? '');
}

/**
 * Whether a `from` may make a backtracking engine take more than linear time (regex-safety.ts), asked of its
 * segments first: a path whose segments are plain text or a wildcard of their own is linear at once.
 */
export function isSlowFrom(from: string): boolean {
  // Most paths are simple: that is found faster than a lookup in the cache (the text of a `from` is new at every
  // analysis, so a lookup hashes it).
  return !isSimpleFrom(from) && isSlowComplexFrom(from);
}

/** isSlowFrom of a `from` known not to be simple (patternTraits said so). */
export function isSlowComplexFrom(from: string): boolean {
  let slow = slowFroms.get(from);
  if (slow === undefined) {
    slow = isSlowPattern(patternSource(from));
    if (slowFroms.size > 200_000) slowFroms.clear();
    slowFroms.set(from, slow);
  }
  return slow;
}

/** isSlowFrom's verdicts by `from`, for the paths that are not simple (tables keep them from one analysis to the next). */
const slowFroms = new Map<string, boolean>();

/**
 * Whether every segment of a `from` is plain text, or plain text around a single loop over characters that exclude
 * '/' (`(:num)`, `p(:any)`, `(v[0-9]+)`, `([a-z_-]+)`, `\\d+`), and no `|` joins segments: each loop then ends at the
 * segment's end for certain, and a backtracking engine matches the path in linear time. Read in place, without
 * cutting segments out: most paths of every table are this.
 */
function isSimpleFrom(from: string): boolean {
  if (from.indexOf('|') >= 0) return false;
  for (let at = 0; ;) {
    const end = simpleSegmentEnd(from, at);
    if (end < 0) return false;
    if (end === from.length) return true;
    at = end + 1;
  }
}

/** Where a simple segment starting at `at` ends (at a '/' or the end), or -1 when it is not simple. */
function simpleSegmentEnd(s: string, at: number): number {
  let i = literalEnd(s, at);
  if (i === s.length || s.charCodeAt(i) === SLASH) return i;
  const grouped = s.charCodeAt(i) === OPEN_PAREN;
  if (grouped) i = literalEnd(s, i + 1);
  i = loopEnd(s, i);
  if (i < 0) return -1;
  if (grouped) {
    if (s.charCodeAt(i) !== CLOSE_PAREN) return -1;
    i++;
  }
  return i === s.length || s.charCodeAt(i) === SLASH ? i : -1;
}

const SLASH = 47;
const OPEN_PAREN = 40;
const CLOSE_PAREN = 41;

/** Where the plain text starting at `at` ends: at regular-expression syntax, a '/' or the end. */
function literalEnd(s: string, at: number): number {
  const slash = s.indexOf('/', at);
  return plainEnd(s, at, slash < 0 ? s.length : slash);
}

/**
 * Where one loop over characters that exclude '/' starting at `at` ends: `:any`, `:num` (CodeIgniter's `[^/]+` and
 * `[0-9]+`), or `\d`, `[^/]` or a class of letters, digits, '_' and '-' followed by `+` or `*`; -1 when none starts there.
 */
function loopEnd(s: string, at: number): number {
  if (s.startsWith(':any', at) || s.startsWith(':num', at)) return at + 4;
  let i: number;
  if (s.startsWith('\\d', at)) i = at + 2;
  else if (s.startsWith('[^/]', at)) i = at + 4;
  else if (s.charCodeAt(at) === 91) {
    i = at + 1;
    for (; i < s.length; i++) {
      const c = s.charCodeAt(i);
      // An escaped '-', digit class or word class: none of them takes in '/'.
      if (c === 92 && (s.charCodeAt(i + 1) === 45 || s.charCodeAt(i + 1) === 100 || s.charCodeAt(i + 1) === 119)) i++;
      else if (!isClassCharacter(c)) break;
      // '-' is the only class character below '/': a range from it (`[--9]`, `[\\--9]`) would take '/' in.
      if (s.charCodeAt(i) === 45 && s.charCodeAt(i + 1) === 45) return -1;
    }
    if (i === at + 1 || s.charCodeAt(i) !== 93) return -1;
    i++;
  } else return -1;
  const quantifier = s.charCodeAt(i);
  return quantifier === 43 || quantifier === 42 ? i + 1 : -1;
}

/** Letters, digits, '_' and '-' (as itself or in a range: a range of these never takes in '/'). */
function isClassCharacter(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 45;
}
