// The quick fix of a link diagnostic: the argument's string literal replaced by a close path or name the app has
// (the feature that reports it finds them, in `data.suggestions`).

import type { Fix, FixContext } from './definition';

/** One fix per suggestion, the first preferred when it is the only one; none unless the argument is one plain literal. */
export function suggestionFixes(context: FixContext, what: string): Fix[] {
  const suggestions = context.data?.suggestions;
  const text = context.text(context.span.file);
  if (!Array.isArray(suggestions) || text === undefined) return [];
  const literal = text.slice(context.span.start, context.span.end);
  const quote = literal[0];
  if ((quote !== "'" && quote !== '"') || literal[literal.length - 1] !== quote || literal.length < 2 || /[\\$]/.test(literal.slice(1, -1))) return [];
  // A path written with a leading slash keeps it.
  const slash = literal[1] === '/' ? '/' : '';
  return suggestions
    .filter((s): s is string => typeof s === 'string')
    .map((s) => ({
      title: `Change to the ${what} '${slash}${s.replace(/^\//, '')}'`,
      preferred: suggestions.length === 1,
      edits: [{ span: context.span, newText: quote + slash + s.replace(/^\//, '') + quote }],
    }));
}
