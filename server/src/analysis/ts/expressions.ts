// Evaluates expressions of the analysed code to Values, without ever executing it.

import type { ts } from 'ts-morph';
import { SyntaxKind, TS } from './syntax/typescript';
import type { Scope } from '../core/context';
import { EvaluatedThrow, read, spanOf, textOf, unknownAt } from '../core/context';
import { parseError } from '@routelens/shared';
import { conditionTruth, isLogical, negatedText, withoutEffects } from './conditions';
import { STRING_RAW, bridgeHost, errorValue, memberOf, globalValue, routeMethodArguments, toPrimitive } from './natives';
import { concat } from './text-ops';
import { arithmetic, compoundOperators, isAssignment, stepped } from './operators';
import type { Run } from './literals';
import { callArguments, evaluateArrayLiteral, evaluateObjectLiteral } from './literals';

import type { ParsedFile } from './syntax/ts-parse';
import type { Evaluator } from './evaluator';
import { functionSyntax } from './evaluator';
import type { Value } from '../core/values';
import { ROUTE_CLASS, Unknown, accessKey, arrayValue, isClosure, isNative, isRouteClass, objectValue, truthiness } from '../core/values';

/** Values a replayed statement may have read: they are compared by identity when it is replayed. */
function isReplayable(value: Value): boolean {
  return value === null || typeof value !== 'object' || value === ROUTE_CLASS;
}

function isEnvironment(node: ts.Expression, scope: Scope): boolean {
  if (!TS.isPropertyAccessExpression(node) || node.name.text !== 'env') return false;
  const object = node.expression;
  if (TS.isIdentifier(object)) return object.text === 'process' && !scope.lookup('process');
  return TS.isMetaProperty(object) && object.keywordToken === SyntaxKind.ImportKeyword && object.name.text === 'meta';
}

/** An environment value: what `--define NAME=VALUE` (or `routelens.defines`) gives, else undecided. */
function environmentValue(name: string, node: ts.Node, parsed: ParsedFile, it: Evaluator): Value {
  const defines = it.ctx.defines;
  it.ctx.askedNames.add(name);
  it.ctx.impure();
  if (Object.prototype.hasOwnProperty.call(defines, name)) return defines[name];
  return unknownAt(`the environment value ${name} is not known (give it with --define ${name}=VALUE or the routelens.defines setting)`, node, parsed);
}

