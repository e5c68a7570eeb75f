// A CodeIgniter 4 app as its route table depends on it (docs/ci4-routing.md, "The table"): where it is, its path
// constants, the settings of `app/Config/Routing.php`, and its route files in the framework's order — the routing
// config's files, then each namespace's `Config/Routes.php` (`Config\Autoload::$psr4`, Composer's packages when
// `Config\Modules` discovers in them), `CodeIgniter` last.

import * as path from 'node:path';
import type { FileHost } from '../core/file-host';
import type { Value } from '../core/values';
import { Unknown, isArray, isObject } from '../core/values';
import type { PhpNode } from '../php/php-parse';
import { PhpParsedFile } from '../php/php-parse';
import { PhpConstants } from '../php/php-environment';
import { PhpInterpreter } from '../php/php-interpreter';
import { PhpContext } from '../php/php-context';
import { RouteRegistry } from '@routelens/shared';
import { DEFAULT_LIMITS } from '../core/limits';
import { folderPrefix } from '../../base/text';

export interface Ci4App {
  /** The folder holding `app/`. */
  readonly root: string;
  /** APPPATH, ROOTPATH, FCPATH, SYSTEMPATH, WRITEPATH with their trailing `/`, as the front controller defines them. */
  readonly paths: Readonly<Record<string, string>>;
  /** The settings CodeIgniter's RouteCollection starts from (`Config\Routing`), each Unknown where not known. */
  readonly routing: RoutingConfig;
  /** The route files in the order CodeIgniter loads them, each with whether it is a module's. */
  readonly files: readonly { file: string; module: boolean }[];
  /** Files whose change changes the table without being evaluated (the configs read here). */
  readonly dependencies: readonly string[];
  /** What could not be read the framework's way (reported on the app's Routes.php). */
  readonly notes: readonly string[];
  /** The app's namespaces and their folders, as its autoloader finds classes in them. */
  readonly namespaces: Namespaces;
  /** What `Config\App` says about request paths and locales (undefined where not known). */
  readonly appConfig: AppConfig;
}

export interface AppConfig {
  indexPage: string | undefined;
  permittedURIChars: string | undefined;
  supportedLocales: string[] | undefined;
  defaultLocale: string | undefined;
}

export interface RoutingConfig {
  routeFiles: string[];
  defaultNamespace: string;
  defaultController: string;
  defaultMethod: string;
  translateURIDashes: boolean;
  override404: string | null;
  autoRoute: boolean;
  prioritize: boolean;
  multipleSegmentsOneParam: boolean;
  moduleRoutes: Record<string, string>;
  translateUriToCamelCase: boolean;
  autoRoutesImproved: boolean;
  /** Controller attributes (`#[Filter]`, `#[Restrict]`) are read by the router. */
  useControllerAttributes: boolean;
}

