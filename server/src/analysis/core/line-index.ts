// Offsets to zero-based lines and UTF-16 columns, and back, for a file's text.

import type { TextEdit } from '../../base/text';

export interface Position {
  line: number;
  character: number;
}

/** Whether a line starts at `at` of `text`: after '\n', or after a '\r' that no '\n' follows. */
function lineStartsAt(text: string, at: number): boolean {
  const before = text.charCodeAt(at - 1);
  return before === 10 || (before === 13 && text.charCodeAt(at) !== 10);
}

/** The line starts of `text` from `from` to `to` (both included), appended to `starts`. */
function scanStarts(text: string, from: number, to: number, starts: number[]): void {
  for (let at = Math.max(from, 1); at <= to; at++) if (lineStartsAt(text, at)) starts.push(at);
}

export class LineIndex {
  /** Where each line starts (a typed array: the language server makes one per keystroke of a large file). */
  private readonly starts: Int32Array;

  constructor(
    readonly text: string,
    starts?: Int32Array,
  ) {
    if (starts) {
      this.starts = starts;
      return;
    }
    const found = [0];
    if (text.indexOf('\r') < 0) {
      // The usual case, found with indexOf (a fast scan).
      for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) found.push(i + 1);
    } else {
      scanStarts(text, 1, text.length, found);
    }
    this.starts = Int32Array.from(found);
  }

  /**
   * The index of `text`, made by `edit` from the text of `previous`: the lines before the edit are kept, those after
   * it moved, only the edited range is scanned (and the line start on each side of it, which its first and last
   * characters decide: a '\r' and a '\n' joined or parted by the edit).
   */
  static edited(previous: LineIndex, text: string, edit: Omit<TextEdit, 'from'>): LineIndex {
    const old = previous.starts;
    const delta = edit.newEnd - edit.oldEnd;
    // Kept: starts before the edit's start; dropped: starts from its start to its old end; moved: the rest.
    let keep = 0;
    for (let hi = old.length; keep < hi;) {
      const mid = (keep + hi) >> 1;
      if (old[mid] < edit.start) keep = mid + 1;
      else hi = mid;
    }
    // The first line starts at 0 whatever the edit.
    keep = Math.max(keep, 1);
    let moved = keep;
    while (moved < old.length && old[moved] <= edit.oldEnd) moved++;
    const fresh: number[] = [];
    scanStarts(text, edit.start, edit.newEnd, fresh);
    const starts = new Int32Array(keep + fresh.length + old.length - moved);
    starts.set(old.subarray(0, keep));
    starts.set(fresh, keep);
    const at = keep + fresh.length;
    for (let i = moved; i < old.length; i++) starts[at + i - moved] = old[i] + delta;
    return new LineIndex(text, starts);
  }

  position(offset: number): Position {
    const clamped = Math.max(0, Math.min(offset, this.text.length));
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.starts[mid] <= clamped) low = mid;
      else high = mid - 1;
    }
    return { line: low, character: clamped - this.starts[low] };
  }

  offset(position: Position): number {
    if (position.line < 0) return 0;
    if (position.line >= this.starts.length) return this.text.length;
    const start = this.starts[position.line];
    // A character past the line's end is the line's end, before its line break (LSP clamps, it does not wrap).
    let end = this.text.length;
    if (position.line + 1 < this.starts.length) {
      end = this.starts[position.line + 1] - 1;
      if (end > start && this.text.charCodeAt(end) === 10 && this.text.charCodeAt(end - 1) === 13) end--;
    }
    return Math.min(start + Math.max(0, position.character), end);
  }

  /** How many lines the text has. */
  get lineCount(): number {
    return this.starts.length;
  }
}
