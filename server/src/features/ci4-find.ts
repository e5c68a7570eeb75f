// Find Route in a CodeIgniter 4 app: what CodeIgniter 4.7 runs for a request (analysis/ci4/ci4-resolve.ts, the
// resolver `routelens match` uses), as the route view shows it — the route that wins and why, the method that runs
// with its declaration, the route's own filters, the router assumed.

import type { Span } from '../base/text';
import { relativeTo } from '../base/text';
import type { Ci4Analysis } from '../analysis/ci4/ci4-table';
import type { Ci4Resolution } from '../analysis/ci4/ci4-resolve';
import { matchCi4 } from '../analysis/ci4/ci4-match';
import { CI4_VERBS } from '../analysis/ci4/route-collection';
import type { Ci4Verb } from '../analysis/ci4/route-collection';
import type { Snapshot } from '../db/snapshot';
import type { MatchResult, RunsResult } from './feature-results';

/** The app Find Route asks when the workspace has no CodeIgniter 3 or TypeScript table: its first CodeIgniter 4 app. */
function ci4App(snapshot: Snapshot): Ci4Analysis | undefined {
  return snapshot.ci4Apps[0];
}

/** A pasted URL's REQUEST_URI (scheme and host dropped); a path as it is. */
function requestUri(uri: string): string {
  const trimmed = uri.trim();
  const full = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(trimmed);
  const rest = full ? trimmed.slice(full[0].length) : trimmed;
  return rest.startsWith('/') ? rest : `/${rest}`;
}

function resolve(snapshot: Snapshot, verbText: string, uri: string): { app: Ci4Analysis; resolution: Ci4Resolution } | { error: string } | undefined {
  const app = ci4App(snapshot);
  if (!app) return undefined;
  const verb = verbText.toUpperCase();
  if (!(CI4_VERBS as readonly string[]).includes(verb))
    return { error: `'${verbText}' is not a request method CodeIgniter 4 routes (${CI4_VERBS.join(', ')})` };
  return { app, resolution: matchCi4(app, { verb, uri: verb === 'CLI' ? uri.replace(/^\/+/, '') : requestUri(uri) }) };
}

/** Whether Find Route answers from a CodeIgniter 4 app (the workspace has no other table). */
export function findsInCi4(snapshot: Snapshot): boolean {
  return snapshot.analyses.length === 0 && snapshot.ci4Apps.length > 0;
}

/** The route that wins for the request in the workspace's CodeIgniter 4 app, and why. */
export function ci4MatchUrl(snapshot: Snapshot, verbText: string, uri: string): MatchResult | null | { error: string } {
  const found = resolve(snapshot, verbText, uri);
  if (!found || 'error' in found) return found ?? null;
  const { resolution } = found;
  const m = resolution.match;
  if (!m) return null;
  const list = found.app.collection.getRoutes(resolution.verb as Ci4Verb);
  const index = list.findIndex((r) => r.key === m.key && r.verb === m.route.verb);
  const why =
    index <= 0
      ? 'It is the first route of the list, and its key matches the whole path.'
      : `It is the first of the ${list.length} routes for ${resolution.verb} whose key matches the whole path; the ${index} before it do not.`;
  return {
    from: m.key,
    to: m.handler,
    target: m.handler,
    verb: m.verb,
    blocked: false,
    span: m.route.site.span,
    position: index + 1,
    reason: why + filtersText(resolution) + (resolution.conditions.length ? ` Assuming ${resolution.conditions.join(' && ')}.` : ''),
  };
}

/** The filters that run around the method (Config\\Filters' and the route's), or why they are not known. */
function filtersText(r: Ci4Resolution): string {
  if (r.filtersNote) return ` Its filters are not known: ${r.filtersNote}.`;
  if (!r.filters) return '';
  const list = (l: string[]) => (l.length ? l.join(', ') : 'none');
  return ` Filters before: ${list(r.filters.before)}; after: ${list(r.filters.after)}.`;
}

/** What CodeIgniter 4 runs for the request, in the route view's words. */
export function ci4RunsFor(snapshot: Snapshot, verbText: string, uri: string): RunsResult | null {
  const found = resolve(snapshot, verbText, uri);
  if (!found || 'error' in found) return null;
  const { app, resolution: r } = found;
  const { routing } = app.app;
  const router = `CodeIgniter 4 (${!app.collection.settings.autoRoute ? 'auto routing off' : routing.autoRoutesImproved ? 'improved auto routing' : 'legacy auto routing'})`;
  const reason = r.redirect ? `redirects (${r.redirect.status}) to ${r.redirect.location}` : r.status === null ? `not known: ${r.reason}` : r.reason;
  const runs = r.runs;
  const span: Span =
    runs?.file !== undefined
      ? { file: runs.file, start: lineStart(app, runs.file, runs.line), end: lineStart(app, runs.file, runs.line) }
      : (r.match?.route.site.span ?? { file: app.app.root, start: 0, end: 0 });
  return {
    status: r.status,
    router,
    reason,
    moduleRoute: null,
    runs: runs && {
      display: relativeTo(app.app.root, runs.file ?? r.match?.route.site.span.file ?? ''),
      class: runs.class,
      method: runs.method ?? '',
      args: runs.args,
      via: runs.via,
      span,
    },
  };
}

/** The offset where a 1-based line of a class file starts (the class reader keeps its text). */
function lineStart(app: Ci4Analysis, file: string, line: number | undefined): number {
  return line === undefined ? 0 : app.classes.offsetOfLine(file, line);
}
