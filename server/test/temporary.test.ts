// The tests' temporary folders are removed when the process exits: a run leaves nothing behind.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';

test('temporary folders are gone after the process that made them exits, also when it fails', () => {
  const helper = path.join(__dirname, 'harness/temporary.js');
  for (const ending of ['', 'process.exitCode = 1;', "throw new Error('a failing test');"]) {
    const script = `const { temporaryFolder } = require(${JSON.stringify(helper)});
      const fs = require('node:fs');
      const a = temporaryFolder('routelens-tmptest-');
      fs.mkdirSync(a + '/config', { recursive: true });
      fs.writeFileSync(a + '/config/routes.php', '<?php');
      console.log(JSON.stringify([a, temporaryFolder('routelens-tmptest-')]));
      ${ending}`;
    const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
    const folders = JSON.parse(run.stdout.trim()) as string[];
    assert.equal(folders.length, 2);
    for (const folder of folders) assert.equal(fs.existsSync(folder), false, `${folder} is left (${ending || 'normal exit'})`);
  }
});
