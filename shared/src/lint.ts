// Problems that only the whole table shows: replaced and unreachable routes, bad patterns and parameters, names.

import type { CompiledPattern } from './patterns';
import { ValidPattern, compilePattern, isLiteralSegment, maxParameter, targetParameters } from './patterns';
import type { Problem, Registration } from './types';
import { VERBS } from './types';

const ANY_SEGMENT = new Set(['(:any)', '([^/]+)', ':any', '[^/]+']);
const NUM_SEGMENT = new Set(['(:num)', '([0-9]+)', ':num', '[0-9]+', '(\\d+)', '\\d+']);
const REST_SEGMENT = new Set(['(.*)', '(.+)', '.*', '.+']);

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

/** Opens the placeholder that static drivers put where a value is unknown. */
export const PLACEHOLDER_OPEN = '⟨';
const UNKNOWN_PATTERN = new ValidPattern('', 0);

/** A `from` already in the table, as the unreachable check indexes it. */
interface Shadow {
  from: string;
  /** Its position among the distinct `from`s, so candidates are tried in table order. */
  index: number;
  /** The verbs it exists for, one bit each in VERBS order. */
  verbs: number;
}

const VERB_BIT = new Map<string, number>(VERBS.map((verb, i) => [verb, 1 << i]));
const ALL_VERBS = (1 << VERBS.length) - 1;

/** What the table knows of one `from`: its first registration (and any later ones), the verbs it exists for. */
interface FromInfo {
  from: string;
  /** Positions in the table of its first registration and of any later ones (most `from`s have one). */
  first: number;
  more: number[] | undefined;
  verbs: number;
  /** Compiled, not a placeholder: a real pattern that can shadow or be shadowed. */
  real: boolean;
}

/**
 * What a lint keeps for the next lint of the same route table: the `from` and verb of every registration, and the
 * conclusions that only depend on them. Typing in a route's target, name or options leaves them as they are, so
 * the next lint skips the index of `from`s and the unreachable check.
 */
interface LintReuse {
  froms: string[];
  verbs: string[];
  /** Positions of the registrations of each `from` registered more than once, in table order. */
  groups: number[][];
  unreachable: { at: number; message: string; by: string[] }[];
}

export interface TableLint {
  problems: Problem[];
  /** Registrations that a later one replaces completely, with the earliest replacer. */
  replaced: Map<Registration, Registration>;
  /** For `lintTable(next, this)`. */
  readonly reuse?: unknown;
}

/**
 * Registrations that a later one replaces completely (same `from`, and the same verb or `any`), with the
 * earliest such replacer. A later verb route only replaces an `any` route for its own verb, so that is not here.
 */
export function replacements(registrations: readonly Registration[]): Map<Registration, Registration> {
  return lintTable(registrations).replaced;
}

/** Lints a table of registrations. Each problem carries `data.registration` (the id it is about). */
export function lintRoutes(registrations: readonly Registration[]): Problem[] {
  return lintTable(registrations).problems;
}

type Add = (registration: Registration, code: string, severity: Problem['severity'], message: string, data?: Record<string, unknown>) => void;

/** Whether the table has the same `from`s and verbs, in the same order, as the one `reuse` was made for. */
function sameShape(registrations: readonly Registration[], reuse: LintReuse | undefined): reuse is LintReuse {
  if (!reuse || reuse.froms.length !== registrations.length) return false;
  const { froms, verbs } = reuse;
  for (let i = 0; i < registrations.length; i++) {
    const registration = registrations[i];
    if (registration.from !== froms[i] || registration.verb !== verbs[i]) return false;
  }
  return true;
}

/**
 * One pass over the table for per-route problems, then replaced and unreachable routes per `from`. This runs on
 * every keystroke over tables of tens of thousands of routes: per-`from` facts are computed once, and nothing is
 * allocated for a route without problems beyond its entry in the `from` index. Given the lint of the previous
 * table (`previous`), and the same `from`s and verbs in the same order, the index is not built again.
 */
