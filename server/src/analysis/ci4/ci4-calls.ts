// `$routes->…` in a CodeIgniter 4 route file: the RouteCollection object the framework gives the file, as a value
// of the PHP interpreter whose methods translate PHP values into route-collection.ts. A value the interpreter does not
// know is reported at the call (not-evaluable), and the route it would make is left out only after saying so.

import type { Span } from '../../base/text';
import type { NativeValue, Value } from '../core/values';
import { Unknown, isArray, isNative, isObject, truthiness } from '../core/values';
import type { EvaluationContext } from '../core/context';
import type { LineIndex } from '../core/line-index';
import { notEvaluable } from '@routelens/shared';
import type { CallSite, Ci4Table, HandlerInput, OptionMap, OptionValue, RouteCollection } from './route-collection';
import { CI4_VERBS } from './route-collection';
import { escStripped, trimChars } from './php-text';

/** What the collection's methods need of the evaluation: where a call is, its condition, and how to report. */
export interface CollectionHost {
  readonly ctx: EvaluationContext;
  lines(file: string): LineIndex | undefined;
  /** `ENVIRONMENT` when it is given (`--define ENVIRONMENT=production`), else undefined. */
  readonly environment: string | undefined;
}

const VERB_METHODS: Record<string, Ci4Table> = {
  get: 'GET',
  post: 'POST',
  put: 'PUT',
  delete: 'DELETE',
  head: 'HEAD',
  patch: 'PATCH',
  options: 'OPTIONS',
  cli: 'CLI',
  add: '*',
};

/** A PHP value as an option value (arrays with keys as ordered maps; closures and objects are not options). */
export function optionValue(value: Value): OptionValue {
  if (value instanceof Unknown) return { unknown: value.text };
  if (value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null) return value;
  if (isArray(value)) return value.items.map(optionValue);
  if (isObject(value)) return new Map([...value.props].map(([k, v]) => [k, optionValue(v)] as [string, OptionValue]));
  return { unknown: isNative(value) ? 'a closure' : 'an object' };
}

/** The unknown parts of an option value, by their text. */
function unknownParts(value: OptionValue, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => unknownParts(v, found));
  else if (value instanceof Map) value.forEach((v) => unknownParts(v, found));
  else if (value !== null && typeof value === 'object') found.push(value.unknown);
  return found;
}

/** The RouteCollection as a PHP value: a native object whose members are its public methods. */
export function collectionValue(collection: RouteCollection, host: CollectionHost): NativeValue {
  return new CollectionMethods(collection, host).self;
}

/** The members of the collection value, grouped by what they do; each reports what it cannot know. */
class CollectionMethods {
  readonly members = new Map<string, Value>();
  readonly self: NativeValue;

  constructor(
    private readonly collection: RouteCollection,
    private readonly host: CollectionHost,
  ) {
    this.self = {
      kind: 'native',
      name: 'CodeIgniter\\Router\\RouteCollection',
      call: (_args, span) => new Unknown('a RouteCollection is not callable', '$routes', span),
      members: this.members,
    };
    this.routeMethods();
    this.groupMethods();
    this.settingMethods();
  }

  private site(span: Span): CallSite {
    const line = (this.host.lines(span.file)?.position(span.start).line ?? 0) + 1;
    const conditions = this.host.ctx.registry.activeCondition;
    return conditions ? { span, line, condition: conditions.text, conditions } : { span, line };
  }

  private report(span: Span, what: string, why: string): void {
    this.host.ctx.report(span, notEvaluable.severity, notEvaluable.code, notEvaluable.message.ci4Collection(what.slice(0, 80), why));
  }

  /** A text argument, or undefined (reported) when it is not known. */
  private text(value: Value, span: Span, what: string): string | undefined {
    if (typeof value === 'string') return value;
    if (typeof value === 'number') return String(value);
    if (value instanceof Unknown) this.report(span, value.text, `${what} is not known (${value.reason})`);
    else this.report(span, what, 'CodeIgniter expects a string here');
    return undefined;
  }

  /** An options array, or undefined (reported) when it has parts that are not known; null when none was given. */
  private options(value: Value, span: Span): OptionMap | null | undefined {
    if (value === undefined || value === null) return null;
    const option = optionValue(value);
    const unknown = unknownParts(option);
    if (unknown.length) {
      this.report(span, unknown[0], 'a route option that is not known: the route is left out');
      return undefined;
    }
    if (option instanceof Map) return option;
    if (Array.isArray(option) && option.length === 0) return new Map();
    this.report(span, 'the options', 'the options of a route are an array with keys');
    return undefined;
  }

