// The bridge to JavaScript's own built-ins (docs/decisions.md#exact-evaluation): an allow-listed method or function is called for real on
// concrete values, so its result is the real one (`'abcdef'.substring(1, 3)`, `[3, 1].sort()`, `(2.5).toFixed(1)`,
// `encodeURIComponent`, `JSON.parse`, `Object.fromEntries`, `Array.from({ length: 2 }, fn)`, a replace with a
// RegExp). Callbacks re-enter the evaluator. Nothing of the host realm is reachable: only the names below are
// called, only plain data comes back (a function, a class instance or any other host object in a result is
// Unknown), every argument that is not known makes the result Unknown, allocations are bounded, and a RegExp that
// could backtrack without bound is never run.

import { isSlowPattern } from '@routelens/shared';
import type { BridgeHost, Value } from '../core/values';
import { Unknown, arrayValue, isArray, isClosure, isIndexKey, isNative, isObject, objectValue } from '../core/values';

/** Thrown inside a real built-in when a callback's result is not known: the call's result is not known either. */
class NotConcrete extends Error {
  constructor(readonly why: string) {
    super(why);
  }
}

/** What a callback threw (the evaluator's own: a throw of the analysed code, a stop): it goes on out of the built-in as it is. */
class FromCallback extends Error {
  constructor(readonly inner: unknown) {
    super('thrown by a callback');
  }
}

/**
 * A built-in that throws on these values for real (`JSON.parse('{')`, `decodeURIComponent('%')`, `'a'.repeat(-1)`):
 * the analysed code throws there too (natives.ts makes it the config's throw).
 */
export class BuiltInThrew extends Error {
  constructor(
    readonly label: string,
    readonly errorName: string,
  ) {
    super(`${label} throws ${errorName}`);
  }
}

/** Calls the real built-in: an error of its own is BuiltInThrew; a callback's or a conversion's goes on. */
function invoke<T>(label: string, call: () => T): T {
  try {
    return call();
  } catch (error) {
    if (error instanceof NotConcrete || error instanceof FromCallback) throw error;
    throw new BuiltInThrew(label, error instanceof Error ? error.name : 'a value');
  }
}

/** The built-ins the bridge calls, by the kind of receiver. Mutating array methods write back into the array. */
const STRING_METHODS = new Set([
  'at',
  'charAt',
  'charCodeAt',
  'codePointAt',
  'concat',
  'endsWith',
  'includes',
  'indexOf',
  'lastIndexOf',
  'localeCompare',
  'match',
  'matchAll',
  'normalize',
  'padEnd',
  'padStart',
  'repeat',
  'replace',
  'replaceAll',
  'search',
  'slice',
  'split',
  'startsWith',
  'substring',
  'substr',
  'toLowerCase',
  'toUpperCase',
  'toString',
  'trim',
  'trimEnd',
  'trimStart',
  'valueOf',
]);
const NUMBER_METHODS = new Set(['toFixed', 'toPrecision', 'toString', 'toExponential', 'valueOf']);
const ARRAY_METHODS = new Set([
  'at',
  'concat',
  'entries',
  'every',
  'filter',
  'find',
  'findIndex',
  'findLast',
  'findLastIndex',
  'flat',
  'flatMap',
  'forEach',
  'includes',
  'indexOf',
  'join',
  'keys',
  'lastIndexOf',
  'map',
  'reduce',
  'reduceRight',
  'slice',
  'some',
  'toReversed',
  'toSorted',
  'toSpliced',
  'values',
  'with',
  'pop',
  'push',
  'reverse',
  'shift',
  'sort',
  'splice',
  'unshift',
  'fill',
]);
const MUTATING = new Set(['pop', 'push', 'reverse', 'shift', 'sort', 'splice', 'unshift', 'fill']);

/** Math's functions that the bridge calls (all but `random`). */
export const MATH_FUNCTIONS = [
  'abs',
  'acos',
  'acosh',
  'asin',
  'asinh',
  'atan',
  'atan2',
  'atanh',
  'cbrt',
  'ceil',
  'clz32',
  'cos',
  'cosh',
  'exp',
  'expm1',
  'floor',
  'fround',
  'hypot',
  'imul',
  'log',
  'log10',
  'log1p',
  'log2',
  'max',
  'min',
  'pow',
  'round',
  'sign',
  'sin',
  'sinh',
  'sqrt',
  'tan',
  'tanh',
  'trunc',
] as const;

