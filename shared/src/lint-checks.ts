// The problems a registration has on its own, or with the names before it: bad patterns, `$n` beyond the captures,
// '//', a name given again. Kept by position from one lint to the next, and checked again only for the
// registrations a change made (a keystroke's): the others are the same objects in the same order, so their problems
// are the same, made again with their current ids.

import { maxParameter, targetParameters } from '@routelens/route/patterns';
import type { FromInfo } from './lint-index';
import { PLACEHOLDER_OPEN } from './lint-index';
import type { Problem, Registration, Severity } from '@routelens/route/types';
import { existsWherever } from '@routelens/route/types';
import { doubleSlash, duplicateName, invalidPattern, paramOutOfRange, slowPattern } from './diagnostics/index';

/** A change to more registrations than this is linted from scratch (the index, the checks, the replacements). */
export const MAX_CHANGED = 2_000;

/** The problems reported once per call site and path (a call in a loop repeats them). */
const ONCE_PER_SITE = new Set<string>([invalidPattern.code, doubleSlash.code, slowPattern.code]);

/** A problem found for a registration, kept to be made again for the next table. */
interface Found {
  code: string;
  severity: Severity;
  message: string;
  /** The earlier registration of the same name (duplicate-name): its id goes in the data. */
  previous?: Registration;
  data?: Record<string, unknown>;
}

/** The per-registration problems of a table, by position, with what the next check needs. */
export interface CheckState {
  /** The registrations checked. */
  readonly table: readonly Registration[];
  /** Positions with problems, ascending, and their problems. */
  readonly flagged: readonly number[];
  readonly found: readonly (readonly Found[])[];
  /** How many registrations have each name (counted when an update first needs it). */
  readonly names: Map<string, number> | undefined;
}

/** Checks registrations one by one in table order. */
class Checker {
  readonly flagged: number[] = [];
  readonly found: Found[][] = [];
  private readonly named = new Map<string, Registration>();
  private reported: Set<string> | undefined;

  private add(position: number, found: Found): void {
    const last = this.flagged.length - 1;
    if (last >= 0 && this.flagged[last] === position) this.found[last].push(found);
    else {
      this.flagged.push(position);
      this.found.push([found]);
    }
  }

  /** Whether a problem of `code` about this registration's `from` at its call site is new (a call in a loop repeats it). */
  private once(registration: Registration, code: string): boolean {
    const location = registration.site.location;
    const key = `${code}:${location ? `${location.file}:${location.start}` : registration.id}:${registration.from}`;
    this.reported ??= new Set();
    if (this.reported.has(key)) return false;
    this.reported.add(key);
    return true;
  }

  check(position: number, registration: Registration, info: FromInfo): void {
    const from = info.from;
    const captures = info.captures;
    if (info.error !== undefined) {
      if (this.once(registration, invalidPattern.code)) {
        this.add(position, { code: invalidPattern.code, severity: invalidPattern.severity, message: invalidPattern.message(from, info.error!) });
      }
    } else if (captures >= 0 && registration.to.indexOf('$') >= 0) {
      const highest = maxParameter(registration.to);
      const beyond = highest > captures ? targetParameters(registration.to).find((n) => n > captures)! : 0;
      if (beyond > 0) {
        this.add(position, {
          code: paramOutOfRange.code,
          severity: paramOutOfRange.severity,
          message: paramOutOfRange.message(registration.to, beyond, from, captures),
          data: { parameter: beyond, captures },
        });
      }
    }
    if (info.slow && this.once(registration, slowPattern.code)) {
      this.add(position, { code: slowPattern.code, severity: slowPattern.severity, message: slowPattern.message(from) });
    }
    if (info.doubleSlash && this.once(registration, doubleSlash.code)) {
      this.add(position, { code: doubleSlash.code, severity: doubleSlash.severity, message: doubleSlash.message(from) });
    }
    // A name with a placeholder stands for a value nobody knows: never the same as another.
    if (registration.name !== null && registration.name.indexOf(PLACEHOLDER_OPEN) < 0) {
      const previousNamed = this.named.get(registration.name);
      // Only where the later route exists wherever the earlier does is the name certainly taken over.
      if (previousNamed && previousNamed.from !== from && existsWherever(previousNamed, registration)) {
        this.add(position, {
          code: duplicateName.code,
          severity: duplicateName.severity,
          message: duplicateName.message(registration.name, previousNamed.from, from),
          previous: previousNamed,
        });
      }
      this.named.set(registration.name, registration);
    }
  }
}

/** Checks every registration (`infoAt`: the index's `from` of each). */
export function checkAll(registrations: readonly Registration[], infoAt: readonly FromInfo[]): CheckState {
  const checker = new Checker();
  for (let r = 0; r < registrations.length; r++) checker.check(r, registrations[r], infoAt[r]);
  return { table: registrations, flagged: checker.flagged, found: checker.found, names: undefined };
}

