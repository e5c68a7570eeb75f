import { defineDiagnostic } from './definition';

export const translateDashesBeforeMap = defineDiagnostic({
  code: 'translate-dashes-before-map',
  severity: 'warning',
  severityText: 'warning; hint in PHP',
  docs: {
    what: '`translate_uri_dashes` is set to a true value before `Route.map()` (in its argument, or assigned earlier); `FALSE` is fine',
    why: 'CodeIgniter 3 expects it after `map()`',
    fix: 'set it on the array `map()` returns',
  },
  message: () => 'translate_uri_dashes is set before Route.map(); CodeIgniter 3 expects it to be set after map() (set it on the array map() returns).',
  examples: [
    {
      files: {
        'routes.ts': "import { Route } from '@routelens/route';\nRoute.get('a', 'b/c');\nexport const routes = Route.map({ translate_uri_dashes: true });\n",
      },
      at: 'true }',
    },
  ],
});
