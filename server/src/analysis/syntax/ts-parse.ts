// TypeScript and JavaScript files parsed with the compiler bundled in ts-morph (incrementally on edits), and files
// the fast reader read, with the syntactic index of their Route calls.

import * as path from 'node:path';
import type { ts } from 'ts-morph';
import { SyntaxKind, TS } from './typescript';
import type { FastProgram } from './fast-program';
import type { RouteCallSyntax, SourceIndex } from './source-index';
import { callsWithin } from './call-lookup';
import { MAX_PARSED_CHARS, ROUTE_PACKAGE, countMapMentions, countRouteCallTexts, editWindow } from './source-index';

function scriptKind(file: string): ts.ScriptKind {
  switch (path.extname(file)) {
    case '.tsx': return TS.ScriptKind.TSX;
    case '.js': case '.mjs': case '.cjs': return TS.ScriptKind.JS;
    case '.jsx': return TS.ScriptKind.JSX;
    default: return TS.ScriptKind.TS;
  }
}

/**
 * The text scans a parsed and a read file share, kept because a file's text never changes (a new text is a new
 * file object): every snapshot asks.
 */
abstract class RouteTextScans {
  protected textCount: number | undefined;
  protected mapMentions: number | undefined;
  abstract readonly text: string;
  /** Local names under which `Route` is visible. */
  abstract readonly routeNames: ReadonlySet<string>;

  /**
   * Whether the text has a `Route.map(` (or an alias'): how entry points are chosen, without walking the tree
   * (a mention in a comment makes a file an entry, which analyses it just as it would be on its own).
   */
  get mentionsMap(): boolean {
    this.mapMentions ??= countMapMentions(this.text, this.routeNames);
    return this.mapMentions > 0;
  }

  /** How many `Route.x(` texts the file has, comments and strings included: an upper bound of its Route calls. */
  routeCallTextCount(): number {
    this.textCount ??= countRouteCallTexts(this.text, this.routeNames);
    return this.textCount;
  }

  /**
   * Takes the counts of `previous` (the text before `edit`), updated by counting only where the edit can change
   * them: a keystroke does not scan the whole text of a large file again. Only with the same names for `Route`.
   */
  protected inheritCounts(previous: RouteTextScans, edit: TextEdit): void {
    if (previous.routeNames.size !== this.routeNames.size || [...previous.routeNames].some((n) => !this.routeNames.has(n))) return;
    const [from, oldTo] = editWindow(previous.text, edit.start, edit.oldEnd);
    const [newFrom, newTo] = editWindow(this.text, edit.start, edit.newEnd);
    const before = previous.text.slice(from, oldTo);
    const after = this.text.slice(newFrom, newTo);
    if (previous.textCount !== undefined) this.textCount = previous.textCount - countRouteCallTexts(before, this.routeNames) + countRouteCallTexts(after, this.routeNames);
    if (previous.mapMentions !== undefined) this.mapMentions = previous.mapMentions - countMapMentions(before, this.routeNames) + countMapMentions(after, this.routeNames);
  }
}

/**
 * A parsed file (no binder, no checker). The index of its Route calls is built on first use: evaluation does
 * not need it, so a cold analysis does not pay for a second walk of the tree.
 */
export class ParsedFile extends RouteTextScans implements SourceIndex {
  readonly sourceFile: ts.SourceFile;
  /** The text the file has (what `text` was cut from, when it was too large). */
  readonly source: string;
  /** The length of the whole file when only a prefix was analysed. */
  readonly truncatedFrom: number | undefined;
  readonly text: string;
  /** Local names under which `Route` is visible: `Route` itself and import aliases. */
  readonly routeNames = new Set<string>(['Route']);
  /** Its `Route` is another library's (imported from a package, or declared): its calls are not Route calls here. */
  foreign = false;
  /** Relative specifiers of static imports and re-exports (require calls come from the index). */
  private readonly staticImports: string[] = [];
  private index: { calls: RouteCallSyntax[]; requires: string[] } | undefined;

