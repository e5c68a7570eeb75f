// Whether a piece of a route path is plain text: no regular-expression syntax and no CodeIgniter wildcard.

/** Whether a pattern segment is plain text (no regular-expression syntax, no `:any`/`:num` wildcard). */
export function isLiteralSegment(segment: string): boolean {
  return isLiteralRange(segment, 0, segment.length);
}

/**
 * Whether text[at, end) is plain text (no regular-expression syntax, and no ':', which starts the `:any` and
 * `:num` wildcards), without cutting it out.
 */
export function isLiteralRange(text: string, at: number, end: number): boolean {
  return plainEnd(text, at, end) === end;
}

/** Where the plain text that starts at `at` ends (see isLiteralRange): its first syntax character, or `end`. */
export function plainEnd(text: string, at: number, end: number): number {
  for (let i = at; i < end; i++) {
    switch (text.charCodeAt(i)) {
      // \ ^ $ . | ? * + ( ) [ ] { } :
      case 92:
      case 94:
      case 36:
      case 46:
      case 124:
      case 63:
      case 42:
      case 43:
      case 40:
      case 41:
      case 91:
      case 93:
      case 123:
      case 125:
      case 58:
        return i;
    }
  }
  return end;
}
