// Strings kept for longer than a keystroke must not keep the text they were cut from.

/**
 * A copy of `text` that keeps nothing else alive. V8 makes a `slice` of a long string a view into that string (a
 * sliced string), and the parser's literals are slices of the text it parses: a statement's text, or a route's path,
 * kept by the statement memo or a run of replayed routes would keep the whole file's text of its keystroke with it —
 * one copy of the file per edited statement (measured: 200 keystrokes in different routes of a 10,000-call config
 * kept 115 MB). Joining forces a flat copy, of which the result is then a slice.
 */
export function detached(text: string): string {
  return (' ' + text).slice(1);
}
