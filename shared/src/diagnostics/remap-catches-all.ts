import { defineDiagnostic } from './definition';
import { METHOD, ci3App } from './exposure-example';

export const remapCatchesAll = defineDiagnostic({
  code: 'remap-catches-all',
  severity: 'information',
  docs: {
    what: 'exposure: a controller with `_remap()`',
    why: 'every method name in its URLs reaches `_remap`, existing or not',
    fix: 'check the method name `_remap` receives against the ones you serve',
  },
  message: (cls: string, urls: string) =>
    `${cls} has _remap(): every method name in its URLs reaches it (${urls}), existing or not; check the method name it receives against the ones you mean to serve.`,
  examples: [{ files: ci3App('', { Legacy: METHOD('_remap', '$method, $params = array()') }), in: 'application/controllers/Legacy.php', at: '_remap' }],
});
