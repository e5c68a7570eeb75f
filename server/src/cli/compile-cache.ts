// The command line loads the TypeScript compiler (the fast reader's scanner, the parser) with V8's code cache: the
// compiler is 9 MB of JavaScript whose compilation is most of a short TypeScript command's start. The first run
// compiles it as usual and, at exit, keeps V8's compiled code in a per-user folder of the system's temporary folder;
// later runs start from that. The cache is only a speed-up: anything unexpected (no such folder, one another user
// owns or others may write, a cache V8 rejects, an error) loads the compiler as usual. `ROUTELENS_COMPILE_CACHE=0`
// turns it off.

import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import Module from 'node:module';
import * as os from 'node:os';
import * as path from 'node:path';
import * as vm from 'node:vm';
import { setCompilerLoader } from '../analysis/ts/syntax/typescript';

const COMPILER = '@ts-morph/common/dist/typescript.js';

/** Has the analysis load the TypeScript compiler through the code cache (see above), when the environment allows it. */
export function useCompileCache(env: NodeJS.ProcessEnv = process.env): void {
  if (env.ROUTELENS_COMPILE_CACHE === '0') return;
  setCompilerLoader(() => loadCached(require.resolve(COMPILER), cacheFolder()));
}

/** The cache's folder: `routelens-compile-cache-<uid>` in the temporary folder, made private; undefined when it cannot be trusted. */
export function cacheFolder(root = os.tmpdir()): string | undefined {
  const uid = process.getuid?.();
  if (uid === undefined) return undefined;
  const folder = path.join(root, `routelens-compile-cache-${uid}`);
  try {
    fs.mkdirSync(folder, { mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return undefined;
  }
  return isPrivate(folder, uid, true) ? folder : undefined;
}

/** Whether a path is this user's own (not a link), a folder or a file as asked, that no one else may write. */
function isPrivate(file: string, uid: number, folder: boolean): boolean {
  try {
    const stat = fs.lstatSync(file);
    return stat.uid === uid && (folder ? stat.isDirectory() : stat.isFile()) && (stat.mode & 0o022) === 0;
  } catch {
    return false;
  }
}

/**
 * Loads the CommonJS module `file` as `require` would (and puts it in `require.cache`), compiled with the code cache
 * kept in `folder`; without a folder, or on any error, undefined (the caller requires it as usual).
 */
export function loadCached(file: string, folder: string | undefined): unknown {
  if (!folder) return undefined;
  try {
    const source = fs.readFileSync(file, 'utf8');
    const stat = fs.statSync(file);
    const key = createHash('sha256').update(`${file}\0${stat.size}\0${stat.mtimeMs}\0${process.version}\0${process.arch}`).digest('hex').slice(0, 32);
    const cacheFile = path.join(folder, `${key}.bin`);
    const uid = process.getuid!();
    const cachedData = isPrivate(cacheFile, uid, false) ? fs.readFileSync(cacheFile) : undefined;
    // A cache in use is marked so (see `prune`).
    if (cachedData) {
      try {
        fs.utimesSync(cacheFile, new Date(), new Date());
      } catch {
        // Not marked: at worst pruned later, and made again.
      }
    }
    const script = new vm.Script(Module.wrap(source), { filename: file, cachedData });
    const module = new Module(file);
    module.filename = file;
    module.paths = (Module as unknown as { _nodeModulePaths(folder: string): string[] })._nodeModulePaths(path.dirname(file));
    const wrapper = script.runInThisContext() as (exports: unknown, require: NodeJS.Require, module: Module, filename: string, dirname: string) => void;
    wrapper.call(module.exports, module.exports, Module.createRequire(file), module, file, path.dirname(file));
    module.loaded = true;
    require.cache[file] = module;
    // V8's code for the functions the command ran too is kept, made when the command is done.
    if (!cachedData || script.cachedDataRejected) process.once('exit', () => keep(script, cacheFile));
    return module.exports;
  } catch {
    return undefined;
  }
}

/** Writes a script's code cache, whole or not at all (a file of its own, then renamed), and prunes the folder. */
function keep(script: vm.Script, cacheFile: string): void {
  const partial = `${cacheFile}.${process.pid}`;
  try {
    fs.writeFileSync(partial, script.createCachedData(), { mode: 0o600, flag: 'wx' });
    fs.renameSync(partial, cacheFile);
    prune(path.dirname(cacheFile));
  } catch {
    fs.rmSync(partial, { force: true });
  }
}

/** Caches not used for this long (another Node version's, a compiler since updated) are removed when one is written. */
export const UNUSED_DAYS = 30;

function prune(folder: string): void {
  const before = Date.now() - UNUSED_DAYS * 24 * 3600 * 1000;
  for (const name of fs.readdirSync(folder)) {
    const file = path.join(folder, name);
    if (name.endsWith('.bin') && fs.statSync(file).mtimeMs < before) fs.rmSync(file, { force: true });
  }
}
