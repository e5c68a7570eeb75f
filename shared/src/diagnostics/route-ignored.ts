import { defineDiagnostic, removeLineFix } from './definition';

export const routeIgnored = defineDiagnostic({
  code: 'route-ignored',
  severity: 'warning',
  unnecessary: true,
  docs: {
    what: 'CodeIgniter 4 keeps the first route of a key, or of a name, per verb: this later one is dropped without a word (the opposite of CodeIgniter 3, where the last wins)',
    why: 'the route never exists: requests go to the first one, and `route_to()` of the name builds the first one’s URI',
    fix: 'remove it (quick fix), or give it another key or name (`as`)',
  },
  message: (verb: string, key: string, by: 'key' | 'name', name: string, winner: string) =>
    by === 'key'
      ? `This ${verb} route '${key}' is ignored: CodeIgniter 4 keeps the first route of a key, defined at ${winner}.`
      : `This ${verb} route '${key}' is ignored: its name '${name}' is already taken by the route defined at ${winner} (the first name wins).`,
  /** A route call alone on its line goes. */
  fix: (context) => removeLineFix(context, 'Remove this route (CodeIgniter 4 ignores it)'),
  examples: [
    {
      files: {
        'app/Config/Routes.php':
          "<?php\n$routes->get('login', 'Auth::login');\n$routes->get('about', 'Pages::about');\n$routes->get('login', 'Users::login');\n",
      },
      at: "$routes->get('login', 'Users",
      fixed: { 'app/Config/Routes.php': "<?php\n$routes->get('login', 'Auth::login');\n$routes->get('about', 'Pages::about');\n" },
    },
  ],
});
