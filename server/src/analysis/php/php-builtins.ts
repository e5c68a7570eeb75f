// The PHP built-ins a routes file may use, evaluated statically: define/defined/getenv (with the user's defines),
// string helpers (strtolower, strtoupper, trim, ucfirst, substr, rtrim, ltrim), implode and array_merge. Anything else is not a built-in here.

import type { Span, Unknown, Value } from '../eval/values';
import * as path from 'node:path';
import type { EvaluationContext } from '../eval/context';
import { Unknown as UnknownValue, arrayValue, isArray, isObject, objectValue } from '../eval/values';
import { defineValue } from './php-app';
import type { PhpEnvironment } from './php-environment';
import { phpString } from './php-environment';
import type { PhpNode } from './php-parse';

/** What callBuiltin returns for a function it does not know. */
export const NOT_BUILTIN: unique symbol = Symbol('not a built-in');

/** What a built-in needs of the interpreter running it. */
interface BuiltinState {
  span(node: PhpNode): Span;
  unknown(reason: string, node: PhpNode): Unknown;
  readonly ctx: EvaluationContext;
  readonly parsed: { file: string };
}

export function callBuiltin(name: string, args: () => Value[], argNodes: PhpNode[], node: PhpNode, env: PhpEnvironment, it: BuiltinState): Value | typeof NOT_BUILTIN {
  switch (name) {
    // The file system as the analysis sees it (never written): an HMVC routes file that loads each module's routes.
    case 'scandir': case 'is_dir': case 'file_exists':
      return fileSystemCall(name, args()[0], node, it);
    case 'define': {
      const [key, value] = args();
      const nameNode = argNodes[0];
      return typeof key === 'string' && env.constants.define(key, value, nameNode ? it.span(nameNode) : it.span(node));
    }
    case 'getenv': {
      const [key] = args();
      if (typeof key === 'string' && Object.prototype.hasOwnProperty.call(env.defines, key)) return defineValue(env.defines[key]);
      return it.unknown(`getenv() is not known (give it with --define ${typeof key === 'string' ? key : 'NAME'}=VALUE or the routelens.defines setting)`, node);
    }
    // CodeIgniter's guard `defined('BASEPATH') OR exit(...)`: inside the framework, BASEPATH is defined.
    case 'defined': {
      const [key] = args();
      return key === 'BASEPATH' || (typeof key === 'string' && env.constants.values.has(key));
    }
    case 'strtolower': case 'strtoupper': case 'trim': case 'ucfirst': {
      const [value] = args();
      if (typeof value !== 'string') return it.unknown(`${name}() of a value that is not known`, node);
      return name === 'strtolower' ? value.toLowerCase() : name === 'strtoupper' ? value.toUpperCase() : name === 'trim' ? value.trim() : value.charAt(0).toUpperCase() + value.slice(1);
    }
    // CodeIgniter's is_cli(): the table is the one a web request is routed by (the command line is another mode).
    case 'is_cli':
      return false;
    case 'substr': {
      const [value, start, length] = args();
      if (typeof value !== 'string' || typeof start !== 'number' || (length !== undefined && length !== null && typeof length !== 'number')) return it.unknown('substr() of values that are not known', node);
      return phpSubstr(value, start, length ?? undefined);
    }
    case 'rtrim': case 'ltrim': {
      const [value, characters] = args();
      if (typeof value !== 'string' || (characters !== undefined && typeof characters !== 'string')) return it.unknown(`${name}() of values that are not known`, node);
      return phpTrim(value, characters ?? ' \t\n\r\0\x0B', name === 'ltrim');
    }
    case 'implode': {
      const [glue, pieces] = args();
      return isArray(pieces) && typeof glue === 'string' && pieces.items.every((v) => !(v instanceof UnknownValue)) ? pieces.items.map(phpString).join(glue) : it.unknown('implode() of values that are not known', node);
    }
    case 'array_merge': {
      const merged = objectValue();
      for (const part of args()) if (isObject(part)) for (const [k, v] of part.props) merged.props.set(k, v);
      return merged;
    }
  }
  return NOT_BUILTIN;
}

/**
 * `scandir($folder)` (PHP's sorted names, `.` and `..` first), `is_dir($path)`, `file_exists($path)`, through the
 * analysis' host; a relative path is taken from the routes file's folder. What was asked is a dependency of the
 * analysis, so that a module added later is seen.
 */
function fileSystemCall(name: 'scandir' | 'is_dir' | 'file_exists', target: Value, node: PhpNode, it: BuiltinState): Value {
  if (typeof target !== 'string' || target === '') return it.unknown(`${name}() of a path that is not known`, node);
  const host = it.ctx.host;
  if (!host.list) return it.unknown(`${name}() is not known here (the editor's files are not listed)`, node);
  const full = path.resolve(path.dirname(it.parsed.file), target);
  const folder = full.endsWith(path.sep) ? full : full + path.sep;
  it.ctx.pathDependencies.push(name === 'file_exists' ? full : folder);
  const names = host.list(full);
  if (name === 'is_dir') return names !== undefined;
  if (name === 'file_exists') return names !== undefined || host.isFile(full);
  if (names === undefined) return false;
  // PHP sorts by bytes; '.' and '..' sort first.
  return arrayValue(['.', '..', ...names.filter((n) => n !== '.' && n !== '..').sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))]);
}

/** PHP 8's substr(): a negative start counts from the end, a negative length leaves that many off the end. */
export function phpSubstr(value: string, start: number, length?: number): string {
  const n = value.length;
  const from = start < 0 ? Math.max(n + Math.trunc(start), 0) : Math.min(Math.trunc(start), n);
  const to = length === undefined ? n : length < 0 ? n + Math.trunc(length) : from + Math.trunc(length);
  return value.slice(from, Math.min(Math.max(to, from), n));
}

/** rtrim()/ltrim() with a list of characters (PHP's `a..z` ranges are taken as their three characters). */
function phpTrim(value: string, characters: string, left: boolean): string {
  const set = new Set(characters);
  let start = 0;
  let end = value.length;
  if (left) while (start < end && set.has(value[start])) start++;
  else while (end > start && set.has(value[end - 1])) end--;
  return value.slice(start, end);
}
