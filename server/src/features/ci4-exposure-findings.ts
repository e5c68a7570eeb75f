// The findings of a CodeIgniter 4 app's exposure audit: `filter-bypass` (a method one way reaches behind a filter and
// another way without it, for the same request method), and under legacy automatic routing `verb-bypass` and
// `auto-route-bypass` as for CodeIgniter 3. Each compares reaches the resolver confirmed; nothing is guessed.

import type { Span } from '../base/text';
import type { Severity } from '@routelens/shared';
import { autoRouteBypass, filterBypass, verbBypass } from '@routelens/shared';
import type { Ci4Analysis } from '../analysis/ci4/ci4-table';
import type { Ci4ExposedMethod, Ci4Exposure, Ci4Reach } from './ci4-exposure';
import { WEB_VERBS } from './ci4-exposure';
import { relativeTo } from '../base/text';

export interface Ci4Finding {
  code: string;
  severity: Severity;
  span: Span;
  message: string;
  method: Ci4ExposedMethod;
  /** Listed by the audit and the lenses, not a diagnostic. */
  auditOnly?: boolean;
}

const verbsText = (verbs: readonly string[]) => (verbs.length === WEB_VERBS.length ? 'any method' : verbs.join('|'));

/** A reach in a finding's words: `GET /admin/users (route, app/Config/Routes.php:2)`. */
export function reachText(analysis: Ci4Analysis, r: Ci4Reach, verbs: readonly string[] = r.verbs): string {
  if (r.kind === 'route')
    return `${verbsText(verbs)} ${r.sample} (route '${r.route!.key}', ${relativeTo(analysis.app.root, r.route!.span.file)}:${r.route!.line})`;
  if (r.kind === 'override') return `${verbsText(verbs)} ${r.url} (the 404 override)`;
  return `${verbsText(verbs)} ${r.url} (automatic routing)`;
}

const aliasOf = (filter: string) => filter.split(':')[0];

export function ci4ExposureFindings(analysis: Ci4Analysis, exposure: Ci4Exposure): Ci4Finding[] {
  const findings: Ci4Finding[] = [];
  const legacy = analysis.collection.settings.autoRoute && !analysis.app.routing.autoRoutesImproved;
  for (const method of exposure.methods) {
    findings.push(...filterBypasses(analysis, method));
    if (legacy) findings.push(...autoBypasses(analysis, method));
  }
  return findings;
}

function name(method: Ci4ExposedMethod): string {
  return `${method.class}::${method.method}()`;
}

/** Per request method: a before filter one reach has and another lacks. */
function filterBypasses(analysis: Ci4Analysis, method: Ci4ExposedMethod): Ci4Finding[] {
  const found = new Map<string, { guarded: string[]; open: string[] }>();
  for (const verb of WEB_VERBS) {
    const reaches = method.reachedBy.filter((r) => r.verbs.includes(verb) && r.filters);
    if (reaches.length < 2) continue;
    const aliases = new Set(reaches.flatMap((r) => r.filters!.before.map(aliasOf)));
    for (const alias of aliases) {
      const guarded = reaches.filter((r) => r.filters!.before.some((f) => aliasOf(f) === alias));
      const open = reaches.filter((r) => !r.filters!.before.some((f) => aliasOf(f) === alias));
      if (guarded.length === 0 || open.length === 0) continue;
      let entry = found.get(alias);
      if (!entry) found.set(alias, (entry = { guarded: [], open: [] }));
      for (const r of guarded) pushOnce(entry.guarded, reachText(analysis, r, [verb]));
      for (const r of open) pushOnce(entry.open, reachText(analysis, r, [verb]));
    }
  }
  return [...found].map(([alias, { guarded, open }]) => ({
    code: filterBypass.code,
    severity: filterBypass.severity,
    span: method.span,
    message: filterBypass.message(name(method), alias, list(guarded), list(open)),
    method,
  }));
}

function pushOnce(list: string[], text: string): void {
  if (!list.includes(text)) list.push(text);
}

function list(items: string[]): string {
  return items.length > 3 ? `${items.slice(0, 3).join(', ')} and ${items.length - 3} more` : items.join(', ');
}

/** Legacy automatic routing reaching a routed method: for more verbs than its routes (a warning), or at all (audit only). */
function autoBypasses(analysis: Ci4Analysis, method: Ci4ExposedMethod): Ci4Finding[] {
  const routes = method.reachedBy.filter((r) => r.kind === 'route');
  const autos = method.reachedBy.filter((r) => r.kind === 'auto');
  if (routes.length === 0 || autos.length === 0) return [];
  const routed = new Set(routes.flatMap((r) => r.verbs));
  const automatic = new Set(autos.flatMap((r) => r.verbs));
  const others = WEB_VERBS.filter((v) => automatic.has(v) && !routed.has(v));
  const routesText = list(routes.map((r) => reachText(analysis, r)));
  const autosText = list(autos.map((r) => reachText(analysis, r)));
  const block = '`$autoRoute = false` in Config\\Routing (or the improved automatic router)';
  if (others.length)
    return [
      {
        code: verbBypass.code,
        severity: verbBypass.severity,
        span: method.span,
        message: verbBypass.message(name(method), WEB_VERBS.filter((v) => routed.has(v)).join('|'), routesText, autosText, others.join('|'), block),
        method,
      },
    ];
  return [
    {
      code: autoRouteBypass.code,
      severity: autoRouteBypass.severity,
      span: method.span,
      message: autoRouteBypass.message(name(method), routesText, autosText, block),
      method,
      auditOnly: true,
    },
  ];
}
