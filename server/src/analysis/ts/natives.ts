// The few built-ins the evaluator knows: globals, and members of strings, arrays and objects.

import type { Span } from '../../base/text';
import type { ts } from 'ts-morph';
import { EvaluatedThrow, spanOf, textOf, unknownAt } from '../core/context';
import type { Evaluator } from './evaluator';
import { DEFAULT_LIMITS } from '../core/limits';
import { functionSyntax } from './evaluator';
import type { ParsedFile } from './syntax/ts-parse';
import type { BridgeHost, ClosureValue, NativeValue, ObjectValue, Value } from '../core/values';
import { TS } from './syntax/typescript';
import { BuiltInThrew, MATH_FUNCTIONS, callBridgedMethod, callBridgedStatic, isBridgedMethod } from './bridge';
import { collectionMember, isCollection } from './collections';
import {
  ROUTE_CLASS,
  Unknown,
  arrayValue,
  hasUnknownKeys,
  ownEntries,
  isArray,
  isClosure,
  isNative,
  isObject,
  isRouteClass,
  objectValue,
  ITERATOR_KEY,
  isIndexKey,
  renderText,
  textValue,
  unknownArray,
  truthiness,
} from '../core/values';
import { ROUTE_METHODS } from '@routelens/shared';
import { writes } from '../core/write-log';

function native(name: string, call: (args: Value[], span: Span, host?: BridgeHost) => Value): NativeValue {
  return { kind: 'native', name, call };
}

/** A static built-in called for real through the bridge (callbacks need the evaluator at the call: `host`). */
function bridged(name: string): NativeValue {
  return native(name, (args, span, host) => {
    const result = throwsAt(span, () => callBridgedStatic(host ?? NO_CALLBACKS, name, args));
    return result instanceof Unknown ? new Unknown(result.reason, result.text, span) : result;
  });
}

/** A bridged call; where the real built-in throws on its values, the analysed code throws at `span` (a `try` around it catches it). */
function throwsAt(span: Span, call: () => Value): Value {
  try {
    return call();
  } catch (error) {
    // Its message is the engine's own wording: not known.
    if (error instanceof BuiltInThrew)
      throw new EvaluatedThrow(span, {
        value: errorValue(error.errorName, new Unknown(`the message of the ${error.errorName} ${error.label} throws`, 'message', span)),
      });
    throw error;
  }
}

/** The bridge's host where a built-in is called without the evaluator at hand: no callbacks. */
const NO_CALLBACKS = {
  call: () => new Unknown('a callback here is not evaluated', 'callback', undefined),
  maxStringLength: DEFAULT_LIMITS.maxStringLength,
  maxItems: DEFAULT_LIMITS.maxLoopIterations,
};

/** A namespace of JavaScript's own: the members modelled, and the real one for the others (ObjectValue.host). */
function namespace(real: object, entries: [string, Value][]): ObjectValue {
  const value = objectValue(entries);
  value.host = real;
  return value;
}

const JSON_NAMESPACE = namespace(JSON, [
  ['parse', bridged('JSON.parse')],
  ['stringify', bridged('JSON.stringify')],
]);

