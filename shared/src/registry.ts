// The instance-based route registry: every public Route method, with scopes, names, provenance and problems.

import type { MapStyle } from './route-array';
import { mapCodeIgniter, mapForMethod, mappedRoutes } from './route-array';
import { fillRoute } from './route-url';
import { RegistrationNames } from './registry-names';
import type { Reporter } from './registry-options';
import { BARE_SITES, nestedHandler, offsetOption, optionText, readMethod, readOptions } from './registry-options';
import type {
  CallKind, CallSite, MapOptions, MappedRoute, Problem, Registration, RegistryOptions, RouteArray,
  Severity, SourceLocation, Verb, VerbLabel, Condition, ConditionTerm,
} from './types';
import { VERBS } from './types';
import type { CreatedGroup } from './release-scope';
import { ReleaseScope } from './release-scope';

export type { ContextOptions, MapOptions, ResourcesOptions, VerbRouteOptions } from './types';
import { asText, describe, isEmpty, isPlainObject } from './values';

/** The default pattern of the `{id}` segment of `resources` routes. */
export const DEFAULT_CONSTRAINT = '([a-zA-Z0-9\\-_]+)';

/**
 * Where a registration made now would land: the text put in front of its `from`, the calls around it, and the
 * innermost nested-handler parent. Recomputed only when a prefix or handler opens or closes.
 */
interface Scope {
  front: string;
  enclosing: readonly CallSite[];
  nest: { parentFrom: string; verbs: readonly Verb[] } | undefined;
}

const TOP: Scope = { front: '', enclosing: [], nest: undefined };

/** The options each method knows. */
const VERB_OPTIONS = ['as'] as const;
const RESOURCES_OPTIONS = ['controller', 'module', 'constraint', 'offset', 'deleteAction'] as const;
const CONTEXT_OPTIONS = ['home', 'offset'] as const;

/** One-verb lists, shared by every registration (a table registers tens of thousands of routes). */
const ONLY = Object.fromEntries(VERBS.map((verb) => [verb, [verb] as const])) as unknown as Record<Verb, readonly Verb[]>;

/** A route registry. The static `Route` class is a facade over one of these; tools create as many as they need. */
export class RouteRegistry {
  private registrations: Registration[] = [];
  /** The names of the registrations (made when asked for). */
  private readonly names = new RegistrationNames();
  private scopes: Scope[] = [TOP];
  private scope: Scope = TOP;
  private nextId = 1;
  private pendingLocation: SourceLocation | undefined;
  private condition: Condition | undefined = undefined;
  private readonly problemList: Problem[] = [];
  /** `report`, for the option readers of registry-options.ts. */
  private readonly reporter: Reporter = (code, severity, message, site, data) => this.report(code, severity, message, site, data);
  readonly defaultHome: string;
  readonly deleteAction: string;
  readonly contextHome: 'spec' | 'release';
  /** Bonfire's released library's prefix, nesting and map() (PHP apps), when `library` is `release`. */
  private readonly release: ReleaseScope | undefined;
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
    const terms = outer ? [...outer.terms, term] : [term];
    this.condition = { terms, text: terms.map((t) => t.text).join(' && ') };
    try {
      return fn();
    } finally {
      this.condition = outer;
    }
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

  /** `any` and the seven verb methods: each registers one route, for its verbs. */
  readonly any = this.verbMethod('any', VERBS);
  readonly get = this.verbMethod('get', ONLY.GET);
  readonly post = this.verbMethod('post', ONLY.POST);
  readonly put = this.verbMethod('put', ONLY.PUT);
  readonly delete = this.verbMethod('delete', ONLY.DELETE);
  readonly head = this.verbMethod('head', ONLY.HEAD);
  readonly patch = this.verbMethod('patch', ONLY.PATCH);
  readonly options = this.verbMethod('options', ONLY.OPTIONS);

  private verbMethod(call: CallKind, verbs: readonly Verb[]): (from: unknown, to: unknown, options?: unknown, nested?: unknown) => void {
    return (from, to, options, nested) => this.verbRoute(call, verbs, from, to, options, nested);
  }

