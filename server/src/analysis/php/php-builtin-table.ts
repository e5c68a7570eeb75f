// PHP's string, array, URL and number built-ins that routes files use, on known values, with PHP 8's semantics:
// one table, name → function of the evaluated arguments. A function returns UNKNOWN_RESULT (with why) where PHP's
// result cannot be reproduced here (an argument that is not known, a PCRE feature JavaScript lacks), never a guess.

import { isSlowPattern } from '@routelens/shared';
import type { Value } from '../eval/values';
import { Unknown, arrayValue, isArray, isNative, isObject, objectValue } from '../eval/values';
import { phpString } from './php-environment';
import { looseEquals, toNumber } from './php-operators';

/** Why a built-in's result is not known. */
export class NotKnown {
  constructor(readonly why: string) {}
}

/** What a built-in may need besides its arguments: calling a closure (array_map's callback). */
export interface BuiltinHost {
  call(callee: Value, args: Value[]): Value;
}

type Builtin = (args: Value[], host: BuiltinHost) => Value | NotKnown;

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

const known = (value: Value): boolean => !(value instanceof Unknown) && (!isArray(value) || value.items.every(known)) && (!isObject(value) || [...value.props.values()].every(known));
const str = (value: Value): string | undefined => (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null ? phpString(value) : undefined);

/** UTF-8 bytes of a string (PHP strings are bytes). */
function bytes(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

/** PHP's rawurlencode (RFC 3986: only A-Z a-z 0-9 - _ . ~ stay) or urlencode (space as +, ~ encoded). */
function percentEncode(text: string, form: boolean): string {
  let out = '';
  for (const byte of bytes(text)) {
    const c = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-_.]/.test(c) || (!form && c === '~')) out += c;
    else if (form && c === ' ') out += '+';
    else out += '%' + byte.toString(16).toUpperCase().padStart(2, '0');
  }
  return out;
}

function percentDecode(text: string, form: boolean): string {
  const source = form ? text.replace(/\+/g, ' ') : text;
  const out: number[] = [];
  for (let i = 0; i < source.length; i++) {
    if (source[i] === '%' && /^[0-9a-fA-F]{2}$/.test(source.slice(i + 1, i + 3))) {
      out.push(parseInt(source.slice(i + 1, i + 3), 16));
      i += 2;
    } else out.push(...bytes(source[i]));
  }
  return new TextDecoder().decode(new Uint8Array(out));
}

/** PHP's trim character list: `a..z` is a range. */
function trimSet(characters: string): Set<string> {
  const set = new Set<string>();
  for (let i = 0; i < characters.length; i++) {
    if (characters.slice(i + 1, i + 3) === '..' && i + 3 < characters.length) {
      for (let c = characters.charCodeAt(i); c <= characters.charCodeAt(i + 3); c++) set.add(String.fromCharCode(c));
      i += 3;
    } else set.add(characters[i]);
  }
  return set;
}

function trim(text: string, characters: string | undefined, left: boolean, right: boolean): string {
  const set = trimSet(characters ?? ' \t\n\r\0\x0B');
  let start = 0;
  let end = text.length;
  if (left) while (start < end && set.has(text[start])) start++;
  if (right) while (end > start && set.has(text[end - 1])) end--;
  return text.slice(start, end);
}

/** PHP 8's substr(): a negative start counts from the end, a negative length leaves that many off the end. */
export function phpSubstr(value: string, start: number, length?: number): string {
  const n = value.length;
  const from = start < 0 ? Math.max(n + Math.trunc(start), 0) : Math.min(Math.trunc(start), n);
  const to = length === undefined ? n : length < 0 ? n + Math.trunc(length) : from + Math.trunc(length);
  return value.slice(from, Math.min(Math.max(to, from), n));
}