export function evaluate(node: ts.Expression, scope: Scope, parsed: ParsedFile, it: Evaluator): Value {
  const ctx = it.ctx;
  switch (node.kind) {
    case SyntaxKind.StringLiteral:
    case SyntaxKind.NoSubstitutionTemplateLiteral:
      return (node as ts.StringLiteral).text;
    case SyntaxKind.RegularExpressionLiteral:
      return regexLiteral(node as ts.RegularExpressionLiteral, parsed, it);
    case SyntaxKind.NumericLiteral:
      return Number((node as ts.NumericLiteral).text);
    case SyntaxKind.TrueKeyword:
      return true;
    case SyntaxKind.FalseKeyword:
      return false;
    case SyntaxKind.NullKeyword:
      return null;
    case SyntaxKind.ThisKeyword:
    case SyntaxKind.SuperKeyword: {
      // Bound by a method or constructor of a class (classes.ts); elsewhere not known.
      const binding = scope.lookup(node.kind === SyntaxKind.ThisKeyword ? 'this' : 'super');
      ctx.impure();
      return binding ? read(binding) : unknownAt(`\`${textOf(node, parsed)}\` outside a class method is not evaluated`, node, parsed);
    }
    case SyntaxKind.NewExpression:
      ctx.impure();
      return it.newExpression(node as ts.NewExpression, scope, parsed);
    case SyntaxKind.ClassExpression:
      return it.classExpression(node as ts.ClassExpression, scope, parsed);
    case SyntaxKind.TemplateExpression:
      return evaluateTemplate(node as ts.TemplateExpression, scope, parsed, it);
    case SyntaxKind.Identifier:
      return evaluateIdentifier(node as ts.Identifier, scope, parsed, it);
    case SyntaxKind.ParenthesizedExpression:
    case SyntaxKind.AsExpression:
    case SyntaxKind.TypeAssertionExpression:
    case SyntaxKind.SatisfiesExpression:
    case SyntaxKind.NonNullExpression:
      return evaluate((node as ts.ParenthesizedExpression).expression, scope, parsed, it);
    case SyntaxKind.ArrayLiteralExpression:
      return evaluateArrayLiteral(node as ts.ArrayLiteralExpression, scope, parsed, it, run(parsed, it));
    case SyntaxKind.ObjectLiteralExpression:
      return evaluateObjectLiteral(node as ts.ObjectLiteralExpression, scope, parsed, it, run(parsed, it));
    case SyntaxKind.ArrowFunction:
    case SyntaxKind.FunctionExpression: {
      const fn = node as ts.ArrowFunction | ts.FunctionExpression;
      const name = TS.isFunctionExpression(fn) && fn.name ? fn.name.text : 'anonymous function';
      return { kind: 'closure', node: fn, file: parsed.file, scope, name };
    }
    case SyntaxKind.PropertyAccessExpression: {
      const access = node as ts.PropertyAccessExpression;
      if (isEnvironment(access.expression, scope)) return environmentValue(access.name.text, node, parsed, it);
      const object = evaluate(access.expression, scope, parsed, it);
      if (access.questionDotToken && (object === null || object === undefined)) return shorted(access);
      if (continuesShort(access, object)) return undefined;
      return memberOf(object, accessKey(access.name), node, parsed, it);
    }
    case SyntaxKind.ElementAccessExpression:
      return evaluateElementAccess(node as ts.ElementAccessExpression, scope, parsed, it);
    case SyntaxKind.CallExpression:
      return evaluateCall(node as ts.CallExpression, scope, parsed, it);
    case SyntaxKind.ConditionalExpression:
      return evaluateConditional(node as ts.ConditionalExpression, scope, parsed, it);
    case SyntaxKind.PrefixUnaryExpression:
      return evaluatePrefix(node as ts.PrefixUnaryExpression, scope, parsed, it);
    case SyntaxKind.PostfixUnaryExpression: {
      const postfix = node as ts.PostfixUnaryExpression;
      return update(postfix.operand, scope, parsed, it, (before) => {
        const [old, after] = stepped(before, postfix.operator === SyntaxKind.PlusPlusToken, node, parsed);
        return { write: after, result: old };
      });
    }
    case SyntaxKind.TypeOfExpression:
      return evaluateTypeOf(node as ts.TypeOfExpression, scope, parsed, it);
    case SyntaxKind.VoidExpression:
      evaluate((node as ts.VoidExpression).expression, scope, parsed, it);
      return undefined;
    case SyntaxKind.BinaryExpression:
      return evaluateBinary(node as ts.BinaryExpression, scope, parsed, it);
    case SyntaxKind.DeleteExpression:
      return it.deleteMember(node as ts.DeleteExpression, scope, parsed);
    case SyntaxKind.AwaitExpression:
      return it.awaitValue(evaluate((node as ts.AwaitExpression).expression, scope, parsed, it), node as ts.AwaitExpression, parsed);
    case SyntaxKind.TaggedTemplateExpression:
      return evaluateTagged(node as ts.TaggedTemplateExpression, scope, parsed, it);
    default:
      return unknownAt(`${SyntaxKind[node.kind]} is not evaluated statically`, node, parsed);
  }
}

/** The truth of a condition (`if`, `?:`, a loop's test): see conditionTruth; undefined when it is not known. */
export function testCondition(condition: ts.Expression, scope: Scope, parsed: ParsedFile, it: Evaluator): boolean | undefined {
  if (!isLogical(condition)) return truthiness(evaluate(condition, scope, parsed, it));
  return conditionTruth(condition, (side) => evaluate(side, scope, parsed, it));
}

