import { defineDiagnostic } from './definition';
import { overrideRouteFix } from './exposure-fixes';

export const autoRouteBypass = defineDiagnostic({
  code: 'auto-route-bypass',
  severity: 'information',
  docs: {
    what: 'exposure (audit only): a routed controller method also answers on its automatic URL (`/controller/method`), where its routes impose nothing beyond another path (an `any` route, `(:any)` segments, a context route)',
    why: "CodeIgniter's automatic routing reaches it around whatever the route's path, prefix or verb imposes",
    fix: 'send the automatic URL to the 404_override with a route (quick fix), or check the request in the method',
  },
  message: (method: string, routes: string, autos: string, block: string) =>
    `${method} has a route (${routes}) and automatic routing runs it too: ${autos}; the route imposes nothing beyond its path. To keep one way in, block the automatic URLs with ${block}.`,
  fix: overrideRouteFix,
  examples: [],
  untested:
    'audit only: listed by `routelens exposure` and in the lenses, never a diagnostic (a route that imposes nothing beyond a path is bypassed by nothing); the audit tests show it',
});
