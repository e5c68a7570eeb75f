import { defineDiagnostic } from './definition';
import { METHOD, ci3App } from './exposure-example';

export const paramCount = defineDiagnostic({
  code: 'param-count',
  severity: 'warning',
  severityText: 'warning; information for extra arguments',
  docs: {
    what: 'exposure: a route passes fewer arguments than the method requires, or more than it takes',
    why: 'too few make the call fail; extra ones are dropped by PHP',
    fix: "match the route's `$n` to the method's parameters",
  },
  message: (from: string, to: string, given: number, method: string, takes: string, tooFew: boolean) =>
    `The route '${from}' → '${to}' passes ${given} argument${given === 1 ? '' : 's'} to ${method}, which takes ${takes}${tooFew ? ': the call fails' : ': the extra ones are dropped'}.`,
  examples: [
    { files: ci3App("$route['photos'] = 'photos/show';\n", { Photos: METHOD('show', '$id') }), in: 'application/config/routes.php', at: "$route['photos']" },
  ],
});
