// Builds host route arrays from registrations: the per-request-method form and the CodeIgniter 3 form.

import type { MappedRoute, Registration, RouteArray, Verb, VerbKey } from './types';
import { VERBS, exclusive, existsWherever } from './types';
import { isPlainObject } from './values';

const DEFAULT_CONTROLLER = 'default_controller';
const TAG = '{default_controller}';

/**
 * How map() treats the default controller: the configured default home (a string: the port, which adds a
 * `default_controller` entry when the array has none), or the released PHP library's way (`addsDefault: false`:
 * the home only fills `{default_controller}` in targets).
 */
export type MapStyle = string | { defaultHome: string; addsDefault: boolean };

function homeOf(style: MapStyle): string {
  return typeof style === 'string' ? style : style.defaultHome;
}

/** Whether map() appends a `default_controller` entry to an array that has none. */
function addsDefault(style: MapStyle, input: Record<string, unknown>): boolean {
  return (typeof style === 'string' || style.addsDefault) && !hasDefaultController(input);
}

function hasDefaultController(input: Record<string, unknown>): boolean {
  const value = input[DEFAULT_CONTROLLER];
  return value !== undefined && value !== null && value !== '';
}

/** The default controller's name: the array's own entry when it has one, else the configured default home. */
function defaultControllerName(value: unknown, style: MapStyle): string {
  // The released library takes the entry whenever it is set (isset), '' too.
  if (typeof style !== 'string' && !style.addsDefault && value !== undefined && value !== null) return typeof value === 'string' ? value : String(value);
  return typeof value === 'string' && value !== '' ? value : homeOf(style);
}

function substitute(to: string, controller: string): string {
  return to.includes(TAG) ? to.split(TAG).join(controller) : to;
}

/**
 * Ordered `from → to` entries for one request method, each with the registration that set it last. A registration
 * under undecided conditions (static analysis) replaces an earlier entry of its `from` only where it surely exists
 * wherever that one does and is not on another branch of one of its conditions; otherwise both are listed, at the
 * key's place (an entry of the array passed in has no condition known here).
 */
export function mappedRoutes(input: Record<string, unknown>, registrations: readonly Registration[], method: Verb, style: MapStyle): MappedRoute[] {
  const key = method.toLowerCase();
  // One entry per key, or (only under undecided conditions) several: a table of plain routes allocates no lists.
  const table = new Map<string, MappedRoute | MappedRoute[]>();
  let several = false;
  for (const [from, value] of Object.entries(input)) {
    if (isPlainObject(value)) {
      if (value[key] !== undefined) table.set(from, { from, to: value[key], registration: null });
    } else {
      table.set(from, { from, to: value, registration: null });
    }
  }
  const setting = table.get(DEFAULT_CONTROLLER);
  const controller = defaultControllerName((Array.isArray(setting) ? setting[0] : setting)?.to, style);
  for (const registration of registrations) {
    if (registration.verb !== 'ANY' && registration.verb !== method) continue;
    const entry: MappedRoute = { from: registration.from, to: substitute(registration.to, controller), registration };
    const existing = table.get(registration.from);
    if (!existing || !registration.condition) {
      table.set(registration.from, entry);
      continue;
    }
    const kept = (Array.isArray(existing) ? existing : [existing]).filter((old) => !replaces(old.registration ?? {}, registration));
    if (kept.length === 0) table.set(registration.from, entry);
    else {
      table.set(registration.from, [...kept, entry]);
      several = true;
    }
  }
  if (addsDefault(style, input)) {
    table.delete(DEFAULT_CONTROLLER);
    table.set(DEFAULT_CONTROLLER, { from: DEFAULT_CONTROLLER, to: controller, registration: null });
  }
  if (!several) return [...table.values()] as MappedRoute[];
  const out: MappedRoute[] = [];
  for (const value of table.values()) {
    if (Array.isArray(value)) out.push(...value);
    else out.push(value);
  }
  return out;
}

/**
 * `map(routes, { method })`: the flat array the original library produces for a request of that method. The same
 * entries as `mappedRoutes`, written straight into the result (the runtime's hot path: no entry objects, no Map).
 */
