import { defineDiagnostic } from './definition';
import { METHOD, ci3App } from './exposure-example';
import { suggestionFixes } from './link-fix';

const files = {
  ...ci3App('', { Blog: METHOD('index') + METHOD('view', '$id') }),
  'application/views/blog/list.php': '<a href="<?php echo site_url(\'blog/veiw/1\'); ?>">Read</a>\n',
};

export const deadLink = defineDiagnostic({
  code: 'dead-link',
  severity: 'warning',
  docs: {
    what: 'a link in a view or controller (`site_url`, `anchor`, `redirect`, `form_open`, `url_to`, …) whose path no route or controller method answers: CodeIgniter would answer 404 (or run the 404 override). A link with parts routelens cannot know is never reported',
    why: 'the link ships broken: a typo, a renamed method or a moved route breaks every link to it without an error',
    fix: 'fix the path (quick fix to the closest path the app answers) or add the route or method',
  },
  message: (verb: string, path: string, reason: string) => `${verb} ${path} reaches no method: ${reason}.`,
  fix: (context) => suggestionFixes(context, 'path'),
  examples: [
    {
      files,
      in: 'application/views/blog/list.php',
      at: "'blog/veiw/1'",
      fixed: { 'application/views/blog/list.php': '<a href="<?php echo site_url(\'blog/view/1\'); ?>">Read</a>\n' },
    },
  ],
});
