// How an undecided condition reads on the branch where it does not hold: `a !== b` for `a === b`, `x` for `!x`,
// else `!(…)`; the text routes behind an `else` (or after a guard clause) carry (docs/decisions.md#conditions-and-data). One rule for both
// front ends: each describes its condition's shape (conditionShape for TypeScript, the PHP interpreter for PHP).

import type { ts } from 'ts-morph';
import { SyntaxKind, TS } from '../syntax/typescript';
import { textOf } from './context';
import type { ParsedFile } from '../syntax/ts-parse';

/** A condition as the negation needs it, whatever the language. */
export type ConditionShape =
  | { kind: 'not'; operand: string }
  | { kind: 'binary'; left: string; operator: string; right: string }
  | { kind: 'other'; text: string };

const OPPOSITE: Readonly<Record<string, string>> = {
  '===': '!==', '!==': '===', '==': '!=', '!=': '==', '<': '>=', '>=': '<', '>': '<=', '<=': '>',
};

/** The text of a condition where it does not hold. */
export function negatedCondition(shape: ConditionShape): string {
  if (shape.kind === 'not') return shape.operand;
  if (shape.kind === 'binary' && OPPOSITE[shape.operator]) return `${shape.left} ${OPPOSITE[shape.operator]} ${shape.right}`;
  return `!(${shape.kind === 'binary' ? `${shape.left} ${shape.operator} ${shape.right}` : shape.text})`;
}

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