/** Static functions by their global name. */
const STATICS: Readonly<Record<string, (...args: unknown[]) => unknown>> = {
  encodeURIComponent: (v: unknown) => encodeURIComponent(v as string),
  decodeURIComponent: (v: unknown) => decodeURIComponent(v as string),
  encodeURI: (v: unknown) => encodeURI(v as string),
  decodeURI: (v: unknown) => decodeURI(v as string),
  'JSON.parse': (text: unknown, reviver?: unknown) => JSON.parse(String(text), reviver as never),
  'JSON.stringify': (value: unknown, replacer?: unknown, space?: unknown) =>
    JSON.stringify(value, replacer === null || replacer === undefined ? undefined : (replacer as never), space as never),
  'Object.fromEntries': (entries: unknown) => Object.fromEntries(entries as Iterable<readonly [PropertyKey, unknown]>),
  'Object.keys': (value: unknown) => Object.keys(value as object),
  'Object.values': (value: unknown) => Object.values(value as object),
  'Object.entries': (value: unknown) => Object.entries(value as object),
  'Array.from': (source: unknown, fn?: unknown) => Array.from(source as ArrayLike<unknown>, fn as never),
  'Array.of': (...items: unknown[]) => Array.of(...items),
  'Array.isArray': (value: unknown) => Array.isArray(value),
  'Number.parseInt': (text: unknown, radix?: unknown) => Number.parseInt(String(text), radix as number | undefined),
  'Number.parseFloat': (text: unknown) => Number.parseFloat(String(text)),
  'Number.isInteger': (value: unknown) => Number.isInteger(value),
  'Number.isFinite': (value: unknown) => Number.isFinite(value),
  'Number.isNaN': (value: unknown) => Number.isNaN(value),
  'Number.isSafeInteger': (value: unknown) => Number.isSafeInteger(value),
  'String.fromCharCode': (...codes: unknown[]) => String.fromCharCode(...(codes as number[])),
  'String.fromCodePoint': (...codes: unknown[]) => String.fromCodePoint(...(codes as number[])),
  parseFloat: (text: unknown) => parseFloat(String(text)),
  parseInt: (text: unknown, radix?: unknown) => parseInt(String(text), radix as number | undefined),
  isNaN: (value: unknown) => isNaN(value as number),
  isFinite: (value: unknown) => isFinite(value as number),
  structuredClone: (value: unknown) => structuredClone(value),
  ...mathStatics(),
};

/** Math's functions but `random` (a result that differs on each run is not the executed one). */
function mathStatics(): Record<string, (...args: unknown[]) => unknown> {
  const out: Record<string, (...args: unknown[]) => unknown> = {};
  for (const name of MATH_FUNCTIONS) {
    const fn = Math[name] as (...args: unknown[]) => unknown;
    out[`Math.${name}`] = (...args: unknown[]) => fn(...args);
  }
  return out;
}

/** Whether the bridge has a static function of that name. */
export function isBridgedStatic(name: string): boolean {
  return Object.prototype.hasOwnProperty.call(STATICS, name);
}

/** Whether the bridge calls `method` on a receiver of this kind. */
export function isBridgedMethod(receiver: Value, method: string): boolean {
  if (typeof receiver === 'string') return STRING_METHODS.has(method);
  if (typeof receiver === 'number') return NUMBER_METHODS.has(method);
  return isArray(receiver) && ARRAY_METHODS.has(method);
}

/** Converts evaluator values to real ones, remembering which real object stands for which value (identity). */
class Conversion {
  private readonly real = new Map<object, unknown>();
  private readonly back = new Map<unknown, Value>();

  constructor(private readonly host: BridgeHost) {}