const OBJECT_NAMESPACE = namespace(Object, [
  ['keys', native('Object.keys', ([o], span) => ownList('Object.keys', o, span, ([k]) => k))],
  [
    'hasOwn',
    native('Object.hasOwn', ([o, key], span) => {
      if (key instanceof Unknown) return key;
      const name = typeof key === 'string' || typeof key === 'number' ? String(key) : undefined;
      if (name === undefined) return unknownValue('Object.hasOwn of a key that is not a string or number', span);
      if (isArray(o)) return isIndexKey(name) ? Number(name) < o.items.length : name === 'length' || (o.props?.has(name) ?? false);
      if (!isObject(o) || o.classInfo !== undefined || o.collection || o.regex || o.error || o.host)
        return unknownValue('Object.hasOwn of a value that is not a known plain object', span);
      if (ownEntries(o).some(([k]) => k === name)) return true;
      return hasUnknownKeys(o) ? unknownValue('Object.hasOwn of an object with keys that are not known', span) : false;
    }),
  ],
  ['values', native('Object.values', ([o], span) => ownList('Object.values', o, span, ([, v]) => v))],
  ['entries', native('Object.entries', ([o], span) => ownList('Object.entries', o, span, ([k, v]) => arrayValue([k, v])))],
  ['fromEntries', bridged('Object.fromEntries')],
  ['freeze', native('Object.freeze', ([o]) => o)],
  [
    'assign',
    native('Object.assign', ([target, ...sources], span, host) => {
      if (!isObject(target)) return unknownValue('Object.assign on a value that is not a known object', span);
      if (target.setters?.size) return unknownValue('Object.assign onto an object with setters', span);
      for (const source of sources) {
        if (source instanceof Unknown || (isObject(source) && hasUnknownKeys(source)))
          return unknownValue('Object.assign from a value that is not known', span);
        writes.object(target);
        if (!isObject(source)) continue;
        for (const [k, v] of ownEntries(source)) {
          // An accessor of an object literal is read through its getter; the copy is a plain property.
          const getter = source.classOf === undefined ? source.getters?.get(k) : undefined;
          target.props.set(k, getter ? (host ? host.call(getter, []) : unknownValue('a getter read without the evaluator', span)) : v);
          target.getters?.delete(k);
        }
      }
      return hasUnknownKeys(target) ? unknownValue('Object.assign of an object with keys that are not known', span) : target;
    }),
  ],
]);

/** `Array`: `Array(a, b)` (and `new Array`), with `isArray`, `from` and `of`. */
const ARRAY_FUNCTION: NativeValue = {
  // `Array(n)` makes n empty slots, which callbacks skip and reads see as undefined: not evaluated.
  ...native('Array', (args, span) =>
    args.length === 1 && typeof args[0] === 'number' ? unknownValue(`Array(${args[0]}) makes empty slots, which are not evaluated`, span) : arrayValue(args),
  ),
  members: new Map<string, Value>([
    ['isArray', native('Array.isArray', ([v]) => (v instanceof Unknown ? v : isArray(v) || unknownArray(v) !== undefined))],
    ['from', bridged('Array.from')],
    ['of', native('Array.of', (args) => arrayValue(args))],
  ]),
};

/** Math: its functions through the bridge, its constants; `Math.random()` is not known (it differs on each run). */
const MATH_NAMESPACE = namespace(Math, [
  ...MATH_FUNCTIONS.map((name): [string, Value] => [name, bridged(`Math.${name}`)]),
  ...(['E', 'LN10', 'LN2', 'LOG10E', 'LOG2E', 'PI', 'SQRT1_2', 'SQRT2'] as const).map((name): [string, Value] => [name, Math[name]]),
  ['random', native('Math.random', (_args, span) => unknownValue('Math.random() differs on each run', span))],
]);

/** `Number`: the conversion, with its static functions through the bridge and its constants. */
const NUMBER_FUNCTION: NativeValue = {
  ...native('Number', ([v]) => (v instanceof Unknown ? v : typeof v === 'object' && v !== null ? NaN : Number(v))),
  members: new Map<string, Value>([
    ...(['parseInt', 'parseFloat', 'isInteger', 'isFinite', 'isNaN', 'isSafeInteger'] as const).map((name): [string, Value] => [
      name,
      bridged(`Number.${name}`),
    ]),
    ...(['EPSILON', 'MAX_SAFE_INTEGER', 'MIN_SAFE_INTEGER', 'MAX_VALUE', 'MIN_VALUE', 'NaN', 'POSITIVE_INFINITY', 'NEGATIVE_INFINITY'] as const).map(
      (name): [string, Value] => [name, Number[name]],
    ),
  ]),
};

/** `String.raw`: as a template's tag, the template's text as written (expressions.ts); called as a function, not known. */
export const STRING_RAW: NativeValue = native('String.raw', (_args, span) => unknownValue('String.raw called as a function is not evaluated', span));

