// The front ends' case suite (server/test/harness/front-end-cases.ts), its PHP files run by real PHP for every
// request method and compared with routelens, entry by entry. Needs `php` (Debian's php-cli).

import assert from 'node:assert/strict';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { writeWorkspace } from '../test/harness/lsp-client';
import { CASES, CONDITION_CASES, CONDITION_INPUTS, PHP_HEAD, PHP_TAIL } from '../test/harness/front-end-cases';
import { firstDifference, phpTables, routelensTables } from './harness';

describe("the front ends' case suite in real PHP", () => {
  for (const c of CASES) {
    if (c.php === undefined) continue;
    test(c.name, async () => {
      const { root } = writeWorkspace({ 'application/config/routes.php': PHP_HEAD + c.php + PHP_TAIL });
      const file = path.join(root, 'application/config/routes.php');
      const ours = await routelensTables(file);
      assert.equal(ours.code, 0, ours.err);
      const difference = firstDifference(phpTables(file), ours.tables);
      assert.equal(difference, undefined, difference);
    });
  }
});

describe('the conditions of the case suite in real PHP, decided every way', () => {
  for (const c of CONDITION_CASES) {
    test(c.name, async () => {
      const { root } = writeWorkspace({ 'application/config/routes.php': PHP_HEAD + c.php + PHP_TAIL });
      const file = path.join(root, 'application/config/routes.php');
      for (const inputs of CONDITION_INPUTS) {
        const ours = await routelensTables(file, inputs);
        assert.equal(ours.code, 0, ours.err);
        const difference = firstDifference(phpTables(file, inputs), ours.tables);
        assert.equal(difference, undefined, `A=${inputs.A} B=${inputs.B}: ${difference}`);
      }
    });
  }
});
