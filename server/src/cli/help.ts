// Help texts of the command line, and the answers that need nothing else (help, version): the `routelens` binary
// gives them without loading the analysis (see bin/routelens.js).

export const COMMANDS = ['list', 'check', 'map', 'match', 'exposure', 'links', 'serve', 'diff'] as const;
export const VERSION = '0.1.0';

/** What the command line prints for help or version requests, with its exit code; undefined for anything else. */
export function quickAnswer(argv: readonly string[]): { out: string; code: number } | undefined {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    return { out: command === 'help' && rest[0] ? commandHelp(rest[0]) : HELP, code: command === undefined ? 2 : 0 };
  }
  if (command === '--version' || command === '-v') return { out: `routelens ${VERSION}\n`, code: 0 };
  // `routelens list --help`: a known command's help (its other arguments are not checked, as before).
  if ((COMMANDS as readonly string[]).includes(command) && rest.some((a) => a === '--help' || a === '-h')) return { out: commandHelp(command), code: 0 };
  return undefined;
}

export const HELP = `routelens — the route table of a Route config or a CodeIgniter routes.php, computed statically
(nothing is executed, except by serve, which runs the app's controllers)

Usage:
  routelens list  [PATH] [--json] [--method VERB] [--name TEXT] [--path TEXT]
                  [--except-path TEXT] [--sort COLUMN] [--reverse] [--columns A,B,…]
                  [--format table|json|csv|markdown]
  routelens check [PATH] [--json] [--format text|json|sarif]
  routelens map   [PATH] [--json] [--method VERB] [--host HOST]
  routelens match VERB URI [PATH] [--json] [--form FIELDS]
  routelens exposure [PATH] [--format table|json|sarif|markdown] [--fail-on CODE,…]
  routelens links [PATH] [--format table|json|sarif|markdown]
  routelens serve [PATH] [--port N]
  routelens diff REV_A [REV_B] [PATH] [--format text|json|markdown] [--fail-on removed|changed]

PATH is a route config file (evaluated with the files it imports) or a directory. In a
directory, every TypeScript/JavaScript file that calls Route.map is an entry point, and so is
every PHP routes file: a CodeIgniter 3 or Bonfire app's config/routes.php (with or without
Route:: calls), each app its own table. A PHP file's table is what $route holds at its end,
after Route::map($route) and any $route[...] lines after it. In a CodeIgniter 4 app (a folder
with app/Config/Routes.php), list, check and map give the table CodeIgniter 4 builds from its
route files and modules. Default: the current directory.

Options:
  --json              one JSON document on stdout
  --method VERB       GET, POST, PUT, DELETE, HEAD, PATCH or OPTIONS (CodeIgniter 4: or CLI)
  --host HOST         CodeIgniter 4: the request's Host header, which decides hostname and
                      subdomain routes (without it, they are listed as conditional)
  --delete-action X   action of the DELETE route of resources() (default: delete)
  --default-home X    default controller when the route array has none (default: home)
  --controllers-folder X  HMVC: the folder name of controllers (default: controllers)
  --modules-folder X  HMVC: the folder name whose sub-folders are modules (default: modules)
  --define NAME=VALUE  a constant (PHP: SITE_AREA=admin, ENVIRONMENT=production), repeatable;
                      overrides the app's config/constants.php
  --php-context-home release|spec  what a PHP context()'s home makes: release (Bonfire's
                      library: name → home) or spec (name → name/home); default: read from
                      the app's bonfire/libraries/Route.php, else release
  --no-color          plain output (NO_COLOR is respected too)
  --debug             show internal errors with their stack
  -h, --help          help for a command: routelens list --help

Exit codes: 0 success, 1 check found an error, match found nothing that runs, exposure
found a --fail-on finding, or links found a broken link, 2 bad usage or unreadable input.
`;