  /** `edit`: how `source` was made from `previous`'s text, when the editor said (checked against it before use). */
  constructor(readonly file: string, source: string, previous?: ParsedFile, edit?: TextEdit) {
    super();
    this.source = source;
    let text = source;
    if (source.length > MAX_PARSED_CHARS) {
      const cut = source.lastIndexOf('\n', MAX_PARSED_CHARS);
      text = source.slice(0, cut > 0 ? cut + 1 : MAX_PARSED_CHARS);
      this.truncatedFrom = source.length;
    }
    this.text = text;
    const incremental = previous && previous.truncatedFrom === undefined && this.truncatedFrom === undefined;
    this.sourceFile = incremental
      ? (edit && editApplies(edit, previous.text, text) && spliceStatements(previous.sourceFile, text, edit, scriptKind(file))) || reparse(previous.sourceFile, previous.text, text, edit)
      : TS.createSourceFile(file, text, TS.ScriptTarget.Latest, false, scriptKind(file));
    const statements = this.sourceFile.statements;
    for (let i = 0; i < statements.length; i++) {
      const statement = statements[i];
      // Another library's `Route` (AdonisJS: `import Route from '@ioc:Adonis/Core/Route'`, `const Route = use('Route')`):
      // the file's `Route` is not this library's, so its calls are not Route calls here.
      if (statement.kind === SyntaxKind.VariableStatement && bindsForeignRoute(statement as ts.VariableStatement, text)) this.foreign = true;
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
        } else if (TS.isImportDeclaration(statement) && importsRouteName(statement)) {
          this.foreign = true;
        }
      }
    }
    if (this.foreign) this.routeNames.delete('Route');
    if (previous && edit && previous.truncatedFrom === undefined && this.truncatedFrom === undefined && editApplies(edit, previous.text, text)) {
      this.inheritCounts(previous, edit);
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
   * The Route calls inside `node` (its whole subtree), in document order: those of the index when it is built,
   * else found by walking the subtree alone (a branch a known condition rules out: the file's index is not needed
   * for that, and a cold analysis does not build it).
   */
  routeCallsIn(node: ts.Node): RouteCallSyntax[] {
    if (this.index) return callsWithin(this.index.calls, node.pos, node.end);
    const calls: RouteCallSyntax[] = [];
    this.walk(node, calls, undefined);
    return calls;
  }

  private buildIndex(): { calls: RouteCallSyntax[]; requires: string[] } {
    if (this.index) return this.index;
    const calls: RouteCallSyntax[] = [];
    const requires: string[] = [];
    this.walk(this.sourceFile, calls, requires);
    this.index = { calls, requires };
    return this.index;
  }

  /** Collects the Route calls under `root` (and the relative `require` specifiers, when asked), in document order. */
  private walk(root: ts.Node, calls: RouteCallSyntax[], requires: string[] | undefined): void {
    const sourceFile = this.sourceFile;
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
        } else if (requires && TS.isIdentifier(callee) && callee.text === 'require' && node.arguments.length === 1 && TS.isStringLiteral(node.arguments[0])) {
          const specifier = node.arguments[0].text;
          if (specifier.startsWith('.')) requires.push(specifier);
        }
      }
      TS.forEachChild(node, visit);
    };
    visit(root);
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
export class ReadFile extends RouteTextScans implements SourceIndex {
  private calls: RouteCallSyntax[] | undefined;

  /**
   * The program, until `release()`: a workspace keeps tens of thousands of closed files, whose programs are needed
   * again only when they are evaluated again (an import changed). Their summary stays; a released program is read
   * again when asked for.
   */
  private kept: FastProgram | undefined;
  readonly callCount: number;
  readonly callsMap: boolean;
  readonly imports: string[];
  readonly routeNames: Set<string>;

  constructor(readonly file: string, readonly text: string, program: FastProgram, private readonly tree: () => ParsedFile, private readonly reread: (text: string) => FastProgram | undefined) {
    super();
    this.kept = program;
    this.callCount = program.callCount;
    this.callsMap = program.callsMap;
    this.imports = program.relativeImports;
    this.routeNames = program.routeNames;
  }

