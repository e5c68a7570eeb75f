// The links' diagnostics: `dead-link` where a link with every part known reaches no method, `unknown-route-name`
// and `link-args` where CodeIgniter 4 cannot build a named route's link; each with the closest paths or names the
// app has, for the quick fix.

import type { AnalysisDiagnostic } from '../analysis/core/facts';
import type { Snapshot } from '../db/snapshot';
import { deadLink, editDistance, linkArgs, notEvaluable, unknownRouteName } from '@routelens/shared';
import type { ResolvedLink } from './link-answers';
import { allLinks, linkParseStop, linksOf } from './links';
import { linkApps } from './link-apps';
import { knownPaths, knownNames } from './link-targets';

/** Up to three of `known` close to `written` (edit distance at most a third of the length, at least 2). */
function closest(written: string, known: readonly string[]): string[] {
  return known
    .map((k) => ({ k, d: editDistance(written, k) }))
    .filter(({ k, d }) => d > 0 && d <= Math.max(2, Math.floor(k.length / 3)))
    .sort((a, b) => a.d - b.d || (a.k < b.k ? -1 : 1))
    .slice(0, 3)
    .map(({ k }) => k);
}

/**
 * Paths close to a dead one that reach a method: a known path whose segments are close to the link's first ones,
 * with the link's other segments (its arguments) kept — each checked with the resolver.
 */
function closestPaths(written: string, known: readonly string[], reaches: (path: string) => boolean): string[] {
  const segments = written.split('/');
  const found: { path: string; d: number }[] = [];
  for (const path of known) {
    const n = path === '' ? 0 : path.split('/').length;
    if (n === 0 || n > segments.length) continue;
    const d = editDistance(segments.slice(0, n).join('/'), path);
    if (d === 0 || d > Math.max(2, Math.floor(path.length / 3))) continue;
    const candidate = [path, ...segments.slice(n)].join('/');
    if (!found.some((f) => f.path === candidate)) found.push({ path: candidate, d });
  }
  return found
    .sort((a, b) => a.d - b.d || (a.path < b.path ? -1 : 1))
    .filter((f) => reaches(f.path))
    .slice(0, 3)
    .map((f) => f.path);
}

function diagnosticOf(snapshot: Snapshot, link: ResolvedLink): AnalysisDiagnostic | undefined {
  const app = () => linkApps(snapshot).appOf(link.file)!;
  if (link.status === 'dead') {
    const written = link.path.replace(/^\//, '');
    const verb = link.verb ?? 'GET';
    const reaches = (path: string) => app().resolve(verb, `/${path}`).status === 'reaches';
    return {
      span: link.target,
      severity: deadLink.severity,
      code: deadLink.code,
      message: deadLink.message(link.verb ?? 'GET', link.path, (link.reason ?? 'CodeIgniter answers 404').replace(/\.$/, '')),
      data: { suggestions: link.name === undefined ? closestPaths(written, knownPaths(snapshot, app(), verb), reaches) : [] },
    };
  }
  if (link.status === 'unknown-route-name') {
    const name = link.name ?? '';
    // A URL given where a name goes (the reason link-names.ts gives says so).
    const urlAsName = link.reason?.includes('not a URL') === true;
    return {
      span: link.target,
      severity: unknownRouteName.severity,
      code: unknownRouteName.code,
      message: unknownRouteName.message(link.call, name, urlAsName),
      data: { suggestions: urlAsName ? [] : closest(name, knownNames(app())) },
    };
  }
  if (link.status === 'link-args') {
    return {
      span: link.target,
      severity: linkArgs.severity,
      code: linkArgs.code,
      message: linkArgs.message(link.name ?? '', (link.reason ?? '').replace(/^CodeIgniter throws: /, '').replace(/\.$/, '')),
    };
  }
  return undefined;
}

/** The link diagnostics of one file, or of every view and controller. */
export function linkDiagnostics(snapshot: Snapshot, file?: string): AnalysisDiagnostic[] {
  const links = file === undefined ? allLinks(snapshot) : linksOf(snapshot, file);
  const found: AnalysisDiagnostic[] = [];
  // A file read whole that php-parser does not read to its end (PHP may: php-parser lacks a little of PHP 8's
  // grammar): the links after that point are not known, and the place says so.
  for (const each of file === undefined ? snapshot.linkFiles : [file]) {
    const stop = linkParseStop(snapshot, each);
    if (stop)
      found.push({
        span: { file: each, start: stop.offset, end: stop.offset + 1 },
        severity: notEvaluable.severity,
        code: notEvaluable.code,
        message: notEvaluable.message.linksStop(stop.message),
      });
  }
  for (const link of links) {
    const diagnostic = diagnosticOf(snapshot, link);
    if (diagnostic) found.push(diagnostic);
  }
  return found;
}
