// The values of the static evaluator: known JavaScript values, closures, the Route class, and explicit Unknowns.

import type { Span } from '../../base/text';
import type { SyntaxNode } from './source-index';

/** A value the evaluator cannot know, with the reason and the expression it stands for. */
export class Unknown {
  /** For strings built around an unknown part: the text with placeholders, e.g. `users/⟨version⟩`. */
  constructor(
    readonly reason: string,
    readonly text: string,
    readonly span?: Span,
    readonly rendered?: string,
  ) {}

  /** In any text (a message, a template), an Unknown shows as its placeholder, never as `[object Object]`. */
  toString(): string {
    return this.rendered ?? placeholder(this);
  }
}

export interface ObjectValue {
  kind: 'object';
  props: Map<string, Value>;
  /** For a class of the analysed code (classes.ts): how to make an instance. */
  classInfo?: unknown;
  /** Accessors of a class instance or class (`get area() {…}`): read by calling them (classes.ts, memberOf). */
  getters?: Map<string, ClosureValue>;
  /** Setters of a class instance or class (`set prefix(v) {…}`): an assignment calls them (classes.ts). */
  setters?: Map<string, ClosureValue>;
  /** The class that made it (`new C()`), for `instanceof`. */
  classOf?: ObjectValue;
  /** The methods of a class instance or class: on its prototype, so not among its own (enumerable) properties. */
  methods?: Map<string, ClosureValue>;
  /** A `Set` or `Map` of the analysed code (collections.ts): its entries by value (objects by identity). */
  collection?: { kind: 'set' | 'map'; entries: Map<Value, Value> };
  /** A regular-expression literal (`/\s+/g`): used only by the built-ins that take one (bridge.ts). */
  regex?: { source: string; flags: string };
  /**
   * An `Error` (`new Error(m)`, `new TypeError(m)`, or what a built-in threw): its class name and `message`, which
   * are not among its own enumerable keys.
   */
  error?: ErrorInfo;
  /**
   * For a namespace of JavaScript's own (`Object`, `JSON`, `Math`): the real one. A member the evaluator does not
   * model is not known where the real one has it (undefined only where it has not).
   */
  host?: object;
  /**
   * The properties as written, while the object is untouched and every value is a string, number, boolean or
   * null (see WrittenObject): read without making `props`.
   */
  readonly written?: WrittenValues;
  /** Where properties were assigned after the object was made (`route['x'] = …`), or written in PHP. */
  spans?: Map<string, Span>;
  /**
   * The object literal it was made from: where its own properties are written is looked up only when asked for.
   * A front end without syntax nodes gives the written keys with the offsets of their values instead.
   */
  literal?: PropertyPlaces | WrittenProperties;
}

/** What an Error holds beside its own enumerable properties (see ObjectValue.error). */
export interface ErrorInfo {
  name: string;
  message: Value;
  /** `new Error(m, { cause })`: an own property, not enumerable. */
  cause?: Value;
}

/** Where the properties of an object literal are written, looked up in its front end's syntax when asked. */
export interface PropertyPlaces {
  /** Where the value of the property `key` is written, if it is written plainly (not computed). */
  placeOf(key: string): Span | undefined;
}

/** The properties of an object literal as written (in order, repeats included) and where their values are. */
export interface WrittenProperties {
  file: string;
  keys: readonly string[];
  starts: readonly number[];
  ends: readonly number[];
}

export interface ArrayValue {
  kind: 'array';
  items: Value[];
  /**
   * Set where how many items it has is not known (branches of an undecided condition left it with different
   * lengths): it is no longer an array the evaluator knows (isArray is false), every read of it is this Unknown.
   */
  unknown?: Unknown;
  /** Own keys that are not indexes: a match result's `index`, `input` and `groups`, a template's `raw`, or set by the code. */
  props?: Map<string, Value>;
}

/** A function written in the analysed code; calling it interprets its body. */
export interface ClosureValue {
  kind: 'closure';
  /** The function's syntax, in the front end that made the closure (only it calls the closure). */
  node: SyntaxNode;
  file: string;
  scope: unknown;
  name: string;
  /** A method of an object literal read from its object: `this` when it runs (see methodOf in natives.ts). */
  thisValue?: Value;
  /** Properties set on the function (`handler.defaults = …`). */
  props?: Map<string, Value>;
}

/** The `Route` class of @routelens/route. */
export interface RouteClassValue {
  kind: 'route-class';
}

/** A built-in function the evaluator implements (array and string methods, Object.keys …). */
/** What a built-in called for real (bridge.ts) needs of the evaluator: calling a function value, and the limits. */
export interface BridgeHost {
  call(fn: Value, args: Value[]): Value;
  readonly maxStringLength: number;
  readonly maxItems: number;
}

