// PHP's handling of route options and handlers as RouteCollection applies it: `(array)` and `(int)` casts,
// `! empty()`, `array_merge` of option arrays, hostname and subdomain checks, `offset`, array callables, and a
// handler as the framework's route list shows it.

import type { Ci4Handler, OptionMap, OptionValue } from './route-types';
import { asciiLower, escStripped, trimChars, ucfirst } from './php-text';

/** `(array) $value` for a filter option: a list stays a list, a scalar becomes a one-item list, null none. */
export function asList(value: OptionValue | undefined): OptionValue[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value;
  if (value instanceof Map) return [...value.values()];
  return [value];
}

/** PHP's `array_merge` of two string-keyed arrays: later values win, first places kept. */
export function arrayMerge(a: OptionMap, b: OptionMap): OptionMap {
  const merged = new Map(a);
  for (const [k, v] of b) merged.set(k, v);
  return merged;
}

/** A scalar option as PHP text (`(string)`); an unknown one as its text. */
export function scalarText(value: OptionValue): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? '1' : '';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value) || value instanceof Map) return 'Array';
  return value.unknown;
}

/** PHP's `(int)` of an option. */
export function phpInt(value: OptionValue): number {
  if (typeof value === 'number') return Math.trunc(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') {
    const m = /^\s*[+-]?\d+/.exec(value);
    return m ? parseInt(m[0], 10) : 0;
  }
  return 0;
}

export function isNumeric(value: OptionValue): boolean {
  return typeof value === 'number' || (typeof value === 'string' && /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/.test(value));
}

/** PHP's `! empty($value)`. */
export function nonEmpty(value: OptionValue | undefined): boolean {
  if (value === undefined || value === null || value === false || value === '' || value === 0 || value === '0') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (value instanceof Map) return value.size > 0;
  return true;
}

export function hostMatches(host: string, hostname: OptionValue): boolean {
  const wanted = Array.isArray(hostname) ? hostname.map((h) => asciiLower(scalarText(h))) : [asciiLower(scalarText(hostname))];
  return wanted.includes(asciiLower(host));
}

/** Whether a host may end in a two-part top-level domain (`co.uk`, `com.au`): a country code after a short label. */
export function mayHaveTwoPartTld(host: string): boolean {
  const parts = host.split('.');
  return parts.length >= 3 && /^[a-z]{2}$/i.test(parts[parts.length - 1]) && parts[parts.length - 2].length <= 3;
}

/** checkSubdomains with url_helper's parse_subdomain, for a host that does not end in a two-part TLD. */
export function subdomainMatches(host: string, subdomains: OptionValue): boolean {
  const current = parseSubdomain(host);
  const wanted = Array.isArray(subdomains) ? subdomains.map(scalarText) : [scalarText(subdomains)];
  if (current !== '' && wanted.includes('*')) return true;
  return wanted.includes(current);
}

export function parseSubdomain(host: string): string {
  if (host === 'localhost' || /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':')) return '';
  const parts = host.split('.');
  return parts.length < 3 ? '' : parts.slice(0, parts.length - 2).join('.');
}

/** The `offset` option: `$1…` in the handler renumbered from offset+1 (six at most, as CodeIgniter does). */
export function offsetHandler(handler: string, offset: number): string {
  let text = handler.replace(/\$\d+/g, '$X');
  for (let i = offset + 1; i < offset + 7; i++) text = text.replace('$X', `$${i}`);
  return text;
}

/** An array callable's handler: `\Class::method` and `/$1…` per group of the key, or the given params. */
export function callableHandler(from: string, input: { callable: string; params?: string }): string {
  if (input.params !== undefined) return `\\${input.callable}/${input.params}`;
  const groups = from.match(/\(.+?\)/g)?.length ?? 0;
  let params = '';
  for (let i = 1; i <= groups; i++) params += `/$${i}`;
  return `\\${input.callable}${params}`;
}

/** A handler as the framework's route list shows it. */
export function handlerString(handler: Ci4Handler): string {
  switch (handler.kind) {
    case 'string':
      return handler.text;
    case 'closure':
      return '(Closure)';
    case 'view':
      return `(View) ${handler.view}`;
    case 'named-redirect':
      return handler.key;
    case 'unknown':
      return handler.text;
  }
}

export function joinConditions(a: string | undefined, b: string): string {
  return a ? `${a} && ${b}` : b;
}

/**
 * `resource()`/`presenter()`'s parts: the controller (`a/b` → `A\\B`, or the `controller` option), the id pattern (the
 * `placeholder` option, else `defaultId`) and the methods `only`/`except` leave.
 */
export function resourceParts(
  name: string,
  options: OptionMap | undefined,
  all: string[],
  defaultId: string,
): { newName: string; id: string; methods: string[] } {
  let newName = name.split('/').map(ucfirst).join('\\');
  const controller = options?.get('controller');
  if (controller !== undefined && controller !== null) newName = ucfirst(escStripped(scalarText(controller)) ?? scalarText(controller));
  const placeholder = options?.get('placeholder');
  const id = `(${trimChars(placeholder !== undefined && placeholder !== null ? scalarText(placeholder) : defaultId, '()')})`;
  const only = options?.get('only');
  let methods = only !== undefined && only !== null ? (typeof only === 'string' ? only.split(',') : asList(only).map(scalarText)) : all;
  const except = options?.get('except');
  if (except !== undefined) {
    const excluded = typeof except === 'string' ? except.split(',') : asList(except).map(scalarText);
    methods = methods.filter((m) => !excluded.includes(m));
  }
  return { newName, id, methods };
}