  /** The program the fast reader made of the text (read again after `release()`: the same text reads the same). */
  get program(): FastProgram {
    return (this.kept ??= this.reread(this.text)!);
  }

  /** Lets the program go (it was evaluated; its analysis keeps what it made). */
  release(): void {
    this.kept = undefined;
  }

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

}

/** How many Route calls a parsed or read file has (read files know without a tree). */
export function routeCallCount(parsed: SourceIndex): number {
  return parsed instanceof ReadFile ? parsed.callCount : parsed.routeCalls.length;
}

/**
 * Whether the editor's word for where the text changed is about this very pair of texts (the same string objects:
 * no comparison of their contents) and its lengths add up.
 */
function editApplies(edit: TextEdit, oldText: string, text: string): boolean {
  return edit.from === oldText && edit.start <= edit.oldEnd && edit.start <= edit.newEnd && edit.oldEnd <= oldText.length && text.length - edit.newEnd === oldText.length - edit.oldEnd;
}

/**
 * A change of a text as the editor reported it: `from` (the text before) had [start, oldEnd) replaced, giving the
 * new text's [start, newEnd).
 */
export interface TextEdit {
  from: string;
  start: number;
  oldEnd: number;
  newEnd: number;
}

/**
 * An edit of a file already parsed reuses the old tree (TypeScript's incremental parser), so that a keystroke
 * in a large config re-parses only around the change. The old tree must not be used afterwards; the cache
 * drops it.
 */