/** A template literal: each substitution converted to a string as JavaScript does (`toString()`/`valueOf()` included). */
function evaluateTemplate(template: ts.TemplateExpression, scope: Scope, parsed: ParsedFile, it: Evaluator): Value {
  const ctx = it.ctx;
  let result: Value = template.head.text;
  for (const span of template.templateSpans) {
    result = concat(result, toPrimitive(evaluate(span.expression, scope, parsed, it), 'string', span, parsed, it), span, parsed, ctx.limits.maxStringLength);
    result = concat(result, span.literal.text, span, parsed, ctx.limits.maxStringLength);
  }
  return result;
}

/** `c ? x : y`: the side `c` decides, or both under their conditions (undecided.ts). */
function evaluateConditional(conditional: ts.ConditionalExpression, scope: Scope, parsed: ParsedFile, it: Evaluator): Value {
  const test = testCondition(conditional.condition, scope, parsed, it);
  if (test === undefined) {
    return it.undecidedValue(
      conditional,
      conditional.condition,
      [
        { expression: conditional.whenTrue, text: textOf(conditional.condition, parsed) },
        { expression: conditional.whenFalse, text: negatedText(conditional.condition, parsed) },
      ],
      scope,
      parsed,
    );
  }
  return evaluate(test ? conditional.whenTrue : conditional.whenFalse, scope, parsed, it);
}

/** A tagged template: String.raw`…` is evaluated; a tag function is not. */
function evaluateTagged(tagged: ts.TaggedTemplateExpression, scope: Scope, parsed: ParsedFile, it: Evaluator): Value {
  const tag = evaluate(tagged.tag, scope, parsed, it);
  if (tag === STRING_RAW) return rawTemplate(tagged.template, scope, parsed, it);
  if (!isClosure(tag)) return unknownAt('a template whose tag is not a function of the analysed code', tagged, parsed);
  // The tag gets the template's strings (cooked, with the raw ones as `raw`), then each substitution's value.
  const template = tagged.template;
  const literals: ts.TemplateLiteralLikeNode[] = TS.isNoSubstitutionTemplateLiteral(template)
    ? [template]
    : [template.head, ...template.templateSpans.map((span) => span.literal)];
  const strings = arrayValue(literals.map((literal) => literal.text));
  strings.props = new Map([['raw', arrayValue(literals.map((literal) => literal.rawText ?? literal.text))]]);
  const values = TS.isNoSubstitutionTemplateLiteral(template) ? [] : template.templateSpans.map((span) => evaluate(span.expression, scope, parsed, it));
  return it.callClosure(tag, [strings, ...values], tagged, parsed);
}

/** String.raw`…`: the template's text as written (escapes kept), its substitutions converted as in any template. */
function rawTemplate(template: ts.TemplateLiteral, scope: Scope, parsed: ParsedFile, it: Evaluator): Value {
  const raw = (literal: ts.TemplateLiteralLikeNode) => literal.rawText ?? literal.text;
  if (TS.isNoSubstitutionTemplateLiteral(template)) return raw(template);
  const max = it.ctx.limits.maxStringLength;
  let result: Value = raw(template.head);
  for (const span of template.templateSpans) {
    result = concat(result, toPrimitive(evaluate(span.expression, scope, parsed, it), 'string', span, parsed, it), span, parsed, max);
    result = concat(result, raw(span.literal), span, parsed, max);
  }
  return result;
}

/** A name: its binding in scope (recorded for statement replay), else a global the evaluator knows. */
function evaluateIdentifier(node: ts.Identifier, scope: Scope, parsed: ParsedFile, it: Evaluator): Value {
  const ctx = it.ctx;
  const name = node.text;
  const binding = scope.lookup(name);
  const recording = ctx.recording;
  if (binding) {
    const value = read(binding);
    if (recording) {
      if (isReplayable(value)) recording.read(name, value, true);
      else recording.pure = false;
    }
    // An Unknown import is shown under the name used here, not as the import statement.
    if (binding.get && value instanceof Unknown) return new Unknown(value.reason, name, spanOf(node, parsed), value.rendered);
    return value;
  }
  const value = globalValue(name, node, parsed);
  if (recording) {
    if (name === 'undefined' || name === 'Route') recording.read(name, value, false);
    else recording.pure = false;
  }
  return value;
}