/** `String`: the conversion, with `fromCharCode` and `fromCodePoint` through the bridge, and `raw`. */
const STRING_FUNCTION: NativeValue = {
  ...native('String', ([v]) => textValue(v)),
  members: new Map<string, Value>([
    ...(['fromCharCode', 'fromCodePoint'] as const).map((name): [string, Value] => [name, bridged(`String.${name}`)]),
    ['raw', STRING_RAW],
  ]),
};

/** `RegExp(source, flags)` (with or without `new`) of known strings; an invalid one throws a SyntaxError, as JavaScript does. */
const REGEXP_FUNCTION: NativeValue = native('RegExp', ([source, flags], span) => {
  if (source instanceof Unknown) return source;
  if (flags instanceof Unknown) return flags;
  const regex = isObject(source) && source.regex ? source.regex : undefined;
  if (regex === undefined && typeof source === 'object' && source !== null) return unknownValue('RegExp() of a value that is not a string', span);
  const text = regex ? regex.source : source === undefined ? '(?:)' : String(source);
  let real: RegExp;
  try {
    real = new RegExp(text, flags === undefined ? (regex?.flags ?? '') : String(flags));
  } catch {
    throw new EvaluatedThrow(span, { value: errorValue('SyntaxError', new Unknown('the message of the SyntaxError RegExp() throws', 'message', span)) });
  }
  const value = objectValue();
  value.regex = { source: real.source, flags: real.flags };
  return value;
});

/** `Symbol`: its well-known `Symbol.iterator` (a key of its own); a new symbol is not known. */
const SYMBOL_FUNCTION: NativeValue = {
  ...native('Symbol', (_args, span) => unknownValue('a new Symbol', span)),
  members: new Map<string, Value>([['iterator', ITERATOR_KEY]]),
};

/** JavaScript's Error classes: called or constructed, each makes an Error of its name. */
export const ERROR_CLASSES: ReadonlySet<string> = new Set(['Error', 'TypeError', 'RangeError', 'SyntaxError', 'ReferenceError', 'EvalError', 'URIError']);

/** An Error of the built-in class `name` with `message` (converted to a string as the constructor does). */
export function errorValue(name: string, message: Value, options?: Value): Value {
  const error = objectValue();
  const text = message === undefined ? '' : isObject(message) && !message.error && !message.regex ? undefined : textValue(message);
  error.error = { name, message: text ?? new Unknown('an Error message made from an object', 'message') };
  if (options instanceof Unknown) return options;
  if (isObject(options) && options.props.has('cause')) error.error.cause = options.props.get('cause');
  return error;
}

function errorClass(name: string): NativeValue {
  return native(name, ([message, options]) => errorValue(name, message, options));
}

/** A member of an Error that is not among its own properties: `message`, `name`, `cause`, `toString()`; `stack` is not known. */
function errorMember(error: ObjectValue, key: string, node: ts.Node, parsed: ParsedFile): Value | typeof NOT_AN_ERROR_MEMBER {
  const info = error.error;
  if (!info) return NOT_AN_ERROR_MEMBER;
  switch (key) {
    case 'message':
      return info.message;
    case 'name':
      return info.name;
    case 'cause':
      return info.cause;
    case 'toString':
      return native('toString', () => textValue(error));
    case 'stack':
      return unknownAt("an Error's stack depends on where the code runs", node, parsed);
    default:
      return NOT_AN_ERROR_MEMBER;
  }
}
const NOT_AN_ERROR_MEMBER = Symbol('not an Error member');

/**
 * A member of a regular expression: its source and flags as JavaScript gives them, and `test`/`exec` through the
 * bridge where they do not depend on `lastIndex` (a `g` or `y` expression's calls do: not known).
 */
