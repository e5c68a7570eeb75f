// The links a TypeScript or JavaScript controller writes with the port's `Route.url(name, ...params)` and
// `Route.named(name)`: the name and the parameters read as patterns (literals known, anything else an unknown part),
// with the compiler's parser (never run).

import type { ts } from 'ts-morph';
import type { Span } from '../../base/text';
import type { LinkCall, LinkPart } from '../core/links';
import { loadTypeScript, TS } from './syntax/typescript';

const MENTION = /\bRoute\s*\.\s*(?:url|named)\s*\(/;

/** A literal argument as text; anything else an unknown part named by its source text. */
function partOf(node: ts.Expression, source: ts.SourceFile): LinkPart {
  if (TS.isStringLiteral(node) || TS.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (TS.isNumericLiteral(node) && /^\d+$/.test(node.text)) return node.text;
  const text = node.getText(source).replace(/\s+/g, ' ');
  return { hole: text.length > 40 ? `${text.slice(0, 39)}…` : text };
}

/** The `Route.url()` and `Route.named()` calls of a script, in order. */
export function readScriptLinks(file: string, text: string): LinkCall[] {
  if (!MENTION.test(text)) return [];
  loadTypeScript();
  const source = TS.createSourceFile(file, text, TS.ScriptTarget.Latest, true);
  const found: LinkCall[] = [];
  const span = (node: ts.Node): Span => ({ file, start: node.getStart(source), end: node.getEnd() });
  const stack: ts.Node[] = [source];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (TS.isCallExpression(node) && TS.isPropertyAccessExpression(node.expression)) {
      const { expression, name } = node.expression;
      const method = name.text;
      if (TS.isIdentifier(expression) && expression.text === 'Route' && (method === 'url' || method === 'named') && node.arguments.length > 0) {
        const [first, ...rest] = node.arguments;
        const spread = rest.some((a) => TS.isSpreadElement(a));
        found.push({
          call: `Route.${method}`,
          kind: 'name',
          span: span(node),
          target: span(first),
          parts: TS.isSpreadElement(first) ? [{ hole: first.getText(source) }] : [partOf(first, source)],
          verb: 'GET',
          params: method === 'named' ? [] : spread ? null : rest.map((a) => [partOf(a, source)]),
        });
      }
    }
    node.forEachChild((child) => {
      stack.push(child);
    });
  }
  return found.sort((a, b) => a.span.start - b.span.start);
}
