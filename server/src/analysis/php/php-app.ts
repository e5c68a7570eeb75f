// The CodeIgniter/Bonfire app a PHP routes file belongs to: where its constants are defined, and which context home
// its Route library makes (read from the app's own bonfire/libraries/Route.php when it has one; docs/decisions.md#php-apps).

import * as path from 'node:path';
import type { FileHost } from '../core/file-host';

/** The extensions of the files this front end reads. */
export const PHP_EXTENSIONS: readonly string[] = ['.php'];

export type ContextHome = 'spec' | 'release';

export interface PhpApp {
  /** Files whose `define()`/`const` constants the routes file sees, in the order CodeIgniter loads them. */
  constantFiles: string[];
  /** The app's Route library (`bonfire/libraries/Route.php`), when the workspace has it. */
  routeLibrary: string | undefined;
  /** What its context home makes: read from the library, else Bonfire's released behaviour. */
  contextHome: ContextHome;
  /** CodeIgniter's path constants, when the routes file sits in `<root>/application/config/`. */
  paths: Record<string, string>;
  /**
   * The files that decide the analysis besides those it evaluates: the Route library and both constants files,
   * also while they do not exist (creating one changes the table).
   */
  dependencies: string[];
}

/** `<root>/application/config/routes.php` → `<root>`; a routes file elsewhere: its folder's parent. */
function appRoot(configDir: string): string {
  const application = path.dirname(configDir);
  return path.basename(configDir) === 'config' && path.basename(application) === 'application' ? path.dirname(application) : application;
}

export function phpAppOf(routesFile: string, host: FileHost, override?: ContextHome): PhpApp {
  const configDir = path.dirname(routesFile);
  const root = appRoot(configDir);
  const candidates = [path.join(configDir, 'constants.php'), path.join(root, 'bonfire', 'application', 'config', 'constants.php')];
  const library = path.join(root, 'bonfire', 'libraries', 'Route.php');
  const routeLibrary = host.isFile(library) ? library : undefined;
  let contextHome: ContextHome = 'release';
  if (override) contextHome = override;
  else if (routeLibrary) {
    const read = host.read(routeLibrary);
    if (read.ok) contextHome = contextHomeOf(read.text) ?? 'release';
  }
  const application = path.dirname(configDir);
  const paths: Record<string, string> =
    path.basename(application) === 'application'
      ? { APPPATH: application + path.sep, FCPATH: root + path.sep, BASEPATH: path.join(root, 'system') + path.sep }
      : {};
  return { constantFiles: candidates.filter((file) => host.isFile(file)), routeLibrary, contextHome, paths, dependencies: [...candidates, library] };
}

/**
 * The context home a Route.php makes, from its home line: `self::any($name, "{$options['home']}")` is the released
 * library (`<name> → <home>`); a target that puts `$name` in front of the home is the specification's.
 */
export function contextHomeOf(library: string): ContextHome | undefined {
  const block = /isset\s*\(\s*\$options\s*\[\s*['"]home['"]\s*\]\s*\)[\s\S]*?self::any\s*\(\s*\$name\s*,([^;]*)\)\s*;/.exec(library);
  if (!block) return undefined;
  return /\$name/.test(block[1]) ? 'spec' : 'release';
}

/** `--define NAME=VALUE` text as a PHP value: true/false/null and numbers as such, anything else a string. */
export function defineValue(text: string): string | number | boolean | null {
  const lower = text.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  if (lower === 'null') return null;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

/** `…/config/routes.php`: the route file of a CodeIgniter 3 app (or of an HMVC module). */
export function isCodeIgniterRoutes(file: string): boolean {
  return /(^|[\\/])config[\\/]routes\.php$/.test(file);
}
