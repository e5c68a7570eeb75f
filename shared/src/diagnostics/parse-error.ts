import { defineDiagnostic } from './definition';

export const parseError = defineDiagnostic({
  code: 'parse-error',
  severity: 'error',
  docs: {
    what: 'the file does not parse (a PHP file with no `<?php` counts): at the first syntax error',
    why: 'routes after it may be missing; `check` exits 1',
    fix: 'fix the syntax',
  },
  message: {
    script: (error: string) => `This file does not parse: ${error}. Routes after this point may be missing.`,
    /** An early error: JavaScript parses the file but refuses to run any of it. */
    early: (what: string) => `JavaScript does not load this file: ${what}. None of it runs, so none of its routes exist when the config runs.`,
    php: (error: string) => `This PHP file does not parse: ${error}. Its routes cannot be listed until it does.`,
    json: (error: string) => `This JSON file is not valid JSON: ${error}. The configs that import it cannot read its data.`,
  },
  examples: [
    { files: { 'routes.ts': "import { Route } from '@routelens/route';\nRoute.get('a', 'b/c';\nexport const routes = Route.map();\n" }, at: ';\nexport' },
    { files: { 'application/config/routes.php': "<?php\n$route['a'] = 'b/c'\n$route['d'] = 'e';\n" }, at: "$route['d']" },
  ],
});