function regexMember(regex: { source: string; flags: string }, key: string, node: ts.Node, parsed: ParsedFile, it: Evaluator): Value {
  const real = new RegExp(regex.source, regex.flags);
  const stateful = real.global || real.sticky;
  switch (key) {
    case 'source':
    case 'flags':
    case 'global':
    case 'ignoreCase':
    case 'multiline':
    case 'sticky':
    case 'unicode':
    case 'dotAll':
    case 'hasIndices':
    case 'unicodeSets':
      return (real as unknown as Record<string, Value>)[key];
    case 'lastIndex':
      return stateful ? unknownAt("a global or sticky expression's lastIndex changes as it is used", node, parsed) : 0;
    case 'toString':
      return native('toString', () => String(real));
    case 'test':
    case 'exec':
      if (stateful) return unknownAt(`${key}() of a global or sticky expression depends on its lastIndex`, node, parsed);
      return native(key, ([text], span) => {
        if (text instanceof Unknown) return text;
        if (typeof text === 'object' && text !== null) return unknownAt(`${key}() of a value that is not a string`, node, parsed);
        // `re.test(s)` is `s.search(re) >= 0`, `re.exec(s)` is `s.match(re)`, for an expression without g or y.
        const value = memberOf(renderText(text), key === 'test' ? 'search' : 'match', node, parsed, it);
        const result = isNative(value) ? value.call([{ kind: 'object', props: new Map(), regex }], span) : value;
        return key === 'test' && typeof result === 'number' ? result >= 0 : result;
      });
    default:
      return undefined;
  }
}

/** Object.keys/values/entries of a known object, in JavaScript's key order. */
function ownList(name: string, o: Value, span: Span, item: (entry: [string, Value]) => Value): Value {
  if (!isObject(o)) return unknownValue(`${name} of a value that is not a known object`, span);
  if (hasUnknownKeys(o)) return unknownValue(`${name} of an object with keys that are not known`, span);
  return arrayValue(ownEntries(o).map(item));
}

function unknownValue(reason: string, span: Span): Unknown {
  return new Unknown(reason, reason, span);
}

/** The value of a free identifier: the global `Route`, a few JavaScript globals, else an Unknown that says so. */
export function globalValue(name: string, node: ts.Node, parsed: ParsedFile): Value {
  switch (name) {
    case 'undefined':
      return undefined;
    case 'NaN':
      return NaN;
    case 'Infinity':
      return Infinity;
    case 'Route':
      return ROUTE_CLASS;
    case 'Object':
      return OBJECT_NAMESPACE;
    case 'String':
      return STRING_FUNCTION;
    case 'Number':
      return NUMBER_FUNCTION;
    case 'Boolean':
      return native('Boolean', ([v]) => (v instanceof Unknown ? v : truthiness(v)));
    case 'Array':
      return ARRAY_FUNCTION;
    case 'Math':
      return MATH_NAMESPACE;
    case 'JSON':
      return JSON_NAMESPACE;
    case 'encodeURIComponent':
    case 'decodeURIComponent':
    case 'encodeURI':
    case 'decodeURI':
    case 'parseFloat':
    case 'parseInt':
    case 'isNaN':
    case 'isFinite':
      return bridged(name);
    case 'process':
      return unknownAt('the environment and process are never read', node, parsed);
    case 'structuredClone':
      return bridged('structuredClone');
    case 'RegExp':
      return REGEXP_FUNCTION;
    case 'Symbol':
      return SYMBOL_FUNCTION;
    default:
      if (ERROR_CLASSES.has(name)) return errorClass(name);
      return unknownAt(`\`${name}\` is not defined in the analysed files`, node, parsed);
  }
}

