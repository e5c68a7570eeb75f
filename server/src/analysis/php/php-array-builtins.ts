// PHP's array built-ins on known values, with PHP's semantics (ordered maps: lists renumbered, string keys kept).

import { DEFAULT_LIMITS } from '../core/limits';
import type { Value } from '../core/values';
import { Unknown, arrayValue, isArray, isNative, objectValue } from '../core/values';
import type { Builtin } from './php-builtin-values';
import { NotKnown, entriesOf, fromEntries, known, str } from './php-builtin-values';
import { phpString } from './php-environment';
import { looseEquals, toNumber } from './php-operators';

/** array_merge: lists renumbered, string keys later winning, as PHP does. */
function arrayMerge(parts: Value[]): Value | NotKnown {
  const merged: [string | number, Value][] = [];
  const at = new Map<string, number>();
  let index = 0;
  for (const part of parts) {
    const entries = entriesOf(part);
    if (!entries) return new NotKnown('array_merge() of a value that is not a known array');
    for (const [key, value] of entries) {
      if (typeof key === 'number') merged.push([index++, value]);
      else if (at.has(key)) merged[at.get(key)!][1] = value;
      else {
        at.set(key, merged.length);
        merged.push([key, value]);
      }
    }
  }
  return fromEntries(merged);
}

export const ARRAY_BUILTINS: Readonly<Record<string, Builtin>> = {
  count: (args) => entriesOf(args[0])?.length ?? new NotKnown('count() of a value that is not a known array'),
  in_array: (args) => {
    const entries = entriesOf(args[1]);
    if (!entries || !known(args[0]) || !known(args[1])) return new NotKnown('in_array() of values that are not known');
    const strict = args[2] === true;
    return entries.some(([, v]) => (strict ? v === args[0] : looseEquals(v, args[0])));
  },
  array_keys: (args) => {
    const entries = entriesOf(args[0]);
    return entries ? arrayValue(entries.map(([k]) => k)) : new NotKnown('array_keys() of a value that is not a known array');
  },
  array_values: (args) => {
    const entries = entriesOf(args[0]);
    return entries ? arrayValue(entries.map(([, v]) => v)) : new NotKnown('array_values() of a value that is not a known array');
  },
  array_merge: (args) => arrayMerge(args),
  array_reverse: (args) => {
    const entries = entriesOf(args[0]);
    if (!entries) return new NotKnown('array_reverse() of a value that is not a known array');
    let index = 0;
    const keep = args[1] === true;
    return fromEntries(entries.reverse().map(([k, v]) => [typeof k === 'number' && !keep ? index++ : k, v]));
  },
  array_key_exists: (args) => {
    const entries = entriesOf(args[1]);
    const key = str(args[0]);
    return !entries || key === undefined ? new NotKnown('array_key_exists() of values that are not known') : entries.some(([k]) => String(k) === key);
  },
  array_combine: (args) => {
    const keys = entriesOf(args[0]);
    const values = entriesOf(args[1]);
    if (!keys || !values || keys.length !== values.length || keys.some(([, k]) => str(k) === undefined))
      return new NotKnown('array_combine() of values that are not known');
    return objectValue(keys.map(([, k], i) => [str(k)!, values[i][1]]));
  },
  array_flip: (args) => {
    const entries = entriesOf(args[0]);
    if (!entries || entries.some(([, v]) => str(v) === undefined)) return new NotKnown('array_flip() of values that are not known');
    return fromEntries(entries.map(([k, v]) => [/^(0|-?[1-9]\d*)$/.test(str(v)!) ? Number(str(v)) : str(v)!, k]));
  },
  array_unique: (args) => {
    const entries = entriesOf(args[0]);
    if (!entries || !known(args[0])) return new NotKnown('array_unique() of values that are not known');
    const seen = new Set<string>();
    return fromEntries(
      entries.filter(([, v]) => {
        const key = phpString(v);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      }),
    );
  },
  array_slice: (args) => {
    const entries = entriesOf(args[0]);
    const offset = toNumber(args[1] ?? 0);
    const length = args[2] === undefined || args[2] === null ? undefined : toNumber(args[2]);
    if (!entries || offset === undefined) return new NotKnown('array_slice() of values that are not known');
    const start = offset < 0 ? Math.max(entries.length + offset, 0) : offset;
    const end = length === undefined ? entries.length : length < 0 ? entries.length + length : start + length;
    let index = 0;
    return fromEntries(entries.slice(start, end).map(([k, v]) => [typeof k === 'number' ? index++ : k, v]));
  },
  array_map: (args, host) => {
    const entries = entriesOf(args[1]);
    if (!entries || args.length > 2 || !isNative(args[0])) return new NotKnown('array_map() of values that are not known');
    const mapped = entries.map(([k, v]) => [k, host.call(args[0], [v])] as [string | number, Value]);
    return isArray(args[1]) ? arrayValue(mapped.map(([, v]) => v)) : fromEntries(mapped);
  },
  array_filter: (args, host) => {
    const entries = entriesOf(args[0]);
    if (!entries || (args[1] !== undefined && !isNative(args[1]))) return new NotKnown('array_filter() of values that are not known');
    const kept: [string | number, Value][] = [];
    for (const [k, v] of entries) {
      const keep = args[1] === undefined ? v : host.call(args[1], [v]);
      if (keep instanceof Unknown) return new NotKnown('array_filter() with a callback whose result is not known');
      if (!looseEquals(keep, false)) kept.push([k, v]);
    }
    return isArray(args[0]) && kept.every(([k], i) => k === i) ? arrayValue(kept.map(([, v]) => v)) : objectValue(kept.map(([k, v]) => [String(k), v]));
  },
  range: (args) => {
    const [start, end, step] = [toNumber(args[0]), toNumber(args[1]), toNumber(args[2] ?? 1)];
    if (start === undefined || end === undefined || !step || Math.abs((end - start) / step) > DEFAULT_LIMITS.maxLoopIterations)
      return new NotKnown('range() of values that are not known');
    const out: Value[] = [];
    const by = Math.abs(step) * (end >= start ? 1 : -1);
    for (let v = start; by > 0 ? v <= end : v >= end; v += by) out.push(v);
    return arrayValue(out);
  },
};
