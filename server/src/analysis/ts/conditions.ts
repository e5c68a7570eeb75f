// TypeScript conditions: their shape for the negation (core/conditions.ts), their truth where `&&` and `||` let one
// side decide, and whether an expression has effects.

import type { ts } from 'ts-morph';
import { SyntaxKind, TS } from './syntax/typescript';
import { textOf } from '../core/context';
import type { ConditionShape } from '../core/conditions';
import { OPPOSITE, negatedCondition } from '../core/conditions';
import type { ParsedFile } from './syntax/ts-parse';
import type { Value } from '../core/values';
import { truthiness } from '../core/values';

/** A TypeScript condition's shape. */
function conditionShape(condition: ts.Expression, parsed: ParsedFile): ConditionShape {
  let node = condition;
  while (TS.isParenthesizedExpression(node)) node = node.expression;
  if (TS.isPrefixUnaryExpression(node) && node.operator === SyntaxKind.ExclamationToken) return { kind: 'not', operand: textOf(node.operand, parsed) };
  const operator = TS.isBinaryExpression(node) ? TS.tokenToString(node.operatorToken.kind) : undefined;
  if (TS.isBinaryExpression(node) && operator !== undefined && OPPOSITE[operator]) {
    return { kind: 'binary', left: textOf(node.left, parsed), operator, right: textOf(node.right, parsed) };
  }
  return { kind: 'other', text: textOf(condition, parsed) };
}

export function negatedText(condition: ts.Expression, parsed: ParsedFile): string {
  return negatedCondition(conditionShape(condition, parsed));
}

/**
 * The truth of a condition (`if`, `?:`, a loop's test), or undefined when it is not known. Where one side of `&&` or
 * `||` is not known, the other side may still decide (`process.env.A && x === 'b'` is false where `x` is not 'b'):
 * that side is evaluated when it has no effect (no call, assignment, update, `new` or `delete`), as running the
 * condition would evaluate it or not without any difference.
 */
export function conditionTruth(condition: ts.Expression, evaluateSide: (side: ts.Expression) => Value): boolean | undefined {
  let node = condition;
  while (TS.isParenthesizedExpression(node)) node = node.expression;
  const op = TS.isBinaryExpression(node) ? node.operatorToken.kind : undefined;
  if (!TS.isBinaryExpression(node) || (op !== SyntaxKind.AmpersandAmpersandToken && op !== SyntaxKind.BarBarToken)) return truthiness(evaluateSide(condition));
  const and = op === SyntaxKind.AmpersandAmpersandToken;
  const left = conditionTruth(node.left, evaluateSide);
  // Known: JavaScript's own short circuit.
  if (left !== undefined) return left === and ? conditionTruth(node.right, evaluateSide) : left;
  if (!withoutEffects(node.right)) return undefined;
  const right = conditionTruth(node.right, evaluateSide);
  // `unknown && false` is false, `unknown || true` is true; anything else stays unknown.
  return right === !and ? right : undefined;
}

/** Whether a condition is `a && b` or `a || b` (in parentheses or not): conditionTruth may decide more of it. */
export function isLogical(condition: ts.Expression): boolean {
  let node = condition;
  while (node.kind === SyntaxKind.ParenthesizedExpression) node = (node as ts.ParenthesizedExpression).expression;
  if (node.kind !== SyntaxKind.BinaryExpression) return false;
  const op = (node as ts.BinaryExpression).operatorToken.kind;
  return op === SyntaxKind.AmpersandAmpersandToken || op === SyntaxKind.BarBarToken;
}

/** Whether an expression has no effect when it runs: no call, assignment, update, `new`, `delete` or function made. */
export function withoutEffects(node: ts.Node): boolean {
  if (
    TS.isCallExpression(node) ||
    TS.isNewExpression(node) ||
    TS.isDeleteExpression(node) ||
    TS.isTaggedTemplateExpression(node) ||
    TS.isFunctionLike(node) ||
    TS.isClassLike(node) ||
    TS.isPostfixUnaryExpression(node)
  )
    return false;
  if (TS.isPrefixUnaryExpression(node) && (node.operator === SyntaxKind.PlusPlusToken || node.operator === SyntaxKind.MinusMinusToken)) return false;
  if (TS.isBinaryExpression(node) && node.operatorToken.kind >= SyntaxKind.FirstAssignment && node.operatorToken.kind <= SyntaxKind.LastAssignment)
    return false;
  return TS.forEachChild(node, (child) => (withoutEffects(child) ? undefined : true)) !== true;
}
