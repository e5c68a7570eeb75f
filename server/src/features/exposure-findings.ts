// The exposure audit's findings (docs/decisions.md#the-exposure-audit): each with a stable code, the place it is
// about (the method, or the route), and a message that says how to close it.

import type { Verb } from '@routelens/shared';
import {
  VERBS,
  autoRouteBypass,
  blockServesDefault,
  constraintBypass,
  inheritedPublicMethod,
  paramCount,
  remapCatchesAll,
  routeToMissing,
  unroutedPublicMethod,
  verbBypass,
} from '@routelens/shared';
import type { Span } from '../base/text';
import { displayPath } from '../db/hmvc';
import type { AuditedRoute, ExposedMethod, Exposure, Reach } from './exposure';
import { automaticKeys } from './exposure';

export const EXPOSURE_CODES = [
  autoRouteBypass.code,
  verbBypass.code,
  constraintBypass.code,
  inheritedPublicMethod.code,
  unroutedPublicMethod.code,
  blockServesDefault.code,
  routeToMissing.code,
  paramCount.code,
  remapCatchesAll.code,
] as const;
export type ExposureCode = (typeof EXPOSURE_CODES)[number];

export interface Finding {
  code: ExposureCode;
  severity: 'warning' | 'information';
  message: string;
  span: Span;
  /** The method it is about, when it is about one. */
  method?: ExposedMethod;
  /** Listed by the audit (`routelens exposure`, the lenses), never a diagnostic: nothing a route imposes is evaded. */
  auditOnly?: true;
}

const verbsText = (verbs: readonly Verb[]) => (verbs.length === VERBS.length ? 'any method' : verbs.join('|'));
const call = (m: ExposedMethod) => `${m.class}::${m.method}()`;
const routeText = (r: Reach) => `${verbsText(r.verbs)} '${r.url}'`;
/** Every automatic URL, each with the request methods it answers (findings name them all: one fix closes them all). */
const autosText = (autos: readonly Reach[]) => autos.map((a) => `${verbsText(a.verbs)} ${a.url}`).join(', ');
/** The first few of a list, and how many more. */
function some(items: readonly string[], shown = 2): string {
  return items.length <= shown ? items.join(', ') : `${items.slice(0, shown).join(', ')} and ${items.length - shown} more`;
}

function methodFindings(m: ExposedMethod, overrideTarget: string | undefined, php: boolean): Finding[] {
  const findings: Finding[] = [];
  // A blocked path that runs the default controller is its own finding, not a route to the method.
  const routes = m.reachedBy.filter((r) => r.kind === 'route' && r.route?.to !== '');
  const autos = m.reachedBy.filter((r) => r.kind === 'auto');
  const keys = automaticKeys(m);
  const line = (key: string) => (php ? `$route['${key}'] = '${overrideTarget}'` : `Route.any('${key}', '${overrideTarget}')`);
  const blocking = keys.length > 1 ? 'routes' : 'a route';
  const more = keys.length > 1 ? ` and ${keys.length - 1} more` : '';
  const block = overrideTarget && keys.length ? `${blocking} sending them to the 404 page (${line(keys[0])}${more})` : `${blocking} sending them to a 404 page`;
  if (m.remap) {
    findings.push({
      code: remapCatchesAll.code,
      severity: remapCatchesAll.severity,
      span: m.span,
      method: m,
      message: remapCatchesAll.message(m.class, autos.map((a) => a.url).join(', ') || 'through its routes'),
    });
    return findings;
  }
  if (routes.length && autos.length) findings.push(secondWay(m, routes, autos, block));
  if (!m.reachedBy.some((r) => r.kind !== 'auto') && autos.length) {
    findings.push({
      code: unroutedPublicMethod.code,
      severity: unroutedPublicMethod.severity,
      span: m.span,
      method: m,
      auditOnly: true,
      message: unroutedPublicMethod.message(call(m), autosText(autos)),
    });
  }
  return findings;
}

/** A routed method that also answers on its automatic URL: what the second way evades (a verb, an argument shape), or nothing. */
function secondWay(m: ExposedMethod, routes: readonly Reach[], autos: readonly Reach[], block: string): Finding {
  const routeVerbs = new Set(routes.flatMap((r) => r.verbs));
  const perVerbOnly = routeVerbs.size < VERBS.length;
  const extra = VERBS.filter((v) => !routeVerbs.has(v) && autos.some((a) => a.verbs.includes(v)));
  const constraining = routes.filter((r) => r.route && constrainsArgument(r.route.from, r.route.to, m));
  if (perVerbOnly && extra.length) {
    return {
      code: verbBypass.code,
      severity: verbBypass.severity,
      span: m.span,
      method: m,
      message: verbBypass.message(call(m), verbsText([...routeVerbs]), some(routes.map(routeText)), autosText(autos), verbsText(extra), block),
    };
  } else if (constraining.length) {
    return {
      code: constraintBypass.code,
      severity: constraintBypass.severity,
      span: m.span,
      method: m,
      message: constraintBypass.message(call(m), some(constraining.map(routeText)), autosText(autos), block),
    };
  } else {
    return {
      code: autoRouteBypass.code,
      severity: autoRouteBypass.severity,
      span: m.span,
      method: m,
      auditOnly: true,
      message: autoRouteBypass.message(call(m), some(routes.map(routeText)), autosText(autos), block),
    };
  }
}

