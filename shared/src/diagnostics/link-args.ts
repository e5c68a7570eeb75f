import { defineDiagnostic } from './definition';
import { ci4LinkApp } from './ci4-link-example';

export const linkArgs = defineDiagnostic({
  code: 'link-args',
  severity: 'error',
  docs: {
    what: "CodeIgniter 4: a named route given fewer arguments than its placeholders, or an argument its placeholder's pattern does not match (`route_to('blog.show', 'abc')` for `blog/(:num)`)",
    why: 'CodeIgniter throws while it builds the link (InvalidArgumentException, RouterException): the page fails',
    fix: 'give one argument per placeholder, each of the placeholder’s kind',
  },
  message: (name: string, reason: string) => `The route '${name}' cannot be built: ${reason}.`,
  examples: [
    {
      files: ci4LinkApp("$routes->get('blog/(:num)', 'Blog::show/$1', ['as' => 'blog.show']);\n", '<a href="<?= url_to(\'blog.show\') ?>">Post</a>\n'),
      in: 'app/Views/blog.php',
      at: "'blog.show'",
    },
  ],
});
