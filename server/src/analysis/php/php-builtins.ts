// The PHP built-ins a routes file may use, evaluated statically: define/defined/getenv (with the user's defines), the
// file system as the analysis sees it (scandir, is_dir, file_exists), and the string, array, URL and number functions
// of php-builtin-table.ts. Anything else is not a built-in here.

import type { Span } from '../../base/text';
import type { Unknown, Value } from '../core/values';
import * as path from 'node:path';
import type { PhpContext } from './php-context';
import { arrayValue, isNative } from '../core/values';
import { BUILTINS, NotKnown } from './php-builtin-table';
import type { PhpEnvironment } from './php-environment';
import type { PhpNode } from './php-parse';

/** What callBuiltin returns for a function it does not know. */
export const NOT_BUILTIN: unique symbol = Symbol('not a built-in');

/** What a built-in needs of the interpreter running it. */
interface BuiltinState {
  span(node: PhpNode): Span;
  /** Whether the file declares a function of that name. */
  hasFunction(name: string): boolean;
  unknown(reason: string, node: PhpNode): Unknown;
  readonly ctx: PhpContext;
  readonly parsed: { file: string };
}

export function callBuiltin(
  name: string,
  args: () => Value[],
  argNodes: PhpNode[],
  node: PhpNode,
  env: PhpEnvironment,
  it: BuiltinState,
): Value | typeof NOT_BUILTIN {
  switch (name) {
    // The file system as the analysis sees it (never written): an HMVC routes file that loads each module's routes.
    case 'scandir':
    case 'is_dir':
    case 'is_file':
    case 'file_exists':
      return fileSystemCall(name, args()[0], node, it);
    case 'glob': {
      const [pattern, flags = 0] = args();
      return globCall(pattern, flags, node, it);
    }
    case 'define': {
      const [key, value] = args();
      const nameNode = argNodes[0];
      return typeof key === 'string' && env.constants.define(key, value, nameNode ? it.span(nameNode) : it.span(node));
    }
    case 'getenv': {
      const [key] = args();
      if (typeof key === 'string') it.ctx.askedNames.add(key);
      if (typeof key === 'string' && Object.prototype.hasOwnProperty.call(env.defines, key)) return env.defines[key]; // a string, as the environment's values are
      return it.unknown(`getenv() is not known (give it with --define ${typeof key === 'string' ? key : 'NAME'}=VALUE or the routelens.defines setting)`, node);
    }
    // CodeIgniter's guard `defined('BASEPATH') OR exit(...)`: inside the framework, BASEPATH is defined.
    case 'defined': {
      const [key] = args();
      return key === 'BASEPATH' || (typeof key === 'string' && env.constants.values.has(key));
    }
    // CodeIgniter's is_cli(): the table is the one a web request is routed by (the command line is another mode).
    case 'is_cli':
      return false;
    case 'function_exists':
      return (
        typeof args()[0] === 'string' && (Object.prototype.hasOwnProperty.call(BUILTINS, String(args()[0]).toLowerCase()) || it.hasFunction(String(args()[0])))
      );
  }
  const builtin = Object.prototype.hasOwnProperty.call(BUILTINS, name) ? BUILTINS[name] : undefined;
  if (builtin) {
    const result = builtin(args(), {
      call: (callee, values) => (isNative(callee) ? callee.call(values, it.span(node)) : it.unknown('a callback that is not a closure', node)),
    });
    return result instanceof NotKnown ? it.unknown(result.why, node) : result;
  }
  return NOT_BUILTIN;
}

/** PHP's GLOB_* flags (Linux values); glob() here follows GLOB_ONLYDIR and GLOB_MARK, and no other. */
export const GLOB_FLAGS: Readonly<Record<string, number>> = {
  GLOB_ERR: 1,
  GLOB_MARK: 2,
  GLOB_NOSORT: 4,
  GLOB_NOCHECK: 16,
  GLOB_NOESCAPE: 64,
  GLOB_BRACE: 1024,
  GLOB_ONLYDIR: 8192,
};

/**
 * `glob($pattern, $flags)` for an absolute pattern whose wildcards (`*`, `?`) are in its last segment: the folder's
 * entries that match (not those starting with `.` unless the pattern does), sorted by bytes as PHP's glob() does;
 * with GLOB_ONLYDIR only folders, with GLOB_MARK folders end with `/`. Anything else is not known.
 */
function globCall(pattern: Value, flags: Value, node: PhpNode, it: BuiltinState): Value {
  if (typeof pattern !== 'string' || typeof flags !== 'number') return it.unknown('glob() of a pattern or flags that are not known', node);
  if ((flags & ~(GLOB_FLAGS.GLOB_ONLYDIR | GLOB_FLAGS.GLOB_MARK)) !== 0) return it.unknown('glob() with flags other than GLOB_ONLYDIR and GLOB_MARK', node);
  const slash = pattern.lastIndexOf('/');
  const folder = pattern.slice(0, slash + 1);
  const last = pattern.slice(slash + 1);
  if (!path.isAbsolute(pattern) || /[*?[\\]/.test(folder) || /[[\\{]/.test(last))
    return it.unknown('glob() of a pattern that is not a folder and a simple wildcard', node);
  const host = it.ctx.host;
  if (!host.list) return it.unknown("glob() is not known here (the editor's files are not listed)", node);
  const dir = path.resolve(folder);
  it.ctx.pathDependencies.push(dir.endsWith(path.sep) ? dir : dir + path.sep);
  const names = host.list(dir);
  if (names === undefined) return arrayValue([]);
  const wildcard = new RegExp(
    `^${last
      .replace(/[.+^$()|\]]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
    's',
  );
  // Whether an entry is a folder is asked only when a flag needs it (one listing per entry).
  const isDir = (full: string) => host.list!(full) !== undefined;
  const found = names
    .filter((name) => wildcard.test(name) && (last.startsWith('.') || !name.startsWith('.')))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((name) => path.join(dir, name))
    .filter((full) => !(flags & GLOB_FLAGS.GLOB_ONLYDIR) || isDir(full))
    .map((full) => (flags & GLOB_FLAGS.GLOB_MARK && isDir(full) ? `${full}/` : full));
  return arrayValue(found);
}

/**
 * `scandir($folder)` (PHP's sorted names, `.` and `..` first), `is_dir($path)`, `file_exists($path)`, through the
 * analysis' host; a relative path is taken from the routes file's folder. What was asked is a dependency of the
 * analysis, so that a module added later is seen.
 */
function fileSystemCall(name: 'scandir' | 'is_dir' | 'is_file' | 'file_exists', target: Value, node: PhpNode, it: BuiltinState): Value {
  if (typeof target !== 'string' || target === '') return it.unknown(`${name}() of a path that is not known`, node);
  const host = it.ctx.host;
  if (!host.list) return it.unknown(`${name}() is not known here (the editor's files are not listed)`, node);
  const full = path.resolve(path.dirname(it.parsed.file), target);
  const folder = full.endsWith(path.sep) ? full : full + path.sep;
  it.ctx.pathDependencies.push(name === 'file_exists' || name === 'is_file' ? full : folder);
  if (name === 'is_file') return host.isFile(full);
  const names = host.list(full);
  if (name === 'is_dir') return names !== undefined;
  if (name === 'file_exists') return names !== undefined || host.isFile(full);
  if (names === undefined) return false;
  // PHP sorts by bytes; '.' and '..' sort first.
  return arrayValue(['.', '..', ...names.filter((n) => n !== '.' && n !== '..').sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))]);
}
