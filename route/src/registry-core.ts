// The core of the route registry: its registrations, ids, scopes, conditions and problems, and how one route is
// registered (the port's stacked scopes, or Bonfire's released library's per-method state). The public Route
// methods are in registry.ts.

import type { MapStyle } from './route-array';
import { RegistrationNames } from './registry-names';
import type { Reporter } from './registry-options';
import { BARE_SITES } from './registry-options';
import type { CallKind, CallSite, Problem, Registration, RegistryOptions, Severity, SourceLocation, Verb, VerbLabel, Condition, ConditionTerm } from './types';
import { VERBS } from './types';
import type { CreatedGroup } from './release-scope';
import { ReleaseScope } from './release-scope';
import { isEmpty } from './values';
import { childNeverExists } from './problems';

/**
 * Where a registration made now would land: the text put in front of its `from`, the calls around it, and the
 * innermost nested-handler parent. Recomputed only when a prefix or handler opens or closes.
 */
export interface Scope {
  front: string;
  enclosing: readonly CallSite[];
  nest: { parentFrom: string; verbs: readonly Verb[] } | undefined;
}

export const TOP: Scope = { front: '', enclosing: [], nest: undefined };

/** The registrations and their bookkeeping, under the public methods of RouteRegistry. */
export abstract class RegistryCore {
  protected registrations: Registration[] = [];
  /** The names of the registrations (made when asked for). */
  protected readonly names = new RegistrationNames();
  protected scopes: Scope[] = [TOP];
  protected scope: Scope = TOP;
  protected nextId = 1;
  protected pendingLocation: SourceLocation | undefined;
  protected condition: Condition | undefined = undefined;
  protected readonly problemList: Problem[] = [];
  /** `report`, for the option readers of registry-options.ts. */
  protected readonly reporter: Reporter = (code, severity, message, site, data) => this.report(code, severity, message, site, data);
  readonly defaultHome: string;
  readonly deleteAction: string;
  readonly contextHome: 'spec' | 'release';
  /** Bonfire's released library's prefix, nesting and map() (PHP apps), when `library` is `release`. */
  protected readonly release: ReleaseScope | undefined;
  /** How map() fills in the default controller: the port adds the entry when missing; the released library does not. */
  readonly mapStyle: MapStyle;

  constructor(options: RegistryOptions = {}) {
    this.contextHome = options.contextHome === 'release' ? 'release' : 'spec';
    this.release = options.library === 'release' ? new ReleaseScope() : undefined;
    this.defaultHome = isEmpty(options.defaultHome) ? 'home' : options.defaultHome;
    this.deleteAction = isEmpty(options.deleteAction) ? 'delete' : options.deleteAction;
    this.mapStyle = this.release ? { defaultHome: this.defaultHome, addsDefault: false } : this.defaultHome;
  }

  /**
   * Runs `fn` with every route it registers depending on `term` as well (static analysis: the branch of a condition
   * it could not decide). Conditions stack; the previous ones are restored afterwards.
   */
  underCondition<T>(term: ConditionTerm, fn: () => T): T {
    const outer = this.condition;
    this.addCondition(term);
    try {
      return fn();
    } finally {
      this.condition = outer;
    }
  }

  /**
   * Makes every route registered from now on depend on `term` too, until `dropConditions` removes it (static
   * analysis: what follows a guard clause, to the end of the function, loop or `try` the guard leaves).
   */
  addCondition(term: ConditionTerm): void {
    const terms = this.condition ? [...this.condition.terms, term] : [term];
    this.condition = { terms, text: conditionText(terms) };
  }

  /** Removes terms that `addCondition` added (the same objects). */
  dropConditions(drop: ReadonlySet<ConditionTerm>): void {
    const terms = this.condition?.terms.filter((t) => !drop.has(t)) ?? [];
    this.condition = terms.length ? { terms, text: conditionText(terms) } : undefined;
  }

  /** The undecided conditions in force now (static analysis), if any. */
  get activeCondition(): Condition | undefined {
    return this.condition;
  }

  /** Sets the source location of the next public call (used by static drivers; the call consumes it). */
  at(location: SourceLocation | undefined): this {
    this.pendingLocation = location;
    return this;
  }

  /**
   * The registrations a released library's reset() leaves when only the runs of `running` reach it (it is inside
   * a nested handler): the other methods' routes, an `ANY` route kept for those methods.
   */
  protected keepOthers(running: readonly Verb[]): Registration[] {
    const kept: Registration[] = [];
    for (const registration of this.registrations) {
      if (registration.verb !== 'ANY') {
        if (!running.includes(registration.verb)) kept.push(registration);
        continue;
      }
      let first = true;
      for (const verb of VERBS) {
        if (running.includes(verb)) continue;
        // The first piece keeps the route's id; the others take new ones.
        kept.push({ ...registration, id: first ? registration.id : this.nextId++, verb });
        first = false;
      }
    }
    return kept;
  }

  /**
   * What `named(name)` gives in a request of each method: the released library names a verb route only in a
   * request of its method.
   */
  namedByMethod(name: string): Map<Verb, string | null> {
    const result = new Map<Verb, string | null>();
    for (const verb of VERBS) {
      let from: string | null = null;
      for (let i = this.registrations.length - 1; i >= 0 && from === null; i--) {
        const registration = this.registrations[i];
        if (registration.name === name && (registration.verb === 'ANY' || registration.verb === verb)) from = registration.from;
      }
      result.set(verb, from);
    }
    return result;
  }

