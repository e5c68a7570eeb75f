import { defineDiagnostic } from './definition';
import { METHOD, ci3App } from './exposure-example';
import { overrideRouteFix } from './exposure-fixes';

export const autoRouteBypass = defineDiagnostic({
  code: 'auto-route-bypass',
  severity: 'warning',
  docs: {
    what: 'exposure: a routed controller method also answers on its automatic URL (`/controller/method`)',
    why: "CodeIgniter's automatic routing reaches it around whatever the route's path, prefix or verb imposes",
    fix: 'send the automatic URL to the 404_override with a route (quick fix), or check the request in the method',
  },
  message: (method: string, routes: string, autos: string, block: string) =>
    `${method} has a route (${routes}) and also answers on its automatic URL ${autos}, around whatever the route's path, prefix or verb imposes. Block the automatic URL with ${block}, or make the method check the request.`,
  fix: overrideRouteFix,
  examples: [
    {
      files: ci3App("$route['login'] = 'auth/form';\n", { Auth: METHOD('form') }),
      in: 'application/controllers/Auth.php',
      at: 'form',
      fixed: {
        'application/config/routes.php':
          "<?php\n$route['default_controller'] = 'welcome';\n$route['404_override'] = 'errors/missing';\n$route['login'] = 'auth/form';\n$route['auth/form(/.*)?'] = 'errors/missing';\n",
      },
    },
  ],
});
