// One suite of cases run through every front end that accepts the construct: the TypeScript evaluator, the PHP
// evaluator, and the TypeScript config executed for real with the runtime library. All of them must give the
// same per-method tables, and those tables are the whole expected output, kept in server/test/expect/front-ends/.
// (The PHP files run in real PHP in `npm run test:php`: server/test-php/php-cases.test.ts.)

import assert from 'node:assert/strict';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import type { Verb } from '@routelens/shared';
import { VERBS } from '@routelens/shared';
import { evaluateFiles, executeConfig, staticTables } from './harness/evaluate';
import { expectText } from './harness/expect';
import { CASES, PHP_HEAD, PHP_TAIL, TS_HEAD, TS_TAIL } from './harness/front-end-cases';

type Tables = Record<Verb, [string, unknown][]>;

/** The tables as the expectation shows them: a block per request method, a line per route. */
function render(tables: Tables): string {
  return VERBS.map((verb) => `${verb}\n${tables[verb].map(([from, to]) => `  ${from} => ${JSON.stringify(to)}`).join('\n')}\n`).join('');
}

describe('one case suite through every front end', () => {
  for (const c of CASES) {
    test(c.name, () => {
      const ts = evaluateFiles({ 'routes.ts': TS_HEAD + c.ts + TS_TAIL });
      assert.deepEqual(ts.diagnostics.filter((d) => d.severity === 'error' || d.severity === 'warning').map((d) => d.code), [], 'TypeScript: no warning');
      const staticTs = staticTables(ts);
      const executed = executeConfig(path.join(ts.root, 'routes.ts'));
      assert.deepEqual(staticTs, executed, 'the TypeScript evaluator equals execution');
      if (c.php !== undefined) {
        const php = evaluateFiles({ 'application/config/routes.php': PHP_HEAD + c.php + PHP_TAIL });
        assert.deepEqual(php.diagnostics.filter((d) => d.severity === 'error' || d.severity === 'warning').map((d) => d.code), [], 'PHP: no warning');
        if (c.phpDiffers) {
          assert.notDeepEqual(staticTables(php), staticTs, `PHP differs: ${c.phpDiffers}`);
          expectText(`front-ends/${c.name}.php.txt`, render(staticTables(php)));
        } else {
          assert.deepEqual(staticTables(php), staticTs, 'the PHP evaluator equals the TypeScript one');
        }
      }
      expectText(`front-ends/${c.name}.txt`, render(staticTs));
    });
  }
});