export interface NativeValue {
  kind: 'native';
  name: string;
  /** `host`: the evaluator at the call, where the built-in may call back into it (a callback argument). */
  call: (args: Value[], span: Span, host?: BridgeHost) => Value;
  /**
   * A Route method as a value (`const get = Route.get`, `Route.get.bind(Route)`, `{ read: Route.get }`): its calls
   * are Route calls at the call that runs, like a direct one. `via` says how the call's arguments reach the method:
   * as they are, or after `this` (`.call(Route, …)`), or spread from an array (`.apply(Route, [...])`).
   */
  routeMethod?: { name: string; via: 'direct' | 'call' | 'apply' };
  /** The static members of a built-in that is a function too (`Number.parseInt`, `String.fromCharCode`). */
  members?: ReadonlyMap<string, Value>;
}

export type Value = string | number | boolean | null | undefined | ObjectValue | ArrayValue | ClosureValue | RouteClassValue | NativeValue | Unknown;

export const ROUTE_CLASS: RouteClassValue = { kind: 'route-class' };

/** Where a property of an object value was written, if known. */
export function propertySpan(object: ObjectValue, key: string): Span | undefined {
  const assigned = object.spans?.get(key);
  if (assigned || !object.literal) return assigned;
  if ('placeOf' in object.literal) return object.literal.placeOf(key);
  const { file, keys, starts, ends } = object.literal;
  const at = keys.indexOf(key);
  return at < 0 ? undefined : { file, start: starts[at], end: ends[at] };
}

/** Keys as written (in order, repeats included) and their values, all primitive. */
export interface WrittenValues {
  readonly keys: readonly string[];
  readonly values: readonly (string | number | boolean | null)[];
}

/**
 * An object literal whose values are all primitive, as the fast reader reads most route options: its `props` are
 * made only if something asks for them (which also ends `written`, so a change through `props` is seen by all).
 * Until then it is its own WrittenProperties (where each value is written).
 */
export class WrittenObject implements ObjectValue, WrittenProperties {
  readonly kind = 'object';
  spans?: Map<string, Span>;
  written: WrittenValues | undefined;
  readonly keys: readonly string[];
  readonly starts: readonly number[];
  readonly ends: readonly number[];
  private map: Map<string, Value> | undefined;

  constructor(
    readonly file: string,
    properties: WrittenValues & { starts: readonly number[]; ends: readonly number[] },
  ) {
    this.written = properties;
    this.keys = properties.keys;
    this.starts = properties.starts;
    this.ends = properties.ends;
  }

  get literal(): WrittenProperties {
    return this;
  }

  get props(): Map<string, Value> {
    if (this.map === undefined) {
      const map = new Map<string, Value>();
      const { keys, values } = this.written!;
      for (let i = 0; i < keys.length; i++) map.set(keys[i], values[i]);
      this.map = map;
      this.written = undefined;
    }
    return this.map;
  }

  set props(map: Map<string, Value>) {
    this.map = map;
    this.written = undefined;
  }
}

/** Marks an absent property (undefined is a value). */
export const ABSENT: unique symbol = Symbol('absent');

/** An object's own property as `props.get` gives it, or ABSENT; an object as written is read without `props`. */
export function ownProperty(object: ObjectValue, key: string): Value | typeof ABSENT {
  const written = object.written;
  if (written) {
    // Repeated keys: the last one's value, as in the object.
    for (let i = written.keys.length - 1; i >= 0; i--) if (written.keys[i] === key) return written.values[i];
    return ABSENT;
  }
  return object.props.has(key) ? object.props.get(key) : ABSENT;
}

export function objectValue(entries: Iterable<[string, Value]> = []): ObjectValue {
  return { kind: 'object', props: new Map(entries) };
}

/** The key under which a private member (`#slug`) is kept: no string property has it, and none is listed. */
const PRIVATE = '\u0000';

/** The key of `[Symbol.iterator]`, kept apart like a private one (not listed among the keys). */
export const ITERATOR_KEY = '\u0000@@iterator';

/** The key of `object.name`: a private name (`this.#slug`, whose text starts with '#') is kept apart (see PRIVATE). */
export function accessKey(name: { readonly text: string }): string {
  return name.text.charCodeAt(0) === 35 ? PRIVATE + name.text : name.text;
}