export function lintTable(registrations: readonly Registration[], previous?: TableLint): TableLint {
  const problems: Problem[] = [];
  const add: Add = (registration, code, severity, message, data) =>
    problems.push({ code, severity, message, site: registration.site, data: { registration: registration.id, ...data } });
  let reported: Set<string> | undefined;
  /** Whether a problem of `code` about this registration's `from` at its call site is new (a call in a loop repeats it). */
  const once = (registration: Registration, code: string) => {
    const location = registration.site.location;
    const key = `${code}:${location ? `${location.file}:${location.start}` : registration.id}:${registration.from}`;
    reported ??= new Set();
    if (reported.has(key)) return false;
    reported.add(key);
    return true;
  };
  const named = new Map<string, Registration>();
  const check = (registration: Registration, pattern: CompiledPattern) => {
    const from = registration.from;
    if (!pattern.ok) {
      if (once(registration, 'invalid-pattern')) {
        add(registration, 'invalid-pattern', 'error', `The pattern '${from}' is not a valid regular expression: ${pattern.error}.`);
      }
    } else if (pattern !== UNKNOWN_PATTERN && registration.to.indexOf('$') >= 0) {
      const highest = maxParameter(registration.to);
      const beyond = highest > pattern.captures ? targetParameters(registration.to).find((n) => n > pattern.captures)! : 0;
      if (beyond > 0) {
        add(registration, 'param-out-of-range', 'warning',
          `The target '${registration.to}' uses $${beyond}, but '${from}' has ${pattern.captures} capture group${pattern.captures === 1 ? '' : 's'}; $${beyond} will be empty.`,
          { parameter: beyond, captures: pattern.captures });
      }
    }
    if (from.indexOf('//') >= 0 && once(registration, 'double-slash')) {
      add(registration, 'double-slash', 'warning', `The path '${from}' contains '//' (a prefix or path ends with '/'); no request URI has an empty segment.`);
    }
    if (registration.name !== null) {
      const previousNamed = named.get(registration.name);
      if (previousNamed && previousNamed.from !== from) {
        add(registration, 'duplicate-name', 'warning',
          `The name '${registration.name}' was already given to '${previousNamed.from}'; named('${registration.name}') now returns '${from}'.`,
          { previous: previousNamed.id });
      }
      named.set(registration.name, registration);
    }
  };
  const replaced = new Map<Registration, Registration>();
  const replacedIn = (group: readonly number[]) => {
    for (let i = 0; i < group.length - 1; i++) {
      const earlier = registrations[group[i]];
      for (let j = i + 1; j < group.length; j++) {
        const later = registrations[group[j]];
        if (later.verb === 'ANY' || later.verb === earlier.verb) {
          replaced.set(earlier, later);
          add(earlier, 'route-replaced', 'warning',
            `${earlier.verb} '${earlier.from}' → '${earlier.to}' is replaced by a later registration → '${later.to}'.`,
            { replacedBy: later.id });
          break;
        }
      }
    }
  };

  const last = previous?.reuse as LintReuse | undefined;
  if (sameShape(registrations, last)) {
    for (const registration of registrations) {
      const from = registration.from;
      check(registration, from.indexOf(PLACEHOLDER_OPEN) >= 0 ? UNKNOWN_PATTERN : compilePattern(from));
    }
    for (const group of last.groups) replacedIn(group);
    for (const { at, message, by } of last.unreachable) add(registrations[at], 'unreachable-route', 'warning', message, { shadowedBy: by });
    return { problems, replaced, reuse: last };
  }

  const byFrom = new Map<string, FromInfo>();
  const order: FromInfo[] = [];
  const froms: string[] = new Array(registrations.length);
  const verbs: string[] = new Array(registrations.length);
  for (let r = 0; r < registrations.length; r++) {
    const registration = registrations[r];
    const from = registration.from;
    froms[r] = from;
    verbs[r] = registration.verb;
    let info = byFrom.get(from);
    // A `from` with a placeholder (⟨…⟩, a part the static evaluation could not know) is not a real pattern yet.
    const pattern = from.indexOf(PLACEHOLDER_OPEN) >= 0 ? UNKNOWN_PATTERN : compilePattern(from);
    if (info === undefined) {
      info = { from, first: r, more: undefined, verbs: 0, real: pattern.ok && pattern !== UNKNOWN_PATTERN };
      byFrom.set(from, info);
      order.push(info);
    } else if (info.more === undefined) {
      info.more = [r];
    } else {
      info.more.push(r);
    }
    info.verbs |= registration.verb === 'ANY' ? ALL_VERBS : VERB_BIT.get(registration.verb)!;
    check(registration, pattern);
  }
  const groups: number[][] = [];
  for (const info of order) {
    if (info.more === undefined) continue;
    const group = [info.first, ...info.more];
    groups.push(group);
    replacedIn(group);
  }
  const unreachable = lintUnreachable(order);
  for (const { at, message, by } of unreachable) add(registrations[at], 'unreachable-route', 'warning', message, { shadowedBy: by });
  return { problems, replaced, reuse: { froms, verbs, groups, unreachable } satisfies LintReuse };
}

/** Whether a `from` is plain text in every segment: it matches one path only, so it shadows nothing but itself. */
function isLiteralPath(from: string): boolean {
  for (let i = 0; i < from.length; i++) {
    switch (from.charCodeAt(i)) {
      // \ ^ $ . | ? * + ( ) [ ] { }
      case 92: case 94: case 36: case 46: case 124: case 63: case 42: case 43:
      case 40: case 41: case 91: case 93: case 123: case 125:
        return false;
    }
  }
  return true;
}