/** `evaluate` in a file, for literals.ts. */
const run =
  (parsed: ParsedFile, it: Evaluator): Run =>
  (node, scope) =>
    evaluate(node, scope, parsed, it);

/** The last `?.` that short-circuited (its node): a chain that continues from it is undefined as a whole. */
let shortCircuit: ts.Node | undefined;

function shorted(node: ts.Node): undefined {
  shortCircuit = node;
  return undefined;
}

/**
 * Whether a part of an optional chain (`.c` of `a?.b.c`) gets null or undefined from a `?.` that short-circuited
 * earlier in the same chain: then the whole chain is undefined (otherwise reading from it throws).
 */
function continuesShort(node: ts.PropertyAccessExpression | ts.ElementAccessExpression | ts.CallExpression, object: Value): boolean {
  if ((object !== null && object !== undefined) || !(node.flags & TS.NodeFlags.OptionalChain) || shortCircuit === undefined) return false;
  for (let part: ts.Node = node.expression; ; part = (part as ts.PropertyAccessExpression).expression) {
    if (part === shortCircuit) return true;
    if (!(part.flags & TS.NodeFlags.OptionalChain)) return false;
    if (!TS.isPropertyAccessExpression(part) && !TS.isElementAccessExpression(part) && !TS.isCallExpression(part) && !TS.isNonNullExpression(part))
      return false;
  }
}

/** `a[key]`, `a?.[key]`, and `process.env[key]`. */
function evaluateElementAccess(access: ts.ElementAccessExpression, scope: Scope, parsed: ParsedFile, it: Evaluator): Value {
  const node = access;
  const object = evaluate(access.expression, scope, parsed, it);
  if (access.questionDotToken && (object === null || object === undefined)) return shorted(access);
  if (continuesShort(access, object)) return undefined;
  const key = evaluate(access.argumentExpression, scope, parsed, it);
  if (typeof key === 'string' && isEnvironment(access.expression, scope)) return environmentValue(key, node, parsed, it);
  if (key instanceof Unknown) return unknownAt(`the key \`${textOf(access.argumentExpression, parsed)}\` is not known`, node, parsed);
  if (typeof key === 'object' && key !== null) return unknownAt('a key that is not a string or number', node, parsed);
  return memberOf(object, String(key), node, parsed, it);
}

/** `typeof x`. */
function evaluateTypeOf(node: ts.TypeOfExpression, scope: Scope, parsed: ParsedFile, it: Evaluator): Value {
  const value = evaluate(node.expression, scope, parsed, it);
  // A text with placeholders is a string whatever its unknown parts are.
  if (value instanceof Unknown) return value.rendered !== undefined ? 'string' : unknownAt(value.reason, node, parsed);
  if (value === null) return 'object';
  if (typeof value !== 'object') return typeof value;
  return isClosure(value) || isNative(value) || isRouteClass(value) ? 'function' : 'object';
}