/** Whether a property key is an array index ('0' … '4294967294'): JavaScript lists those first, ascending. */
export function isIndexKey(key: string): boolean {
  const n = key.length;
  if (n === 0 || n > 10) return false;
  const first = key.charCodeAt(0);
  if (first < 48 || first > 57 || (first === 48 && n > 1)) return false;
  for (let i = 1; i < n; i++) {
    const c = key.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return n < 10 || Number(key) < 4294967295;
}

/**
 * An object's own enumerable properties in JavaScript's order (Object.keys, for-in, spread): array-index keys
 * ascending, then the others in the order they were added. The marker of keys that are not known ('…') is not
 * among them: see `hasUnknownKeys`.
 */
export function ownEntries(object: ObjectValue): [string, Value][] {
  const indexed: [string, Value][] = [];
  const named: [string, Value][] = [];
  for (const entry of object.props) {
    if (entry[0] === '…' || entry[0].charCodeAt(0) === 0) continue;
    (isIndexKey(entry[0]) ? indexed : named).push(entry);
  }
  if (indexed.length === 0) return named;
  indexed.sort((a, b) => Number(a[0]) - Number(b[0]));
  return indexed.concat(named);
}

/** Whether some of an object's keys are not known (assigned under a key, or spread from a value, not known). */
export function hasUnknownKeys(object: ObjectValue): boolean {
  return object.props.has('…');
}

/**
 * A Map whose entries are computed on first use. `Route.map()` returns the whole route table, which a config
 * rarely reads; building it only when read keeps a cold analysis from paying for a copy of every route.
 */
export class LazyMap<K, V> extends Map<K, V> {
  private compute: (() => Iterable<[K, V]>) | undefined;

  constructor(compute: () => Iterable<[K, V]>) {
    super();
    this.compute = compute;
  }

  private fill(): void {
    const compute = this.compute;
    if (!compute) return;
    this.compute = undefined;
    for (const [k, v] of compute()) super.set(k, v);
  }

  override get(key: K): V | undefined {
    this.fill();
    return super.get(key);
  }
  override has(key: K): boolean {
    this.fill();
    return super.has(key);
  }
  override set(key: K, value: V): this {
    this.fill();
    return super.set(key, value);
  }
  override delete(key: K): boolean {
    this.fill();
    return super.delete(key);
  }
  override get size(): number {
    this.fill();
    return super.size;
  }
  override keys(): MapIterator<K> {
    this.fill();
    return super.keys();
  }
  override values(): MapIterator<V> {
    this.fill();
    return super.values();
  }
  override entries(): MapIterator<[K, V]> {
    this.fill();
    return super.entries();
  }
  override [Symbol.iterator](): MapIterator<[K, V]> {
    this.fill();
    return super[Symbol.iterator]();
  }
  override forEach(callback: (value: V, key: K, map: Map<K, V>) => void, thisArg?: unknown): void {
    this.fill();
    super.forEach(callback, thisArg);
  }
}

export function arrayValue(items: Value[]): ArrayValue {
  return { kind: 'array', items };
}

export function isObject(value: Value): value is ObjectValue {
  return typeof value === 'object' && value !== null && !(value instanceof Unknown) && value.kind === 'object';
}

export function isArray(value: Value): value is ArrayValue {
  return typeof value === 'object' && value !== null && !(value instanceof Unknown) && value.kind === 'array' && value.unknown === undefined;
}

export function isClosure(value: Value): value is ClosureValue {
  return typeof value === 'object' && value !== null && !(value instanceof Unknown) && value.kind === 'closure';
}

export function isNative(value: Value): value is NativeValue {
  return typeof value === 'object' && value !== null && !(value instanceof Unknown) && value.kind === 'native';
}

export function isRouteClass(value: Value): value is RouteClassValue {
  return typeof value === 'object' && value !== null && !(value instanceof Unknown) && value.kind === 'route-class';
}

/** The visible placeholder that stands in a route for a part that could not be evaluated. */
export function placeholder(unknown: Unknown): string {
  const text = unknown.text.replace(/\s+/g, ' ');
  return `⟨${text.length > 40 ? text.slice(0, 37) + '...' : text}⟩`;
}

/** JavaScript truthiness of a known value; undefined when it depends on an Unknown. */
export function truthiness(value: Value): boolean | undefined {
  if (value instanceof Unknown) return undefined;
  if (typeof value === 'object' && value !== null) return true;
  return Boolean(value);
}

/** Whether a value holds an Unknown anywhere (to a bounded depth), without collecting them. */
export function hasUnknown(value: Value, depth = 0): boolean {
  if (value instanceof Unknown) return true;
  if (depth >= 8 || typeof value !== 'object' || value === null) return false;
  if (isObject(value)) {
    if (value.error && value.error.message instanceof Unknown) return true;
    if (value.written) return false;
    for (const v of value.props.values()) if (hasUnknown(v, depth + 1)) return true;
  } else if (isArray(value)) {
    for (const v of value.items) if (hasUnknown(v, depth + 1)) return true;
  }
  return false;
}

/** Every Unknown inside a value (objects and arrays searched to a bounded depth). */
export function unknownsIn(value: Value, found: Unknown[] = [], depth = 0): Unknown[] {
  if (value instanceof Unknown) found.push(value);
  else if (depth < 8 && isObject(value) && value.error?.message instanceof Unknown) found.push(value.error.message);
  else if (depth < 8 && isObject(value) && !value.written) for (const v of value.props.values()) unknownsIn(v, found, depth + 1);
  else if (depth < 8 && isArray(value)) for (const v of value.items) unknownsIn(v, found, depth + 1);
  return found;
}

/** The Unknown an array whose length is not known stands for (see ArrayValue.unknown). */
export function unknownArray(value: Value): Unknown | undefined {
  return typeof value === 'object' && value !== null && !(value instanceof Unknown) && value.kind === 'array' ? value.unknown : undefined;
}

/** A value as text inside a string: placeholders for Unknowns. */
export function renderText(value: Value): string {
  if (value instanceof Unknown) return value.rendered ?? placeholder(value);
  if (value === null || typeof value !== 'object') return String(value);
  const notKnown = unknownArray(value);
  if (notKnown) return placeholder(notKnown);
  if (isArray(value)) return value.items.map((v) => (v === null || v === undefined ? '' : renderText(v))).join(',');
  if (isObject(value)) {
    if (value.regex) return `/${value.regex.source}/${value.regex.flags}`;
    if (value.collection) return value.collection.kind === 'set' ? '[object Set]' : '[object Map]';
    if (value.error) return errorText(value);
    return '[object Object]';
  }
  return '⟨function⟩';
}

/**
 * A value converted to a string as JavaScript does for a plain value, array or built-in object: Unknown (showing the
 * text with its placeholders) where any part of it is not known.
 */
export function textValue(value: Value): Value {
  if (value instanceof Unknown || typeof value === 'string') return value;
  const text = renderText(value);
  const cause = unknownInText(value, 0);
  if (!cause) return text;
  // An Error's text is not its parts joined (an empty message drops the ': '): only its placeholder shows.
  return isObject(value) && value.error ? new Unknown(cause.reason, cause.text, cause.span) : new Unknown(cause.reason, cause.text, cause.span, text);
}

/** The first Unknown that renderText shows as a placeholder: in an array's items, an Error's name or message. */
function unknownInText(value: Value, depth: number): Unknown | undefined {
  if (value instanceof Unknown) return value;
  if (depth > 8) return undefined;
  if (unknownArray(value)) return unknownArray(value);
  if (isArray(value)) {
    for (const item of value.items) {
      const found = unknownInText(item, depth + 1);
      if (found) return found;
    }
  }
  if (isObject(value) && value.error)
    return unknownInText(value.props.get('name') ?? value.error.name, depth + 1) ?? unknownInText(value.error.message, depth + 1);
  return undefined;
}

/** `String(error)`: Error.prototype.toString of its name (an own `name` set on it first) and its message. */
export function errorText(error: ObjectValue): string {
  const own = error.props.get('name');
  const name = own === undefined ? (error.error?.name ?? 'Error') : renderText(own);
  const message = renderText(error.error?.message ?? '');
  return message === '' ? name : name === '' ? message : `${name}: ${message}`;
}

/**
 * A value as a message shows it: strings as written, Unknowns as their placeholder (`⟨implode('|', …)⟩`), arrays and
 * objects by their items; never `[object Object]`.
 */
export function displayValue(value: Value, depth = 0): string {
  if (value instanceof Unknown) return value.rendered ?? placeholder(value);
  if (value === null || typeof value !== 'object') return String(value);
  if (depth > 2) return '…';
  if (isArray(value))
    return `[${value.items
      .slice(0, 5)
      .map((v) => displayValue(v, depth + 1))
      .join(', ')}${value.items.length > 5 ? ', …' : ''}]`;
  if (isObject(value)) {
    const entries = [...value.props].slice(0, 5).map(([k, v]) => `${k}: ${displayValue(v, depth + 1)}`);
    return `{${entries.join(', ')}${value.props.size > 5 ? ', …' : ''}}`;
  }
  return '⟨function⟩';
}

/**
 * `array[key] = value` as JavaScript does it: an index past the end grows the array (the gap reads `undefined`),
 * `length` cuts or grows it; other keys are its own properties. Growth past `max` items is not kept.
 */
export function assignToArray(array: ArrayValue, key: string, value: Value, max: number): void {
  const items = array.items;
  if (key === 'length') {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) return;
    if (value < items.length) items.length = value;
    else while (items.length < value) items.push(undefined);
    return;
  }
  if (!isIndexKey(key)) {
    (array.props ??= new Map()).set(key, value);
    return;
  }
  const index = Number(key);
  if (index > max) return;
  while (items.length < index) items.push(undefined);
  items[index] = value;
}
