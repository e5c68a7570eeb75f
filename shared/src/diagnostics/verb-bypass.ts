import { defineDiagnostic } from './definition';
import { METHOD, ci3App } from './exposure-example';
import { overrideRouteFix } from './exposure-fixes';

export const verbBypass = defineDiagnostic({
  code: 'verb-bypass',
  severity: 'warning',
  docs: {
    what: 'exposure: a method routed for some request methods only also answers the others on its automatic URL',
    why: 'a per-verb route restricts nothing: other verbs reach the method through automatic routing',
    fix: 'send the automatic URL to the 404_override with a route (quick fix), or check the request method',
  },
  message: (method: string, verbs: string, routes: string, autos: string, others: string, block: string) =>
    `${method} is routed for ${verbs} only (${routes}), but automatic routing also runs it for ${others}: ${autos}. Block the automatic URLs with ${block}, or check the request method in the method.`,
  fix: overrideRouteFix,
  examples: [
    {
      files: ci3App("$route['orders']['POST'] = 'orders/save';\n", { Orders: METHOD('save') }),
      in: 'application/controllers/Orders.php',
      at: 'save',
    },
  ],
});
