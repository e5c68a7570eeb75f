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
  const members = new Map<string, Value>();
  const self: NativeValue = {
    kind: 'native',
    name: 'CodeIgniter\\Router\\RouteCollection',
    call: (_args, span) => new Unknown('a RouteCollection is not callable', '$routes', span),
    members,
  };
  const site = (span: Span): CallSite => {
    const line = (host.lines(span.file)?.position(span.start).line ?? 0) + 1;
    const condition = host.ctx.registry.activeCondition?.text;
    return condition ? { span, line, condition } : { span, line };
  };
  const report = (span: Span, what: string, why: string) =>
    host.ctx.report(span, notEvaluable.severity, notEvaluable.code, notEvaluable.message.ci4Collection(what.slice(0, 80), why));
  /** A text argument, or undefined (reported) when it is not known. */
  const text = (value: Value, span: Span, what: string): string | undefined => {
    if (typeof value === 'string') return value;
    if (typeof value === 'number') return String(value);
    if (value instanceof Unknown) {
      report(span, value.text, `${what} is not known (${value.reason})`);
      return undefined;
    }
    report(span, what, 'CodeIgniter expects a string here');
    return undefined;
  };
  /** An options array, or undefined (reported) when it has parts that are not known; null when none was given. */
  const options = (value: Value, span: Span): OptionMap | null | undefined => {
    if (value === undefined || value === null) return null;
    const option = optionValue(value);
    const unknown = unknownParts(option);
    if (unknown.length) {
      report(span, unknown[0], 'a route option that is not known: the route is left out');
      return undefined;
    }
    if (option instanceof Map) return option;
    if (Array.isArray(option) && option.length === 0) return new Map();
    report(span, String(value), 'the options of a route are an array with keys');
    return undefined;
  };
  const handler = (value: Value, span: Span): HandlerInput | undefined => {
    if (typeof value === 'string') return { kind: 'string', text: value };
    if (isNative(value)) return { kind: 'closure' };
    if (isArray(value)) {
      const [a, b] = value.items;
      if (typeof a === 'string' && typeof b === 'string' && value.items.length === 2) return { kind: 'callable', callable: `${a}::${b}` };
      if (isArray(a) && typeof a.items[0] === 'string' && typeof a.items[1] === 'string' && typeof b === 'string')
        return { kind: 'callable', callable: `${a.items[0]}::${a.items[1]}`, params: b };
    }
    if (value instanceof Unknown) report(span, value.text, `the handler is not known (${value.reason})`);
    else report(span, 'the handler', 'a handler that is not a string, a closure or [Class::class, method]');
    return undefined;
  };
  const route = (verb: Ci4Table) => (args: Value[], span: Span) => {
    const from = text(args[0], span, 'the route');
    const to = handler(args[1], span);
    const opts = options(args[2], span);
    if (from !== undefined && to && opts !== undefined) collection.create(verb, from, to, opts ?? undefined, site(span));
    return self;
  };
  const method = (name: string, call: (args: Value[], span: Span) => Value) =>
    members.set(name.toLowerCase(), { kind: 'native', name, call: (args, span) => call(args, span) } as NativeValue);
  for (const [name, verb] of Object.entries(VERB_METHODS)) method(name, route(verb));
  method('map', (args, span) => {
    const routes = args[0];
    const opts = options(args[1], span);
    if (isObject(routes) && opts !== undefined) {
      for (const [from, to] of routes.props) {
        const input = handler(to, span);
        if (input) collection.create('*', from, input, opts ?? undefined, site(span));
      }
    } else if (isArray(routes) && opts !== undefined) {
      routes.items.forEach((to, i) => {
        const input = handler(to, span);
        if (input) collection.create('*', String(i), input, opts ?? undefined, site(span));
      });
    } else if (routes instanceof Unknown) report(span, routes.text, `the routes are not known (${routes.reason})`);
    return self;
  });
  method('match', (args, span) => {
    const verbs = args[0];
    if (!isArray(verbs) || verbs.items.some((v) => typeof v !== 'string')) {
      report(span, 'the verbs of match()', 'a list of verbs that is not known');
      return self;
    }
    for (const verb of verbs.items as string[]) {
      const table = VERB_METHODS[verb.toLowerCase()];
      if (table && table !== '*') route(table)(args.slice(1), span);
      else report(span, verb, 'match() with a verb RouteCollection has no method for');
    }
    return self;
  });
  method('view', (args, span) => {
    const from = text(args[0], span, 'the route');
    const view = text(args[1], span, 'the view');
    const opts = options(args[2], span);
    if (from === undefined || view === undefined || opts === undefined) return self;
    const withView = new Map(opts ?? []);
    withView.set('view', view);
    collection.create('GET', from, { kind: 'view', view }, withView, site(span));
    return self;
  });
  method('addRedirect', (args, span) => {
    const from = text(args[0], span, 'the route');
    const to = text(args[1], span, 'the redirect target');
    const status = args[2] === undefined ? 302 : args[2];
    if (typeof status !== 'number') {
      report(span, 'the redirect status', 'a status that is not a known integer');
      return self;
    }
    if (from !== undefined && to !== undefined) collection.addRedirect(from, to, status, site(span));
    return self;
  });
  method('group', (args, span) => {
    const name = text(args[0], span, 'the group name');
    const callback = args[args.length - 1];
    const opts = args.length > 2 && (isObject(args[1]) || isArray(args[1]) || args[1] instanceof Unknown) ? options(args[1], span) : null;
    if (name === undefined || opts === undefined) return null;
    if (!isNative(callback)) {
      report(span, 'the group callback', 'a group whose callback is not a closure');
      return null;
    }
    collection.runGroup(name, opts ?? undefined, () => callback.call([self], span));
    return null;
  });
  for (const kind of ['resource', 'presenter'] as const)
    method(kind, (args, span) => {
      const name = text(args[0], span, `the ${kind} name`);
      const opts = options(args[1], span);
      if (name !== undefined && opts !== undefined) collection[kind](name, opts ?? undefined, site(span));
      return self;
    });
  method('environment', (args, span) => {
    const env = text(args[0], span, 'the environment');
    const callback = args[1];
    if (env === undefined || !isNative(callback)) return self;
    host.ctx.askedNames.add('ENVIRONMENT');
    if (host.environment !== undefined) {
      if (host.environment === env) callback.call([self], span);
      return self;
    }
    const term = { id: host.ctx.nextConditionId(), branch: 0, text: `ENVIRONMENT === '${env}'` };
    host.ctx.registry.underCondition(term, () => callback.call([self], span));
    return self;
  });
  const settings = collection.settings;
  const setting = (name: string, set: (value: Value, span: Span) => void) =>
    method(name, (args, span) => {
      if (host.ctx.registry.activeCondition) report(span, `$routes->${name}()`, 'a setting changed under a condition that is not known');
      set(args[0], span);
      return self;
    });
  const escaped = (value: Value, span: Span, what: string) => {
    const t = text(value, span, what);
    return t === undefined ? undefined : escStripped(t);
  };
  setting('setDefaultNamespace', (v, span) => {
    const value = escaped(v, span, 'the namespace');
    if (value !== undefined) settings.defaultNamespace = `${trimChars(value, '\\', 'right')}\\`;
  });
  setting('setDefaultController', (v, span) => {
    const value = escaped(v, span, 'the controller');
    if (value !== undefined) settings.defaultController = value;
  });
  setting('setDefaultMethod', (v, span) => {
    const value = escaped(v, span, 'the method');
    if (value !== undefined) settings.defaultMethod = value;
  });
  const flag = (name: string, set: (on: boolean) => void) =>
    setting(name, (v, span) => {
      const on = v === undefined ? true : truthiness(v);
      if (on === undefined) report(span, `$routes->${name}()`, 'a setting that is not known');
      else set(on);
    });
  flag('setTranslateURIDashes', (on) => (settings.translateURIDashes = on));
  flag('setAutoRoute', (on) => (settings.autoRoute = on));
  flag('setPrioritize', (on) => (settings.prioritize = on));
  setting('set404Override', (v, span) => {
    if (v === undefined || v === null) settings.override404 = null;
    else if (typeof v === 'string') settings.override404 = v;
    else settings.override404 = { unknown: isNative(v) ? '(Closure)' : String(optionValue(v)) };
    void span;
  });
  setting('setDefaultConstraint', (v, span) => {
    const value = text(v, span, 'the placeholder');
    if (value !== undefined) collection.setDefaultConstraint(value);
  });
  method('addPlaceholder', (args, span) => {
    const [names, pattern] = args;
    if (typeof names === 'string' && typeof pattern === 'string') collection.addPlaceholder([[names, pattern]]);
    else if (isObject(names) && [...names.props.values()].every((v) => typeof v === 'string'))
      collection.addPlaceholder([...names.props] as [string, string][]);
    else report(span, 'addPlaceholder()', 'a placeholder that is not known: later keys may differ');
    return self;
  });
  method('setHTTPVerb', () => self);
  method('useSupportedLocalesOnly', () => self);
  method('getDefaultNamespace', () => settings.defaultNamespace);
  method('getDefaultController', () => settings.defaultController);
  method('getDefaultMethod', () => settings.defaultMethod);
  method('shouldTranslateURIDashes', () => settings.translateURIDashes);
  method('shouldAutoRoute', () => settings.autoRoute);
  return self;
}

/** The verb tables a `--method` may name, as `map --json` prints them. */
export const MAP_VERBS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'CLI'] as const satisfies readonly (typeof CI4_VERBS)[number][];
