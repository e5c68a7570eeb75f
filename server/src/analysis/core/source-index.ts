// What every parsed route file offers the layers above, TypeScript or PHP: its text, its Route calls found
// syntactically, its imports, and the text scans that choose entry points.

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

/** The runtime library's package, and the tooling package that re-exports it (configs written before the split). */
export const ROUTE_PACKAGE = '@routelens/route';
export const ROUTE_PACKAGES: ReadonlySet<string> = new Set([ROUTE_PACKAGE, '@routelens/shared']);

/** Whether an import specifier names the Route library. */
export function isRoutePackage(specifier: string): boolean {
  return ROUTE_PACKAGES.has(specifier);
}

/**
 * A node of a front end's syntax tree, as far as the core needs one: where its text starts (`getStart` of the
 * file's tree) and ends. The core never looks inside it; the front end that made it does.
 */
export interface SyntaxNode {
  readonly end: number;
  getStart(tree?: unknown): number;
}

/** A parsed file with a syntax tree of its front end's. */
export interface SyntaxFile extends SourceIndex {
  readonly tree: unknown;
}

/** What the features need of any parsed file, TypeScript or PHP. */
export interface SourceIndex {
  readonly file: string;
  readonly text: string;
  readonly routeCalls: RouteCallSyntax[];
  readonly callsMap: boolean;
  readonly mentionsMap: boolean;
  readonly imports: string[];
  /** How many Route calls the file has, when its reader knows exactly without making `routeCalls` (the fast reader). */
  readonly callCount?: number;
  routeCallTextCount(): number;
}

/**
 * Files longer than this are analysed up to the last line break before it: TypeScript parses 10 MB in over
 * 2 s, more than the whole budget of a file. The rest is reported (`file-too-large`), never silently dropped.
 */
export const MAX_PARSED_CHARS = 3 * 1024 * 1024;

/**
 * How many `Route.map(` texts (or an alias') a text has: how entry points are chosen, without walking a tree (a
 * mention in a comment makes a file an entry, which analyses it just as it would be on its own).
 */
export function countMapMentions(text: string, routeNames: ReadonlySet<string>): number {
  return countMatches(new RegExp(`(?<![\\w$])(?:${alternatives(routeNames)})\\s*\\.\\s*map\\s*\\(`, 'g'), text);
}

/** How many `Route.x(` texts a text has, comments and strings included: an upper bound of its Route calls. */
export function countRouteCallTexts(text: string, routeNames: ReadonlySet<string>): number {
  return countMatches(new RegExp(`(?<![\\w$])(?:${alternatives(routeNames)})\\s*\\.\\s*[A-Za-z_$][\\w$]*\\s*\\(`, 'g'), text);
}

function countMatches(pattern: RegExp, text: string): number {
  // Counted with test(), which keeps no match: the text of a large file has thousands.
  let count = 0;
  while (pattern.test(text)) count++;
  return count;
}

/** Whether a character can be inside a `Route.x(` text before its parenthesis (a name, a space or the dot). */
const MATCH_CHAR = /[\w$\s.]/;

/**
 * The part of `text` that an edit of [start, end) can change the matches of `Route.x(` texts in: the edit, widened
 * over the characters such a text is made of (and its closing parenthesis). Outside it, the texts before and after
 * an edit have the same matches, so counts are updated by counting in this part of each.
 */
export function editWindow(text: string, start: number, end: number): [number, number] {
  let from = start;
  while (from > 0 && MATCH_CHAR.test(text[from - 1])) from--;
  let to = end;
  while (to < text.length && MATCH_CHAR.test(text[to])) to++;
  if (text[to] === '(') to++;
  return [from, to];
}

/** Names as alternatives of a regular expression (`$` escaped). */
function alternatives(names: ReadonlySet<string>): string {
  return [...names].map((n) => n.replace(/\$/g, '\\$')).join('|');
}