/** sprintf's conversions that route files use: %s %d %u %f %F %x %X %o %b %c %e %%, with flags, width and precision. */
function sprintf(format: string, args: Value[]): string | NotKnown {
  let next = 0;
  let failed: NotKnown | undefined;
  const out = format.replace(/%(?:(\d+)\$)?([-+ 0]|'.)*(\d+)?(?:\.(\d+))?([bcdeEfFgGosuxX%])/g, (spec, position: string | undefined, _flag, width: string | undefined, precision: string | undefined, conversion: string) => {
    if (conversion === '%') return '%';
    const flags = /^%(?:\d+\$)?((?:[-+ 0]|'.)*)/.exec(spec)![1];
    const arg = args[position ? Number(position) - 1 : next++];
    if (arg === undefined) {
      failed = new NotKnown('sprintf() has fewer arguments than its format needs');
      return '';
    }
    let text: string;
    const number = toNumber(arg) ?? 0;
    switch (conversion) {
      case 's': text = str(arg) ?? 'Array'; if (precision !== undefined) text = text.slice(0, Number(precision)); break;
      case 'd': text = String(Math.trunc(number)); if (flags.includes('+') && number >= 0) text = '+' + text; break;
      case 'u': text = String(Math.trunc(number) >>> 0); break;
      case 'f': case 'F': text = number.toFixed(precision === undefined ? 6 : Number(precision)); if (flags.includes('+') && number >= 0) text = '+' + text; break;
      case 'e': case 'E': text = number.toExponential(precision === undefined ? 6 : Number(precision)).replace(/e([+-])(\d)$/, 'e$1$2'); if (conversion === 'E') text = text.toUpperCase(); break;
      case 'x': text = (Math.trunc(number) >>> 0).toString(16); break;
      case 'X': text = (Math.trunc(number) >>> 0).toString(16).toUpperCase(); break;
      case 'o': text = (Math.trunc(number) >>> 0).toString(8); break;
      case 'b': text = (Math.trunc(number) >>> 0).toString(2); break;
      case 'c': text = String.fromCharCode(Math.trunc(number)); break;
      default:
        failed = new NotKnown(`sprintf()'s %${conversion} is not evaluated`);
        return '';
    }
    const padChar = /'(.)/.exec(flags)?.[1] ?? (flags.includes('0') && !flags.includes('-') ? '0' : ' ');
    if (width !== undefined && text.length < Number(width)) {
      if (flags.includes('-')) text = text.padEnd(Number(width), padChar === '0' ? ' ' : padChar);
      else if (padChar === '0' && /^[+-]/.test(text)) text = text[0] + text.slice(1).padStart(Number(width) - 1, '0');
      else text = text.padStart(Number(width), padChar);
    }
    return text;
  });
  return failed ?? out;
}

/** str_replace(search, replace, subject) with strings or arrays, as PHP applies them (in order, left to right). */
function strReplace(search: Value, replace: Value, subject: Value, caseless: boolean): Value | NotKnown {
  const searches = isArray(search) ? search.items.map(str) : [str(search)];
  const replaces = isArray(replace) ? replace.items.map(str) : undefined;
  const one = str(replace);
  if (searches.some((s) => s === undefined) || (replaces ? replaces.some((r) => r === undefined) : one === undefined)) return new NotKnown('str_replace() of values that are not known');
  const apply = (text: string): string => searches.reduce<string>((acc, s, i) => {
    if (s === '' || s === undefined) return acc;
    const by = replaces ? replaces[i] ?? '' : one!;
    if (!caseless) return acc.split(s).join(by);
    return acc.replace(new RegExp(s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), () => by);
  }, text);
  if (isArray(subject)) {
    const items = subject.items.map(str);
    return items.some((s) => s === undefined) ? new NotKnown('str_replace() of values that are not known') : arrayValue(items.map((s) => apply(s!)));
  }
  const text = str(subject);
  return text === undefined ? new NotKnown('str_replace() of a value that is not known') : apply(text);
}

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
  if (/\(\?[^:=!<]|\\[AzZGhHvVKRX]|\\[pP]\{|[*+?}]\+|\\[0-9]{3}|\(\?<[^=!]|\(\?P|\\Q|\\E|\[\[:/.test(body)) return new NotKnown('this PCRE pattern uses syntax JavaScript reads differently');
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
  return out.every((n) => n !== undefined) ? out as number[] : undefined;
}

const NOT_STRING = (name: string) => new NotKnown(`${name}() of a value that is not known`);

/** Applies a string function to its first argument when it is known. */
function onString(name: string, fn: (text: string, rest: Value[]) => Value | NotKnown): Builtin {
  return (args) => {
    const text = str(args[0]);
    return text === undefined ? NOT_STRING(name) : fn(text, args.slice(1));
  };
}

export const BUILTINS: Readonly<Record<string, Builtin>> = {
  strtolower: onString('strtolower', (t) => t.replace(/[A-Z]+/g, (s) => s.toLowerCase())),
  strtoupper: onString('strtoupper', (t) => t.replace(/[a-z]+/g, (s) => s.toUpperCase())),
  ucfirst: onString('ucfirst', (t) => (/^[a-z]/.test(t) ? t[0].toUpperCase() + t.slice(1) : t)),
  lcfirst: onString('lcfirst', (t) => (/^[A-Z]/.test(t) ? t[0].toLowerCase() + t.slice(1) : t)),
  ucwords: onString('ucwords', (t, [delimiters]) => {
    const set = new Set(typeof delimiters === 'string' ? delimiters : ' \t\r\n\f\v');
    let out = '';
    for (let i = 0; i < t.length; i++) out += (i === 0 || set.has(t[i - 1])) && /[a-z]/.test(t[i]) ? t[i].toUpperCase() : t[i];
    return out;
  }),
  trim: onString('trim', (t, [c]) => trim(t, str(c ?? null) || undefined, true, true)),
  ltrim: onString('ltrim', (t, [c]) => trim(t, str(c ?? null) || undefined, true, false)),
  rtrim: onString('rtrim', (t, [c]) => trim(t, str(c ?? null) || undefined, false, true)),
  chop: onString('chop', (t, [c]) => trim(t, str(c ?? null) || undefined, false, true)),
  substr: onString('substr', (t, [start, length]) => {
    const s = toNumber(start ?? 0);
    const l = length === undefined || length === null ? undefined : toNumber(length);
    return s === undefined || (length !== undefined && length !== null && l === undefined) ? NOT_STRING('substr') : phpSubstr(t, s, l);
  }),
  strlen: onString('strlen', (t) => bytes(t).length),
  strrev: onString('strrev', (t) => [...t].reverse().join('')),
  str_repeat: onString('str_repeat', (t, [times]) => {
    const n = toNumber(times ?? 0);
    return n === undefined || n < 0 || t.length * n > 100_000 ? NOT_STRING('str_repeat') : t.repeat(n);
  }),
  str_pad: onString('str_pad', (t, [length, pad, type]) => {
    const n = toNumber(length ?? 0) ?? 0;
    const with_ = str(pad ?? ' ') ?? ' ';
    if (n <= t.length || with_ === '') return t;
    const total = n - t.length;
    const side = toNumber(type ?? 1);
    if (side === 0) return t.padStart(n, with_);
    if (side === 2) {
      const left = Math.floor(total / 2);
      return ''.padStart(left, with_) + t + ''.padStart(total - left, with_);
    }
    return t.padEnd(n, with_);
  }),
  strpos: onString('strpos', (t, [needle, offset]) => {
    const n = str(needle ?? null);
    const at = n === undefined ? -1 : t.indexOf(n, toNumber(offset ?? 0) ?? 0);
    return n === undefined ? NOT_STRING('strpos') : at < 0 ? false : at;
  }),
  stripos: onString('stripos', (t, [needle]) => {
    const n = str(needle ?? null);
    const at = n === undefined ? -1 : t.toLowerCase().indexOf(n.toLowerCase());
    return n === undefined ? NOT_STRING('stripos') : at < 0 ? false : at;
  }),
  str_contains: onString('str_contains', (t, [needle]) => (str(needle ?? null) === undefined ? NOT_STRING('str_contains') : t.includes(str(needle)!))),
  str_starts_with: onString('str_starts_with', (t, [needle]) => (str(needle ?? null) === undefined ? NOT_STRING('str_starts_with') : t.startsWith(str(needle)!))),
  str_ends_with: onString('str_ends_with', (t, [needle]) => (str(needle ?? null) === undefined ? NOT_STRING('str_ends_with') : t.endsWith(str(needle)!))),
  str_replace: (args) => strReplace(args[0], args[1], args[2], false),
  str_ireplace: (args) => strReplace(args[0], args[1], args[2], true),
  sprintf: (args) => (typeof args[0] === 'string' && args.every(known) ? sprintf(args[0], args.slice(1)) : NOT_STRING('sprintf')),
  vsprintf: (args) => (typeof args[0] === 'string' && isArray(args[1]) && known(args[1]) ? sprintf(args[0], args[1].items) : NOT_STRING('vsprintf')),
  rawurlencode: onString('rawurlencode', (t) => percentEncode(t, false)),
  urlencode: onString('urlencode', (t) => percentEncode(t, true)),
  rawurldecode: onString('rawurldecode', (t) => percentDecode(t, false)),
  urldecode: onString('urldecode', (t) => percentDecode(t, true)),
  preg_quote: onString('preg_quote', (t, [delimiter]) => t.replace(/[.\\+*?[^\]$(){}=!<>|:\-#/\0]/g, (c) => (c === '/' && delimiter !== '/' ? c : c === '\0' ? '\\000' : '\\' + c))),
  implode: (args) => {
    const [a, b] = args;
    const [glue, pieces] = isArray(a) || isObject(a) ? [b ?? '', a] : [a, b];
    const entries = entriesOf(pieces);
    const g = str(glue ?? '');
    const parts = entries?.map(([, v]) => str(v));
    return !entries || g === undefined || parts!.some((p) => p === undefined) ? new NotKnown('implode() of values that are not known') : parts!.join(g);
  },
  explode: (args) => {
    const [delimiter, text, limit] = [str(args[0]), str(args[1]), args[2] === undefined ? undefined : toNumber(args[2])];
    if (delimiter === undefined || text === undefined || delimiter === '') return new NotKnown('explode() of values that are not known');
    let parts = text.split(delimiter);
    if (limit !== undefined && limit > 0 && parts.length > limit) parts = [...parts.slice(0, limit - 1), parts.slice(limit - 1).join(delimiter)];
    if (limit !== undefined && limit < 0) parts = parts.slice(0, limit);
    if (limit === 0 && parts.length > 1) parts = [parts.join(delimiter)];
    return arrayValue(parts);
  },
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
    if (!keys || !values || keys.length !== values.length || keys.some(([, k]) => str(k) === undefined)) return new NotKnown('array_combine() of values that are not known');
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
    return fromEntries(entries.filter(([, v]) => {
      const key = phpString(v);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    }));
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
    if (start === undefined || end === undefined || !step || Math.abs((end - start) / step) > 10_000) return new NotKnown('range() of values that are not known');
    const out: Value[] = [];
    const by = Math.abs(step) * (end >= start ? 1 : -1);
    for (let v = start; by > 0 ? v <= end : v >= end; v += by) out.push(v);
    return arrayValue(out);
  },
  is_array: (args) => (args[0] instanceof Unknown ? new NotKnown('is_array() of a value that is not known') : isArray(args[0]) || isObject(args[0])),
  is_string: (args) => (args[0] instanceof Unknown ? new NotKnown('is_string() of a value that is not known') : typeof args[0] === 'string'),
  is_numeric: (args) => (args[0] instanceof Unknown ? new NotKnown('is_numeric() of a value that is not known') : typeof args[0] === 'number' || (typeof args[0] === 'string' && /^[ \t\n\r\v\f]*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?[ \t\n\r\v\f]*$/.test(args[0]))),
  is_null: (args) => (args[0] instanceof Unknown ? new NotKnown('is_null() of a value that is not known') : args[0] === null),
  intval: (args) => (str(args[0]) === undefined ? NOT_STRING('intval') : Math.trunc(toNumber(args[0]) ?? 0)),
  strval: onString('strval', (t) => t),
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
    return Math.sign(value) * Math.round(Math.abs(value) * factor) / factor;
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
