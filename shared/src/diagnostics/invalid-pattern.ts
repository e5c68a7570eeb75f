import { defineDiagnostic } from './definition';

export const invalidPattern = defineDiagnostic({
  code: 'invalid-pattern',
  severity: 'error',
  docs: { what: 'the `from` (or a `constraint`) is not a valid regular expression', why: 'the route can never match', fix: 'fix the pattern' },
  message: (from: string, error: string) => `The pattern '${from}' is not a valid regular expression: ${error}.`,
  examples: [
    {
      files: { 'routes.ts': "import { Route } from '@routelens/route';\nRoute.get('photos/([0-9]+', 'photos/show/$1');\nexport const routes = Route.map();\n" },
      at: "Route.get('photos",
    },
  ],
});
