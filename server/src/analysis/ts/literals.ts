// Literals and argument lists of the TypeScript front end: arrays (spreads, holes), objects (spreads, computed keys,
// methods, accessors with `this` the object) and a call's arguments (spreads expanded). Each part is evaluated by
// `run` (expressions.ts' evaluate), so that this file does not import it.

import type { ts } from 'ts-morph';
import { TS } from './syntax/typescript';
import type { Scope } from '../core/context';
import { Scope as ScopeClass, textOf, unknownAt } from '../core/context';
import { iterationItems } from './collections';
import { protocolItems } from './iteration';
import type { ParsedFile } from './syntax/ts-parse';
import type { Evaluator } from './evaluator';
import type { ClosureValue, ObjectValue, PropertyPlaces, Value } from '../core/values';
import type { Span } from '../../base/text';
import { Unknown, arrayValue, hasUnknownKeys, isArray, isObject, objectValue, ownEntries } from '../core/values';

/** Evaluates one expression of the literal in `scope`. */
export type Run = (node: ts.Expression, scope: Scope) => Value;

/** An array literal, spreads and holes included. */
export function evaluateArrayLiteral(node: ts.ArrayLiteralExpression, scope: Scope, parsed: ParsedFile, it: Evaluator, run: Run): Value {
  const items: Value[] = [];
  for (const element of node.elements) {
    if (TS.isSpreadElement(element)) {
      const spread = run(element.expression, scope);
      const byProtocol = iterationItems(spread) ? undefined : protocolItems(it, spread, element, parsed);
      if (byProtocol instanceof Unknown) return byProtocol;
      const spreadItems = iterationItems(spread) ?? byProtocol;
      if (spreadItems) items.push(...spreadItems);
      // How many items it gives is not known either: the array's length, its items after, are not known.
      else
        return spread instanceof Unknown
          ? unknownAt(`a spread of \`${textOf(element.expression, parsed)}\`, which is not known`, node, parsed)
          : unknownAt('a spread of something that is not an array', element, parsed);
    } else if (TS.isOmittedExpression(element)) {
      items.push(undefined);
    } else {
      items.push(run(element, scope));
    }
  }
  return arrayValue(items);
}

/** An object literal: spreads (reading getters), computed keys, methods, and accessors with `this` the object. */
export function evaluateObjectLiteral(node: ts.ObjectLiteralExpression, scope: Scope, parsed: ParsedFile, it: Evaluator, run: Run): Value {
  const result = objectValue();
  // Spans of the literal's properties are found from the node when a diagnostic needs one.
  result.literal = new LiteralPlaces(node, parsed);
  let accessors: Scope | undefined;
  for (const property of node.properties) {
    if (TS.isSpreadAssignment(property)) {
      const spread = run(property.expression, scope);
      if (isObject(spread)) {
        // An accessor of an object literal is an own property: spreading reads it through its getter.
        const entries = ownEntries(spread);
        for (const [k, v] of entries) {
          const getter = spread.classOf === undefined ? spread.getters?.get(k) : undefined;
          result.props.set(k, getter ? it.callClosure(getter, [], property, parsed) : v);
        }
        // Only a spread with keys not known needs to know which keys it copied (most spreads have none).
        if (hasUnknownKeys(spread)) spreadUnknownKeys(result, spread.props.get('…') as Unknown, new Set(entries.map(([k]) => k)));
      } else if (isArray(spread)) spread.items.forEach((v, i) => result.props.set(String(i), v));
      else if (spread instanceof Unknown) spreadUnknownKeys(result, spread, new Set());
      continue;
    }
    const key = propertyKey(property.name, scope, parsed, it, run);
    if (key === undefined) {
      result.props.set('…', unknownAt('a computed property name that is not known', property, parsed));
      continue;
    }
    if (TS.isPropertyAssignment(property)) {
      result.props.set(key, run(property.initializer, scope));
    } else if (TS.isShorthandPropertyAssignment(property)) {
      result.props.set(key, run(property.name, scope));
    } else if (TS.isMethodDeclaration(property)) {
      result.props.set(key, { kind: 'closure', node: property, file: parsed.file, scope, name: key });
    } else if (TS.isGetAccessorDeclaration(property) || TS.isSetAccessorDeclaration(property)) {
      // An own property read and written through its accessors, with `this` the object; its place among the keys is
      // kept in `props` (where a read that does not go through the getter finds a value not known).
      accessors ??= new ScopeClass(scope);
      const accessor: ClosureValue = { kind: 'closure', node: property, file: parsed.file, scope: accessors, name: key };
      if (TS.isGetAccessorDeclaration(property)) (result.getters ??= new Map()).set(key, accessor);
      else (result.setters ??= new Map()).set(key, accessor);
      if (!result.props.has(key) || !(result.props.get(key) instanceof Unknown))
        result.props.set(key, unknownAt('a property with accessors, read without its getter', property, parsed));
    }
  }
  accessors?.declare('this', result, false);
  return result;
}

