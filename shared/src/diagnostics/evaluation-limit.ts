import { defineDiagnostic } from './definition';

export const evaluationLimit = defineDiagnostic({
  code: 'evaluation-limit',
  severity: 'warning',
  docs: {
    what: 'a bound of the static evaluation was hit (endless loop, deep recursion, the step limit)',
    why: 'routes after that point are missing',
    fix: 'simplify the config',
  },
  message: {
    endlessLoop: (max: number) => `This loop ran ${max} times without ending; the evaluation stopped it there (routes so far are kept).`,
    loopItems: (max: number) => `Only ${max} iterations of this loop were evaluated (routes so far are kept).`,
    callbackItems: (max: number, what: string) => `Only the first ${max} items of ${what} were evaluated.`,
    callDepth: (max: number) => `Calls nest deeper than ${max} levels here (recursion?); the deeper call is not evaluated.`,
    uncaughtThrow: () =>
      'The config throws here when it runs, and nothing catches it: running it would stop at this point. Routes registered before it are listed.',
    stopped: (reason: string) => `The evaluation stopped: ${reason}. Routes found before that point are listed.`,
  },
  examples: [
    {
      files: {
        'routes.ts':
          "import { Route } from '@routelens/route';\nfor (let i = 0; ; i++) {\n  Route.get(`p${i}`, 'pages/show');\n}\nexport const routes = Route.map();\n",
      },
      at: 'for (let i',
    },
  ],
});
