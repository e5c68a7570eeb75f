// The binary operators on two known values, as JavaScript computes them (`+` through each side's primitive).

import type { ts } from 'ts-morph';
import { SyntaxKind } from '../syntax/typescript';
import { unknownAt } from './context';
import { toPrimitive } from './natives';
import { TOO_LONG, plus } from './text-ops';
import type { ParsedFile } from '../syntax/ts-parse';
import type { Evaluator } from './evaluator';
import type { Value } from './values';
import { Unknown } from './values';

export function arithmetic(op: ts.SyntaxKind, left: Value, right: Value, node: ts.Node, parsed: ParsedFile, it: Evaluator): Value {
  const max = it.ctx.limits.maxStringLength;
  if (op === SyntaxKind.PlusToken) {
    left = toPrimitive(left, 'default', node, parsed, it);
    right = toPrimitive(right, 'default', node, parsed, it);
    const sum = plus(left, right, max);
    return sum === TOO_LONG ? unknownAt(`the string would be longer than ${max} characters`, node, parsed) : sum;
  }
  if (left instanceof Unknown) return left;
  if (right instanceof Unknown) return right;
  switch (op) {
    case SyntaxKind.EqualsEqualsEqualsToken: return strictEquals(left, right);
    case SyntaxKind.ExclamationEqualsEqualsToken: return !strictEquals(left, right);
    case SyntaxKind.EqualsEqualsToken: return looseEquals(left, right);
    case SyntaxKind.ExclamationEqualsToken: return !looseEquals(left, right);
  }
  if ((typeof left === 'object' && left !== null) || (typeof right === 'object' && right !== null)) {
    return unknownAt('an operation on objects', node, parsed);
  }
  const l = left as number;
  const r = right as number;
  switch (op) {
    case SyntaxKind.MinusToken: return l - r;
    case SyntaxKind.AsteriskToken: return l * r;
    case SyntaxKind.SlashToken: return l / r;
    case SyntaxKind.PercentToken: return l % r;
    case SyntaxKind.AsteriskAsteriskToken: return l ** r;
    case SyntaxKind.LessThanToken: return l < r;
    case SyntaxKind.GreaterThanToken: return l > r;
    case SyntaxKind.LessThanEqualsToken: return l <= r;
    case SyntaxKind.GreaterThanEqualsToken: return l >= r;
    default: return unknownAt('an operator the evaluator does not know', node, parsed);
  }
}

function strictEquals(left: Value, right: Value): boolean {
  return left === right;
}

function looseEquals(left: Value, right: Value): boolean {
  if ((left === null || left === undefined) && (right === null || right === undefined)) return true;
  if (typeof left === 'object' || typeof right === 'object') return left === right;
  // eslint-disable-next-line eqeqeq
  return left == right;
}
