// PHP expressions with rules of their own: binary operators (`.`, `&&`, `??`, comparisons and arithmetic),
// assignments with every compound operator, casts, and isset(). Used by the interpreter (php-interpreter.ts).

import type { Span } from '../../base/text';
import type { PhpContext } from './php-context';
import type { Value } from '../core/values';
import { Unknown, arrayValue, isArray, isObject, objectValue, placeholder, truthiness } from '../core/values';
import { conditionTexts, undecidedExpression } from './php-branches';
import { withoutEffects } from './php-effects';
import type { BranchRunner } from './php-branches';
import type { PhpNode } from './php-parse';
import type { RouteReads } from './php-route-array';
import { phpString } from './php-environment';
import { NOT_AN_OPERATOR, compareOrCompute, compoundOperator, stepValue, toNumber } from './php-operators';

/** PHP's request-time arrays: never known statically (`$_SERVER`/`$_ENV` entries can be given with --define). */
export const SUPERGLOBALS = new Set(['_SERVER', '_ENV', '_GET', '_POST', '_COOKIE', '_SESSION', '_REQUEST', '_FILES']);

/** What these need of the interpreter. */
export interface PhpExpressionRunner extends BranchRunner {
  readonly ctx: PhpContext;
  readonly defines: Readonly<Record<string, string>>;
  expression(node: PhpNode | null | undefined, vars: Map<string, Value>): Value;
  assign(target: PhpNode, value: Value, vars: Map<string, Value>, valueNode?: PhpNode): void;
  unknown(reason: string, node: PhpNode): Unknown;
  text(node: PhpNode): string;
  span(node: PhpNode): Span;
  readonly parsed: { readonly file: string };
  readonly reads: RouteReads;
  isRouteVariable(name: string, vars: Map<string, Value>): boolean;
}

/**
 * `$a[k]`: the value at a key. Of the routes file's `$route`, a read of one key whose value is plain is noted as that
 * key's (RouteReads.keyRead); anything else read of it may keep it.
 */
export function offsetValue(it: PhpExpressionRunner, node: PhpNode, vars: Map<string, Value>): Value {
  const what = node.what as PhpNode;
  if (what?.kind === 'variable' && (what.name === '_SERVER' || what.name === '_ENV') && !vars.has(String(what.name))) return serverValue(it, node, vars);
  const routes = what?.kind === 'variable' && it.isRouteVariable(String(what.name), vars);
  // `$route[k]` fetched to write a verb into it (`$route[k]['post'] = …`) is not a read of it.
  const written = routes && it.reads.isFetched(node);
  const target = routes ? it.reads.fetching(what, () => it.expression(what, vars)) : it.expression(what, vars);
  const key = node.offset ? it.expression(node.offset as PhpNode, vars) : undefined;
  let value: Value;
  if (target instanceof Unknown) value = target;
  else if (key instanceof Unknown || key === undefined) value = it.unknown('an array key that is not known', node);
  else if (isObject(target)) value = target.props.get(phpString(key)) ?? null;
  else if (isArray(target)) value = target.items[Number(key)] ?? null;
  else value = null;
  if (routes && !written) it.reads.keyRead(key instanceof Unknown || key === undefined ? undefined : phpString(key), value, node, it.parsed.file);
  return value;
}

