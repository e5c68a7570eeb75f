// PHP 8's operators on known values, as PHP evaluates them for the values a routes file holds: loose and strict
// comparison (numeric strings compare as numbers), arithmetic with PHP's int/float results, string conversion of
// numbers, bitwise operators and the compound assignments (`+=`, `.=`, `??=`, …).

import type { Value } from '../core/values';
import { Unknown, isArray, isObject } from '../core/values';
import { phpString } from './php-environment';

/** What `compareOrCompute` gives for an operator it does not evaluate (or a value PHP would stop on). */
export const NOT_AN_OPERATOR: unique symbol = Symbol('not an operator');

const NUMERIC = /^[ \t\n\r\v\f]*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?[ \t\n\r\v\f]*$/;

/** Whether a string is numeric for PHP 8 (leading and trailing whitespace allowed). */
export function isNumericString(value: string): boolean {
  return NUMERIC.test(value);
}

/** PHP's conversion to a number for arithmetic: numeric strings and leading-numeric strings, bools, null. */
export function toNumber(value: Value): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value === null || value === undefined) return 0;
  if (typeof value === 'string') {
    if (isNumericString(value)) return Number(value.trim());
    // A leading-numeric string ("12abc") is its number (with a warning); a non-numeric one is a TypeError in PHP 8.
    const leading = /^[ \t\n\r\v\f]*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?/.exec(value);
    return leading ? Number(leading[0].trim()) : undefined;
  }
  return undefined;
}

function toBool(value: Value): boolean {
  if (value === null || value === undefined || value === false || value === 0 || value === '' || value === '0') return false;
  if (isArray(value)) return value.items.length > 0;
  if (isObject(value)) return value.props.size > 0;
  return true;
}

/** PHP 8's `==`. */
export function looseEquals(left: Value, right: Value): boolean {
  if (typeof left === 'boolean' || typeof right === 'boolean') return toBool(left) === toBool(right);
  if (left === null || left === undefined || right === null || right === undefined) {
    const other = left === null || left === undefined ? right : left;
    if (other === null || other === undefined) return true;
    return typeof other === 'string' ? other === '' : !toBool(other);
  }
  if (typeof left === 'number' && typeof right === 'number') return left === right;
  if (typeof left === 'string' && typeof right === 'string') {
    return isNumericString(left) && isNumericString(right) ? Number(left.trim()) === Number(right.trim()) : left === right;
  }
  if (typeof left === 'number' || typeof right === 'number') {
    const number = (typeof left === 'number' ? left : right) as number;
    const other = typeof left === 'number' ? right : left;
    if (typeof other === 'string') return isNumericString(other) ? Number(other.trim()) === number : phpString(number) === other;
  }
  return left === right;
}

/** PHP 8's `<=>` for scalars: -1, 0 or 1. */
export function spaceship(left: Value, right: Value): number {
  // null against a string is '' against it (PHP 8's first rule), before the rule for bool and null.
  if (left === null && typeof right === 'string') return spaceship('', right);
  if (right === null && typeof left === 'string') return spaceship(left, '');
  const bothStrings = typeof left === 'string' && typeof right === 'string';
  if (bothStrings && !(isNumericString(left) && isNumericString(right))) return left < right ? -1 : left > right ? 1 : 0;
  if (typeof left === 'boolean' || typeof right === 'boolean' || left === null || right === null) {
    const a = toBool(left) ? 1 : 0;
    const b = toBool(right) ? 1 : 0;
    return a < b ? -1 : a > b ? 1 : 0;
  }
  if ((typeof left === 'string' && !isNumericString(left)) || (typeof right === 'string' && !isNumericString(right))) {
    const a = phpString(left);
    const b = phpString(right);
    return a < b ? -1 : a > b ? 1 : 0;
  }
  const a = toNumber(left) ?? 0;
  const b = toNumber(right) ?? 0;
  return a < b ? -1 : a > b ? 1 : 0;
}

function arithmetic(type: string, a: number, b: number): Value | typeof NOT_AN_OPERATOR {
  switch (type) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    case '/':
      return b === 0 ? NOT_AN_OPERATOR : a / b;
    case '%': {
      const [x, y] = [Math.trunc(a), Math.trunc(b)];
      return y === 0 ? NOT_AN_OPERATOR : x % y;
    }
    case '**':
      return a ** b;
    case '|':
      return a | b;
    case '&':
      return a & b;
    case '^':
      return a ^ b;
    case '<<':
      return a << b;
    case '>>':
      return a >> b;
    default:
      return NOT_AN_OPERATOR;
  }
}

/** `left <type> right` for the comparison and arithmetic operators; NOT_AN_OPERATOR for any other. */
export function compareOrCompute(type: string, left: Value, right: Value): Value | typeof NOT_AN_OPERATOR {
  switch (type) {
    case '===':
      return left === right;
    case '!==':
      return left !== right;
    case '==':
      return looseEquals(left, right);
    case '!=':
    case '<>':
      return !looseEquals(left, right);
    case '<':
      return spaceship(left, right) < 0;
    case '>':
      return spaceship(left, right) > 0;
    case '<=':
      return spaceship(left, right) <= 0;
    case '>=':
      return spaceship(left, right) >= 0;
    case '<=>':
      return spaceship(left, right);
    case 'xor':
      return toBool(left) !== toBool(right);
    case '.':
      return phpString(left) + phpString(right);
  }
  const a = toNumber(left);
  const b = toNumber(right);
  if (a === undefined || b === undefined) return NOT_AN_OPERATOR;
  return arithmetic(type, a, b);
}

/** The operator of a compound assignment (`+=` → `+`), or undefined for `=` and `??=` (handled by the caller). */
export function compoundOperator(operator: string): string | undefined {
  if (operator === '=' || operator === '??=' || !operator.endsWith('=')) return undefined;
  return operator.slice(0, -1);
}

/**
 * The next string in PHP's alphanumeric increment: 'a' → 'b', 'Az' → 'Ba', 'zz' → 'aaa', 'a9' → 'b0'; the carry
 * stops at a character that is not a letter or digit ('14-199' → '14-200', 'a-' stays).
 */
function incrementString(text: string): string {
  const chars = text.split('');
  for (let i = chars.length - 1; i >= 0; i--) {
    const c = chars[i];
    if (c === 'z') chars[i] = 'a';
    else if (c === 'Z') chars[i] = 'A';
    else if (c === '9') chars[i] = '0';
    else if (/[a-yA-Y0-8]/.test(c)) {
      chars[i] = String.fromCharCode(c.charCodeAt(0) + 1);
      return chars.join('');
    } else return chars.join('');
    if (i === 0) return (c === 'z' ? 'a' : c === 'Z' ? 'A' : '1') + chars.join('');
  }
  return chars.join('');
}

/**
 * `$x++` / `$x--` as PHP 8 does them: null becomes 1 (and stays null when decremented), '' becomes '1' (or -1),
 * numeric strings and numbers step by one, other strings take the alphanumeric increment (a decrement leaves them),
 * booleans do not change. Unknown for arrays and other values.
 */
export function stepValue(value: Value, up: boolean): Value {
  if (value === null || value === undefined) return up ? 1 : null;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value + (up ? 1 : -1);
  if (typeof value === 'string') {
    if (value === '') return up ? '1' : -1;
    if (isNumericString(value)) return Number(value.trim()) + (up ? 1 : -1);
    return up ? incrementString(value) : value;
  }
  return new Unknown('an increment of a value that is not a number or a string', '?', undefined);
}
