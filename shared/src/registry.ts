// The instance-based route registry: every public Route method, with scopes, names, provenance and problems.

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

  constructor(options: RegistryOptions = {}) {
    this.contextHome = options.contextHome === 'release' ? 'release' : 'spec';
    this.defaultHome = isEmpty(options.defaultHome) ? 'home' : options.defaultHome;
    this.deleteAction = isEmpty(options.deleteAction) ? 'delete' : options.deleteAction;
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
    let target = optionText(this.reporter, opts.controller, 'controller', site) ?? base;
    const module = optionText(this.reporter, opts.module, 'module', site);
    if (module !== null) target = `${module}/${target}`;
    const constraint = optionText(this.reporter, opts.constraint, 'constraint', site) ?? DEFAULT_CONSTRAINT;
    const deleteAction = optionText(this.reporter, opts.deleteAction, 'deleteAction', site) ?? this.deleteAction;
    let offset = offsetOption(this.reporter, opts.offset, site);
    let nest = '';
    if (this.scope.nest) {
      nest = '/$1';
      offset += 1;
    }
    const id = `/$${1 + offset}`;
    const item = `${base}/${constraint}`;
    const handler = nestedHandler(this.reporter, nested, site);
    const prefix = `${target}/`;
    this.register(ONLY.GET, base, `${prefix}index${nest}`, null, 'resources', site, handler, 'index');
    this.register(ONLY.GET, `${base}/new`, `${prefix}create_new${nest}`, null, 'resources', site, handler, 'create_new');
    this.register(ONLY.GET, `${item}/edit`, `${prefix}edit${nest}${id}`, null, 'resources', site, handler, 'edit');
    this.register(ONLY.GET, item, `${prefix}show${nest}${id}`, null, 'resources', site, handler, 'show');
    this.register(ONLY.POST, base, `${prefix}create${nest}`, null, 'resources', site, handler, 'create');
    this.register(ONLY.PUT, item, `${prefix}update${nest}${id}`, null, 'resources', site, handler, 'update');
    this.register(ONLY.DELETE, item, `${prefix}${deleteAction}${nest}${id}`, null, 'resources', site, handler, deleteAction);
  }

  /** Routes any controller named `controller` in any module to `<name>/<module>/<method>/…`. */
  context(name: unknown, controller?: unknown, options?: unknown): void {
    const site = this.enter('context');
    if (isPlainObject(controller)) {
      options = controller;
      controller = undefined;
    }
    const area = asText(name);
    if (isEmpty(name) || area === null) {
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

  /** Forgets every registered route and name; the prefix and nesting of a running callback stay. */
  reset(): void {
    this.enter('reset');
    this.registrations = [];
    this.names.reset();
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
      ? mapForMethod(input, this.registrations, method, this.defaultHome)
      : mapCodeIgniter(input, this.registrations, this.defaultHome);
  }

  /** Like `map(routes, { method })`, as ordered entries with the registration behind each. */
  mapEntries(routes: RouteArray | undefined, method: Verb): MappedRoute[] {
    return mappedRoutes(routes ?? {}, this.registrations, method, this.defaultHome);
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
    if (!isEmpty(opts.as)) {
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

  private enterScope(scope: Scope): void {
    this.scopes.push(scope);
    this.scope = scope;
  }

  private leaveScope(): void {
    this.scopes.pop();
    this.scope = this.scopes[this.scopes.length - 1];
  }
}