function evaluateCall(node: ts.CallExpression, scope: Scope, parsed: ParsedFile, it: Evaluator): Value {
  const callee = node.expression;
  // The object of a method call is evaluated once (`f().m()` calls f once), as JavaScript does.
  let target: Value = undefined;
  const member = TS.isPropertyAccessExpression(callee) || TS.isElementAccessExpression(callee);
  if (member) {
    target = evaluate(callee.expression, scope, parsed, it);
    if (isRouteClass(target)) {
      const method = TS.isPropertyAccessExpression(callee) ? callee.name.text : evaluate(callee.argumentExpression, scope, parsed, it);
      const written = node.arguments;
      let args: Value[];
      if (written.some(TS.isSpreadElement)) args = callArguments(written, scope, parsed, it, run(parsed, it)).args;
      else {
        args = new Array(written.length);
        for (let i = 0; i < written.length; i++) args[i] = evaluate(written[i], scope, parsed, it);
      }
      if (typeof method !== 'string') {
        // Never silently dropped: the call is reported where it is written.
        const unknown = unknownAt(`the Route method's name \`${textOf(callee, parsed)}\` is not known, so this call's routes are not listed`, node, parsed);
        it.ctx.reportUnknown(unknown, spanOf(node, parsed));
        return unknown;
      }
      return it.callRoute(method, node, args, scope, parsed);
    }
  }
  // Anything but a Route call may depend on more than the statement's text: not replayable (see statement-memo).
  it.ctx.impure();
  if (TS.isIdentifier(callee) && callee.text === 'require' && !scope.lookup('require')) {
    const specifier = node.arguments[0] ? evaluate(node.arguments[0], scope, parsed, it) : undefined;
    if (typeof specifier !== 'string') return unknownAt('require() of a name that is not known', node, parsed);
    return it.require(specifier, node, parsed);
  }
  if (callee.kind === SyntaxKind.ImportKeyword) return unknownAt('dynamic import() is not followed', node, parsed);
  // `a?.m()` with `a` null or undefined is undefined, and so is `f?.()` with `f` null or undefined.
  if (member && callee.questionDotToken && (target === null || target === undefined)) return shorted(callee);
  if (member && continuesShort(callee, target)) return shorted(node);
  const fn = member ? memberOfCallee(callee, target, scope, parsed, it) : evaluate(callee, scope, parsed, it);
  if (node.questionDotToken && (fn === null || fn === undefined)) return shorted(node);
  if (continuesShort(node, fn)) return undefined;
  const { args, unknownFrom } = callArguments(node.arguments, scope, parsed, it, run(parsed, it));
  if (unknownFrom && isClosure(fn)) while (args.length < functionSyntax(fn).parameters.length) args.push(unknownFrom);
  if (isClosure(fn)) return it.callClosure(fn, args, node, parsed);
  if (isNative(fn) && fn.routeMethod)
    return it.callRoute(fn.routeMethod.name, node, routeMethodArguments(fn.routeMethod.via, args, node, parsed), scope, parsed);
  if (isNative(fn)) return fn.call(args, spanOf(node, parsed), bridgeHost(node, parsed, it));
  if (fn instanceof Unknown) return unknownAt(`the result of calling \`${textOf(callee, parsed)}\`, which is not known (${fn.reason})`, node, parsed);
  // Calling undefined, null, a string, a number or a boolean throws a TypeError, as it does when the config runs.
  if (fn === undefined || fn === null || typeof fn !== 'object')
    throw new EvaluatedThrow(spanOf(node, parsed), {
      // The engine words the message after the code as written: not known.
      value: errorValue('TypeError', unknownAt('the message of the TypeError a call of a value that is not a function throws', node, parsed)),
    });
  return unknownAt(`\`${textOf(callee, parsed)}\` is not a function the evaluator knows`, node, parsed);
}

/** The function `object.name` / `object[key]` of a call, its object already evaluated. */
function memberOfCallee(
  callee: ts.PropertyAccessExpression | ts.ElementAccessExpression,
  object: Value,
  scope: Scope,
  parsed: ParsedFile,
  it: Evaluator,
): Value {
  if (TS.isPropertyAccessExpression(callee)) return memberOf(object, accessKey(callee.name), callee, parsed, it);
  const key = evaluate(callee.argumentExpression, scope, parsed, it);
  if (key instanceof Unknown) return unknownAt(`the key \`${textOf(callee.argumentExpression, parsed)}\` is not known`, callee, parsed);
  if (typeof key === 'object' && key !== null) return unknownAt('a key that is not a string or number', callee, parsed);
  return memberOf(object, String(key), callee, parsed, it);
}

