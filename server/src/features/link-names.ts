// A route name (or `Controller::method`) given to CodeIgniter 4's `route_to`, `url_to`, `redirect()` or
// `redirect()->route()`, looked up as RouteCollection::reverseRoute() looks it up: named routes first, table by
// table, then the first route whose handler starts with it and takes as many `$n` as arguments are given; the path
// then built as buildReverseRoute() builds it (each `(…)` group of the route's `from` replaced by its argument,
// which must match the placeholder's pattern). docs/links.md.

import type { LinkCall, LinkPart } from '../analysis/php/php-links';
import { patternText } from '../analysis/php/php-links';
import type { Ci4Analysis } from '../analysis/ci4/ci4-table';
import type { Ci4Route, Ci4Table } from '../analysis/ci4/route-collection';
import { CI4_VERBS } from '../analysis/ci4/route-collection';
import { keyPattern } from '../analysis/ci4/pcre';
import { fillRoute } from '@routelens/route';
import type { LinkAnswer } from './link-answers';
import type { LinkApp } from './link-apps';
import { resolvePath } from './link-apps';

const TABLES: readonly Ci4Table[] = ['*', ...CI4_VERBS];

/** The route reverseRoute() finds for `search` given `count` arguments, and whether it was found by its name. */
export function findReverse(app: Ci4Analysis, search: string, count: number): { route: Ci4Route; byName: boolean } | undefined {
  if (search === '') return undefined;
  const { collection } = app;
  for (const table of TABLES) {
    for (const route of collection.routes.get(table)!.values()) if (route.name === search) return { route, byName: true };
  }
  const namespace = `${collection.settings.defaultNamespace.replace(/^\\+|\\+$/g, '')}\\`;
  let handler = !search.startsWith('\\') && !search.startsWith(namespace) ? namespace + search : search;
  handler = handler.replace(/^\\+/, '');
  for (const table of TABLES) {
    for (const route of collection.routes.get(table)!.values()) {
      if (route.handler.kind !== 'string') continue;
      const to = route.handler.text.replace(/^\\+/, '');
      if (to.startsWith(handler) && (to.match(/\$/g)?.length ?? 0) === count) return { route, byName: false };
    }
  }
  return undefined;
}

/** Whether a name not found may still exist: routes whose key, name or handler the analysis could not know. */
function tableNotKnown(app: Ci4Analysis): string | undefined {
  if (app.collection.hostRoutes.length > 0) return 'some routes exist only for a host not given (--host)';
  const unknown = app.diagnostics.find((d) => d.code === 'not-evaluable' || d.code === 'evaluation-limit' || d.code === 'evaluation-failed');
  return unknown ? 'the route files have values routelens cannot know' : undefined;
}

/** buildReverseRoute(): the path for `from` with these arguments, or why CodeIgniter throws. */
function buildPath(app: Ci4Analysis, from: string, params: readonly (readonly LinkPart[])[]): { parts: LinkPart[] } | { error: string } {
  const groups = [...from.matchAll(/\(([^)]+)\)/g)].map((m) => m[0]);
  let path = from;
  const parts: LinkPart[] = [];
  groups.forEach((group, index) => {
    const param = params[index];
    if (!param) return;
    const at = path.indexOf(group);
    parts.push(path.slice(0, at));
    const known = param.every((p) => typeof p === 'string');
    if (known) {
      const value = param.join('');
      const pattern = app.collection.placeholders.get(group.slice(2, -1)) ?? group;
      const matched = keyPattern(pattern).match(value);
      if (matched === null) throw new ArgumentError(`the argument '${value}' does not match ${group}`);
      parts.push(value);
    } else parts.push(...param);
    path = path.slice(at + group.length);
  });
  if (params.length < groups.length)
    return { error: `the route ${from} takes ${groups.length} argument${groups.length === 1 ? '' : 's'}, ${params.length} given` };
  parts.push(path);
  const locale = path.includes('{locale}') || parts.some((p) => typeof p === 'string' && p.includes('{locale}'));
  // `{locale}` is the request's locale unless an argument after the placeholders' gives it: not known here.
  const joined = parts.flatMap((p) => (typeof p === 'string' && locale ? splitLocale(p) : [p]));
  // buildReverseRoute() returns '/' . ltrim($from, '/').
  const built = joined.filter((p) => p !== '');
  if (typeof built[0] === 'string') built[0] = built[0].replace(/^\/+/, '');
  return { parts: built.filter((p) => p !== '') };
}

function splitLocale(text: string): LinkPart[] {
  return text.split('{locale}').flatMap((piece, i) => (i === 0 ? [piece] : [{ hole: '{locale}' }, piece]));
}

class ArgumentError extends Error {}

