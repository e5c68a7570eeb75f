// The token level of the fast reader (fast-read.ts): TypeScript's scanner, with the checks every statement
// needs (the end of a statement, a type annotation skipped) and one way to give up.

import type { ts } from 'ts-morph';
import { SyntaxKind, TS } from './typescript';

/** Thrown for anything the reader does not take (readFast catches it and declines the file). */
class Declined {}
const DECLINED = new Declined();

export function decline(): never {
  throw DECLINED;
}

/**
 * Whether a token can be a variable's name: an identifier, or a contextual keyword such as `undefined`, `of` or
 * `type` (the scanner gives those as keywords), but not `await`, which starts an expression in a module.
 */
export function isName(kind: ts.SyntaxKind): boolean {
  return kind === SyntaxKind.Identifier || (kind > SyntaxKind.LastFutureReservedWord && kind <= SyntaxKind.LastKeyword && kind !== SyntaxKind.AwaitKeyword);
}

/** A scanner over one text, and where the reader is in it. */
export class TokenReader {
  protected readonly scanner = TS.createScanner(TS.ScriptTarget.Latest, true, TS.LanguageVariant.Standard);
  protected token: ts.SyntaxKind = SyntaxKind.Unknown;
  private readonly keys = new Map<string, string>();

  constructor(text: string) {
    this.scanner.setText(text);
    this.scanner.setOnError(() => decline());
  }

  /** The current token (a call, so that checks after `next()` are not narrowed by the ones before). */
  protected at(): ts.SyntaxKind {
    return this.token;
  }

  protected next(): void {
    this.token = this.scanner.scan();
  }

  protected expect(kind: ts.SyntaxKind): void {
    if (this.at() !== kind) decline();
    this.next();
  }

  protected get tokenStart(): number {
    return this.scanner.getTokenStart();
  }

  protected get tokenEnd(): number {
    return this.scanner.getTokenEnd();
  }

  /** Skips a type annotation, up to the `=` of the declaration. */
  protected skipType(): void {
    this.next();
    let depth = 0;
    // A type never has two operands in a row (`st route`), nor an operand right after `)`, `]`, `>` or `}`:
    // such text is a syntax error TypeScript reports, so the file is declined rather than read around it.
    let afterOperand = false;
    for (;;) {
      const kind = this.at();
      const operand = isTypeOperand(kind);
      if (operand && afterOperand) decline();
      afterOperand = (operand && kind !== SyntaxKind.ReadonlyKeyword) || kind === SyntaxKind.GreaterThanToken || kind === SyntaxKind.CloseParenToken
        || kind === SyntaxKind.CloseBracketToken || kind === SyntaxKind.CloseBraceToken;
      switch (kind) {
        case SyntaxKind.EqualsToken:
          if (depth === 0) return;
          break;
        case SyntaxKind.LessThanToken: case SyntaxKind.OpenParenToken: case SyntaxKind.OpenBracketToken: case SyntaxKind.OpenBraceToken:
          depth++;
          break;
        case SyntaxKind.GreaterThanToken: case SyntaxKind.CloseParenToken: case SyntaxKind.CloseBracketToken: case SyntaxKind.CloseBraceToken:
          if (--depth < 0) decline();
          break;
        case SyntaxKind.Identifier: case SyntaxKind.StringLiteral: case SyntaxKind.NumericLiteral: case SyntaxKind.CommaToken:
        case SyntaxKind.BarToken: case SyntaxKind.AmpersandToken: case SyntaxKind.DotToken: case SyntaxKind.ColonToken:
        case SyntaxKind.SemicolonToken: case SyntaxKind.QuestionToken: case SyntaxKind.EqualsGreaterThanToken:
        case SyntaxKind.StringKeyword: case SyntaxKind.NumberKeyword: case SyntaxKind.BooleanKeyword: case SyntaxKind.UnknownKeyword:
        case SyntaxKind.AnyKeyword: case SyntaxKind.ReadonlyKeyword: case SyntaxKind.NullKeyword: case SyntaxKind.UndefinedKeyword:
        case SyntaxKind.TrueKeyword: case SyntaxKind.FalseKeyword: case SyntaxKind.VoidKeyword:
          // `;`, `:` and `?` belong inside an object type; at the top of an annotation they are a syntax error (or a
          // conditional type, which is rare enough in a config to leave to TypeScript).
          if (depth === 0 && (kind === SyntaxKind.SemicolonToken || kind === SyntaxKind.ColonToken || kind === SyntaxKind.QuestionToken)) decline();
          break;
        default:
          decline();
      }
      this.next();
    }
  }

  /**
   * The end of a statement: `;`, a `}` or the end of the file after it, or a line break before a name or a
   * declaration (automatic semicolon insertion: nothing that could continue the expression comes next). Returns
   * where the statement ends (after its `;`), given where its last part ends.
   */
  protected statementEnd(end: number): number {
    switch (this.at()) {
      case SyntaxKind.SemicolonToken: {
        const semicolonEnd = this.tokenEnd;
        this.next();
        return semicolonEnd;
      }
      case SyntaxKind.CloseBraceToken:
      case SyntaxKind.EndOfFileToken:
        return end;
      case SyntaxKind.Identifier: case SyntaxKind.ConstKeyword: case SyntaxKind.LetKeyword:
      case SyntaxKind.ExportKeyword: case SyntaxKind.ImportKeyword:
        if (this.scanner.hasPrecedingLineBreak()) return end;
    }
    decline();
  }

  /**
   * One string per distinct property name of the file: a config repeats a few option names thousands of times,
   * and each becomes a property key of the engine's options once, not once per object.
   */
  protected intern(key: string): string {
    const known = this.keys.get(key);
    if (known !== undefined) return known;
    this.keys.set(key, key);
    return key;
  }
}

/** Tokens that stand for a type (a name, a literal, a keyword type), as opposed to the punctuation between them. */
function isTypeOperand(kind: ts.SyntaxKind): boolean {
  switch (kind) {
    case SyntaxKind.Identifier: case SyntaxKind.StringLiteral: case SyntaxKind.NumericLiteral:
    case SyntaxKind.StringKeyword: case SyntaxKind.NumberKeyword: case SyntaxKind.BooleanKeyword: case SyntaxKind.UnknownKeyword:
    case SyntaxKind.AnyKeyword: case SyntaxKind.NullKeyword: case SyntaxKind.UndefinedKeyword:
    case SyntaxKind.TrueKeyword: case SyntaxKind.FalseKeyword: case SyntaxKind.VoidKeyword:
      return true;
    default:
      return false;
  }
}