function routeFindings(route: AuditedRoute, exposure: Exposure, php: boolean): Finding[] {
  if (!route.span) return [];
  const findings: Finding[] = [];
  const r = route.resolution;
  const runs = r?.runs;
  if (route.to === '') {
    // Bonfire's router runs the default controller for it as the route's own class (a folder's default, the folder '').
    if (php && runs && r.status === 200 && runs.via !== '404_override') {
      findings.push({
        code: blockServesDefault.code,
        severity: blockServesDefault.severity,
        span: route.span,
        message: blockServesDefault.message(route.from, `${runs.class}::${runs.method}()`, displayPath(runs.file), exposure.requests.settings.override),
      });
    }
    return findings;
  }
  if (!route.to.includes('$') && (!runs || runs.via === '404_override')) {
    const why = r?.refused ? `${displayPath(r.refused.file)} has no public method ${r.refused.method}()` : (r?.reason ?? 'no controller is found for it');
    findings.push({
      code: routeToMissing.code,
      severity: routeToMissing.severity,
      span: route.span,
      message: routeToMissing.message(route.from, route.to, why),
    });
  }
  const declaration = runs?.declaration;
  // A controller with _remap gets the method name and the arguments as an array: no count to check.
  if (runs && runs.via === 'route' && runs.remapped === undefined && declaration?.required !== undefined && declaration.total !== undefined) {
    const given = runs.args.length;
    if (given > declaration.total || given < declaration.required) {
      const takes =
        declaration.required === declaration.total
          ? `${declaration.total}`
          : declaration.total === Infinity
            ? `at least ${declaration.required}`
            : `${declaration.required} to ${declaration.total}`;
      // Too few arguments make the call fail; PHP drops extra ones.
      findings.push({
        code: paramCount.code,
        severity: given < declaration.required ? 'warning' : 'information',
        span: route.span,
        message: paramCount.message(route.from, route.to, given, `${runs.class}::${runs.method}()`, takes, given < declaration.required),
      });
    }
  }
  return findings;
}

/** Every finding of the audit, methods first (in controller order), then routes (in table order). */
export function exposureFindings(exposure: Exposure): Finding[] {
  const php = exposure.php;
  const override = exposure.requests.settings.override || undefined;
  const routes = exposure.routes
    .flatMap((r) => routeFindings(r, exposure, php))
    .sort((a, b) => (a.span.file < b.span.file ? -1 : a.span.file > b.span.file ? 1 : a.span.start - b.span.start));
  return [...exposure.methods.flatMap((m) => methodFindings(m, override, php)), ...inheritedFindings(exposure.methods), ...routes];
}

/**
 * A public method declared in a base class (another file than the controller's) that automatic routing reaches in
 * the controllers extending it: one warning on its declaration, naming them (one cause, one finding).
 */
function inheritedFindings(methods: readonly ExposedMethod[]): Finding[] {
  const byDeclaration = new Map<string, ExposedMethod[]>();
  for (const m of methods) {
    if (m.remap || m.span.file === m.controller.file || !m.reachedBy.some((r) => r.kind === 'auto')) continue;
    const id = `${m.span.file}\0${m.span.start}`;
    byDeclaration.set(id, [...(byDeclaration.get(id) ?? []), m]);
  }
  return [...byDeclaration.values()].map((extending) => {
    const first = extending[0];
    const url = first.reachedBy.find((r) => r.kind === 'auto')!.url;
    return {
      code: inheritedPublicMethod.code,
      severity: inheritedPublicMethod.severity,
      span: first.span,
      method: first,
      message: inheritedPublicMethod.message(
        `${first.method}()`,
        extending.length,
        some(
          extending.map((m) => m.class),
          3,
        ),
        url,
      ),
    };
  });
}

/** Placeholders and groups that admit any segment: a route with only these imposes nothing on an argument. */
const ANY_SEGMENT = new Set(['(:any)', '(.*)', '(.+)', '([^/]+)', '([^/]*)', '(.*?)', '(.+?)']);

/**
 * Whether a route admits only some values for an argument the method takes (`blog/(:num)` → `blog/post/$1`, and
 * `post($id)`): a group of its pattern that is not one of ANY_SEGMENT, referenced as `$n` in a segment of the target
 * after the method's name, at a place the method has a parameter for. Patterns with nested or non-capturing groups,
 * and targets that do not name the method, are not judged (no warning on a guess).
 */
function constrainsArgument(from: string, to: string, m: ExposedMethod): boolean {
  if (/\(\?/.test(from)) return false;
  const groups = from.match(/\((?:[^()\\]|\\.)*\)/g) ?? [];
  if (groups.length !== (from.match(/(?<!\\)\(/g) ?? []).length) return false;
  const segments = to.split('/');
  const at = segments.findIndex((segment) => segment.toLowerCase() === m.method.toLowerCase());
  if (at < 0) return false;
  return groups.some((group, i) => {
    if (ANY_SEGMENT.has(group)) return false;
    const reference = new RegExp(`\\$\\{?${i + 1}(?!\\d)`);
    const argument = segments.findIndex((segment, j) => j > at && reference.test(segment)) - at - 1;
    return argument >= 0 && (m.total === undefined || argument < m.total);
  });
}
