// A project on disk (the CLI's PATH, the Node server's folders): its source files, its HMVC controllers, and its
// analysis as a snapshot.

import * as fs from 'node:fs';
import * as path from 'node:path';
import type { AnalyzeOptions } from '../analysis/analyze';
import type { Ci4Analysis } from '../analysis/ci4/ci4-table';
import { ParseCache } from '../analysis/parse-cache';
import { PhpParsedFile } from '../analysis/php/php-parse';
import { readFast } from '../analysis/ts/syntax/fast-read';
import { ParsedFile } from '../analysis/ts/syntax/ts-parse';
import { describeFsError, diskHost } from './disk-host';
import { analyzeProject } from './project-analysis';
import type { ProjectOptions } from './project-analysis';
import { Snapshot } from './snapshot';
import type { FileHost } from '../analysis/core/file-host';
import { SOURCE_EXTENSIONS, isLinkFile, isSkippedFolder, isSourceFile } from './workspace-files';
import type { HmvcOptions } from './hmvc';
import { ControllerIndex } from './hmvc';
import { ci4AppRoot } from '../analysis/ci4/ci4-app';

/** Folders never searched for route configs. */
const MAX_SCANNED_FILES = 50_000;

/** A path that cannot be analysed (missing, unreadable, not a route config): the CLI reports it as bad input. */
export class PathError extends Error {}

/** A folder without route configs of its own, with CodeIgniter 4 apps below it (their tables, made already). */
export class Ci4AppsBelow extends PathError {
  constructor(
    message: string,
    readonly apps: readonly Ci4Analysis[],
  ) {
    super(message);
  }
}

/** Every analysable source file below `directory`, sorted, skipping dependency and build folders. */
export function listSourceFiles(directory: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      if (dir === directory) throw new PathError(describeFsError(error, dir));
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (found.length >= MAX_SCANNED_FILES) return;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!isSkippedFolder(entry.name)) walk(full);
      } else if (entry.isFile() && isSourceFile(entry.name)) {
        found.push(full);
      }
    }
  };
  walk(directory);
  return found;
}

/** PATH made absolute, with its stat; a PATH that cannot be read is a PathError. */
function statOf(target: string): { absolute: string; stat: fs.Stats } {
  const absolute = path.resolve(target);
  try {
    return { absolute, stat: fs.statSync(absolute) };
  } catch (error) {
    throw new PathError(describeFsError(error, target));
  }
}

/**
 * The HMVC controllers of the application PATH belongs to: the nearest folder (PATH's own, or up to three
 * levels up, as from application/config/routes.php) that is or holds an `application` folder.
 */
export function controllersNear(root: string, options: HmvcOptions = {}): ControllerIndex {
  let dir = root;
  for (let i = 0; i <= 3; i++) {
    if (path.basename(dir) === 'application' || fs.existsSync(path.join(dir, 'application'))) break;
    const parent = path.dirname(dir);
    if (parent === dir) {
      dir = root;
      break;
    }
    dir = parent;
    if (i === 3) dir = root;
  }
  let files: string[];
  try {
    files = listSourceFiles(dir);
  } catch {
    files = [];
  }
  return ControllerIndex.build(
    files,
    (file) => {
      const read = diskHost.read(file);
      return read.ok ? read.text : undefined;
    },
    options,
  );
}

/**
 * The CLI's PATH analysed: a file (evaluated with what it imports) or a directory (every entry in it), with the HMVC
 * controllers of its application, as a snapshot of the texts it read.
 */
