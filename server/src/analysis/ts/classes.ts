// Classes of the analysed code (docs/decisions.md#conditions-and-data), evaluated like functions: static members on the class value; `new`
// makes an instance whose fields are initialised and whose methods see it as `this`, then runs the constructor
// (with `super(…)` running the base class'). Every method call goes through the evaluator's bounded calls.

import type { ts } from 'ts-morph';
import { SyntaxKind, TS } from './syntax/typescript';
import type { ParsedFile } from './syntax/ts-parse';
import type { Scope } from '../core/context';
import { Scope as ScopeClass, spanOf, unknownAt } from '../core/context';
import type { Evaluator } from './evaluator';
import { evaluate } from './expressions';
import type { ClosureValue, ObjectValue, Value } from '../core/values';
import { ITERATOR_KEY, Unknown, accessKey, isObject, objectValue } from '../core/values';

/** What a class value keeps besides its static members: how to make an instance. */
export interface ClassInfo {
  node: ts.ClassLikeDeclaration;
  scope: Scope;
  file: string;
  base: ObjectValue | undefined;
}

export function isClassValue(value: Value): value is ObjectValue & { classInfo: ClassInfo } {
  return isObject(value) && value.classInfo !== undefined;
}

function memberName(member: ts.ClassElement): string | undefined {
  const name = member.name;
  if (!name) return undefined;
  if (TS.isPrivateIdentifier(name)) return accessKey(name);
  if (TS.isIdentifier(name) || TS.isStringLiteral(name) || TS.isNumericLiteral(name)) return name.text;
  // `[Symbol.iterator]()`: the iteration protocol's method (iteration.ts).
  if (
    TS.isComputedPropertyName(name) &&
    TS.isPropertyAccessExpression(name.expression) &&
    TS.isIdentifier(name.expression.expression) &&
    name.expression.expression.text === 'Symbol' &&
    name.expression.name.text === 'iterator'
  )
    return ITERATOR_KEY;
  return undefined;
}

function isStatic(member: ts.ClassElement): boolean {
  if (TS.isClassStaticBlockDeclaration(member)) return true;
  return (TS.canHaveModifiers(member) ? TS.getModifiers(member) : undefined)?.some((m) => m.kind === SyntaxKind.StaticKeyword) ?? false;
}

/** A scope in which `this` (and, in a constructor, `super(…)`, or in a field, `super.x`) are bound. */
function thisScope(outer: Scope, self: Value, superCall?: Value, superObject?: Value): Scope {
  const scope = new ScopeClass(outer);
  scope.declare('this', self, false);
  if (superCall !== undefined || superObject !== undefined) scope.declare('super', superCall ?? superObject, false);
  return scope;
}

/** What `super.x` reaches for `self`: the base class' methods and accessors. */
function superMembers(base: ObjectValue & { classInfo: ClassInfo }, self: ObjectValue): ObjectValue {
  const inherited = members(base, self, false);
  const object = objectValue(inherited.methods);
  object.getters = new Map(inherited.getters);
  return object;
}

/** A method or accessor of `self`; `superObject`: what `super.m()` in it reaches (the base class' members). */
function method(
  member: ts.MethodDeclaration | ts.AccessorDeclaration,
  scope: Scope,
  file: string,
  self: Value,
  name: string,
  superObject?: Value,
): ClosureValue {
  const bound = thisScope(scope, self);
  if (superObject !== undefined) bound.declare('super', superObject, false);
  return { kind: 'closure', node: member, file, scope: bound, name, thisValue: self };
}

/**
 * The members of a class for `self` (an instance, or the class for static ones): its methods and getters, then
 * its base class' under them; a derived class' member wins (overriding), and `super.m()` in it reaches the base's.
 */
