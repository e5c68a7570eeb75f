// What CodeIgniter 4 does silently to a route table, as diagnostics (docs/diagnostics.md): routes dropped by
// first-definition-wins, placeholders replaced in part by an earlier one, `$n` beyond the key's groups, routes an
// earlier catch-all always takes (an app's catch-all before module routes too), GET routes HEAD does not reach.

import * as path from 'node:path';
import { patternCaptures, targetParameters } from '@routelens/route/patterns';
import { headNotRouted, paramOutOfRange, placeholderMangled, routeIgnored, unreachableRoute } from '@routelens/shared';
import type { AnalysisDiagnostic } from '../core/facts';
import type { Ci4Route, RouteCollection } from './route-collection';
import { CI4_VERBS, handlerString } from './route-collection';

export function ci4Lint(collection: RouteCollection, root: string): AnalysisDiagnostic[] {
  const where = (route: Ci4Route) => `${path.relative(root, route.site.span.file)}:${route.site.line}`;
  // Every route the table keeps, once (a `*` route is in every verb's list).
  const kept = collection.all().filter((r) => !r.handlerless);
  return [
    ...ignoredRoutes(collection, kept, where),
    ...mangledPlaceholders(collection),
    ...parametersBeyond(kept),
    ...shadowedRoutes(collection, kept, where),
    ...headNotReached(collection),
  ];
}

type Where = (route: Ci4Route) => string;
const spanKey = (span: { file: string; start: number }) => `${span.file}\0${span.start}`;

function ignoredRoutes(collection: RouteCollection, kept: readonly Ci4Route[], where: Where): AnalysisDiagnostic[] {
  if (collection.ignored.length === 0) return [];
  // A call that made only the ignored route may go as a whole line; a resource() that made others, or a call in a
  // loop whose other runs made routes, may not.
  const perCall = new Map<string, number>();
  const count = (span: { file: string; start: number }) => perCall.set(spanKey(span), (perCall.get(spanKey(span)) ?? 0) + 1);
  for (const route of kept) count(route.site.span);
  for (const ignored of collection.ignored) count(ignored.site.span);
  return collection.ignored.map((ignored) => ({
    span: ignored.site.span,
    severity: routeIgnored.severity,
    code: routeIgnored.code,
    message: routeIgnored.message(ignored.verb === '*' ? 'add()' : ignored.verb, ignored.key, ignored.by, ignored.name, where(ignored.winner)),
    data: { removeLine: perCall.get(spanKey(ignored.site.span)) === 1 && !ignored.site.condition },
  }));
}

function mangledPlaceholders(collection: RouteCollection): AnalysisDiagnostic[] {
  return collection.mangled.map((m) => ({
    span: m.site.span,
    severity: placeholderMangled.severity,
    code: placeholderMangled.code,
    message: placeholderMangled.message(m.placeholder, m.by, m.key),
  }));
}

/** The captures of keys seen before (a keystroke's analysis meets the same keys again); bounded. */
const CAPTURES = new Map<string, ReturnType<typeof patternCaptures>>();

function capturesOf(key: string): ReturnType<typeof patternCaptures> {
  let captures = CAPTURES.get(key);
  if (captures === undefined) {
    if (CAPTURES.size >= 50_000) CAPTURES.clear();
    CAPTURES.set(key, (captures = patternCaptures(key)));
  }
  return captures;
}

function parametersBeyond(kept: readonly Ci4Route[]): AnalysisDiagnostic[] {
  const found: AnalysisDiagnostic[] = [];
  for (const route of kept) {
    if (route.handler.kind !== 'string' || !route.handler.text.includes('$') || route.options.has('redirect')) continue;
    const captures = capturesOf(route.key);
    if (typeof captures !== 'number') continue;
    const handler = handlerString(route.handler);
    const beyond = targetParameters(handler.slice(handler.indexOf('::') + 1)).find((n) => n > captures);
    if (beyond === undefined) continue;
    found.push({
      span: route.site.span,
      severity: paramOutOfRange.severity,
      code: paramOutOfRange.code,
      message: paramOutOfRange.message(handler, beyond, route.key, captures),
    });
  }
  return found;
}

/** The literal start of a catch-all key (`blog/(.*)` → `blog/`), or undefined when the key is not one. */
function catchAllPrefix(key: string): string | undefined {
  const m = /^([^\\^$.|?*+()[\]{}]*)\((\.\*|\.\+)\)$/.exec(key);
  return m ? m[1] : undefined;
}

/** Routes an earlier catch-all of the same verb list matches wherever they could (`(.*)` before module routes). */
function shadowedRoutes(collection: RouteCollection, kept: readonly Ci4Route[], where: Where): AnalysisDiagnostic[] {
  // Most tables have no catch-all at all: then nothing is looked at per verb.
  if (!kept.some((route) => catchAllPrefix(route.key) !== undefined)) return [];
  const found = new Map<string, AnalysisDiagnostic>();
  for (const verb of CI4_VERBS) {
    const catchAlls: { prefix: string; plus: boolean; route: Ci4Route }[] = [];
    for (const route of collection.getRoutes(verb)) {
      if (route.handlerless || route.site.condition) continue;
      const by = catchAlls.find((c) => route.key.startsWith(c.prefix) && !route.key.includes('|') && (!c.plus || route.key.length > c.prefix.length));
      if (by) {
        const id = `${spanKey(route.site.span)}\0${route.key}`;
        if (!found.has(id))
          found.set(id, {
            span: route.site.span,
            severity: unreachableRoute.severity,
            code: unreachableRoute.code,
            message: `${unreachableRoute.message(route.key, [by.route.key])} (${route.verb === '*' ? 'add()' : route.verb} routes; defined at ${where(by.route)})`,
            data: { shadowedBy: [by.route.key] },
          });
        continue;
      }
      const prefix = catchAllPrefix(route.key);
      if (prefix !== undefined) catchAlls.push({ prefix, plus: route.key.endsWith('(.+)'), route });
    }
  }
  return [...found.values()];
}

function headNotReached(collection: RouteCollection): AnalysisDiagnostic[] {
  const head = new Set(collection.getRoutes('HEAD').map((r) => r.key));
  const byFile = new Map<string, Ci4Route[]>();
  for (const route of collection.inTable('GET')) {
    if (head.has(route.key) || route.site.condition) continue;
    const list = byFile.get(route.site.span.file);
    if (list) list.push(route);
    else byFile.set(route.site.span.file, [route]);
  }
  return [...byFile.values()].map((routes) => ({
    span: routes[0].site.span,
    severity: headNotRouted.severity,
    code: headNotRouted.code,
    message: headNotRouted.message(routes.length, routes[0].key),
  }));
}
