// Parsing with the TypeScript compiler bundled in ts-morph, cached by text, and the syntactic index of Route calls.

import * as path from 'node:path';
import type { ts } from 'ts-morph';
import { SyntaxKind, TS } from './typescript';
import { PhpParsedFile } from './php/php-parse';
import type { FastProgram } from './fast-program';

/** A `Route.<method>(…)` call found syntactically (whether or not evaluation reaches it). */
export interface RouteCallSyntax {
  method: string;
  /** The whole call expression. */
  start: number;
  end: number;
  /** The method name after `Route.`. */
  nameStart: number;
  nameEnd: number;
  /** Each argument's range. */
  args: { start: number; end: number }[];
  /** The range between the parentheses. */
  argsStart: number;
  argsEnd: number;
}

export const ROUTE_PACKAGE = '@routelens/shared';

function scriptKind(file: string): ts.ScriptKind {
  switch (path.extname(file)) {
    case '.tsx': return TS.ScriptKind.TSX;
    case '.js': case '.mjs': case '.cjs': return TS.ScriptKind.JS;
    case '.jsx': return TS.ScriptKind.JSX;
    default: return TS.ScriptKind.TS;
  }
}

/** What the features need of any parsed file, TypeScript or PHP. */
export interface SourceIndex {
  readonly file: string;
  readonly text: string;
  readonly routeCalls: RouteCallSyntax[];
  readonly callsMap: boolean;
  readonly mentionsMap: boolean;
  readonly imports: string[];
  routeCallTextCount(): number;
}

/**
 * A parsed file (no binder, no checker). The index of its Route calls is built on first use: evaluation does
 * not need it, so a cold analysis does not pay for a second walk of the tree.
 */
/**
 * Files longer than this are analysed up to the last line break before it: TypeScript parses 10 MB in over
 * 2 s, more than the whole budget of a file. The rest is reported (`file-too-large`), never silently dropped.
 */
export const MAX_PARSED_CHARS = 3 * 1024 * 1024;

export class ParsedFile implements SourceIndex {
  readonly sourceFile: ts.SourceFile;
  /** The text the file has (what `text` was cut from, when it was too large). */
  readonly source: string;
  /** The length of the whole file when only a prefix was analysed. */
  readonly truncatedFrom: number | undefined;
  readonly text: string;
  /** Local names under which `Route` is visible: `Route` itself and import aliases. */
  readonly routeNames = new Set<string>(['Route']);
  /** Relative specifiers of static imports and re-exports (require calls come from the index). */
  private readonly staticImports: string[] = [];
  private index: { calls: RouteCallSyntax[]; requires: string[] } | undefined;
  // Text scans, kept because the text never changes (a new text is a new ParsedFile): every snapshot asks.
  private textCount: number | undefined;
  private mapMention: boolean | undefined;

  constructor(readonly file: string, source: string, previous?: ParsedFile) {
    this.source = source;
    let text = source;
    if (source.length > MAX_PARSED_CHARS) {
      const cut = source.lastIndexOf('\n', MAX_PARSED_CHARS);
      text = source.slice(0, cut > 0 ? cut + 1 : MAX_PARSED_CHARS);
      this.truncatedFrom = source.length;
    }
    this.text = text;
    this.sourceFile = previous && previous.truncatedFrom === undefined && this.truncatedFrom === undefined
      ? reparse(previous.sourceFile, previous.text, text)
      : TS.createSourceFile(file, text, TS.ScriptTarget.Latest, false, scriptKind(file));
    const statements = this.sourceFile.statements;
    for (let i = 0; i < statements.length; i++) {
      const statement = statements[i];
      // A kind test first: this runs over every statement of the file on every keystroke.
      if (statement.kind !== SyntaxKind.ImportDeclaration && statement.kind !== SyntaxKind.ExportDeclaration) continue;
      if ((TS.isImportDeclaration(statement) || TS.isExportDeclaration(statement)) && statement.moduleSpecifier && TS.isStringLiteral(statement.moduleSpecifier)) {
        const specifier = statement.moduleSpecifier.text;
        if (specifier === ROUTE_PACKAGE && TS.isImportDeclaration(statement)) {
          const bindings = statement.importClause?.namedBindings;
          if (bindings && TS.isNamedImports(bindings)) {
            for (const element of bindings.elements) {
              if ((element.propertyName ?? element.name).text === 'Route') this.routeNames.add(element.name.text);
            }
          }
        } else if (specifier.startsWith('.')) {
          this.staticImports.push(specifier);
        }
      }
    }
  }

  /** Every `Route.<method>(…)` call, found syntactically (whether or not evaluation reaches it). */
  get routeCalls(): RouteCallSyntax[] {
    return this.buildIndex().calls;
  }

  /** Whether the file calls `Route.map`. */
  get callsMap(): boolean {
    return this.routeCalls.some((c) => c.method === 'map');
  }

  /** Relative import specifiers (static imports, re-exports and `require`). */
  get imports(): string[] {
    return [...this.staticImports, ...this.buildIndex().requires];
  }

