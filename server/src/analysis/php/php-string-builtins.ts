// PHP's string and URL built-ins on known values, with PHP 8's semantics (strings are bytes: lengths and cuts
// count bytes; a cut inside a multibyte character is not known).

import { DEFAULT_LIMITS } from '../core/limits';
import type { Value } from '../core/values';
import { arrayValue, isArray, isObject } from '../core/values';
import type { Builtin } from './php-builtin-values';
import { NOT_STRING, NotKnown, bytes, entriesOf, known, onString, str } from './php-builtin-values';
import { toNumber } from './php-operators';

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

/** Bytes back to a string, or undefined when they cut a character in two (PHP would hold invalid UTF-8). */
function text(of: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(of);
  } catch {
    return undefined;
  }
}

/**
 * PHP 8's substr(), on the string's bytes as PHP counts them: a negative start counts from the end, a negative
 * length leaves that many off the end. NotKnown when the cut falls inside a multibyte character.
 */
export function phpSubstr(value: string, start: number, length?: number): string | NotKnown {
  const all = bytes(value);
  const n = all.length;
  const from = start < 0 ? Math.max(n + Math.trunc(start), 0) : Math.min(Math.trunc(start), n);
  const to = length === undefined ? n : length < 0 ? n + Math.trunc(length) : from + Math.trunc(length);
  return text(all.subarray(from, Math.min(Math.max(to, from), n))) ?? new NotKnown('substr() cuts a multibyte character (PHP counts bytes)');
}

/** sprintf's conversions that route files use: %s %d %u %f %F %x %X %o %b %c %e %%, with flags, width and precision. */
function sprintf(format: string, args: Value[]): string | NotKnown {
  let next = 0;
  let failed: NotKnown | undefined;
  const out = format.replace(
    /%(?:(\d+)\$)?([-+ 0]|'.)*(\d+)?(?:\.(\d+))?([bcdeEfFgGosuxX%])/g,
    (spec, position: string | undefined, _flag, width: string | undefined, precision: string | undefined, conversion: string) => {
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
        case 's':
          text = str(arg) ?? 'Array';
          if (precision !== undefined) text = text.slice(0, Number(precision));
          break;
        case 'd':
          text = String(Math.trunc(number));
          if (flags.includes('+') && number >= 0) text = '+' + text;
          break;
        case 'u':
          text = String(Math.trunc(number) >>> 0);
          break;
        case 'f':
        case 'F':
          text = number.toFixed(precision === undefined ? 6 : Number(precision));
          if (flags.includes('+') && number >= 0) text = '+' + text;
          break;
        case 'e':
        case 'E':
          text = number.toExponential(precision === undefined ? 6 : Number(precision)).replace(/e([+-])(\d)$/, 'e$1$2');
          if (conversion === 'E') text = text.toUpperCase();
          break;
        case 'x':
          text = (Math.trunc(number) >>> 0).toString(16);
          break;
        case 'X':
          text = (Math.trunc(number) >>> 0).toString(16).toUpperCase();
          break;
        case 'o':
          text = (Math.trunc(number) >>> 0).toString(8);
          break;
        case 'b':
          text = (Math.trunc(number) >>> 0).toString(2);
          break;
        case 'c':
          text = String.fromCharCode(Math.trunc(number));
          break;
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
    },
  );
  return failed ?? out;
}

/** str_replace(search, replace, subject) with strings or arrays, as PHP applies them (in order, left to right). */
function strReplace(search: Value, replace: Value, subject: Value, caseless: boolean): Value | NotKnown {
  const searches = isArray(search) ? search.items.map(str) : [str(search)];
  const replaces = isArray(replace) ? replace.items.map(str) : undefined;
  const one = str(replace);
  if (searches.some((s) => s === undefined) || (replaces ? replaces.some((r) => r === undefined) : one === undefined))
    return new NotKnown('str_replace() of values that are not known');
  const apply = (text: string): string =>
    searches.reduce<string>((acc, s, i) => {
      if (s === '' || s === undefined) return acc;
      const by = replaces ? (replaces[i] ?? '') : one!;
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

export const STRING_BUILTINS: Readonly<Record<string, Builtin>> = {
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
  basename: onString('basename', (t, [suffix]) => {
    const stripped = t.replace(/\/+$/, '');
    const name = stripped.slice(stripped.lastIndexOf('/') + 1);
    const cut = typeof suffix === 'string' && suffix !== '' && name !== suffix && name.endsWith(suffix);
    return cut ? name.slice(0, name.length - (suffix as string).length) : name;
  }),
  dirname: onString('dirname', (t, [levels]) => {
    if (levels !== undefined && levels !== 1) return new NotKnown('dirname() with levels');
    if (t === '') return '';
    const stripped = t.replace(/\/+$/, '');
    if (stripped === '') return '/';
    const slash = stripped.lastIndexOf('/');
    if (slash < 0) return '.';
    const parent = stripped.slice(0, slash).replace(/\/+$/, '');
    return parent === '' ? '/' : parent;
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
  strrev: onString('strrev', (t) => text(bytes(t).reverse()) ?? new NotKnown('strrev() of a multibyte string reverses its bytes')),
  str_repeat: onString('str_repeat', (t, [times]) => {
    const n = toNumber(times ?? 0);
    return n === undefined || n < 0 || t.length * n > DEFAULT_LIMITS.maxStringLength ? NOT_STRING('str_repeat') : t.repeat(n);
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
  str_starts_with: onString('str_starts_with', (t, [needle]) =>
    str(needle ?? null) === undefined ? NOT_STRING('str_starts_with') : t.startsWith(str(needle)!),
  ),
  str_ends_with: onString('str_ends_with', (t, [needle]) => (str(needle ?? null) === undefined ? NOT_STRING('str_ends_with') : t.endsWith(str(needle)!))),
  str_replace: (args) => strReplace(args[0], args[1], args[2], false),
  str_ireplace: (args) => strReplace(args[0], args[1], args[2], true),
  sprintf: (args) => (typeof args[0] === 'string' && args.every(known) ? sprintf(args[0], args.slice(1)) : NOT_STRING('sprintf')),
  vsprintf: (args) => (typeof args[0] === 'string' && isArray(args[1]) && known(args[1]) ? sprintf(args[0], args[1].items) : NOT_STRING('vsprintf')),
  rawurlencode: onString('rawurlencode', (t) => percentEncode(t, false)),
  urlencode: onString('urlencode', (t) => percentEncode(t, true)),
  rawurldecode: onString('rawurldecode', (t) => percentDecode(t, false)),
  urldecode: onString('urldecode', (t) => percentDecode(t, true)),
  preg_quote: onString('preg_quote', (t, [delimiter]) =>
    t.replace(/[.\\+*?[^\]$(){}=!<>|:\-#/\0]/g, (c) => (c === '/' && delimiter !== '/' ? c : c === '\0' ? '\\000' : '\\' + c)),
  ),
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
  strval: onString('strval', (t) => t),
};