function evaluatePrefix(node: ts.PrefixUnaryExpression, scope: Scope, parsed: ParsedFile, it: Evaluator): Value {
  if (node.operator === SyntaxKind.PlusPlusToken || node.operator === SyntaxKind.MinusMinusToken) {
    return update(node.operand, scope, parsed, it, (before) => {
      const after = stepped(before, node.operator === SyntaxKind.PlusPlusToken, node, parsed)[1];
      return { write: after, result: after };
    });
  }
  const value = evaluate(node.operand, scope, parsed, it);
  if (node.operator === SyntaxKind.ExclamationToken) {
    const truth = truthiness(value);
    return truth === undefined ? unknownAt((value as Unknown).reason, node, parsed) : !truth;
  }
  if (value instanceof Unknown) return unknownAt(value.reason, node, parsed);
  if (typeof value === 'object' && value !== null) return unknownAt('arithmetic on an object', node, parsed);
  switch (node.operator) {
    case SyntaxKind.MinusToken:
      return -Number(value);
    case SyntaxKind.PlusToken:
      return Number(value);
    case SyntaxKind.TildeToken:
      return ~Number(value);
    default:
      return unknownAt('an operator the evaluator does not know', node, parsed);
  }
}

/**
 * A read and a write of `target` (a compound assignment, `++`, `--`): an access's object and key are evaluated once,
 * as JavaScript does (`f().n += 1` calls `f` once, `a[i++] += 1` steps `i` once). `next` gives what to write, if
 * anything, and the expression's value.
 */
function update(target: ts.Expression, scope: Scope, parsed: ParsedFile, it: Evaluator, next: (current: Value) => { write?: Value; result: Value }): Value {
  let access = target;
  while (TS.isParenthesizedExpression(access) || TS.isNonNullExpression(access) || TS.isAsExpression(access)) access = access.expression;
  if (!(TS.isPropertyAccessExpression(access) && !isEnvironment(access.expression, scope)) && !TS.isElementAccessExpression(access)) {
    const step = next(evaluate(target, scope, parsed, it));
    if ('write' in step) it.assign(target, step.write, scope, parsed);
    return step.result;
  }
  const object = evaluate(access.expression, scope, parsed, it);
  const key = TS.isPropertyAccessExpression(access) ? accessKey(access.name) : evaluate(access.argumentExpression, scope, parsed, it);
  const current =
    typeof key === 'string' || typeof key === 'number'
      ? memberOf(object, String(key), access, parsed, it)
      : unknownAt(`the key \`${textOf(access, parsed)}\` is not known`, access, parsed);
  const step = next(current);
  if ('write' in step) it.assignMember(object, key, step.write, access, parsed);
  return step.result;
}

