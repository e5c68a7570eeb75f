import { problems } from '@routelens/route';
import { defineDiagnostic } from './definition';

export const childNeverExists = defineDiagnostic({
  ...problems.childNeverExists,
  docs: {
    what: 'a route in a nested handler whose method its parent does not have (`post` under a `get` parent)',
    why: 'it never exists',
    fix: 'register it outside the handler or under a matching parent',
  },
  examples: [
    {
      files: {
        'routes.ts':
          "import { Route } from '@routelens/route';\nRoute.get('posts', 'posts/index', {}, () => {\n  Route.post('save', 'posts/save');\n});\nexport const routes = Route.map();\n",
      },
      at: "Route.post('save'",
    },
  ],
});
