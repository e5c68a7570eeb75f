// Where a view's links may be: the PHP blocks that mention a link helper (each parsed alone where it parses alone as
// it does in the file), the commonest of them read without php-parser, and the HTML comments that hide a link.

import type { PhpNode } from './php-parse';

/** The calls' names, for a look at a file's text before it is parsed. */
const MENTION = /\b(?:site_url|base_url|anchor(?:_popup)?|redirect|form_open(?:_multipart)?|url_to|route_to)\s*\(/i;

/** Whether a file's text may write a link (a cheap test before parsing it). */
export function mayHaveLinks(text: string): boolean {
  return MENTION.test(text);
}

const SIMPLE_BLOCK = /^<\?(?:=|php\s+echo\s)\s*(\\?[a-z_]+)\s*\(((?:\s*(?:'[^'\\]*'|"[^"\\$]*"|\d+)\s*,)*\s*(?:'[^'\\]*'|"[^"\\$]*"|\d+))?\s*\)\s*;?\s*\?>$/i;
const SIMPLE_ARGUMENT = /\s*('([^'\\]*)'|"([^"\\$]*)"|(\d+))\s*(?:,|$)/y;

/**
 * The tree php-parser makes of the most common block a view writes, `<?= helper('literal', …) ?>` or
 * `<?php echo helper(…); ?>` with literal arguments only (strings without escapes or variables, integers), made
 * without it: a call node with string and number arguments at their offsets in the file. Undefined for any other
 * block (php-parser reads it).
 */
export function simpleBlock(text: string, start: number, end: number): PhpNode | undefined {
  const block = text.slice(start, end);
  const m = SIMPLE_BLOCK.exec(block);
  if (!m) return undefined;
  const at = (offset: number) => ({ start: { offset: start + offset }, end: { offset: start + offset } });
  const nameAt = block.indexOf(m[1], block.indexOf('<?') + 2);
  const open = block.indexOf('(', nameAt + m[1].length);
  const close = block.lastIndexOf(')');
  const args: PhpNode[] = [];
  const inner = block.slice(open + 1, close);
  SIMPLE_ARGUMENT.lastIndex = 0;
  for (let a = SIMPLE_ARGUMENT.exec(inner); a; a = SIMPLE_ARGUMENT.exec(inner)) {
    const literalAt = open + 1 + a.index + a[0].indexOf(a[1]);
    const loc = { start: { offset: start + literalAt }, end: { offset: start + literalAt + a[1].length } };
    args.push(a[4] !== undefined ? { kind: 'number', value: a[4], loc } : { kind: 'string', value: a[2] ?? a[3], loc });
    if (SIMPLE_ARGUMENT.lastIndex >= inner.length) break;
  }
  const name: PhpNode = { kind: 'name', name: m[1], resolution: m[1].startsWith('\\') ? 'fqn' : 'uqn', loc: at(nameAt) };
  const call: PhpNode = { kind: 'call', what: name, arguments: args, loc: { start: { offset: start + nameAt }, end: { offset: start + close + 1 } } };
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

/** Whether `offset` is inside an HTML comment (`<!--` … `-->`) of the text. */
export function inHtmlComment(text: string, offset: number): boolean {
  const open = text.lastIndexOf('<!--', offset);
  return open >= 0 && text.lastIndexOf('-->', offset) < open;
}
