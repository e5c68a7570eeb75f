// The folder-README rule that `npm test` runs over the sources (server/tools/folder-readmes.ts): a README names
// every module of its folder and states the folder's invariant, and the sources keep to it.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { allProblems, readmeProblems } from '../tools/folder-readmes';

test('a module the README does not name, a missing invariant and a missing README are each reported', () => {
  assert.deepEqual(readmeProblems('a', ['one.ts', 'two.ts'], '# a\n\n`one.ts` does one thing.\n\n**Invariant:** pure.\n'), [
    'a/README.md does not name: two.ts',
  ]);
  assert.deepEqual(readmeProblems('a', ['one.ts'], '# a\n\n`one.ts`.\n'), ['a/README.md: no **Invariant:** line']);
  assert.deepEqual(readmeProblems('a', ['one.ts'], undefined), ['a: no README.md (it has 1 modules)']);
  // A name inside another name does not count: `a.ts` is not named by `data.ts`.
  assert.deepEqual(readmeProblems('a', ['a.ts'], '`data.ts`\n**Invariant:** x'), ['a/README.md does not name: a.ts']);
});

test('the sources keep to it', () => {
  assert.deepEqual(allProblems(), []);
});