function reparse(old: ts.SourceFile, oldText: string, text: string, edit?: TextEdit): ts.SourceFile {
  // The editor's word for where the text changed, when it applies; otherwise the texts are compared.
  if (edit && editApplies(edit, oldText, text)) {
    return TS.updateSourceFile(old, text, TS.createTextChangeRange(TS.createTextSpanFromBounds(edit.start, edit.oldEnd), edit.newEnd - edit.start));
  }
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

/**
 * The tree of `text` made from `old` (the tree of `edit.from`) by parsing again only the top-level statements the
 * edit touches, with one untouched statement on each side, as the PHP front end does (php-parse.ts): TypeScript's own
 * incremental parse walks and re-parents every node of the file on every keystroke, which grows with the file. The
 * window is parsed alone and must parse without an error into statements that fill it exactly, its first statement
 * starting and its last ending where the untouched ones did (moved by the edit): then a parse of the whole text gives
 * the same statements there, since a statement's extent depends only on its own tokens and the token after it. The
 * statements after the window are moved by the edit's change in length, in place, like TypeScript's update (the old
 * tree must not be used afterwards). Anything else returns undefined, and TypeScript's update runs.
 */
function spliceStatements(old: ts.SourceFile, text: string, edit: TextEdit, kind: ts.ScriptKind): ts.SourceFile | undefined {
  const statements = old.statements;
  const delta = edit.newEnd - edit.oldEnd;
  if (statements.length < 3 || (old as { parseDiagnostics?: readonly unknown[] }).parseDiagnostics?.length) return undefined;
  // The first statement that ends at or after the edit, and the last that starts (its full start, trivia included)
  // at or before its end; one more on each side. The edit must lie inside the statements.
  let lo = 0;
  for (let hi = statements.length; lo < hi;) {
    const mid = (lo + hi) >> 1;
    if (statements[mid].end < edit.start) lo = mid + 1;
    else hi = mid;
  }
  let last = lo;
  while (last + 1 < statements.length && statements[last + 1].pos <= edit.oldEnd) last++;
  const first = lo - 1;
  last++;
  if (first < 0 || last >= statements.length) return undefined;
  const start = statements[first].pos;
  const end = statements[last].end;
  if (start > edit.start || end < edit.oldEnd) return undefined;
  const window = text.slice(start, end + delta);
  const parsed = TS.createSourceFile(old.fileName, window, TS.ScriptTarget.Latest, false, kind);
  const fresh = parsed.statements;
  if ((parsed as { parseDiagnostics?: readonly unknown[] }).parseDiagnostics?.length || fresh.length < 2) return undefined;
  // The untouched statements at both ends of the window are where they were: nothing around the edit took them in.
  const firstText = old.text.slice(statements[first].pos, statements[first].end);
  const lastText = old.text.slice(statements[last].pos, statements[last].end);
  const head = fresh[0];
  const tail = fresh[fresh.length - 1];
  if (head.pos !== 0 || window.slice(head.pos, head.end) !== firstText || tail.end !== window.length || window.slice(tail.pos, tail.end) !== lastText) return undefined;
  // The window's statements move to where the window is; the statements after it and the end-of-file token move
  // by the edit's change in length.
  moveNodes(fresh, start);
  const after = statements.slice(last + 1);
  if (delta !== 0) {
    moveNodes(after, delta);
    moveNodes([old.endOfFileToken], delta);
  }
  const spliced = Object.create(Object.getPrototypeOf(old) as object) as ts.SourceFile;
  Object.assign(spliced, old);
  const list = TS.factory.createNodeArray([...statements.slice(0, first), ...fresh, ...after]);
  (list as { pos: number }).pos = statements.pos;
  (list as { end: number }).end = statements.end + delta;
  Object.assign(spliced, { text, statements: list, end: text.length, lineMap: undefined, parseDiagnostics: [] });
  return spliced;
}

/** How far `moveNodes` is moving (one visitor for every node, no closure per node: this runs over half a file). */
let moveBy = 0;

function moveVisit(node: ts.Node): undefined {
  (node as { pos: number }).pos += moveBy;
  (node as { end: number }).end += moveBy;
  // Documentation comments hang off their node, outside its children.
  const jsDoc = (node as { jsDoc?: ts.Node[] }).jsDoc;
  if (jsDoc) for (let i = 0; i < jsDoc.length; i++) moveVisit(jsDoc[i]);
  TS.forEachChild(node, moveVisit, moveVisitList);
  return undefined;
}

function moveVisitList(nodes: ts.NodeArray<ts.Node>): undefined {
  (nodes as { pos: number }).pos += moveBy;
  (nodes as { end: number }).end += moveBy;
  for (let i = 0; i < nodes.length; i++) moveVisit(nodes[i]);
  return undefined;
}

/** Moves nodes and every node under them by `by`. */
function moveNodes(nodes: readonly ts.Node[], by: number): void {
  moveBy = by;
  for (let i = 0; i < nodes.length; i++) moveVisit(nodes[i]);
}

/** Parses a file; its Route-call index is built when first asked for. */
export function parseFile(file: string, text: string): ParsedFile {
  return new ParsedFile(file, text);
}

/** Whether an import from a package binds the local name `Route` (default, named or namespace). */
function importsRouteName(statement: ts.ImportDeclaration): boolean {
  const clause = statement.importClause;
  if (!clause || clause.isTypeOnly) return false;
  if (clause.name?.text === 'Route') return true;
  const bindings = clause.namedBindings;
  if (!bindings) return false;
  if (TS.isNamespaceImport(bindings)) return bindings.name.text === 'Route';
  return bindings.elements.some((element) => !element.isTypeOnly && element.name.text === 'Route');
}

/** `const Route = …` at the top level, from anything but this library (`require('@routelens/shared').Route`). */
function bindsForeignRoute(statement: ts.VariableStatement, text: string): boolean {
  return statement.declarationList.declarations.some((d) => {
    if (!TS.isIdentifier(d.name) || d.name.text !== 'Route') return false;
    const initializer = d.initializer ? text.slice(d.initializer.pos, d.initializer.end) : '';
    return !initializer.includes(`'${ROUTE_PACKAGE}'`) && !initializer.includes(`"${ROUTE_PACKAGE}"`);
  });
}

/** `Route`, an alias of it, or `ns.Route`. */
function isRouteReference(node: ts.Expression, names: Set<string>): boolean {
  if (TS.isIdentifier(node)) return names.has(node.text);
  return TS.isPropertyAccessExpression(node) && node.name.text === 'Route';
}
