// The instance-based route registry: every public Route method (its registrations and scopes: registry-core.ts).

import { mapCodeIgniter, mapForMethod, mappedRoutes } from './route-array';
import { fillRoute } from './route-url';
import { nestedHandler, offsetOption, optionText, readMethod, readOptions } from './registry-options';
import type { CallKind, CallSite, MapOptions, MappedRoute, RouteArray, Verb } from './types';
import { VERBS } from './types';
import { RegistryCore } from './registry-core';

export type { ContextOptions, MapOptions, ResourcesOptions, VerbRouteOptions } from './types';
import { asText, describe, isEmpty, isPlainObject } from './values';
import {
  blockNonArray,
  contextHomePath,
  emptyName,
  invalidCallback,
  invalidMethod,
  invalidName,
  invalidOption,
  invalidPath,
  invalidTarget,
  urlParams,
} from './problems';

/** The default pattern of the `{id}` segment of `resources` routes. */
export const DEFAULT_CONSTRAINT = '([a-zA-Z0-9\\-_]+)';

/** The options each method knows. */
const VERB_OPTIONS = ['as'] as const;
const RESOURCES_OPTIONS = ['controller', 'module', 'constraint', 'offset', 'deleteAction'] as const;
const RELEASE_RESOURCES_OPTIONS = ['controller', 'module', 'constraint', 'offset'] as const;
const CONTEXT_OPTIONS = ['home', 'offset'] as const;

/** One-verb lists, shared by every registration (a table registers tens of thousands of routes). */
const ONLY = Object.fromEntries(VERBS.map((verb) => [verb, [verb] as const])) as unknown as Record<Verb, readonly Verb[]>;

