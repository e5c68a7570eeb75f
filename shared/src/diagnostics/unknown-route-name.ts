import { defineDiagnostic } from './definition';
import { ci4LinkApp } from './ci4-link-example';
import { suggestionFixes } from './link-fix';

const ROUTES = "$routes->get('blog', 'Blog::index', ['as' => 'blog.index']);\n$routes->get('blog/(:num)', 'Blog::show/$1', ['as' => 'blog.show']);\n";

export const unknownRouteName = defineDiagnostic({
  code: 'unknown-route-name',
  severity: 'error',
  docs: {
    what: "CodeIgniter 4: `route_to()`, `url_to()`, `redirect('…')` or `redirect()->route()` with a name no route has and a handler (`Controller::method`) no route takes with that many arguments",
    why: '`route_to()` returns false (an empty link), `url_to()` and the redirects throw',
    fix: "fix the name (quick fix to a close one) or give the route that name with `'as'`",
  },
  message: (call: string, name: string, url = false) =>
    url
      ? `${call}() takes a route name or a Controller::method handler, not a URL: ${call}(${name}) ${call === 'route_to' ? 'returns false' : 'throws'} (redirect()->to() takes a URL).`
      : `No route is named '${name}' or has it as its handler, so ${call}('${name}') ${call === 'route_to' ? 'returns false' : call.startsWith('Route.') ? 'returns null' : 'throws'}.`,
  fix: (context) => suggestionFixes(context, 'route name'),
  examples: [
    {
      files: ci4LinkApp(ROUTES, '<a href="<?= route_to(\'blog.idnex\') ?>">Blog</a>\n'),
      in: 'app/Views/blog.php',
      at: "'blog.idnex'",
      fixed: { 'app/Views/blog.php': '<a href="<?= route_to(\'blog.index\') ?>">Blog</a>\n' },
    },
  ],
});
