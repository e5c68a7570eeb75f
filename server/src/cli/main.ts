// The `routelens` command line: list, check, map and match a project's routes, statically.

import { emptyTargetText } from '../features/empty-target';
import * as fs from 'node:fs';
import { parseArgs } from 'node:util';
import type { Verb } from '@routelens/shared';
import { VERBS } from '@routelens/shared';
import * as path from 'node:path';
import { Ci4AppsBelow, PathError, analyzeAppAround, analyzePath } from '../db/project';
import { runLinks } from './links';
import { linkDiagnostics } from '../features/link-diagnostics';
import { COMMANDS, VERSION, commandHelp, quickAnswer } from './help';
import { UsageError } from './usage-error';
import { routeConditionalSettings, routeSettings } from '../features/routes-request';
import { COLUMNS, cellOf, formatRows, printCheck, printList, printMap, printMatch, type Column, type Output } from './print';
import { sarifLog } from './sarif';
import { diffMarkdown, diffRoutes, diffText } from './diff';
import type { JsonDiagnostic, JsonRoute } from './report';
import {
  Locator,
  allMethodPairs,
  findMatch,
  jsonDiagnostics,
  jsonNamed,
  jsonRoutes,
  jsonRuns,
  mainAnalysis,
  mapConditions,
  mapPairs,
  matchRuns,
} from './report';
import { appRequests } from '../db/requests';
import { runExposure } from './exposure';
import { exposureDiagnostics } from '../features/exposure-editor';
import { ci4AppRoot } from '../analysis/ci4/ci4-app';
import type { Ci4Analysis } from '../analysis/ci4/ci4-table';
import { analyzeCi4 } from '../analysis/ci4/ci4-table';
import { diskHost } from '../db/disk-host';
import { runCi4Check, runCi4List, runCi4Map, runCi4Match } from './ci4';
import { runCi4Exposure } from './ci4-exposure';

/** `--format` (or `--json`), checked against the formats a command has; the first is its default. */
function outputFormat(format: string | undefined, json: boolean | undefined, formats: string[]): string {
  if (format === undefined) return json ? 'json' : formats[0];
  if (!formats.includes(format)) throw new UsageError(`--format must be one of ${formats.join(', ')}, not '${format}'`);
  return format;
}

/** `--columns verb,uri,…`: the list's columns, checked. */
function parseColumns(text: string | undefined): Column[] | undefined {
  if (text === undefined) return undefined;
  const columns = text
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter(Boolean);
  const unknown = columns.filter((c) => !(COLUMNS as readonly string[]).includes(c));
  if (unknown.length || columns.length === 0) throw new UsageError(`--columns takes some of ${COLUMNS.join(', ')}, not '${text}'`);
  return columns as Column[];
}

/** `--sort COLUMN`: a stable sort on one column (the table's order stays the tie-breaker). */
function sortRoutes(routes: JsonRoute[], column: string): JsonRoute[] {
  const key = column.toLowerCase();
  if (!(COLUMNS as readonly string[]).includes(key)) throw new UsageError(`--sort takes one of ${COLUMNS.join(', ')}, not '${column}'`);
  const value = (r: JsonRoute) => cellOf(r, key as Column);
  return routes
    .map((r, i) => ({ r, i }))
    .sort((a, b) => value(a.r).localeCompare(value(b.r), undefined, { numeric: true }) || a.i - b.i)
    .map(({ r }) => r);
}
type Command = (typeof COMMANDS)[number];

function parseVerb(text: string | undefined, what: string): Verb {
  const verb = (text ?? '').toUpperCase();
  if (!(VERBS as readonly string[]).includes(verb)) {
    throw new UsageError(`${what} must be one of ${VERBS.join(', ')}${text ? `, not '${text}'` : ''}`);
  }
  return verb as Verb;
}

