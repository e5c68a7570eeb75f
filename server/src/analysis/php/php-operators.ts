// PHP's comparison and arithmetic operators on known values, as PHP evaluates them for the values a routes file holds.

import type { Value } from '../eval/values';

/** What `compareOrCompute` gives for an operator it does not evaluate. */
export const NOT_AN_OPERATOR: unique symbol = Symbol('not an operator');

/** `left <type> right` for the comparison and arithmetic operators; NOT_AN_OPERATOR for any other. */
export function compareOrCompute(type: string, left: Value, right: Value): Value | typeof NOT_AN_OPERATOR {
  switch (type) {
    case '===': return left === right;
    case '!==': return left !== right;
    // eslint-disable-next-line eqeqeq
    case '==': return left == right;
    // eslint-disable-next-line eqeqeq
    case '!=': return left != right;
    case '+': return Number(left) + Number(right);
    case '-': return Number(left) - Number(right);
    case '*': return Number(left) * Number(right);
    case '<': return Number(left) < Number(right);
    case '>': return Number(left) > Number(right);
    case '<=': return Number(left) <= Number(right);
    case '>=': return Number(left) >= Number(right);
    default: return NOT_AN_OPERATOR;
  }
}
