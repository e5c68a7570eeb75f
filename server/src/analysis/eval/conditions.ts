// How an undecided condition reads on the branch where it does not hold: `a !== b` for `a === b`, `x` for `!x`,
// else `!(…)`; the text routes behind an `else` carry (decisions §7).

import type { ts } from 'ts-morph';
import { SyntaxKind, TS } from '../syntax/typescript';
import { textOf } from './context';
import type { ParsedFile } from '../syntax/ts-parse';

const OPPOSITE: Partial<Record<ts.SyntaxKind, string>> = {
  [SyntaxKind.EqualsEqualsEqualsToken]: '!==', [SyntaxKind.ExclamationEqualsEqualsToken]: '===',
  [SyntaxKind.EqualsEqualsToken]: '!=', [SyntaxKind.ExclamationEqualsToken]: '==',
  [SyntaxKind.LessThanToken]: '>=', [SyntaxKind.GreaterThanEqualsToken]: '<',
  [SyntaxKind.GreaterThanToken]: '<=', [SyntaxKind.LessThanEqualsToken]: '>',
};

export function negatedText(condition: ts.Expression, parsed: ParsedFile): string {
  let node = condition;
  while (TS.isParenthesizedExpression(node)) node = node.expression;
  if (TS.isPrefixUnaryExpression(node) && node.operator === SyntaxKind.ExclamationToken) return textOf(node.operand, parsed);
  if (TS.isBinaryExpression(node)) {
    const opposite = OPPOSITE[node.operatorToken.kind];
    if (opposite) return `${textOf(node.left, parsed)} ${opposite} ${textOf(node.right, parsed)}`;
  }
  return `!(${textOf(condition, parsed)})`;
}