/** `object.key` for the values the evaluator knows. */
export function memberOf(object: Value, key: string, node: ts.Node, parsed: ParsedFile, it: Evaluator): Value {
  const notKnown = unknownArray(object);
  if (notKnown) object = notKnown;
  // A text with placeholders is a string: a name strings do not have reads undefined.
  if (object instanceof Unknown && object.rendered !== undefined && !(key in String.prototype) && key !== 'length' && !isIndexKey(key)) return undefined;
  if (object instanceof Unknown) return unknownAt(object.reason, node, parsed);
  // Reading a property of null or undefined throws a TypeError (a try around it catches it).
  if (object === null || object === undefined)
    throw new EvaluatedThrow(spanOf(node, parsed), { value: errorValue('TypeError', `Cannot read properties of ${object} (reading '${key}')`) });
  if (typeof object === 'string') return stringMember(object, key, node, parsed, it);
  if (typeof object === 'number' && isBridgedMethod(object, key)) return bridgedMethod(object, key, node, parsed, it);
  if (typeof object === 'number' || typeof object === 'boolean') {
    if (key === 'toString') return native('toString', () => String(object));
    return undefined;
  }
  if (isCollection(object)) {
    const member = collectionMember(object, key, (fn, args) => bridgeHost(node, parsed, it).call(fn, args));
    if (member !== undefined) return member;
  }
  if (isObject(object)) {
    const getter = object.getters?.get(key);
    if (getter) return it.callClosure(getter, [], node, parsed);
    if (object.props.has(key)) {
      const value = object.props.get(key);
      // An Unknown property is shown as the expression that reads it, e.g. `secrets.token`.
      if (value instanceof Unknown) return new Unknown(value.reason, textOf(node, parsed), spanOf(node, parsed), value.rendered);
      return isClosure(value) ? methodOf(object, value) : value;
    }
    const method = object.methods?.get(key);
    if (method) return method;
    if (object.props.has('…')) return object.props.get('…');
    const ofError = errorMember(object, key, node, parsed);
    if (ofError !== NOT_AN_ERROR_MEMBER) return ofError;
    if (object.host && key in object.host) return unknownAt(`\`${textOf(node, parsed)}\` is not evaluated`, node, parsed);
    if (object.regex) return regexMember(object.regex, key, node, parsed, it);
    if (object.classInfo !== undefined && FUNCTION_MEMBERS.has(key)) return classFunctionMember(object, key, node, parsed);
    return undefined;
  }
  if (isArray(object)) return arrayMember(object.items, key, node, parsed, it, object);
  if (isRouteClass(object) && ROUTE_METHODS.includes(key)) return routeMethodValue(key, 'direct');
  if (isNative(object) && object.members?.has(key)) return object.members.get(key);
  if (isNative(object) && object.routeMethod) {
    // `Route.get.bind(Route)` is Route.get again; `.call` and `.apply` take `this` first.
    if (key === 'bind')
      return native('bind', (args) => (args.length <= 1 ? object : unknownAt('bind() with bound arguments of a Route method is not evaluated', node, parsed)));
    if (key === 'call' || key === 'apply') return routeMethodValue(object.routeMethod.name, key);
  }
  if (isClosure(object) && object.props?.has(key)) return object.props.get(key);
  return unknownAt(`the member '${key}' of a function is not evaluated`, node, parsed);
}

/** What every function has from Function.prototype (or as its own `name`, `length`): a class value is a function too. */
const FUNCTION_MEMBERS = new Set(['name', 'length', 'prototype', 'call', 'apply', 'bind', 'toString', 'caller', 'arguments']);

/** `Posts.name` of a class written with a name is that name; the other members of a function are not evaluated. */
function classFunctionMember(cls: ObjectValue, key: string, node: ts.Node, parsed: ParsedFile): Value {
  const declaration = (cls.classInfo as { node?: ts.ClassLikeDeclaration }).node;
  if (key === 'name' && declaration?.name) return declaration.name.text;
  return unknownAt(`the member '${key}' of a class (a function) is not evaluated`, node, parsed);
}

/** A Route method as a value: calling it is a Route call (see NativeValue.routeMethod; evaluateCall runs it). */
function routeMethodValue(name: string, via: 'direct' | 'call' | 'apply'): NativeValue {
  return {
    kind: 'native',
    name: `Route.${name}`,
    routeMethod: { name, via },
    call: (_args, span) => new Unknown(`Route.${name} called where its call is not known`, `Route.${name}`, span),
  };
}

