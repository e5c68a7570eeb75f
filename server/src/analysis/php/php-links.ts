// The links a PHP view or controller writes: CodeIgniter's URL helpers (`site_url`, `base_url`, `anchor`,
// `anchor_popup`, `redirect`, `form_open`, `form_open_multipart`; CodeIgniter 4's `url_to`, `route_to`,
// `redirect()->to()`, `redirect()->route()`), each with its argument read as a pattern: literal text where the
// source decides it (strings, concatenation, interpolation, the app's constants, segment arrays), an unknown part
// where it does not (a variable, a call). Nothing is run; docs/links.md.

import type { Span } from '../../base/text';
import type { LinkCall, LinkPart, LinkReading } from '../core/links';
import type { PhpNode } from './php-parse';
import { parsePhp } from './php-parse';
import { htmlComments, inComment, linkBlocks, mayHaveLinks, simpleBlock } from './php-link-blocks';

export { mayHaveLinks } from './php-link-blocks';
export type { LinkCall, LinkKind, LinkPart, LinkReading } from '../core/links';
export { patternText } from '../core/links';

const PATH_HELPERS = new Set(['site_url', 'base_url', 'anchor', 'anchor_popup', 'redirect', 'form_open', 'form_open_multipart']);
const NAME_HELPERS = new Set(['url_to', 'route_to']);

/** A call's function name (lowercase, no namespace), when it calls a plain function. */
function functionName(node: PhpNode): string | undefined {
  if (node.kind !== 'call') return undefined;
  const what = node.what as PhpNode | undefined;
  if (what?.kind !== 'name' || typeof what.name !== 'string') return undefined;
  return what.name.replace(/^\\/, '').toLowerCase();
}

/** `redirect()->to(…)` / `redirect()->route(…)`: the method, when `node` is one. */
function redirectMethod(node: PhpNode): string | undefined {
  if (node.kind !== 'call') return undefined;
  const what = node.what as PhpNode | undefined;
  if (what?.kind !== 'propertylookup' && what?.kind !== 'nullsafepropertylookup') return undefined;
  const inner = what.what as PhpNode | undefined;
  const offset = what.offset as PhpNode | undefined;
  if (!inner || functionName(inner) !== 'redirect' || ((inner.arguments as PhpNode[]) ?? []).length > 0) return undefined;
  const method = offset?.kind === 'identifier' && typeof offset.name === 'string' ? offset.name.toLowerCase() : undefined;
  return method === 'to' || method === 'route' ? method : undefined;
}

function spanOf(file: string, node: PhpNode, base: number): Span {
  return { file, start: base + (node.loc?.start.offset ?? 0), end: base + (node.loc?.end.offset ?? 0) };
}

/** An argument read as text: literal parts, and where a link helper inside it begins the URL. */
interface Pattern {
  parts: LinkPart[];
  /** It starts with the app's URL (`site_url(…)`, `base_url(…)`): `parts` are the request path after its `/`. */
  app?: 'site' | 'base';
  /** A route-name link inside it (`redirect()->to(route_to('x'))`), which stands for the whole argument. */
  named?: PhpNode;
}

class LinkReader {
  readonly links: LinkCall[] = [];
  /** Where the tree being read starts in the file (a block parsed alone), added to its positions. */
  base = 0;
  /** Calls read as part of another's argument, not reported on their own. */
  private readonly inside = new Set<PhpNode>();

  constructor(
    private readonly file: string,
    private readonly text: string,
    private readonly reading: LinkReading,
  ) {}

