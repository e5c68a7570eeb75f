// The calls an evaluation reached (VisitedCalls): kept in a list while they come in text order and in a set when
// they do not, with replayed statements' calls as runs. Whatever the order, it answers as a plain set of the
// calls would.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { VisitedCalls } from '../src/analysis/core/visited-calls';

/** A generator of numbers from a seed (mulberry32), so that a failing sequence can be run again. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test('calls reached in any order, again, in runs and moved: the same answers as a set of them', () => {
  for (let seed = 1; seed <= 300; seed++) {
    const next = random(seed);
    const visited = new VisitedCalls();
    const model = new Set<number>();
    const other = new Set<number>();
    // A replayed statement is pure: nothing else reaches the calls inside it.
    const inRuns = new Set<number>();
    const runStarts: number[] = [];
    let at = 0;
    const steps = 5 + Math.floor(next() * 60);
    for (let step = 0; step < steps; step++) {
      const choice = next();
      if (choice < 0.55) {
        // Mostly onwards in the text, as a file of plain calls is reached.
        at += 1 + Math.floor(next() * 20);
        visited.add(at);
        model.add(at);
      } else if (choice < 0.8) {
        // Back to an earlier place: a function declared below, a loop's second round.
        const start = Math.floor(next() * (at + 1));
        if (inRuns.has(start)) continue;
        visited.add(start);
        model.add(start);
      } else if (choice < 0.9) {
        const start = Math.floor(next() * (at + 30));
        visited.add(start, false);
        other.add(start);
      } else {
        // A replayed statement after everything so far: its calls are new ones.
        const start = at + 1;
        const offsets = [0, 3, 3, 7].slice(0, 1 + Math.floor(next() * 4));
        visited.addRun(start, offsets, new Set(offsets).size);
        runStarts.push(start);
        for (const offset of offsets) {
          model.add(start + offset);
          inRuns.add(start + offset);
        }
        at = start + 10;
      }
    }
    assert.equal(visited.size, model.size, `seed ${seed}: size`);
    // An edit at `from` moves what comes after it (never inside a replayed statement: it would be evaluated again).
    let from = at >> 1;
    while (runStarts.some((start) => from > start && from <= start + 7)) from++;
    const copy = visited.moved(from, 5);
    for (let start = 0; start <= at + 40; start++) {
      assert.equal(visited.has(start), model.has(start) || other.has(start), `seed ${seed}: has(${start})`);
      const was = (place: number) => model.has(place) || other.has(place);
      const moved = start < from ? was(start) : start >= from + 5 && was(start - 5);
      assert.equal(copy.has(start), moved, `seed ${seed}: moved has(${start})`);
    }
    assert.equal(visited.size, model.size, `seed ${seed}: size after has`);
  }
});