export function binaryExpression(it: PhpExpressionRunner, node: PhpNode, vars: Map<string, Value>): Value {
  const type = String(node.type);
  const left = it.expression(node.left as PhpNode, vars);
  if (type === '||' || type === 'or' || type === '&&' || type === 'and') {
    const truth = truthiness(left);
    const or = type === '||' || type === 'or';
    if (truth === undefined) {
      const right = node.right as PhpNode;
      // The other side may still decide (`!empty($_SERVER['A']) && $x === 'c'` is false where $x is not 'c'): it is
      // evaluated when it has no effect, as running the condition would evaluate it or not without any difference.
      if (withoutEffects(right)) return truthiness(it.expression(right, vars)) === or ? or : left;
      // With effects, it runs only where the left is true (`&&`) or false (`||`).
      const [holds, fails] = conditionTexts(it, node.left as PhpNode);
      return or
        ? undecidedExpression(it, node, node.left as PhpNode, [undefined, right], [holds, fails], vars)
        : undecidedExpression(it, node, node.left as PhpNode, [right, undefined], [holds, fails], vars);
    }
    if (truth === or) return truth;
    return truthiness(it.expression(node.right as PhpNode, vars)) ?? it.unknown('a condition that is not known', node);
  }
  if (type === '??') {
    if (!(left instanceof Unknown)) return left === null || left === undefined ? it.expression(node.right as PhpNode, vars) : left;
    return coalesceUnknown(it, node, node.left as PhpNode, node.right as PhpNode, vars);
  }
  const right = it.expression(node.right as PhpNode, vars);
  if (type === '.') {
    if (left instanceof Unknown || right instanceof Unknown) {
      const cause = (left instanceof Unknown ? left : right) as Unknown;
      const render = (v: Value) => (v instanceof Unknown ? (v.rendered ?? placeholder(v)) : phpString(v));
      return new Unknown(cause.reason, cause.text, cause.span, render(left) + render(right));
    }
    const text = phpString(left) + phpString(right);
    return text.length > it.ctx.limits.maxStringLength ? it.unknown('a string beyond the size limit', node) : text;
  }
  if (left instanceof Unknown) return left;
  if (right instanceof Unknown) return right;
  const result = compareOrCompute(type, left, right);
  return result === NOT_AN_OPERATOR ? it.unknown(`the operator ${type} is not evaluated`, node) : result;
}

export function assignmentExpression(it: PhpExpressionRunner, node: PhpNode, vars: Map<string, Value>): Value {
  const operator = String(node.operator);
  if (operator === '??=') {
    const current = it.expression(node.left as PhpNode, vars);
    if (current instanceof Unknown) {
      const value = coalesceUnknown(it, node, node.left as PhpNode, node.right as PhpNode, vars);
      it.assign(node.left as PhpNode, value, vars);
      return value;
    }
    if (current !== null && current !== undefined) return current;
  }
  let value = it.expression(node.right as PhpNode, vars);
  const compound = compoundOperator(operator);
  if (compound) {
    const current = it.expression(node.left as PhpNode, vars);
    const result = current instanceof Unknown || value instanceof Unknown ? NOT_AN_OPERATOR : compareOrCompute(compound, current, value);
    value = result === NOT_AN_OPERATOR ? it.unknown(`${operator} of values that are not known`, node) : result;
    if (typeof value === 'string' && value.length > it.ctx.limits.maxStringLength) value = it.unknown('a string beyond the size limit', node);
  }
  it.assign(node.left as PhpNode, value, vars, operator === '=' ? (node.right as PhpNode) : undefined);
  return value;
}

/** `(int)`, `(string)`, `(bool)`, `(float)`, `(array)` of a value, as PHP converts it. */
export function castValue(it: PhpExpressionRunner, type: string, value: Value, node: PhpNode): Value {
  if (value instanceof Unknown) return value;
  switch (type) {
    case 'int':
      return Math.trunc(toNumber(value) ?? 0);
    case 'float':
      return toNumber(value) ?? 0;
    case 'string':
      return phpString(value);
    case 'bool':
      return truthiness(value) ?? it.unknown('a cast of a value that is not known', node);
    case 'array':
      return isArray(value) || isObject(value) ? value : value === null ? arrayValue([]) : arrayValue([value]);
    default:
      return value;
  }
}

/** `isset($a, $b['k'])`: every one set and not null; `$_SERVER`/`$_ENV` keys are set when defined. */
export function issetExpression(it: PhpExpressionRunner, targets: PhpNode[], vars: Map<string, Value>, node: PhpNode): Value {
  for (const target of targets) {
    if (target.kind === 'variable' && SUPERGLOBALS.has(String(target.name)))
      return it.unknown(`$${String(target.name)} is only known when a request runs`, node);
    if (target.kind === 'offsetlookup' && (target.what as PhpNode)?.kind === 'variable' && SUPERGLOBALS.has(String((target.what as PhpNode).name))) {
      const key = target.offset ? it.expression(target.offset as PhpNode, vars) : undefined;
      if (typeof key === 'string') it.ctx.askedNames.add(key);
      if (
        typeof key === 'string' &&
        Object.prototype.hasOwnProperty.call(it.defines, key) &&
        ['_SERVER', '_ENV'].includes(String((target.what as PhpNode).name))
      )
        continue;
      return it.unknown(`${it.text(target)} is only known when a request runs`, node);
    }
    const value = it.expression(target, vars);
    if (value instanceof Unknown) return value;
    if (value === null || value === undefined) return false;
  }
  return true;
}

