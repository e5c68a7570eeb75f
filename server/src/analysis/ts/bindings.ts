// Binding names to values (including destructuring and exports), and marking what skipped code would assign as Unknown.

import type { ts } from 'ts-morph';
import { SyntaxKind, TS } from './syntax/typescript';
import type { ModuleRecord, Scope } from '../core/context';
import { read, spanOf, textOf, unknownAt } from '../core/context';
import type { Evaluator } from './evaluator';
import { evaluate } from './expressions';
import { memberOf } from './natives';
import { iterationItems } from './collections';
import { writes } from '../core/write-log';
import type { ParsedFile } from './syntax/ts-parse';
import type { Value } from '../core/values';
import { Unknown, accessKey, arrayValue, hasUnknownKeys, isArray, isIndexKey, isObject, objectValue, ownEntries } from '../core/values';

/** Declares the names of a binding pattern in `scope` with the parts of `value`. */
export function bindPattern(name: ts.BindingName, value: Value, scope: Scope, mutable: boolean, parsed: ParsedFile, it: Evaluator): void {
  if (TS.isIdentifier(name)) {
    scope.declare(name.text, value, mutable);
    return;
  }
  if (TS.isObjectBindingPattern(name)) {
    const used = new Set<string>();
    for (const element of name.elements) {
      if (element.dotDotDotToken) {
        bindPattern(element.name, value instanceof Unknown ? value : restOf(value, used), scope, mutable, parsed, it);
        continue;
      }
      const key = patternKey(element.propertyName ?? element.name, scope, parsed, it);
      let part: Value =
        key === undefined
          ? new Unknown('a computed name that is not known', textOf(element, parsed), spanOf(element, parsed))
          : memberOf(value, key, element, parsed, it);
      if (key !== undefined) used.add(key);
      if (part === undefined && element.initializer) part = evaluate(element.initializer, scope, parsed, it);
      bindPattern(element.name, part, scope, mutable, parsed, it);
    }
    return;
  }
  const items = iterableItems(value, name, parsed);
  name.elements.forEach((element, index) => {
    if (TS.isOmittedExpression(element)) return;
    let part: Value;
    if (element.dotDotDotToken) part = items instanceof Unknown ? items : arrayValue(items.slice(index));
    else part = items instanceof Unknown ? items : items[index];
    if (part === undefined && element.initializer) part = evaluate(element.initializer, scope, parsed, it);
    bindPattern(element.name, part, scope, mutable, parsed, it);
  });
}

/** The rest of an object pattern (`{ a, ...rest }`): the own properties not taken by name, and its unknown keys. */
function restOf(value: Value, used: ReadonlySet<string>): Value {
  const rest = objectValue();
  if (isObject(value)) for (const [k, v] of ownEntries(value)) if (!used.has(k)) rest.props.set(k, v);
  if (isObject(value) && hasUnknownKeys(value)) rest.props.set('…', value.props.get('…'));
  return rest;
}

/** The key a pattern's property names (`a`, `'a'`, `1` as '1', `[expr]` when known); undefined when not known. */
function patternKey(name: ts.Node, scope: Scope, parsed: ParsedFile, it: Evaluator): string | undefined {
  if (TS.isIdentifier(name) || TS.isStringLiteral(name)) return name.text;
  if (TS.isNumericLiteral(name)) return String(Number(name.text));
  if (!TS.isComputedPropertyName(name)) return undefined;
  const computed = evaluate(name.expression, scope, parsed, it);
  return typeof computed === 'string' || typeof computed === 'number' ? String(computed) : undefined;
}

/** The items array destructuring takes from a value (any iterable the evaluator knows), or why they are not known. */
function iterableItems(value: Value, pattern: ts.Node, parsed: ParsedFile): Value[] | Unknown {
  if (value instanceof Unknown) return value;
  return iterationItems(value) ?? unknownAt('destructuring a value that is not iterable (running it would throw)', pattern, parsed);
}

/**
 * A destructuring assignment to existing variables and members (`[a, b] = [b, a]`, `({ c = 1, ...rest } = options)`):
 * each target assigned in order, with defaults where the value is undefined, as JavaScript does.
 */
export function assignPattern(
  it: Evaluator,
  target: ts.ArrayLiteralExpression | ts.ObjectLiteralExpression,
  value: Value,
  scope: Scope,
  parsed: ParsedFile,
): void {
  const withDefault = (element: ts.Expression, part: Value): void => {
    if (TS.isBinaryExpression(element) && element.operatorToken.kind === SyntaxKind.EqualsToken) {
      it.assign(element.left, part === undefined ? evaluate(element.right, scope, parsed, it) : part, scope, parsed);
    } else it.assign(element, part, scope, parsed);
  };
  if (TS.isArrayLiteralExpression(target)) {
    const items = iterableItems(value, target, parsed);
    target.elements.forEach((element, index) => {
      if (TS.isOmittedExpression(element)) return;
      if (TS.isSpreadElement(element)) it.assign(element.expression, items instanceof Unknown ? items : arrayValue(items.slice(index)), scope, parsed);
      else withDefault(element, items instanceof Unknown ? items : items[index]);
    });
    return;
  }
  if (value === null || value === undefined) {
    taintAssignments(target, scope, parsed, 'destructuring null or undefined (running it would throw)');
    return;
  }
  const used = new Set<string>();
  for (const property of target.properties) {
    if (TS.isSpreadAssignment(property)) {
      const rest =
        value instanceof Unknown || !isObject(value) ? unknownAt('the rest of a value that is not a known object', property, parsed) : restOf(value, used);
      it.assign(property.expression, rest, scope, parsed);
      continue;
    }
    const key = property.name ? patternKey(property.name, scope, parsed, it) : undefined;
    const part: Value = key === undefined ? unknownAt('a computed name that is not known', property, parsed) : memberOf(value, key, property, parsed, it);
    if (key !== undefined) used.add(key);
    if (TS.isPropertyAssignment(property)) withDefault(property.initializer, part);
    else if (TS.isShorthandPropertyAssignment(property)) {
      const initializer = property.objectAssignmentInitializer;
      it.assign(property.name, part === undefined && initializer ? evaluate(initializer, scope, parsed, it) : part, scope, parsed);
    } else taintAssignments(property, scope, parsed, 'assigned by a destructuring form that is not evaluated');
  }
}

