// Problems that only the whole table shows: replaced and unreachable routes, bad patterns and parameters, names.

import { maxParameter, targetParameters } from './patterns';
import type { FromIndex, FromInfo } from './lint-index';
import { IndexBuilder } from './lint-index';
import { updateIndex } from './lint-update';
import type { Problem, Registration } from './types';
import { exclusive } from './types';

export { PLACEHOLDER_OPEN, subsumes } from './lint-index';

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

/**
 * One pass over the table for per-route problems, then replaced and unreachable routes per `from`. This runs on
 * every keystroke over tables of tens of thousands of routes, so the index of `from`s behind the last two is kept
 * (`reuse`): given the lint of the previous table, `lintTable(next, previous)` updates it for what changed, and
 * the result is the same as linting `next` from scratch. `previous` is taken over: lint from it only once.
 */
export function lintTable(registrations: readonly Registration[], previous?: TableLint): TableLint {
  const last = previous?.reuse as (FromIndex & { spent?: boolean }) | undefined;
  if (last && !last.spent) {
    last.spent = true;
    const index = updateIndex(last, registrations);
    if (index) {
      const checks = new RegistrationChecks();
      const { infoAt } = index;
      for (let r = 0; r < registrations.length; r++) checks.check(registrations[r], infoAt[r]);
      return conclude(registrations, index, checks);
    }
  }
  const builder = new IndexBuilder(registrations.length);
  const checks = new RegistrationChecks();
  for (let r = 0; r < registrations.length; r++) checks.check(registrations[r], builder.add(registrations[r]));
  return conclude(registrations, builder.finish(), checks);
}

/** The problems a registration has on its own, or with the names before it, in table order. */
class RegistrationChecks {
  readonly problems: Problem[] = [];
  private readonly named = new Map<string, Registration>();
  private reported: Set<string> | undefined;

  add(registration: Registration, code: string, severity: Problem['severity'], message: string, data?: Record<string, unknown>): void {
    this.problems.push({ code, severity, message, site: registration.site, data: { registration: registration.id, ...data } });
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

  check(registration: Registration, info: FromInfo): void {
    const from = info.from;
    const captures = info.captures;
    if (info.error !== undefined) {
      if (this.once(registration, 'invalid-pattern')) {
        this.add(registration, 'invalid-pattern', 'error', `The pattern '${from}' is not a valid regular expression: ${info.error}.`);
      }
    } else if (captures >= 0 && registration.to.indexOf('$') >= 0) {
      const highest = maxParameter(registration.to);
      const beyond = highest > captures ? targetParameters(registration.to).find((n) => n > captures)! : 0;
      if (beyond > 0) {
        this.add(registration, 'param-out-of-range', 'warning',
          `The target '${registration.to}' uses $${beyond}, but '${from}' has ${captures} capture group${captures === 1 ? '' : 's'}; $${beyond} will be empty.`,
          { parameter: beyond, captures });
      }
    }
    if (info.doubleSlash && this.once(registration, 'double-slash')) {
      this.add(registration, 'double-slash', 'warning', `The path '${from}' contains '//' (a prefix or path ends with '/'); no request URI has an empty segment.`);
    }
    if (registration.name !== null) {
      const previousNamed = this.named.get(registration.name);
      if (previousNamed && previousNamed.from !== from && !exclusive(previousNamed, registration)) {
        this.add(registration, 'duplicate-name', 'warning',
          `The name '${registration.name}' was already given to '${previousNamed.from}'; named('${registration.name}') now returns '${from}'.`,
          { previous: previousNamed.id });
      }
      this.named.set(registration.name, registration);
    }
  }
}

/** After the per-registration problems: `from`s registered more than once, then `from`s that can never match. */
function conclude(registrations: readonly Registration[], index: FromIndex, checks: RegistrationChecks): TableLint {
  const { infoAt } = index;
  // In the order of their first registration.
  const groups: FromInfo[] = [];
  const unreachable: FromInfo[] = [];
  for (let r = 0; r < infoAt.length; r++) {
    const info = infoAt[r];
    if (info.regs[0] !== r) continue;
    if (info.regs.length > 1) groups.push(info);
    if (info.unreachable) unreachable.push(info);
  }
  const replaced = new Map<Registration, Registration>();
  for (let g = 0; g < groups.length; g++) {
    const regs = groups[g].regs;
    for (let i = 0; i < regs.length - 1; i++) {
      const earlier = registrations[regs[i]];
      for (let j = i + 1; j < regs.length; j++) {
        const later = registrations[regs[j]];
        // Routes on opposite branches of one condition never exist together: neither replaces the other.
        if ((later.verb === 'ANY' || later.verb === earlier.verb) && !exclusive(earlier, later)) {
          replaced.set(earlier, later);
          checks.add(earlier, 'route-replaced', 'warning',
            `${earlier.verb} '${earlier.from}' → '${earlier.to}' is replaced by a later registration → '${later.to}'.`,
            { replacedBy: later.id });
          break;
        }
      }
    }
  }
  for (const info of unreachable) {
    const at = info.regs[info.regs.length - 1];
    const shadowed = registrations[at];
    if (shadowed.condition && onlyExclusiveShadows(at, info.unreachable!.by, index, registrations)) continue;
    checks.add(shadowed, 'unreachable-route', 'warning', info.unreachable!.message, { shadowedBy: info.unreachable!.by });
  }
  index.table = registrations;
  return { problems: checks.problems, replaced, reuse: index };
}

/** Whether every route that shadows a conditional one sits on the opposite branch of one of its conditions. */
function onlyExclusiveShadows(at: number, by: readonly string[], index: FromIndex, registrations: readonly Registration[]): boolean {
  const shadowed = registrations[at];
  for (const from of by) {
    const info = index.infos.get(from);
    if (!info) return false;
    for (const r of info.regs) if (r < at && !exclusive(registrations[r], shadowed)) return false;
  }
  return true;
}