export function mapForMethod(input: Record<string, unknown>, registrations: readonly Registration[], method: Verb, style: MapStyle): RouteArray {
  const key = method.toLowerCase();
  const result: Record<string, unknown> = {};
  for (const from of Object.keys(input)) {
    const value = input[from];
    if (!isPlainObject(value)) put(result, from, value);
    else if (value[key] !== undefined) put(result, from, value[key]);
  }
  const controller = defaultControllerName(result[DEFAULT_CONTROLLER], style);
  for (let i = 0; i < registrations.length; i++) {
    const registration = registrations[i];
    const verb = registration.verb;
    if (verb !== 'ANY' && verb !== method) continue;
    put(result, registration.from, substitute(registration.to, controller));
  }
  if (addsDefault(style, input)) {
    delete result[DEFAULT_CONTROLLER];
    result[DEFAULT_CONTROLLER] = controller;
  }
  return result as RouteArray;
}

/** Sets an entry; `__proto__` too, as an own entry (a plain assignment would set the prototype, or do nothing). */
function put(result: Record<string, unknown>, from: string, to: unknown): void {
  if (from === '__proto__') Object.defineProperty(result, from, { value: to, enumerable: true, writable: true, configurable: true });
  else result[from] = to;
}

type Slot = { kind: 'value'; value: unknown } | { kind: 'verbs'; targets: Map<string, unknown> };

/**
 * `map(routes)` without a method, in CodeIgniter 3 form: a `from` with one target for every verb is a string,
 * one with verb routes is an object with lowercase verb keys. Resolving it for a method gives `mapForMethod`.
 */
export function mapCodeIgniter(input: Record<string, unknown>, registrations: readonly Registration[], style: MapStyle): RouteArray {
  const table = new Map<string, Slot>();
  for (const [from, value] of Object.entries(input)) {
    table.set(from, isPlainObject(value) ? { kind: 'verbs', targets: new Map(Object.entries(value)) } : { kind: 'value', value });
  }
  const controller = defaultControllerName(input[DEFAULT_CONTROLLER], style);
  for (const registration of registrations) {
    const to = substitute(registration.to, controller);
    const slot = table.get(registration.from);
    if (registration.verb === 'ANY') {
      if (slot?.kind === 'verbs') {
        for (const verb of VERBS) slot.targets.set(verb.toLowerCase(), to);
      } else {
        table.set(registration.from, { kind: 'value', value: to });
      }
      continue;
    }
    const key = registration.verb.toLowerCase();
    if (!slot) {
      table.set(registration.from, { kind: 'verbs', targets: new Map([[key, to]]) });
    } else if (slot.kind === 'value') {
      // A target for every verb becomes per-verb targets, so that this verb alone can change.
      const targets = new Map<string, unknown>(VERBS.map((verb) => [verb.toLowerCase(), slot.value]));
      targets.set(key, to);
      table.set(registration.from, { kind: 'verbs', targets });
    } else {
      slot.targets.set(key, to);
    }
  }
  const result: RouteArray = {};
  for (const [from, slot] of table) put(result, from, slot.kind === 'value' ? slot.value : collapse(slot.targets));
  if (addsDefault(style, input)) {
    delete result[DEFAULT_CONTROLLER];
    result[DEFAULT_CONTROLLER] = controller;
  }
  return result;
}

/** One target for all seven verbs (and nothing else) is written as that target; otherwise as a verb object. */
function collapse(targets: Map<string, unknown>): unknown {
  const first = targets.get('get');
  const uniform = targets.size === VERBS.length && VERBS.every((verb) => targets.has(verb.toLowerCase()) && targets.get(verb.toLowerCase()) === first);
  if (uniform) return first;
  const object: Partial<Record<VerbKey, unknown>> = {};
  for (const [verb, target] of targets) (object as Record<string, unknown>)[verb] = target;
  return object;
}

/** Whether a later registration replaces an earlier one (see mappedRoutes). */
function replaces(earlier: { readonly condition?: Registration['condition'] }, later: Registration): boolean {
  return !exclusive(earlier, later) && existsWherever(earlier, later);
}