  /** The seven RESTful routes of a controller, in the decided order. */
  resources(name: unknown, options?: unknown, nested?: unknown): void {
    const site = this.enter('resources');
    const base = asText(name);
    if (isEmpty(name) || base === null) {
      this.report('empty-name', 'information', `resources() was given ${describe(name)} as its name, so it creates no routes.`, site);
      return;
    }
    const opts = readOptions(this.reporter, options, site, RESOURCES_OPTIONS);
    // The released library takes an option that is set (isset), '' too.
    const text = (value: unknown, key: string) => (this.release && value === '' ? '' : optionText(this.reporter, value, key, site));
    let target = text(opts.controller, 'controller') ?? base;
    const module = text(opts.module, 'module');
    if (module !== null) target = `${module}/${target}`;
    const constraint = text(opts.constraint, 'constraint') ?? DEFAULT_CONSTRAINT;
    const deleteAction = optionText(this.reporter, opts.deleteAction, 'deleteAction', site) ?? this.deleteAction;
    const offset = offsetOption(this.reporter, opts.offset, site);
    const handler = nestedHandler(this.reporter, nested, site);
    const prefix = `${target}/`;
    const item = `${base}/${constraint}`;
    // Inside a nested handler the parent's capture comes first (`/$1`) and the id moves one on. The released
    // library decides that once per call and per request method.
    const nestedFor = (verb: Verb) => (this.release ? this.release.nestedFor(verb) : this.scope.nest !== undefined);
    const shapes = [nestedFor('GET'), nestedFor('POST'), nestedFor('PUT'), nestedFor('DELETE')].map((nest) => ({
      nest: nest ? '/$1' : '', id: `/$${1 + offset + (nest ? 1 : 0)}`,
    }));
    const [get, post, put, del] = shapes;
    this.register(ONLY.GET, base, `${prefix}index${get.nest}`, null, 'resources', site, handler, 'index');
    this.register(ONLY.GET, `${base}/new`, `${prefix}create_new${get.nest}`, null, 'resources', site, handler, 'create_new');
    this.register(ONLY.GET, `${item}/edit`, `${prefix}edit${get.nest}${get.id}`, null, 'resources', site, handler, 'edit');
    this.register(ONLY.GET, item, `${prefix}show${get.nest}${get.id}`, null, 'resources', site, handler, 'show');
    this.register(ONLY.POST, base, `${prefix}create${post.nest}`, null, 'resources', site, handler, 'create');
    this.register(ONLY.PUT, item, `${prefix}update${put.nest}${put.id}`, null, 'resources', site, handler, 'update');
    this.register(ONLY.DELETE, item, `${prefix}${deleteAction}${del.nest}${del.id}`, null, 'resources', site, handler, deleteAction);
  }

  /** Routes any controller named `controller` in any module to `<name>/<module>/<method>/…`. */
  context(name: unknown, controller?: unknown, options?: unknown): void {
    const site = this.enter('context');
    if (isPlainObject(controller)) {
      options = controller;
      controller = undefined;
    }
    const area = asText(name);
    // The released library does not check the name: '' makes routes from `/(:any)`.
    if ((isEmpty(name) && !(this.release && name === '')) || area === null) {
      this.report('empty-name', 'information', `context() was given ${describe(name)} as its name, so it creates no routes.`, site);
      return;
    }
    let target = area;
    if (!isEmpty(controller)) {
      const text = asText(controller);
      if (text === null) this.report('invalid-option', 'warning', `The controller of context() must be a string, not ${describe(controller)}; '${area}' is used.`, site);
      else target = text;
    }
    const opts = readOptions(this.reporter, options, site, CONTEXT_OPTIONS);
    const offset = offsetOption(this.reporter, opts.offset, site);
    for (let count = 6; count >= 1; count--) {
      const from = area + '/(:any)'.repeat(count);
      const params = [];
      for (let n = 2; n <= count; n++) params.push(`$${n + offset}`);
      const to = [`$${1 + offset}`, target, ...params].join('/');
      this.register(VERBS, from, to, null, 'context', site, undefined);
    }
    const home = optionText(this.reporter, opts.home, 'home', site);
    if (home !== null && this.contextHome === 'release') {
      this.register(VERBS, area, home, null, 'context', site, undefined, 'home');
    } else if (home !== null) {
      if (home.includes('/')) {
        this.report('context-home-path', 'information',
          `The home '${home}' contains '/', so it is a path: '${area}' routes to '${area}/${home}', i.e. application/controllers/${area}/${home}.`, site);
      }
      this.register(VERBS, area, `${area}/${home}`, null, 'context', site, undefined, 'home');
    }
  }

