// CodeIgniter 4 matches a route key as `preg_match('#^' . $key . '$#u', $path)`: PHP's PCRE2 with `u` (UTF-8 and
// Unicode properties: `\w` and `\d` match any letter and digit). This reads a key into a JavaScript expression that
// matches exactly the same paths, or says it cannot: a construct JavaScript reads differently (`\A`, `\x{…}`,
// possessive quantifiers, POSIX classes, inline flags, a `#` that ends PHP's pattern), or a path where the two
// engines' character classes differ (non-ASCII text under `\w`, `\d`, `\s`, `\b`; line terminators under `.`/`$`).
// Patterns a backtracking engine could take more than linear time over are run by RE2 (the path may be anyone's).

import { RE2JS } from 're2js';
import { isSlowPattern } from '@routelens/route/regex-safety';

/** The captures of a whole-path match (index 0 the path), null for no match, or why it cannot be known. */
export type KeyMatch = readonly string[] | null | { unknown: string };

/** A route key read for matching. */
export interface KeyPattern {
  match(path: string): KeyMatch;
}

const cache = new Map<string, KeyPattern>();

/** The matcher of a key (`{locale}` already replaced), cached: tables repeat keys' shapes across requests. */
export function keyPattern(key: string): KeyPattern {
  let pattern = cache.get(key);
  if (!pattern) {
    if (cache.size > 50_000) cache.clear();
    cache.set(key, (pattern = compileKey(key)));
  }
  return pattern;
}

const UNKNOWN_ESCAPES = new Set('AzZGKQEpPXRehHvVNcCagkox0'.split(''));
const CLASS_ESCAPES = new Set('dDwWsSbB'.split(''));
const JS_SYNTAX = new Set('^$\\.*+?()[]{}|/'.split(''));

interface Translated {
  source: string;
  /** Whether it uses a class whose meaning differs outside ASCII (`\w`, `\d`, `\s`, `\b` and their opposites). */
  asciiOnly: boolean;
}

function compileKey(key: string): KeyPattern {
  const translated = translate(key);
  if (typeof translated === 'string') return { match: () => ({ unknown: translated }) };
  const { source, asciiOnly } = translated;
  let native: RegExp;
  try {
    native = new RegExp(`^(?:${source})$`, 'u');
  } catch {
    return { match: () => ({ unknown: `the route key '${key}' is a pattern JavaScript does not read as PHP does` }) };
  }
  const groups = (m: RegExpExecArray | null) => (m ? Array.from(m, (g) => g ?? '') : null);
  let run = (path: string): KeyMatch => groups(native.exec(path));
  if (isSlowPattern(source)) {
    let linear: RE2JS | undefined;
    try {
      linear = RE2JS.compile(`^(?:${source})$`);
    } catch {
      linear = undefined;
    }
    const captures = new RegExp(`${source}|`, 'u').exec('')!.length - 1;
    run = (path) => {
      if (!linear) return { unknown: `the route key '${key}' may take PHP's engine very long on some paths, and its match is not decided here` };
      const m = linear.matcher(path);
      if (!m.matches()) return null;
      return Array.from({ length: captures + 1 }, (_, i) => m.group(i) ?? '');
    };
  }
  return {
    match(path) {
      if (/[\n\r\u2028\u2029]/.test(path)) return { unknown: 'the path holds a line break, which PHP and JavaScript patterns treat differently' };
      // eslint-disable-next-line no-control-regex
      if (asciiOnly && /[^\x00-\x7f]/.test(path)) return { unknown: `the route key '${key}' uses \\w, \\d, \\s or \\b, which PHP's Unicode mode reads wider` };
      return run(path);
    },
  };
}

/** A key as a JavaScript `u` source, or why it cannot be one. */
export function translate(key: string): Translated | string {
  let out = '';
  let asciiOnly = false;
  let inClass = false;
  const cannot = (what: string) => `the route key '${key}' uses ${what}, which routelens does not match as PHP does`;
  for (let i = 0; i < key.length; i++) {
    const c = key[i];
    if (c === '#') return cannot("'#' (it ends PHP's pattern: preg_match fails)");
    if (c === '\\') {
      const next = key[i + 1];
      if (next === undefined) return cannot('a trailing backslash');
      i++;
      if (/[0-9A-Za-z]/.test(next)) {
        if (CLASS_ESCAPES.has(next)) {
          asciiOnly = true;
          out += `\\${next}`;
        } else if (next === 'x' && /^[0-9A-Fa-f]{2}$/.test(key.slice(i + 1, i + 3))) {
          out += `\\x${key.slice(i + 1, i + 3)}`;
          i += 2;
        } else if ('nrtf'.includes(next)) out += `\\${next}`;
        else if (/[1-9]/.test(next) && !inClass) out += `\\${next}`;
        else if (UNKNOWN_ESCAPES.has(next) || /[0-9A-Za-z]/.test(next)) return cannot(`\\${next}`);
      } else out += JS_SYNTAX.has(next) || (inClass && next === '-') ? `\\${next}` : next;
      continue;
    }
    if (inClass) {
      if (c === '[' && key[i + 1] === ':') return cannot('a POSIX class');
      if (c === ']') inClass = false;
      out += c === '[' ? '\\[' : c;
      continue;
    }
    if (c === '[') {
      inClass = true;
      out += '[';
      if (key[i + 1] === '^') out += key[++i];
      // A ']' right after '[' or '[^' is a character of the class in PCRE.
      if (key[i + 1] === ']') {
        out += '\\]';
        i++;
      }
      continue;
    }
    if (c === '(' && key[i + 1] === '?') {
      const rest = key.slice(i + 2);
      const head = /^(?::|=|!|<=|<!|<(?=[A-Za-z_])|P<(?=[A-Za-z_]))/.exec(rest);
      if (!head) return cannot(`'(?${rest[0] ?? ''}'`);
      out += `(?${head[0] === 'P<' ? '<' : head[0]}`;
      i += 1 + head[0].length;
      continue;
    }
    if (c === '{') {
      const quantifier = /^\{\d+(?:,\d*)?\}/.exec(key.slice(i));
      if (!quantifier || out === '' || /[(|]$/.test(out)) {
        out += '\\{';
        continue;
      }
      out += quantifier[0];
      i += quantifier[0].length - 1;
      if (key[i + 1] === '+') return cannot('a possessive quantifier');
      continue;
    }
    if ((c === '*' || c === '+' || c === '?') && key[i + 1] === '+') return cannot('a possessive quantifier');
    out += c === '}' ? '\\}' : c === ']' ? '\\]' : c;
  }
  if (inClass) return cannot('an unclosed [');
  return { source: out, asciiOnly };
}
