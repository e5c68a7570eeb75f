// TypeScript namespaces as TypeScript compiles them: `namespace NS { export const p = … }` makes (or extends) an
// object NS whose properties are what the body exports; a namespace of types only makes nothing.

import type { ts } from 'ts-morph';
import { SyntaxKind, TS } from './syntax/typescript';
import type { ModuleRecord } from '../core/context';
import { Scope, read } from '../core/context';
import type { Evaluator } from './evaluator';
import type { Flow } from '../core/flow';
import type { ParsedFile } from './syntax/ts-parse';
import type { ObjectValue } from '../core/values';
import { isObject, objectValue } from '../core/values';
import { exportNames } from './bindings';

/** Declares the function declarations of statements before they run (the interpreter's hoisting). */
export type Hoist = (statements: readonly ts.Statement[], scope: Scope) => void;

/** `namespace NS { … }` (or `module NS { … }`, `namespace A.B { … }`): runs its body, its exports on the object NS. */
export function runNamespace(
  it: Evaluator,
  node: ts.ModuleDeclaration,
  scope: Scope,
  parsed: ParsedFile,
  record: ModuleRecord | undefined,
  hoist: Hoist,
): Flow {
  if (!TS.isIdentifier(node.name) || node.modifiers?.some((m) => m.kind === SyntaxKind.DeclareKeyword) || !instantiated(node)) return undefined;
  const name = node.name.text;
  const existing = scope.vars.get(name);
  const current = existing ? read(existing) : undefined;
  const namespace: ObjectValue = isObject(current) ? current : objectValue();
  if (!isObject(current)) scope.declare(name, namespace, true);
  if (record && node.modifiers?.some((m) => m.kind === SyntaxKind.ExportKeyword)) exportNames(node.name, scope, record);
  const inner = new Scope(scope);
  const exports: ModuleRecord = { file: parsed.file, parsed, scope: inner, exports: new Map(), starExports: [], cjsModule: undefined, evaluating: true };
  let flow: Flow;
  if (node.body && TS.isModuleBlock(node.body)) {
    hoist(node.body.statements, inner);
    flow = it.runStatements(node.body.statements, inner, parsed, exports);
  } else if (node.body && TS.isModuleDeclaration(node.body)) {
    // `namespace A.B { … }`: B is an exported namespace of A.
    flow = runNamespace(it, node.body, inner, parsed, exports, hoist);
    if (TS.isIdentifier(node.body.name) && inner.vars.has(node.body.name.text)) exportNames(node.body.name, inner, exports);
  }
  for (const [key, get] of exports.exports) namespace.props.set(key, get());
  return flow;
}

/** Whether a namespace has values (TypeScript emits nothing for one of types, interfaces and such only). */
function instantiated(node: ts.ModuleDeclaration): boolean {
  const body = node.body;
  if (!body) return false;
  if (TS.isModuleDeclaration(body)) return instantiated(body);
  if (!TS.isModuleBlock(body)) return false;
  return body.statements.some(
    (statement) =>
      !TS.isInterfaceDeclaration(statement) &&
      !TS.isTypeAliasDeclaration(statement) &&
      !(TS.isModuleDeclaration(statement) && !instantiated(statement)) &&
      !(TS.isImportDeclaration(statement) || TS.isExportDeclaration(statement)),
  );
}