export function analyzePath(
  target: string,
  options: AnalyzeOptions & { hmvc?: HmvcOptions; host?: string } = {},
  host: FileHost = diskHost,
): { root: string; snapshot: Snapshot } {
  const { absolute, stat } = statOf(target);
  const directory = stat.isDirectory();
  const root = directory ? absolute : path.dirname(absolute);
  const files = directory ? listSourceFiles(absolute) : [absolute];
  if (!directory) {
    if (!SOURCE_EXTENSIONS.includes(path.extname(absolute))) throw new PathError(`${target}: not a route config (expected ${SOURCE_EXTENSIONS.join(', ')})`);
    const read = host.read(absolute);
    if (!read.ok) throw new PathError(read.error);
  }
  // Plain configs are read without a syntax tree (see fast-read.ts), the others parsed; each text once.
  const cache = options.parseCache ?? new ParseCache(false, readFast);
  const controllers = controllersNear(root, options.hmvc);
  const project = analyzeProject(files, host, { ...options, parseCache: cache, controllers, entry: directory ? undefined : absolute });
  if (project.analyses.length === 0 && project.ci4Apps.length > 0) {
    // A folder that holds CodeIgniter 4 apps below it (a monorepo's backend/): each is read from its own folder.
    const apps = project.ci4Apps.map((a) => path.relative(root, a.app.root) || '.');
    throw new Ci4AppsBelow(
      `${target}: no route configs of its own; CodeIgniter 4 app${apps.length > 1 ? 's' : ''} below it: ${apps.join(', ')}`,
      project.ci4Apps,
    );
  }
  if (project.analyses.length === 0) {
    // Another framework's routes (a Laravel or AdonisJS app) are skipped on purpose: say so, rather than only "none found".
    const foreign = files.find((file) => {
      const parsed = cache.peek(file);
      return (parsed instanceof PhpParsedFile || parsed instanceof ParsedFile) && parsed.foreign;
    });
    const note = foreign
      ? `; ${path.relative(root, foreign) || path.basename(foreign)} uses another framework's Route${foreign.endsWith('.php') ? " (Laravel's)" : ''}, which routelens does not read`
      : '';
    throw new PathError(`${target}: no route configs found (no .ts, .js or .php file calls Route)${note}`);
  }
  return { root, snapshot: snapshotOf(project, cache, host) };
}

function snapshotOf(project: ReturnType<typeof analyzeProject>, cache: ParseCache, host: FileHost): Snapshot {
  // A file the analysis did not keep (a view, whose links are read later) is read once.
  const read = new Map<string, string | undefined>();
  const texts = (file: string): string | undefined => {
    const cached = cache.textOf(file);
    if (cached !== undefined) return cached;
    if (!read.has(file)) {
      const result = host.read(file);
      read.set(file, result.ok ? result.text : undefined);
    }
    return read.get(file);
  };
  return new Snapshot(0, project, texts, (file, text) => cache.get(file, text));
}

/**
 * The app a PATH is in, analysed whole (its route tables, controllers and views), whatever it holds: the
 * CodeIgniter 4 app around PATH, else the CodeIgniter 3 app (the nearest folder up to three levels up that holds
 * `application/`), else PATH's folder.
 */
export function analyzeAppAround(
  target: string,
  options: Omit<ProjectOptions, 'controllers'> & { hmvc?: HmvcOptions } = {},
  host: FileHost = diskHost,
): { root: string; snapshot: Snapshot } {
  const { absolute, stat } = statOf(target);
  const start = stat.isDirectory() ? absolute : path.dirname(absolute);
  const ci4 = ci4AppRoot(start, host);
  let root = ci4;
  for (let dir = start, i = 0; root === undefined && i <= 3; i++) {
    if (fs.existsSync(path.join(dir, 'application', 'config'))) root = dir;
    else if (path.basename(dir) === 'application') root = path.dirname(dir);
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  root ??= start;
  const cache = options.parseCache ?? new ParseCache(false, readFast);
  const controllers = ci4 === undefined ? controllersNear(root, options.hmvc) : undefined;
  // A CodeIgniter 4 app's table is read from its root: of its other files, only views and controllers matter here.
  const files =
    ci4 === undefined ? listSourceFiles(root) : listSourceFiles(root).filter((f) => isLinkFile(f) || f === path.join(root, 'app', 'Config', 'Routes.php'));
  const project = analyzeProject(files, host, { ...options, parseCache: cache, controllers });
  return { root, snapshot: snapshotOf(project, cache, host) };
}
