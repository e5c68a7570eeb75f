// The binary operators on two known values, as JavaScript computes them (`+` through each side's primitive); which
// operators assign, and `++`/`--` on a value.

import type { ts } from 'ts-morph';
import { SyntaxKind } from './syntax/typescript';
import { unknownAt } from '../core/context';
import { ERROR_CLASSES, toPrimitive } from './natives';
import { TOO_LONG, plus } from './text-ops';
import type { ParsedFile } from './syntax/ts-parse';
import type { Evaluator } from './evaluator';
import type { ObjectValue, Value } from '../core/values';
import { Unknown, isArray, isIndexKey, isNative, isObject } from '../core/values';

export function arithmetic(op: ts.SyntaxKind, left: Value, right: Value, node: ts.Node, parsed: ParsedFile, it: Evaluator): Value {
  const max = it.ctx.limits.maxStringLength;
  if (op === SyntaxKind.PlusToken) {
    left = toPrimitive(left, 'default', node, parsed, it);
    right = toPrimitive(right, 'default', node, parsed, it);
    const sum = plus(left, right, max);
    if (sum === TOO_LONG) return unknownAt(`the string would be longer than ${max} characters`, node, parsed);
    // A sum not known that is not a text is shown as this expression.
    return sum instanceof Unknown && sum.rendered === undefined ? unknownAt(sum.reason, node, parsed) : sum;
  }
  // The result is not the operand: it is shown as this expression (a placeholder of its own, not the operand's text).
  if (left instanceof Unknown) return unknownAt(left.reason, node, parsed);
  if (right instanceof Unknown) return unknownAt(right.reason, node, parsed);
  switch (op) {
    case SyntaxKind.EqualsEqualsEqualsToken:
      return strictEquals(left, right);
    case SyntaxKind.ExclamationEqualsEqualsToken:
      return !strictEquals(left, right);
    case SyntaxKind.EqualsEqualsToken:
      return looseEquals(left, right);
    case SyntaxKind.ExclamationEqualsToken:
      return !looseEquals(left, right);
  }
  if (op === SyntaxKind.InKeyword) return hasProperty(left, right, node, parsed);
  if (op === SyntaxKind.InstanceOfKeyword) return instanceOf(left, right, node, parsed);
  if ((typeof left === 'object' && left !== null) || (typeof right === 'object' && right !== null)) {
    return unknownAt('an operation on objects', node, parsed);
  }
  const l = left as number;
  const r = right as number;
  switch (op) {
    case SyntaxKind.MinusToken:
      return l - r;
    case SyntaxKind.AsteriskToken:
      return l * r;
    case SyntaxKind.SlashToken:
      return l / r;
    case SyntaxKind.PercentToken:
      return l % r;
    case SyntaxKind.AsteriskAsteriskToken:
      return l ** r;
    case SyntaxKind.LessThanToken:
      return l < r;
    case SyntaxKind.GreaterThanToken:
      return l > r;
    case SyntaxKind.LessThanEqualsToken:
      return l <= r;
    case SyntaxKind.GreaterThanEqualsToken:
      return l >= r;
    case SyntaxKind.AmpersandToken:
      return l & r;
    case SyntaxKind.BarToken:
      return l | r;
    case SyntaxKind.CaretToken:
      return l ^ r;
    case SyntaxKind.LessThanLessThanToken:
      return l << r;
    case SyntaxKind.GreaterThanGreaterThanToken:
      return l >> r;
    case SyntaxKind.GreaterThanGreaterThanGreaterThanToken:
      return l >>> r;
    default:
      return unknownAt('an operator the evaluator does not know', node, parsed);
  }
}

/** `key in object` for the objects the evaluator knows (own properties, methods and accessors, array indices). */
function hasProperty(key: Value, object: Value, node: ts.Node, parsed: ParsedFile): Value {
  if (typeof object !== 'object' || object === null) return unknownAt('`in` on a value that is not an object (it throws)', node, parsed);
  if (typeof key === 'object' && key !== null) return unknownAt('`in` with a key that is not a string or number', node, parsed);
  const name = String(key);
  if (isArray(object)) return name === 'length' || (isIndexKey(name) && Number(name) < object.items.length);
  if (!isObject(object) || object.collection || object.regex) return unknownAt('`in` on a built-in object', node, parsed);
  if (object.props.has(name) || object.methods?.has(name) || object.getters?.has(name) || object.setters?.has(name)) return true;
  return object.props.has('…') ? unknownAt('`in` on an object with keys that are not known', node, parsed) : false;
}

