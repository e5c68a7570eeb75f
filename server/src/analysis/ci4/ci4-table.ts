// Evaluates a CodeIgniter 4 app's route files into its RouteCollection, as `RouteCollection::loadRoutes()` and
// `discoverRoutes()` run them: the routing config's files share one scope with `$routes` (and `$this`) being the
// collection, module files run in another; nothing is executed, every value goes through the PHP interpreter.

import * as path from 'node:path';
import type { Span } from '../../base/text';
import type { AnalysisDiagnostic } from '../core/facts';
import type { FileHost } from '../core/file-host';
import type { EvaluationLimits } from '../core/limits';
import { DEFAULT_LIMITS } from '../core/limits';
import { LineIndex } from '../core/line-index';
import type { NativeValue, Value } from '../core/values';
import { Unknown } from '../core/values';
import { EvaluatedThrow, EvaluationStopped } from '../core/context';
import { PhpContext } from '../php/php-context';
import type { HostedCall, PhpEnvironment } from '../php/php-environment';
import { NOT_HOSTED, PhpConstants } from '../php/php-environment';
import { PhpInterpreter } from '../php/php-interpreter';
import { PhpParsedFile } from '../php/php-parse';
import type { PhpNode } from '../php/php-parse';
import { PhpExit } from '../php/php-try';
import { defineValue } from '../php/php-app';
import { RouteRegistry, evaluationLimit, notEvaluable, parseError } from '@routelens/shared';
import type { Ci4App } from './ci4-app';
import { readCi4App } from './ci4-app';
import { collectionValue } from './ci4-calls';
import { shieldAuthValue } from './ci4-shield';
import { ci4Lint } from './ci4-lint';
import { handlerDiagnostics } from './ci4-handlers';
import { AppClasses } from './ci4-classes';
import { RouteCollection } from './route-collection';
import type { FiltersConfig } from './ci4-filters';
import { readFiltersConfig } from './ci4-filters';

export interface Ci4Options {
  defines?: Readonly<Record<string, string>>;
  /** The request's Host header (`--host`): decides hostname and subdomain routes. */
  host?: string;
  limits?: EvaluationLimits;
  /** How a file is parsed (the workspace's cache, which re-parses an edited file from its last tree). */
  parse?: (file: string, text: string) => PhpParsedFile;
  /** The app's classes as an earlier analysis found them, when no file but route files changed since. */
  classes?: AppClasses;
  /** Whether handlers are checked against the app's classes (false while a workspace is still being listed). */
  checkHandlers?: boolean;
}

export interface Ci4Analysis {
  readonly app: Ci4App;
  readonly collection: RouteCollection;
  readonly diagnostics: AnalysisDiagnostic[];
  /** The files evaluated, each with its text's line index (for lines in the output). */
  readonly lines: ReadonlyMap<string, LineIndex>;
  readonly askedNames: ReadonlySet<string>;
  /** The files evaluated (route files and what they include). */
  readonly files: readonly string[];
  /** The app's classes as the handler checks found them (kept for the next analysis while only route files change). */
  readonly classes: AppClasses;
  /** Whether its handlers were checked. */
  readonly handlersChecked: boolean;
  /** `Config\Filters` (read on first use). */
  readonly filters: FiltersConfig;
}

