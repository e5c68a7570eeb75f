// Where a view's links may be: the PHP blocks that mention a link helper (each parsed alone where it parses alone as
// it does in the file), the commonest of them read without php-parser, and the HTML comments that hide a link.

import type { PhpNode } from './php-parse';

/** The calls' names, for a look at a file's text before it is parsed. */
const MENTION = /\b(?:site_url|base_url|anchor(?:_popup)?|redirect|form_open(?:_multipart)?|url_to|route_to)\s*\(/i;

/** Whether a file's text may write a link (a cheap test before parsing it). */
export function mayHaveLinks(text: string): boolean {
  return MENTION.test(text);
}

const BLOCK_START = /^<\?(?:=|php\s+echo\s)\s*(\\?[a-z_]+)\s*\(/iy;
const LITERAL = /\s*(?:'([^'\\]*)'|"([^"\\$]*)"|(\d+))/y;
/** A variable, a property or an array item of one: `$id`, `$row->id`, `$row['id']`, `$a->b['c']`. */
const VARIABLE = /\s*(\$[a-z_]\w*(?:->[a-z_]\w*|\[(?:'[^'\\]*'|"[^"\\$]*"|\d+|\$[a-z_]\w*)\])*)/iy;
/** A constant's name (not a call, a class's or a namespace's; not true, false or null). */
const CONSTANT = /\s*((?!(?:true|false|null)\b)[a-z_]\w*)(?!\s*(?:\(|::|\\))/iy;
const CONCAT = /\s*\.(?!=)/y;
const NEXT = /\s*(,|\))/y;
const BLOCK_END = /\s*;?\s*\?>$/y;

/** A sticky match of `pattern` at `at` in `text`, or null. */
function stick(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

/**
 * The tree php-parser makes of the most common blocks a view writes — `<?= helper(…) ?>` or `<?php echo helper(…); ?>`
 * whose arguments are literals (strings without escapes or interpolation, integers), the first one possibly joined
 * with `.` to constants and variables (`SITE_AREA . '/blog/' . $post->id`) — made without it: a call of string,
 * number, constant, variable and `.` nodes
 * at their offsets in the file (a variable is read as an unknown part named by its text, whatever its kind).
 * Undefined for any other block (php-parser reads it).
 */
export function simpleBlock(text: string, start: number, end: number): PhpNode | undefined {
  const block = text.slice(start, end);
  const head = stick(BLOCK_START, block, 0);
  if (!head) return undefined;
  const loc = (from: number, to: number) => ({ start: { offset: start + from }, end: { offset: start + to } });
  const nameAt = head[0].lastIndexOf(head[1]);
  const operand = (at: number): { node: PhpNode; end: number } | undefined => {
    const literal = stick(LITERAL, block, at);
    if (literal) {
      const from = literal.index + literal[0].length - literal[0].trimStart().length;
      const node = literal[3] !== undefined ? { kind: 'number', value: literal[3] } : { kind: 'string', value: literal[1] ?? literal[2] };
      return { node: { ...node, loc: loc(from, LITERAL.lastIndex) }, end: LITERAL.lastIndex };
    }
    const constant = stick(CONSTANT, block, at);
    if (constant) {
      const from = constant.index + constant[0].length - constant[1].length;
      return { node: { kind: 'name', name: constant[1], resolution: 'uqn', loc: loc(from, CONSTANT.lastIndex) }, end: CONSTANT.lastIndex };
    }
    const variable = stick(VARIABLE, block, at);
    if (!variable) return undefined;
    const from = variable.index + variable[0].length - variable[1].length;
    return { node: { kind: 'variable', loc: loc(from, VARIABLE.lastIndex) }, end: VARIABLE.lastIndex };
  };
  const args: PhpNode[] = [];
  let at = head[0].length;
  if (stick(NEXT, block, at)?.[1] === ')') at = NEXT.lastIndex;
  else
    for (;;) {
      let first = operand(at);
      if (!first || (first.node.kind === 'variable' && args.length > 0)) return undefined;
      // Only the first argument joins parts with `.`, left to right as PHP groups them.
      while (args.length === 0 && stick(CONCAT, block, first.end)) {
        const right = operand(CONCAT.lastIndex);
        if (!right) return undefined;
        const left = first.node as PhpNode & { loc: ReturnType<typeof loc> };
        const node: PhpNode = {
          kind: 'bin',
          type: '.',
          left,
          right: right.node,
          loc: { start: left.loc.start, end: (right.node.loc as ReturnType<typeof loc>).end },
        };
        first = { node, end: right.end };
      }
      if (first.node.kind === 'variable') return undefined;
      args.push(first.node);
      const next = stick(NEXT, block, first.end);
      if (!next) return undefined;
      at = NEXT.lastIndex;
      if (next[1] === ')') break;
    }
  if (!stick(BLOCK_END, block, at)) return undefined;
  const name: PhpNode = { kind: 'name', name: head[1], resolution: head[1].startsWith('\\') ? 'fqn' : 'uqn', loc: loc(nameAt, nameAt + head[1].length) };
  const call: PhpNode = { kind: 'call', what: name, arguments: args, loc: loc(nameAt, at) };
  return { kind: 'program', children: [{ kind: 'expressionstatement', expression: call, loc: call.loc }], errors: [] };
}

/**
 * The PHP blocks of the file that mention a link helper, as [start, end) offsets; undefined when parsing them alone
 * is not worth it (they are most of the file: a controller) or not sure (a mention outside any block, which a `?>`
 * in a string could make).
 */
export function linkBlocks(text: string): [number, number][] | undefined {
  const mention = new RegExp(MENTION.source, 'gi');
  const kept: [number, number][] = [];
  let size = 0;
  for (let m = mention.exec(text); m; m = mention.exec(text)) {
    const open = text.lastIndexOf('<?', m.index);
    if (open < 0 || text.lastIndexOf('?>', m.index) > open) return undefined;
    const close = text.indexOf('?>', m.index);
    const end = close < 0 ? text.length : close + 2;
    if (kept.length && open < kept[kept.length - 1][1]) return undefined;
    kept.push([open, end]);
    size += end - open;
    mention.lastIndex = end;
  }
  return size * 2 > text.length ? undefined : kept;
}

/**
 * The HTML comments of a text (`<!--` to the next `-->`, or to the end), in order: found once per file, whatever
 * its number of links.
 */
export function htmlComments(text: string): [number, number][] {
  const found: [number, number][] = [];
  for (let open = text.indexOf('<!--'); open >= 0;) {
    const close = text.indexOf('-->', open + 4);
    const end = close < 0 ? text.length : close + 3;
    found.push([open, end]);
    open = text.indexOf('<!--', end);
  }
  return found;
}

/** Whether `offset` is inside one of the comments (a binary search). */
export function inComment(comments: readonly [number, number][], offset: number): boolean {
  let low = 0;
  let high = comments.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [start, end] = comments[middle];
    if (offset < start) high = middle - 1;
    else if (offset >= end) low = middle + 1;
    else return true;
  }
  return false;
}
