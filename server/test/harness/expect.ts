// Whole-output expectations: the expected text lives in a file beside the tests (server/test/expect/NAME), so a
// change of output shows in review as a diff of that file. `UPDATE_EXPECT=1 npm test` writes the files anew from
// what the code gives; without it, any difference fails the test.

import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';

/** The expectation files' folder, in the sources (tests run from server/out/test). */
export const EXPECT_DIR = path.resolve(__dirname, '../../../test/expect');

export function expectText(name: string, actual: string): void {
  const file = path.join(EXPECT_DIR, name);
  if (process.env.UPDATE_EXPECT === '1') {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, actual);
    return;
  }
  assert.ok(fs.existsSync(file), `no expectation ${path.relative(process.cwd(), file)}: run UPDATE_EXPECT=1 npm test, and review it`);
  assert.equal(actual, fs.readFileSync(file, 'utf8'), `differs from ${name} (UPDATE_EXPECT=1 npm test writes it anew: review the diff)`);
}