  /** Every call in the tree, parents before what they contain (an explicit stack: a chain of 50,000 `.` is deep). */
  visit(root: unknown): void {
    const stack: unknown[] = [root];
    while (stack.length > 0) {
      const node = stack.pop();
      if (Array.isArray(node)) {
        for (let i = node.length - 1; i >= 0; i--) stack.push(node[i]);
        continue;
      }
      if (!node || typeof node !== 'object') continue;
      const php = node as PhpNode;
      if (typeof php.kind !== 'string') continue;
      if (php.kind === 'call' && !this.inside.has(php)) this.call(php);
      const keys = Object.keys(php);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i];
        if (key === 'loc' || key === 'kind') continue;
        const child = php[key];
        if (child && typeof child === 'object') stack.push(child);
      }
    }
  }

  /** `verb`: the method of the link this call's URL is given to (a helper around it), when it is one. */
  private call(node: PhpNode, verb?: 'GET' | 'POST' | null): void {
    const name = functionName(node);
    const method = name === undefined ? redirectMethod(node) : undefined;
    const ci4 = this.reading.framework === 'ci4';
    const args = (node.arguments as PhpNode[] | undefined) ?? [];
    // A form without an action posts to the current page: no link of its own.
    const currentPage = name?.startsWith('form_open') && (!args[0] || (args[0].kind === 'string' && args[0].value === ''));
    if (currentPage) return;
    if (name !== undefined && PATH_HELPERS.has(name) && !(ci4 && name === 'redirect')) {
      const builder = name === 'site_url' || name === 'base_url';
      const linkVerb = verb !== undefined ? verb : name.startsWith('form_open') ? this.formVerb(args[1]) : builder ? this.attributeVerb(node) : 'GET';
      this.pathLink(node, name, name === 'base_url' ? 'base' : 'site', args[0], linkVerb);
    } else if ((name !== undefined && NAME_HELPERS.has(name) && ci4) || (ci4 && name === 'redirect' && args.length > 0) || method === 'route') {
      const call = method ? 'redirect()->route' : name!;
      const params = method ? this.arrayParams(args[1]) : this.spreadParams(args.slice(1));
      this.nameLink(node, call, args[0], params, verb !== undefined ? verb : method || name === 'redirect' ? 'GET' : this.attributeVerb(node));
    } else if (method === 'to') {
      this.pathLink(node, 'redirect()->to', 'site', args[0], verb ?? 'GET');
    }
  }

  /**
   * The method a URL builder's URL is requested with: echoed whole as an `href` (GET) or a form's `action` (the form's
   * method, GET by default in HTML) in a view; null anywhere else (a script, another attribute, a variable).
   */
  private attributeVerb(node: PhpNode): 'GET' | 'POST' | null {
    const start = this.base + (node.loc?.start.offset ?? 0);
    const end = this.base + (node.loc?.end.offset ?? 0);
    const before = /(?:<\?=|<\?php\s+(?:echo|print)\b)\s*$/i.exec(this.text.slice(Math.max(0, start - 20), start));
    const after = /^\s*;?\s*\?>/.exec(this.text.slice(end, end + 20));
    if (!before || !after) return null;
    const open = start - before[0].length;
    const close = end + after[0].length;
    // The tag the block is written in: from the last `<` before it (a tag with PHP in an earlier attribute is not read).
    const near = Math.max(0, open - 2000);
    const tag = this.text.slice(near, open).lastIndexOf('<');
    const attribute = tag < 0 ? null : /^<([a-z][\w-]*)\b[^<>]*?\s(href|action)\s*=\s*(["'])$/i.exec(this.text.slice(near + tag, open));
    if (!attribute || this.text[close] !== attribute[3]) return null;
    if (attribute[2].toLowerCase() === 'href') return 'GET';
    if (attribute[1].toLowerCase() !== 'form') return null;
    const rest = /^[^<>]*>/.exec(this.text.slice(close + 1, close + 2000))?.[0] ?? '';
    const method = /\smethod\s*=\s*["']?([a-z]+)["'\s>]/i.exec(attribute[0] + rest)?.[1]?.toLowerCase();
    return method === undefined || method === 'get' ? 'GET' : method === 'post' ? 'POST' : null;
  }

  /** `form_open('x', ['method' => 'get'])`: the method its attributes give (post unless they say otherwise). */
  private formVerb(attributes: PhpNode | undefined): 'GET' | 'POST' | null {
    if (!attributes) return 'POST';
    let method: string | undefined;
    if (attributes.kind === 'string') {
      const found = /method\s*=\s*["']?(\w+)/i.exec(String(attributes.value));
      if (!found) return /method/i.test(String(attributes.value)) ? null : 'POST';
      method = found[1];
    } else if (attributes.kind === 'array') {
      for (const item of (attributes.items as PhpNode[]) ?? []) {
        const key = item?.kind === 'entry' ? (item.key as PhpNode | null) : null;
        if (key?.kind !== 'string' || String(key.value).toLowerCase() !== 'method') continue;
        const value = item.value as PhpNode;
        if (value.kind !== 'string') return null;
        method = String(value.value);
      }
      if (method === undefined) return 'POST';
    } else return null;
    return method.toLowerCase() === 'get' ? 'GET' : method.toLowerCase() === 'post' ? 'POST' : null;
  }

  private pathLink(node: PhpNode, call: string, kind: 'site' | 'base', arg: PhpNode | undefined, verb: 'GET' | 'POST' | null): void {
    const pattern: Pattern = arg ? this.pattern(arg, call !== 'redirect()->to' && call !== 'redirect' && !call.startsWith('form_open')) : { parts: [] };
    if (pattern.named) {
      // The URL is the route name's: that call is the link, with this one's method.
      this.call(pattern.named, verb);
      return;
    }
    const target = arg ? spanOf(this.file, arg, this.base) : spanOf(this.file, node, this.base);
    const first = pattern.parts[0];
    // A full URL is used as it is (anchor, redirect; form_open with `://`; site_url appends it like a path).
    if (!pattern.app && typeof first === 'string' && /^(?:[a-z][\w+.-]*:)?\/\//i.test(first) && call !== 'site_url' && call !== 'base_url') {
      this.links.push({ call, kind, span: spanOf(this.file, node, this.base), target, parts: [], url: first, verb });
      return;
    }
    const parts = pattern.app ? pattern.parts : this.helperPath(kind === 'base' ? 'base_url' : 'site_url', pattern.parts);
    this.links.push({ call, kind: pattern.app ?? kind, span: spanOf(this.file, node, this.base), target, parts: cutQuery(parts), verb });
  }

  /**
   * The request path (after the base URL's `/`) of site_url()/base_url() of a path: its leading `/` trimmed
   * (CodeIgniter 4 also makes each run of `/` one), site_url() with the index page before it — alone for an empty
   * path (`…/index.php`, without a slash: `site_url() . 'x'` is `…/index.phpx`).
   */
  private helperPath(name: 'site_url' | 'base_url', written: readonly LinkPart[]): LinkPart[] {
    let path = written.map((p, i) => (i === 0 && typeof p === 'string' ? p.replace(/^\/+/, '') : p));
    const last = path.length - 1;
    if (this.reading.trimsTrailingSlash && typeof path[last] === 'string') path[last] = (path[last] as string).replace(/\/+$/, '');
    if (this.reading.framework === 'ci4') path = path.map((p) => (typeof p === 'string' ? p.replace(/\/{2,}/g, '/') : p));
    path = joinParts(path);
    const index = this.reading.indexPage;
    if (name === 'base_url' || index === '') return path;
    return path.length ? joinParts([`${index}/`, ...path]) : [index];
  }

  private nameLink(node: PhpNode, call: string, arg: PhpNode | undefined, params: (readonly LinkPart[])[] | null, verb: 'GET' | 'POST' | null): void {
    const pattern = arg ? this.pattern(arg, false) : { parts: [] };
    const target = arg ? spanOf(this.file, arg, this.base) : spanOf(this.file, node, this.base);
    const span = spanOf(this.file, node, this.base);
    // A URL where a name goes (`redirect(site_url('x'))`): CodeIgniter looks a route up by that whole URL.
    if (pattern.app && arg)
      this.links.push({ call, kind: 'name', span, target, parts: [{ hole: this.source(arg) }], verb, params, urlAsName: this.source(arg) });
    else this.links.push({ call, kind: 'name', span, target, parts: pattern.parts, verb, params });
  }

  private spreadParams(args: PhpNode[]): (readonly LinkPart[])[] | null {
    if (args.some((a) => a.kind === 'variadic' || a.kind === 'namedargument')) return null;
    return args.map((a) => this.pattern(a, false).parts);
  }

  /** `redirect()->route('x', [$id])`: the array's items; null when it is not an array literal. */
  private arrayParams(arg: PhpNode | undefined): (readonly LinkPart[])[] | null {
    if (!arg) return [];
    if (arg.kind !== 'array') return null;
    const items = (arg.items as PhpNode[]) ?? [];
    if (items.some((item) => item?.kind !== 'entry' || item.key || item.unpack)) return null;
    return items.map((item) => this.pattern(item.value as PhpNode, false).parts);
  }

  /** An argument as text with unknown parts; `segments`: an array of segments is joined with `/` (site_url, anchor). */
  private pattern(node: PhpNode, segments: boolean): Pattern {
    switch (node.kind) {
      case 'string':
        return { parts: [String(node.value)] };
      case 'number':
        return { parts: [String(node.value)] };
      case 'encapsed': {
        if (node.type === 'heredoc' || node.type === 'shell') return this.hole(node);
        const parts: LinkPart[] = [];
        for (const part of (node.value as PhpNode[]) ?? []) {
          const expression = part.expression as PhpNode;
          if (expression?.kind === 'string') parts.push(String(expression.value));
          else parts.push(...this.hole(expression ?? part).parts);
        }
        return { parts: joinParts(parts) };
      }
      case 'bin': {
        if (node.type !== '.') return this.hole(node);
        // A chain `a . b . c` is left-deep: its operands are read in order, without a recursion per `.`.
        const operands: PhpNode[] = [];
        let left: PhpNode = node;
        while (left.kind === 'bin' && left.type === '.') {
          operands.push(left.right as PhpNode);
          left = left.left as PhpNode;
        }
        operands.push(left);
        operands.reverse();
        const first = this.pattern(operands[0], false);
        if (first.named) return first;
        const parts = [...first.parts];
        const add = (part: LinkPart) => {
          const last = parts[parts.length - 1];
          if (typeof part === 'string' && typeof last === 'string') parts[parts.length - 1] = last + part;
          else if (part !== '') parts.push(part);
        };
        for (let i = 1; i < operands.length; i++) {
          const right = this.pattern(operands[i], false);
          if (right.named) return { parts: [], named: right.named };
          // A link helper on the right is a URL in the middle of the text: not a path of this app.
          if (right.app) add({ hole: this.source(operands[i]) });
          else for (const part of right.parts) add(part);
        }
        return { ...(first.app ? { app: first.app } : {}), parts };
      }
      case 'name': {
        const value = this.reading.constant(String(node.name).replace(/^\\/, ''));
        if (typeof value === 'string' || typeof value === 'number') return { parts: [String(value)] };
        return this.hole(node);
      }
      case 'array': {
        if (!segments) return this.hole(node);
        const items = (node.items as PhpNode[]) ?? [];
        if (items.some((item) => item?.kind !== 'entry' || item.unpack)) return this.hole(node);
        const parts: LinkPart[] = [];
        items.forEach((item, i) => {
          if (i > 0) parts.push('/');
          parts.push(...this.pattern(item.value as PhpNode, false).parts);
        });
        return { parts: joinParts(parts) };
      }
      case 'call': {
        const name = functionName(node);
        const args = (node.arguments as PhpNode[] | undefined) ?? [];
        if ((name === 'site_url' || name === 'base_url') && !args.slice(1).some((a) => a.kind === 'variadic')) {
          this.inside.add(node);
          const inner = args[0] ? this.pattern(args[0], true) : { parts: [] };
          if (inner.named) return inner;
          // A URL given to site_url() again is not a path of the app.
          if (inner.app) return this.hole(node);
          return { app: name === 'site_url' ? 'site' : 'base', parts: this.helperPath(name, inner.parts) };
        }
        if (this.reading.framework === 'ci4' && name !== undefined && NAME_HELPERS.has(name)) return { parts: [], named: node };
        return this.hole(node);
      }
      default:
        return this.hole(node);
    }
  }

  private hole(node: PhpNode): Pattern {
    return { parts: [{ hole: this.source(node) }] };
  }

  private source(node: PhpNode): string {
    const text = this.text.slice(this.base + (node.loc?.start.offset ?? 0), this.base + (node.loc?.end.offset ?? 0)).replace(/\s+/g, ' ');
    return text.length > 40 ? `${text.slice(0, 39)}…` : text || '…';
  }
}

/** Adjacent literal parts joined. */
function joinParts(parts: LinkPart[]): LinkPart[] {
  const joined: LinkPart[] = [];
  for (const part of parts) {
    const last = joined[joined.length - 1];
    if (typeof part === 'string' && typeof last === 'string') joined[joined.length - 1] = last + part;
    else if (part !== '') joined.push(part);
  }
  return joined;
}

/** The path: the parts before a literal `?` or `#` (what follows is the query string or the fragment). */
function cutQuery(parts: readonly LinkPart[]): LinkPart[] {
  const cut: LinkPart[] = [];
  for (const part of parts) {
    if (typeof part !== 'string') {
      cut.push(part);
      continue;
    }
    const at = part.search(/[?#]/);
    if (at < 0) cut.push(part);
    else {
      if (at > 0) cut.push(part.slice(0, at));
      break;
    }
  }
  return cut;
}

/**
 * The links a PHP file writes, in the order they appear; none when it does not parse. `simple`: the commonest blocks
 * are read without php-parser (a test compares both ways on real apps' views).
 */
export function readLinks(file: string, text: string, reading: LinkReading, simple = true): LinkCall[] {
  return readFileLinks(file, text, reading, simple).links;
}

/**
 * The links of a PHP file, and where php-parser stops when the file was read whole and it does not read it all (its
 * links are then those it read).
 */
export function readFileLinks(
  file: string,
  text: string,
  reading: LinkReading,
  simple = true,
): { links: LinkCall[]; parseError?: { message: string; offset: number } } {
  if (!mayHaveLinks(text)) return { links: [] };
  const reader = new LinkReader(file, text, reading);
  let parseError: { message: string; offset: number } | undefined;
  // A view is mostly HTML and PHP that writes no link: only the blocks that may write one are parsed, each where it
  // parses alone as it does in the file; otherwise the whole file is.
  const blocks = linkBlocks(text)?.map(([start, end]) => {
    const read = simple ? simpleBlock(text, start, end) : undefined;
    if (read) return { start: 0, program: read };
    const program = parsePhp(file, text.slice(start, end));
    return program && ((program.errors as unknown[] | undefined)?.length ?? 0) === 0 ? { start, program } : undefined;
  });
  if (blocks && blocks.every((b) => b !== undefined))
    for (const block of blocks) {
      reader.base = block!.start;
      reader.visit(block!.program.children);
    }
  else {
    const program = parsePhp(file, text);
    if (!program) return { links: [], parseError: { message: 'php-parser gives up on it', offset: 0 } };
    const [first] = (program.errors as { message?: string; loc?: { start?: { offset?: number } } }[] | undefined) ?? [];
    if (first) parseError = { message: String(first.message ?? 'syntax error').replace(/^Parse Error : /, ''), offset: first.loc?.start?.offset ?? 0 };
    reader.base = 0;
    reader.visit(program.children);
  }
  // Inside an HTML comment the helper still runs, but no one can follow what it writes: not a link.
  const comments = text.includes('<!--') ? htmlComments(text) : [];
  const links = reader.links.filter((l) => !inComment(comments, l.span.start)).sort((a, b) => a.span.start - b.span.start);
  return parseError ? { links, parseError } : { links };
}