  private handler(value: Value, span: Span): HandlerInput | undefined {
    if (typeof value === 'string') return { kind: 'string', text: value };
    if (isNative(value)) return { kind: 'closure' };
    if (isArray(value)) {
      const [a, b] = value.items;
      if (typeof a === 'string' && typeof b === 'string' && value.items.length === 2) return { kind: 'callable', callable: `${a}::${b}` };
      if (isArray(a) && typeof a.items[0] === 'string' && typeof a.items[1] === 'string' && typeof b === 'string')
        return { kind: 'callable', callable: `${a.items[0]}::${a.items[1]}`, params: b };
    }
    if (value instanceof Unknown) this.report(span, value.text, `the handler is not known (${value.reason})`);
    else this.report(span, 'the handler', 'a handler that is not a string, a closure or [Class::class, method]');
    return undefined;
  }

  private method(name: string, call: (args: Value[], span: Span) => Value): void {
    this.members.set(name.toLowerCase(), {
      kind: 'native',
      name,
      call: (args, span) => {
        this.collection.calls.push({ method: name, span });
        return call(args, span);
      },
    } as NativeValue);
  }

  private route(verb: Ci4Table, args: Value[], span: Span): Value {
    const from = this.text(args[0], span, 'the route');
    const to = this.handler(args[1], span);
    const opts = this.options(args[2], span);
    if (from !== undefined && to && opts !== undefined) this.collection.create(verb, from, to, opts ?? undefined, this.site(span));
    return this.self;
  }

  /** The verb methods, add/map/match, view and addRedirect. */
  private routeMethods(): void {
    const { collection } = this;
    for (const [name, verb] of Object.entries(VERB_METHODS)) this.method(name, (args, span) => this.route(verb, args, span));
    this.method('map', (args, span) => {
      const routes = args[0];
      const opts = this.options(args[1], span);
      const entries: [string, Value][] | undefined = isObject(routes)
        ? [...routes.props]
        : isArray(routes)
          ? routes.items.map((to, i) => [String(i), to])
          : undefined;
      if (entries && opts !== undefined) {
        for (const [from, to] of entries) {
          const input = this.handler(to, span);
          if (input) collection.create('*', from, input, opts ?? undefined, this.site(span));
        }
      } else if (routes instanceof Unknown) this.report(span, routes.text, `the routes are not known (${routes.reason})`);
      return this.self;
    });
    this.method('match', (args, span) => {
      const verbs = args[0];
      if (!isArray(verbs) || verbs.items.some((v) => typeof v !== 'string')) {
        this.report(span, 'the verbs of match()', 'a list of verbs that is not known');
        return this.self;
      }
      for (const verb of verbs.items as string[]) {
        const table = VERB_METHODS[verb.toLowerCase()];
        if (table && table !== '*') this.route(table, args.slice(1), span);
        else this.report(span, verb, 'match() with a verb RouteCollection has no method for');
      }
      return this.self;
    });
    this.method('view', (args, span) => {
      const from = this.text(args[0], span, 'the route');
      const view = this.text(args[1], span, 'the view');
      const opts = this.options(args[2], span);
      if (from === undefined || view === undefined || opts === undefined) return this.self;
      const withView = new Map(opts ?? []);
      withView.set('view', view);
      collection.create('GET', from, { kind: 'view', view }, withView, this.site(span));
      return this.self;
    });
    this.method('addRedirect', (args, span) => {
      const from = this.text(args[0], span, 'the route');
      const to = this.text(args[1], span, 'the redirect target');
      const status = args[2] === undefined ? 302 : args[2];
      if (typeof status !== 'number') this.report(span, 'the redirect status', 'a status that is not a known integer');
      else if (from !== undefined && to !== undefined) collection.addRedirect(from, to, status, this.site(span));
      return this.self;
    });
  }

