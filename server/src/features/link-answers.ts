// What a link reaches, in the links' terms: the statuses, a resolved link's shape, and the answers of each
// framework's one resolver (CodeIgniter 3 with its HMVC modules, CodeIgniter 4) turned into them.

import type { Span } from '../base/text';
import type { Snapshot } from '../db/snapshot';
import type { Ci4Analysis } from '../analysis/ci4/ci4-table';
import type { Ci4Resolution } from '../analysis/ci4/ci4-resolve';
import { appRequests } from '../db/requests';
import { mainAnalysis, mapEntriesOf } from '../analysis/tables';
import type { TableEntry } from '../analysis/core/facts';
import type { Verb } from '@routelens/shared';

/**
 * `reaches`: a method runs (or a route redirects); `dead`: no method runs (a 404, the 404 override, a refused
 * request); `file`: a `base_url()` path the web server may serve as a file; `external`: another site's URL;
 * `unknown`: routelens cannot tell (unknown parts, a table or setting not known); `unknown-route-name`: no route has
 * that name or handler; `link-args`: a named route given too few arguments.
 */
export type LinkStatus = 'reaches' | 'dead' | 'file' | 'external' | 'unknown' | 'unknown-route-name' | 'link-args';

export interface ResolvedLink {
  readonly file: string;
  /** The whole call, and the argument that makes the URL. */
  readonly span: Span;
  readonly target: Span;
  readonly call: string;
  /** The path requested (from the site's root, unknown parts as `⟨…⟩`), or the full URL of an external link. */
  readonly path: string;
  /** A route name's link: the name. */
  readonly name?: string;
  readonly verb: string | null;
  readonly status: LinkStatus;
  /** What CodeIgniter answers (200 when a method runs), when known. */
  readonly httpStatus: number | null;
  /** The method that runs, and where it is declared. */
  readonly runs: { readonly class: string | null; readonly method: string; readonly span?: Span; readonly via: string } | null;
  /** The route that wins, and where it is written. */
  readonly route: { readonly from: string; readonly to: string; readonly span?: Span } | null;
  /** Why the link is dead or not known: one sentence. */
  readonly reason?: string;
  /** For a link with unknown parts: the path tried with each unknown part `1`, and what it reaches. */
  readonly sample?: string;
}

/** A resolver's answer for one request, in the links' terms. */
export interface PathAnswer {
  readonly status: LinkStatus;
  readonly httpStatus: number | null;
  readonly runs: ResolvedLink['runs'];
  readonly route: ResolvedLink['route'];
  readonly reason?: string;
}

const tables = new WeakMap<Snapshot, Map<string, readonly TableEntry[] | undefined>>();

/** The app's table for a request method (where each route is written), made once per snapshot. */
function tableOf(snapshot: Snapshot, verb: Verb): readonly TableEntry[] | undefined {
  let byVerb = tables.get(snapshot);
  if (!byVerb) tables.set(snapshot, (byVerb = new Map()));
  if (!byVerb.has(verb)) {
    const main = mainAnalysis(snapshot.analyses);
    byVerb.set(verb, main && mapEntriesOf(main, verb));
  }
  return byVerb.get(verb);
}

/** How a CodeIgniter 3 app answers a request (its table, its HMVC modules, its controllers). */
export function ci3Answer(snapshot: Snapshot, verb: string, path: string): PathAnswer {
  const requests = appRequests(snapshot);
  if (!requests) return { status: 'unknown', httpStatus: null, runs: null, route: null, reason: 'the app has no controllers to run' };
  const upper = verb.toUpperCase() as Verb;
  const result = requests.resolve(upper, path);
  const entry = result.route ? tableOf(snapshot, upper)?.[result.route.index] : undefined;
  const route = result.route && { from: result.route.from, to: result.route.to, ...(entry?.span ? { span: entry.span } : {}) };
  const r = result.runs;
  const at = r?.declaration?.offset;
  const runs = r && {
    class: r.class,
    method: r.remapped ?? r.method,
    via: r.via,
    ...(at !== undefined ? { span: { file: r.declaration!.file ?? r.file, start: at, end: at + r.method.length } } : {}),
  };
  const dead = result.status !== 200 || r?.via === '404_override';
  return {
    status: dead ? 'dead' : 'reaches',
    httpStatus: result.status,
    runs,
    route,
    ...(dead ? { reason: overridden(result.reason ?? 'no route or controller answers it', r?.via === '404_override' ? r : null) } : {}),
  };
}

/** How a CodeIgniter 4 app answers a request. */
export function ci4Answer(app: Ci4Analysis, resolution: Ci4Resolution): PathAnswer {
  const m = resolution.match;
  const route = m && { from: m.key, to: m.handler, span: m.route.site.span };
  const r = resolution.runs;
  const runs = r && {
    class: r.class,
    method: r.method ?? '',
    via: r.via,
    ...(r.file !== undefined ? { span: lineSpan(app, r.file, r.line) } : {}),
  };
  if (resolution.status === null) return { status: 'unknown', httpStatus: null, runs, route, reason: `not known: ${resolution.reason}` };
  if (resolution.redirect)
    return { status: 'reaches', httpStatus: resolution.redirect.status, runs, route, reason: `redirects to ${resolution.redirect.location}` };
  const dead = resolution.status !== 200 || r?.via === '404Override';
  const reason = overridden(
    resolution.reason ?? 'CodeIgniter answers 404',
    r?.via === '404Override' ? { class: r.class ?? 'a closure', method: r.method ?? '' } : null,
  );
  return { status: dead ? 'dead' : 'reaches', httpStatus: resolution.status, runs, route, ...(dead ? { reason } : {}) };
}

/** Why a link is dead, with the 404 override that answers it instead of a 404. */
function overridden(reason: string, override: { class: string; method: string } | null): string {
  if (!override) return reason;
  const method = override.method ? `${override.class}::${override.method}` : override.class;
  return `${reason.replace(/\.$/, '')}; the 404 override (${method}) answers instead`;
}

/** What a link reaches, without where it is written. */
export type LinkAnswer = Omit<ResolvedLink, 'file' | 'span' | 'target' | 'call' | 'verb'>;

/** The start of a 1-based line of a class file, as an empty span. */
function lineSpan(app: Ci4Analysis, file: string, line: number | undefined): Span {
  const at = line === undefined ? 0 : app.classes.offsetOfLine(file, line);
  return { file, start: at, end: at };
}
