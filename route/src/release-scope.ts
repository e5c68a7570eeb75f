// Bonfire's released PHP library's prefix and nesting, as PHP apps run them (the registry's `release` library).
//
// The released library keeps one prefix, not a stack: `prefix()` sets it, runs its callback and clears it, so a
// nested `prefix()` replaces the outer one and leaves none behind. A nested handler's text (`nested_prefix`) and
// depth are global too, and a verb route is created only in a request of its method, so how far a nested handler
// runs depends on the request method. This keeps that state per request method, which gives each method's table
// exactly as its own run of the library would.

import type { Verb } from './types';
import { VERBS } from './types';

/** Routes created by one call: the verbs that share each full `from` (the text in front may differ by method). */
export interface CreatedGroup {
  verbs: Verb[];
  from: string;
}

export class ReleaseScope {
  /** The request methods whose run of the library is evaluating the code now (all at the top level). */
  private active: readonly Verb[] = VERBS;
  private readonly nestedPrefix = new Map<Verb, string>(VERBS.map((verb) => [verb, '']));
  private readonly depth = new Map<Verb, number>(VERBS.map((verb) => [verb, 0]));
  /**
   * The prefix set by the running `prefix()` callback, per method; null when none is (or after a nested one ended,
   * which in a method whose run skipped that callback leaves the outer one in force).
   */
  private readonly prefix = new Map<Verb, string | null>(VERBS.map((verb) => [verb, null]));

  /** `prefix()` sets its name (or clears it: null) in the runs evaluating it now. */
  setPrefix(name: string | null): void {
    for (const verb of this.active) this.prefix.set(verb, name);
  }

  /** Whether a nested handler is open for `verb` (resources() then shifts its `$n` by one). */
  nestedFor(verb: Verb): boolean {
    return this.depth.get(verb)! !== 0;
  }

  /** The methods now running, as a list (for messages). */
  get running(): readonly Verb[] {
    return this.active;
  }

  /** The full `from` of a route for `verbs`, grouped by text, for the methods running now (none: empty). */
  froms(verbs: readonly Verb[], from: string): CreatedGroup[] {
    const groups: CreatedGroup[] = [];
    for (const verb of verbs) {
      if (!this.active.includes(verb)) continue;
      const prefix = this.prefix.get(verb)!;
      const full = this.nestedPrefix.get(verb)! + (prefix === null ? '' : `${prefix}/`) + from;
      const group = groups.find((g) => g.from === full);
      if (group) group.verbs.push(verb);
      else groups.push({ verbs: [verb], from: full });
    }
    return groups;
  }

  /**
   * What the library does after creating the routes of `groups`: runs `nested` (through `run`) for the methods at
   * depth 0, with the route's `from` added to their nested text, clears that text afterwards; then every method
   * that created the route steps its depth down.
   */
  afterCreate(groups: readonly CreatedGroup[], nested: (() => void) | undefined, run: (nested: () => void) => void): void {
    const runFor: Verb[] = [];
    if (nested) {
      for (const group of groups) {
        for (const verb of group.verbs) {
          if (this.depth.get(verb) !== 0) continue;
          runFor.push(verb);
          this.nestedPrefix.set(verb, this.nestedPrefix.get(verb)! + group.from.replace(/\/+$/, '') + '/');
          this.depth.set(verb, 1);
        }
      }
    }
    if (runFor.length > 0) {
      const outer = this.active;
      this.active = runFor;
      try {
        run(nested!);
      } finally {
        this.active = outer;
        for (const verb of runFor) this.nestedPrefix.set(verb, '');
      }
    }
    for (const group of groups) {
      for (const verb of group.verbs) this.depth.set(verb, Math.max(0, this.depth.get(verb)! - 1));
    }
  }

  /** `reset()` in the runs evaluating it now: the depth goes back to 0 (the prefixes stay, as in the library). */
  reset(): void {
    for (const verb of this.active) this.depth.set(verb, 0);
  }
}
