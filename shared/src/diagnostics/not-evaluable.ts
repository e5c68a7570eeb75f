import { defineDiagnostic } from './definition';

export const notEvaluable = defineDiagnostic({
  code: 'not-evaluable',
  severity: 'information',
  docs: {
    what: 'part of a call could not be evaluated statically (reason in the message; an undefined constant is named)',
    why: 'the route shows a placeholder, or calls are not listed',
    fix: 'make the value a constant, or give it with `--define` / `routelens.defines` (quick fix), or accept the placeholder',
  },
  message: {
    /** A value shown as a placeholder. */
    value: (text: string, reason: string) => `Not evaluable: \`${text}\` — ${reason}. The route shows it as a placeholder.`,
    /** A condition that guards Route calls. */
    guard: (reason: string) => `Not evaluable: ${reason}, so the Route calls it guards are not listed.`,
    notReached: () =>
      'Not evaluable: this call is never reached by the static evaluation (it is inside a function that is not called from the route config, or behind something that could not be evaluated), so its routes are not listed.',
    afterAwait: () =>
      'Not evaluable: what this async function does after this await runs later, in an order the static evaluation does not follow, so its routes are not listed.',
    loopCount: (what: string) =>
      `Not evaluable: how many times this loop runs is not known (${what}); its body was followed once, what it registers is listed under that condition, and what it assigns is not known after it.`,
    undecidedLoopEnd: (condition: string, max: number) =>
      `Not evaluable: this loop ends only where \`${condition}\`, which is not known; its first ${max} iterations were followed, each under that condition, and what it assigns is not known after it.`,
    generator: () =>
      'Not evaluable: a generator runs its body only as it is iterated, which the static evaluation does not follow, so its routes are not listed.',
    someBranchesLeave: () =>
      'Not evaluable: this condition is not known, and some of its branches leave (return, throw, exit) while others go on: what follows is listed as if every branch went on.',
    topLevelThrow: () => 'The module throws at the top level; what follows the throw is not evaluated.',
    /** A view or controller whose links are read: php-parser stops where PHP itself may not. */
    linksStop: (error: string) =>
      `Not evaluable: php-parser does not read this file as PHP does from here (${error}), so links written after this point may be missing.`,
    phpShortTag: () =>
      "Not evaluable: `<?` opens PHP code only with short_open_tag on, which PHP's php.ini files turn off: PHP reads what follows as text, so its routes are not listed (write `<?php`).",
    phpRouteByReference: (call: string) =>
      `Not evaluable: \`${call}\` is not evaluated (the function is not in the analysed files) and is given \`$route\`: if it takes it by reference, what it adds or changes is not listed.`,
    ci4Collection: (call: string, why: string) => `Not evaluable: \`${call}\` — ${why}: the routes it would make or change are not listed.`,
    ci4CollectionGiven: (call: string) =>
      `Not evaluable: \`${call}\` is not evaluated (it is not in the analysed files) and is given \`$routes\`: the routes it adds are not listed, and later routes it would shadow may be listed.`,
    phpCatch: () =>
      'Not evaluable: which catch takes what is thrown here is not known (its class, or a parent of it, is not one of the analysed files or of PHP' +
      "'" +
      's own): what the catch does is not listed, and what follows depends on it.',
    phpExit: () => 'PHP ends here (exit or die): what follows is not run, and no route is served where it is reached.',
    phpLoopTest: (test: string) => `Not evaluable: the loop's test \`${test}\` is not known, so the loop is not run (what it assigns is not known after it).`,
    phpLoop: (source: string) => `Not evaluable: \`${source}\` is not a known array, so the loop is not run.`,
    phpNamedByMethod: (name: string, by: string) =>
      `Route::named('${name}') depends on the request method: ${by}, NULL in others (Bonfire's library names a verb route only in a request of its method). routelens cannot put a per-method value in one table.`,
  },
  /** An undefined constant: its value goes into the `routelens.defines` setting. */
  fix(context) {
    const constant = context.data?.constant;
    return typeof constant === 'string'
      ? [
          {
            title: `Define ${constant} in the routelens.defines setting`,
            preferred: true,
            edits: [],
            command: { command: 'routelens.addDefine', arguments: [constant] },
          },
        ]
      : [];
  },
  examples: [
    { files: { 'application/config/routes.php': "<?php\n$route[SITE_AREA . '/users'] = 'users/index';\n" }, at: 'SITE_AREA' },
    {
      files: {
        'routes.ts': "import { Route } from '@routelens/route';\nfunction unused() {\n  Route.get('a', 'b/c');\n}\nexport const routes = Route.map();\n",
      },
      at: "Route.get('a'",
    },
  ],
});