function stringMember(text: string, key: string, node: ts.Node, parsed: ParsedFile, it: Evaluator): Value {
  if (key === 'length') return text.length;
  if (/^\d+$/.test(key)) return text[Number(key)];
  // `concat` keeps the placeholders of its arguments visible; every other method of a known string is the real one
  // (bridge.ts).
  if (key === 'concat') {
    const max = it.ctx.limits.maxStringLength;
    const bounded = (result: string): Value => (result.length > max ? unknownAt(`the string would be longer than ${max} characters`, node, parsed) : result);
    return native(key, (args) => args.reduce<Value>((acc, v) => (acc instanceof Unknown ? acc : bounded(String(acc) + renderText(v))), text));
  }
  if (isBridgedMethod(text, key)) return bridgedMethod(text, key, node, parsed, it);
  return key in String.prototype ? unknownAt(`the string method '${key}' is not evaluated`, node, parsed) : undefined;
}

/** The methods of object literals read from an object, once each (so that `o.m === o.m`). */
const boundMethods = new WeakMap<object, Map<ClosureValue, ClosureValue>>();

/**
 * A function read from an object's property: a method or `function` expression (not an arrow, not a class's
 * method, which has its `this` already) runs with `this` the object, as `object.m()` runs it.
 */
function methodOf(object: object, fn: ClosureValue): ClosureValue {
  const node = functionSyntax(fn);
  if (fn.thisValue !== undefined || (!TS.isMethodDeclaration(node) && !TS.isFunctionExpression(node))) return fn;
  let bound = boundMethods.get(object);
  if (!bound) boundMethods.set(object, (bound = new Map()));
  let method = bound.get(fn);
  if (!method) bound.set(fn, (method = { ...fn, thisValue: object as Value }));
  return method;
}

/** The bridge's view of the evaluator at a call written at `node`. */
export function bridgeHost(node: ts.Node, parsed: ParsedFile, it: Evaluator): BridgeHost {
  return {
    call: (fn, args) =>
      isClosure(fn)
        ? it.callClosure(fn, args, node, parsed)
        : isNative(fn)
          ? fn.call(args, spanOf(node, parsed))
          : unknownAt('a callback that is not a function', node, parsed),
    maxStringLength: it.ctx.limits.maxStringLength,
    maxItems: it.ctx.limits.maxLoopIterations,
  };
}

/** `receiver.key(…)` called for real (bridge.ts); a result that is not known reads as the expression written. */
function bridgedMethod(receiver: Value, key: string, node: ts.Node, parsed: ParsedFile, it: Evaluator): NativeValue {
  return native(key, (args, _span, host) => {
    // A mutating method (`sort`, `splice`, …) writes the array's items back.
    if (isArray(receiver)) writes.array(receiver);
    const result = throwsAt(spanOf(node, parsed), () => callBridgedMethod(host ?? bridgeHost(node, parsed, it), receiver, key, args));
    return result instanceof Unknown ? unknownAt(result.reason, node, parsed) : result;
  });
}

const NOT_A_CALLBACK_METHOD = Symbol('not a callback method');

