// The exposure audit's findings (docs/decisions.md#the-exposure-audit): each with a stable code, the place it is
// about (the method, or the route), and a message that says how to close it.

import type { Verb } from '@routelens/shared';
import { VERBS } from '@routelens/shared';
import type { Span } from '../base/text';
import { displayPath } from '../db/hmvc';
import type { AuditedRoute, ExposedMethod, Exposure, Reach } from './exposure';

export const EXPOSURE_CODES = [
  'auto-route-bypass', 'verb-bypass', 'unrouted-public-method', 'block-serves-default', 'route-to-missing', 'param-count', 'remap-catches-all',
] as const;
export type ExposureCode = (typeof EXPOSURE_CODES)[number];

export interface Finding {
  code: ExposureCode;
  severity: 'warning' | 'information';
  message: string;
  span: Span;
  /** The method it is about, when it is about one. */
  method?: ExposedMethod;
}

const verbsText = (verbs: readonly Verb[]) => (verbs.length === VERBS.length ? 'any method' : verbs.join('|'));
const call = (m: ExposedMethod) => `${m.class}::${m.method}()`;
const routeText = (r: Reach) => `${verbsText(r.verbs)} '${r.url}'`;
/** The first few of a list, and how many more. */
function some(items: readonly string[], shown = 2): string {
  return items.length <= shown ? items.join(', ') : `${items.slice(0, shown).join(', ')} and ${items.length - shown} more`;
}

function methodFindings(m: ExposedMethod, overrideTarget: string | undefined, php: boolean): Finding[] {
  const findings: Finding[] = [];
  // A blocked path that runs the default controller is its own finding, not a route to the method.
  const routes = m.reachedBy.filter((r) => r.kind === 'route' && r.route?.to !== '');
  const autos = m.reachedBy.filter((r) => r.kind === 'auto');
  const key = `${autos[0]?.url.replace(/^\//, '').replace(/\[.*$/, '')}(/.*)?`;
  const line = php ? `$route['${key}'] = '${overrideTarget}'` : `Route.any('${key}', '${overrideTarget}')`;
  const block = overrideTarget ? `a route sending it to the 404 page (${line})` : 'a route sending it to a 404 page';
  if (m.remap) {
    findings.push({ code: 'remap-catches-all', severity: 'information', span: m.span, method: m,
      message: `${m.class} has _remap(): every method name in its URLs reaches it (${autos.map((a) => a.url).join(', ') || 'through its routes'}), existing or not; check the method name it receives against the ones you mean to serve.` });
    return findings;
  }
  if (routes.length && autos.length) {
    const routeVerbs = new Set(routes.flatMap((r) => r.verbs));
    const perVerbOnly = routeVerbs.size < VERBS.length;
    const extra = VERBS.filter((v) => !routeVerbs.has(v) && autos.some((a) => a.verbs.includes(v)));
    if (perVerbOnly && extra.length) {
      findings.push({ code: 'verb-bypass', severity: 'warning', span: m.span, method: m,
        message: `${call(m)} is routed for ${verbsText([...routeVerbs])} only (${some(routes.map(routeText))}), but its automatic URL ${autos[0].url} also answers ${verbsText(extra)}. Block the automatic URL with ${block}, or check the request method in the method.` });
    } else {
      findings.push({ code: 'auto-route-bypass', severity: 'warning', span: m.span, method: m,
        message: `${call(m)} has a route (${some(routes.map(routeText))}) and also answers on its automatic URL ${some(autos.map((a) => a.url))}, around whatever the route's path, prefix or verb imposes. Block the automatic URL with ${block}, or make the method check the request.` });
    }
  }
  if (!m.reachedBy.some((r) => r.kind !== 'auto') && autos.length) {
    findings.push({ code: 'unrouted-public-method', severity: 'information', span: m.span, method: m,
      message: `${call(m)} is public and reached only by automatic routing (${autos.map((a) => a.url).join(', ')}). If it is not a page, make it protected or private, or start its name with _.` });
  }
  return findings;
}

function routeFindings(route: AuditedRoute, exposure: Exposure, php: boolean): Finding[] {
  if (!route.span) return [];
  const findings: Finding[] = [];
  const r = route.resolution;
  const runs = r?.runs;
  if (route.to === '') {
    if (php && runs && runs.via === 'default_controller') {
      findings.push({ code: 'block-serves-default', severity: 'warning', span: route.span,
        message: `'${route.from}' => '' does not block in CodeIgniter: the path runs the default controller ${runs.class}::${runs.method}() (${displayPath(runs.file)}). To refuse it, send it to the 404 page instead${exposure.requests.settings.override ? ` ('${exposure.requests.settings.override}')` : ''}.` });
    }
    return findings;
  }
  if (!route.to.includes('$') && (!runs || runs.via === '404_override')) {
    const why = r?.refused ? `${displayPath(r.refused.file)} has no public method ${r.refused.method}()` : r?.reason ?? 'no controller is found for it';
    findings.push({ code: 'route-to-missing', severity: 'warning', span: route.span, message: `The route '${route.from}' → '${route.to}' runs nothing: ${why}.` });
  }
  const declaration = runs?.declaration;
  if (runs && runs.via === 'route' && declaration?.required !== undefined && declaration.total !== undefined) {
    const given = runs.args.length;
    if (given > declaration.total || given < declaration.required) {
      const takes = declaration.required === declaration.total ? `${declaration.total}` : declaration.total === Infinity ? `at least ${declaration.required}` : `${declaration.required} to ${declaration.total}`;
      // Too few arguments make the call fail; PHP drops extra ones.
      findings.push({ code: 'param-count', severity: given < declaration.required ? 'warning' : 'information', span: route.span,
        message: `The route '${route.from}' → '${route.to}' passes ${given} argument${given === 1 ? '' : 's'} to ${runs.class}::${runs.method}(), which takes ${takes}${given < declaration.required ? ': the call fails' : ': the extra ones are dropped'}.` });
    }
  }
  return findings;
}

/** Every finding of the audit, methods first (in controller order), then routes (in table order). */
export function exposureFindings(exposure: Exposure): Finding[] {
  const php = exposure.php;
  const override = exposure.requests.settings.override || undefined;
  const routes = exposure.routes.flatMap((r) => routeFindings(r, exposure, php))
    .sort((a, b) => (a.span.file < b.span.file ? -1 : a.span.file > b.span.file ? 1 : a.span.start - b.span.start));
  return [...exposure.methods.flatMap((m) => methodFindings(m, override, php)), ...routes];
}
