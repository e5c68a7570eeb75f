// A route table compiled for matching (docs/decisions.md#serving-routes): the same answers as `matchRoute`, first match in table order,
// with the literal leading segments of every `from` in a trie, so that a request is compared only with the routes
// its path could reach. Regular-expression routes keep their place in the order: candidates from every trie node on
// the path's way are tried in table order.

import { RESERVED_KEYS } from './matcher';
import type { RouteMatch } from './matcher';
import { compilePattern } from './patterns';
import { isLiteralSegment } from './literal';
import { topLevel } from './route-url';
import type { ValidPattern } from './patterns';
import type { MappedRoute, Registration, RouteArray, Verb } from './types';
import { VERBS } from './types';
import { isPlainObject } from './values';

/** What can be compiled: `Route.map()`'s result (either form), `[from, to]` pairs, or mapped entries. */
export type CompilableTable = RouteArray | Record<string, unknown> | readonly (readonly [string, unknown])[] | readonly MappedRoute[];

export interface CompiledRoutes {
  /** The route that wins for `verb uri`, as `matchRoute` finds it in the table resolved for `verb`; null for none. */
  match(verb: Verb, uri: string): RouteMatch | null;
  /** How many entries the table has. */
  readonly size: number;
  /** The position of the first entry written under `from` (routes and settings alike), if there is one. */
  positionOf(from: string): number | undefined;
}

interface Entry {
  from: string;
  /** The target for each verb (VERBS order): undefined where the entry has none for that verb. */
  targets: (string | undefined)[];
  registration: Registration | null;
  pattern: ValidPattern | undefined;
  /** Whether `$n` in a target can be substituted: the pattern has groups. */
  substitutes: boolean;
}

class TrieNode {
  children: Map<string, TrieNode> | undefined;
  /** `(:any)` and `(:num)` segments: parameters matched without a regular expression. */
  any: TrieNode | undefined;
  num: TrieNode | undefined;
  /** resources()' default `{id}` constraint, `([a-zA-Z0-9\-_]+)`. */
  word: TrieNode | undefined;
  /** Entries whose literal-and-wildcard prefix ends here and whose rest is a pattern: tried on the whole path. */
  patterns: number[] = [];
  /** Entries that end exactly here (literal segments and wildcards only), in table order. */
  ends: number[] = [];

  child(segment: string): TrieNode {
    if (segment === '(:any)') return (this.any ??= new TrieNode());
    if (segment === '(:num)') return (this.num ??= new TrieNode());
    if (segment === WORD) return (this.word ??= new TrieNode());
    this.children ??= new Map();
    let node = this.children.get(segment);
    if (!node) {
      node = new TrieNode();
      this.children.set(segment, node);
    }
    return node;
  }
}

/** A segment the trie holds: plain text, or a `(:any)`/`(:num)` wildcard (a capture of one segment). */
function trieSegment(segment: string): boolean {
  return segment === '(:any)' || segment === '(:num)' || segment === WORD || isLiteralSegment(segment);
}

/** The default constraint of resources() (registry.ts's DEFAULT_CONSTRAINT), a one-segment capture. */
const WORD = '([a-zA-Z0-9\\-_]+)';

function isWord(text: string): boolean {
  if (text.length === 0) return false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (!((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 45 || c === 95)) return false;
  }
  return true;
}

/** `normalizeUri` without a regular expression (every request goes through here). */
function trimSlashes(uri: string): string {
  let start = 0;
  let end = uri.length;
  while (start < end && uri.charCodeAt(start) === 47) start++;
  while (end > start && uri.charCodeAt(end - 1) === 47) end--;
  return start === 0 && end === uri.length ? uri : uri.slice(start, end);
}

