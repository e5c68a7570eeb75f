// The index behind the unreachable-route check: earlier patterns by segment, so that a `from` is compared only
// with the patterns that could match every URI it could.

import type { FromInfo } from './lint-index';
import { isLiteralRange } from './patterns';

/** Catch-all last segments: they match one or more segments. */
export const REST_SEGMENT = new Set(['(.*)', '(.+)', '.*', '.+']);

/** More candidates than this for one `from` (a pathological table) ends the check for it, and incremental updates. */
export const MAX_CANDIDATES = 64;

/**
 * Earlier patterns indexed by segment: literal segments by their text, other segments (wildcards, groups) by
 * pattern. A query follows its own literal and every non-literal branch, so only plausible candidates are
 * checked with `subsumes` and a table of thousands of routes stays near-linear. Only patterns with a
 * non-literal segment are indexed: a literal path matches one URI, so it can only shadow the same `from`.
 * Everything here lives until the lint ends, so nodes are small: most have one child, kept without a Map.
 */
export class SegmentTrie {
  // Children by literal segment: the first inline (most nodes have one child), more in a Map.
  private oneKey: string | undefined;
  private oneChild: SegmentTrie | undefined;
  private literal: Map<string, SegmentTrie> | undefined;
  // Children by non-literal segment (wildcards, groups): a query visits them all.
  private onePatternKey: string | undefined;
  private onePatternChild: SegmentTrie | undefined;
  private patternKeys: string[] | undefined;
  private patternChildren: SegmentTrie[] | undefined;
  private patternIndex: Map<string, number> | undefined;
  /** The `from` whose segments end here (one: a path of segments is one `from`). */
  private end: FromInfo | undefined;
  /** Patterns that end here with a catch-all last segment such as `(.*)`. */
  private rest: FromInfo[] | undefined;

  /** The child for the literal segment from[at, end), compared in place (no substring for the inline child). */
  private literalChild(from: string, at: number, end: number): SegmentTrie | undefined {
    const one = this.oneKey;
    if (one !== undefined && one.length === end - at && from.startsWith(one, at)) return this.oneChild;
    return this.literal?.get(from.slice(at, end));
  }

  private addLiteral(segment: string): SegmentTrie {
    const child = new SegmentTrie();
    if (this.oneKey === undefined) {
      this.oneKey = segment;
      this.oneChild = child;
    } else {
      (this.literal ??= new Map()).set(segment, child);
    }
    return child;
  }

  private patternChild(segment: string): SegmentTrie {
    if (this.onePatternKey === undefined || this.onePatternKey === segment) {
      if (this.onePatternKey === undefined) {
        this.onePatternKey = segment;
        this.onePatternChild = new SegmentTrie();
      }
      return this.onePatternChild!;
    }
    const keys = (this.patternKeys ??= []);
    const children = (this.patternChildren ??= []);
    // A few more patterns per node are searched in a list; a table with many at one place gets a Map.
    const at = keys.length <= 16 ? keys.indexOf(segment) : (this.patternIndex ??= new Map(keys.map((k, i) => [k, i]))).get(segment) ?? -1;
    if (at >= 0) return children[at];
    const child = new SegmentTrie();
    this.patternIndex?.set(segment, keys.length);
    keys.push(segment);
    children.push(child);
    return child;
  }

  insert(entry: FromInfo): void {
    const from = entry.from;
    let node: SegmentTrie = this;
    let at = 0;
    for (;;) {
      let slash = from.indexOf('/', at);
      const last = slash < 0;
      if (last) slash = from.length;
      if (isLiteralRange(from, at, slash)) {
        node = node.literalChild(from, at, slash) ?? node.addLiteral(from.slice(at, slash));
      } else {
        const segment = from.slice(at, slash);
        if (last && REST_SEGMENT.has(segment)) {
          (node.rest ??= []).push(entry);
          return;
        }
        node = node.patternChild(segment);
      }
      if (last) break;
      at = slash + 1;
    }
    node.end = entry;
  }

  /**
   * Adds the patterns that could match every URI of `from` (from the segment starting at `at`) to `found`. The
   * path is cut into segments only as deep as the index has branches for it.
   */
  candidates(from: string, at: number, found: FromInfo[]): void {
    if (found.length > MAX_CANDIDATES) return;
    const atEnd = at > from.length;
    if (this.rest !== undefined && !atEnd) for (const entry of this.rest) found.push(entry);
    if (atEnd) {
      if (this.end !== undefined) found.push(this.end);
      return;
    }
    if (this.oneKey === undefined && this.onePatternKey === undefined) return;
    let slash = from.indexOf('/', at);
    if (slash < 0) slash = from.length;
    if (this.oneKey !== undefined) this.literalChild(from, at, slash)?.candidates(from, slash + 1, found);
    if (this.onePatternChild !== undefined) this.onePatternChild.candidates(from, slash + 1, found);
    const patterns = this.patternChildren;
    if (patterns !== undefined) for (let i = 0; i < patterns.length; i++) patterns[i].candidates(from, slash + 1, found);
  }
}
