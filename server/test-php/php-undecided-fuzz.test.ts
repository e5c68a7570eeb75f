// The PHP fuzzer with values not known: generated routes files over PHP's statement and expression forms
// (php-grammar.ts), each run by real PHP in three worlds and analysed once with nothing decided: exact or flagged,
// never wrong. Seeds are fixed (ROUTELENS_PHP_FUZZ_SEED and _RUNS change them). Needs `php` (Debian's php-cli).

import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { Random } from '../test/harness/grammar';
import { PhpProgram, checkPhpExactOrFlagged, writeRoutes } from './php-grammar';

const SEED = Number(process.env.ROUTELENS_PHP_FUZZ_SEED ?? 20261127);
const RUNS = Number(process.env.ROUTELENS_PHP_FUZZ_RUNS ?? 40);

describe('generated PHP routes files with values not known: exact or flagged in every world', () => {
  test(`${RUNS} programs from seed ${SEED}`, () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'routelens-php-undecided-'));
    let exact = 0;
    try {
      for (let run = 0; run < RUNS; run++) {
        const source = new PhpProgram(new Random(SEED + run * 7919), run % 2 === 0).text();
        const file = writeRoutes(folder, source);
        try {
          if (checkPhpExactOrFlagged(file)) exact++;
        } catch (error) {
          assert.fail(`program ${run} (seed ${SEED + run * 7919}): ${(error as Error).message}\n${source}`);
        }
      }
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
    // Both sides of the property are exercised: files routelens knows wholly, and files it flags.
    assert.ok(exact > 0 && exact < RUNS, `${exact} of ${RUNS} exact`);
  });
});