/** `--define NAME=VALUE` options as an object; a malformed one is bad usage. */
function parseDefines(texts: string[]): Record<string, string> {
  const defines: Record<string, string> = {};
  for (const text of texts) {
    const at = text.indexOf('=');
    const name = at < 0 ? '' : text.slice(0, at).trim();
    if (!/^[A-Za-z_][\w.]*$/.test(name)) throw new UsageError(`--define takes NAME=VALUE (e.g. --define SITE_AREA=admin), not '${text}'`);
    // The spelled-out forms of an environment value name the same define.
    defines[name.replace(/^(process\.env|import\.meta\.env)\./, '')] = text.slice(at + 1);
  }
  return defines;
}

/** `diff REV_A [REV_B] [PATH]`: a second argument that names a path on disk is PATH, else REV_B. */
function runDiff(positionals: string[], format: string | undefined, json: boolean | undefined, failOn: string | undefined, io: Output): number {
  if (positionals.length === 0 || positionals.length > 3) throw new UsageError('diff takes REV_A [REV_B] [PATH]: routelens diff main HEAD src/routes.ts');
  const [revA, second, third] = positionals;
  const secondIsPath = second !== undefined && third === undefined && fs.existsSync(second);
  const revB = secondIsPath ? undefined : second;
  const target = (secondIsPath ? second : third) ?? '.';
  if (failOn !== undefined && failOn !== 'removed' && failOn !== 'changed') throw new UsageError(`--fail-on must be removed or changed, not '${failOn}'`);
  const chosen = outputFormat(format, json, ['text', 'json', 'markdown']);
  const diff = diffRoutes(revA, revB, target);
  if (chosen === 'json') io.out(JSON.stringify(diff, null, 2) + '\n');
  else if (chosen === 'markdown') io.out(diffMarkdown(diff));
  else io.out(diffText(diff));
  const failed =
    failOn === 'removed' ? diff.removed.length > 0 : failOn === 'changed' ? diff.removed.length + diff.changed.length + diff.winners.length > 0 : false;
  return failed ? 1 : 0;
}

/** Runs the command line; resolves to the exit code. Never throws. */
export async function main(
  argv: string[],
  io: Output = { out: (s) => process.stdout.write(s), err: (s) => process.stderr.write(s), color: undefined },
): Promise<number> {
  const debug = argv.includes('--debug');
  try {
    return await run(argv, io);
  } catch (error) {
    if (error instanceof UsageError || error instanceof PathError) {
      io.err(`routelens: ${error.message}\n`);
      return 2;
    }
    io.err(`routelens: internal error: ${error instanceof Error ? error.message : String(error)}${debug ? '' : ' (run with --debug for details)'}\n`);
    if (debug && error instanceof Error && error.stack) io.err(error.stack + '\n');
    return 2;
  }
}

/** The options every command accepts (a command ignores those it has no use for). */
const OPTIONS = {
  json: { type: 'boolean' },
  method: { type: 'string' },
  name: { type: 'string' },
  path: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  debug: { type: 'boolean' },
  color: { type: 'boolean' },
  'no-color': { type: 'boolean' },
  'delete-action': { type: 'string' },
  'default-home': { type: 'string' },
  'controllers-folder': { type: 'string' },
  'modules-folder': { type: 'string' },
  define: { type: 'string', multiple: true },
  'php-context-home': { type: 'string' },
  port: { type: 'string' },
  format: { type: 'string' },
  sort: { type: 'string' },
  reverse: { type: 'boolean' },
  'except-path': { type: 'string' },
  columns: { type: 'string' },
  'fail-on': { type: 'string' },
  host: { type: 'string' },
  form: { type: 'string' },
} as const;

type Values = ReturnType<typeof parseArgs<{ args: string[]; allowPositionals: true; options: typeof OPTIONS }>>['values'];

/** What a command that analyses a project gets. */
interface Job {
  values: Values;
  snapshot: ReturnType<typeof analyzePath>['snapshot'];
  root: string;
  locator: Locator;
  /** `--method`, checked. */
  method: Verb | undefined;
  hmvc: { controllersFolder?: string; modulesFolder?: string };
  /** match's VERB and URI. */
  request: { verb: Verb; uri: string } | undefined;
  io: Output;
}

