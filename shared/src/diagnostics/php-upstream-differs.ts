import { defineDiagnostic } from './definition';

export const phpUpstreamDiffers = defineDiagnostic({
  code: 'php-upstream-differs',
  severity: 'hint',
  docs: {
    what: "the TypeScript port of the library behaves differently here from Bonfire's `Route.php`, which the PHP table follows (nested prefixes, nested handlers; a warning for the context home with `--php-context-home spec`)",
    why: 'moving the routes between the two changes them',
    fix: 'read the message: it says what each does',
  },
  message: {
    nestedPrefix: (prefix: string) =>
      `Bonfire's library keeps one prefix: routes inside get only '${prefix}/' in front, and after this call the outer prefix is gone. The TypeScript port stacks prefixes.`,
    contextHome: (area: string, home: string) =>
      `Bonfire's released library maps the bare '${area}' to '${home}'; with the specification's context home (--php-context-home spec) routelens maps it to '${area}/${home}'.`,
    firstChildClosure: () => "Bonfire's library does not run the closure of the first route inside a nested handler; the TypeScript port runs it.",
    prefixInHandler: () =>
      "Inside a nested handler Bonfire's library applies the surrounding prefix a second time (prefix/parent/prefix/…); the TypeScript port applies it once, through the parent's path.",
  },
  examples: [
    {
      files: {
        'application/config/routes.php':
          "<?php\nRoute::prefix('api', function () {\n  Route::prefix('v1', function () {\n    Route::get('users', 'users/index');\n  });\n});\n$route = Route::map($route);\n",
      },
      at: "Route::prefix('v1'",
    },
  ],
});
