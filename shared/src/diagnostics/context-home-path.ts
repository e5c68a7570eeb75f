import { problems } from '@routelens/route';
import { defineDiagnostic } from './definition';

export const contextHomePath = defineDiagnostic({
  ...problems.contextHomePath,
  docs: {
    what: 'a context `home` contains `/`',
    why: 'it is a path: the route goes to `application/controllers/<name>/<home>`',
    fix: 'use a controller name if that is what you meant',
  },
  examples: [
    {
      files: {
        'routes.ts': "import { Route } from '@routelens/route';\nRoute.context('admin', { home: 'dash/board' });\nexport const routes = Route.map();\n",
      },
      at: "Route.context('admin'",
    },
  ],
});
