// Module linking for the interpreter: imported names bound to live readers of other modules' exports,
// re-exports, `export *`, namespaces and CommonJS `module.exports`.

import type { Span } from '../../base/text';
import type { ts } from 'ts-morph';
import { SyntaxKind, TS } from './syntax/typescript';
import type { ModuleRecord } from '../core/context';
import { read, spanOf, unknownIn } from '../core/context';
import type { ParsedFile } from './syntax/ts-parse';
import type { SourceIndex } from '../core/source-index';
import type { Value } from '../core/values';
import { Unknown, isObject, objectValue } from '../core/values';

/** What linking needs of the interpreter: reading another module's exports, and evaluating it. */
export interface ModuleLoader {
  importSource(specifier: string, at: Span, parsed: SourceIndex): (name: string) => Value;
  moduleFor(specifier: string, parsed: SourceIndex): ModuleRecord | undefined;
}

/** Evaluates every imported module and binds the imported names (live, read when used). */
export function linkImports(loader: ModuleLoader, record: ModuleRecord): void {
  const { scope } = record;
  const parsed = record.parsed as ParsedFile;
  const statements = parsed.tree.statements;
  for (let i = 0; i < statements.length; i++) {
    if (statements[i].kind !== SyntaxKind.ImportDeclaration && statements[i].kind !== SyntaxKind.ExportDeclaration) continue;
    const statement = parsed.statement(i);
    if (TS.isImportDeclaration(statement) && TS.isStringLiteral(statement.moduleSpecifier)) {
      if (statement.importClause?.isTypeOnly) continue;
      const specifier = statement.moduleSpecifier.text;
      const source = loader.importSource(specifier, spanOf(statement, parsed), parsed);
      const clause = statement.importClause;
      if (!clause) continue;
      if (clause.name) scope.vars.set(clause.name.text, { get: () => source('default'), mutable: false });
      const bindings = clause.namedBindings;
      if (bindings && TS.isNamespaceImport(bindings)) {
        scope.vars.set(bindings.name.text, { get: () => source('*'), mutable: false });
      } else if (bindings) {
        for (const element of bindings.elements) {
          if (element.isTypeOnly) continue;
          const imported = (element.propertyName ?? element.name).text;
          scope.vars.set(element.name.text, { get: () => source(imported), mutable: false });
        }
      }
    } else if (TS.isExportDeclaration(statement) && !statement.isTypeOnly) {
      linkExportDeclaration(loader, statement, record);
    }
  }
}

function linkExportDeclaration(loader: ModuleLoader, statement: ts.ExportDeclaration, record: ModuleRecord): void {
  const { scope } = record;
  const parsed = record.parsed as ParsedFile;
  const specifier = statement.moduleSpecifier && TS.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : undefined;
  const source = specifier !== undefined ? loader.importSource(specifier, spanOf(statement, parsed), parsed) : undefined;
  const clause = statement.exportClause;
  if (!clause) {
    const target = specifier ? loader.moduleFor(specifier, parsed) : undefined;
    if (target) record.starExports.push(target);
    return;
  }
  if (TS.isNamespaceExport(clause)) {
    record.exports.set(clause.name.text, () => (source ? source('*') : undefined));
    return;
  }
  for (const element of clause.elements) {
    const local = (element.propertyName ?? element.name).text;
    // A type is erased: `export { type T }`, or `export { T }` of a type the module declares, exports no value.
    if (element.isTypeOnly || (!source && declaresTypeOnly(parsed, local))) continue;
    record.exports.set(
      element.name.text,
      source
        ? () => source(local)
        : () => {
            const binding = scope.lookup(local);
            return binding ? read(binding) : undefined;
          },
    );
  }
}

/** An export of a module by name: its own, through `export *`, or its CommonJS `module.exports`; else why not. */
export function exportOf(record: ModuleRecord, name: string, at: Span, parsed: SourceIndex, depth: number): Value {
  const getter = record.exports.get(name);
  if (getter) return getter();
  if (depth < 16) {
    for (const star of record.starExports) {
      if (name !== 'default' && (star.exports.has(name) || star.starExports.length > 0)) {
        const value = exportOf(star, name, at, parsed, depth + 1);
        if (!(value instanceof Unknown) || star.exports.has(name)) return value;
      }
    }
  }
  const cjs = isObject(record.cjsModule) ? record.cjsModule.props.get('exports') : undefined;
  if (isObject(cjs)) {
    if (cjs.props.has(name)) return cjs.props.get(name);
    if (name === 'default' && record.exports.size === 0) return cjs;
  }
  if (record.evaluating) return unknownIn(`'${name}' is read before its module finished evaluating (cyclic import)`, parsed, at.start, at.end);
  return unknownIn(`'${name}' is not exported by ${record.file}`, parsed, at.start, at.end);
}

/** A module's namespace object (`import * as ns`): its exports and those of its `export *` modules. */
export function namespaceOf(record: ModuleRecord): Value {
  const namespace = objectValue();
  for (const [name, getter] of record.exports) namespace.props.set(name, getter());
  for (const star of record.starExports) {
    const inner = namespaceOf(star);
    if (isObject(inner)) for (const [k, v] of inner.props) if (k !== 'default' && !namespace.props.has(k)) namespace.props.set(k, v);
  }
  // A module namespace object's keys are in code-unit order (ECMAScript's [[OwnPropertyKeys]] of a namespace).
  namespace.props = new Map([...namespace.props].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return namespace;
}

/** Whether a module declares `name` as a type (interface, type alias) and not as a value at its top level. */
function declaresTypeOnly(parsed: ParsedFile, name: string): boolean {
  let type = false;
  for (const statement of parsed.tree.statements) {
    if ((TS.isInterfaceDeclaration(statement) || TS.isTypeAliasDeclaration(statement)) && statement.name.text === name) type = true;
    else if ((TS.isFunctionDeclaration(statement) || TS.isClassDeclaration(statement) || TS.isEnumDeclaration(statement)) && statement.name?.text === name)
      return false;
    else if (TS.isVariableStatement(statement) && statement.declarationList.declarations.some((d) => TS.isIdentifier(d.name) && d.name.text === name))
      return false;
    else if (TS.isImportDeclaration(statement) && statement.importClause && !statement.importClause.isTypeOnly) {
      const clause = statement.importClause;
      if (clause.name?.text === name) return false;
      const bindings = clause.namedBindings;
      if (bindings && (TS.isNamespaceImport(bindings) ? bindings.name.text === name : bindings.elements.some((e) => !e.isTypeOnly && e.name.text === name)))
        return false;
    }
  }
  return type;
}
