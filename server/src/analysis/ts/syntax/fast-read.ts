// The fast reader: a token-level reader of the plain route configs most files are (imports, constants, Route calls
// with literal arguments, prefix and nested-handler closures). It builds no syntax tree, so a large config is read
// in a fraction of TypeScript's parse; anything else it declines, and the file is parsed and evaluated as usual.

import { SyntaxKind } from './typescript';
import { isRoutePackage } from '../../core/source-index';
import { ROUTE_METHODS } from '@routelens/shared';
import type { FastArray, FastArrow, FastExpression, FastImport, FastObject, FastProgram, FastStatement, FastTemplate } from './fast-program';
import { FastKind } from './fast-program';
import { TokenReader, decline, isName } from './fast-tokens';

export type { FastProgram } from './fast-program';

/** Each Route method's name as the program's own constant (a property key the engine is called with). */
const METHODS = new Map(ROUTE_METHODS.map((m) => [m, m]));

/**
 * Reads a file, or returns undefined when it is anything but the plain form (then TypeScript parses it). What is
 * read here is evaluated by fast-evaluate.ts to exactly what the TypeScript front end would make of it.
 */
export function readFast(text: string): FastProgram | undefined {
  try {
    return new Reader(text).program();
  } catch {
    // Declined, or too deeply nested for the stack: TypeScript's parse and evaluation take the file as before.
    return undefined;
  }
}

class Reader extends TokenReader {
  /** Names declared so far, innermost block last (imports are in the first). */
  private readonly scopes: Set<string>[] = [new Set()];
  private readonly routeNames = new Set<string>(['Route']);
  /** Import locals of Route (from the package): Route calls through them are certain to reach the engine. */
  private readonly routeImports = new Set<string>();
  /** Where the last expression read starts and ends. */
  private start = 0;
  private end = 0;
  private callsMap = false;
  private callCount = 0;
  /** Parts of the lists being read (arguments, properties), nested lists above their parents'. */
  private readonly stack: unknown[] = [];

  program(): FastProgram {
    const imports: FastImport[] = [];
    const statements: FastStatement[] = [];
    this.next();
    // Imports come first: they are bound before anything runs, so a name read above one would be misread here.
    while (this.at() === SyntaxKind.ImportKeyword) imports.push(this.importDeclaration());
    while (this.at() !== SyntaxKind.EndOfFileToken) {
      const statement = this.statement(true);
      if (statement) statements.push(statement);
    }
    // `Route` itself is a global unless something declares it (then calls through it are not ours to read).
    return {
      imports,
      statements,
      routeNames: this.routeNames,
      callsMap: this.callsMap,
      callCount: this.callCount,
      relativeImports: imports.map((i) => i.specifier).filter((s) => s.startsWith('.')),
    };
  }

  private importDeclaration(): FastImport {
    const start = this.tokenStart;
    this.next();
    if (this.at() !== SyntaxKind.OpenBraceToken) decline();
    this.next();
    const imported: string[] = [];
    const locals: string[] = [];
    while (this.at() !== SyntaxKind.CloseBraceToken) {
      if (this.at() !== SyntaxKind.Identifier) decline();
      const name = this.scanner.getTokenValue();
      this.next();
      let local = name;
      if (this.at() === SyntaxKind.AsKeyword) {
        this.next();
        if (this.at() !== SyntaxKind.Identifier) decline();
        local = this.scanner.getTokenValue();
        this.next();
      }
      imported.push(name);
      locals.push(local);
      if (this.at() === SyntaxKind.CommaToken) this.next();
      else if (this.at() !== SyntaxKind.CloseBraceToken) decline();
    }
    this.next();
    if (this.at() !== SyntaxKind.FromKeyword) decline();
    this.next();
    if (this.at() !== SyntaxKind.StringLiteral) decline();
    const specifier = this.scanner.getTokenValue();
    const specifierEnd = this.tokenEnd;
    this.next();
    const end = this.statementEnd(specifierEnd);
    for (let i = 0; i < locals.length; i++) {
      if (this.scopes[0].has(locals[i])) decline();
      this.scopes[0].add(locals[i]);
      if (isRoutePackage(specifier) && imported[i] === 'Route') {
        this.routeNames.add(locals[i]);
        this.routeImports.add(locals[i]);
      }
    }
    return { specifier, imported, locals, start, end };
  }

  /** One statement, or undefined for an empty one. */
  private statement(topLevel: boolean): FastStatement | undefined {
    const start = this.tokenStart;
    switch (this.at()) {
      case SyntaxKind.SemicolonToken:
        this.next();
        return undefined;
      case SyntaxKind.ExportKeyword:
        if (!topLevel) decline();
        this.next();
        if (this.at() !== SyntaxKind.ConstKeyword && this.at() !== SyntaxKind.LetKeyword) decline();
        return this.declaration(start, true);
      case SyntaxKind.ConstKeyword:
      case SyntaxKind.LetKeyword:
        return this.declaration(start, false);
      default: {
        const expression = this.expression(false);
        const end = this.statementEnd(this.end);
        return { declares: undefined, mutable: false, exported: false, expression, start, end };
      }
    }
  }