/** `value instanceof C` for a class of the analysed code: whether C is the value's class or one of its bases. */
function instanceOf(value: Value, cls: Value, node: ts.Node, parsed: ParsedFile): Value {
  if (isNative(cls) && ERROR_CLASSES.has(cls.name) && !cls.routeMethod) return isErrorOf(value, cls.name, node, parsed);
  if (!isObject(cls) || cls.classInfo === undefined) return unknownAt('`instanceof` a value that is not a class of the analysed code', node, parsed);
  if (typeof value !== 'object' || value === null) return false;
  if (!isObject(value)) return unknownAt('`instanceof` of a value the evaluator does not know the class of', node, parsed);
  // A class' base is in its ClassInfo (classes.ts).
  for (let c = value.classOf; c !== undefined; c = (c.classInfo as { base?: ObjectValue } | undefined)?.base) if (c === cls) return true;
  return false;
}

/** `value instanceof Error` (or TypeError, …): an Error made by that class (any of them for `Error`). */
function isErrorOf(value: Value, name: string, node: ts.Node, parsed: ParsedFile): Value {
  if (value instanceof Unknown) return unknownAt(value.reason, node, parsed);
  if (typeof value !== 'object' || value === null) return false;
  if (isObject(value) && value.error) return name === 'Error' || value.error.name === name;
  // A plain object, an array, a collection or a regular expression is no Error; an instance of a class of the
  // analysed code is one where the class extends Error.
  if (isArray(value) || (isObject(value) && value.classOf === undefined && value.classInfo === undefined)) return false;
  return unknownAt('`instanceof` Error of a value whose class is not known', node, parsed);
}

function strictEquals(left: Value, right: Value): boolean {
  return left === right;
}

function looseEquals(left: Value, right: Value): boolean {
  if ((left === null || left === undefined) && (right === null || right === undefined)) return true;
  if (typeof left === 'object' || typeof right === 'object') return left === right;
  // JavaScript's loose equality, on purpose: this is the analysed code's `==`.
  return left == right;
}

/** `++`/`--` on a value: its number before (JavaScript's ToNumeric of a primitive) and after. */
export function stepped(before: Value, up: boolean, node: ts.Node, parsed: ParsedFile): [Value, Value] {
  if (before instanceof Unknown) {
    const result = unknownAt(before.reason, node, parsed);
    return [result, result];
  }
  if (typeof before === 'object' && before !== null)
    return [unknownAt('an update of a value that is not a number', node, parsed), unknownAt('an update of a value that is not a number', node, parsed)];
  const old = Number(before);
  return [old, old + (up ? 1 : -1)];
}

/** The assignment operators (made on first use: reading SyntaxKind loads the compiler, which a PHP app never needs). */
let assignments: Set<ts.SyntaxKind> | undefined;

export function isAssignment(op: ts.SyntaxKind): boolean {
  assignments ??= new Set([
    SyntaxKind.EqualsToken,
    SyntaxKind.QuestionQuestionEqualsToken,
    SyntaxKind.BarBarEqualsToken,
    SyntaxKind.AmpersandAmpersandEqualsToken,
    ...compoundOperators().keys(),
  ]);
  return assignments.has(op);
}

/** The compound assignments (`+=`, `/=`, `<<=` …) with the operator each applies. */
let compounds: Map<ts.SyntaxKind, ts.SyntaxKind> | undefined;

export function compoundOperators(): Map<ts.SyntaxKind, ts.SyntaxKind> {
  return (compounds ??= new Map([
    [SyntaxKind.PlusEqualsToken, SyntaxKind.PlusToken],
    [SyntaxKind.MinusEqualsToken, SyntaxKind.MinusToken],
    [SyntaxKind.AsteriskEqualsToken, SyntaxKind.AsteriskToken],
    [SyntaxKind.SlashEqualsToken, SyntaxKind.SlashToken],
    [SyntaxKind.PercentEqualsToken, SyntaxKind.PercentToken],
    [SyntaxKind.AsteriskAsteriskEqualsToken, SyntaxKind.AsteriskAsteriskToken],
    [SyntaxKind.AmpersandEqualsToken, SyntaxKind.AmpersandToken],
    [SyntaxKind.BarEqualsToken, SyntaxKind.BarToken],
    [SyntaxKind.CaretEqualsToken, SyntaxKind.CaretToken],
    [SyntaxKind.LessThanLessThanEqualsToken, SyntaxKind.LessThanLessThanToken],
    [SyntaxKind.GreaterThanGreaterThanEqualsToken, SyntaxKind.GreaterThanGreaterThanToken],
    [SyntaxKind.GreaterThanGreaterThanGreaterThanEqualsToken, SyntaxKind.GreaterThanGreaterThanGreaterThanToken],
  ]));
}
