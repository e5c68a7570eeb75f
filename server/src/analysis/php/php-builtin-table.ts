// PHP's built-ins that routes files use, on known values, with PHP 8's semantics: one table, name → function of the
// evaluated arguments (strings: php-string-builtins.ts; arrays: php-array-builtins.ts; numbers, types and PCRE here).
// A function returns NotKnown (with why) where PHP's result cannot be reproduced here (an argument that is not known,
// a PCRE feature JavaScript lacks), never a guess.

import { isSlowPattern } from '@routelens/shared';
import type { Value } from '../core/values';
import { Unknown, isArray, isObject } from '../core/values';
import { ARRAY_BUILTINS } from './php-array-builtins';
import type { Builtin } from './php-builtin-values';
import { NOT_STRING, NotKnown, entriesOf, str } from './php-builtin-values';
import { toNumber } from './php-operators';
import { STRING_BUILTINS } from './php-string-builtins';

export { NotKnown } from './php-builtin-values';
export type { BuiltinHost } from './php-builtin-values';

/**
 * A PCRE pattern (`/…/flags`) as a JavaScript one, when it means the same there and is safe to run (linear); else
 * why not. Only what both engines read alike is taken: no PCRE-only syntax, no flags beyond i, m, s, u.
 */
function pcre(pattern: Value): RegExp | NotKnown {
  if (typeof pattern !== 'string' || pattern.length < 2) return new NotKnown('a PCRE pattern that is not known');
  const open = pattern[0];
  const close = ({ '(': ')', '[': ']', '{': '}', '<': '>' } as Record<string, string>)[open] ?? open;
  const end = pattern.lastIndexOf(close);
  if (end <= 0 || /[a-zA-Z0-9\\\s]/.test(open)) return new NotKnown('a PCRE pattern without delimiters');
  const body = pattern.slice(1, end);
  const flags = pattern.slice(end + 1);
  if (!/^[imsu]*$/.test(flags)) return new NotKnown(`the PCRE flags '${flags}' are not evaluated`);
  if (/\(\?[^:=!<]|\\[AzZGhHvVKRX]|\\[pP]\{|[*+?}]\+|\\[0-9]{3}|\(\?<[^=!]|\(\?P|\\Q|\\E|\[\[:/.test(body))
    return new NotKnown('this PCRE pattern uses syntax JavaScript reads differently');
  if (isSlowPattern(body)) return new NotKnown('this PCRE pattern could backtrack without bound');
  try {
    return new RegExp(body, flags.replace('u', '') + (flags.includes('u') ? 'u' : ''));
  } catch {
    return new NotKnown('an invalid PCRE pattern');
  }
}

function numbers(args: Value[]): number[] | undefined {
  const list = args.length === 1 && (isArray(args[0]) || isObject(args[0])) ? entriesOf(args[0])!.map(([, v]) => v) : args;
  const out = list.map((v) => (typeof v === 'number' ? v : toNumber(v)));
  return out.every((n) => n !== undefined) ? (out as number[]) : undefined;
}

export const BUILTINS: Readonly<Record<string, Builtin>> = {
  ...STRING_BUILTINS,
  ...ARRAY_BUILTINS,
  is_array: (args) => (args[0] instanceof Unknown ? new NotKnown('is_array() of a value that is not known') : isArray(args[0]) || isObject(args[0])),
  is_string: (args) => (args[0] instanceof Unknown ? new NotKnown('is_string() of a value that is not known') : typeof args[0] === 'string'),
  is_numeric: (args) =>
    args[0] instanceof Unknown
      ? new NotKnown('is_numeric() of a value that is not known')
      : typeof args[0] === 'number' || (typeof args[0] === 'string' && /^[ \t\n\r\v\f]*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?[ \t\n\r\v\f]*$/.test(args[0])),
  is_null: (args) => (args[0] instanceof Unknown ? new NotKnown('is_null() of a value that is not known') : args[0] === null),
  intval: (args) => (str(args[0]) === undefined ? NOT_STRING('intval') : Math.trunc(toNumber(args[0]) ?? 0)),
  intdiv: (args) => {
    const [a, b] = [toNumber(args[0]), toNumber(args[1])];
    return a === undefined || b === undefined || b === 0 ? new NotKnown('intdiv() of values that are not known') : Math.trunc(Math.trunc(a) / Math.trunc(b));
  },
  abs: (args) => (toNumber(args[0]) === undefined ? NOT_STRING('abs') : Math.abs(toNumber(args[0])!)),
  floor: (args) => (toNumber(args[0]) === undefined ? NOT_STRING('floor') : Math.floor(toNumber(args[0])!)),
  ceil: (args) => (toNumber(args[0]) === undefined ? NOT_STRING('ceil') : Math.ceil(toNumber(args[0])!)),
  round: (args) => {
    const [value, precision] = [toNumber(args[0]), toNumber(args[1] ?? 0) ?? 0];
    if (value === undefined) return NOT_STRING('round');
    const factor = 10 ** precision;
    // PHP rounds halves away from zero.
    return (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
  },
  max: (args) => {
    const list = numbers(args);
    return list && list.length ? Math.max(...list) : new NotKnown('max() of values that are not known');
  },
  min: (args) => {
    const list = numbers(args);
    return list && list.length ? Math.min(...list) : new NotKnown('min() of values that are not known');
  },
  preg_match: (args) => {
    const regex = pcre(args[0]);
    const subject = str(args[1]);
    if (regex instanceof NotKnown) return regex;
    if (subject === undefined || args.length > 2) return new NotKnown('preg_match() with values that are not known');
    return regex.test(subject) ? 1 : 0;
  },
  preg_replace: (args) => {
    const regex = pcre(args[0]);
    const replacement = str(args[1]);
    const subject = str(args[2]);
    if (regex instanceof NotKnown) return regex;
    if (replacement === undefined || subject === undefined || args.length > 3) return new NotKnown('preg_replace() with values that are not known');
    // PHP's $1, ${1} and \1 references; JavaScript's $& and $` have no meaning in PHP and are written as they are.
    const global = new RegExp(regex.source, regex.flags + 'g');
    return subject.replace(global, (...match: unknown[]) => {
      const groups = match.slice(0, -2).filter((m) => typeof m === 'string' || m === undefined) as (string | undefined)[];
      return replacement.replace(/\$\{(\d{1,2})\}|\$(\d{1,2})|\\(\d{1,2})/g, (_r, a: string, b: string, c: string) => groups[Number(a ?? b ?? c)] ?? '');
    });
  },
};