  /** Blocks each path of an array (target ''); any other argument changes nothing and is reported. */
  block(paths: unknown): void {
    const site = this.enter('block');
    if (!Array.isArray(paths)) {
      this.report('block-non-array', 'error',
        `block() takes an array of paths; ${describe(paths)} blocks nothing. Wrap the paths in [ ].`, site);
      return;
    }
    for (const path of paths) {
      const from = asText(path);
      if (from === null) {
        this.report('invalid-path', 'warning', `block() skips ${describe(path)}: a path must be a string.`, site);
        continue;
      }
      this.register(VERBS, from, '', null, 'block', site, undefined);
    }
  }

  /** The `from` of the last registration named `name`, or null. */
  named(name: unknown): string | null {
    this.enter('named');
    const key = asText(name);
    return key === null ? null : this.fromOfName(key) ?? null;
  }

  /**
   * The URL of a named route: its `from` with the capture groups filled by `params` in order, each checked against
   * its pattern; null when no route has the name, or the parameters do not fit (reported as `url-params`).
   */
  url(name: unknown, ...params: unknown[]): string | null {
    const site = this.enter('url');
    const key = asText(name);
    const from = key === null ? undefined : this.fromOfName(key);
    if (from === undefined) return null;
    const filled = fillRoute(from, params);
    if ('url' in filled) return filled.url;
    this.report('url-params', 'warning', `Route.url('${key}') returns null: ${filled.error}.`, site);
    return null;
  }

  /** Runs `callback` with `name/` in front of every `from` it registers; prefixes stack. */
  prefix(name: unknown, callback: unknown): void {
    const site = this.enter('prefix');
    if (typeof callback !== 'function') {
      this.report('invalid-callback', 'warning', `prefix() needs a function as its second argument, not ${describe(callback)}.`, site);
      return;
    }
    const text = asText(name);
    if (this.release) return this.releasePrefix(name === null || name === undefined ? null : text ?? '', callback as () => void, site);
    if (text === null || text === '') {
      if (!isEmpty(name)) this.report('invalid-option', 'warning', `prefix() ignores the name ${describe(name)}: it must be a string.`, site);
      (callback as () => void)();
      return;
    }
    const outer = this.scope;
    this.enterScope({ front: outer.front + text + '/', enclosing: [...outer.enclosing, site], nest: outer.nest });
    try {
      (callback as () => void)();
    } finally {
      this.leaveScope();
    }
  }

  /**
   * The released library's prefix(): the one prefix is `name` while the callback runs (`''` puts a `/` in front;
   * null, nothing) and none afterwards, whatever was there before.
   */
  private releasePrefix(name: string | null, callback: () => void, site: CallSite): void {
    const release = this.release!;
    const outer = this.scope;
    release.setPrefix(name);
    this.enterScope({ front: '', enclosing: [...outer.enclosing, site], nest: outer.nest });
    try {
      callback();
    } finally {
      this.leaveScope();
      release.setPrefix(null);
    }
  }

  /** Forgets every registered route and name; the prefix and nesting of a running callback stay. */
  reset(): void {
    this.enter('reset');
    const running = this.release?.running;
    this.registrations = running && running.length < VERBS.length ? this.keepOthers(running) : [];
    this.names.reset();
    this.release?.reset();
  }

