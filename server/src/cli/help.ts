// Help texts of the command line.

export const HELP = `routelens — the route table of a Route config, computed statically (nothing is executed)

Usage:
  routelens list  [PATH] [--json] [--method VERB] [--name TEXT] [--path TEXT]
  routelens check [PATH] [--json]
  routelens map   [PATH] [--json] [--method VERB]
  routelens match VERB URI [PATH] [--json]

PATH is a route config file (evaluated with the files it imports) or a directory
(every file that calls Route.map is an entry point). Default: the current directory.

Options:
  --json              one JSON document on stdout
  --method VERB       GET, POST, PUT, DELETE, HEAD, PATCH or OPTIONS
  --delete-action X   action of the DELETE route of resources() (default: delete)
  --default-home X    default controller when the route array has none (default: home)
  --controllers-folder X  HMVC: the folder name of controllers (default: controllers)
  --modules-folder X  HMVC: the folder name whose sub-folders are modules (default: modules)
  --no-color          plain output (NO_COLOR is respected too)
  --debug             show internal errors with their stack
  -h, --help          help for a command: routelens list --help

Exit codes: 0 success, 1 check found an error, 2 bad usage or unreadable input.
`;

const COMMAND_HELP: Record<string, string> = {
  list: `routelens list [PATH] [--json] [--method VERB] [--name TEXT] [--path TEXT]

Lists every generated route in registration order: verb, URI pattern, target, name and
the file:line of the call that made it. Replaced routes are marked.
  --method VERB   only routes that exist for VERB (ANY routes included)
  --name TEXT     only routes whose name contains TEXT
  --path TEXT     only routes whose URI pattern contains TEXT
  --json          { "routes": [...], "named": {...}, "diagnostics": [...] }
`,
  check: `routelens check [PATH] [--json]

Prints every diagnostic as file:line:column: severity [code] message.
Exits 1 when any diagnostic is an error, else 0.
  --json          { "diagnostics": [...] }
`,
  map: `routelens map [PATH] [--json] [--method VERB]

Prints what the config's Route.map(...) call returns for a request of each method (or one
with --method), in order. Without a Route.map call, map({}) of all routes.
  --json          { "routes": [[from, to], ...] } with --method, else { "methods": { "GET": [...], ... } }
`,
  match: `routelens match VERB URI [PATH] [--json]

Finds the route that wins for a request, by CodeIgniter 3 rules (first match in order wins,
(:any) and (:num) wildcards, regular expressions, $n replaced by captures).
  --json          { "match": null | { "from", "to", "target", "verb", "file", "line" } }
`,
};

export function commandHelp(command: string): string {
  return COMMAND_HELP[command] ?? HELP;
}
