import { defineDiagnostic } from './definition';

export const phpGlobalRoute = defineDiagnostic({
  code: 'php-global-route',
  severity: 'warning',
  docs: {
    what: '`global $route` in a function of a routes.php',
    why: "CodeIgniter includes routes.php inside a method, so the function writes PHP's global `$route`, never the routes array: those routes do not exist",
    fix: 'return the routes from the function, or write them in the file itself',
  },
  message: () =>
    "CodeIgniter includes routes.php inside a method, so `global $route` is PHP's global $route, not the routes array: what this function writes to it never reaches the router. Return the routes instead, or write them in the file itself.",
  examples: [
    {
      files: { 'application/config/routes.php': "<?php\nfunction add_routes() {\n  global $route;\n  $route['a'] = 'b/c';\n}\nadd_routes();\n" },
      at: '$route;',
    },
  ],
});
