import { defineDiagnostic } from './definition';
import { protectedFix } from './exposure-fixes';

export const unroutedPublicMethod = defineDiagnostic({
  code: 'unrouted-public-method',
  severity: 'information',
  docs: {
    what: 'exposure (audit only): a public controller method that only automatic routing reaches',
    why: 'often a helper that was never meant to be a page',
    fix: 'make it protected or private, or start its name with `_` (quick fix: protected)',
  },
  message: (method: string, autos: string) =>
    `${method} is public and reached only by automatic routing (${autos}). If it is not a page, make it protected or private, or start its name with _.`,
  /** PHP: the method becomes protected. */
  fix: (context) => protectedFix(context, false),
  examples: [],
  untested:
    'audit only: in CodeIgniter 3 every public method is an action by design, so `routelens exposure` and the lenses list it, the Problems panel does not; the audit tests show it',
});
