// What the PHP built-ins (php-builtin-table.ts) share: a result that is not known, a callback's host, PHP arrays as
// entries, arguments as PHP strings and bytes.

import type { Value } from '../core/values';
import { Unknown, arrayValue, isArray, isObject, objectValue } from '../core/values';
import { phpString } from './php-environment';

/** Why a built-in's result is not known. */
export class NotKnown {
  constructor(readonly why: string) {}
}

/** What a built-in may need besides its arguments: calling a closure (array_map's callback). */
export interface BuiltinHost {
  call(callee: Value, args: Value[]): Value;
}

export type Builtin = (args: Value[], host: BuiltinHost) => Value | NotKnown;

/** A PHP array's entries, in order (a list's keys are its indexes). */
export function entriesOf(value: Value): [string | number, Value][] | undefined {
  if (isArray(value)) return value.items.map((v, i) => [i, v]);
  if (isObject(value)) return [...value.props].map(([k, v]) => [/^(0|-?[1-9]\d*)$/.test(k) ? Number(k) : k, v]);
  return undefined;
}

/** An array from entries: a list when its keys are 0, 1, 2, …; else a keyed array. */
export function fromEntries(entries: [string | number, Value][]): Value {
  if (entries.every(([k], i) => k === i)) return arrayValue(entries.map(([, v]) => v));
  return objectValue(entries.map(([k, v]) => [String(k), v]));
}

/** Whether a value is wholly known (inside arrays too). */
export const known = (value: Value): boolean =>
  !(value instanceof Unknown) && (!isArray(value) || value.items.every(known)) && (!isObject(value) || [...value.props.values()].every(known));
/** A scalar as PHP makes it a string; undefined for arrays and values that are not known. */
export const str = (value: Value): string | undefined =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null ? phpString(value) : undefined;

/** UTF-8 bytes of a string (PHP strings are bytes). */
export function bytes(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

/** The reason a string function gives for an argument that is not known. */
export const NOT_STRING = (name: string) => new NotKnown(`${name}() of a value that is not known`);

/** Applies a string function to its first argument when it is known. */
export function onString(name: string, fn: (text: string, rest: Value[]) => Value | NotKnown): Builtin {
  return (args) => {
    const text = str(args[0]);
    return text === undefined ? NOT_STRING(name) : fn(text, args.slice(1));
  };
}