function evaluateBinary(node: ts.BinaryExpression, scope: Scope, parsed: ParsedFile, it: Evaluator): Value {
  const op = node.operatorToken.kind;
  if (isAssignment(op)) {
    if (op === SyntaxKind.EqualsToken) {
      const value = evaluate(node.right, scope, parsed, it);
      it.assign(node.left, value, scope, parsed);
      return value;
    }
    return update(node.left, scope, parsed, it, (current) => {
      const logical =
        op === SyntaxKind.QuestionQuestionEqualsToken
          ? nullish(current)
          : op === SyntaxKind.BarBarEqualsToken
            ? negate(truthiness(current))
            : op === SyntaxKind.AmpersandAmpersandEqualsToken
              ? truthiness(current)
              : 'arithmetic';
      // A logical assignment that does not hold writes nothing and does not evaluate its right side; one whose
      // target is not known runs its right side under that condition and leaves the target not known.
      if (logical === false) return { result: current };
      if (logical === undefined) {
        const holds = logicalText(op, node.left, parsed);
        // The value not known is shown as the target's name.
        const value = it.undecidedValue(
          node.left,
          node.left,
          [
            { expression: node.right, text: holds.holds },
            { expression: undefined, text: holds.fails },
          ],
          scope,
          parsed,
        );
        return { write: value, result: value };
      }
      const value =
        logical === true
          ? evaluate(node.right, scope, parsed, it)
          : arithmetic(compoundOperators().get(op)!, current, evaluate(node.right, scope, parsed, it), node, parsed, it);
      return { write: value, result: value };
    });
  }
  if (op === SyntaxKind.CommaToken) {
    evaluate(node.left, scope, parsed, it);
    return evaluate(node.right, scope, parsed, it);
  }
  const left = evaluate(node.left, scope, parsed, it);
  if (op === SyntaxKind.AmpersandAmpersandToken || op === SyntaxKind.BarBarToken) {
    const truth = truthiness(left);
    const or = op === SyntaxKind.BarBarToken;
    if (truth === undefined) {
      // The right side runs only where the left is true (`&&`) or false (`||`).
      if (withoutEffects(node.right)) return left;
      const [holds, fails] = [textOf(node.left, parsed), negatedText(node.left, parsed)];
      const right = { expression: node.right, text: or ? fails : holds };
      return it.undecidedValue(
        node,
        node.left,
        or ? [{ expression: undefined, text: holds }, right] : [right, { expression: undefined, text: fails }],
        scope,
        parsed,
      );
    }
    return truth === or ? left : evaluate(node.right, scope, parsed, it);
  }
  if (op === SyntaxKind.QuestionQuestionToken) {
    const isNullish = nullish(left);
    if (isNullish !== undefined) return isNullish ? evaluate(node.right, scope, parsed, it) : left;
    // The right side runs only where the left is null or undefined.
    if (withoutEffects(node.right)) return unknownAt((left as Unknown).reason, node, parsed);
    const text = logicalText(SyntaxKind.QuestionQuestionEqualsToken, node.left, parsed);
    return it.undecidedValue(
      node,
      node.left,
      [
        { expression: undefined, text: text.fails },
        { expression: node.right, text: text.holds },
      ],
      scope,
      parsed,
    );
  }
  return arithmetic(op, left, evaluate(node.right, scope, parsed, it), node, parsed, it);
}

/** Whether a value is null or undefined; undefined where it is not known (a text with placeholders is a string). */
function nullish(value: Value): boolean | undefined {
  if (value instanceof Unknown) return value.rendered !== undefined ? false : undefined;
  return value === null || value === undefined;
}

function negate(truth: boolean | undefined): boolean | undefined {
  return truth === undefined ? undefined : !truth;
}

/** The conditions under which a logical assignment (or `??`) runs its right side, and under which it does not. */
function logicalText(op: ts.SyntaxKind, left: ts.Expression, parsed: ParsedFile): { holds: string; fails: string } {
  const text = textOf(left, parsed);
  if (op === SyntaxKind.QuestionQuestionEqualsToken) return { holds: `${text} == null`, fails: `${text} != null` };
  const [truthy, falsy] = [text, negatedText(left, parsed)];
  return op === SyntaxKind.BarBarEqualsToken ? { holds: falsy, fails: truthy } : { holds: truthy, fails: falsy };
}

/** `/source/flags`: a value the bridge's built-ins take (replace, split, match, test-like searches). */
function regexLiteral(node: ts.RegularExpressionLiteral, parsed: ParsedFile, it: Evaluator): Value {
  const text = node.text;
  const end = text.lastIndexOf('/');
  const [source, flags] = [text.slice(1, end), text.slice(end + 1)];
  const invalid = regexLiteralError(source, flags);
  if (invalid) {
    // An early error: JavaScript refuses the whole file.
    it.ctx.report(spanOf(node, parsed), parseError.severity, parseError.code, parseError.message.early(invalid));
    return unknownAt(invalid, node, parsed);
  }
  const value = objectValue();
  value.regex = { source, flags };
  return value;
}

/** Why a regular expression literal is an early error of JavaScript (flags or pattern it refuses), if it is one. */
function regexLiteralError(source: string, flags: string): string | undefined {
  if (!/^[dgimsuvy]*$/.test(flags) || new Set(flags).size !== flags.length) return `the regular expression /${source}/${flags} has invalid flags`;
  try {
    new RegExp(source, flags);
    return undefined;
  } catch {
    return `the regular expression /${source}/${flags} is not valid`;
  }
}