  /** group, resource, presenter and environment: the calls that make several routes or run a callback. */
  private groupMethods(): void {
    const { collection, host } = this;
    this.method('group', (args, span) => {
      const name = this.text(args[0], span, 'the group name');
      const callback = args[args.length - 1];
      const opts = args.length > 2 && (isObject(args[1]) || isArray(args[1]) || args[1] instanceof Unknown) ? this.options(args[1], span) : null;
      if (name === undefined || opts === undefined) return null;
      if (!isNative(callback)) {
        this.report(span, 'the group callback', 'a group whose callback is not a closure');
        return null;
      }
      collection.runGroup(name, opts ?? undefined, () => callback.call([this.self], span));
      return null;
    });
    for (const kind of ['resource', 'presenter'] as const)
      this.method(kind, (args, span) => {
        const name = this.text(args[0], span, `the ${kind} name`);
        const opts = this.options(args[1], span);
        if (name !== undefined && opts !== undefined) collection[kind](name, opts ?? undefined, this.site(span));
        return this.self;
      });
    this.method('environment', (args, span) => {
      const env = this.text(args[0], span, 'the environment');
      const callback = args[1];
      if (env === undefined || !isNative(callback)) return this.self;
      if (host.environment !== undefined) {
        if (host.environment === env) callback.call([this.self], span);
        return this.self;
      }
      const term = { id: host.ctx.nextConditionId(), branch: 0, text: `ENVIRONMENT === '${env}'` };
      host.ctx.registry.underCondition(term, () => callback.call([this.self], span));
      return this.self;
    });
  }

  private setting(name: string, set: (value: Value, span: Span) => void): void {
    this.method(name, (args, span) => {
      if (this.host.ctx.registry.activeCondition) this.report(span, `$routes->${name}()`, 'a setting changed under a condition that is not known');
      set(args[0], span);
      return this.self;
    });
  }

  private escaped(value: Value, span: Span, what: string): string | undefined {
    const t = this.text(value, span, what);
    return t === undefined ? undefined : escStripped(t);
  }

  private flag(name: string, set: (on: boolean) => void): void {
    this.setting(name, (v, span) => {
      const on = v === undefined ? true : truthiness(v);
      if (on === undefined) this.report(span, `$routes->${name}()`, 'a setting that is not known');
      else set(on);
    });
  }

  /** The setters and getters of the router's settings, and placeholders. */
  private settingMethods(): void {
    const { collection } = this;
    const settings = collection.settings;
    this.setting('setDefaultNamespace', (v, span) => {
      const value = this.escaped(v, span, 'the namespace');
      if (value !== undefined) settings.defaultNamespace = `${trimChars(value, '\\', 'right')}\\`;
    });
    this.setting('setDefaultController', (v, span) => {
      const value = this.escaped(v, span, 'the controller');
      if (value !== undefined) settings.defaultController = value;
    });
    this.setting('setDefaultMethod', (v, span) => {
      const value = this.escaped(v, span, 'the method');
      if (value !== undefined) settings.defaultMethod = value;
    });
    this.flag('setTranslateURIDashes', (on) => (settings.translateURIDashes = on));
    this.flag('setAutoRoute', (on) => (settings.autoRoute = on));
    this.flag('setPrioritize', (on) => (settings.prioritize = on));
    this.setting('set404Override', (v) => {
      if (v === undefined || v === null) settings.override404 = null;
      else if (typeof v === 'string') settings.override404 = v;
      else settings.override404 = { unknown: isNative(v) ? '(Closure)' : 'an override that is not known' };
    });
    this.setting('setDefaultConstraint', (v, span) => {
      const value = this.text(v, span, 'the placeholder');
      if (value !== undefined) collection.setDefaultConstraint(value);
    });
    this.method('addPlaceholder', (args, span) => {
      const [names, pattern] = args;
      if (typeof names === 'string' && typeof pattern === 'string') collection.addPlaceholder([[names, pattern]]);
      else if (isObject(names) && [...names.props.values()].every((v) => typeof v === 'string'))
        collection.addPlaceholder([...names.props] as [string, string][]);
      else this.report(span, 'addPlaceholder()', 'a placeholder that is not known: later keys may differ');
      return this.self;
    });
    this.method('setHTTPVerb', () => this.self);
    this.flag('useSupportedLocalesOnly', (on) => (settings.useSupportedLocalesOnly = on));
    this.method('getDefaultNamespace', () => settings.defaultNamespace);
    this.method('getDefaultController', () => settings.defaultController);
    this.method('getDefaultMethod', () => settings.defaultMethod);
    this.method('shouldTranslateURIDashes', () => settings.translateURIDashes);
    this.method('shouldAutoRoute', () => settings.autoRoute);
  }
}

/** The verb tables a `--method` may name, as `map --json` prints them. */
export const MAP_VERBS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'CLI'] as const satisfies readonly (typeof CI4_VERBS)[number][];
