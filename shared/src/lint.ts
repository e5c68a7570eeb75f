// Problems that only the whole table shows: replaced and unreachable routes, bad patterns and parameters, names.

import type { CheckState } from './lint-checks';
import { checkAll, checkProblems, checkUpdate, identityWindow, problemAbout } from './lint-checks';
import type { FromIndex } from './lint-index';
import { IndexBuilder } from './lint-index';
import { updateIndex } from './lint-update';
import type { Problem, Registration } from '@routelens/route/types';
import { existsWherever } from '@routelens/route/types';
import { verbBits } from './lint-index';
import { routeReplaced, unreachableRoute } from './diagnostics/index';

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

/** Which registration replaces which, by `from`: the pairs of each `from` with any. */
type ReplacedByFrom = Map<string, [earlier: Registration, later: Registration][]>;

/** What the next lint starts from: the index of `from`s, the per-registration problems and replacements, updated once. */
interface Reuse {
  index: FromIndex;
  checks: CheckState;
  replacedByFrom: ReplacedByFrom;
  spent: boolean;
}

/**
 * One pass over the table for per-route problems, then replaced and unreachable routes per `from`. This runs on
 * every keystroke over tables of tens of thousands of routes, so the index of `from`s behind the last two, the
 * per-route problems and the replacements are kept (`reuse`): given the lint of the previous table,
 * `lintTable(next, previous)` updates them for what changed, and the result is the same as linting `next` from
 * scratch. `previous` is taken over: lint from it only once.
 */
export function lintTable(registrations: readonly Registration[], previous?: TableLint): TableLint {
  const last = previous?.reuse as Reuse | undefined;
  if (last && !last.spent) {
    last.spent = true;
    const old = last.checks.table;
    // The registrations between the same objects at both ends: the rest are as they were, at moved positions.
    const window = identityWindow(old, registrations);
    const index = updateIndex(last.index, registrations, last.index.table === old ? window : undefined);
    if (index) {
      const checks = (window && checkUpdate(last.checks, registrations, index.infoAt, window)) ?? checkAll(registrations, index.infoAt);
      let touched: Set<string> | undefined;
      if (window) {
        touched = new Set();
        for (let r = window.start; r < window.oldEnd; r++) touched.add(old[r].from);
        for (let r = window.start; r < window.newEnd; r++) touched.add(registrations[r].from);
      }
      return conclude(registrations, index, checks, touched && { replacedByFrom: last.replacedByFrom, touched });
    }
  }
  const builder = new IndexBuilder(registrations.length);
  for (let r = 0; r < registrations.length; r++) builder.add(registrations[r]);
  const index = builder.finish();
  return conclude(registrations, index, checkAll(registrations, index.infoAt));
}

/** The replacements among the registrations at `regs` (one `from`), in table order. */
function replacementsAt(regs: readonly number[], registrations: readonly Registration[]): [Registration, Registration][] | undefined {
  let pairs: [Registration, Registration][] | undefined;
  for (let i = 0; i < regs.length - 1; i++) {
    const earlier = registrations[regs[i]];
    for (let j = i + 1; j < regs.length; j++) {
      const later = registrations[regs[j]];
      // A later route replaces an earlier one where it exists wherever the earlier does (routes on opposite branches
      // never exist together; one under a condition the earlier does not have leaves it where that does not hold).
      if ((later.verb === 'ANY' || later.verb === earlier.verb) && existsWherever(earlier, later)) {
        (pairs ??= []).push([earlier, later]);
        break;
      }
    }
  }
  return pairs;
}

/**
 * After the per-registration problems: `from`s registered more than once, then `from`s that can never match. With
 * `reuse`, the replacements of the previous table (taken over) are found again only for the `from`s `touched`: the
 * others have the same registrations, the same objects, at moved positions.
 */
