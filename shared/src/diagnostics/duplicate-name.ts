import { defineDiagnostic } from './definition';

export const duplicateName = defineDiagnostic({
  code: 'duplicate-name',
  severity: 'warning',
  docs: { what: 'the same name given to two different routes', why: '`named()` returns the last one only', fix: 'give each route its own name' },
  message: (name: string, earlierFrom: string, from: string) =>
    `The name '${name}' was already given to '${earlierFrom}'; named('${name}') now returns '${from}'.`,
  examples: [
    {
      files: {
        'routes.ts':
          "import { Route } from '@routelens/route';\nRoute.get('a', 'x/a', { as: 'page' });\nRoute.get('b', 'x/b', { as: 'page' });\nexport const routes = Route.map();\n",
      },
      at: "Route.get('b'",
    },
  ],
});
