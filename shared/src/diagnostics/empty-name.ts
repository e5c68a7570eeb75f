import { problems } from '@routelens/route';
import { defineDiagnostic } from './definition';

export const emptyName = defineDiagnostic({
  ...problems.emptyName,
  docs: { what: '`resources()`/`context()` with an empty name', why: 'nothing is created', fix: 'give it a name' },
  examples: [
    {
      files: { 'routes.ts': "import { Route } from '@routelens/route';\nRoute.resources('');\nexport const routes = Route.map();\n" },
      at: "Route.resources('')",
    },
    { files: { 'application/config/routes.php': "<?php\nRoute::resources('0');\n$route = Route::map($route);\n" }, at: "Route::resources('0')" },
  ],
});
