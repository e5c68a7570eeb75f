// The option readers of the registry: options objects, option texts and offsets, nested handlers, map's method,
// each reporting what it ignores; and the shared call sites of calls without a source location.

import type { CallKind, CallSite, Severity, Verb } from './types';
import { ROUTE_METHODS, VERBS } from './types';
import { asOffset, asText, describe, isEmpty, isPlainObject } from './values';
import { invalidCallback, invalidOption, invalidOptions, unknownOption } from './problems';

/** How a reader reports a problem: the registry's `report`. */
export type Reporter = (code: string, severity: Severity, message: string, site?: CallSite, data?: Record<string, unknown>) => void;

/** The site of a call without a source location (the runtime's case): one frozen object per call kind, not one per call. */
export const BARE_SITES = Object.fromEntries(ROUTE_METHODS.map((call) => [call, Object.freeze({ call })])) as Record<CallKind, CallSite>;

/** A nested handler: a function, or nothing (anything else but false is reported and ignored). */
export function nestedHandler(report: Reporter, nested: unknown, site: CallSite): (() => void) | undefined {
  if (typeof nested === 'function') return nested as () => void;
  if (nested !== undefined && nested !== null && nested !== false) {
    report(invalidCallback.code, invalidCallback.severity, invalidCallback.message.nested(describe(nested)), site);
  }
  return undefined;
}

/** The options read when none (or no object) is given: one shared, frozen object (readers only read options). */
const NO_OPTIONS: Readonly<Record<string, unknown>> = Object.freeze({});

/** An options object, each unknown key reported; anything but an object is reported and read as `{}`. */
export function readOptions(report: Reporter, options: unknown, site: CallSite, known: readonly string[]): Readonly<Record<string, unknown>> {
  if (options === undefined || options === null) return NO_OPTIONS;
  if (!isPlainObject(options)) {
    report(invalidOptions.code, invalidOptions.severity, invalidOptions.message(site.call, describe(options)), site);
    return NO_OPTIONS;
  }
  for (const key in options) {
    if (!known.includes(key) && Object.prototype.hasOwnProperty.call(options, key)) {
      report(unknownOption.code, unknownOption.severity, unknownOption.message(site.call, key, known), site, { key });
    }
  }
  return options;
}

/** An option's text (a string or a finite number), or null when empty or not text (reported). */
export function optionText(report: Reporter, value: unknown, key: string, site: CallSite): string | null {
  if (isEmpty(value)) return null;
  const text = asText(value);
  if (text === null) report(invalidOption.code, invalidOption.severity, invalidOption.message.notString(key, describe(value)), site);
  return text;
}

/** The `offset` option as PHP's `(int)` reads it; 0 when empty or unreadable (reported). */
export function offsetOption(report: Reporter, value: unknown, site: CallSite): number {
  if (isEmpty(value)) return 0;
  const offset = asOffset(value);
  if (offset === null) {
    report(invalidOption.code, invalidOption.severity, invalidOption.message.offset(describe(value)), site);
    return 0;
  }
  return offset;
}

/** `map()`'s method option: a verb, `invalid`, or undefined when none is given. */
export function readMethod(options: unknown): Verb | 'invalid' | undefined {
  if (!isPlainObject(options) || isEmpty(options.method)) return undefined;
  const method = typeof options.method === 'string' ? options.method.toUpperCase() : '';
  return (VERBS as readonly string[]).includes(method) ? (method as Verb) : 'invalid';
}
