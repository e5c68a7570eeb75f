// The index behind the unreachable-route check: earlier patterns by segment, so that a `from` is compared only
// with the patterns that could match every URI it could.

import { isLiteralRange } from '@routelens/route/literal';

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
/** `Entry` is what the trie keeps per `from` (the lint's Entry). */
export class SegmentTrie<Entry> {
  // Children by literal segment: the first inline (most nodes have one child), more in a Map.
  private oneKey: string | undefined;
  private oneChild: SegmentTrie<Entry> | undefined;
  private literal: Map<string, SegmentTrie<Entry>> | undefined;
  // Children by non-literal segment (wildcards, groups): a query visits them all.
  private onePatternKey: string | undefined;
  private onePatternChild: SegmentTrie<Entry> | undefined;
  private patternKeys: string[] | undefined;
  private patternChildren: SegmentTrie<Entry>[] | undefined;
  private patternIndex: Map<string, number> | undefined;
  /** The `from` whose segments end here (one: a path of segments is one `from`). */
  private end: Entry | undefined;
  /** Patterns that end here with a catch-all last segment such as `(.*)`. */
  private rest: Entry[] | undefined;

  /** The child for the literal segment from[at, end), compared in place (no substring for the inline child). */
  private literalChild(from: string, at: number, end: number): SegmentTrie<Entry> | undefined {
    if (this.oneKey !== undefined && sameText(this.oneKey, from, at, end)) return this.oneChild;
    return this.literal?.get(from.slice(at, end));
  }

  private addLiteral(segment: string): SegmentTrie<Entry> {
    const child = new SegmentTrie<Entry>();
    if (this.oneKey === undefined) {
      this.oneKey = segment;
      this.oneChild = child;
    } else {
      (this.literal ??= new Map()).set(segment, child);
    }
    return child;
  }

  private patternChild(segment: string): SegmentTrie<Entry> {
    if (this.onePatternKey === undefined || this.onePatternKey === segment) {
      if (this.onePatternKey === undefined) {
        this.onePatternKey = segment;
        this.onePatternChild = new SegmentTrie<Entry>();
      }
      return this.onePatternChild!;
    }
    const keys = (this.patternKeys ??= []);
    const children = (this.patternChildren ??= []);
    // A few more patterns per node are searched in a list; a table with many at one place gets a Map.
    const at = keys.length <= 16 ? keys.indexOf(segment) : ((this.patternIndex ??= new Map(keys.map((k, i) => [k, i]))).get(segment) ?? -1);
    if (at >= 0) return children[at];
    const child = new SegmentTrie<Entry>();
    this.patternIndex?.set(segment, keys.length);
    keys.push(segment);
    children.push(child);
    return child;
  }

  /**
   * Adds to `found` the patterns that could match every URI of `from` (from the segment starting at `at`), then
   * inserts `entry` (a pattern whose `from` it is) if given. The insertion follows one of the paths the query
   * takes, so the two share every lookup on it; nodes are created after they were searched, so a pattern is
   * never its own candidate. The path is cut into segments only as deep as the index has branches for it.
   * More than MAX_CANDIDATES ends the search, not the insertion.
   */
  visit(from: string, at: number, found: Entry[], entry: Entry | undefined): void {
    const searching = found.length <= MAX_CANDIDATES;
    if (at > from.length) {
      if (searching && this.end !== undefined) found.push(this.end);
      if (entry !== undefined) this.end = entry;
      return;
    }
    if (searching && this.rest !== undefined) for (const rest of this.rest) found.push(rest);
    if (entry === undefined && this.oneKey === undefined && this.onePatternKey === undefined) return;
    let slash = from.indexOf('/', at);
    const last = slash < 0;
    if (last) slash = from.length;
    // Literal children have literal keys: a pattern segment of `from` has none to look up.
    const literal = isLiteralRange(from, at, slash);
    if (literal) {
      const child = this.literalChild(from, at, slash);
      if (child !== undefined && (searching || entry !== undefined)) child.visit(from, slash + 1, found, entry);
      else if (entry !== undefined) this.addLiteral(from.slice(at, slash)).visit(from, slash + 1, found, entry);
    }
    // A catch-all last segment is kept at this node (inserted below); any other pattern segment goes on in the
    // pattern child with the same text. Every pattern child can match the segment.
    const rest = !literal && entry !== undefined && last && REST_SEGMENT.has(from.slice(at, slash));
    let path = literal || rest ? undefined : entry;
    if (this.onePatternChild !== undefined) {
      const onPath = path !== undefined && sameText(this.onePatternKey!, from, at, slash);
      if (onPath) path = undefined;
      if (searching || onPath) this.onePatternChild.visit(from, slash + 1, found, onPath ? entry : undefined);
    }
    const patterns = this.patternChildren;
    if (patterns !== undefined) {
      const keys = this.patternKeys!;
      for (let i = 0; i < patterns.length; i++) {
        const onPath = path !== undefined && sameText(keys[i], from, at, slash);
        if (onPath) path = undefined;
        if (searching || onPath) patterns[i].visit(from, slash + 1, found, onPath ? entry : undefined);
      }
    }
    if (rest) (this.rest ??= []).push(entry);
    // A pattern segment new here gets a child.
    else if (path !== undefined) this.patternChild(from.slice(at, slash)).visit(from, slash + 1, found, path);
  }
}

/** Whether `key` is the text from[at, end). */
function sameText(key: string, from: string, at: number, end: number): boolean {
  return key.length === end - at && from.startsWith(key, at);
}
