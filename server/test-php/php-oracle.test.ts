// The PHP corpus (test-fixtures/php-corpus): each app's config/routes.php run by real PHP for every request method
// (oracle/run.php, with the harness' Route class where the file calls Route::) and compared with `routelens map
// --json`, entry by entry, in order. A difference is a failing test. Needs `php` (Debian's php-cli).

import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { firstDifference, phpAvailable, phpTables, routelensTables } from './harness';

const CORPUS = path.resolve(__dirname, '../../../test-fixtures/php-corpus');

describe('PHP routes files: routelens equals PHP, for every request method', () => {
  test('php is installed', () => assert.ok(phpAvailable(), 'php is not on the PATH: apt-get install php-cli'));
  const cases = fs
    .readdirSync(CORPUS)
    .filter((name) => fs.existsSync(path.join(CORPUS, name, 'application/config/routes.php')))
    .sort();
  test('the corpus has at least 30 apps', () => assert.ok(cases.length >= 30, `${cases.length} apps`));
  for (const name of cases) {
    test(name, async () => {
      const file = path.join(CORPUS, name, 'application/config/routes.php');
      const definesFile = path.join(CORPUS, name, 'defines.json');
      const defines = fs.existsSync(definesFile) ? (JSON.parse(fs.readFileSync(definesFile, 'utf8')) as Record<string, string>) : {};
      const ours = await routelensTables(file, defines);
      assert.equal(ours.code, 0, ours.err);
      const difference = firstDifference(phpTables(file, defines), ours.tables);
      assert.equal(difference, undefined, difference);
    });
  }
});
