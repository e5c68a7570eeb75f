// Listing a folder from the files a host knows (the editor's workspace, a git revision): PHP's scandir() of a
// routes file asks it for the modules folder.

import assert from 'node:assert/strict';
import * as path from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { SOURCE_EXTENSIONS, entriesOf, folderEntries } from '../src/db/workspace-files';
import { FRONT_ENDS } from '../src/analysis/front-ends';

test('each folder lists the names the file paths show under it, whatever order the files come in', () => {
  const segment = fc.constantFrom('app', 'config', 'modules', 'blog', 'shop', 'routes.php', 'a.php');
  const file = fc.array(segment, { minLength: 1, maxLength: 5 }).map((parts) => path.join(path.sep, 'w', ...parts));
  fc.assert(
    fc.property(fc.array(file, { maxLength: 30 }), fc.constantFrom('/w', '/w/app', '/w/modules', '/w/app/config/', '/w/x'), (files, asked) => {
      const folder = path.resolve(asked);
      // The plain reading: every file under the folder gives the first segment below it.
      const expected = new Set(files.filter((f) => f.startsWith(folder + path.sep)).map((f) => f.slice(folder.length + 1).split(path.sep)[0]));
      const listed = entriesOf(folderEntries(files), asked);
      assert.deepEqual(new Set(listed ?? []), expected);
      assert.equal(listed === undefined, expected.size === 0);
    }),
    { seed: 20261124, numRuns: 300 },
  );
});

test('the extensions a workspace scan reads are those of the front ends, from modules that load no analysis', () => {
  assert.deepEqual([...SOURCE_EXTENSIONS].sort(), FRONT_ENDS.flatMap((frontEnd) => [...frontEnd.extensions]).sort());
});
