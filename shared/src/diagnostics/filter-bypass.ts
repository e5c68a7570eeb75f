import { defineDiagnostic } from './definition';

const CONTROLLER =
  "<?php\nnamespace App\\Controllers\\Admin;\nuse App\\Controllers\\BaseController;\nclass Users extends BaseController\n{\n    public function index()\n    {\n        return view('users');\n    }\n}\n";

export const filterBypass = defineDiagnostic({
  code: 'filter-bypass',
  severity: 'warning',
  docs: {
    what: 'exposure, CodeIgniter 4: a controller method that one URL reaches behind a filter (`auth`, `csrf`, a role) is reached by another URL without it — a second route, legacy automatic routing, a `Config\\Filters` pattern such as `admin/*` that misses the bare `admin`',
    why: 'the filter guards a way in, not the method: whoever takes the other way runs the method unguarded',
    fix: "give every route to the method the filter (a group's `filter` option), cover every path with the pattern (`admin` and `admin/*`), or turn legacy automatic routing off",
  },
  message: (method: string, filter: string, guarded: string, open: string) =>
    `${method} runs behind the filter '${filter}' for ${guarded}, but without it for ${open}.`,
  examples: [
    {
      files: {
        'app/Config/Routes.php':
          "<?php\n$routes->get('admin/users', 'Admin\\Users::index', ['filter' => 'auth']);\n$routes->get('team', 'Admin\\Users::index');\n",
        'app/Config/Filters.php':
          "<?php\nnamespace Config;\nuse CodeIgniter\\Config\\Filters as BaseFilters;\nclass Filters extends BaseFilters\n{\n    public array $aliases = ['auth' => 'App\\\\Filters\\\\Auth', 'toolbar' => 'CodeIgniter\\\\Filters\\\\DebugToolbar'];\n}\n",
        'app/Controllers/Admin/Users.php': CONTROLLER,
        'app/Controllers/BaseController.php':
          '<?php\nnamespace App\\Controllers;\nuse CodeIgniter\\Controller;\nabstract class BaseController extends Controller\n{\n}\n',
      },
      in: 'app/Controllers/Admin/Users.php',
      at: 'index',
    },
  ],
});
