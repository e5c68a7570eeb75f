// PHP's array built-ins that change the array they are given by reference (`sort($list)`, `ksort($map)`,
// `array_push($stack, $x)`): the new array and the call's value, for the interpreter to assign back. Sorting is
// evaluated where PHP's order is plain: all integers, or all non-numeric ASCII strings (compared byte by byte);
// any other mix is not known.

import type { Value } from '../core/values';
import { Unknown } from '../core/values';
import { NotKnown, entriesOf, fromEntries } from './php-builtin-values';
import { isNumericString } from './php-operators';

/** What a by-reference built-in gives: the array to assign back, and the call's own value. */
export interface ByRefResult {
  array: Value;
  result: Value;
}

type ByRefBuiltin = (array: Value, args: Value[]) => ByRefResult | NotKnown;

/** A comparison of plain sort keys (see the file's note), or undefined when the keys are not plain. */
function plainCompare(keys: readonly Value[]): ((a: Value, b: Value) => number) | undefined {
  if (keys.every((k) => typeof k === 'number' && Number.isInteger(k))) return (a, b) => (a as number) - (b as number);
  // eslint-disable-next-line no-control-regex -- ASCII only: byte order is code unit order.
  if (keys.every((k) => typeof k === 'string' && /^[\x00-\x7f]*$/.test(k) && !isNumericString(k)))
    return (a, b) => ((a as string) < (b as string) ? -1 : (a as string) > (b as string) ? 1 : 0);
  return undefined;
}

function sorted(by: 'value' | 'key', reverse: boolean, keepKeys: boolean): ByRefBuiltin {
  return (array) => {
    const entries = entriesOf(array);
    if (!entries || entries.some(([, v]) => v instanceof Unknown)) return new NotKnown('a sort of an array that is not known');
    const compare = plainCompare(entries.map(([k, v]) => (by === 'key' ? k : v)));
    if (!compare) return new NotKnown('a sort of mixed or numeric-string values (PHP 8 compares them by its own rules)');
    const ordered = [...entries].sort((a, b) => (reverse ? -1 : 1) * compare(by === 'key' ? a[0] : a[1], by === 'key' ? b[0] : b[1]));
    return { array: keepKeys ? fromEntries(ordered) : fromEntries(ordered.map(([, v], i) => [i, v])), result: true };
  };
}

/** The next integer key PHP gives an appended item. */
function nextIndex(entries: readonly [string | number, Value][]): number {
  const ints = entries.map(([k]) => k).filter((k): k is number => typeof k === 'number');
  return ints.length ? Math.max(...ints) + 1 : 0;
}

/** A list's integer keys renumbered from 0, string keys kept (what array_shift and array_unshift do). */
function renumbered(entries: readonly [string | number, Value][]): [string | number, Value][] {
  let index = 0;
  return entries.map(([k, v]) => [typeof k === 'number' ? index++ : k, v]);
}

export const BYREF_BUILTINS: Readonly<Record<string, ByRefBuiltin>> = {
  sort: sorted('value', false, false),
  rsort: sorted('value', true, false),
  asort: sorted('value', false, true),
  arsort: sorted('value', true, true),
  ksort: sorted('key', false, true),
  krsort: sorted('key', true, true),
  array_push: (array, items) => {
    const entries = entriesOf(array);
    if (!entries) return new NotKnown('array_push() onto a value that is not a known array');
    const out = [...entries];
    for (const item of items) out.push([nextIndex(out), item]);
    return { array: fromEntries(out), result: out.length };
  },
  array_pop: (array) => {
    const entries = entriesOf(array);
    if (!entries) return new NotKnown('array_pop() of a value that is not a known array');
    const out = entries.slice(0, -1);
    return { array: fromEntries(out), result: entries.length ? entries[entries.length - 1][1] : null };
  },
  array_shift: (array) => {
    const entries = entriesOf(array);
    if (!entries) return new NotKnown('array_shift() of a value that is not a known array');
    return { array: fromEntries(renumbered(entries.slice(1))), result: entries.length ? entries[0][1] : null };
  },
  array_unshift: (array, items) => {
    const entries = entriesOf(array);
    if (!entries) return new NotKnown('array_unshift() onto a value that is not a known array');
    const out = renumbered([...items.map((v, i): [number, Value] => [i, v]), ...entries]);
    return { array: fromEntries(out), result: out.length };
  },
};