  /** Whether no prefix or nested handler is open: registrations land at the top level of the table. */
  atTopLevel(): boolean {
    return this.scope === TOP;
  }

  /** How many registrations have been made (ids given), including those a `reset()` forgot. */
  get registered(): number {
    return this.nextId - 1;
  }

  /**
   * Appends registrations recorded from an earlier, identical evaluation (a static driver's memo), with the
   * problems that came with them. Their ids must be the next ones: the same as when recorded, or taken with
   * `reserve`. Only valid at the top level, where nothing encloses them.
   */
  adopt(registrations: readonly Registration[], problems: readonly Problem[]): void {
    if (registrations.length > 0) {
      const first = registrations[0].id;
      const next = first === this.nextId;
      // Either the next ids, or ids taken with reserve() (all below nextId).
      if (!next && first + registrations.length > this.nextId) throw new Error('adopt() needs the next ids, or reserved ones');
      for (const registration of registrations) this.registrations.push(registration);
      if (next) this.nextId += registrations.length;
    }
    for (const problem of problems) this.problemList.push(problem);
  }

  /** Takes the next `count` ids for registrations made elsewhere and adopted; returns the first. */
  reserve(count: number): number {
    const first = this.nextId;
    this.nextId += count;
    return first;
  }

  /** The live registrations, in order. */
  routes(): readonly Registration[] {
    return this.registrations;
  }

  /** The names and the `from` they stand for, as registered so far. */
  namedRoutes(): ReadonlyMap<string, string> {
    return this.names.all(this.registrations);
  }

  /** The `from` of the last registration named `name`, or undefined (see RegistrationNames). */
  fromOfName(name: string): string | undefined {
    return this.names.fromOf(this.registrations, name);
  }

  /** Problems reported so far, in order. */
  problems(): readonly Problem[] {
    return this.problemList;
  }

  /** Records a problem found by a driver (e.g. the static evaluator) in the same list. */
  report(code: string, severity: Severity, message: string, site?: CallSite, data?: Record<string, unknown>): void {
    this.problemList.push({ code, severity, message, site, data });
  }

  protected enter(call: CallKind): CallSite {
    const location = this.pendingLocation;
    if (location === undefined) return BARE_SITES[call];
    this.pendingLocation = undefined;
    return { call, location };
  }

  protected register(
    verbs: readonly Verb[],
    from: string,
    to: string,
    name: string | null,
    call: CallKind,
    site: CallSite,
    nested: (() => void) | undefined,
    action?: string,
  ): void {
    const scope = this.scope;
    const nest = scope.nest;
    const exists = nest && nest.verbs.length < VERBS.length ? verbs.filter((v) => nest.verbs.includes(v)) : verbs;
    if (exists.length === 0) {
      // resources() under a single-verb parent is expected to lose the other verbs' routes: not worth a warning.
      if (call === 'resources') return;
      this.report(childNeverExists.code, childNeverExists.severity, childNeverExists.message(nest!.verbs.join('/')), site);
      return;
    }
    if (this.release) return this.registerRelease(verbs, from, to, name, call, site, nested, action);
    const fullFrom = scope.front + from;
    const verb: VerbLabel = exists.length === VERBS.length ? 'ANY' : exists[0];
    const registration: Registration = {
      id: this.nextId++,
      verb,
      from: fullFrom,
      to,
      name,
      call,
      site,
      enclosing: scope.enclosing,
      action,
      condition: this.condition,
    };
    this.registrations.push(registration);
    if (nested) {
      // Children get the parent's full from (trailing slashes trimmed) and a slash; outer prefixes are in it already.
      this.enterScope({ front: fullFrom.replace(/\/+$/, '') + '/', enclosing: [...scope.enclosing, site], nest: { parentFrom: fullFrom, verbs: exists } });
      try {
        nested();
      } finally {
        this.leaveScope();
      }
    }
  }

  /**
   * register() as the released library creates routes: for the request methods running now, with that method's
   * nested text in front; one registration per text (per method when the methods' texts differ).
   */
  protected registerRelease(
    verbs: readonly Verb[],
    from: string,
    to: string,
    name: string | null,
    call: CallKind,
    site: CallSite,
    nested: (() => void) | undefined,
    action?: string,
  ): void {
    const release = this.release!;
    // The methods not running were reported (child-never-exists) by register().
    const groups = release.froms(verbs, from);
    const scope = this.scope;
    for (const group of groups) {
      const labels: readonly VerbLabel[] = group.verbs.length === VERBS.length ? ['ANY'] : group.verbs;
      for (const verb of labels) {
        this.registrations.push({
          id: this.nextId++,
          verb,
          from: group.from,
          to,
          name,
          call,
          site,
          enclosing: scope.enclosing,
          action,
          condition: this.condition,
        });
      }
    }
    release.afterCreate(groups, nested, (handler) => {
      const parent: CreatedGroup = groups[0];
      this.enterScope({ front: '', enclosing: [...scope.enclosing, site], nest: { parentFrom: parent.from, verbs: release.running } });
      try {
        handler();
      } finally {
        this.leaveScope();
      }
    });
  }

  protected enterScope(scope: Scope): void {
    this.scopes.push(scope);
    this.scope = scope;
  }

  protected leaveScope(): void {
    this.scopes.pop();
    this.scope = this.scopes[this.scopes.length - 1];
  }
}

/** The text of a route's conditions: each term's, `&&`-joined, a text said once (a guard met again in a loop). */
function conditionText(terms: readonly ConditionTerm[]): string {
  const texts = [...new Set(terms.map((t) => t.text))];
  return texts.join(' && ');
}