/** The table CodeIgniter 4 builds for the app at `root`. */
export function analyzeCi4(root: string, host: FileHost, options: Ci4Options = {}): Ci4Analysis {
  const app = readCi4App(root, host);
  const given = options.defines ?? {};
  // The request's Host header, where `--host` gives it, is `$_SERVER['HTTP_HOST']` too (a request value, not a constant).
  const defines = options.host !== undefined && !Object.prototype.hasOwnProperty.call(given, 'HTTP_HOST') ? { ...given, HTTP_HOST: options.host } : given;
  const { routing } = app;
  const collection = new RouteCollection(
    {
      defaultNamespace: `${routing.defaultNamespace.replace(/\\+$/, '')}\\`,
      defaultController: routing.defaultController,
      defaultMethod: routing.defaultMethod,
      translateURIDashes: routing.translateURIDashes,
      autoRoute: routing.autoRoute,
      override404: routing.override404,
      prioritize: routing.prioritize,
      defaultPlaceholder: 'any',
    },
    { host: options.host },
  );
  const registry = new RouteRegistry({});
  const ctx = new PhpContext(host, registry, options.limits ?? DEFAULT_LIMITS, { entry: app.files[0]?.file ?? root, defines });
  // Every CodeIgniter 4 app runs under an ENVIRONMENT: giving it is never a typo.
  ctx.askedNames.add('ENVIRONMENT');
  const lines = new Map<string, LineIndex>();
  const parsedFiles = new Map<string, PhpParsedFile>();
  const parse = (file: string, text: string) => {
    let parsed = parsedFiles.get(file);
    if (!parsed || parsed.text !== text) parsedFiles.set(file, (parsed = options.parse?.(file, text) ?? new PhpParsedFile(file, text)));
    if (!lines.has(file)) lines.set(file, new LineIndex(text));
    return parsed;
  };
  const environment = Object.prototype.hasOwnProperty.call(defines, 'ENVIRONMENT') ? defines.ENVIRONMENT : undefined;
  const routes = collectionValue(collection, { ctx, lines: (file) => lines.get(file), environment });
  let auth: NativeValue | undefined;
  const shieldNotKnown = (span: Span) =>
    ctx.report(span, notEvaluable.severity, notEvaluable.code, notEvaluable.message.ci4CollectionGiven("service('auth')->routes(…)"));
  const constants = new PhpConstants();
  for (const [name, text] of Object.entries(given)) constants.define(name, defineValue(text), undefined);
  for (const [name, value] of Object.entries(app.paths)) constants.define(name, value, undefined);
  const env: PhpEnvironment = {
    constants,
    defines,
    parse,
    includesCode: true,
    included: new Set(),
    host: {
      callFunction: (name, args, span, call) => {
        if (name === 'service' || name === 'codeigniter\\service') {
          const [which] = args();
          return which === 'routes' ? routes : which === 'auth' ? (auth ??= shieldAuthValue(app, host, routes, shieldNotKnown)) : NOT_HOSTED;
        }
        if (name === 'auth' && args().length === 0) return (auth ??= shieldAuthValue(app, host, routes, shieldNotKnown));
        if (name === 'is_file' || name === 'file_exists') return environmentFile(call, app, host, span);
        if (name === 'env') return envHelper(args(), defines, ctx, span);
        return NOT_HOSTED;
      },
      callStatic: (className, method, args) => {
        const cls = className.toLowerCase();
        if ((cls === 'config\\services' || cls === 'codeigniter\\config\\services') && method === 'routes') return routes;
        void args;
        return NOT_HOSTED;
      },
    },
  };
  // The routing config's files run in loadRoutes()'s one scope; module files in discoverRoutes()'s.
  const loadScope = new Map<string, Value>([
    ['routes', routes],
    ['this', routes],
  ]);
  let discoverScope: Map<string, Value> | undefined;
  for (const { file, module } of app.files) {
    const read = host.read(file);
    if (!read.ok) continue;
    const parsed = parse(file, read.text);
    env.included!.add(file);
    if (parsed.parseError)
      ctx.report(parsed.parseErrorSpan ?? { file, start: 0, end: 0 }, parseError.severity, parseError.code, parseError.message.php(parsed.parseError));
    const scope = module
      ? (discoverScope ??= new Map<string, Value>([
          ['routes', routes],
          ['this', routes],
        ]))
      : loadScope;
    if (!runRouteFile(ctx, parsed, env, scope)) break;
  }
  const entry = app.files[0]?.file;
  if (entry) for (const note of app.notes) ctx.report({ file: entry, start: 0, end: 0 }, notEvaluable.severity, notEvaluable.code, `Not evaluable: ${note}.`);
  for (const note of collection.notes) ctx.report(note.site.span, notEvaluable.severity, notEvaluable.code, `Not evaluable: ${note.message}.`);
  const classes = options.classes ?? new AppClasses(app, host);
  const handlersChecked = options.checkHandlers !== false;
  const handlers = handlersChecked ? handlerDiagnostics(collection, app, classes, collection.settings.defaultMethod) : [];
  const diagnostics = [...ctx.diagnostics, ...ci4Lint(collection, app.root), ...handlers];
  return withFilters({ app, collection, diagnostics, lines, askedNames: ctx.askedNames, files: [...lines.keys()], classes, handlersChecked }, host);
}