function propertyKey(name: ts.PropertyName, scope: Scope, parsed: ParsedFile, it: Evaluator, run: Run): string | undefined {
  if (TS.isIdentifier(name) || TS.isStringLiteral(name) || TS.isNumericLiteral(name) || TS.isPrivateIdentifier(name)) {
    return TS.isNumericLiteral(name) ? String(Number(name.text)) : name.text;
  }
  if (TS.isComputedPropertyName(name)) {
    const key = run(name.expression, scope);
    return typeof key === 'string' || typeof key === 'number' ? String(key) : undefined;
  }
  return undefined;
}

/**
 * A call's arguments, spreads expanded (arrays, Sets, Maps, strings). After a spread of something not known, which
 * argument is where is not known: each is that Unknown from there on (`unknownFrom`).
 */
export function callArguments(
  written: ts.NodeArray<ts.Expression>,
  scope: Scope,
  parsed: ParsedFile,
  it: Evaluator,
  run: Run,
): { args: Value[]; unknownFrom: Unknown | undefined } {
  const args: Value[] = [];
  let unknownFrom: Unknown | undefined;
  for (const argument of written) {
    if (TS.isSpreadElement(argument)) {
      const spread = run(argument.expression, scope);
      const items = unknownFrom ? undefined : iterationItems(spread);
      if (items) args.push(...items);
      else args.push((unknownFrom ??= unknownAt(`a spread of \`${textOf(argument.expression, parsed)}\`, which is not a known list`, argument, parsed)));
    } else {
      const value = run(argument, scope);
      args.push(unknownFrom ?? value);
    }
  }
  return { args, unknownFrom };
}

/** Where an object literal's plainly written properties are, found in its syntax when a diagnostic asks. */
class LiteralPlaces implements PropertyPlaces {
  constructor(
    private readonly node: ts.ObjectLiteralExpression,
    private readonly parsed: ParsedFile,
  ) {}

  placeOf(key: string): Span | undefined {
    for (const property of this.node.properties) {
      // Only written names: a computed one would be evaluated again.
      const name = property.name;
      const written =
        name && (TS.isIdentifier(name) || TS.isStringLiteral(name)) ? name.text : name && TS.isNumericLiteral(name) ? String(Number(name.text)) : undefined;
      if ((TS.isPropertyAssignment(property) || TS.isShorthandPropertyAssignment(property)) && written === key) {
        const at = TS.isPropertyAssignment(property) ? property.initializer : property.name;
        return { file: this.parsed.file, start: at.getStart(this.parsed.tree), end: at.end };
      }
    }
    return undefined;
  }
}

/**
 * A spread of keys not known: any property written before it may be one of them, so its value is not known after
 * (`{ a: false, ...options }.a` is whatever `options` says, if it has an `a`); those written after it stay known.
 */
function spreadUnknownKeys(result: ObjectValue, spread: Unknown, copied: ReadonlySet<string>): void {
  for (const key of result.props.keys()) {
    if (key === '…' || copied.has(key)) continue;
    result.props.set(key, new Unknown(`'${key}' may be replaced by the spread of \`${spread.text}\`, whose keys are not known`, spread.text, spread.span));
  }
  result.props.set('…', spread);
}
