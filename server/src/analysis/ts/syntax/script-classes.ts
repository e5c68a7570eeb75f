// The classes a TypeScript or JavaScript controller file declares, read with the compiler's parser (never run):
// names, parents, methods with visibility (`private`/`protected`, and `#private` names), `static`, parameter counts.

import type { DeclaredClass, DeclaredMethod } from '../../../base/classes';
import { loadTypeScript, SyntaxKind, TS } from './typescript';
import type { ts } from 'ts-morph';

function methodOf(member: ts.MethodDeclaration, source: ts.SourceFile): DeclaredMethod | undefined {
  const name = member.name;
  const isPrivateName = TS.isPrivateIdentifier(name);
  if (!TS.isIdentifier(name) && !isPrivateName && !TS.isStringLiteral(name)) return undefined;
  const has = (kind: ts.SyntaxKind) => member.modifiers?.some((m) => m.kind === kind) ?? false;
  const visibility = isPrivateName || has(SyntaxKind.PrivateKeyword) ? 'private' : has(SyntaxKind.ProtectedKeyword) ? 'protected' : 'public';
  const params = member.parameters;
  let required = 0;
  params.forEach((p, i) => {
    if (!p.initializer && !p.questionToken && !p.dotDotDotToken) required = i + 1;
  });
  const rest = params.some((p) => p.dotDotDotToken);
  return {
    name: name.text,
    visibility,
    isStatic: has(SyntaxKind.StaticKeyword),
    required,
    total: rest ? Infinity : params.length,
    offset: name.getStart(source),
  };
}

/** Every top-level class (declared, or exported as default) of a TypeScript/JavaScript file. */
export function scriptClasses(file: string, text: string): DeclaredClass[] {
  loadTypeScript();
  const source = TS.createSourceFile(file, text, TS.ScriptTarget.Latest, true);
  const found: DeclaredClass[] = [];
  const visit = (node: ts.Node): void => {
    if (TS.isClassDeclaration(node) || TS.isClassExpression(node)) {
      const heritage = node.heritageClauses?.find((h) => h.token === SyntaxKind.ExtendsKeyword)?.types[0]?.expression;
      const methods = node.members
        .filter(TS.isMethodDeclaration)
        .map((m) => methodOf(m, source))
        .filter((m): m is DeclaredMethod => m !== undefined);
      const name = node.name?.text ?? (file.split(/[\\/]/).pop() ?? '').replace(/\.[^.]+$/, '');
      found.push({
        name,
        extends: heritage && TS.isIdentifier(heritage) ? heritage.text : null,
        methods,
        offset: node.name?.getStart(source) ?? node.getStart(source),
        closeBrace: node.getEnd() - 1,
      });
      return;
    }
    if (
      TS.isSourceFile(node) ||
      TS.isExportAssignment(node) ||
      TS.isVariableStatement(node) ||
      TS.isVariableDeclarationList(node) ||
      TS.isVariableDeclaration(node)
    )
      TS.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
