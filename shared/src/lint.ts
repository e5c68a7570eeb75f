// Problems that only the whole table shows: replaced and unreachable routes, bad patterns and parameters, names.

import { compilePattern, isLiteralSegment, targetParameters } from './patterns';
import type { Problem, Registration, Verb } from './types';
import { VERBS } from './types';

const ANY_SEGMENT = new Set(['(:any)', '([^/]+)', ':any', '[^/]+']);
const NUM_SEGMENT = new Set(['(:num)', '([0-9]+)', ':num', '[0-9]+', '(\\d+)', '\\d+']);
const REST_SEGMENT = new Set(['(.*)', '(.+)', '.*', '.+']);

function verbsOf(registration: Registration): readonly Verb[] {
  return registration.verb === 'ANY' ? VERBS : [registration.verb];
}


/** Whether every path matched by pattern `later` is matched by `earlier` (a sound, segment-wise approximation). */
export function subsumes(earlier: string, later: string): boolean {
  const e = earlier.split('/');
  const l = later.split('/');
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

function groupByFrom(registrations: readonly Registration[]): Map<string, Registration[]> {
  const byFrom = new Map<string, Registration[]>();
  for (const registration of registrations) {
    const list = byFrom.get(registration.from);
    if (list) list.push(registration);
    else byFrom.set(registration.from, [registration]);
  }
  return byFrom;
}

/**
 * Registrations that a later one replaces completely (same `from`, and the same verb or `any`), with the
 * earliest such replacer. A later verb route only replaces an `any` route for its own verb, so that is not here.
 */
export function replacements(registrations: readonly Registration[], byFrom = groupByFrom(registrations)): Map<Registration, Registration> {
  const replaced = new Map<Registration, Registration>();
  for (const list of byFrom.values()) {
    for (let i = 0; i < list.length - 1; i++) {
      const earlier = list[i];
      const replacer = list.slice(i + 1).find((later) => later.verb === 'ANY' || later.verb === earlier.verb);
      if (replacer) replaced.set(earlier, replacer);
    }
  }
  return replaced;
}

/** Lints a table of registrations. Each problem carries `data.registration` (the id it is about). */
export function lintRoutes(registrations: readonly Registration[]): Problem[] {
  const problems: Problem[] = [];
  const add = (registration: Registration, code: string, severity: Problem['severity'], message: string, data: Record<string, unknown> = {}) =>
    problems.push({ code, severity, message, site: registration.site, data: { registration: registration.id, ...data } });

  const reportedSites = new Set<string>();
  const once = (registration: Registration, code: string) => {
    const key = `${code}:${registration.site.location ? `${registration.site.location.file}:${registration.site.location.start}` : registration.id}:${registration.from}`;
    if (reportedSites.has(key)) return false;
    reportedSites.add(key);
    return true;
  };

  // Per-route checks: the pattern compiles, its parameters exist, no accidental double slash.
  for (const registration of registrations) {
    const pattern = compilePattern(registration.from);
    if (!pattern.ok) {
      if (once(registration, 'invalid-pattern')) {
        add(registration, 'invalid-pattern', 'error', `The pattern '${registration.from}' is not a valid regular expression: ${pattern.error}.`);
      }
      continue;
    }
    const params = targetParameters(registration.to);
    const beyond = params.filter((n) => n > pattern.captures);
    if (beyond.length > 0) {
      add(registration, 'param-out-of-range', 'warning',
        `The target '${registration.to}' uses $${beyond[0]}, but '${registration.from}' has ${pattern.captures} capture group${pattern.captures === 1 ? '' : 's'}; $${beyond[0]} will be empty.`,
        { parameter: beyond[0], captures: pattern.captures });
    }
    if (registration.from.includes('//') && once(registration, 'double-slash')) {
      add(registration, 'double-slash', 'warning', `The path '${registration.from}' contains '//' (a prefix or path ends with '/'); no request URI has an empty segment.`);
    }
  }

  // Replaced routes: a later registration of the same from covers every verb this one has.
  const byFrom = groupByFrom(registrations);
  for (const [earlier, replacer] of replacements(registrations, byFrom)) {
    add(earlier, 'route-replaced', 'warning',
      `${earlier.verb} '${earlier.from}' → '${earlier.to}' is replaced by a later registration → '${replacer.to}'.`,
      { replacedBy: replacer.id });
  }

  // Names given more than once: named() answers with the last one.
  const named = new Map<string, Registration>();
  for (const registration of registrations) {
    if (registration.name === null) continue;
    const previous = named.get(registration.name);
    if (previous && previous.from !== registration.from) {
      add(registration, 'duplicate-name', 'warning',
        `The name '${registration.name}' was already given to '${previous.from}'; named('${registration.name}') now returns '${registration.from}'.`,
        { previous: previous.id });
    }
    named.set(registration.name, registration);
  }

  lintUnreachable(registrations, byFrom, add);
  return problems;
}

/** Routes that an earlier route shadows for every verb they exist for. */
function lintUnreachable(
  registrations: readonly Registration[], byFrom: Map<string, Registration[]>,
  add: (r: Registration, code: string, severity: Problem['severity'], message: string, data?: Record<string, unknown>) => void,
): void {
  // Earlier patterns, bucketed by first segment so that a table of thousands stays near-linear.
  const literalBuckets = new Map<string, { from: string; verbs: Set<Verb> }[]>();
  const genericBucket: { from: string; verbs: Set<Verb> }[] = [];
  const seen = new Set<string>();
  for (const registration of registrations) {
    const from = registration.from;
    if (seen.has(from)) continue;
    seen.add(from);
    const regs = byFrom.get(from)!;
    const verbs = new Set<Verb>(regs.flatMap(verbsOf));
    const first = from.split('/', 1)[0];
    const candidates = [...(literalBuckets.get(first) ?? []), ...genericBucket];
    if (compilePattern(from).ok) {
      const shadowedBy = new Map<Verb, string>();
      for (const candidate of candidates) {
        if (candidate.from === from || !subsumes(candidate.from, from)) continue;
        for (const verb of verbs) if (candidate.verbs.has(verb) && !shadowedBy.has(verb)) shadowedBy.set(verb, candidate.from);
        if (shadowedBy.size === verbs.size) break;
      }
      if (shadowedBy.size === verbs.size && verbs.size > 0) {
        const last = regs[regs.length - 1];
        const by = [...new Set(shadowedBy.values())];
        add(last, 'unreachable-route', 'warning',
          `'${from}' can never match: the earlier route${by.length > 1 ? 's' : ''} ${by.map((f) => `'${f}'`).join(', ')} match${by.length > 1 ? '' : 'es'} every URI it could.`,
          { shadowedBy: by });
      }
    }
    const entry = { from, verbs };
    if (isLiteralSegment(first) && first !== '') {
      const bucket = literalBuckets.get(first);
      if (bucket) bucket.push(entry);
      else literalBuckets.set(first, [entry]);
    } else {
      genericBucket.push(entry);
    }
  }
}