  toReal(value: Value, depth = 0): unknown {
    if (value instanceof Unknown) throw new NotConcrete(value.reason);
    if (value === null || typeof value !== 'object') return value;
    const known = this.real.get(value);
    if (known !== undefined) return known;
    if (depth > 32) throw new NotConcrete('a value nested too deep');
    if (isArray(value)) {
      const out: unknown[] = [];
      this.remember(value, out);
      for (const item of value.items) out.push(this.toReal(item, depth + 1));
      for (const [key, item] of value.props ?? []) (out as unknown as Record<string, unknown>)[key] = this.toReal(item, depth + 1);
      return out;
    }
    if (isObject(value)) {
      if (value.regex) {
        if (isSlowPattern(value.regex.source)) throw new NotConcrete('a regular expression that could backtrack without bound');
        const regex = new RegExp(value.regex.source, value.regex.flags);
        this.remember(value, regex);
        return regex;
      }
      if (value.collection) {
        const entries = [...value.collection.entries].map(([k, v]) => [this.toReal(k, depth + 1), this.toReal(v, depth + 1)] as const);
        const collection = value.collection.kind === 'set' ? new Set(entries.map(([k]) => k)) : new Map(entries);
        this.remember(value, collection);
        return collection;
      }
      if (value.classInfo !== undefined || value.getters || value.methods || value.error) throw new NotConcrete('an object with behaviour of its own');
      const out: Record<string, unknown> = {};
      this.remember(value, out);
      for (const [key, item] of value.props) {
        if (key === '…') throw new NotConcrete('an object with keys that are not known');
        Object.defineProperty(out, key, { value: this.toReal(item, depth + 1), enumerable: true, writable: true, configurable: true });
      }
      return out;
    }
    if (isClosure(value) || isNative(value)) {
      const fn = (...args: unknown[]) => {
        let result: Value;
        try {
          result = this.host.call(
            value,
            args.map((a) => this.fromReal(a)),
          );
        } catch (error) {
          throw error instanceof NotConcrete ? error : new FromCallback(error);
        }
        if (result instanceof Unknown) throw new NotConcrete(result.reason);
        return this.toReal(result);
      };
      this.remember(value, fn);
      return fn;
    }
    throw new NotConcrete('a value the built-ins cannot take');
  }

  private remember(value: object, real: unknown): void {
    this.real.set(value, real);
    this.back.set(real, value as Value);
  }

  /** A real result as an evaluator value: the value it came from where it is one, else plain data only. */
  fromReal(real: unknown, depth = 0): Value {
    const known = this.back.get(real);
    if (known !== undefined) return known;
    if (real === null || real === undefined || typeof real === 'string' || typeof real === 'number' || typeof real === 'boolean') {
      if (typeof real === 'string' && real.length > this.host.maxStringLength)
        throw new NotConcrete(`a string longer than ${this.host.maxStringLength} characters`);
      return real;
    }
    if (depth > 32) throw new NotConcrete('a result nested too deep');
    if (Array.isArray(real)) {
      if (real.length > this.host.maxItems) throw new NotConcrete(`an array longer than ${this.host.maxItems} items`);
      const array = arrayValue(real.map((item) => this.fromReal(item, depth + 1)));
      // A match result's `index`, `input` and `groups` (own keys that are not indexes).
      for (const key of Object.keys(real))
        if (!isIndexKey(key)) (array.props ??= new Map()).set(key, this.fromReal((real as unknown as Record<string, unknown>)[key], depth + 1));
      return array;
    }
    const prototype = typeof real === 'object' ? Object.getPrototypeOf(real) : undefined;
    if (prototype === Object.prototype || prototype === null) {
      return objectValue(Object.entries(real as object).map(([k, v]) => [k, this.fromReal(v, depth + 1)]));
    }
    // Iterators (entries(), keys(), matchAll()) are read into arrays; anything else of the host stays out.
    if (
      typeof real === 'object' &&
      typeof (real as { [Symbol.iterator]?: unknown })[Symbol.iterator] === 'function' &&
      typeof (real as { next?: unknown }).next === 'function'
    ) {
      const items: Value[] = [];
      for (const item of real as Iterable<unknown>) {
        if (items.length >= this.host.maxItems) throw new NotConcrete(`an iteration longer than ${this.host.maxItems} items`);
        items.push(this.fromReal(item, depth + 1));
      }
      return arrayValue(items);
    }
    throw new NotConcrete('a result that is not plain data');
  }
}

/** Arguments that would allocate beyond the bounds (a repeat count, a pad length, an array length). */
function tooLarge(name: string, receiver: unknown, args: unknown[], host: BridgeHost): boolean {
  const n = (v: unknown) => (typeof v === 'number' ? v : 0);
  if (name === 'repeat') return typeof receiver === 'string' && receiver.length * n(args[0]) > host.maxStringLength;
  if (name === 'padStart' || name === 'padEnd') return n(args[0]) > host.maxStringLength;
  if (name === 'Array.from') {
    const source = args[0] as { length?: unknown } | null;
    return typeof source === 'object' && source !== null && !Array.isArray(source) && n(source.length) > host.maxItems;
  }
  return false;
}