function members(cls: ObjectValue & { classInfo: ClassInfo }, self: ObjectValue, statics: boolean): Members {
  const { node, scope, file, base } = cls.classInfo;
  const inherited =
    base && isClassValue(base) ? members(base, self, statics) : ({ methods: new Map(), getters: new Map(), setters: new Map() } satisfies Members);
  const superObject = base && isClassValue(base) ? objectValue(inherited.methods) : undefined;
  if (superObject) superObject.getters = new Map(inherited.getters);
  const methods = new Map(inherited.methods);
  const getters = new Map(inherited.getters);
  const setters = new Map(inherited.setters);
  const ownAccessors = new Set<string>();
  for (const member of node.members) {
    const name = memberName(member);
    if (name === undefined || isStatic(member) !== statics) continue;
    if (TS.isMethodDeclaration(member) && member.body) {
      methods.set(name, method(member, scope, file, self, name, superObject));
      getters.delete(name);
      setters.delete(name);
    } else if ((TS.isGetAccessorDeclaration(member) || TS.isSetAccessorDeclaration(member)) && member.body) {
      // An accessor is one property with both halves: a class that writes either half hides the base class' pair.
      if (!ownAccessors.has(name)) {
        ownAccessors.add(name);
        getters.delete(name);
        setters.delete(name);
      }
      (TS.isGetAccessorDeclaration(member) ? getters : setters).set(name, method(member, scope, file, self, name, superObject));
      methods.delete(name);
    }
  }
  return { methods, getters, setters };
}

interface Members {
  methods: Map<string, ClosureValue>;
  getters: Map<string, ClosureValue>;
  setters: Map<string, ClosureValue>;
}

/** Puts a class' or instance's methods and accessors on it (they live on its prototype chain: not own properties). */
function attach(target: ObjectValue, own: Members): void {
  if (own.methods.size) target.methods = own.methods;
  if (own.getters.size) target.getters = own.getters;
  if (own.setters.size) target.setters = own.setters;
}

/** The value of a class declaration or expression: its static members, evaluated now. */
export function classValue(node: ts.ClassLikeDeclaration, scope: Scope, parsed: ParsedFile, it: Evaluator): Value {
  let base: ObjectValue | undefined;
  const heritage = node.heritageClauses?.find((h) => h.token === SyntaxKind.ExtendsKeyword)?.types[0];
  if (heritage) {
    const value = evaluate(heritage.expression, scope, parsed, it);
    if (!isClassValue(value))
      return unknownAt(`the base class \`${heritage.expression.getText(parsed.tree)}\` is not a class of the analysed files`, node, parsed);
    base = value;
  }
  const cls = objectValue(base ? [...base.props] : []);
  // Inside its body a class sees itself by its name (its static blocks and initialisers run before the declaration's
  // binding is made).
  const inner = new ScopeClass(scope);
  if (node.name) inner.declare(node.name.text, cls, false);
  scope = inner;
  cls.classInfo = { node, scope, file: parsed.file, base } satisfies ClassInfo;
  attach(cls, members(cls as ObjectValue & { classInfo: ClassInfo }, cls, true));
  for (const member of node.members) {
    if (!isStatic(member)) continue;
    const name = memberName(member);
    if (TS.isClassStaticBlockDeclaration(member)) {
      it.runStatements(member.body.statements, thisScope(scope, cls), parsed, undefined);
    } else if (name !== undefined && TS.isPropertyDeclaration(member)) {
      cls.props.set(name, member.initializer ? evaluate(member.initializer, thisScope(scope, cls), parsed, it) : undefined);
    }
  }
  return cls;
}

/** `new C(…)`: an instance of a class of the analysed code. */
export function construct(cls: ObjectValue & { classInfo: ClassInfo }, args: Value[], at: ts.Node, parsed: ParsedFile, it: Evaluator): Value {
  const instance = objectValue();
  // Methods and accessors first (they live on the prototype chain, so field initialisers and constructors call them).
  instance.classOf = cls;
  attach(instance, members(cls, instance, false));
  initialise(cls, instance, args, at, parsed, it);
  return instance;
}

