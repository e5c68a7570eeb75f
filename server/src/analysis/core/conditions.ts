// How an undecided condition reads on the branch where it does not hold: `a !== b` for `a === b`, `x` for `!x`,
// else `!(…)`; the text routes behind an `else` (or after a guard clause) carry (docs/decisions.md#conditions-and-data). One rule for both
// front ends: each describes its condition's shape (ts/conditions.ts for TypeScript, php-branches.ts for PHP).

/** A condition as the negation needs it, whatever the language. */
export type ConditionShape =
  { kind: 'not'; operand: string } | { kind: 'binary'; left: string; operator: string; right: string } | { kind: 'other'; text: string };

export const OPPOSITE: Readonly<Record<string, string>> = {
  '===': '!==',
  '!==': '===',
  '==': '!=',
  '!=': '==',
  '<': '>=',
  '>=': '<',
  '>': '<=',
  '<=': '>',
};

/** The text of a condition where it does not hold. */
export function negatedCondition(shape: ConditionShape): string {
  if (shape.kind === 'not') return shape.operand;
  if (shape.kind === 'binary' && OPPOSITE[shape.operator]) return `${shape.left} ${OPPOSITE[shape.operator]} ${shape.right}`;
  return `!(${shape.kind === 'binary' ? `${shape.left} ${shape.operator} ${shape.right}` : shape.text})`;
}
