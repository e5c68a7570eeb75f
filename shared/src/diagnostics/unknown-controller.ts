import { defineDiagnostic } from './definition';
import { ci3App } from './exposure-example';

export const unknownController = defineDiagnostic({
  code: 'unknown-controller',
  severity: 'warning',
  docs: {
    what: 'with an HMVC layout: a literal target resolves to no module, sub-folder or controller',
    why: 'the request would 404',
    fix: 'fix the target or add the controller',
  },
  message: (to: string, module: string, folder: string, moduleExists = false) =>
    moduleExists
      ? `The target '${to}' resolves to no controller: module '${module}' has none for it, and there is no controllers/${folder} and no controller '${module}'.`
      : `The target '${to}' resolves to no controller: no module '${module}', no controllers/${folder} and no controller '${module}'.`,
  examples: [{ files: ci3App("$route['shop'] = 'store/index';\n", {}), in: 'application/config/routes.php', at: "$route['shop']" }],
});