/** How many registrations have each name. */
function countNames(registrations: readonly Registration[]): Map<string, number> {
  const names = new Map<string, number>();
  for (let r = 0; r < registrations.length; r++) {
    const name = registrations[r].name;
    if (name !== null) names.set(name, (names.get(name) ?? 0) + 1);
  }
  return names;
}

/** Where a table differs from the one before it: `[start, oldEnd)` of the old became `[start, newEnd)` of the new. */
export interface IdentityWindow {
  start: number;
  oldEnd: number;
  newEnd: number;
}

/**
 * The registrations of `next` that are not the same objects as those of `old` at both ends (a pass over two arrays
 * of references), or undefined when they are too many to update anything for.
 */
export function identityWindow(old: readonly Registration[], next: readonly Registration[]): IdentityWindow | undefined {
  const n = old.length;
  const m = next.length;
  let p = 0;
  while (p < n && p < m && next[p] === old[p]) p++;
  let s = 0;
  while (s < n - p && s < m - p && next[m - 1 - s] === old[n - 1 - s]) s++;
  if (n - s - p > MAX_CHANGED || m - s - p > MAX_CHANGED) return undefined;
  return { start: p, oldEnd: n - s, newEnd: m - s };
}

/**
 * The check of `registrations` from the check of an earlier table (`previous`, taken over: its name counts are
 * changed): the registrations in `window` are checked, the others keep their problems.
 * Undefined (check everything) when that run is large, when a name in it is given to another registration too
 * (then which registration a name was given to before changes elsewhere), or when a problem reported once per call
 * site (a bad pattern, '//') is in it, before or after: whether a registration outside it reports one then depends
 * on the registrations inside it with the same call site.
 */
export function checkUpdate(
  previous: CheckState,
  registrations: readonly Registration[],
  infoAt: readonly FromInfo[],
  window: IdentityWindow,
): CheckState | undefined {
  const old = previous.table;
  const n = old.length;
  const m = registrations.length;
  const { start: p, oldEnd, newEnd } = window;
  for (let i = 0; i < previous.flagged.length; i++) {
    const position = previous.flagged[i];
    if (position >= p && position < oldEnd && previous.found[i].some((f) => ONCE_PER_SITE.has(f.code))) return undefined;
  }
  for (let r = p; r < newEnd; r++) if (infoAt[r].error !== undefined || infoAt[r].doubleSlash) return undefined;
  const names = previous.names ?? countNames(old);
  let clash = false;
  for (let r = p; r < oldEnd; r++) {
    const name = old[r].name;
    if (name === null) continue;
    const count = names.get(name)!;
    if (count > 1) clash = true;
    if (count === 1) names.delete(name);
    else names.set(name, count - 1);
  }
  for (let r = p; r < newEnd; r++) {
    const name = registrations[r].name;
    if (name === null) continue;
    const count = (names.get(name) ?? 0) + 1;
    names.set(name, count);
    if (count > 1) clash = true;
  }
  if (clash) return undefined;
  const checker = new Checker();
  for (let r = p; r < newEnd; r++) checker.check(r, registrations[r], infoAt[r]);
  const flagged: number[] = [];
  const found: (readonly Found[])[] = [];
  const delta = m - n;
  let i = 0;
  for (; i < previous.flagged.length && previous.flagged[i] < p; i++) {
    flagged.push(previous.flagged[i]);
    found.push(previous.found[i]);
  }
  for (let j = 0; j < checker.flagged.length; j++) {
    flagged.push(checker.flagged[j]);
    found.push(checker.found[j]);
  }
  for (; i < previous.flagged.length; i++) {
    if (previous.flagged[i] < oldEnd) continue;
    flagged.push(previous.flagged[i] + delta);
    found.push(previous.found[i]);
  }
  return { table: registrations, flagged, found, names };
}

/** A problem about `registration`, with its id (and then `data`) as the problem's data. */
export function problemAbout(registration: Registration, code: string, severity: Severity, message: string, data?: Record<string, unknown>): Problem {
  return { code, severity, message, site: registration.site, data: { registration: registration.id, ...data } };
}

/** The problems of a check, in table order, made for the registrations as they are now (ids, call sites). */
export function checkProblems(state: CheckState, registrations: readonly Registration[]): Problem[] {
  const problems: Problem[] = [];
  for (let i = 0; i < state.flagged.length; i++) {
    const registration = registrations[state.flagged[i]];
    for (const f of state.found[i]) {
      problems.push(problemAbout(registration, f.code, f.severity, f.message, f.previous ? { previous: f.previous.id } : f.data));
    }
  }
  return problems;
}
