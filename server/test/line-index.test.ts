// Line indexes: the language server indexes a keystroke's text from the last index and the edit. Whatever the edit
// (line breaks of all three kinds typed, deleted, joined or parted), that must be the index of the text made afresh.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { LineIndex } from '../src/analysis/core/line-index';

const piece = fc.constantFrom('a', 'bc', '\n', '\r', '\r\n', ' ', '\u00e9', '\ud83d\ude00');
const textArb = fc.array(piece, { maxLength: 30 }).map((p) => p.join(''));

/** Every offset's position and every line's first offsets, as the index gives them. */
function view(index: LineIndex, text: string) {
  const positions = Array.from({ length: text.length + 2 }, (_, offset) => index.position(offset));
  const offsets = Array.from({ length: index.lineCount + 1 }, (_, line) => [0, 1, 3, 100].map((character) => index.offset({ line, character })));
  return { lines: index.lineCount, positions, offsets };
}

describe('line index', () => {
  test('an index made from the last one and an edit is the index of the new text', () => {
    fc.assert(
      fc.property(textArb, fc.nat(), fc.nat(5), textArb, (before, a, b, inserted) => {
        const start = a % (before.length + 1);
        const oldEnd = Math.min(before.length, start + b);
        const after = before.slice(0, start) + inserted + before.slice(oldEnd);
        const edited = LineIndex.edited(new LineIndex(before), after, { start, oldEnd, newEnd: start + inserted.length });
        assert.deepEqual(view(edited, after), view(new LineIndex(after), after), JSON.stringify({ before, after }));
      }),
      { numRuns: 3000, seed: 23 },
    );
  });

  test('a "\\r" and a "\\n" are one line break together, two apart; an edit between them parts or joins them', () => {
    const text = 'a\r\nb';
    assert.equal(new LineIndex(text).lineCount, 2);
    const parted = LineIndex.edited(new LineIndex(text), 'a\rx\nb', { start: 2, oldEnd: 2, newEnd: 3 });
    assert.equal(parted.lineCount, 3);
    assert.deepEqual(parted.position(3), { line: 1, character: 1 });
    const joined = LineIndex.edited(parted, text, { start: 2, oldEnd: 3, newEnd: 2 });
    assert.equal(joined.lineCount, 2);
    assert.deepEqual(joined.position(3), { line: 1, character: 0 });
  });
});