/**
 * Code that is not evaluated (a stopped loop, a loop run a number of times not known) may assign variables: those
 * become Unknown, so that nothing afterwards is shown as fact when it might not be. `onlyUnknown`: after undecided
 * branches (whose writes core/write-log.ts merged), only what is Unknown already is renamed after what it assigns.
 */
export function taintAssignments(node: ts.Node, scope: Scope, parsed: ParsedFile, reason: string, onlyUnknown = false): void {
  const visit = (child: ts.Node): void => {
    let target: ts.Expression | undefined;
    if (TS.isBinaryExpression(child) && child.operatorToken.kind >= SyntaxKind.FirstAssignment && child.operatorToken.kind <= SyntaxKind.LastAssignment) {
      target = child.left;
    } else if (
      (TS.isPrefixUnaryExpression(child) || TS.isPostfixUnaryExpression(child)) &&
      (child.operator === SyntaxKind.PlusPlusToken || child.operator === SyntaxKind.MinusMinusToken)
    ) {
      target = child.operand;
    }
    if (target) {
      const unknown = new Unknown(reason, textOf(target, parsed), spanOf(target, parsed));
      if (TS.isIdentifier(target)) {
        const binding = scope.lookup(target.text);
        if (binding && !binding.get && (!onlyUnknown || binding.value instanceof Unknown)) {
          writes.variable(binding);
          binding.value = unknown;
        }
      } else if (TS.isPropertyAccessExpression(target) && TS.isIdentifier(target.expression)) {
        const binding = scope.lookup(target.expression.text);
        const object = binding && !binding.get ? binding.value : undefined;
        if (isObject(object) && (!onlyUnknown || object.props.get(accessKey(target.name)) instanceof Unknown)) {
          writes.object(object);
          object.props.set(accessKey(target.name), unknown);
        }
      }
    }
    TS.forEachChild(child, visit);
  };
  visit(node);
}

/** Exports a module's variable `local` under its name (read when imported, so later assignments are seen). */
export function exportName(local: string, scope: Scope, record: ModuleRecord): void {
  record.exports.set(local, () => {
    const binding = scope.vars.get(local);
    if (binding) return read(binding);
    return new Unknown(`'${local}' is read before its module finished evaluating (cyclic import)`, local);
  });
}

/** Exports the names a declaration binds (patterns included) from `scope`. */
export function exportNames(name: ts.BindingName, scope: Scope, record: ModuleRecord): void {
  if (TS.isIdentifier(name)) {
    exportName(name.text, scope, record);
    return;
  }
  for (const element of name.elements) if (!TS.isOmittedExpression(element)) exportNames(element.name, scope, record);
}

/** `delete object.key` / `delete object[key]`: the property goes (an array's item becomes a hole, read as undefined). */
export function deleteMember(node: ts.DeleteExpression, scope: Scope, parsed: ParsedFile, it: Evaluator): Value {
  let target: ts.Expression = node.expression;
  while (TS.isParenthesizedExpression(target) || TS.isNonNullExpression(target)) target = target.expression;
  if (!TS.isPropertyAccessExpression(target) && !TS.isElementAccessExpression(target)) {
    evaluate(target, scope, parsed, it);
    return true;
  }
  it.ctx.impure();
  const object = evaluate(target.expression, scope, parsed, it);
  if (object instanceof Unknown) return object;
  const key = TS.isPropertyAccessExpression(target) ? accessKey(target.name) : evaluate(target.argumentExpression, scope, parsed, it);
  if (isObject(object)) writes.object(object);
  else if (isArray(object)) writes.array(object);
  if (typeof key !== 'string' && typeof key !== 'number') {
    // Which property went is not known: none of them is.
    const unknown = unknownAt('a property deleted under a key that is not known', node, parsed);
    if (isObject(object)) for (const name of [...object.props.keys()]) object.props.set(name, unknown);
    return unknown;
  }
  const name = String(key);
  if (isObject(object)) {
    object.props.delete(name);
    object.spans?.delete(name);
  } else if (isArray(object) && isIndexKey(name) && Number(name) < object.items.length) {
    object.items[Number(name)] = undefined;
  }
  return true;
}
