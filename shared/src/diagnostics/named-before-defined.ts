import { defineDiagnostic } from './definition';

export const namedBeforeDefined = defineDiagnostic({
  code: 'named-before-defined',
  severity: 'warning',
  docs: { what: 'the name is defined, but after this `named()` call', why: '`named()` returns `null` here', fix: 'move the call after the definition' },
  message: (name: string) => `The route '${name}' is defined later, so Route.named('${name}') returns null here; move this call after the definition.`,
  examples: [
    {
      files: {
        'routes.ts':
          "import { Route } from '@routelens/route';\nexport const home = Route.named('login');\nRoute.get('login', 'auth/login', { as: 'login' });\nexport const routes = Route.map();\n",
      },
      at: "'login');\nRoute",
    },
  ],
});
