// What every PHP file of one evaluation shares: constants (first definition wins, as in PHP), the user's defines, how
// files are parsed; and which included files are data (literal arrays only) that may be read.

import type { Span } from '../../base/text';
import type { Value } from '../core/values';
import { isArray, isObject } from '../core/values';
import type { PhpNode, PhpParsedFile } from './php-parse';

/** The constants a PHP evaluation sees, with where each was defined. As in PHP, the first definition stays. */
export class PhpConstants {
  readonly values = new Map<string, Value>();
  readonly spans = new Map<string, Span | undefined>();

  define(name: string, value: Value, span: Span | undefined): boolean {
    if (this.values.has(name)) return false;
    this.values.set(name, value);
    this.spans.set(name, span);
    return true;
  }
}

/** What a routes file is evaluated with: constants given by the user, and the app's constants files. */
export interface PhpSetup {
  defines: Readonly<Record<string, string>>;
  constantFiles: readonly string[];
  /** CodeIgniter's path constants (APPPATH, FCPATH, BASEPATH) when the app's layout gives them. */
  paths?: Readonly<Record<string, string>>;
}

/** What every PHP file of one evaluation shares: constants, the user's defines, and how files are parsed. */
export interface PhpEnvironment {
  constants: PhpConstants;
  defines: Readonly<Record<string, string>>;
  parse?: (file: string, text: string) => PhpParsedFile;
  /** What the framework running the file provides (CodeIgniter 4's `service('routes')`), when it is modeled. */
  host?: PhpHost;
  /**
   * Whether an included file is evaluated whatever it holds (CodeIgniter 4's route files include route files); else
   * only data files are (CodeIgniter 3's `routes.php`, docs/decisions.md#php-apps).
   */
  includesCode?: boolean;
  /** The files included so far (and the route files run), for `include_once`/`require_once`. */
  included?: Set<string>;
}

/** A call as a host function may look at it: its argument nodes, evaluated on demand. */
export interface HostedCall {
  readonly argNodes: readonly PhpNode[];
  evaluate(node: PhpNode): Value;
}

/** Says that a call is not the host's: the interpreter goes on with its own rules. */
export const NOT_HOSTED: unique symbol = Symbol('not hosted');

/** Functions and static methods a framework gives the files it runs (names fully qualified, without a leading `\\`). */
export interface PhpHost {
  /** `call`: its argument nodes and how to evaluate one (a path built from a constant that is not known). */
  callFunction?(name: string, args: () => Value[], span: Span, call: HostedCall): Value | typeof NOT_HOSTED;
  callStatic?(className: string, method: string, args: Value[], span: Span): Value | typeof NOT_HOSTED;
}

/** A literal: a string, number, boolean, null, constant name or an array of literals. */
function isLiteral(node: PhpNode | null | undefined): boolean {
  if (!node) return false;
  switch (node.kind) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'nullkeyword':
    case 'name':
    case 'magic':
      return true;
    case 'bin':
      return node.type === '.' && isLiteral(node.left as PhpNode) && isLiteral(node.right as PhpNode);
    case 'array':
      return ((node.items as PhpNode[]) ?? []).every(
        (item) => item && (item.kind === 'entry' ? (!item.key || isLiteral(item.key as PhpNode)) && isLiteral(item.value as PhpNode) : isLiteral(item)),
      );
    default:
      return false;
  }
}

/** A statement of a data file: `$x = literal;`, `$x['k'] = literal;`, `return literal;`, the BASEPATH guard, or nothing. */
export function isDataStatement(node: PhpNode): boolean {
  if (node.kind === 'inline' || node.kind === 'noop') return true;
  // `if ( ! defined('BASEPATH')) exit('No direct script access allowed');`
  if (node.kind === 'if') {
    const body = node.body as PhpNode | null;
    const exit =
      body?.kind === 'expressionstatement'
        ? (body.expression as PhpNode)
        : body?.kind === 'block'
          ? ((body.children as PhpNode[])[0]?.expression as PhpNode | undefined)
          : undefined;
    return !node.alternate && exit?.kind === 'exit';
  }
  if (node.kind === 'return') return !node.expr || isLiteral(node.expr as PhpNode);
  if (node.kind !== 'expressionstatement') return false;
  const expression = node.expression as PhpNode;
  if (expression.kind === 'assign') {
    let left = expression.left as PhpNode;
    while (left.kind === 'offsetlookup') left = left.what as PhpNode;
    return left.kind === 'variable' && isLiteral(expression.right as PhpNode);
  }
  // `defined('BASEPATH') OR exit('No direct script access allowed');`
  return expression.kind === 'bin' && (expression.left as PhpNode)?.kind === 'call' && (expression.right as PhpNode)?.kind === 'exit';
}

/** A value as PHP's string conversion writes it. */
export function phpString(value: Value): string {
  if (value === true) return '1';
  if (value === false || value === null || value === undefined) return '';
  if (typeof value === 'object') return isArray(value) || isObject(value) ? 'Array' : '';
  if (typeof value === 'number') return phpNumberString(value);
  return String(value);
}

/** A number as PHP 8 writes it in a string: integers whole, floats with 14 significant digits (`%.14G`, `1.0E+25`). */
export function phpNumberString(value: number): string {
  if (Number.isInteger(value) && Math.abs(value) < 1e15) return Object.is(value, -0) ? '-0' : String(value);
  if (Number.isNaN(value)) return 'NAN';
  if (!Number.isFinite(value)) return value > 0 ? 'INF' : '-INF';
  const [mantissa, exponentText] = value.toExponential(13).split('e');
  const exponent = Number(exponentText);
  const digits = mantissa.replace('-', '').replace('.', '').replace(/0+$/, '') || '0';
  const sign = value < 0 ? '-' : '';
  if (exponent < -4 || exponent >= 14) {
    const fraction = digits.length > 1 ? digits.slice(1) : '0';
    return `${sign}${digits[0]}.${fraction}E${exponent < 0 ? '-' : '+'}${Math.abs(exponent)}`;
  }
  if (exponent < 0) return `${sign}0.${'0'.repeat(-exponent - 1)}${digits}`;
  const whole = digits.slice(0, exponent + 1).padEnd(exponent + 1, '0');
  const fraction = digits.slice(exponent + 1);
  return `${sign}${whole}${fraction ? '.' + fraction : ''}`;
}