/** The root of the CodeIgniter 4 app `target` is in or is (a folder with `app/Config/Routes.php`), if any. */
export function ci4AppRoot(target: string, host: FileHost): string | undefined {
  let dir = path.resolve(target);
  if (host.isFile(dir)) dir = path.dirname(dir);
  for (let i = 0; i < 4; i++) {
    if (host.isFile(path.join(dir, 'app', 'Config', 'Routes.php'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return undefined;
}

/** Reads the app at `root`. */
export function readCi4App(root: string, host: FileHost): Ci4App {
  const appPath = path.join(root, 'app') + '/';
  const system = host.isFile(path.join(root, 'system', 'CodeIgniter.php'))
    ? path.join(root, 'system')
    : path.join(root, 'vendor', 'codeigniter4', 'framework', 'system');
  const paths = {
    APPPATH: appPath,
    ROOTPATH: folderPrefix(root),
    FCPATH: path.join(root, 'public') + '/',
    SYSTEMPATH: system + '/',
    WRITEPATH: path.join(root, 'writable') + '/',
    APP_NAMESPACE: 'App',
  };
  const notes: string[] = [];
  const config = (name: string) => path.join(appPath, 'Config', `${name}.php`);
  const dependencies = ['Routing', 'Autoload', 'Modules', 'Feature'].map(config);
  const routingProps = classProperties(config('Routing'), host, paths);
  envOverrides(root, host, notes, dependencies);
  const feature = classProperties(config('Feature'), host, paths);
  const get = <T>(props: Map<string, Value> | undefined, name: string, fallback: T, valid: (v: Value) => boolean): T => {
    const value = props?.get(name);
    if (value === undefined) return fallback;
    if (valid(value)) return value as T;
    notes.push(`Config\\${props === feature ? 'Feature' : 'Routing'}::$${name} is not known; CodeIgniter's default is used`);
    return fallback;
  };
  const isString = (v: Value) => typeof v === 'string';
  const isBool = (v: Value) => typeof v === 'boolean';
  const routeFilesValue = routingProps?.get('routeFiles');
  const routeFiles =
    routeFilesValue === undefined
      ? [config('Routes')]
      : isArray(routeFilesValue) && routeFilesValue.items.every(isString)
        ? (routeFilesValue.items as string[])
        : isObject(routeFilesValue) && [...routeFilesValue.props.values()].every(isString)
          ? ([...routeFilesValue.props.values()] as string[])
          : (notes.push('Config\\Routing::$routeFiles is not known; app/Config/Routes.php is read'), [config('Routes')]);
  const moduleRoutesValue = routingProps?.get('moduleRoutes');
  const routing: RoutingConfig = {
    routeFiles,
    defaultNamespace: get(routingProps, 'defaultNamespace', 'App\\Controllers', isString),
    defaultController: get(routingProps, 'defaultController', 'Home', isString),
    defaultMethod: get(routingProps, 'defaultMethod', 'index', isString),
    translateURIDashes: get(routingProps, 'translateURIDashes', false, isBool),
    override404: get<string | null>(routingProps, 'override404', null, (v) => v === null || isString(v)),
    autoRoute: get(routingProps, 'autoRoute', false, isBool),
    prioritize: get(routingProps, 'prioritize', false, isBool),
    multipleSegmentsOneParam: get(routingProps, 'multipleSegmentsOneParam', false, isBool),
    moduleRoutes: isObject(moduleRoutesValue) ? Object.fromEntries([...moduleRoutesValue.props].filter(([, v]) => isString(v)) as [string, string][]) : {},
    translateUriToCamelCase: get(routingProps, 'translateUriToCamelCase', false, isBool),
    // The router reads `config(Feature::class)->autoRoutesImproved ?? false`: without the property, the legacy router.
    autoRoutesImproved: get(feature, 'autoRoutesImproved', false, isBool),
    useControllerAttributes: get(routingProps, 'useControllerAttributes', true, isBool),
  };
  const files = routeFiles.map((file) => ({ file: path.resolve(file), module: false }));
  const main = path.resolve(config('Routes'));
  if (!files.some((f) => f.file === main)) files.push({ file: main, module: false });
  const namespaces = appNamespaces(paths, host, notes);
  for (const file of moduleRouteFiles(root, paths, host, notes, dependencies, namespaces)) {
    if (!files.some((f) => f.file === file)) files.push({ file, module: true });
  }
  return {
    root,
    paths,
    routing,
    files: files.filter((f) => host.isFile(f.file)),
    dependencies,
    notes,
    namespaces,
    appConfig: readAppConfig(config('App'), host, paths),
  };
}

/** `Config\App`'s request settings: the property's value, CodeIgniter's default without it, undefined when not known. */
function readAppConfig(file: string, host: FileHost, paths: Record<string, string>): AppConfig {
  const props = classProperties(file, host, paths);
  const text = (name: string, fallback: string) => {
    const value = props?.get(name);
    return value === undefined ? fallback : typeof value === 'string' ? value : undefined;
  };
  const locales = props?.get('supportedLocales');
  return {
    indexPage: text('indexPage', 'index.php'),
    // The router checks the characters only where the property is set.
    permittedURIChars: text('permittedURIChars', ''),
    defaultLocale: text('defaultLocale', 'en'),
    supportedLocales:
      locales === undefined ? ['en'] : isArray(locales) && locales.items.every((v) => typeof v === 'string') ? (locales.items as string[]) : undefined,
  };
}

/**
 * Settings a `.env` file overrides (CodeIgniter's BaseConfig reads `routing.autoRoute = true` and
 * `Config\Routing.autoRoute` over the class's defaults): not read here, so said.
 */
function envOverrides(root: string, host: FileHost, notes: string[], dependencies: string[]): void {
  const file = path.join(root, '.env');
  dependencies.push(file);
  const read = host.read(file);
  if (!read.ok) return;
  const keys = new Set<string>();
  for (const m of read.text.matchAll(/^[ \t]*((?:Config\\)?(?:routing|feature|modules|autoload|Routing|Feature|Modules|Autoload)\.\w+)[ \t]*=/gm))
    keys.add(m[1]);
  if (keys.size)
    notes.push(
      `.env sets ${[...keys].slice(0, 3).join(', ')}${keys.size > 3 ? ', …' : ''}, which routelens does not read: the table and its settings are the config classes' own`,
    );
}

/** A namespace prefix (no leading or trailing `\\`) and its folders, as CodeIgniter's autoloader holds them. */
export type Namespaces = [string, string[]][];

/** The app's own namespaces: `Config`, then `Config\Autoload::$psr4` in order (array_merge: a key keeps its place). */
function appNamespaces(paths: Record<string, string>, host: FileHost, notes: string[]): Namespaces {
  const autoload = classProperties(path.join(paths.APPPATH, 'Config', 'Autoload.php'), host, paths);
  const namespaces: Namespaces = [['Config', [paths.APPPATH + 'Config']]];
  const psr4 = autoload?.get('psr4');
  if (psr4 === undefined) namespaces.push(['App', [paths.APPPATH]]);
  else if (!isObject(psr4)) notes.push('Config\\Autoload::$psr4 is not known; only the app is searched for route files and classes');
  if (isObject(psr4)) for (const [prefix, value] of psr4.props) addNamespace(namespaces, prefix, value);
  return namespaces;
}

function addNamespace(namespaces: Namespaces, prefix: string, value: Value): void {
  const list = isArray(value) ? value.items : [value];
  const key = prefix.replace(/^\\+|\\+$/g, '');
  let entry = namespaces.find(([p]) => p === key);
  if (!entry) namespaces.push((entry = [key, []]));
  for (const item of list) if (typeof item === 'string') entry[1].push(item);
}

/** Each namespace's `Config/Routes.php` as FileLocator::search finds them, when Modules discovers routes. */
function moduleRouteFiles(root: string, paths: Record<string, string>, host: FileHost, notes: string[], dependencies: string[], own: Namespaces): string[] {
  dependencies.push(path.join(root, 'vendor', 'composer', 'autoload_psr4.php'));
  const found: string[] = [];
  for (const dir of discoveryFolders(root, paths, host, own, 'routes', notes)) {
    const file = path.resolve(dir, 'Config', 'Routes.php');
    if (host.isFile(file) && !found.includes(file)) found.push(file);
  }
  return found;
}

/**
 * The folders CodeIgniter's auto-discovery searches for `alias` (`routes`, `filters`, `registrars`): every namespace's,
 * Composer's packages too when `Config\Modules::$discoverInComposer`; none when `Config\Modules` turns it off.
 */
export function discoveryFolders(root: string, paths: Record<string, string>, host: FileHost, own: Namespaces, alias: string, notes?: string[]): string[] {
  const modules = classProperties(path.join(paths.APPPATH, 'Config', 'Modules.php'), host, paths);
  const enabled = modules?.get('enabled') ?? true;
  const aliases = modules?.get('aliases');
  if (enabled === false) return [];
  if (aliases !== undefined && !(isArray(aliases) && aliases.items.every((a) => typeof a === 'string'))) {
    notes?.push(`Config\\Modules::$aliases is not known; module files are read as if it held "${alias}"`);
  } else if (aliases !== undefined && !(aliases.items as string[]).includes(alias)) return [];
  const namespaces: Namespaces = own.map(([p, dirs]) => [p, [...dirs]]);
  const discoverInComposer = modules?.get('discoverInComposer') ?? true;
  const composerMap = path.join(root, 'vendor', 'composer', 'autoload_psr4.php');
  if (discoverInComposer === true && host.isFile(composerMap)) {
    const composer = classlessArray(composerMap, host, { ...paths, vendorDir: path.join(root, 'vendor'), baseDir: root });
    if (composer && isObject(composer))
      for (const [prefix, value] of composer.props) {
        const key = prefix.replace(/\\+$/, '');
        if (key === 'CodeIgniter' || key === 'App' || key === 'Config') continue;
        addNamespace(namespaces, key, value);
      }
  }
  return namespaces.flatMap(([, dirs]) => dirs.map((dir) => dir.replace(/[\\/]+$/, '')));
}

/**
 * What a registrar's static method named after a config class (`Registrar::Filters()`) returns, when its body is one
 * `return [...]` of known values: CodeIgniter merges it into that config's properties. 'unknown' otherwise.
 */
export function registrarProperties(
  file: string,
  host: FileHost,
  paths: Record<string, string>,
  shortName: string,
): Map<string, Value> | 'unknown' | undefined {
  let found: Map<string, Value> | 'unknown' | undefined;
  const read = eachClassMember(file, host, paths, (member, interpreter) => {
    const name = (member?.name as PhpNode | undefined)?.name ?? member?.name;
    if (member?.kind !== 'method' || typeof name !== 'string' || name.toLowerCase() !== shortName.toLowerCase()) return;
    const body = ((member.body as PhpNode | undefined)?.children as PhpNode[] | undefined) ?? [];
    const value = body.length === 1 && body[0]?.kind === 'return' ? interpreter.expression(body[0].expr as PhpNode, new Map()) : undefined;
    found = value !== undefined && isObject(value) ? value.props : 'unknown';
  });
  return read ? found : undefined;
}

/** The default values of the public properties of the class a config file declares, evaluated; undefined without the file. */
export function classProperties(file: string, host: FileHost, paths: Record<string, string>): Map<string, Value> | undefined {
  const props = new Map<string, Value>();
  const read = eachClassMember(file, host, paths, (member, interpreter) => {
    if (member?.kind !== 'propertystatement' || member.isStatic) return;
    for (const property of (member.properties as PhpNode[]) ?? []) {
      const name = String((property.name as PhpNode)?.name ?? property.name);
      props.set(name, property.value ? interpreter.expression(property.value as PhpNode, new Map()) : null);
    }
  });
  return read ? props : undefined;
}

/** Each member of the classes a config file declares, with an interpreter that knows the file's `use` imports; false without the file. */
function eachClassMember(file: string, host: FileHost, paths: Record<string, string>, each: (member: PhpNode, interpreter: PhpInterpreter) => void): boolean {
  const read = host.read(file);
  if (!read.ok) return false;
  const parsed = new PhpParsedFile(file, read.text);
  const interpreter = configInterpreter(parsed, host, paths);
  const visit = (nodes: PhpNode[]) => {
    for (const node of nodes) {
      if (node?.kind === 'namespace') visit((node.children as PhpNode[]) ?? []);
      if (node?.kind === 'usegroup') interpreter.statement(node, interpreter.globals);
      if (node?.kind === 'class') for (const member of (node.body as PhpNode[]) ?? []) each(member, interpreter);
    }
  };
  visit((parsed.program.children as PhpNode[]) ?? []);
  return true;
}

/** The array a PHP data file returns (`return [...]`, Composer's autoload_psr4.php), with `$vendorDir`/`$baseDir` given. */
function classlessArray(file: string, host: FileHost, vars: Record<string, string>): Value | undefined {
  const read = host.read(file);
  if (!read.ok) return undefined;
  const parsed = new PhpParsedFile(file, read.text);
  const interpreter = configInterpreter(parsed, host, vars);
  const scope = new Map<string, Value>(Object.entries(vars));
  for (const node of (parsed.program.children as PhpNode[]) ?? []) {
    if (node?.kind === 'return') {
      const value = interpreter.expression(node.expr as PhpNode, scope);
      return value instanceof Unknown ? undefined : value;
    }
    if (node?.kind === 'expressionstatement') interpreter.statement(node, scope);
  }
  return undefined;
}

function configInterpreter(parsed: PhpParsedFile, host: FileHost, paths: Record<string, string>): PhpInterpreter {
  const constants = new PhpConstants();
  for (const [name, value] of Object.entries(paths)) if (/^[A-Z_]+$/.test(name)) constants.define(name, value, undefined);
  const ctx = new PhpContext(host, new RouteRegistry({}), DEFAULT_LIMITS, { entry: parsed.file });
  return new PhpInterpreter(ctx, parsed, { constants, defines: {} });
}