/** The array methods that call a callback per item (`map`, `filter`, `some`, `reduce`, …), bounded by the loop limit. */
function callbackMember(items: Value[], key: string, node: ts.Node, parsed: ParsedFile, it: Evaluator): Value | typeof NOT_A_CALLBACK_METHOD {
  const callback = (fn: Value, name: string, each: (result: Value, item: Value, index: number) => boolean | void): Value | undefined => {
    if (!isClosure(fn) && !isNative(fn)) return unknownAt(`${name} with a callback that is not known`, node, parsed);
    for (let index = 0; index < items.length; index++) {
      if (it.ctx.loopLimit(index, spanOf(node, parsed), name)) break;
      const args = [items[index], index, arrayValue(items)];
      const result = isClosure(fn) ? it.callClosure(fn, args, node, parsed) : fn.call(args, spanOf(node, parsed));
      if (each(result, items[index], index) === false) break;
    }
    return undefined;
  };
  switch (key) {
    case 'forEach':
      return native(key, ([fn]) => callback(fn, 'forEach', () => undefined) ?? undefined);
    case 'map':
      return native(key, ([fn]) => {
        const out: Value[] = [];
        return (
          callback(fn, 'map', (result) => {
            out.push(result);
          }) ?? arrayValue(out)
        );
      });
    case 'filter':
      return native(key, ([fn]) => {
        const out: Value[] = [];
        let unknown: Value | undefined;
        const failed = callback(fn, 'filter', (result, item) => {
          const truth = truthiness(result);
          if (truth === undefined) unknown = result;
          else if (truth) out.push(item);
        });
        return failed ?? unknown ?? arrayValue(out);
      });
    case 'some':
    case 'every':
    case 'find':
    case 'findIndex':
      return native(key, ([fn]) => {
        let answer: Value = key === 'every' ? true : key === 'some' ? false : key === 'find' ? undefined : -1;
        const failed = callback(fn, key, (result, item, index) => {
          const truth = truthiness(result);
          if (truth === undefined) {
            answer = result;
            return false;
          }
          if (truth === (key !== 'every')) {
            answer = key === 'every' ? false : key === 'some' ? true : key === 'find' ? item : index;
            return false;
          }
          return undefined;
        });
        return failed ?? answer;
      });
    case 'reduce':
      return native(key, ([fn, initial]) => {
        if (!isClosure(fn) && !isNative(fn)) return unknownAt('reduce with a callback that is not known', node, parsed);
        let accumulator: Value = initial;
        let start = 0;
        if (initial === undefined) {
          if (items.length === 0) return unknownAt('reduce of an empty array with no initial value would throw', node, parsed);
          accumulator = items[0];
          start = 1;
        }
        for (let index = start; index < items.length; index++) {
          if (it.ctx.loopLimit(index, spanOf(node, parsed), 'reduce')) return unknownAt('reduce() beyond the loop limit', node, parsed);
          const args = [accumulator, items[index], index, arrayValue(items)];
          accumulator = isClosure(fn) ? it.callClosure(fn, args, node, parsed) : fn.call(args, spanOf(node, parsed));
        }
        return accumulator;
      });
    default:
      return NOT_A_CALLBACK_METHOD;
  }
}

