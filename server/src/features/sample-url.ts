// Example request paths for route patterns, so that a hover can show what a route really matches.

import { compilePattern, matchRoute } from '@routelens/shared';

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
  // Each top-level group filled with a fitting example, the text between them as written (escapes undone).
  const literal = (text: string) => text.replace(/\\(.)/gs, '$1');
  let out = '';
  let at = 0;
  for (const [index, group] of topLevelGroups(from).entries()) {
    const single = compilePattern(group.text);
    const preferred = fills.get(index);
    const fit = !single.ok ? undefined : preferred !== undefined && single.test(preferred) ? preferred : CANDIDATES.find((candidate) => single.test(candidate));
    if (fit === undefined) return null;
    out += literal(from.slice(at, group.start)) + fit;
    at = group.end;
  }
  out += literal(from.slice(at));
  return compiled.test(out) ? out : null;
}

/** `{ url, target }` for a route: an example path and where it goes. */
export function sampleRequest(from: string, to: string, fills?: ReadonlyMap<number, string>): { url: string; target: string } | null {
  const url = sampleUrl(from, fills);
  if (url === null) return null;
  const found = matchRoute([[from, to]], url);
  return found ? { url: '/' + url, target: found.target } : null;
}
