// The runtime library's workload of the performance issue (19): 10,000 × a named `get` with a `(:num)` capture, a
// `post` and an `any` with `(:any)`; `resources` every 20th; a `prefix` with two routes every 50th; then
// `map(route, { method: 'GET' })` — 22,401 entries. The same calls the upstream PHP library is timed with.

import type { RouteArray } from '@routelens/shared';
import { performance } from 'node:perf_hooks';
import { Route } from '@routelens/shared';

export const WORKLOAD_ITEMS = 10_000;

/**
 * Runs the workload against the current `Route` registry and returns the GET table. `tag` goes in front of every
 * path, so that each run's keys are new strings to the engine, as at an app's start (a repeated run with the same
 * keys finds them interned already, which is cheaper than a real start).
 */
export function runWorkload(tag = ''): RouteArray {
  for (let i = 0; i < WORKLOAD_ITEMS; i++) {
    Route.get(`${tag}items${i}/(:num)`, 'items/show/$1', { as: `item${i}` });
    Route.post(`${tag}items${i}`, 'items/create');
    Route.any(`${tag}pages${i}/(:any)`, 'pages/view/$1');
    if (i % 20 === 0) Route.resources(`${tag}res${i}`);
    if (i % 50 === 0) {
      Route.prefix(`${tag}group${i}`, () => {
        Route.get('list', 'groups/list');
        Route.get('show/(:num)', 'groups/show/$1');
      });
    }
  }
  return Route.map({ default_controller: 'welcome' }, { method: 'GET' });
}

/**
 * The floor of any JavaScript implementation that returns the table as a plain object: the time to put the
 * workload's 22,401 keys (made with `tag` in front, as `runWorkload` makes them) into an object, nothing else. Each
 * key is a new string object, as the app's code makes it; the engine looks each up in its string table on its first
 * use as a property (and adds it when `tag` is new). With the tag of a previous run, this is the floor of
 * `runWorkload` with the same keys; with a new tag, the floor of an app's start.
 */
export function objectFloor(tag: string): number {
  const keys = workloadKeys(tag);
  const start = performance.now();
  const table: Record<string, string> = {};
  for (let i = 0; i < keys.length; i++) table[keys[i]] = 'items/show/$1';
  return performance.now() - start;
}

/**
 * The same floor for a `Map` of the same keys (what the result could be if decisions §1 did not ask for a plain
 * object): a Map hashes each new key without adding it to the engine's string table, which is cheaper, but still
 * more than the 3 ms here. With `tag`, as `objectFloor`.
 */
export function mapFloor(tag: string): number {
  const keys = workloadKeys(tag);
  const start = performance.now();
  const table = new Map<string, string>();
  for (let i = 0; i < keys.length; i++) table.set(keys[i], 'items/show/$1');
  return performance.now() - start;
}

/** The workload's 22,401 keys with `tag` in front, each a new string as the app's code makes it. */
function workloadKeys(tag: string): string[] {
  const keys: string[] = [];
  for (let i = 0; i < WORKLOAD_ITEMS; i++) keys.push(`${tag}items${i}/(:num)`, `${tag}pages${i}/(:any)`);
  for (let i = 0; i < WORKLOAD_ITEMS; i += 20) keys.push(`${tag}res${i}`, `${tag}res${i}/new`, `${tag}res${i}/x/edit`, `${tag}res${i}/x`);
  for (let i = 0; i < WORKLOAD_ITEMS; i += 50) keys.push(`${tag}group${i}/list`, `${tag}group${i}/show/(:num)`);
  keys.push('default_controller');
  return keys;
}