/**
 * Earlier patterns indexed by segment: literal segments by their text, other segments (wildcards, groups) by
 * pattern. A query follows its own literal and every non-literal branch, so only plausible candidates are
 * checked with `subsumes` and a table of thousands of routes stays near-linear. Only patterns with a
 * non-literal segment are indexed: a literal path matches one URI, so it can only shadow the same `from`.
 * Everything here lives until the lint ends, so nodes are small: most have one child, kept without a Map.
 */
class SegmentTrie {
  private oneKey: string | undefined;
  private oneChild: SegmentTrie | undefined;
  private literal: Map<string, SegmentTrie> | undefined;
  private pattern: Map<string, SegmentTrie> | undefined;
  private ends: Shadow[] | undefined;
  /** Patterns that end here with a catch-all last segment such as `(.*)`. */
  private rest: Shadow[] | undefined;

  private literalChild(segment: string): SegmentTrie | undefined {
    return this.oneKey === segment ? this.oneChild : this.literal?.get(segment);
  }

  private addLiteral(segment: string): SegmentTrie {
    const child = new SegmentTrie();
    if (this.oneKey === undefined) {
      this.oneKey = segment;
      this.oneChild = child;
    } else {
      (this.literal ??= new Map()).set(segment, child);
    }
    return child;
  }

  insert(entry: Shadow): void {
    const from = entry.from;
    let node: SegmentTrie = this;
    let at = 0;
    for (;;) {
      let slash = from.indexOf('/', at);
      const last = slash < 0;
      if (last) slash = from.length;
      const segment = from.slice(at, slash);
      if (last && REST_SEGMENT.has(segment)) {
        (node.rest ??= []).push(entry);
        return;
      }
      if (isLiteralSegment(segment)) {
        node = node.literalChild(segment) ?? node.addLiteral(segment);
      } else {
        const patterns = (node.pattern ??= new Map());
        let child = patterns.get(segment);
        if (child === undefined) {
          child = new SegmentTrie();
          patterns.set(segment, child);
        }
        node = child;
      }
      if (last) break;
      at = slash + 1;
    }
    (node.ends ??= []).push(entry);
  }

  /**
   * Adds the patterns that could match every URI of `from` (from the segment starting at `at`) to `found`. The
   * path is cut into segments only as deep as the index has branches for it.
   */
  candidates(from: string, at: number, found: Shadow[]): void {
    if (found.length > 64) return;
    const atEnd = at > from.length;
    if (this.rest !== undefined && !atEnd) for (const entry of this.rest) found.push(entry);
    if (atEnd) {
      if (this.ends !== undefined) for (const entry of this.ends) found.push(entry);
      return;
    }
    if (this.oneKey === undefined && this.pattern === undefined) return;
    let slash = from.indexOf('/', at);
    if (slash < 0) slash = from.length;
    if (this.oneKey !== undefined) this.literalChild(from.slice(at, slash))?.candidates(from, slash + 1, found);
    if (this.pattern !== undefined) for (const child of this.pattern.values()) child.candidates(from, slash + 1, found);
  }
}

const byIndex = (a: Shadow, b: Shadow) => a.index - b.index;

/** Routes that an earlier route shadows for every verb they exist for (each `from` at its first insertion). */
function lintUnreachable(order: readonly FromInfo[]): LintReuse['unreachable'] {
  const found: LintReuse['unreachable'] = [];
  const trie = new SegmentTrie();
  const candidates: Shadow[] = [];
  for (let index = 0; index < order.length; index++) {
    const info = order[index];
    if (!info.real) continue;
    const { from, verbs } = info;
    candidates.length = 0;
    trie.candidates(from, 0, candidates);
    if (candidates.length > 0) {
      const segments = from.split('/');
      if (candidates.length > 1) candidates.sort(byIndex);
      let shadowed = 0;
      const by: string[] = [];
      for (const candidate of candidates) {
        if ((candidate.verbs & verbs & ~shadowed) === 0 || candidate.from === from || !subsumesSegments(candidate.from.split('/'), segments)) continue;
        shadowed |= candidate.verbs & verbs;
        by.push(candidate.from);
        if (shadowed === verbs) break;
      }
      if (shadowed === verbs && verbs !== 0) {
        found.push({
          at: info.more?.[info.more.length - 1] ?? info.first,
          message: `'${from}' can never match: the earlier route${by.length > 1 ? 's' : ''} ${by.map((f) => `'${f}'`).join(', ')} match${by.length > 1 ? '' : 'es'} every URI it could.`,
          by,
        });
      }
    }
    if (!isLiteralPath(from)) trie.insert({ from, index, verbs });
  }
  return found;
}
