// A route table compiled for matching (decisions §6): the same answers as `matchRoute`, first match in table order,
// with the literal leading segments of every `from` in a trie, so that a request is compared only with the routes
// its path could reach. Regular-expression routes keep their place in the order: candidates from every trie node on
// the path's way are tried in table order.

import { RESERVED_KEYS, normalizeUri } from './matcher';
import type { RouteMatch } from './matcher';
import { compilePattern, isLiteralSegment, substituteParameters } from './patterns';
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
  /** Entries whose literal prefix ends here and whose rest is a pattern: tried on the whole path (in table order). */
  patterns: number[] = [];
  /** Entries that are exactly this literal path (in table order). */
  exact: number[] = [];

  child(segment: string): TrieNode {
    this.children ??= new Map();
    let node = this.children.get(segment);
    if (!node) {
      node = new TrieNode();
      this.children.set(segment, node);
    }
    return node;
  }
}

const VERB_INDEX = new Map<string, number>(VERBS.map((verb, i) => [verb, i]));
const QUANTIFIER = /^[?*+{]/;

/** The entries of any compilable table, in order. */
function entriesOf(table: CompilableTable): { from: string; to: unknown; registration: Registration | null }[] {
  if (Array.isArray(table)) {
    return table.map((entry) => Array.isArray(entry)
      ? { from: String(entry[0]), to: entry[1], registration: null }
      : { from: (entry as MappedRoute).from, to: (entry as MappedRoute).to, registration: (entry as MappedRoute).registration });
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
 * The literal leading segments a path must start with to match `from`, or none when the pattern could match
 * without them (a top-level `|`, or a quantifier on the `/` after them).
 */
function literalPrefix(from: string): string[] {
  if (hasTopLevelAlternation(from)) return [];
  const segments = from.split('/');
  const prefix: string[] = [];
  for (let i = 0; i < segments.length; i++) {
    if (!isLiteralSegment(segments[i])) break;
    if (i + 1 < segments.length && QUANTIFIER.test(segments[i + 1])) break;
    prefix.push(segments[i]);
  }
  return prefix;
}

function hasTopLevelAlternation(from: string): boolean {
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < from.length; i++) {
    const c = from[i];
    if (c === '\\') {
      i++;
    } else if (inClass) {
      if (c === ']') inClass = false;
    } else if (c === '[') {
      inClass = true;
    } else if (c === '(') {
      depth++;
    } else if (c === ')') {
      depth--;
    } else if (c === '|' && depth <= 0) {
      return true;
    }
  }
  return false;
}

export function compileRoutes(table: CompilableTable): CompiledRoutes {
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
    const prefix = literalPrefix(from);
    let node = root;
    for (const segment of prefix) node = node.child(segment);
    // A fully literal `from` matches exactly one path: its own.
    if (prefix.length === from.split('/').length) node.exact.push(index);
    else node.patterns.push(index);
  }

  const result = (entry: Entry, index: number, target: string, found: RegExpExecArray | null): RouteMatch => ({
    from: entry.from, to: target, target: found && target.includes('$') && entry.substitutes ? substituteParameters(target, found) : target,
    blocked: target === '', index, registration: entry.registration,
  });

  return {
    size: entries.length,
    match(verb, uri) {
      const v = VERB_INDEX.get(verb);
      if (v === undefined) return null;
      const path = normalizeUri(uri);
      // The router sends the empty path to the default controller before it looks at any route.
      if (path === '') {
        for (const index of defaults) {
          const target = entries[index].targets[v];
          if (target !== undefined) return result(entries[index], index, target, null);
        }
        return null;
      }
      // The trie nodes along the path: each one's patterns are candidates, and the last one's exact entries.
      const lists: number[][] = [];
      let exactBound = Infinity;
      const segments = path.split('/');
      let node: TrieNode | undefined = root;
      for (let i = 0; ; i++) {
        if (node.patterns.length) lists.push(node.patterns);
        if (i === segments.length) {
          for (const index of node.exact) {
            if (entries[index].targets[v] !== undefined) {
              exactBound = index;
              break;
            }
          }
          break;
        }
        node = node.children?.get(segments[i]);
        if (!node) break;
      }
      // The candidates in table order (a merge of sorted lists), up to the exact entry, if any: the first that
      // exists for the verb and matches the whole path wins.
      const cursors = lists.map(() => 0);
      for (;;) {
        let best = -1;
        let bestList = -1;
        for (let l = 0; l < lists.length; l++) {
          const index = lists[l][cursors[l]];
          if (index !== undefined && (best < 0 || index < best)) {
            best = index;
            bestList = l;
          }
        }
        if (best < 0 || best > exactBound) break;
        cursors[bestList]++;
        const entry = entries[best];
        const target = entry.targets[v];
        if (target === undefined) continue;
        const found = entry.pattern!.regex.exec(path);
        if (found) return result(entry, best, target, found);
      }
      if (exactBound !== Infinity) return result(entries[exactBound], exactBound, entries[exactBound].targets[v]!, null);
      return null;
    },
  };
}
