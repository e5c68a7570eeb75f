// What an open file's keystrokes keep: the statement memo and its runs keep the texts of edited statements and the
// routes they made, never the whole file's text of each keystroke (V8's slices of a string keep the string).

import assert from 'node:assert/strict';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import * as v8 from 'node:v8';
import * as vm from 'node:vm';
import { Workspace } from '../src/db/workspace';
import { generateConfig, CONSTANTS } from '../bench/generate';
import { memoryHost } from './harness/programs';

/** A full garbage collection (the test runner does not start Node with --expose-gc). */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

describe('memory kept across keystrokes', () => {
  test('keystrokes in many different routes of a large file keep far less than a copy of the file each', () => {
    const dir = path.resolve('/virtual/memory');
    const file = path.join(dir, 'routes.ts');
    const files: Record<string, string> = { [file]: generateConfig(2_000), [path.join(dir, 'constants.ts')]: CONSTANTS };
    const workspace = new Workspace(memoryHost(files));
    workspace.addFiles(Object.keys(files));
    let text = files[file];
    workspace.open(file, text);
    workspace.snapshot().diagnosticsOf(file);
    const starts: number[] = [];
    for (let i = text.indexOf("Route.get('"); i >= 0; i = text.indexOf("Route.get('", i + 1)) starts.push(i + "Route.get('".length);
    const keystrokes = 100;
    const type = (from: number, to: number) => {
      for (let k = from; k < to; k++) {
        // One character typed in a different route each time (earlier insertions moved the later routes by k).
        const at = starts[Math.floor((k * starts.length) / keystrokes)] + k;
        const before = text;
        text = text.slice(0, at) + 'x' + text.slice(at);
        workspace.edit(file, text, { from: before, start: at, oldEnd: at, newEnd: at + 1 });
        workspace.snapshot().diagnosticsOf(file);
      }
    };
    // The first keystrokes record what replays later; what they leave is the baseline.
    type(0, 10);
    collectGarbage();
    const before = process.memoryUsage().heapUsed;
    type(10, keystrokes);
    collectGarbage();
    const grown = process.memoryUsage().heapUsed - before;
    // Keeping each keystroke's text would be 90 copies of 112 KB (about 10 MB); what is kept is a few statements each.
    assert.ok(
      grown < ((keystrokes - 10) * text.length) / 4,
      `the heap grew by ${(grown / 1e6).toFixed(1)} MB over ${keystrokes - 10} keystrokes (text ${(text.length / 1e3).toFixed(0)} KB)`,
    );
  });
});