function run(argv: string[], io: Output): number | Promise<number> {
  const [command, ...rest] = argv;
  const quick = quickAnswer(argv);
  if (quick) {
    io.out(quick.out);
    return quick.code;
  }
  if (!(COMMANDS as readonly string[]).includes(command)) {
    throw new UsageError(`unknown command '${command}' (try: ${COMMANDS.join(', ')}; routelens --help)`);
  }
  let parsed;
  try {
    parsed = parseArgs({ args: rest, allowPositionals: true, options: OPTIONS });
  } catch (error) {
    throw new UsageError(`${command}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.out(commandHelp(command));
    return 0;
  }
  if (values['no-color']) io.color = false;
  else if (values.color) io.color = true;
  const cmd = command as Command;
  if (cmd === 'diff') return runDiff(positionals, values.format, values.json, values['fail-on'], io);
  const { target, request } = cmd === 'match' ? matchArguments(positionals) : { target: onePath(cmd, positionals), request: undefined };
  if (cmd === 'links') return runLinksCommand(target, values, io);
  const ci4Root = ci4AppRoot(target, diskHost);
  const ci4Command = cmd === 'list' || cmd === 'map' || cmd === 'check' || cmd === 'match' || cmd === 'exposure';
  if (ci4Root !== undefined && !ci4Command)
    throw new PathError(`${target}: a CodeIgniter 4 app — ${cmd} does not handle CodeIgniter 4 apps yet (list, map, check, match, exposure and diff do)`);
  if (ci4Root !== undefined) {
    const defines = parseDefines(values.define ?? []);
    return runCi4(cmd, analyzeCi4(ci4Root, diskHost, { defines, host: values.host }), defines, values, io, request);
  }
  if (values.form !== undefined) throw new UsageError('--form is for CodeIgniter 4 apps (method spoofing with _method)');
  const method = values.method !== undefined ? parseVerb(values.method, '--method') : undefined;
  const registry = { defaultHome: values['default-home'], deleteAction: values['delete-action'] };
  const hmvc = { controllersFolder: values['controllers-folder'], modulesFolder: values['modules-folder'] };
  const defines = parseDefines(values.define ?? []);
  const contextHome = values['php-context-home'];
  if (contextHome !== undefined && contextHome !== 'release' && contextHome !== 'spec') {
    throw new UsageError(`--php-context-home must be release or spec, not '${contextHome}'`);
  }
  let analyzed: ReturnType<typeof analyzePath>;
  try {
    analyzed = analyzePath(target, { registry, hmvc, defines, phpContextHome: contextHome, host: values.host });
  } catch (error) {
    // A folder whose only route tables are a CodeIgniter 4 app below it (a monorepo's backend/): that app's.
    if (!(error instanceof Ci4AppsBelow) || !ci4Command) throw error;
    if (error.apps.length > 1) throw new PathError(`${error.message}: point PATH at one`);
    return runCi4(cmd, error.apps[0], defines, values, io, request);
  }
  const { root, snapshot } = analyzed;
  warnUnusedDefines(io, defines, snapshot.analyses);
  const ci3Request = request && { verb: parseVerb(request.verb, 'VERB'), uri: request.uri };
  return RUNNERS[cmd]({ values, snapshot, root, locator: new Locator(root, snapshot), method, hmvc, request: ci3Request, io });
}

/** The link diagnostics of a CodeIgniter 4 app whose table is made already. */
function ci4LinkDiagnostics(analysis: Ci4Analysis, defines: Record<string, string>): JsonDiagnostic[] {
  const root = analysis.app.root;
  const { snapshot } = analyzeAppAround(root, { defines, reuseCi4: new Map([[root, analysis]]), changed: new Set() });
  return jsonDiagnostics(linkDiagnostics(snapshot), new Locator(root, snapshot));
}

/** `links [PATH]`: the app around PATH, read whole; the links of the files below PATH. */
function runLinksCommand(target: string, values: Values, io: Output): number {
  const defines = parseDefines(values.define ?? []);
  const hmvc = { controllersFolder: values['controllers-folder'], modulesFolder: values['modules-folder'] };
  const { root, snapshot } = analyzeAppAround(target, { defines, hmvc, host: values.host });
  const format = outputFormat(values.format, values.json, ['table', 'json', 'sarif', 'markdown']);
  return runLinks(snapshot, path.resolve(target), new Locator(root, snapshot), format, io);
}

/** list, map or check of a CodeIgniter 4 app's table. */
function runCi4(
  cmd: Command,
  analysis: Ci4Analysis,
  defines: Record<string, string>,
  values: Values,
  io: Output,
  request?: { verb: string; uri: string },
): number {
  warnUnusedDefines(io, defines, [analysis]);
  const job = { analysis, values, io, links: () => ci4LinkDiagnostics(analysis, defines) };
  if (cmd === 'match') return runCi4Match(job, request!);
  if (cmd === 'exposure')
    return runCi4Exposure(analysis, outputFormat(values.format, values.json, ['table', 'json', 'sarif', 'markdown']), values['fail-on'], io);
  return cmd === 'list' ? runCi4List(job) : cmd === 'map' ? runCi4Map(job) : runCi4Check(job);
}

/** A command's one PATH (default: the current folder). */
function onePath(cmd: string, positionals: string[]): string {
  if (positionals.length > 1) throw new UsageError(`${cmd} takes one PATH, not ${positionals.length}`);
  return positionals[0] ?? '.';
}

/** `match VERB URI [PATH]`, checked. */
function matchArguments(positionals: string[]): { target: string; request: { verb: string; uri: string } } {
  if (positionals.length < 2) throw new UsageError('match needs a VERB and a URI: routelens match GET /photos/12 [PATH]');
  const verb = positionals[0];
  const uri = positionals[1];
  // `match GET routes.php`: the URI was forgotten, and the file would be matched as a URI.
  if (positionals.length === 2 && /\.(php|[cm]?[jt]sx?)$/i.test(uri) && fs.existsSync(uri)) {
    throw new UsageError(`match needs a VERB and a URI before PATH: '${uri}' is a file (routelens match ${positionals[0]} /some/uri ${uri})`);
  }
  if (positionals.length > 3) throw new UsageError(`match takes VERB URI [PATH], not ${positionals.length} arguments`);
  return { target: positionals[2] ?? '.', request: { verb, uri } };
}

function runList({ values, snapshot, locator, method, io }: Job): number {
  const format = outputFormat(values.format, values.json, ['table', 'json', 'csv', 'markdown']);
  let routes = jsonRoutes(snapshot, locator).filter(
    (r) =>
      (!method || r.verb === 'ANY' || r.verb === method) &&
      (!values.name || (r.name ?? '').includes(values.name)) &&
      (!values.path || r.from.includes(values.path.replace(/^\/+/, ''))) &&
      (!values['except-path'] || !r.from.includes(values['except-path'].replace(/^\/+/, ''))),
  );
  if (values.sort !== undefined) routes = sortRoutes(routes, values.sort);
  if (values.reverse) routes = routes.reverse();
  const diagnostics = jsonDiagnostics(snapshot.diagnostics(), locator);
  // The JSON keeps its documented shape; settings are in map --json, and on their own line here.
  if (format === 'json') {
    io.out(JSON.stringify({ routes, named: jsonNamed(snapshot), diagnostics }, null, 2) + '\n');
    return 0;
  }
  // As text, a '' target says what runs there (the JSON keeps the target as written).
  const shown = routes.map((r) => (r.to === '' ? { ...r, to: emptyTargetText(snapshot, r.verb, r.from) } : r));
  if (format === 'table') printList(io, shown, diagnostics, routeSettings(snapshot), parseColumns(values.columns), routeConditionalSettings(snapshot));
  else io.out(formatRows(shown, parseColumns(values.columns), format));
  return 0;
}

/** Every diagnostic the editor shows for the project: the analysis's, and the exposure audit's findings. */
function runCheck({ values, snapshot, locator, io }: Job): number {
  const format = outputFormat(values.format, values.json, ['text', 'json', 'sarif']);
  const diagnostics = jsonDiagnostics([...snapshot.diagnostics(), ...exposureDiagnostics(snapshot), ...linkDiagnostics(snapshot)], locator);
  if (format === 'json') io.out(JSON.stringify({ diagnostics }, null, 2) + '\n');
  else if (format === 'sarif') io.out(JSON.stringify(sarifLog(diagnostics, VERSION), null, 2) + '\n');
  else printCheck(io, diagnostics);
  return diagnostics.some((d) => d.severity === 'error') ? 1 : 0;
}

function runMap({ values, snapshot, method, io }: Job): number {
  const analysis = mainAnalysis(snapshot);
  if (values.json) {
    io.out(JSON.stringify(method ? { routes: mapPairs(analysis, method) } : { methods: allMethodPairs(analysis) }, null, 2) + '\n');
    return 0;
  }
  printMap(io, method ? { [method]: mapPairs(analysis, method) } : allMethodPairs(analysis), (verb, from) => emptyTargetText(snapshot, verb, from));
  // The table holds every undecided condition's routes, as if each held (docs/decisions.md#conditions-and-data): say so.
  const conditions = mapConditions(analysis, method ? [method] : VERBS);
  if (conditions.length)
    io.out(
      `\nIncludes entries behind conditions that are not known, as if each held: ${conditions.map((c) => `if ${c}`).join('; ')}. Decide them with --define NAME=VALUE.\n`,
    );
  return 0;
}

function runServe({ values, snapshot, root, hmvc, io }: Job): Promise<number> {
  const port = values.port === undefined ? 8080 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port must be a port number (0 for any free port), not '${values.port}'`);
  // The router (and what it loads to run TypeScript controllers) is loaded only for this command.
  const { serve } = require('./serve') as typeof import('./serve');
  return serve(snapshot, root, port, { controllers: hmvc.controllersFolder ?? 'controllers', modules: hmvc.modulesFolder ?? 'modules' }, io);
}

function runMatch({ values, snapshot, locator, request, io }: Job): number {
  const { verb, uri } = request!;
  const match = findMatch(mainAnalysis(snapshot), verb, uri, locator);
  const requests = appRequests(snapshot);
  const resolution = requests?.resolve(verb, uri);
  if (values.json) {
    io.out(
      JSON.stringify(
        {
          match: match && { from: match.from, to: match.to, target: match.target, verb: match.verb, file: match.file, line: match.line },
          runs: resolution ? jsonRuns(resolution, locator) : null,
          status: resolution ? resolution.status : null,
          ...(resolution?.reason ? { reason: resolution.reason } : {}),
        },
        null,
        2,
      ) + '\n',
    );
  } else {
    printMatch(io, verb, uri, match, resolution ? matchRuns(resolution, requests!, locator) : null);
  }
  // Like grep: 1 when nothing is found (no method runs but the 404_override's; without controllers, no route
  // matches), so scripts can tell.
  return (resolution ? resolution.status === 200 && resolution.runs?.via !== '404_override' : match !== null) ? 0 : 1;
}

/** The commands that analyse a project, by name. */
const RUNNERS: Record<Exclude<Command, 'diff' | 'links'>, (job: Job) => number | Promise<number>> = {
  list: runList,
  check: runCheck,
  map: runMap,
  serve: runServe,
  match: runMatch,
  exposure: ({ values, snapshot, locator, io }) =>
    runExposure(snapshot, locator, outputFormat(values.format, values.json, ['table', 'json', 'sarif', 'markdown']), values['fail-on'], io),
};

/** A `--define` that no analysed file asks for (no condition, constant or environment read uses it): one line each. */
function warnUnusedDefines(io: Output, defines: Readonly<Record<string, string>>, analyses: readonly { askedNames?: ReadonlySet<string> }[]): void {
  for (const name of Object.keys(defines)) {
    if (analyses.some((a) => a.askedNames?.has(name))) continue;
    io.err(`routelens: warning: --define ${name} is not used by any analysed file (no condition, constant or environment read asks for it; a typo?)\n`);
  }
}
