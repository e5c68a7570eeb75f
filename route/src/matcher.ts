// Matches a URI path against an ordered route table by CodeIgniter 3 rules.

import { compilePattern, substituteParameters } from './patterns';
import type { MappedRoute, Registration } from './types';

/** Keys of a CodeIgniter route array that are settings, not routes. */
export const RESERVED_KEYS: ReadonlySet<string> = new Set(['default_controller', '404_override', 'translate_uri_dashes']);

export interface RouteMatch {
  /** The pattern that won. */
  from: string;
  /** Its target as written in the table. */
  to: string;
  /** The target with `$n` replaced by the captures; '' when the route is blocked. */
  target: string;
  blocked: boolean;
  /** Position of the winning entry in the table. */
  index: number;
  registration: Registration | null;
}

/** Strips the slashes around a URI path, as the router sees it. */
export function normalizeUri(uri: string): string {
  return uri.replace(/^\/+|\/+$/g, '');
}

/**
 * The first entry whose pattern matches the whole path wins; `$n` in its target becomes the n-th capture.
 * The empty path goes to `default_controller`. Entries with invalid patterns or non-string targets are skipped.
 */
export function matchRoute(table: readonly (MappedRoute | [string, unknown])[], uri: string): RouteMatch | null {
  const path = normalizeUri(uri);
  for (let index = 0; index < table.length; index++) {
    const entry = table[index];
    const [from, to, registration] = Array.isArray(entry) ? [entry[0], entry[1], null] : [entry.from, entry.to, entry.registration];
    if (typeof to !== 'string') continue;
    // The router sends the empty path to the default controller before it looks at any route.
    if ((path === '') !== (from === 'default_controller')) continue;
    if (path === '') return { from, to, target: to, blocked: to === '', index, registration };
    if (RESERVED_KEYS.has(from)) continue;
    const pattern = compilePattern(from);
    if (!pattern.ok) continue;
    const found = pattern.exec(path);
    if (!found) continue;
    const target = to.includes('$') && from.includes('(') ? substituteParameters(to, found) : to;
    return { from, to, target, blocked: to === '', index, registration };
  }
  return null;
}
