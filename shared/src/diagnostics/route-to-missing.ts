import { defineDiagnostic } from './definition';

export const routeToMissing = defineDiagnostic({
  code: 'route-to-missing',
  severity: 'warning',
  docs: {
    what: 'exposure: a route whose target runs no method (`routelens exposure`; the editor shows `unknown-controller`/`unknown-action`)',
    why: 'its requests get the 404_override or a 404',
    fix: 'fix the target or add the method',
  },
  message: (from: string, to: string, why: string) => `The route '${from}' → '${to}' runs nothing: ${why}.`,
  examples: [],
  untested:
    'the editor reports these routes as unknown-controller and unknown-action; the CLI tests of `routelens exposure` (server/test/resolution.test.ts) check this code',
});