  /**
   * The registrations a released library's reset() leaves when only the runs of `running` reach it (it is inside
   * a nested handler): the other methods' routes, an `ANY` route kept for those methods.
   */
  private keepOthers(running: readonly Verb[]): Registration[] {
    const kept: Registration[] = [];
    for (const registration of this.registrations) {
      if (registration.verb !== 'ANY') {
        if (!running.includes(registration.verb)) kept.push(registration);
        continue;
      }
      let id = registration.id;
      for (const verb of VERBS) {
        if (running.includes(verb)) continue;
        kept.push({ ...registration, id, verb });
        id = this.nextId++;
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

  /** Merges the registered routes into `routes` (not mutated); per request method, or in CodeIgniter 3 form. */
  map(routes?: unknown, options?: unknown): RouteArray {
    this.enter('map');
    const input = isPlainObject(routes) ? routes : {};
    const method = readMethod(options);
    if (method === 'invalid') {
      this.report('invalid-method', 'warning', `map() does not know the method ${describe((options as MapOptions).method)}; the CodeIgniter 3 form is returned.`);
    }
    return method && method !== 'invalid'
      ? mapForMethod(input, this.registrations, method, this.mapStyle)
      : mapCodeIgniter(input, this.registrations, this.mapStyle);
  }

  /** Like `map(routes, { method })`, as ordered entries with the registration behind each. */
  mapEntries(routes: RouteArray | undefined, method: Verb): MappedRoute[] {
    return mappedRoutes(routes ?? {}, this.registrations, method, this.mapStyle);
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

  private enter(call: CallKind): CallSite {
    const location = this.pendingLocation;
    if (location === undefined) return BARE_SITES[call];
    this.pendingLocation = undefined;
    return { call, location };
  }

  private verbRoute(call: CallKind, verbs: readonly Verb[], from: unknown, to: unknown, options: unknown, nested: unknown): void {
    const site = this.enter(call);
    const fromText = asText(from);
    const toText = asText(to);
    if (fromText === null) {
      this.report('invalid-path', 'warning', `${call}() skips this route: its path is ${describe(from)}, not a string.`, site);
      return;
    }
    if (toText === null) {
      this.report('invalid-target', 'warning', `${call}() skips the route '${fromText}': its target is ${describe(to)}, not a string.`, site);
      return;
    }
    const opts = readOptions(this.reporter, options, site, VERB_OPTIONS);
    let name: string | null = null;
    // The released library takes PHP's empty() for "no name": '0' too.
    if (!isEmpty(opts.as) && !(this.release && opts.as === '0')) {
      name = asText(opts.as);
      if (name === null) this.report('invalid-name', 'warning', `The name ${describe(opts.as)} is not a string, so the route is not named.`, site);
    }
    this.register(verbs, fromText, toText, name, call, site, nestedHandler(this.reporter, nested, site));
  }

  private register(
    verbs: readonly Verb[], from: string, to: string, name: string | null, call: CallKind, site: CallSite,
    nested: (() => void) | undefined, action?: string,
  ): void {
    const scope = this.scope;
    const nest = scope.nest;
    const exists = nest && nest.verbs.length < VERBS.length ? verbs.filter((v) => nest.verbs.includes(v)) : verbs;
    if (exists.length === 0) {
      // resources() under a single-verb parent is expected to lose the other verbs' routes: not worth a warning.
      if (call === 'resources') return;
      this.report('child-never-exists', 'warning',
        `This route exists for no request method: its parent is ${nest!.verbs.join('/')}-only, and a child exists only for its parent's methods.`, site);
      return;
    }
    if (this.release) return this.registerRelease(verbs, from, to, name, call, site, nested, action);
    const fullFrom = scope.front + from;
    const verb: VerbLabel = exists.length === VERBS.length ? 'ANY' : exists[0];
    const registration: Registration = { id: this.nextId++, verb, from: fullFrom, to, name, call, site, enclosing: scope.enclosing, action, condition: this.condition };
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
  private registerRelease(
    verbs: readonly Verb[], from: string, to: string, name: string | null, call: CallKind, site: CallSite,
    nested: (() => void) | undefined, action?: string,
  ): void {
    const release = this.release!;
    // The methods not running were reported (child-never-exists) by register().
    const groups = release.froms(verbs, from);
    const scope = this.scope;
    for (const group of groups) {
      const labels: readonly VerbLabel[] = group.verbs.length === VERBS.length ? ['ANY'] : group.verbs;
      for (const verb of labels) {
        this.registrations.push({ id: this.nextId++, verb, from: group.from, to, name, call, site, enclosing: scope.enclosing, action, condition: this.condition });
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

  private enterScope(scope: Scope): void {
    this.scopes.push(scope);
    this.scope = scope;
  }

  private leaveScope(): void {
    this.scopes.pop();
    this.scope = this.scopes[this.scopes.length - 1];
  }
}