/** A route registry. The static `Route` class is a facade over one of these; tools create as many as they need. */
export class RouteRegistry extends RegistryCore {
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
      this.report(emptyName.code, emptyName.severity, emptyName.message.empty('resources', describe(name)), site);
      return;
    }
    // Bonfire's released library (PHP apps) has no `deleteAction`: its DELETE action is always `delete`.
    const opts = readOptions(this.reporter, options, site, this.release ? RELEASE_RESOURCES_OPTIONS : RESOURCES_OPTIONS);
    // The released library takes an option that is set (isset), '' too.
    const text = (value: unknown, key: string) => (this.release && value === '' ? '' : optionText(this.reporter, value, key, site));
    let target = text(opts.controller, 'controller') ?? base;
    const module = text(opts.module, 'module');
    if (module !== null) target = `${module}/${target}`;
    const constraint = text(opts.constraint, 'constraint') ?? DEFAULT_CONSTRAINT;
    const deleteAction = this.release ? 'delete' : (optionText(this.reporter, opts.deleteAction, 'deleteAction', site) ?? this.deleteAction);
    const offset = offsetOption(this.reporter, opts.offset, site);
    const handler = nestedHandler(this.reporter, nested, site);
    const prefix = `${target}/`;
    const item = `${base}/${constraint}`;
    // Inside a nested handler the parent's capture comes first (`/$1`) and the id moves one on. The released
    // library decides that once per call and per request method; otherwise it is one shape for all.
    const shape = (nest: boolean) => ({ nest: nest ? '/$1' : '', id: `/$${1 + offset + (nest ? 1 : 0)}` });
    const release = this.release;
    const get = shape(release ? release.nestedFor('GET') : this.scope.nest !== undefined);
    let post = get;
    let put = get;
    let del = get;
    if (release) {
      post = shape(release.nestedFor('POST'));
      put = shape(release.nestedFor('PUT'));
      del = shape(release.nestedFor('DELETE'));
    }
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
      this.report(emptyName.code, emptyName.severity, emptyName.message.empty('context', describe(name)), site);
      return;
    }
    let target = area;
    if (!isEmpty(controller)) {
      const text = asText(controller);
      if (text === null) this.report(invalidOption.code, invalidOption.severity, invalidOption.message.contextController(describe(controller), area), site);
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
        this.report(contextHomePath.code, contextHomePath.severity, contextHomePath.message(home, area), site);
      }
      this.register(VERBS, area, `${area}/${home}`, null, 'context', site, undefined, 'home');
    }
  }

  /** Blocks each path of an array (target ''); any other argument changes nothing and is reported. */
  block(paths: unknown): void {
    const site = this.enter('block');
    if (!Array.isArray(paths)) {
      this.report(blockNonArray.code, blockNonArray.severity, blockNonArray.message(describe(paths)), site);
      return;
    }
    for (const path of paths) {
      const from = asText(path);
      if (from === null) {
        this.report(invalidPath.code, invalidPath.severity, invalidPath.message.block(describe(path)), site);
        continue;
      }
      this.register(VERBS, from, '', null, 'block', site, undefined);
    }
  }

  /** The `from` of the last registration named `name`, or null. */
  named(name: unknown): string | null {
    this.enter('named');
    const key = asText(name);
    return key === null ? null : (this.fromOfName(key) ?? null);
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
    this.report(urlParams.code, urlParams.severity, urlParams.message(key!, filled.error), site);
    return null;
  }

  /** Runs `callback` with `name/` in front of every `from` it registers; prefixes stack. */
  prefix(name: unknown, callback: unknown): void {
    const site = this.enter('prefix');
    if (typeof callback !== 'function') {
      this.report(invalidCallback.code, invalidCallback.severity, invalidCallback.message.prefix(describe(callback)), site);
      return;
    }
    const text = asText(name);
    if (this.release) return this.releasePrefix(name === null || name === undefined ? null : (text ?? ''), callback as () => void, site);
    if (text === null || text === '') {
      if (!isEmpty(name)) this.report(invalidOption.code, invalidOption.severity, invalidOption.message.prefixName(describe(name)), site);
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

  /** Merges the registered routes into `routes` (not mutated); per request method, or in CodeIgniter 3 form. */
  map(routes?: unknown, options?: unknown): RouteArray {
    this.enter('map');
    const input = isPlainObject(routes) ? routes : {};
    const method = readMethod(options);
    if (method === 'invalid') {
      this.report(invalidMethod.code, invalidMethod.severity, invalidMethod.message(describe((options as MapOptions).method)));
    }
    return method && method !== 'invalid'
      ? mapForMethod(input, this.registrations, method, this.mapStyle)
      : mapCodeIgniter(input, this.registrations, this.mapStyle);
  }

  /** Like `map(routes, { method })`, as ordered entries with the registration behind each. */
  mapEntries(routes: RouteArray | undefined, method: Verb): MappedRoute[] {
    return mappedRoutes(routes ?? {}, this.registrations, method, this.mapStyle);
  }

  private verbRoute(call: CallKind, verbs: readonly Verb[], from: unknown, to: unknown, options: unknown, nested: unknown): void {
    const site = this.enter(call);
    const fromText = asText(from);
    const toText = asText(to);
    if (fromText === null) {
      this.report(invalidPath.code, invalidPath.severity, invalidPath.message.route(call, describe(from)), site);
      return;
    }
    if (toText === null) {
      this.report(invalidTarget.code, invalidTarget.severity, invalidTarget.message(call, fromText, describe(to)), site);
      return;
    }
    const opts = readOptions(this.reporter, options, site, VERB_OPTIONS);
    let name: string | null = null;
    // The released library takes PHP's empty() for "no name": '0' too.
    if (!isEmpty(opts.as) && !(this.release && opts.as === '0')) {
      name = asText(opts.as);
      if (name === null) this.report(invalidName.code, invalidName.severity, invalidName.message(describe(opts.as)), site);
    }
    this.register(verbs, fromText, toText, name, call, site, nestedHandler(this.reporter, nested, site));
  }
}
