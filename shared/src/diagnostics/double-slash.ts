import { defineDiagnostic } from './definition';

export const doubleSlash = defineDiagnostic({
  code: 'double-slash',
  severity: 'warning',
  docs: { what: "the `from` contains `//`, usually `prefix('api/')`", why: 'no URI has an empty segment', fix: 'drop the trailing slash of the prefix' },
  message: (from: string) => `The path '${from}' contains '//' (a prefix or path ends with '/'); no request URI has an empty segment.`,
  examples: [
    {
      files: {
        'routes.ts':
          "import { Route } from '@routelens/route';\nRoute.prefix('api/', () => {\n  Route.get('users', 'users/index');\n});\nexport const routes = Route.map();\n",
      },
      at: "Route.get('users'",
    },
  ],
});
