// String concatenation and `+` of the evaluator: placeholders stay visible, Unknowns explicit, lengths bounded.

import type { ts } from 'ts-morph';
import type { ParsedFile } from './syntax/ts-parse';
import type { SourceIndex } from '../core/source-index';
import { unknownAt, unknownIn } from '../core/context';
import type { Value } from '../core/values';
import { Unknown, renderText, textValue } from '../core/values';

/** String concatenation that keeps placeholders visible and Unknowns explicit. */
export function concat(left: Value, right: Value, node: ts.Node, parsed: ParsedFile, max: number): Value {
  const joined = join(left, right, max);
  return joined === TOO_LONG ? unknownAt(`the string would be longer than ${max} characters`, node, parsed) : joined;
}

/** `concat` for the expression written at file[start, end) (for a front end without syntax nodes). */
export function concatIn(left: Value, right: Value, parsed: SourceIndex, start: number, end: number, max: number): Value {
  const joined = join(left, right, max);
  return joined === TOO_LONG ? unknownIn(`the string would be longer than ${max} characters`, parsed, start, end) : joined;
}

/** `left + right` as JavaScript computes it, for the expression written at file[start, end). */
export function plusIn(left: Value, right: Value, parsed: SourceIndex, start: number, end: number, max: number): Value {
  const sum = plus(left, right, max);
  return sum === TOO_LONG ? unknownIn(`the string would be longer than ${max} characters`, parsed, start, end) : sum;
}

/** What a string longer than the limit becomes an Unknown for (where it was written is found only then). */
export const TOO_LONG = Symbol('too long');

function join(left: Value, right: Value, max: number): Value | typeof TOO_LONG {
  left = textValue(left);
  right = textValue(right);
  if (left instanceof Unknown || right instanceof Unknown) {
    const cause = (left instanceof Unknown ? left : right) as Unknown;
    const rendered = renderText(left) + renderText(right);
    return new Unknown(cause.reason, cause.text, cause.span, rendered.slice(0, max));
  }
  const text = renderText(left) + renderText(right);
  return text.length > max ? TOO_LONG : text;
}

/** Whether a value is a string for certain: a known one, or a text with placeholders. */
const isText = (value: Value): boolean => typeof value === 'string' || (value instanceof Unknown && value.rendered !== undefined);

export function plus(left: Value, right: Value, max: number): Value | typeof TOO_LONG {
  if (typeof left === 'number' && typeof right === 'number') return left + right;
  // A value not known beside anything but a string may be a number: the sum is not known, not a text.
  if ((left instanceof Unknown || right instanceof Unknown) && !isText(left) && !isText(right)) {
    const cause = (left instanceof Unknown ? left : right) as Unknown;
    return new Unknown(cause.reason, cause.text, cause.span);
  }
  if (typeof left === 'string' || typeof right === 'string' || left instanceof Unknown || right instanceof Unknown) return join(left, right, max);
  if (
    (typeof left === 'boolean' || left === null || left === undefined) &&
    (typeof right === 'boolean' || right === null || right === undefined || typeof right === 'number')
  ) {
    return Number(left) + Number(right);
  }
  return join(left, right, max);
}

/** `process.env` (when `process` is not a variable of the config) or `import.meta.env`: the environment. */
