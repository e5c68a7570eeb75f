// PHP route files (application/config/routes.php): parsed with php-parser, indexed like TypeScript files.

import { Engine } from 'php-parser';
import type { RouteCallSyntax, SourceIndex } from '../core/source-index';
import type { TextEdit } from '../../base/text';

/** A node of php-parser's AST, read loosely: the evaluator checks `kind` before it reads anything else. */
export interface PhpNode {
  kind: string;
  loc?: { start: { offset: number }; end: { offset: number } } | null;
  [key: string]: unknown;
}

const engine = new Engine({
  parser: { php7: true, php8: true, extractDoc: false, suppressErrors: true },
  ast: { withPositions: true },
  // PHP's own php.ini files turn short_open_tag off: `<?` alone opens no PHP code (php-evaluate.ts says so).
  lexer: { short_tags: false, asp_tags: false },
});

/** A PHP file's syntax tree (errors kept inside it), or undefined when the parser gives up. */
export function parsePhp(file: string, text: string): PhpNode | undefined {
  try {
    return engine.parseCode(text, file) as unknown as PhpNode;
  } catch {
    return undefined;
  }
}

/** `Route::x(...)`: a static call on the class Route (PHP class names are case-insensitive). */
export function routeMethodOf(node: PhpNode): string | undefined {
  if (node.kind !== 'call') return undefined;
  const what = node.what as PhpNode | undefined;
  if (!what || what.kind !== 'staticlookup') return undefined;
  const cls = what.what as PhpNode;
  const offset = what.offset as PhpNode;
  if (cls?.kind !== 'name' || String(cls.name).replace(/^\\/, '').toLowerCase() !== 'route' || offset?.kind !== 'identifier') return undefined;
  return String(offset.name);
}

/**
 * Another framework's `Route` (Laravel's facade: `use Illuminate\Support\Facades\Route;`, its fluent `->name()` /
 * `->middleware()` chains, `Auth::routes()`): such a file is not a config of this Route library, and is not
 * analysed unless it is named as the entry (opening a Laravel app shows nothing, rather than warnings about it).
 */
