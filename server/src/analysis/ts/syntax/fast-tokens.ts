// The token level of the fast reader (fast-read.ts): TypeScript's scanner, with the checks every statement
// needs (the end of a statement, a type annotation skipped) and one way to give up.

import type { ts } from 'ts-morph';
import { loadTypeScript, SyntaxKind, TS } from './typescript';

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
  protected readonly scanner = (loadTypeScript(), TS.createScanner(TS.ScriptTarget.Latest, true, TS.LanguageVariant.Standard));
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

  /**
   * Skips a type annotation, up to the `=` of the declaration. It reads the annotation's shape: every token must be
   * one a type can have there (an operand where one is expected, an operator or a closer after one), else the file is
   * declined, since the text is a syntax error TypeScript reports (or a form rare enough in a config to leave to it).
   */
  protected skipType(): void {
    this.next();
    // The open brackets, innermost last; whether an operand is expected next; the token before.
    const open: ts.SyntaxKind[] = [];
    let expectOperand = true;
    let previous: ts.SyntaxKind = SyntaxKind.ColonToken;
    // After `()`: only a function type's `=>` may come.
    let arrowNext = false;
    for (;;) {
      const kind = this.at();
      if (arrowNext && kind !== SyntaxKind.EqualsGreaterThanToken) decline();
      arrowNext = false;
      if (isTypeOperand(kind)) {
        if (!expectOperand) decline();
        expectOperand = false;
      } else {
        switch (kind) {
          case SyntaxKind.EqualsToken:
            if (open.length !== 0 || expectOperand) decline();
            return;
          case SyntaxKind.ReadonlyKeyword:
            // A modifier of the operand that follows.
            if (!expectOperand) decline();
            break;
          case SyntaxKind.OpenParenToken:
          case SyntaxKind.OpenBracketToken:
          case SyntaxKind.OpenBraceToken:
            // `(` and `{` open an operand; `[` opens a tuple, or follows one (`string[]`, which must close at once).
            if (kind !== SyntaxKind.OpenBracketToken && !expectOperand) decline();
            open.push(kind);
            expectOperand = true;
            break;
          case SyntaxKind.LessThanToken:
            // Type arguments follow a name.
            if (expectOperand || previous !== SyntaxKind.Identifier) decline();
            open.push(kind);
            expectOperand = true;
            break;
          case SyntaxKind.CloseParenToken:
          case SyntaxKind.CloseBracketToken:
          case SyntaxKind.CloseBraceToken:
          case SyntaxKind.GreaterThanToken: {
            const opener = open.pop();
            if (opener !== openerOf(kind)) decline();
            // Empty `()`, `[]`, `{}`, or after an operand (or a `;`/`,` that ends an object type's member).
            const empty = previous === opener;
            if (
              expectOperand &&
              !empty &&
              !(kind === SyntaxKind.CloseBraceToken && (previous === SyntaxKind.SemicolonToken || previous === SyntaxKind.CommaToken))
            )
              decline();
            // `()` is only the start of a function type: `=>` must follow.
            arrowNext = kind === SyntaxKind.CloseParenToken && empty;
            expectOperand = arrowNext;
            break;
          }
          case SyntaxKind.EqualsGreaterThanToken:
            // Only after a parameter list.
            if (previous !== SyntaxKind.CloseParenToken) decline();
            expectOperand = true;
            break;
          case SyntaxKind.BarToken:
          case SyntaxKind.AmpersandToken:
            // Between operands, or leading the annotation (`: | 'a' | 'b'`).
            if (expectOperand && previous !== SyntaxKind.ColonToken) decline();
            expectOperand = true;
            break;
          case SyntaxKind.DotToken:
            // A qualified name.
            if (previous !== SyntaxKind.Identifier) decline();
            expectOperand = true;
            break;
          case SyntaxKind.CommaToken:
          case SyntaxKind.SemicolonToken:
          case SyntaxKind.ColonToken:
          case SyntaxKind.QuestionToken:
            // Separators inside brackets only (a `?` marks an optional member, before its `:`); after an operand,
            // except `:` after `?`.
            if (open.length === 0) decline();
            if (expectOperand && !(kind === SyntaxKind.ColonToken && previous === SyntaxKind.QuestionToken)) decline();
            if (kind === SyntaxKind.QuestionToken && previous !== SyntaxKind.Identifier) decline();
            if (
              (kind === SyntaxKind.SemicolonToken || kind === SyntaxKind.ColonToken || kind === SyntaxKind.QuestionToken) &&
              open[open.length - 1] !== SyntaxKind.OpenBraceToken &&
              !(kind === SyntaxKind.ColonToken && open[open.length - 1] === SyntaxKind.OpenBracketToken)
            )
              decline();
            expectOperand = true;
            break;
          default:
            decline();
        }
      }
      previous = kind;
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
      case SyntaxKind.Identifier:
      case SyntaxKind.ConstKeyword:
      case SyntaxKind.LetKeyword:
      case SyntaxKind.ExportKeyword:
      case SyntaxKind.ImportKeyword:
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

/** The opening bracket of each closing one, in a type (made on first use: reading SyntaxKind loads the compiler). */
let openers: Partial<Record<ts.SyntaxKind, ts.SyntaxKind>> | undefined;

function openerOf(kind: ts.SyntaxKind): ts.SyntaxKind | undefined {
  openers ??= {
    [SyntaxKind.CloseParenToken]: SyntaxKind.OpenParenToken,
    [SyntaxKind.CloseBracketToken]: SyntaxKind.OpenBracketToken,
    [SyntaxKind.CloseBraceToken]: SyntaxKind.OpenBraceToken,
    [SyntaxKind.GreaterThanToken]: SyntaxKind.LessThanToken,
  };
  return openers[kind];
}

/** Tokens that stand for a type (a name, a literal, a keyword type), as opposed to the punctuation between them. */

function isTypeOperand(kind: ts.SyntaxKind): boolean {
  switch (kind) {
    case SyntaxKind.Identifier:
    case SyntaxKind.StringLiteral:
    case SyntaxKind.NumericLiteral:
    case SyntaxKind.StringKeyword:
    case SyntaxKind.NumberKeyword:
    case SyntaxKind.BooleanKeyword:
    case SyntaxKind.UnknownKeyword:
    case SyntaxKind.AnyKeyword:
    case SyntaxKind.NullKeyword:
    case SyntaxKind.UndefinedKeyword:
    case SyntaxKind.TrueKeyword:
    case SyntaxKind.FalseKeyword:
    case SyntaxKind.VoidKeyword:
      return true;
    default:
      return false;
  }
}