const COMMAND_HELP: Record<string, string> = {
  diff: `routelens diff REV_A [REV_B] [PATH] [--format text|json|markdown] [--fail-on removed|changed]

The route changes between two git revisions, or between REV_A and the work tree when REV_B is
left out: routes added (+), removed (-) and retargeted (~), and the requests (a sample URL of
every path) that another route, or another target, answers now. Files are read from git
(git must be installed); nothing is checked out or run.
  --format F           text (default), json, or markdown (for a pull-request comment)
  --fail-on removed    exit 1 when a route was removed
  --fail-on changed    exit 1 when a route was removed or retargeted, or a request is answered
                       differently (additions alone pass)
`,
  serve: `routelens serve [PATH] [--port N]

Serves the app for development on http://127.0.0.1:N/ (default 8080; 0 picks a free port):
its route table, computed statically as map does, dispatched to the controllers in its
controllers/ and modules/<module>/controllers/ folders (CodeIgniter 3 + HMVC rules), one
log line per request with the route that won. Unlike every other command, serve RUNS THE
APP'S CODE: its controllers (TypeScript or JavaScript), and nothing outside those folders.
  --port N                port to listen on (127.0.0.1 only)
  --controllers-folder X  the folder name of controllers (default: controllers)
  --modules-folder X      the folder name whose sub-folders are modules (default: modules)
`,
  list: `routelens list [PATH] [--json] [--method VERB] [--name TEXT] [--path TEXT]

Lists every generated route in registration order: verb, URI pattern, target, name and
the file:line of the call that made it. Replaced routes are marked. For a PHP routes file,
the final $route table in its order. Settings (default_controller, 404_override,
translate_uri_dashes) are shown apart.
  --method VERB   only routes that exist for VERB (ANY routes included)
  --name TEXT     only routes whose name contains TEXT
  --path TEXT     only routes whose URI pattern contains TEXT
  --except-path TEXT  leave out routes whose URI pattern contains TEXT
  --sort COLUMN   order by verb, uri, target, name, file, call or condition (stable: the
                  table's order breaks ties; it is the order matching uses)
  --reverse       the other way round
  --columns A,B   which columns (default verb,uri,target,name,file, and condition when any)
  --format F      table (default), json, csv or markdown
  --json          { "routes": [...], "named": {...}, "diagnostics": [...] } (settings: map --json)
`,
  check: `routelens check [PATH] [--json]

Prints every diagnostic as file:line:column: severity [code] message: those of the
route configs, and, for an app with controllers, the findings of the exposure audit (the
diagnostics the editor shows). Exits 1 when any diagnostic is an error, else 0.
  --json          { "diagnostics": [...] }
  --format sarif  a SARIF 2.1.0 log (GitHub code scanning): one rule per code, with its help
`,
  map: `routelens map [PATH] [--json] [--method VERB] [--host HOST]

Prints what the config's Route.map(...) call returns for a request of each method (or one
with --method), in order; without --method, one table with a VERB column (ANY where every
method has the route). Without a Route.map call, map({}) of all routes. For a PHP routes
file, the final $route for each method, as CodeIgniter sees it. For a CodeIgniter 4 app,
each verb's routes in the order RouteCollection::getRoutes() gives them (verb routes, then
add() routes), with names, filters, redirects, where each is defined and its condition.
  --json          { "routes": [[from, to], ...] } with --method, else { "methods": { "GET": [...], ... } };
                  CodeIgniter 4: { "framework": "ci4", "methods": { VERB: [route, ...] }, "settings" }
  --host HOST     CodeIgniter 4: the Host header that decides hostname and subdomain routes
`,
  match: `routelens match VERB URI [PATH] [--json]

Finds the route that wins for a request, by CodeIgniter 3 rules (first match in order wins,
(:any) and (:num) wildcards, regular expressions, $n replaced by captures), and what runs:
the controller file, class, method and arguments, as CodeIgniter 3 or the HMVC router finds
them (automatic routing, folders, modules and their routes files, _remap, 404_override).
URI may be a path, /index.php/…, or a whole URL. Exits 0 when a method runs (not the
404_override's), 1 otherwise; without controllers, 0 when a route matched.
  --json          { "match": null | { "from", "to", "target", "verb", "file", "line" },
                    "runs": null | { "file", "class", "method", "args", "via", "router", "line" },
                    "status": 200 | 400 | 404 | 500 | null }
On a CodeIgniter 4 app, what CodeIgniter 4.7 runs: defined routes, redirects, closures and
views, legacy or improved automatic routing, the checks before a call, the 404 override, and
the filters that run before and after (Config\\Filters and the route's).
VERB may be CLI; URI is a REQUEST_URI (path and query).
  --form FIELDS   CodeIgniter 4: the POST fields ('_method=PUT' spoofs the verb)
  --json          CodeIgniter 4: { "framework": "ci4", "status", "verb", "path", "match", "runs":
                    { "class", "method", "args", "via", "file", "line" }, "redirect",
                    "filters": { "before", "after" }, "required", "reason" }
`,
  exposure: `routelens exposure [PATH] [--format table|json|sarif|markdown] [--fail-on CODE,…]

Every controller method a URL reaches, with every way it is reached: the routes that run it
(verb, path, file:line), its automatic URLs (CodeIgniter answers them whatever the routes
say), the default controller and the 404_override. Findings: auto-route-bypass, verb-bypass,
unrouted-public-method, block-serves-default, route-to-missing, param-count,
remap-catches-all. Controllers are read, never loaded. On a CodeIgniter 4 app, each way in
with the filters that run for it; findings filter-bypass, verb-bypass, auto-route-bypass.
  --format F          table (default), json, sarif (GitHub code scanning) or markdown
  --json              the same as --format json
  --fail-on CODE,…    exit 1 when a finding of one of these codes is present
`,
  links: `routelens links [PATH] [--format table|json|sarif|markdown]

Every link the app's views and controllers write — site_url, base_url, anchor, anchor_popup,
redirect, form_open, form_open_multipart; CodeIgniter 4's url_to, route_to, redirect()->to()
and redirect()->route() — with its path (parts not known shown as ⟨…⟩), the request method
(a form posts), and what CodeIgniter runs for it. Statuses: reaches, dead (no method runs),
unknown-route-name, link-args (CodeIgniter 4 cannot build the named route's URL), unknown
(parts not known: never called dead), file (a base_url() file), external. PATH may be the
app, a folder of views or one file: the whole app around it is read. Exits 1 when a link
is broken (dead, unknown-route-name, link-args).
  --format F      table (default), json, sarif (the link diagnostics) or markdown
  --json          { "links": [{ "file", "line", "column", "call", "path", "name", "verb",
                    "status", "httpStatus", "runs", "route", "reason", "sample" }], "summary" }
  --define NAME=VALUE  a constant the links read (SITE_AREA=admin)
`,
};

export function commandHelp(command: string): string {
  return COMMAND_HELP[command] ?? HELP;
}