  /**
   * Whether the text has a `Route.map(` (or an alias'): how entry points are chosen, without walking the tree
   * (a mention in a comment makes a file an entry, which analyses it just as it would be on its own).
   */
  get mentionsMap(): boolean {
    this.mapMention ??= mentionsMapCall(this.text, this.routeNames);
    return this.mapMention;
  }

  /** How many `Route.x(` texts the file has, comments and strings included: an upper bound of its Route calls. */
  routeCallTextCount(): number {
    this.textCount ??= countRouteCallTexts(this.text, this.routeNames);
    return this.textCount;
  }

  private buildIndex(): { calls: RouteCallSyntax[]; requires: string[] } {
    if (this.index) return this.index;
    const sourceFile = this.sourceFile;
    const calls: RouteCallSyntax[] = [];
    const requires: string[] = [];
    const visit = (node: ts.Node): void => {
      if (TS.isCallExpression(node)) {
        const callee = node.expression;
        if (TS.isPropertyAccessExpression(callee) && isRouteReference(callee.expression, this.routeNames) && TS.isIdentifier(callee.name)) {
          calls.push({
            method: callee.name.text,
            start: node.getStart(sourceFile),
            end: node.end,
            nameStart: callee.name.getStart(sourceFile),
            nameEnd: callee.name.end,
            args: node.arguments.map((a) => ({ start: a.getStart(sourceFile), end: a.end })),
            argsStart: node.arguments.pos,
            argsEnd: node.arguments.end,
          });
        } else if (TS.isIdentifier(callee) && callee.text === 'require' && node.arguments.length === 1 && TS.isStringLiteral(node.arguments[0])) {
          const specifier = node.arguments[0].text;
          if (specifier.startsWith('.')) requires.push(specifier);
        }
      }
      TS.forEachChild(node, visit);
    };
    visit(sourceFile);
    this.index = { calls, requires };
    return this.index;
  }
}

/** Files the fast reader may read: TypeScript and JavaScript without JSX, not over the size analysed. */
export function mayRead(file: string, text: string): boolean {
  return /\.(?:ts|mts|cts|js|mjs|cjs)$/.test(file) && text.length <= MAX_PARSED_CHARS;
}

/**
 * A file the fast reader read (fast-read.ts): no syntax tree. What only a tree gives (the index of its Route calls,
 * for editor features and for calls evaluation did not reach) comes from TypeScript's parse, made when first
 * asked for.
 */
export class ReadFile implements SourceIndex {
  private calls: RouteCallSyntax[] | undefined;
  private textCount: number | undefined;
  private mapMention: boolean | undefined;

  constructor(readonly file: string, readonly text: string, readonly program: FastProgram, private readonly tree: () => ParsedFile) {}

  get routeCalls(): RouteCallSyntax[] {
    if (this.calls === undefined) {
      try {
        this.calls = this.tree().routeCalls;
      } catch {
        // TypeScript's parser runs out of stack on nesting thousands deep, which the fast reader reads: no index.
        this.calls = [];
      }
    }
    return this.calls;
  }

  /** How many Route calls the file has: when evaluation visited as many, it reached them all. */
  get callCount(): number {
    return this.program.callCount;
  }

  get callsMap(): boolean {
    return this.program.callsMap;
  }

  get mentionsMap(): boolean {
    this.mapMention ??= mentionsMapCall(this.text, this.program.routeNames);
    return this.mapMention;
  }

  get imports(): string[] {
    return this.program.relativeImports;
  }

  routeCallTextCount(): number {
    this.textCount ??= countRouteCallTexts(this.text, this.program.routeNames);
    return this.textCount;
  }
}

/** How many Route calls a parsed or read file has (read files know without a tree). */
export function routeCallCount(parsed: SourceIndex): number {
  return parsed instanceof ReadFile ? parsed.callCount : parsed.routeCalls.length;
}

/**
 * Whether a text has a `Route.map(` (or an alias'): how entry points are chosen, without walking a tree (a mention
 * in a comment makes a file an entry, which analyses it just as it would be on its own).
 */
export function mentionsMapCall(text: string, routeNames: ReadonlySet<string>): boolean {
  return new RegExp(`(?<![\\w$])(?:${alternatives(routeNames)})\\s*\\.\\s*map\\s*\\(`).test(text);
}

/** How many `Route.x(` texts a text has, comments and strings included: an upper bound of its Route calls. */
export function countRouteCallTexts(text: string, routeNames: ReadonlySet<string>): number {
  const pattern = new RegExp(`(?<![\\w$])(?:${alternatives(routeNames)})\\s*\\.\\s*[A-Za-z_$][\\w$]*\\s*\\(`, 'g');
  // Counted with test(), which keeps no match: the text of a large file has thousands.
  let count = 0;
  while (pattern.test(text)) count++;
  return count;
}

/** Names as alternatives of a regular expression (`$` escaped). */
function alternatives(names: ReadonlySet<string>): string {
  return [...names].map((n) => n.replace(/\$/g, '\\$')).join('|');
}

/**
 * An edit of a file already parsed reuses the old tree (TypeScript's incremental parser), so that a keystroke
 * in a large config re-parses only around the change. The old tree must not be used afterwards; the cache
 * drops it.
 */