export function isForeignRouteFile(text: string): boolean {
  return (
    /\\?Illuminate\\[\w\\]*Route\b/i.test(text) ||
    /(?<![\w$])Route\s*::\s*\w+\s*\([^;]*?\)\s*->\s*(?:name|middleware|where|group|prefix)\s*\(/i.test(text) ||
    /(?<![\w$])Auth\s*::\s*routes\s*\(/.test(text) ||
    isLaravel4Routes(text)
  );
}

/**
 * A Laravel 4 `app/routes.php` (no facade import, no fluent chains): it calls Route methods this library does not
 * have (`group`, `controller`, `filter`, …) or gives a route a closure, an options array or a `Controller@action`
 * as its target, and never maps its routes into `$route` — which a routes file of this library must do to have any
 * effect. (A Bonfire file that mistypes a method, `Route::resource(…)`, still maps, and is still checked.)
 */
function isLaravel4Routes(text: string): boolean {
  if (/(?<![\w$])Route\s*::\s*map\s*\(/i.test(text)) return false;
  return (
    /(?<![\w$])Route\s*::\s*(?:group|controllers?|filter|when|model|bind|pattern)\s*\(/i.test(text) ||
    /(?<![\w$])Route\s*::\s*(?:get|post|put|patch|delete|any|options)\s*\(\s*(['"])[^'"]*\1\s*,\s*(?:function\b|fn\b|\[|array\s*\(|['"][\w\\]+@\w+['"])/i.test(
      text,
    )
  );
}

export class PhpParsedFile implements SourceIndex {
  readonly program: PhpNode;
  readonly imports: string[] = [];
  /** Why the file does not parse as PHP code, and where (the first error); undefined when it does. */
  readonly parseError: string | undefined;
  readonly parseErrorSpan: { file: string; start: number; end: number } | undefined;
  private calls: RouteCallSyntax[] | undefined;
  private textCount: number | undefined;
  private mapMention: boolean | undefined;
  /** Another framework's routes file (see isForeignRouteFile): it has no Route calls of this library. */
  readonly foreign: boolean;
  /**
   * When this tree was spliced from the previous text's (see `spliceStatements`): the statements it parsed again,
   * before (as they were, at their old offsets) and after, and the edit. The evaluation uses it to patch the
   * previous analysis when only plain `$route` lines changed (php-patch.ts).
   */
  readonly splice: Splice | undefined;

  /**
   * With `previous` (the parse of the text before `edit`, which is taken over: it must not be used afterwards),
   * only the top-level statements around the edit are parsed again when that gives the same tree (see
   * `spliceStatements`); a keystroke in a routes file of thousands of lines then costs what its statement does.
   */
  constructor(
    readonly file: string,
    readonly text: string,
    previous?: PhpParsedFile,
    edit?: TextEdit,
  ) {
    this.foreign = isForeignRouteFile(text);
    const splice = previous && edit ? spliceStatements(previous, text, edit) : undefined;
    this.splice = splice;
    let program: PhpNode | undefined = splice?.program;
    let parseError: string | undefined;
    if (!program) {
      try {
        program = engine.parseCode(text, file) as unknown as PhpNode;
      } catch (error) {
        // suppressErrors keeps most errors inside the tree; anything else leaves an empty program.
        program = { kind: 'program', children: [] };
        parseError = error instanceof Error ? error.message : String(error);
      }
    }
    this.program = program;
    // Syntax errors are kept inside the tree (suppressErrors): the first one is the file's parse error.
    const errors = (program.errors as { message?: string; loc?: { start?: { offset?: number } } }[] | undefined) ?? [];
    let at = 0;
    if (!parseError && errors.length > 0) {
      parseError = String(errors[0].message ?? 'syntax error').replace(/^Parse Error : /, '');
      at = errors[0].loc?.start?.offset ?? 0;
    }
    // A file with no PHP tag is all output (random bytes, a misnamed file): nothing of it is PHP code.
    if (!parseError && text.length > 0 && !/<\?(?:php|=)?/i.test(text)) parseError = 'no PHP code (the file has no <?php tag)';
    this.parseError = parseError;
    this.parseErrorSpan = parseError === undefined ? undefined : { file, start: at, end: Math.min(text.length, at + 1) };
  }

  get routeCalls(): RouteCallSyntax[] {
    if (this.calls) return this.calls;
    const calls: RouteCallSyntax[] = [];
    if (this.foreign) return (this.calls = calls);
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) {
        for (const child of node) visit(child);
        return;
      }
      if (typeof node !== 'object' || node === null) return;
      const php = node as PhpNode;
      const method = typeof php.kind === 'string' ? routeMethodOf(php) : undefined;
      if (method !== undefined && php.loc) {
        const offset = (php.what as PhpNode).offset as PhpNode;
        const args = (php.arguments as PhpNode[]).filter((a) => a.loc);
        calls.push({
          method,
          start: php.loc.start.offset,
          end: php.loc.end.offset,
          nameStart: offset.loc?.start.offset ?? php.loc.start.offset,
          nameEnd: offset.loc?.end.offset ?? php.loc.start.offset,
          args: args.map((a) => ({ start: a.loc!.start.offset, end: a.loc!.end.offset })),
          argsStart: args[0]?.loc?.start.offset ?? php.loc.end.offset - 1,
          argsEnd: args.at(-1)?.loc?.end.offset ?? php.loc.end.offset - 1,
        });
      }
      for (const [key, value] of Object.entries(php)) {
        if (key !== 'loc' && typeof value === 'object') visit(value);
      }
    };
    visit(this.program);
    this.calls = calls.sort((a, b) => a.start - b.start);
    return this.calls;
  }

  get callsMap(): boolean {
    return this.routeCalls.some((c) => c.method === 'map');
  }

  get mentionsMap(): boolean {
    this.mapMention ??= !this.foreign && /(?<![\w$])\\?Route\s*::\s*map\s*\(/i.test(this.text);
    return this.mapMention;
  }

  routeCallTextCount(): number {
    this.textCount ??= this.foreign ? 0 : (this.text.match(/(?<![\w$])\\?Route\s*::\s*[A-Za-z_]\w*\s*\(/gi) ?? []).length;
    return this.textCount;
  }
}

/** What the statements of a window are parsed behind: the open tag (its length is taken off their offsets). */
const OPEN_TAG = '<?php ';
/** A statement parsed after the window, to see that the window leaves nothing open (see `spliceStatements`). */
const SENTINEL = '\n0;';

type Loc = { start: { offset: number }; end: { offset: number } };

/**
 * The tree of `text` made from `previous` (the tree of `edit.from`) by parsing again only the top-level statements
 * the edit touches, with one whole statement on each side: the window between two untouched statements starts and
 * ends where the lexer is between statements, so parsed alone (behind an open tag) it gives the statements a parse
 * of the whole text gives there, when it parses without an error into statements that fill it exactly. Anything
 * else — an error in either text, an edit outside the statements (the open tag, the end), a closing tag anywhere
 * (inline HTML changes what the lexer is in) — returns undefined, and the whole text is parsed. The nodes after the
 * window are moved by the edit's change in length, in place (offsets only: line and column are not kept up to date,
 * and nothing reads them).
 */
/** A spliced tree, and what was parsed again: `before` the old statements (old offsets), `after` their replacements. */
export interface Splice {
  program: PhpNode;
  edit: TextEdit;
  before: readonly PhpNode[];
  after: readonly PhpNode[];
}

function spliceStatements(previous: PhpParsedFile, text: string, edit: TextEdit): Splice | undefined {
  const old = previous.program;
  const children = old.children as PhpNode[] | undefined;
  const delta = edit.newEnd - edit.oldEnd;
  if (previous.parseError !== undefined || edit.from !== previous.text || text.length !== previous.text.length + delta) return undefined;
  if (!Array.isArray(children) || children.length === 0 || (old.errors as unknown[] | undefined)?.length) return undefined;
  if (previous.text.includes('?>') || text.includes('?>')) return undefined;
  const startOf = (i: number) => (children[i].loc as Loc).start.offset;
  const endOf = (i: number) => (children[i].loc as Loc).end.offset;
  if (children.some((c) => !c.loc)) return undefined;
  // The first statement that ends at or after the edit, and the last that starts at or before its end.
  let lo = 0;
  for (let hi = children.length; lo < hi;) {
    const mid = (lo + hi) >> 1;
    if (endOf(mid) < edit.start) lo = mid + 1;
    else hi = mid;
  }
  let first = lo;
  let last = first;
  while (last + 1 < children.length && startOf(last + 1) <= edit.oldEnd) last++;
  first = Math.max(0, first - 1);
  last = Math.min(children.length - 1, last + 1);
  const start = startOf(first);
  const end = endOf(last);
  if (first > last || start > edit.start || end < edit.oldEnd) return undefined;
  const window = text.slice(start, end + delta);
  let parsed: PhpNode;
  try {
    parsed = engine.parseCode(OPEN_TAG + window + SENTINEL, previous.file) as unknown as PhpNode;
  } catch {
    return undefined;
  }
  const fresh = parsed.children as PhpNode[];
  if ((parsed.errors as unknown[] | undefined)?.length || fresh.length < 2 || fresh.some((c) => !c.loc)) return undefined;
  // The sentinel is a statement of its own right after the window: nothing in the window (a comment, a string, a
  // heredoc) is left open, which the end of the text alone would have closed.
  const sentinel = (fresh.pop()!.loc as Loc).start.offset;
  const windowEnd = OPEN_TAG.length + window.length;
  if (sentinel !== windowEnd + 1 || (fresh[0].loc as Loc).start.offset !== OPEN_TAG.length || (fresh[fresh.length - 1].loc as Loc).end.offset !== windowEnd)
    return undefined;
  moveNodes(fresh, start - OPEN_TAG.length);
  const after = children.slice(last + 1);
  if (delta !== 0) moveNodes(after, delta);
  const program: PhpNode = { ...old, children: [...children.slice(0, first), ...fresh, ...after] };
  // The program ends where the text does (its end may be the position object of the last statement's end: a copy).
  if (old.loc) program.loc = { ...old.loc, end: { ...old.loc.end, offset: text.length } };
  return { program, edit, before: children.slice(first, last + 1), after: fresh };
}

/** Marks the position objects a move has moved (a number per move: a position shared by nodes is moved once). */
let moves = 0;

/**
 * Adds `by` to the offsets of every node under `nodes`. Nodes share position objects (a statement starts where its
 * expression does): each is moved once, marked with the move's number. This runs over every node after an edit.
 */
function moveNodes(nodes: readonly PhpNode[], by: number): void {
  const move = ++moves;
  const shift = (position: { offset: number; moved?: number }) => {
    if (position.moved === move) return;
    position.moved = move;
    position.offset += by;
  };
  const visit = (node: object): void => {
    if (Array.isArray(node)) {
      for (const child of node) if (typeof child === 'object' && child !== null) visit(child);
      return;
    }
    const loc = (node as PhpNode).loc as Loc | undefined | null;
    if (loc) {
      shift(loc.start);
      shift(loc.end);
    }
    for (const key of Object.keys(node)) {
      const value = (node as Record<string, unknown>)[key];
      if (typeof value === 'object' && value !== null && key !== 'loc') visit(value);
    }
  };
  visit(nodes);
}