  /** `const name (: Type)? = expression` (one declarator). */
  private declaration(start: number, exported: boolean): FastStatement {
    const mutable = this.at() === SyntaxKind.LetKeyword;
    this.next();
    if (!isName(this.at())) decline();
    const name = this.scanner.getTokenValue();
    this.next();
    if (this.at() === SyntaxKind.ColonToken) this.skipType();
    this.expect(SyntaxKind.EqualsToken);
    const expression = this.expression(false);
    const end = this.statementEnd(this.end);
    const scope = this.scopes[this.scopes.length - 1];
    // A second declaration of a name is an error TypeScript reports; the Route names are never redeclared here.
    if (scope.has(name) || this.routeNames.has(name)) decline();
    scope.add(name);
    return { declares: name, mutable, exported, expression, start, end };
  }

  /** `primary (+ primary)*`; sets start and end. */
  private expression(arrow: boolean): FastExpression {
    let left = this.primary(arrow);
    const start = this.start;
    while (this.at() === SyntaxKind.PlusToken) {
      if (typeof left === 'object' && left !== null && left.kind === FastKind.Arrow) decline();
      this.next();
      const right = this.primary(false);
      left = { kind: FastKind.Plus, left, right, start, end: this.end };
    }
    this.start = start;
    return left;
  }

  private primary(arrow: boolean): FastExpression {
    const start = this.tokenStart;
    this.start = start;
    switch (this.at()) {
      case SyntaxKind.StringLiteral:
      case SyntaxKind.NoSubstitutionTemplateLiteral: {
        const value = this.scanner.getTokenValue();
        this.end = this.tokenEnd;
        this.next();
        return value;
      }
      case SyntaxKind.NumericLiteral: {
        const value = Number(this.scanner.getTokenValue());
        this.end = this.tokenEnd;
        this.next();
        return value;
      }
      case SyntaxKind.TrueKeyword:
      case SyntaxKind.FalseKeyword:
      case SyntaxKind.NullKeyword: {
        const value = this.at() === SyntaxKind.NullKeyword ? null : this.at() === SyntaxKind.TrueKeyword;
        this.end = this.tokenEnd;
        this.next();
        return value;
      }
      case SyntaxKind.TemplateHead:
        return this.template(start);
      case SyntaxKind.OpenBraceToken:
        return this.object(start);
      case SyntaxKind.OpenBracketToken:
        return this.array(start);
      case SyntaxKind.OpenParenToken:
        if (!arrow) decline();
        return this.arrow(start);
      default:
        if (isName(this.at())) return this.nameOrCall(start);
        decline();
    }
  }

  private template(start: number): FastTemplate {
    const head = this.scanner.getTokenValue();
    const expressions: FastExpression[] = [];
    const literals: string[] = [];
    const partStarts: number[] = [];
    const partEnds: number[] = [];
    for (;;) {
      this.next();
      const expression = this.expression(false);
      partStarts.push(this.start);
      if (this.at() !== SyntaxKind.CloseBraceToken) decline();
      this.token = this.scanner.reScanTemplateToken(false);
      expressions.push(expression);
      literals.push(this.scanner.getTokenValue());
      partEnds.push(this.tokenEnd);
      if (this.at() === SyntaxKind.TemplateTail) break;
      if (this.at() !== SyntaxKind.TemplateMiddle) decline();
    }
    this.end = this.tokenEnd;
    this.next();
    this.start = start;
    return { kind: FastKind.Template, head, expressions, literals, partStarts, partEnds };
  }

  private nameOrCall(start: number): FastExpression {
    const name = this.scanner.getTokenValue();
    const nameEnd = this.tokenEnd;
    this.next();
    if (this.at() !== SyntaxKind.DotToken) {
      if (name !== 'undefined' && !this.visible(name)) decline();
      this.start = start;
      this.end = nameEnd;
      return { kind: FastKind.Name, name, start, end: nameEnd };
    }
    // `Route.<method>(…)` through the global Route or an import of it, and nothing else.
    if (!this.routeNames.has(name) || (this.routeImports.has(name) ? this.declaredInBlock(name) : this.visible(name))) decline();
    this.next();
    if (this.at() !== SyntaxKind.Identifier && !(this.at() >= SyntaxKind.FirstKeyword && this.at() <= SyntaxKind.LastKeyword)) decline();
    const method = METHODS.get(this.scanner.getTokenValue());
    if (method === undefined) decline();
    if (method === 'map') this.callsMap = true;
    this.callCount++;
    this.next();
    if (this.at() !== SyntaxKind.OpenParenToken) decline();
    this.next();
    // Arguments are gathered on the shared stack and copied out at their exact number (most calls have 2 to 4).
    const stack = this.stack;
    const base = stack.length;
    while (this.at() !== SyntaxKind.CloseParenToken) {
      stack.push(this.expression(true), this.start, this.end);
      if (this.at() === SyntaxKind.CommaToken) this.next();
      else if (this.at() !== SyntaxKind.CloseParenToken) decline();
    }
    const args = this.column<FastExpression | FastArrow>(base, 3, 0);
    const argStarts = this.column<number>(base, 3, 1);
    const argEnds = this.column<number>(base, 3, 2);
    stack.length = base;
    this.end = this.tokenEnd;
    this.next();
    this.start = start;
    return { kind: FastKind.Call, method, start, end: this.end, args, argStarts, argEnds };
  }