/** `$x++`, `++$x`, `$x--`, `--$x` (PHP 8's rules: php-operators.ts's stepValue). */
export function stepExpression(it: PhpExpressionRunner, node: PhpNode, vars: Map<string, Value>): Value {
  const target = node.what as PhpNode;
  const current = it.expression(target, vars);
  if (current instanceof Unknown) return current;
  const next = stepValue(current, node.type === '+');
  if (next instanceof Unknown) return it.unknown('an increment of a value that is not a number or a string', node);
  it.assign(target, next, vars);
  return node.kind === 'pre' ? next : current;
}

/** A double-quoted string with variables ("{$x}/y"): unknown parts as their placeholders. */
export function interpolated(it: PhpExpressionRunner, node: PhpNode, vars: Map<string, Value>): Value {
  let text = '';
  let unknown: Unknown | undefined;
  for (const part of node.value as PhpNode[]) {
    const value = it.expression((part.kind === 'encapsedpart' ? part.expression : part) as PhpNode, vars);
    if (value instanceof Unknown) unknown ??= value;
    text += value instanceof Unknown ? (value.rendered ?? placeholder(value)) : phpString(value);
  }
  return unknown ? new Unknown(unknown.reason, unknown.text, unknown.span, text) : text;
}

/** `array(...)` / `[...]`: a list, or a keyed array when any entry has a key (where each value is written kept). */
export function arrayLiteral(it: PhpExpressionRunner, node: PhpNode, vars: Map<string, Value>): Value {
  const items = node.items as PhpNode[];
  const keyed = items.some((item) => item?.kind === 'entry' && item.key);
  if (!keyed) return arrayValue(items.map((item) => it.expression((item.kind === 'entry' ? item.value : item) as PhpNode, vars)));
  const object = objectValue();
  object.spans = new Map();
  let next = 0;
  for (const item of items) {
    const entry = item.kind === 'entry' ? item : { kind: 'entry', key: null, value: item };
    const key = entry.key ? it.expression(entry.key as PhpNode, vars) : next++;
    // PHP's keys: integers (and integer strings, floats cut, booleans) continue the count; others are strings.
    const k = key instanceof Unknown ? '…' : typeof key === 'number' ? String(Math.trunc(key)) : phpString(key);
    if (/^(0|-?[1-9]\d*)$/.test(k) && Number(k) >= next) next = Number(k) + 1;
    object.props.set(k, it.expression(entry.value as PhpNode, vars));
    object.spans.set(k, it.span(entry.value as PhpNode));
  }
  return object;
}

/** `$_SERVER['X']` / `$_ENV['X']`: known only through --define (`CI_ENV`), as the string given, else not known. */
export function serverValue(it: PhpExpressionRunner, node: PhpNode, vars: Map<string, Value>): Value {
  const key = node.offset ? it.expression(node.offset as PhpNode, vars) : undefined;
  if (typeof key === 'string') it.ctx.askedNames.add(key);
  // The request's and the environment's values are strings in PHP (`'1'`, never 1).
  if (typeof key === 'string' && Object.prototype.hasOwnProperty.call(it.defines, key)) return it.defines[key];
  return it.unknown(
    `${it.text(node)} is not known (give it with --define ${typeof key === 'string' ? key : 'NAME'}=VALUE or the routelens.defines setting)`,
    node,
  );
}

/** `$x ?? y` where `$x` is not known: `y` runs only where `$x` is null or not set, and the value is not known. */
function coalesceUnknown(it: PhpExpressionRunner, node: PhpNode, left: PhpNode, right: PhpNode, vars: Map<string, Value>): Unknown {
  if (withoutEffects(right)) return it.unknown(`\`${it.text(node)}\` is not known`, node);
  const text = it.text(left);
  return undecidedExpression(it, node, left, [undefined, right], [`isset(${text})`, `!isset(${text})`], vars);
}