function arrayMember(items: Value[], key: string, node: ts.Node, parsed: ParsedFile, it: Evaluator, array: Value = arrayValue(items)): Value {
  if (key === 'length') return items.length;
  if (isIndexKey(key)) return items[Number(key)];
  const own = isArray(array) ? array.props : undefined;
  if (own?.has(key)) return own.get(key);
  const withCallback = callbackMember(items, key, node, parsed, it);
  if (withCallback !== NOT_A_CALLBACK_METHOD) return withCallback;
  switch (key) {
    case 'join':
      return native(key, ([sep]) => {
        const separator = sep === undefined ? ',' : textValue(sep);
        if (separator instanceof Unknown) return unknownAt('a join with a separator that is not known', node, parsed);
        const unknown = items.map((v) => (v === null || v === undefined ? v : textValue(v))).find((v) => v instanceof Unknown);
        const text = items.map((v) => (v === null || v === undefined ? '' : renderText(v))).join(String(separator));
        if (unknown instanceof Unknown) return new Unknown(unknown.reason, unknown.text, unknown.span, text);
        return text;
      });
    case 'includes':
    case 'indexOf':
      return native(key, (args) => {
        const [v, from] = args;
        if (v instanceof Unknown) return new Unknown(v.reason, textOf(node.parent ?? node, parsed), spanOf(node, parsed));
        if (from !== undefined && typeof from !== 'number') return unknownAt(`${key}() from a position that is not a known number`, node, parsed);
        // An item not known may be the one looked for: the answer is known only up to the first such item.
        const start = from === undefined ? 0 : from < 0 ? Math.max(0, items.length + from) : from;
        for (let i = start; i < items.length; i++) {
          const item = items[i];
          if (item instanceof Unknown) return unknownAt(`${key}() over an item that is not known`, node, parsed);
          if (key === 'includes' ? item === v || (Number.isNaN(item) && Number.isNaN(v)) : item === v) return key === 'includes' ? true : i;
        }
        return key === 'includes' ? false : -1;
      });
    case 'slice':
      return native(key, ([a, b]) => {
        if (a instanceof Unknown || b instanceof Unknown || (typeof a === 'object' && a !== null) || (typeof b === 'object' && b !== null))
          return unknownAt('slice() with bounds that are not known numbers', node, parsed);
        return arrayValue(items.slice(a as number, b as number | undefined));
      });
    case 'concat':
      return native(key, (args) => {
        const out = [...items];
        for (const a of args) {
          // A value not known may be an array, whose items would be added one by one.
          if (a instanceof Unknown || unknownArray(a)) return unknownAt('concat() of a value that is not known', node, parsed);
          if (isArray(a)) out.push(...a.items);
          else out.push(a);
          if (out.length > it.ctx.limits.maxArrayItems) return unknownAt('an array beyond the size limit', node, parsed);
        }
        return arrayValue(out);
      });
    case 'push':
      return native(key, (args) => {
        if (items.length + args.length > it.ctx.limits.maxArrayItems) return unknownAt('an array beyond the size limit', node, parsed);
        if (isArray(array)) writes.array(array);
        items.push(...args);
        return items.length;
      });
    case 'flat':
      return native(key, ([depth]) => {
        // `flat(depth)`: nested arrays flattened `depth` levels deep (1 by default; any number, Infinity included).
        const levels = depth === undefined ? 1 : typeof depth === 'number' && !Number.isNaN(depth) ? Math.max(0, Math.trunc(depth)) : undefined;
        if (levels === undefined) return unknownAt('flat() with a depth that is not a known number', node, parsed);
        let notKnown = false;
        const flatten = (values: readonly Value[], left: number): Value[] =>
          values.flatMap((v) => {
            // An item not known may be an array, which would be flattened too.
            if (left > 0 && (v instanceof Unknown || unknownArray(v))) notKnown = true;
            return isArray(v) && left > 0 ? flatten(v.items, left - 1) : [v];
          });
        const out = flatten(items, levels);
        if (notKnown) return unknownAt('flat() of items that are not known', node, parsed);
        return out.length > it.ctx.limits.maxArrayItems ? unknownAt('an array beyond the size limit', node, parsed) : arrayValue(out);
      });
    case 'entries':
      return native(key, () => arrayValue(items.map((v, i) => arrayValue([i, v]))));
    case 'keys':
      return native(key, () => arrayValue(items.map((_, i) => i)));
    default:
      if (isBridgedMethod(array, key)) return bridgedMethod(array, key, node, parsed, it);
      // A name arrays do not have reads undefined (calling it throws, as it does when the config runs).
      return key in Array.prototype ? unknownAt(`the array method '${key}' is not evaluated`, node, parsed) : undefined;
  }
}

/** The arguments a Route method value gets from a call (`.call(Route, a, b)` → a, b; `.apply(Route, [a, b])` → a, b). */
export function routeMethodArguments(via: 'direct' | 'call' | 'apply', args: Value[], node: ts.Node, parsed: ParsedFile): Value[] {
  if (via === 'direct') return args;
  if (via === 'call') return args.slice(1);
  const list = args[1];
  return isArray(list) ? list.items : list === undefined || list === null ? [] : [unknownAt('apply() of arguments that are not a known array', node, parsed)];
}

/**
 * JavaScript's ToPrimitive for objects of the analysed code: their own `toString`/`valueOf` (a class' methods
 * included), `toString` first for a string hint (templates), `valueOf` first otherwise (`+`). Other values as they are.
 */
export function toPrimitive(value: Value, hint: 'string' | 'default', node: ts.Node, parsed: ParsedFile, it: Evaluator): Value {
  if (!isObject(value) || value.classInfo !== undefined) return value;
  for (const name of hint === 'string' ? ['toString', 'valueOf'] : ['valueOf', 'toString']) {
    const fn = value.props.get(name) ?? value.getters?.get(name) ?? value.methods?.get(name);
    if (!isClosure(fn)) continue;
    const result = it.callClosure(fn, [], node, parsed);
    if (result instanceof Unknown || result === null || typeof result !== 'object') return result;
  }
  return value;
}
