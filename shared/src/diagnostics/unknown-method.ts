import { defineDiagnostic } from './definition';

export const unknownMethod = defineDiagnostic({
  code: 'unknown-method',
  severity: 'error',
  docs: {
    what: '`Route.x()` is not a Route method (e.g. `Route.all`)',
    why: 'it throws a TypeError at run time',
    fix: 'use the suggested method (quick fix, `all` \u2192 `any`)',
  },
  message: (method: string, suggestion: string | undefined, consequence: string) =>
    `Route has no method '${method}'${suggestion ? `; did you mean '${suggestion}'?` : '.'} ${consequence}`,
  fix(context) {
    const suggestion = context.data?.suggestion;
    return typeof suggestion === 'string'
      ? [{ title: `Change to Route.${suggestion}`, preferred: true, edits: [{ span: context.span, newText: suggestion }] }]
      : [];
  },
  examples: [
    {
      files: { 'routes.ts': "import { Route } from '@routelens/route';\nRoute.all('a', 'b/c');\nexport const routes = Route.map();\n" },
      at: "all('a'",
      fixed: { 'routes.ts': "import { Route } from '@routelens/route';\nRoute.any('a', 'b/c');\nexport const routes = Route.map();\n" },
    },
  ],
});
