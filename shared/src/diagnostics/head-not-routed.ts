import { defineDiagnostic } from './definition';

export const headNotRouted = defineDiagnostic({
  code: 'head-not-routed',
  severity: 'information',
  docs: {
    what: 'CodeIgniter 4 routes a HEAD request only to HEAD and `add()` routes: GET routes of this file have no HEAD route for their key (one note per file, on the first)',
    why: 'HEAD requests (link checkers, monitors, some caches) to these URIs get a 404, although GET succeeds',
    fix: "add `$routes->head(…)` routes, or use `$routes->match(['GET', 'HEAD'], …)` where HEAD matters; ignore it where it does not",
  },
  message: (count: number, first: string) =>
    `HEAD requests are not routed to ${count === 1 ? `the GET route '${first}'` : `${count} GET routes of this file ('${first}' and ${count - 1} more)`}: CodeIgniter 4 gives HEAD only HEAD and add() routes, so they get a 404.`,
  examples: [
    {
      files: { 'app/Config/Routes.php': "<?php\n$routes->get('photos', 'Photos::index');\n$routes->add('about', 'Pages::about');\n" },
      at: "$routes->get('photos'",
    },
  ],
});
