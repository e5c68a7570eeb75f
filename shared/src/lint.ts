// Problems that only the whole table shows: replaced and unreachable routes, bad patterns and parameters, names.

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
  segments?: string[];
  /** The verbs it exists for, one bit each in VERBS order. */
  verbs: number;
}

const VERB_BIT = new Map<string, number>(VERBS.map((verb, i) => [verb, 1 << i]));
const ALL_VERBS = (1 << VERBS.length) - 1;

/** What the table knows of one `from`: its registrations in order and the verbs it exists for (bits). */
interface FromInfo extends Shadow {
  from: string;
  regs: Registration[];
  verbs: number;
  valid: boolean;
}

export interface TableLint {
  problems: Problem[];
  /** Registrations that a later one replaces completely, with the earliest replacer. */
  replaced: Map<Registration, Registration>;
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

/** One pass over the table for per-route problems, then replaced and unreachable routes per `from`. */
export function lintTable(registrations: readonly Registration[]): TableLint {
  const problems: Problem[] = [];
  const add: Add = (registration, code, severity, message, data = {}) =>
    problems.push({ code, severity, message, site: registration.site, data: { registration: registration.id, ...data } });
  const reported = new Set<string>();
  const once = (registration: Registration, code: string) => {
    const location = registration.site.location;
    const key = `${code}:${location ? `${location.file}:${location.start}` : registration.id}:${registration.from}`;
    if (reported.has(key)) return false;
    reported.add(key);
    return true;
  };
  const byFrom = new Map<string, FromInfo>();
  const order: FromInfo[] = [];
  const named = new Map<string, Registration>();
  for (const registration of registrations) {
    const from = registration.from;
    let info = byFrom.get(from);
    // A `from` with a placeholder (⟨…⟩, a part the static evaluation could not know) is not a real pattern yet.
    const pattern = from.indexOf(PLACEHOLDER_OPEN) >= 0 ? UNKNOWN_PATTERN : compilePattern(from);
    if (!info) {
      info = { from, regs: [registration], verbs: 0, valid: pattern.ok };
      byFrom.set(from, info);
      order.push(info);
    } else {
      info.regs.push(registration);
    }
    info.verbs |= registration.verb === 'ANY' ? ALL_VERBS : VERB_BIT.get(registration.verb)!;
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
      const previous = named.get(registration.name);
      if (previous && previous.from !== from) {
        add(registration, 'duplicate-name', 'warning',
          `The name '${registration.name}' was already given to '${previous.from}'; named('${registration.name}') now returns '${from}'.`,
          { previous: previous.id });
      }
      named.set(registration.name, registration);
    }
  }
  const replaced = new Map<Registration, Registration>();
  for (const info of order) {
    const list = info.regs;
    for (let i = 0; i < list.length - 1; i++) {
      const earlier = list[i];
      for (let j = i + 1; j < list.length; j++) {
        const later = list[j];
        if (later.verb === 'ANY' || later.verb === earlier.verb) {
          replaced.set(earlier, later);
          add(earlier, 'route-replaced', 'warning',
            `${earlier.verb} '${earlier.from}' → '${earlier.to}' is replaced by a later registration → '${later.to}'.`,
            { replacedBy: later.id });
          break;
        }
      }
    }
  }
  lintUnreachable(order, add);
  return { problems, replaced };
}

/**
 * Earlier patterns indexed by segment: literal segments by their text, other segments (wildcards, groups) by
 * pattern. A query follows its own literal and every non-literal branch, so only plausible candidates are
 * checked with `subsumes` and a table of thousands of routes stays near-linear.
 */
class SegmentTrie {
  // Created on first use: most nodes of a large table have one child and no patterns ending at them.
  private literal: Map<string, SegmentTrie> | undefined;
  private pattern: Map<string, SegmentTrie> | undefined;
  private ends: Shadow[] | undefined;
  /** Patterns that end here with a catch-all last segment such as `(.*)`. */
  private rest: Shadow[] | undefined;

  insert(segments: string[], entry: Shadow, index = 0): void {
    if (index === segments.length) {
      (this.ends ??= []).push(entry);
      return;
    }
    const segment = segments[index];
    if (index === segments.length - 1 && REST_SEGMENT.has(segment)) {
      (this.rest ??= []).push(entry);
      return;
    }
    const branches = isLiteralSegment(segment) ? (this.literal ??= new Map()) : (this.pattern ??= new Map());
    let child = branches.get(segment);
    if (!child) {
      child = new SegmentTrie();
      branches.set(segment, child);
    }
    child.insert(segments, entry, index + 1);
  }

  candidates(segments: string[], found: Shadow[], index = 0): void {
    if (found.length > 64) return;
    if (this.rest && index < segments.length) found.push(...this.rest);
    if (index === segments.length) {
      if (this.ends) found.push(...this.ends);
      return;
    }
    this.literal?.get(segments[index])?.candidates(segments, found, index + 1);
    if (this.pattern) for (const child of this.pattern.values()) child.candidates(segments, found, index + 1);
  }
}

/** Routes that an earlier route shadows for every verb they exist for (each `from` at its first insertion). */
function lintUnreachable(order: readonly FromInfo[], add: Add): void {
  const trie = new SegmentTrie();
  const candidates: Shadow[] = [];
  for (const info of order) {
    const { from, verbs } = info;
    const segments = from.split('/');
    if (info.valid && from.indexOf(PLACEHOLDER_OPEN) < 0) {
      candidates.length = 0;
      trie.candidates(segments, candidates);
      let shadowed = 0;
      const by: string[] = [];
      for (const candidate of candidates) {
        if ((candidate.verbs & verbs & ~shadowed) === 0 || candidate.from === from || !subsumesSegments(candidate.segments!, segments)) continue;
        shadowed |= candidate.verbs & verbs;
        by.push(candidate.from);
        if (shadowed === verbs) break;
      }
      if (shadowed === verbs && verbs !== 0) {
        add(info.regs[info.regs.length - 1], 'unreachable-route', 'warning',
          `'${from}' can never match: the earlier route${by.length > 1 ? 's' : ''} ${by.map((f) => `'${f}'`).join(', ')} match${by.length > 1 ? '' : 'es'} every URI it could.`,
          { shadowedBy: by });
      }
    }
    info.segments = segments;
    trie.insert(segments, info);
  }
}
