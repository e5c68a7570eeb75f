// The names of a registry's routes: each name and the `from` of the last registration given it.

import type { Registration } from './types';

/** How many names are looked up by a scan of the registrations before the map of names is made. */
const SCANNED_NAMES = 4;

/**
 * The names of a list of registrations, made from the list when asked for (`named`, `url`, `namedRoutes`), since most
 * tables are built without a name ever being looked up. The list only grows, until a reset (then `reset`).
 */
export class RegistrationNames {
  private names = new Map<string, string>();
  /** How many registrations of the list `names` has taken in. */
  private upTo = 0;
  /** How many names were looked up without the map. */
  private scanned = 0;

  /** The list was replaced by an empty one. */
  reset(): void {
    this.names = new Map();
    this.upTo = 0;
  }

  /**
   * The `from` of the last registration of `list` named `name`, or undefined. The first few names asked for are
   * looked up from the last registration back (a config that asks for one name does not build the map of every
   * name); after that, in the map.
   */
  fromOf(list: readonly Registration[], name: string): string | undefined {
    if (this.upTo === 0 && ++this.scanned <= SCANNED_NAMES) {
      for (let i = list.length - 1; i >= 0; i--) if (list[i].name === name) return list[i].from;
      return undefined;
    }
    return this.all(list).get(name);
  }

  /** Every name, brought up to date with the registrations added to `list` since it was last asked for. */
  all(list: readonly Registration[]): Map<string, string> {
    for (let i = this.upTo; i < list.length; i++) {
      const registration = list[i];
      if (registration.name !== null) this.names.set(registration.name, registration.from);
    }
    this.upTo = list.length;
    return this.names;
  }
}
