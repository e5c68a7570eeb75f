import { defineDiagnostic } from './definition';

export const slowPattern = defineDiagnostic({
  code: 'slow-pattern',
  severity: 'warning',
  docs: {
    what: "a pattern with nested or overlapping repetition (`(a+)+`, `(.+)(.+)x`) on which a backtracking engine can take time that grows faster than the URI's length",
    why: "in CodeIgniter a long URI is a denial-of-service risk, and once PCRE's backtrack limit is reached the route silently does not match; routelens matches it with a linear-time engine",
    fix: 'make each repetition unambiguous, e.g. `([^/]+)` for one segment',
  },
  message: (from: string) =>
    `The pattern '${from}' can make a backtracking engine take time that grows faster than the URI's length (nested or overlapping repetition): ` +
    `in CodeIgniter a long request URI is then a denial-of-service risk, and once PCRE's backtrack limit is reached the route silently does not match. ` +
    `routelens matches it with a linear-time engine. Make each repetition unambiguous, e.g. ([^/]+) for one segment.`,
  examples: [
    {
      files: { 'routes.ts': "import { Route } from '@routelens/route';\nRoute.get('files/((a+)+)', 'files/show/$1');\nexport const routes = Route.map();\n" },
      at: "Route.get('files",
    },
  ],
});