/** The result of a bridged call, or Unknown with why it is not known. */
function run(host: BridgeHost, label: string, call: (c: Conversion) => { result: unknown; writeBack?: () => void }, conversion = new Conversion(host)): Value {
  try {
    const { result, writeBack } = call(conversion);
    const value = conversion.fromReal(result);
    writeBack?.();
    return value;
  } catch (error) {
    if (error instanceof FromCallback) throw error.inner;
    if (!(error instanceof NotConcrete)) throw error;
    return new Unknown(`${label}: ${error.why}`, label, undefined);
  }
}

const isPrimitive = (value: Value): boolean => value === null || (typeof value !== 'object' && typeof value !== 'function');

/**
 * The common case without conversions: a string or number method with primitive arguments (`'A b'.toLowerCase()`,
 * `s.split('/')`), whose result is a primitive or an array of them. Undefined when the general path must run.
 */
function primitiveCall(host: BridgeHost, receiver: string | number, method: string, args: Value[]): Value | undefined {
  if (!args.every(isPrimitive) || tooLarge(method, receiver, args, host)) return undefined;
  const target = (typeof receiver === 'string' ? String.prototype : Number.prototype) as unknown as Record<string, (...a: unknown[]) => unknown>;
  const result = invoke(`.${method}()`, () => target[method].apply(receiver, args));
  if (typeof result === 'string') return result.length > host.maxStringLength ? undefined : result;
  if (result === null || typeof result === 'number' || typeof result === 'boolean' || result === undefined) return result;
  if (
    Array.isArray(result) &&
    result.length <= host.maxItems &&
    result.every((item) => item === null || item === undefined || typeof item === 'string' || typeof item === 'number')
  )
    return arrayValue(result as Value[]);
  return undefined;
}

/** `receiver.method(...args)` through the real built-in (see isBridgedMethod). */
export function callBridgedMethod(host: BridgeHost, receiver: Value, method: string, args: Value[]): Value {
  if (typeof receiver === 'string' || typeof receiver === 'number') {
    // (An `undefined` result, `'a'.at(5)`, takes the general path, which gives it too.)
    const quick = primitiveCall(host, receiver, method, args);
    if (quick !== undefined) return quick;
  }
  return run(host, `.${method}()`, (c) => {
    const real = c.toReal(receiver) as Record<string, (...a: unknown[]) => unknown>;
    const realArgs = args.map((a) => c.toReal(a));
    if (tooLarge(method, real, realArgs, host)) throw new NotConcrete('a result beyond the size limits');
    if (isArray(receiver) && MUTATING.has(method)) {
      // The array itself (sort, reverse, fill) comes back as the receiver, whose items are then written back.
      const result: unknown = invoke(`.${method}()`, () => Array.prototype[method as 'push'].apply(real as unknown as unknown[], realArgs as never[]));
      return {
        result,
        writeBack: () => {
          // In place: a loop over the array (or anything holding its items) sees the change, as in JavaScript.
          const items = (real as unknown as unknown[]).map((item) => c.fromReal(item));
          receiver.items.length = 0;
          for (const item of items) receiver.items.push(item);
        },
      };
    }
    const target = typeof receiver === 'string' ? String.prototype : typeof receiver === 'number' ? Number.prototype : Array.prototype;
    return { result: invoke(`.${method}()`, () => (target as unknown as Record<string, (...a: unknown[]) => unknown>)[method].apply(real, realArgs)) };
  });
}

/** A static built-in (`encodeURIComponent`, `JSON.parse`, `Object.fromEntries`, …) through the real one. */
export function callBridgedStatic(host: BridgeHost, name: string, args: Value[]): Value {
  return run(host, `${name}()`, (c) => {
    const realArgs = args.map((a) => c.toReal(a));
    if (tooLarge(name, undefined, realArgs, host)) throw new NotConcrete('a result beyond the size limits');
    return { result: invoke(`${name}()`, () => STATICS[name](...realArgs)) };
  });
}