function conclude(
  registrations: readonly Registration[],
  index: FromIndex,
  checks: CheckState,
  reuse?: { replacedByFrom: ReplacedByFrom; touched: ReadonlySet<string> },
): TableLint {
  const problems = checkProblems(checks, registrations);
  const infos = index.infos;
  let replacedByFrom: ReplacedByFrom;
  if (reuse) {
    replacedByFrom = reuse.replacedByFrom;
    for (const from of reuse.touched) {
      replacedByFrom.delete(from);
      const info = infos.get(from);
      const pairs = info && info.regs.length > 1 && !info.placeholder ? replacementsAt(info.regs, registrations) : undefined;
      if (pairs) replacedByFrom.set(from, pairs);
    }
  } else {
    replacedByFrom = new Map();
    for (const info of infos.values()) {
      // Two placeholders are never equal (they stand for values nobody knows): no replacement between them.
      const pairs = info.regs.length > 1 && !info.placeholder ? replacementsAt(info.regs, registrations) : undefined;
      if (pairs) replacedByFrom.set(info.from, pairs);
    }
  }
  // In the order of their first registration.
  const groups = [...replacedByFrom.keys()].map((from) => infos.get(from)!).sort((a, b) => a.regs[0] - b.regs[0]);
  const replaced = new Map<Registration, Registration>();
  for (const group of groups) {
    for (const [earlier, later] of replacedByFrom.get(group.from)!) {
      replaced.set(earlier, later);
      problems.push(
        problemAbout(
          earlier,
          routeReplaced.code,
          routeReplaced.severity,
          routeReplaced.message.registration(earlier.verb, earlier.from, earlier.to, later.to),
          { replacedBy: later.id },
        ),
      );
    }
  }
  const unreachable = [...index.unreachables].sort((a, b) => a.regs[0] - b.regs[0]);
  for (const info of unreachable) {
    const at = info.regs[info.regs.length - 1];
    const shadowed = registrations[at];
    if (
      (shadowed.condition || conditionalBefore(at, info.unreachable!.by, index, registrations)) &&
      !shadowedWherever(at, info.verbs, info.unreachable!.by, index, registrations)
    )
      continue;
    problems.push(problemAbout(shadowed, unreachableRoute.code, unreachableRoute.severity, info.unreachable!.message, { shadowedBy: info.unreachable!.by }));
  }
  index.table = registrations;
  const next: Reuse = { index, checks, replacedByFrom, spent: false };
  return { problems, replaced, reuse: next };
}

/** Whether some route before `at` with one of the `from`s `by` is conditional (only then can shadowing depend on conditions). */
function conditionalBefore(at: number, by: readonly string[], index: FromIndex, registrations: readonly Registration[]): boolean {
  for (const from of by) for (const r of index.infos.get(from)?.regs ?? []) if (r < at && registrations[r].condition) return true;
  return false;
}

/**
 * Whether the routes before `at` with the `from`s `by` that exist wherever the route at `at` does cover all its
 * `verbs`: then it can never match. A shadow that holds only under a condition it does not have is no certainty
 * (execution without that condition contradicts it), nor one on the opposite branch of one of its conditions.
 */
function shadowedWherever(at: number, verbs: number, by: readonly string[], index: FromIndex, registrations: readonly Registration[]): boolean {
  const shadowed = registrations[at];
  const own = shadowed.condition?.terms ?? [];
  let covered = 0;
  // Shadows on the branches of one more condition: together they cover the verbs all of its branches cover.
  const byBranch = new Map<number, { of: number; bits: Map<number, number> }>();
  for (const from of by) {
    for (const r of index.infos.get(from)?.regs ?? []) {
      if (r >= at) continue;
      const shadow = registrations[r];
      const bits = verbBits(shadow);
      if (existsWherever(shadowed, shadow)) {
        covered |= bits;
        continue;
      }
      const extra = shadow.condition!.terms.filter((y) => !own.some((x) => x.id === y.id && x.branch === y.branch));
      const term = extra[0];
      if (extra.length !== 1 || term.of === undefined || own.some((x) => x.id === term.id)) continue;
      let entry = byBranch.get(term.id);
      if (!entry) byBranch.set(term.id, (entry = { of: term.of, bits: new Map() }));
      entry.bits.set(term.branch, (entry.bits.get(term.branch) ?? 0) | bits);
    }
  }
  for (const { of, bits } of byBranch.values()) {
    if (bits.size < of) continue;
    let all = -1;
    for (const b of bits.values()) all &= b;
    covered |= all;
  }
  return (covered & verbs) === verbs;
}
