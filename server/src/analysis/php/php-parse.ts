// PHP route files (application/config/routes.php): parsed with php-parser, indexed like TypeScript files.

import { Engine } from 'php-parser';
import type { RouteCallSyntax, SourceIndex } from '../syntax/source-index';

/** A node of php-parser's AST, read loosely: the evaluator checks `kind` before it reads anything else. */
export interface PhpNode {
  kind: string;
  loc?: { start: { offset: number }; end: { offset: number } } | null;
  [key: string]: unknown;
}

const engine = new Engine({
  parser: { php7: true, php8: true, extractDoc: false, suppressErrors: true },
  ast: { withPositions: true },
  lexer: { short_tags: true, asp_tags: false },
});

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
  return /\\?Illuminate\\[\w\\]*Route\b/i.test(text)
    || /(?<![\w$])Route\s*::\s*\w+\s*\([^;]*?\)\s*->\s*(?:name|middleware|where|group|prefix)\s*\(/i.test(text)
    || /(?<![\w$])Auth\s*::\s*routes\s*\(/.test(text)
    || isLaravel4Routes(text);
}

/**
 * A Laravel 4 `app/routes.php` (no facade import, no fluent chains): it calls Route methods this library does not
 * have (`group`, `controller`, `filter`, …) or gives a route a closure, an options array or a `Controller@action`
 * as its target, and never maps its routes into `$route` — which a routes file of this library must do to have any
 * effect. (A Bonfire file that mistypes a method, `Route::resource(…)`, still maps, and is still checked.)
 */
function isLaravel4Routes(text: string): boolean {
  if (/(?<![\w$])Route\s*::\s*map\s*\(/i.test(text)) return false;
  return /(?<![\w$])Route\s*::\s*(?:group|controllers?|filter|when|model|bind|pattern)\s*\(/i.test(text)
    || /(?<![\w$])Route\s*::\s*(?:get|post|put|patch|delete|any|options)\s*\(\s*(['"])[^'"]*\1\s*,\s*(?:function\b|fn\b|\[|array\s*\(|['"][\w\\]+@\w+['"])/i.test(text);
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

  constructor(readonly file: string, readonly text: string) {
    this.foreign = isForeignRouteFile(text);
    let program: PhpNode;
    let parseError: string | undefined;
    try {
      program = engine.parseCode(text, file) as unknown as PhpNode;
    } catch (error) {
      // suppressErrors keeps most errors inside the tree; anything else leaves an empty program.
      program = { kind: 'program', children: [] };
      parseError = error instanceof Error ? error.message : String(error);
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
