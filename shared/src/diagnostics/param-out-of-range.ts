import { defineDiagnostic } from './definition';

export const paramOutOfRange = defineDiagnostic({
  code: 'param-out-of-range',
  severity: 'warning',
  docs: {
    what: 'the target uses `$n` beyond the capture groups of its `from` (a wrong `offset`, a nested `resources` under a parent without a capture)',
    why: '`$n` becomes empty',
    fix: 'fix `offset`, or add the capture group',
  },
  message: (to: string, parameter: number, from: string, captures: number) =>
    `The target '${to}' uses $${parameter}, but '${from}' has ${captures} capture group${captures === 1 ? '' : 's'}; $${parameter} will be empty.`,
  examples: [
    {
      files: { 'routes.ts': "import { Route } from '@routelens/route';\nRoute.get('photos/(:num)', 'photos/show/$2');\nexport const routes = Route.map();\n" },
      at: "Route.get('photos",
    },
  ],
});
