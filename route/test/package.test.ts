// What an app loads: requiring @routelens/route (and @routelens/router) loads the runtime library and nothing of
// the tooling — no lint, no diagnostic definitions, no resolver, no analysis.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';

const ROOT = path.resolve(__dirname, '../../..');

/** The files a fresh Node process loads for `require(specifier)`, relative to the repository. */
function loadedBy(specifier: string): string[] {
  const script = `const before = new Set(Object.keys(require.cache)); require(${JSON.stringify(specifier)});
process.stdout.write(JSON.stringify(Object.keys(require.cache).filter((k) => !before.has(k))));`;
  const out = execFileSync(process.execPath, ['-e', script], { cwd: ROOT, encoding: 'utf8' });
  return (JSON.parse(out) as string[]).map((file) => path.relative(ROOT, file).split(path.sep).join('/'));
}

test('require("@routelens/route") loads the runtime library and RE2 only', () => {
  const loaded = loadedBy('@routelens/route');
  assert.ok(loaded.includes('route/out/src/route.js'), 'the Route facade is loaded');
  const other = loaded.filter((file) => !file.startsWith('route/out/src/') && !file.startsWith('node_modules/re2js/'));
  assert.deepEqual(other, []);
});

test('require("@routelens/router") loads no lint, no diagnostic definitions and no analysis', () => {
  const loaded = loadedBy('@routelens/router');
  assert.ok(loaded.includes('shared/out/src/ci3-resolve.js'), 'the CodeIgniter 3 resolver is loaded');
  const tooling = loaded.filter((file) => /^shared\/out\/src\/(index|lint|diagnostics\/|segment-trie|edit-distance)|^server\//.test(file));
  assert.deepEqual(tooling, []);
});
