// Example request paths for route patterns, so that a hover can show what a route really matches.

import { compilePattern, matchRoute } from '@routelens/shared';
import { patternSource } from '@routelens/route/patterns';
import type { CharSet, Node } from '@routelens/route/regex-syntax';
import { Parser } from '@routelens/route/regex-syntax';

const CANDIDATES = ['42', 'example', 'AB12', 'en', 'v1', 'a', 'A', '7', 'x-1', 'abc', '2024', '1'];

/** Finds the end of the group that opens at `start` (balanced parentheses, escapes skipped). */
function groupEnd(pattern: string, start: number): number {
  let depth = 0;
  for (let i = start; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') i++;
    else if (c === '[') {
      for (i++; i < pattern.length && pattern[i] !== ']'; i++) if (pattern[i] === '\\') i++;
    } else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return -1;
}

/** The top-level capture groups of a pattern, in order: their text and where they are. */
export function topLevelGroups(pattern: string): { text: string; start: number; end: number }[] {
  const groups: { text: string; start: number; end: number }[] = [];
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') i++;
    else if (c === '[') {
      for (i++; i < pattern.length && pattern[i] !== ']'; i++) if (pattern[i] === '\\') i++;
    } else if (c === '(') {
      const end = groupEnd(pattern, i);
      if (end < 0) break;
      groups.push({ text: pattern.slice(i, end + 1), start: i, end: end + 1 });
      i = end;
    }
  }
  return groups;
}

/**
 * A path the pattern matches, built by filling each top-level group with a fitting example (`fills` gives a
 * preferred value for some groups, by index from 0); null when none fits.
 */
export function sampleUrl(from: string, fills: ReadonlyMap<number, string> = new Map()): string | null {
  const compiled = compilePattern(from);
  if (!compiled.ok) return null;
  // Each top-level group filled with a fitting example, the text between them as written (escapes and anchors
  // undone), a quantifier after a group taken as one repetition; else any string the whole pattern matches.
  const literal = (text: string) => text.replace(/(?<!\\)[\^$]/g, '').replace(/\\(.)/gs, '$1');
  let out = '';
  let at = 0;
  for (const [index, group] of topLevelGroups(from).entries()) {
    const single = compilePattern(group.text);
    const preferred = fills.get(index);
    const quantifier = /^(?:[?*+]|\{\d+,?\d*\})\??/.exec(from.slice(group.end))?.[0] ?? '';
    const optional = /^(?:[?*]|\{0)/.test(quantifier);
    const fit =
      optional && preferred === undefined
        ? ''
        : !single.ok
          ? undefined
          : preferred !== undefined && single.test(preferred)
            ? preferred
            : (CANDIDATES.find((candidate) => single.test(candidate)) ?? exampleOf(group.text));
    if (fit === undefined) return fallback(from, compiled);
    out += literal(from.slice(at, group.start)) + fit;
    at = group.end + (/^\{[2-9]/.test(quantifier) ? 0 : quantifier.length);
  }
  out += literal(from.slice(at));
  return compiled.test(out) ? out : fallback(from, compiled);
}

function fallback(from: string, compiled: { test(path: string): boolean }): string | null {
  const example = exampleOf(from);
  return example !== undefined && compiled.test(example) ? example : null;
}

/** Characters an example prefers, in order: a URL's ordinary ones. */
const PREFERRED = [...'ax1e7AZ0', ...'bcdfghijklmnopqrstuvwyz23456789BCDEFGHIJKLMNOPQRSTUVWXY', ...'-_.~'];

function pick(set: CharSet): string | undefined {
  const has = (code: number) => (set[code >>> 5] & (1 << (code & 31))) !== 0;
  return PREFERRED.find((c) => has(c.charCodeAt(0))) ?? (has(47) ? '/' : undefined);
}

/** The shortest string of a pattern's shape (the fewest repetitions, the first branch that has one), unchecked. */
function example(node: Node): string | undefined {
  switch (node.kind) {
    case 'char':
      return pick(node.set);
    case 'seq': {
      let out = '';
      for (const item of node.items) {
        const part = example(item);
        if (part === undefined) return undefined;
        out += part;
      }
      return out;
    }
    case 'alt':
      for (const branch of node.branches) {
        const part = example(branch);
        if (part !== undefined) return part;
      }
      return undefined;
    case 'repeat': {
      if (node.min === 0) return '';
      const part = example(node.body);
      return part === undefined || node.min > 64 ? undefined : part.repeat(node.min);
    }
    case 'assert':
      return '';
    case 'backref':
      return undefined;
  }
}

/** An example path for a route pattern (wildcards and all), from its regular expression's shape; unchecked. */
function exampleOf(from: string): string | undefined {
  try {
    return example(new Parser(patternSource(from)).parse());
  } catch {
    return undefined;
  }
}

/** `{ url, target }` for a route: an example path and where it goes. */
export function sampleRequest(from: string, to: string, fills?: ReadonlyMap<number, string>): { url: string; target: string } | null {
  const url = sampleUrl(from, fills);
  if (url === null) return null;
  const found = matchRoute([[from, to]], url);
  return found ? { url: '/' + url, target: found.target } : null;
}
