// Links where they are written: every URL helper call of an app's views and controllers (analysis/php/php-links.ts),
// resolved as a request to it would be — through the one resolver of its framework (CodeIgniter 3 with HMVC,
// CodeIgniter 4) — and a route name given to `route_to`/`url_to`/`redirect()->route()` looked up as CodeIgniter 4's
// reverseRoute() looks it up. docs/links.md says what each status means.

import { relativeTo } from '../base/text';
import type { Snapshot } from '../db/snapshot';
import type { LinkCall } from '../analysis/php/php-links';
import { readFileLinks } from '../analysis/php/php-links';
import { readScriptLinks } from '../analysis/ts/ts-links';
import type { LinkAnswer, ResolvedLink } from './link-answers';
import { linkApps } from './link-apps';
import type { LinkApp } from './link-apps';
import { reverseRoute } from './link-names';
import { resolvePath } from './link-apps';

export type { LinkStatus, ResolvedLink } from './link-answers';

const cache = new WeakMap<Snapshot, Map<string, ResolvedLink[]>>();
/**
 * Each file's links as last resolved, with the text and the app state (tables, controllers) they were resolved in:
 * a keystroke in one view leaves every other view's links as they were.
 */
const kept = new Map<string, { text: string; keys: readonly object[]; links: ResolvedLink[]; parseError?: ParseStop }>();

/** Where a file read whole stops parsing (its links are those before). */
export interface ParseStop {
  readonly message: string;
  readonly offset: number;
}

const stops = new WeakMap<Snapshot, Map<string, ParseStop>>();
const KEPT_FILES = 50_000;

function sameKeys(a: readonly object[], b: readonly object[]): boolean {
  return a.length === b.length && a.every((key, i) => key === b[i]);
}

/** The links of one file, resolved (none when it belongs to no CodeIgniter app). */
export function linksOf(snapshot: Snapshot, file: string): ResolvedLink[] {
  let byFile = cache.get(snapshot);
  if (!byFile) cache.set(snapshot, (byFile = new Map()));
  let links = byFile.get(file);
  if (!links) {
    const app = linkApps(snapshot).appOf(file);
    const text = snapshot.text(file);
    const before = kept.get(file);
    if (!app || text === undefined) links = [];
    else {
      let entry = before && before.text === text && sameKeys(before.keys, app.keys) ? before : undefined;
      if (!entry) {
        const read = file.endsWith('.php') ? readFileLinks(file, text, app.reading) : { links: readScriptLinks(file, text) };
        entry = { text, keys: app.keys, links: read.links.map((call) => resolveLink(app, call)), ...(read.parseError ? { parseError: read.parseError } : {}) };
        if (kept.size >= KEPT_FILES) kept.clear();
        kept.set(file, entry);
      }
      links = entry.links;
      if (entry.parseError) {
        let byFile = stops.get(snapshot);
        if (!byFile) stops.set(snapshot, (byFile = new Map()));
        byFile.set(file, entry.parseError);
      }
    }
    byFile.set(file, links);
  }
  return links;
}

/** Where a file whose links were read stops parsing, if it does not parse. */
export function linkParseStop(snapshot: Snapshot, file: string): ParseStop | undefined {
  linksOf(snapshot, file);
  return stops.get(snapshot)?.get(file);
}

/** Every link of the snapshot's views and controllers, file by file. */
export function allLinks(snapshot: Snapshot): ResolvedLink[] {
  return snapshot.linkFiles.flatMap((file) => linksOf(snapshot, file));
}

/** The link whose call contains `offset`, innermost first. */
export function linkAt(snapshot: Snapshot, file: string, offset: number): ResolvedLink | undefined {
  const found = linksOf(snapshot, file).filter((l) => l.span.start <= offset && offset <= l.span.end);
  return found.sort((a, b) => a.span.end - a.span.start - (b.span.end - b.span.start))[0];
}

function resolveLink(app: LinkApp, call: LinkCall): ResolvedLink {
  let answer: LinkAnswer;
  if (call.kind === 'name') answer = reverseRoute(app, call);
  else if (call.url === undefined) answer = resolvePath(app, call.parts, call.kind, call.verb);
  else {
    const own = app.ownPath(call.url);
    answer =
      own === undefined ? { path: call.url, status: 'external', httpStatus: null, runs: null, route: null } : resolvePath(app, [own], call.kind, call.verb);
  }
  // One object of one shape per link (thousands of them: no spreads).
  return {
    file: call.span.file,
    span: call.span,
    target: call.target,
    call: call.call,
    verb: call.verb,
    path: answer.path,
    name: answer.name,
    status: answer.status,
    httpStatus: answer.httpStatus,
    runs: answer.runs,
    route: answer.route,
    reason: answer.reason,
    sample: answer.sample,
  };
}

/** A link's place for messages and JSON: the file relative to the root, and its 1-based line. */
export function linkLine(snapshot: Snapshot, root: string, link: ResolvedLink): { file: string; line: number } {
  return { file: relativeTo(root, link.file), line: snapshot.lineOf(link.file, link.target.start) };
}
