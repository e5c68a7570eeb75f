import { defineDiagnostic } from './definition';

export const phpBlockArray = defineDiagnostic({
  code: 'php-block-array',
  severity: 'warning',
  docs: {
    what: '`Route::block(array(...))` in PHP',
    why: "Bonfire's library blocks a route named `Array`, not the paths",
    fix: "write `Route::block('a', 'b')`",
  },
  message: () =>
    "An array passed to Route::block() blocks a route literally named 'Array': the library takes the paths as separate strings. Write Route::block('a', 'b').",
  examples: [
    { files: { 'application/config/routes.php': "<?php\nRoute::block(array('admin', 'debug'));\n$route = Route::map($route);\n" }, at: 'Route::block' },
  ],
});
