import { defineDiagnostic } from './definition';

export const paramOutOfRange = defineDiagnostic({
  code: 'param-out-of-range',
  severity: 'warning',
  docs: {
    what: 'the target uses `$n` beyond the capture groups of its `from` (a wrong `offset`, a nested `resources` under a parent without a capture)',
    why: '`$n` becomes empty (or, in a path without any group, stays the text `$n`)',
    fix: 'fix `offset`, or add the capture group',
  },
  message: (to: string, parameter: number, from: string, captures: number) =>
    // CodeIgniter substitutes only when the path has a '(' at all: otherwise the target keeps `$n` as text.
    from.includes('(')
      ? `The target '${to}' uses $${parameter}, but '${from}' has ${captures} capture group${captures === 1 ? '' : 's'}; $${parameter} will be empty.`
      : `The target '${to}' uses $${parameter}, but '${from}' has no capture group: nothing is substituted, and the method receives the text '$${parameter}'.`,
  examples: [
    {
      files: { 'routes.ts': "import { Route } from '@routelens/route';\nRoute.get('photos/(:num)', 'photos/show/$2');\nexport const routes = Route.map();\n" },
      at: "Route.get('photos",
    },
  ],
});
