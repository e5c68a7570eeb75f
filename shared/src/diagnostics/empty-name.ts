import { defineDiagnostic } from './definition';

export const emptyName = defineDiagnostic({
  code: 'empty-name',
  severity: 'information',
  docs: { what: '`resources()`/`context()` with an empty name', why: 'nothing is created', fix: 'give it a name' },
  message: {
    /** `resources('')`, `context('')`. */
    empty: (call: string, given: string) => `${call}() was given ${given} as its name, so it creates no routes.`,
    /** A PHP value that `empty()` takes for none (`'0'`). */
    phpEmpty: (given: string) => `resources() was given ${given}, which PHP's empty() takes for no name, so the library creates no routes.`,
  },
  examples: [
    { files: { 'routes.ts': "import { Route } from '@routelens/shared';\nRoute.resources('');\nexport const routes = Route.map();\n" }, at: "Route.resources('')" },
    { files: { 'application/config/routes.php': "<?php\nRoute::resources('0');\n$route = Route::map($route);\n" }, at: "Route::resources('0')" },
  ],
});
