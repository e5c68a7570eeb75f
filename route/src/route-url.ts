// Route.url(name, ...params): the named route's `from` with its capture groups filled in order, each parameter
// checked against its group's pattern; null when the name is unknown or a parameter cannot fit.

import { compilePattern } from './patterns';

/**
 * The top-level structure of a `from` in one pass: its capture groups (not `(?:…)` and the like) as [start, end)
 * offsets, and whether a `|` stands outside every group (then the whole pattern is an alternation).
 */
export function topLevel(from: string): { groups: [number, number][]; alternation: boolean } {
  const groups: [number, number][] = [];
  let alternation = false;
  let depth = 0;
  let start = -1;
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
      if (depth === 0) start = from[i + 1] === '?' ? -1 : i;
      depth++;
    } else if (c === ')' && depth > 0) {
      depth--;
      if (depth === 0 && start >= 0) groups.push([start, i + 1]);
    } else if (c === '|' && depth === 0) {
      alternation = true;
    }
  }
  return { groups, alternation };
}

/** The top-level capture groups of a `from`, as [start, end) offsets. */
export function captureGroups(from: string): [number, number][] {
  return topLevel(from).groups;
}

/**
 * `from` with each capture group replaced by its parameter, or why not: a different number of parameters than
 * groups, or a parameter its group's pattern does not match whole.
 */
export function fillRoute(from: string, params: readonly unknown[]): { url: string } | { error: string } {
  const groups = captureGroups(from);
  if (params.length !== groups.length) {
    return {
      error: `'${from}' has ${groups.length} parameter${groups.length === 1 ? '' : 's'}, and ${params.length} ${params.length === 1 ? 'was' : 'were'} given`,
    };
  }
  let url = '';
  let copied = 0;
  for (let i = 0; i < groups.length; i++) {
    const [start, end] = groups[i];
    const param = params[i];
    const text = typeof param === 'number' && Number.isFinite(param) ? String(param) : typeof param === 'string' ? param : undefined;
    const group = from.slice(start, end);
    // The group is a pattern the workspace wrote: matched like a route (linear time whatever it is).
    const pattern = compilePattern(group);
    const fits = text !== undefined && pattern.ok && pattern.test(text);
    if (!fits) return { error: `parameter ${i + 1} (${text === undefined ? typeof param : JSON.stringify(text)}) does not fit ${group} in '${from}'` };
    url += from.slice(copied, start) + text;
    copied = end;
  }
  return { url: url + from.slice(copied) };
}