/** `substituteParameters` for the captures of a match: `$n` and `${n}`, '' where there is no such capture. */
function substitute(target: string, captures: readonly (string | undefined)[]): string {
  let dollar = target.indexOf('$');
  if (dollar < 0) return target;
  let out = '';
  let copied = 0;
  while (dollar >= 0) {
    let j = dollar + 1;
    const braced = target.charCodeAt(j) === 123;
    if (braced) j++;
    let n = 0;
    const digits = j;
    // One or two digits, as substituteParameters reads them (`$123` is `$12` then `3`).
    while (j < target.length && j - digits < 2 && target.charCodeAt(j) >= 48 && target.charCodeAt(j) <= 57) n = n * 10 + target.charCodeAt(j++) - 48;
    if (j > digits && (!braced || target.charCodeAt(j) === 125)) {
      out += target.slice(copied, dollar) + (captures[n] ?? '');
      copied = braced ? j + 1 : j;
    }
    dollar = target.indexOf('$', dollar + 1);
  }
  return out + target.slice(copied);
}

function isDigits(text: string): boolean {
  if (text.length === 0) return false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** The position of a verb in VERBS (a switch: faster than a Map on every request). */
function verbIndexOf(verb: string): number {
  switch (verb) {
    case 'GET':
      return 0;
    case 'POST':
      return 1;
    case 'PUT':
      return 2;
    case 'DELETE':
      return 3;
    case 'HEAD':
      return 4;
    case 'PATCH':
      return 5;
    case 'OPTIONS':
      return 6;
    default:
      return -1;
  }
}
const QUANTIFIER = /^[?*+{]/;

/** The entries of any compilable table, in order. */
function entriesOf(table: CompilableTable): { from: string; to: unknown; registration: Registration | null }[] {
  if (Array.isArray(table)) {
    return table.map((entry) =>
      Array.isArray(entry)
        ? { from: String(entry[0]), to: entry[1], registration: null }
        : { from: (entry as MappedRoute).from, to: (entry as MappedRoute).to, registration: (entry as MappedRoute).registration },
    );
  }
  return Object.entries(table as Record<string, unknown>).map(([from, to]) => ({ from, to, registration: null }));
}

/** A target per verb: a string for all of them, or a CodeIgniter 3 verb object's entries (keys in any case). */
function targetsOf(to: unknown): (string | undefined)[] {
  if (typeof to === 'string') return VERBS.map(() => to);
  if (!isPlainObject(to)) return VERBS.map(() => undefined);
  const lower = new Map(Object.entries(to).map(([k, v]) => [k.toLowerCase(), v]));
  return VERBS.map((verb) => {
    const target = lower.get(verb.toLowerCase());
    return typeof target === 'string' ? target : undefined;
  });
}

/**
 * The leading segments of `from` the trie can hold (plain text and one-segment wildcards), or none when the pattern
 * could match without them (a top-level `|`, or a quantifier on the `/` after them).
 */
function triePrefix(from: string): string[] {
  if (topLevel(from).alternation) return [];
  const segments = from.split('/');
  const prefix: string[] = [];
  for (let i = 0; i < segments.length; i++) {
    if (!trieSegment(segments[i])) break;
    if (i + 1 < segments.length && QUANTIFIER.test(segments[i + 1])) break;
    prefix.push(segments[i]);
  }
  return prefix;
}

/** The table's entries, with their patterns in a trie of literal and wildcard segments; where default_controller is. */
function indexTable(table: CompilableTable): { entries: Entry[]; root: TrieNode; defaults: number[] } {
  const entries: Entry[] = [];
  const root = new TrieNode();
  const defaults: number[] = [];
  for (const { from, to, registration } of entriesOf(table)) {
    const index = entries.length;
    const targets = targetsOf(to);
    let pattern: ValidPattern | undefined;
    if (from === 'default_controller') {
      defaults.push(index);
    } else if (!RESERVED_KEYS.has(from) && targets.some((t) => t !== undefined)) {
      const compiled = compilePattern(from);
      if (compiled.ok) pattern = compiled;
    }
    entries.push({ from, targets, registration, pattern, substitutes: from.includes('(') });
    if (!pattern) continue;
    const prefix = triePrefix(from);
    let node = root;
    for (const segment of prefix) node = node.child(segment);
    // A `from` of plain segments and wildcards only is matched by the walk itself.
    if (prefix.length === from.split('/').length) node.ends.push(index);
    else node.patterns.push(index);
  }
  return { entries, root, defaults };
}

function result(entry: Entry, index: number, target: string, found: readonly (string | undefined)[] | null): RouteMatch {
  return {
    from: entry.from,
    to: target,
    target: found && entry.substitutes ? substitute(target, found) : target,
    blocked: target === '',
    index,
    registration: entry.registration,
  };
}

/**
 * The pattern candidates (sorted lists of entry indexes) in table order, a merge, up to `best`: the first that exists
 * for the verb and matches the whole path; null when none does.
 */
function firstPatternMatch(lists: readonly number[][], entries: readonly Entry[], v: number, best: number, path: string): RouteMatch | null {
  const cursors = lists.map(() => 0);
  for (;;) {
    let next = -1;
    let nextList = -1;
    for (let l = 0; l < lists.length; l++) {
      const index = lists[l][cursors[l]];
      if (index !== undefined && (next < 0 || index < next)) {
        next = index;
        nextList = l;
      }
    }
    if (next < 0 || next > best) return null;
    cursors[nextList]++;
    const entry = entries[next];
    const target = entry.targets[v];
    if (target === undefined) continue;
    const found = entry.pattern!.exec(path);
    if (found) return result(entry, next, target, found);
  }
}

export function compileRoutes(table: CompilableTable): CompiledRoutes {
  const { entries, root, defaults } = indexTable(table);

  // Matching is synchronous: one scratch state serves every call. The path is walked by offsets (no split: most
  // of a match's time went into splitting it).
  const captures: string[] = [];
  const lists: number[][] = [];
  let path = '';
  let verbIndex = 0;
  let best = Infinity;
  let bestCaptures: string[] = [];
  /** `start` is where the next segment begins; past the end, the path is consumed. */
  const walk = (node: TrieNode, start: number): void => {
    if (node.patterns.length) lists.push(node.patterns);
    if (start > path.length) {
      const ends = node.ends;
      for (let i = 0; i < ends.length; i++) {
        const index = ends[i];
        if (index >= best) break;
        if (entries[index].targets[verbIndex] !== undefined) {
          best = index;
          bestCaptures = captures.slice();
          break;
        }
      }
      return;
    }
    let end = path.indexOf('/', start);
    if (end < 0) end = path.length;
    const segment = path.slice(start, end);
    const literal = node.children?.get(segment);
    if (literal) walk(literal, end + 1);
    if (node.num && isDigits(segment)) {
      captures.push(segment);
      walk(node.num, end + 1);
      captures.pop();
    }
    if (node.word && isWord(segment)) {
      captures.push(segment);
      walk(node.word, end + 1);
      captures.pop();
    }
    if (node.any && segment !== '') {
      captures.push(segment);
      walk(node.any, end + 1);
      captures.pop();
    }
  };

  return {
    size: entries.length,
    positionOf(from) {
      const index = entries.findIndex((e) => e.from === from);
      return index < 0 ? undefined : index;
    },
    match(verb, uri) {
      const v = verbIndexOf(verb);
      if (v < 0) return null;
      path = trimSlashes(uri);
      // The router sends the empty path to the default controller before it looks at any route.
      if (path === '') {
        for (const index of defaults) {
          const target = entries[index].targets[v];
          if (target !== undefined) return result(entries[index], index, target, null);
        }
        return null;
      }
      // Every way through the trie: the patterns of each node on it are candidates (tried on the whole path), and an
      // entry ending where the path ends matches, with the wildcards' segments as its captures.
      verbIndex = v;
      best = Infinity;
      lists.length = 0;
      captures.length = 0;
      captures.push(path);
      walk(root, 0);
      // The pattern candidates before the best walked entry come first.
      if (lists.length === 0) return best === Infinity ? null : result(entries[best], best, entries[best].targets[v]!, bestCaptures);
      const matched = firstPatternMatch(lists, entries, v, best, path);
      if (matched) return matched;
      if (best !== Infinity) return result(entries[best], best, entries[best].targets[v]!, bestCaptures);
      return null;
    },
  };
}
