import { problems } from '@routelens/route';
import { defineDiagnostic } from './definition';

export const urlParams = defineDiagnostic({
  ...problems.urlParams,
  docs: {
    what: "`Route.url('name', …)` got more or fewer parameters than the route has capture groups, or one its group's pattern does not match",
    why: 'it returns `null`',
    fix: 'pass one value per capture, each of the right form (the hint shows the route)',
  },
  examples: [
    {
      files: {
        'routes.ts':
          "import { Route } from '@routelens/route';\nRoute.get('photos/(:num)', 'photos/show/$1', { as: 'photo' });\nexport const link = Route.url('photo', 'abc');\nexport const routes = Route.map();\n",
      },
      at: "Route.url('photo'",
    },
  ],
});