function reparse(old: ts.SourceFile, oldText: string, text: string): ts.SourceFile {
  let start = 0;
  const shortest = Math.min(oldText.length, text.length);
  // Equal blocks are skipped with one comparison each (far faster than a character loop over a large file).
  const BLOCK = 4096;
  while (start + BLOCK <= shortest && text.startsWith(oldText.slice(start, start + BLOCK), start)) start += BLOCK;
  while (start < shortest && oldText.charCodeAt(start) === text.charCodeAt(start)) start++;
  let oldEnd = oldText.length;
  let newEnd = text.length;
  while (oldEnd - BLOCK >= start && newEnd - BLOCK >= start && text.startsWith(oldText.slice(oldEnd - BLOCK, oldEnd), newEnd - BLOCK)) {
    oldEnd -= BLOCK;
    newEnd -= BLOCK;
  }
  while (oldEnd > start && newEnd > start && oldText.charCodeAt(oldEnd - 1) === text.charCodeAt(newEnd - 1)) {
    oldEnd--;
    newEnd--;
  }
  const change = TS.createTextChangeRange(TS.createTextSpanFromBounds(start, oldEnd), newEnd - start);
  return TS.updateSourceFile(old, text, change);
}

/** Parses a file; its Route-call index is built when first asked for. */
export function parseFile(file: string, text: string): ParsedFile {
  return new ParsedFile(file, text);
}

/** `Route`, an alias of it, or `ns.Route`. */
function isRouteReference(node: ts.Expression, names: Set<string>): boolean {
  if (TS.isIdentifier(node)) return names.has(node.text);
  return TS.isPropertyAccessExpression(node) && node.name.text === 'Route';
}

/**
 * A cache of parsed (or read) files keyed by path, reused while the text is the same. With a reader (the fast
 * reader), plain files may be read instead of parsed; their tree is made only if something asks for it.
 */
export class ParseCache {
  private readonly files = new Map<string, SourceIndex>();

  /** Re-parse edited files incrementally (the language server, where the old tree is not used again). */
  constructor(private readonly incremental = false, private readonly reader?: (text: string) => FastProgram | undefined) {}

  /** Texts known not to mention routes at all, by file: they are never parsed, nor scanned again. */
  private readonly withoutRoutes = new Map<string, string>();

  /**
   * The parse of a file that may hold route calls (its text mentions "route"), or undefined. With `read`, a plain
   * file is read instead of parsed (see `read`).
   */
  getRouteCandidate(file: string, text: string, read = false): SourceIndex | undefined {
    if (this.withoutRoutes.get(file) === text) return undefined;
    if (!/route/i.test(text)) {
      this.withoutRoutes.set(file, text);
      return undefined;
    }
    this.withoutRoutes.delete(file);
    return (read ? this.read(file, text) : undefined) ?? this.get(file, text);
  }

  /**
   * The file as the fast reader reads it, from the cache or read now (and kept), when there is a reader and the file
   * is plain; undefined otherwise, and when the cache holds a tree of this text (evaluating that is cheaper).
   */
  read(file: string, text: string): ReadFile | undefined {
    const hit = this.files.get(file);
    if (hit && sourceOf(hit) === text) return hit instanceof ReadFile ? hit : undefined;
    if (!this.reader || !mayRead(file, text)) return undefined;
    const program = this.reader(text);
    if (!program) return undefined;
    const read = new ReadFile(file, text, program, () => this.tree(file, text));
    this.files.set(file, read);
    return read;
  }

  /** The parse of a TypeScript/JavaScript file, or of a PHP file (by extension); a read file as it is. */
  get(file: string, text: string): SourceIndex {
    const hit = this.files.get(file);
    if (hit && sourceOf(hit) === text) return hit;
    const parsed = file.endsWith('.php') ? new PhpParsedFile(file, text)
      : new ParsedFile(file, text, this.incremental && hit instanceof ParsedFile ? hit : undefined);
    this.files.set(file, parsed);
    return parsed;
  }

  /** The syntax tree of a TypeScript/JavaScript file (imports only ever resolve to those). */
  getScript(file: string, text: string): ParsedFile {
    const parsed = this.get(file, text);
    if (parsed instanceof ReadFile) return this.tree(file, text);
    return parsed instanceof ParsedFile ? parsed : parseFile(file, text);
  }

  /** The tree of a text, kept in place of its read file (an editor opened it, or a feature needs calls' ranges). */
  private tree(file: string, text: string): ParsedFile {
    const hit = this.files.get(file);
    if (hit instanceof ParsedFile && hit.source === text) return hit;
    // The text of a read file that has changed since: its tree, without touching the current one's entry.
    if (hit && sourceOf(hit) !== text) return new ParsedFile(file, text);
    const parsed = new ParsedFile(file, text);
    this.files.set(file, parsed);
    return parsed;
  }

  peek(file: string): SourceIndex | undefined {
    return this.files.get(file);
  }

  delete(file: string): void {
    this.files.delete(file);
  }
}

/** The whole text a cached file was made from. */
function sourceOf(parsed: SourceIndex): string {
  return parsed instanceof ParsedFile ? parsed.source : parsed.text;
}
