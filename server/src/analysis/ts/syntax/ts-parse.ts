// TypeScript and JavaScript files parsed with the compiler bundled in ts-morph (re-parsed around an edit: reparse.ts),
// and files the fast reader read, with the syntactic index of their Route calls.

import type { TextEdit } from '../../../base/text';
import * as path from 'node:path';
import type { ts } from 'ts-morph';
import { loadTypeScript, SyntaxKind, TS } from './typescript';
import type { FastProgram } from './fast-program';
import type { RouteCallSyntax, SourceIndex } from '../../core/source-index';
import { callsWithin } from '../../core/call-lookup';
import type { Lags } from './reparse';
import { editApplies, reparse, settle, settleAll } from './reparse';
import { MAX_PARSED_CHARS, ROUTE_PACKAGES, countMapMentions, isRoutePackage, countRouteCallTexts, editWindow } from '../../core/source-index';

function scriptKind(file: string): ts.ScriptKind {
  switch (path.extname(file)) {
    case '.tsx':
      return TS.ScriptKind.TSX;
    case '.js':
    case '.mjs':
    case '.cjs':
      return TS.ScriptKind.JS;
    case '.jsx':
      return TS.ScriptKind.JSX;
    default:
      return TS.ScriptKind.TS;
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
    if (previous.textCount !== undefined)
      this.textCount = previous.textCount - countRouteCallTexts(before, this.routeNames) + countRouteCallTexts(after, this.routeNames);
    if (previous.mapMentions !== undefined)
      this.mapMentions = previous.mapMentions - countMapMentions(before, this.routeNames) + countMapMentions(after, this.routeNames);
  }
}

/**
 * A parsed file (no binder, no checker). The index of its Route calls is built on first use: evaluation does
 * not need it, so a cold analysis does not pay for a second walk of the tree.
 */
export class ParsedFile extends RouteTextScans implements SourceIndex {
  /** The tree; after a splice, what is under some top-level statements may lag behind them (see reparse.ts). */
  private readonly root: ts.SourceFile;
  /** How far each top-level statement's subtree lags (undefined: none does). */
  private lags: Lags;
  /** A newer parse of the file took this tree over: its nodes are that parse's now, and are never moved from here. */
  private superseded = false;
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
  constructor(
    readonly file: string,
    source: string,
    previous?: ParsedFile,
    edit?: TextEdit,
  ) {
    super();
    this.source = source;
    let text = source;
    if (source.length > MAX_PARSED_CHARS) {
      const cut = source.lastIndexOf('\n', MAX_PARSED_CHARS);
      text = source.slice(0, cut > 0 ? cut + 1 : MAX_PARSED_CHARS);
      this.truncatedFrom = source.length;
    }
    this.text = text;
    loadTypeScript();
    const incremental = previous && !previous.superseded && previous.truncatedFrom === undefined && this.truncatedFrom === undefined;
    if (incremental) {
      previous.superseded = true;
      const reparsed = reparse(previous.root, previous.lags, previous.text, text, scriptKind(file), edit);
      this.root = reparsed.sourceFile;
      this.lags = reparsed.lags;
    } else {
      this.root = TS.createSourceFile(file, text, TS.ScriptTarget.Latest, false, scriptKind(file));
    }
    const statements = this.root.statements;
    for (let i = 0; i < statements.length; i++) {
      const statement = statements[i];
      // Another library's `Route` (AdonisJS: `import Route from '@ioc:Adonis/Core/Route'`, `const Route = use('Route')`):
      // the file's `Route` is not this library's, so its calls are not Route calls here.
      if (statement.kind === SyntaxKind.VariableStatement && bindsForeignRoute(this.statement(i) as ts.VariableStatement, text)) this.foreign = true;
      // A kind test first: this runs over every statement of the file on every keystroke.
      if (statement.kind !== SyntaxKind.ImportDeclaration && statement.kind !== SyntaxKind.ExportDeclaration) continue;
      if (
        (TS.isImportDeclaration(statement) || TS.isExportDeclaration(statement)) &&
        statement.moduleSpecifier &&
        TS.isStringLiteral(statement.moduleSpecifier)
      ) {
        const specifier = statement.moduleSpecifier.text;
        if (isRoutePackage(specifier) && TS.isImportDeclaration(statement)) {
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

  /** The whole tree, every node where it is (what a splice left lagging is moved now). */
  get sourceFile(): ts.SourceFile {
    if (this.lags !== undefined && !this.superseded) {
      settleAll(this.root.statements, this.lags);
      this.lags = undefined;
    }
    return this.root;
  }

  /**
   * The tree, for its text, its top-level statements and their extents: what is under a statement is where it is
   * only once `statement(index)` gave it (or `sourceFile` was read). The evaluation reads this way the statements
   * it runs, not the whole file.
   */
  get tree(): ts.SourceFile {
    return this.root;
  }

  /** Top-level statement `index`, everything under it where it is. */
  statement(index: number): ts.Statement {
    if (!this.superseded) settle(this.root.statements, this.lags, index);
    return this.root.statements[index];
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
    // For its text: `root` is settled (the whole file, or a node of a statement being evaluated).
    const sourceFile = this.root;
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

  constructor(
    readonly file: string,
    readonly text: string,
    program: FastProgram,
    private readonly tree: () => ParsedFile,
    private readonly reread: (text: string) => FastProgram | undefined,
  ) {
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

/** `const Route = …` at the top level, from anything but this library (`require('@routelens/route').Route`). */
function bindsForeignRoute(statement: ts.VariableStatement, text: string): boolean {
  return statement.declarationList.declarations.some((d) => {
    if (!TS.isIdentifier(d.name) || d.name.text !== 'Route') return false;
    const initializer = d.initializer ? text.slice(d.initializer.pos, d.initializer.end) : '';
    return ![...ROUTE_PACKAGES].some((name) => initializer.includes(`'${name}'`) || initializer.includes(`"${name}"`));
  });
}

/** `Route`, an alias of it, or `ns.Route`. */
function isRouteReference(node: ts.Expression, names: Set<string>): boolean {
  if (TS.isIdentifier(node)) return names.has(node.text);
  return TS.isPropertyAccessExpression(node) && node.name.text === 'Route';
}