/** What a route-name link reaches. */
export function reverseRoute(app: LinkApp, call: LinkCall): LinkAnswer {
  const name = patternText(call.parts);
  const base = { path: name, name };
  const ci4 = app.ci4;
  if (app.scriptNames) return scriptRoute(app, app.scriptNames, call, name);
  if (!ci4) return { ...base, status: 'unknown', httpStatus: null, runs: null, route: null, reason: 'route names are CodeIgniter 4’s' };
  if (call.urlAsName !== undefined) {
    // A full URL is no route name unless one has `://` in it, and no handler starts with one.
    const names = [...TABLES].flatMap((t) => [...ci4.collection.routes.get(t)!.values()].map((r) => r.name));
    if (names.some((n) => n.includes('://')) || tableNotKnown(ci4))
      return {
        path: call.urlAsName,
        name: call.urlAsName,
        status: 'unknown',
        httpStatus: null,
        runs: null,
        route: null,
        reason: 'a URL where a route name goes',
      };
    return {
      path: call.urlAsName,
      name: call.urlAsName,
      status: 'unknown-route-name',
      httpStatus: null,
      runs: null,
      route: null,
      reason: `${call.call}() takes a route name or a handler, not a URL: CodeIgniter throws (redirect()->to() takes a URL)`,
    };
  }
  if (!call.parts.every((p) => typeof p === 'string'))
    return { ...base, status: 'unknown', httpStatus: null, runs: null, route: null, reason: 'the route name has parts routelens cannot know' };
  if (call.params === null || call.params === undefined)
    return { ...base, status: 'unknown', httpStatus: null, runs: null, route: null, reason: 'the arguments are not known' };
  const found = findReverse(ci4, name, call.params.length);
  if (!found) {
    const notKnown = tableNotKnown(ci4);
    if (notKnown) return { ...base, status: 'unknown', httpStatus: null, runs: null, route: null, reason: notKnown };
    return { ...base, status: 'unknown-route-name', httpStatus: null, runs: null, route: null, reason: `no route is named '${name}' or has it as its handler` };
  }
  const { route } = found;
  const routeInfo = { from: route.key, to: route.handler.kind === 'string' ? route.handler.text : route.handler.kind, span: route.site.span };
  let built: ReturnType<typeof buildPath>;
  try {
    built = buildPath(ci4, route.from, call.params);
  } catch (error) {
    if (!(error instanceof ArgumentError)) throw error;
    return { ...base, status: 'link-args', httpStatus: null, runs: null, route: routeInfo, reason: `CodeIgniter throws: ${error.message}` };
  }
  if ('error' in built) return { ...base, status: 'link-args', httpStatus: null, runs: null, route: routeInfo, reason: `CodeIgniter throws: ${built.error}` };
  // The path it makes, requested with the route's own method where it has one.
  const verb = route.verb === '*' || route.verb === 'CLI' ? (call.verb ?? 'GET') : route.verb;
  const answer = resolvePath(app, built.parts, 'site', verb);
  return { ...answer, name, route: answer.route ?? routeInfo };
}

/**
 * The TypeScript port's `Route.url(name, ...params)`: the named route's `from` with its capture groups filled in
 * order (fillRoute, the library's own), then that path requested; `Route.named(name)` gives the `from` itself.
 */
function scriptRoute(app: LinkApp, names: NonNullable<LinkApp['scriptNames']>, call: LinkCall, name: string): LinkAnswer {
  const base = { path: name, name, httpStatus: null, runs: null, route: null };
  if (!call.parts.every((p) => typeof p === 'string')) return { ...base, status: 'unknown', reason: 'the route name has parts routelens cannot know' };
  const from = names.named.get(name);
  if (from === undefined)
    return names.complete
      ? { ...base, status: 'unknown-route-name', reason: `no route is named '${name}'` }
      : { ...base, status: 'unknown', reason: 'the route configs have values routelens cannot know' };
  const written = names.route(name);
  const route = { from, to: written?.to ?? '', span: written?.span };
  if (call.call === 'Route.named' || call.params === null || call.params === undefined || !call.params.every((p) => p.every((x) => typeof x === 'string')))
    return {
      ...base,
      path: `/${from}`,
      status: 'unknown',
      route,
      reason: call.call === 'Route.named' ? 'Route.named() gives the route’s pattern' : 'the parameters are not known',
    };
  const filled = fillRoute(
    from,
    call.params.map((p) => p.join('')),
  );
  if ('error' in filled) return { ...base, status: 'link-args', route, reason: `Route.url() returns null: ${filled.error}` };
  const answer = resolvePath(app, [filled.url.replace(/^\/+/, '')], 'site', call.verb ?? 'GET');
  return { ...answer, name, route: answer.route ?? route };
}