  /**
   * One field of the records a list pushed on the stack from `base`, `stride` values each (the list is copied out
   * at its exact length: most calls have 2 to 4 arguments, most options 1 to 3).
   */
  private column<T>(base: number, stride: number, field: number): T[] {
    const stack = this.stack;
    const out: T[] = new Array((stack.length - base) / stride);
    for (let i = 0; i < out.length; i++) out[i] = stack[base + stride * i + field] as T;
    return out;
  }

  /** Whether a name is declared in an enclosing block, before this point. */
  private visible(name: string): boolean {
    for (let i = this.scopes.length - 1; i >= 0; i--) if (this.scopes[i].has(name)) return true;
    return false;
  }

  /** Whether a name is declared by a block inside the module (shadowing an import). */
  private declaredInBlock(name: string): boolean {
    for (let i = this.scopes.length - 1; i >= 1; i--) if (this.scopes[i].has(name)) return true;
    return false;
  }

  private object(start: number): FastObject {
    this.next();
    const stack = this.stack;
    const base = stack.length;
    while (this.at() !== SyntaxKind.CloseBraceToken) {
      const identifier = isName(this.at());
      if (!identifier && this.at() !== SyntaxKind.StringLiteral && !(this.at() >= SyntaxKind.FirstKeyword && this.at() <= SyntaxKind.LastKeyword)) decline();
      const key = this.intern(this.scanner.getTokenValue());
      const keyStart = this.tokenStart;
      const keyEnd = this.tokenEnd;
      this.next();
      if (this.at() === SyntaxKind.ColonToken) {
        this.next();
        const value = this.expression(false);
        stack.push(key, value, this.start, this.end);
      } else if (identifier && (this.at() === SyntaxKind.CommaToken || this.at() === SyntaxKind.CloseBraceToken)) {
        // Shorthand `{ name }`: the value of the variable, written where its name is.
        if (key !== 'undefined' && !this.visible(key)) decline();
        stack.push(key, { kind: FastKind.Name, name: key, start: keyStart, end: keyEnd }, keyStart, keyEnd);
      } else {
        decline();
      }
      if (this.at() === SyntaxKind.CommaToken) this.next();
      else if (this.at() !== SyntaxKind.CloseBraceToken) decline();
    }
    const keys = this.column<string>(base, 4, 0);
    const values = this.column<FastExpression>(base, 4, 1);
    const starts = this.column<number>(base, 4, 2);
    const ends = this.column<number>(base, 4, 3);
    stack.length = base;
    const plain = values.every((value) => typeof value !== 'object' || value === null);
    this.end = this.tokenEnd;
    this.next();
    this.start = start;
    return { kind: FastKind.Object, keys, values, starts, ends, plain };
  }

  private array(start: number): FastArray {
    this.next();
    const items: FastExpression[] = [];
    while (this.at() !== SyntaxKind.CloseBracketToken) {
      items.push(this.expression(false));
      if (this.at() === SyntaxKind.CommaToken) this.next();
      else if (this.at() !== SyntaxKind.CloseBracketToken) decline();
    }
    this.end = this.tokenEnd;
    this.next();
    this.start = start;
    return { kind: FastKind.Array, items };
  }

  /** `() => { statements }` or `() => expression`. */
  private arrow(start: number): FastArrow {
    this.next();
    this.expect(SyntaxKind.CloseParenToken);
    if (this.at() !== SyntaxKind.EqualsGreaterThanToken || this.scanner.hasPrecedingLineBreak()) decline();
    this.next();
    let arrow: FastArrow;
    if (this.at() === SyntaxKind.OpenBraceToken) {
      this.next();
      this.scopes.push(new Set());
      const body: FastStatement[] = [];
      while (this.at() !== SyntaxKind.CloseBraceToken) {
        if (this.at() === SyntaxKind.EndOfFileToken) decline();
        const statement = this.statement(false);
        if (statement) body.push(statement);
      }
      this.scopes.pop();
      this.end = this.tokenEnd;
      this.next();
      arrow = { kind: FastKind.Arrow, body, block: true };
    } else {
      arrow = { kind: FastKind.Arrow, body: this.expression(false), block: false };
    }
    this.start = start;
    return arrow;
  }
}
