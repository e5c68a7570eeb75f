import { defineDiagnostic } from './definition';
import { METHOD, ci3App } from './exposure-example';
import { overrideRouteFix } from './exposure-fixes';

export const constraintBypass = defineDiagnostic({
  code: 'constraint-bypass',
  severity: 'warning',
  docs: {
    what: 'exposure: a route admits only some values for an argument (`(:num)`, a regex), and the method also answers on its automatic URL, which passes any segment',
    why: 'the method gets arguments its route never lets through (`/blog/post/<script>` where the route takes digits)',
    fix: 'send the automatic URL to the 404_override with a route (quick fix), or check the argument in the method',
  },
  message: (method: string, routes: string, autos: string, block: string) =>
    `${method} takes its argument as its route admits it (${routes}), but automatic routing passes it any segment: ${autos}. Block the automatic URLs with ${block}, or check the argument in the method.`,
  fix: overrideRouteFix,
  examples: [
    {
      files: ci3App("$route['blog/(:num)'] = 'blog/post/$1';\n", { Blog: METHOD('post', '$id') }),
      in: 'application/controllers/Blog.php',
      at: 'post',
    },
  ],
});
