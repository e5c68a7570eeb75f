import { defineDiagnostic } from './definition';
import { ci3App } from './exposure-example';

export const blockServesDefault = defineDiagnostic({
  code: 'block-serves-default',
  severity: 'warning',
  docs: {
    what: "exposure: a `''` target (`block()`) in a PHP app",
    why: 'CodeIgniter does not block it: the path runs the default controller',
    fix: 'send the path to the 404 page instead',
  },
  message: (from: string, method: string, file: string, override: string | undefined) =>
    `'${from}' => '' does not block in CodeIgniter: the path runs the default controller ${method} (${file}). To refuse it, send it to the 404 page instead${override ? ` ('${override}')` : ''}.`,
  examples: [{ files: ci3App("Route::block('debug');\n$route = Route::map($route);\n", {}), in: 'application/config/routes.php', at: "Route::block('debug')" }],
});
