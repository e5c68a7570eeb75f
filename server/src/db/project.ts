// A project on disk: which files are route configs, which are entry points, and their combined analysis.

import * as fs from 'node:fs';
import * as path from 'node:path';
import type { AnalyzeOptions } from '../analysis/analyze';
import { analyzeEntry } from '../analysis/analyze';
import { describeFsError, diskHost } from './disk-host';
import type { ProjectAnalysis } from './entries';
import { analyzeFiles } from './entries';
import type { FileHost } from '../analysis/eval/file-host';
import { SOURCE_EXTENSIONS } from '../analysis/eval/file-host';
import type { HmvcOptions } from './hmvc';
import { ControllerIndex } from './hmvc';
import { controllerDiagnostics } from './hmvc-check';

export { analyzeFiles };
export type { ProjectAnalysis };

/** Folders never searched for route configs. */
const SKIPPED_DIRECTORIES = new Set(['node_modules', '.git', 'out', 'dist', 'build', 'coverage', '.vscode-test', '.vscode-test-web']);
const MAX_SCANNED_FILES = 50_000;

/** An error the command line reports as one line with exit code 2. */
export class UsageError extends Error {}

/** Every analysable source file below `directory`, sorted, skipping dependency and build folders. */
export function listSourceFiles(directory: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      if (dir === directory) throw new UsageError(describeFsError(error, dir));
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (found.length >= MAX_SCANNED_FILES) return;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRECTORIES.has(entry.name) && !entry.name.startsWith('.')) walk(full);
      } else if (entry.isFile() && SOURCE_EXTENSIONS.includes(path.extname(entry.name)) && !entry.name.endsWith('.d.ts')) {
        found.push(full);
      }
    }
  };
  walk(directory);
  return found;
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
  let files: string[] = [];
  try {
    files = listSourceFiles(dir);
  } catch {
    files = [];
  }
  return ControllerIndex.build(files, (file) => {
    const read = diskHost.read(file);
    return read.ok ? read.text : undefined;
  }, options);
}

/** The CLI's PATH: a file (evaluated with what it imports) or a directory (every entry in it). */
export function analyzePath(target: string, options: AnalyzeOptions & { hmvc?: HmvcOptions } = {}, host: FileHost = diskHost): { root: string; project: ProjectAnalysis; controllers: ControllerIndex } {
  const result = analyzeTarget(target, options, host);
  const controllers = controllersNear(result.root, options.hmvc);
  const extra = controllerDiagnostics(result.project.analyses.flatMap((a) => a.routes), controllers);
  return { ...result, project: { ...result.project, diagnostics: [...result.project.diagnostics, ...extra] }, controllers };
}

function analyzeTarget(target: string, options: AnalyzeOptions, host: FileHost): { root: string; project: ProjectAnalysis } {
  const absolute = path.resolve(target);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(absolute);
  } catch (error) {
    throw new UsageError(describeFsError(error, target));
  }
  if (stat.isDirectory()) {
    const files = listSourceFiles(absolute);
    const project = analyzeFiles(files, host, options);
    if (project.analyses.length === 0) throw new UsageError(`${target}: no route configs found (no .ts, .js or .php file calls Route)`);
    return { root: absolute, project };
  }
  if (!SOURCE_EXTENSIONS.includes(path.extname(absolute))) throw new UsageError(`${target}: not a route config (expected ${SOURCE_EXTENSIONS.join(', ')})`);
  const read = host.read(absolute);
  if (!read.ok) throw new UsageError(read.error);
  const analysis = analyzeEntry(absolute, host, options);
  return { root: path.dirname(absolute), project: { analyses: [analysis], diagnostics: analysis.diagnostics } };
}