function initialise(cls: ObjectValue & { classInfo: ClassInfo }, instance: ObjectValue, args: Value[], at: ts.Node, parsed: ParsedFile, it: Evaluator): void {
  const { node, scope, file, base } = cls.classInfo;
  const ctx = it.ctx;
  if (ctx.tooDeep(spanOf(at, parsed))) return;
  const classParsed = (ctx.modules.get(file)?.parsed ?? parsed) as ParsedFile;
  const baseClass = base && isClassValue(base) ? base : undefined;
  const fields = () => {
    let fieldScope: Scope | undefined;
    for (const member of node.members) {
      const name = memberName(member);
      if (name === undefined || isStatic(member) || !TS.isPropertyDeclaration(member)) continue;
      // In a field's initialiser `super.x` reads the base class' methods and accessors (its fields are the instance's own).
      fieldScope ??= thisScope(scope, instance, undefined, baseClass && superMembers(baseClass, instance));
      instance.props.set(name, member.initializer ? evaluate(member.initializer, fieldScope, classParsed, it) : undefined);
    }
  };
  const constructor = node.members.find((m): m is ts.ConstructorDeclaration => TS.isConstructorDeclaration(m) && m.body !== undefined);
  if (!constructor) {
    // No constructor: the base class' runs with the same arguments, then this class' fields.
    if (baseClass) initialise(baseClass, instance, args, at, parsed, it);
    fields();
    return;
  }
  // `super(…)` runs the base class' initialisation; this class' fields follow it (as JavaScript orders them).
  const superCall: Value = {
    kind: 'native',
    name: 'super',
    call: (superArgs) => {
      if (baseClass) initialise(baseClass, instance, superArgs, at, parsed, it);
      fields();
      return undefined;
    },
  };
  if (!baseClass) fields();
  for (const parameter of constructor.parameters) {
    // Parameter properties (`constructor(private prefix: string)`) are fields set from the arguments.
    const modifiers = TS.canHaveModifiers(parameter) ? TS.getModifiers(parameter) : undefined;
    if (modifiers?.length && TS.isIdentifier(parameter.name)) {
      // A missing argument takes the parameter's default, as the constructor's own binding does.
      const given = args[constructor.parameters.indexOf(parameter)];
      instance.props.set(
        parameter.name.text,
        given === undefined && parameter.initializer ? evaluate(parameter.initializer, thisScope(scope, instance), classParsed, it) : given,
      );
    }
  }
  const closure: ClosureValue = { kind: 'closure', node: constructor, file, scope: thisScope(scope, instance, superCall), name: 'constructor' };
  const result = it.callClosure(closure, args, at, parsed);
  if (result instanceof Unknown) ctx.reportUnknown(result, spanOf(at, parsed));
}

/**
 * An enum as TypeScript compiles it: members in order, a number after the previous number (0 first), a string or a
 * computed value as written; numeric members also map back from value to name.
 */
export function enumValue(declaration: ts.EnumDeclaration, scope: Scope, parsed: ParsedFile, it: Evaluator): Value {
  const object = objectValue();
  let next: number | undefined = 0;
  for (const member of declaration.members) {
    const name = TS.isIdentifier(member.name) || TS.isStringLiteral(member.name) ? member.name.text : undefined;
    if (name === undefined) return unknownAt('an enum member with a computed name', member, parsed);
    const inner = new ScopeClass(scope);
    for (const [key, v] of object.props) inner.declare(key, v, false);
    const value: Value = member.initializer
      ? evaluate(member.initializer, inner, parsed, it)
      : next === undefined
        ? unknownAt('an enum member after a string one needs a value', member, parsed)
        : next;
    object.props.set(name, value);
    if (typeof value === 'number') {
      object.props.set(String(value), name);
      next = value + 1;
    } else next = undefined;
  }
  return object;
}
