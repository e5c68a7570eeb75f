// Small predicates on user values, shared by the registry and the route-array builder.

/** "Empty" as decided: '', null or undefined (JavaScript semantics, so '0' and 0 are real values). */
export function isEmpty(value: unknown): value is '' | null | undefined {
  return value === '' || value === null || value === undefined;
}

/** A plain options-like object: not null, not an array, not a function. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Text of a value usable as a path, target or name: strings as they are, finite numbers as text, else null. */
export function asText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** The integer meaning of an `offset` option, as PHP's `(int)` cast would read it; null when it has none. */
export function asOffset(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return Math.trunc(value);
  if (typeof value === 'string' && /^\s*[+-]?\d+/.test(value)) return parseInt(value, 10);
  if (typeof value === 'boolean') return value ? 1 : 0;
  return null;
}

/** A short, safe rendering of a user value for messages. */
export function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? value.slice(0, 57) + '...' : value);
  if (typeof value === 'function') return 'a function';
  if (Array.isArray(value)) return 'an array';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'an object';
  return String(value);
}
