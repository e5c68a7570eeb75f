import { defineDiagnostic, removeLineFix } from './definition';

export const routeReplaced = defineDiagnostic({
  code: 'route-replaced',
  severity: 'warning',
  unnecessary: true,
  docs: {
    what: "a later registration of the same `from` (same verb or `any`) replaces this route, or a later `$route['x']` line overwrites this one (quick fix: remove the line)",
    why: 'this route can never be used',
    fix: 'remove one, or change its path',
  },
  message: {
    registration: (verb: string, from: string, to: string, laterTo: string) =>
      `${verb} '${from}' → '${to}' is replaced by a later registration ${laterTo === '' ? "whose target is ''" : `→ '${laterTo}'`}.`,
    routeLine: (key: string, later: string) => `$route['${key}'] is written again later (${later}): this line's value never reaches the table.`,
  },
  /** A `$route` line whose value is overwritten goes. */
  fix: (context) => removeLineFix(context, 'Remove this line (a later line overwrites it)'),
  examples: [
    {
      files: {
        'application/config/routes.php': "<?php\n$route['login'] = 'auth/login';\n$route['about'] = 'pages/about';\n$route['login'] = 'users/login';\n",
      },
      at: "$route['login'] = 'auth",
      fixed: { 'application/config/routes.php': "<?php\n$route['about'] = 'pages/about';\n$route['login'] = 'users/login';\n" },
    },
    {
      files: {
        'routes.ts': "import { Route } from '@routelens/route';\nRoute.get('a', 'x/one');\nRoute.get('a', 'x/two');\nexport const routes = Route.map();\n",
      },
      at: "Route.get('a', 'x/one')",
    },
  ],
});