/** The analysis with `Config\Filters`, read when a request is first resolved (a keystroke in Routes.php does not need it). */
function withFilters(analysis: Omit<Ci4Analysis, 'filters'>, host: FileHost): Ci4Analysis {
  let filters: FiltersConfig | undefined;
  return {
    ...analysis,
    get filters() {
      return (filters ??= readFiltersConfig(analysis.app, host));
    },
  };
}

/**
 * CodeIgniter 4's `env($key, $default)`: the environment's value (given with `--define`), with its words `true`,
 * `false`, `empty` and `null` read as CodeIgniter reads them; not known otherwise.
 */
function envHelper(args: Value[], defines: Readonly<Record<string, string>>, ctx: PhpContext, span: Span): Value {
  const [key, fallback = null] = args;
  if (typeof key !== 'string') return new Unknown('env() of a name that is not known', 'env(…)', span);
  ctx.askedNames.add(key);
  if (!Object.prototype.hasOwnProperty.call(defines, key))
    return new Unknown(
      `env('${key}') is only known when the app runs (give it with --define ${key}=VALUE or the routelens.defines setting)`,
      `env('${key}')`,
      span,
    );
  const value = defines[key];
  const word = value.toLowerCase();
  if (word === 'true') return true;
  if (word === 'false') return false;
  if (word === 'empty') return '';
  if (word === 'null') return null;
  void fallback;
  return value;
}

/** Runs one route file; false when the evaluation stopped (a bound), so that no later file runs on a partial state. */
function runRouteFile(ctx: PhpContext, parsed: PhpParsedFile, env: PhpEnvironment, scope: Map<string, Value>): boolean {
  const interpreter = new PhpInterpreter(ctx, parsed, env, scope);
  try {
    interpreter.run((parsed.program.children as PhpNode[]) ?? [], scope);
    return true;
  } catch (error) {
    if (error instanceof PhpExit) {
      ctx.report(error.span ?? { file: parsed.file, start: 0, end: 0 }, notEvaluable.severity, notEvaluable.code, notEvaluable.message.phpExit());
      return false;
    }
    if (error instanceof EvaluatedThrow) {
      ctx.report(error.span ?? { file: parsed.file, start: 0, end: 0 }, notEvaluable.severity, notEvaluable.code, notEvaluable.message.topLevelThrow());
      return false;
    }
    if (error instanceof EvaluationStopped) {
      ctx.report(error.span ?? { file: parsed.file, start: 0, end: 0 }, evaluationLimit.severity, evaluationLimit.code, error.reason);
      return false;
    }
    throw error;
  } finally {
    interpreter.guards.end(0, () => true);
  }
}

/**
 * `is_file(APPPATH . 'Config/' . ENVIRONMENT . '/Routes.php')` of CodeIgniter 4's older Routes.php template, with
 * ENVIRONMENT not given: false when no folder of that place holds such a file (whatever single folder name
 * ENVIRONMENT is), else not known. Any other path goes to the interpreter's own is_file.
 */
function environmentFile(call: HostedCall, app: Ci4App, host: FileHost, span: Span): Value | typeof NOT_HOSTED {
  const parts: PhpNode[] = [];
  const flatten = (node: PhpNode) => {
    if (node.kind === 'bin' && node.type === '.') {
      flatten(node.left as PhpNode);
      flatten(node.right as PhpNode);
    } else parts.push(node);
  };
  if (!call.argNodes[0]) return NOT_HOSTED;
  flatten(call.argNodes[0]);
  const values = parts.map((part) => call.evaluate(part));
  const unknown = values.findIndex((v) => v instanceof Unknown);
  if (unknown < 0 || values.some((v, i) => i !== unknown && typeof v !== 'string')) return NOT_HOSTED;
  const node = parts[unknown];
  if (node.kind !== 'name' || String(node.name).replace(/^\\/, '') !== 'ENVIRONMENT') return NOT_HOSTED;
  const before = values.slice(0, unknown).join('');
  const after = values.slice(unknown + 1).join('');
  if (!before.endsWith('/') || !after.startsWith('/') || !path.resolve(before).startsWith(app.root)) return NOT_HOSTED;
  const names = host.list?.(before);
  if (!names) return NOT_HOSTED;
  const exists = names.some((name) => host.isFile(path.join(before, name) + after));
  return exists ? new Unknown('ENVIRONMENT is not known (give it with --define ENVIRONMENT=production)', 'ENVIRONMENT', span) : false;
}
