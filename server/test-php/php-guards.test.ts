// Guard clauses in routes.php (server/test/harness/php-guard-cases.ts), decided every way by --define: the table
// routelens gives equals the one real PHP gives with the same values, for every request method. The same files
// undecided are checked in server/test/guards.test.ts. Needs `php` (Debian's php-cli).

import assert from 'node:assert/strict';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { writeWorkspace } from '../test/harness/lsp-client';
import { PHP_GUARD_CASES, PHP_GUARD_HEAD, PHP_GUARD_TAIL } from '../test/harness/php-guard-cases';
import { firstDifference, phpTables, routelensTables } from './harness';

describe('guard clauses in routes.php, decided: routelens equals PHP', () => {
  for (const [name, body] of Object.entries(PHP_GUARD_CASES)) {
    test(name, async () => {
      const { root } = writeWorkspace({ 'application/config/routes.php': PHP_GUARD_HEAD + body + PHP_GUARD_TAIL });
      const file = path.join(root, 'application/config/routes.php');
      for (const defines of [
        { A: '', B: '' },
        { A: '1', B: '' },
        { A: '', B: '1' },
        { A: '1', B: '1' },
      ]) {
        const ours = await routelensTables(file, defines);
        assert.equal(ours.code, 0, ours.err);
        const difference = firstDifference(phpTables(file, defines), ours.tables);
        assert.equal(difference, undefined, `A=${defines.A} B=${defines.B}: ${difference}`);
      }
    });
  }
});
