// Problems that only the whole table shows: replaced and unreachable routes, bad patterns and parameters, names.

import type { CheckState } from './lint-checks';
import { checkAll, checkProblems, checkUpdate, problemAbout } from './lint-checks';
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

/** What the next lint starts from: the index of `from`s and the per-registration problems, both updated once. */
interface Reuse {
  index: FromIndex;
  checks: CheckState;
  spent: boolean;
}

/**
 * One pass over the table for per-route problems, then replaced and unreachable routes per `from`. This runs on
 * every keystroke over tables of tens of thousands of routes, so the index of `from`s behind the last two and the
 * per-route problems are kept (`reuse`): given the lint of the previous table, `lintTable(next, previous)` updates
 * them for what changed, and the result is the same as linting `next` from scratch. `previous` is taken over: lint
 * from it only once.
 */
export function lintTable(registrations: readonly Registration[], previous?: TableLint): TableLint {
  const last = previous?.reuse as Reuse | undefined;
  if (last && !last.spent) {
    last.spent = true;
    const index = updateIndex(last.index, registrations);
    if (index) {
      const checks = checkUpdate(last.checks, registrations, index.infoAt) ?? checkAll(registrations, index.infoAt);
      return conclude(registrations, index, checks);
    }
  }
  const builder = new IndexBuilder(registrations.length);
  for (let r = 0; r < registrations.length; r++) builder.add(registrations[r]);
  const index = builder.finish();
  return conclude(registrations, index, checkAll(registrations, index.infoAt));
}

/** After the per-registration problems: `from`s registered more than once, then `from`s that can never match. */
function conclude(registrations: readonly Registration[], index: FromIndex, checks: CheckState): TableLint {
  const problems = checkProblems(checks, registrations);
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
          problems.push(problemAbout(earlier, 'route-replaced', 'warning',
            `${earlier.verb} '${earlier.from}' → '${earlier.to}' is replaced by a later registration → '${later.to}'.`,
            { replacedBy: later.id }));
          break;
        }
      }
    }
  }
  for (const info of unreachable) {
    const at = info.regs[info.regs.length - 1];
    const shadowed = registrations[at];
    if (shadowed.condition && onlyExclusiveShadows(at, info.unreachable!.by, index, registrations)) continue;
    problems.push(problemAbout(shadowed, 'unreachable-route', 'warning', info.unreachable!.message, { shadowedBy: info.unreachable!.by }));
  }
  index.table = registrations;
  const reuse: Reuse = { index, checks, spent: false };
  return { problems, replaced, reuse };
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
