// Declarations among the statements: variables, functions and classes, bound in their scope and, at a module's
// top level, exported as its record says.

import type { ts } from 'ts-morph';
import { SyntaxKind, TS } from './syntax/typescript';
import type { ModuleRecord } from '../core/context';
import { Scope, read } from '../core/context';
import { writes } from '../core/write-log';
import { bindPattern, exportNames } from './bindings';
import { classValue } from './classes';
import { evaluate } from './expressions';
import type { Evaluator } from './evaluator';
import type { Flow } from '../core/flow';
import type { ParsedFile } from './syntax/ts-parse';
import type { Value } from '../core/values';

/** `let`/`const`/`var`: each declaration's value bound to its names (exported ones in the module record). */
export function runVariables(it: Evaluator, statement: ts.VariableStatement, scope: Scope, parsed: ParsedFile, record: ModuleRecord | undefined): Flow {
  if (statement.modifiers?.some((m) => m.kind === SyntaxKind.DeclareKeyword)) return undefined;
  const mutable = !(statement.declarationList.flags & TS.NodeFlags.Const);
  const isVar = !(statement.declarationList.flags & (TS.NodeFlags.Let | TS.NodeFlags.Const));
  for (const declaration of statement.declarationList.declarations) {
    // `var x;` leaves a hoisted x as it is.
    if (isVar && !declaration.initializer && TS.isIdentifier(declaration.name) && scope.lookup(declaration.name.text)) continue;
    const value = declaration.initializer ? evaluate(declaration.initializer, scope, parsed, it) : undefined;
    if (isVar) assignVar(declaration.name, value, scope, parsed, it);
    else bindPattern(declaration.name, value, scope, mutable, parsed, it);
    if (record && statement.modifiers?.some((m) => m.kind === SyntaxKind.ExportKeyword)) exportNames(declaration.name, scope, record);
  }
  return undefined;
}

/** A `var` declaration's names take their values in the function's (hoisted) bindings, not the block's. */
export function assignVar(name: ts.BindingName, value: Value, scope: Scope, parsed: ParsedFile, it: Evaluator): void {
  const bound = new Scope(undefined);
  bindPattern(name, value, bound, true, parsed, it);
  for (const [key, binding] of bound.vars) {
    const hoisted = scope.lookup(key);
    if (hoisted && !hoisted.get && hoisted.mutable) {
      writes.variable(hoisted);
      hoisted.value = binding.value;
    } else scope.declare(key, binding.value ?? undefined, true);
  }
}

/**
 * Declares, undefined, the `var` names of a statement of a function or module (in its blocks, loops and branches,
 * not in the functions and classes inside it), where the scope has none of that name yet.
 */
export function hoistVars(statement: ts.Node, scope: Scope): void {
  const visit = (node: ts.Node): void => {
    if (TS.isFunctionLike(node) || TS.isClassLike(node)) return;
    if (TS.isVariableDeclarationList(node) && !(node.flags & (TS.NodeFlags.Let | TS.NodeFlags.Const))) {
      for (const declaration of node.declarations)
        for (const name of namesOf(declaration.name)) if (!scope.vars.has(name)) scope.declare(name, undefined, true);
    }
    TS.forEachChild(node, visit);
  };
  visit(statement);
}

function namesOf(name: ts.BindingName): string[] {
  if (TS.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) => (TS.isOmittedExpression(element) ? [] : namesOf(element.name)));
}

/** A function declaration (hoisted already): an exported one goes into the module record. */
export function exportFunction(fn: ts.FunctionDeclaration, scope: Scope, parsed: ParsedFile, record: ModuleRecord | undefined): Flow {
  if (record && fn.modifiers?.some((m) => m.kind === SyntaxKind.ExportKeyword)) {
    const isDefault = fn.modifiers.some((m) => m.kind === SyntaxKind.DefaultKeyword);
    const closure: Value = { kind: 'closure', node: fn, file: parsed.file, scope, name: fn.name?.text ?? 'default' };
    if (isDefault) record.exports.set('default', () => (fn.name ? read(scope.lookup(fn.name.text)!) : closure));
    else if (fn.name) exportNames(fn.name, scope, record);
  }
  return undefined;
}

/** A class declaration: bound, and exported as the module record says. */
export function declareClass(it: Evaluator, declaration: ts.ClassDeclaration, scope: Scope, parsed: ParsedFile, record: ModuleRecord | undefined): Flow {
  const value = classValue(declaration, scope, parsed, it);
  if (declaration.name) {
    scope.declare(declaration.name.text, value, false);
    if (record && declaration.modifiers?.some((m) => m.kind === SyntaxKind.ExportKeyword)) {
      if (declaration.modifiers.some((m) => m.kind === SyntaxKind.DefaultKeyword)) record.exports.set('default', () => value);
      else exportNames(declaration.name, scope, record);
    }
  } else if (record) {
    record.exports.set('default', () => value);
  }
  return undefined;
}
