// The command line keeps V8's code cache of the TypeScript compiler in a private folder of the temporary folder
// (cli/compile-cache.ts): the output is the same with it, without it and with a cache V8 rejects, and a folder that
// is not private is not used.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { UNUSED_DAYS, cacheFolder } from '../src/cli/compile-cache';
import { temporaryFolder } from './harness/temporary';

const BIN = path.resolve(__dirname, '../../bin/routelens.js');

function list(config: string, tmp: string, env: Record<string, string> = {}): string {
  const result = spawnSync(process.execPath, [BIN, 'list', config, '--json'], { encoding: 'utf8', env: { ...process.env, TMPDIR: tmp, ...env } });
  assert.equal(result.status, 0, result.stderr);
  return result.stdout;
}

describe('the compiler code cache of the command line', () => {
  test('is made by a first run, used by the next, ignored when off or rejected: the same output every time', () => {
    const root = temporaryFolder('routelens-cc-');
    const config = path.join(root, 'routes.ts');
    fs.writeFileSync(config, "import { Route } from '@routelens/route';\nRoute.get('a/(:num)', 'c/show/$1');\nexport const routes = Route.map({});\n");
    const tmp = path.join(root, 'tmp');
    fs.mkdirSync(tmp);
    const off = list(config, tmp, { ROUTELENS_COMPILE_CACHE: '0' });
    assert.deepEqual(fs.readdirSync(tmp), [], 'nothing is written with the cache off');
    assert.equal(list(config, tmp), off);
    const folder = path.join(tmp, `routelens-compile-cache-${process.getuid!()}`);
    const files = fs.readdirSync(folder);
    assert.equal(files.length, 1);
    assert.equal(fs.statSync(folder).mode & 0o777, 0o700);
    assert.equal(fs.statSync(path.join(folder, files[0])).mode & 0o777, 0o600);
    const kept = fs.readFileSync(path.join(folder, files[0]));
    assert.ok(kept.length > 100_000, `a cache of ${kept.length} bytes`);
    assert.equal(list(config, tmp), off);
    // A cache V8 cannot use (another build's, a damaged file) is replaced, and changes nothing.
    fs.writeFileSync(path.join(folder, files[0]), Buffer.from('not a code cache'), { mode: 0o600 });
    assert.equal(list(config, tmp), off);
    assert.ok(fs.readFileSync(path.join(folder, files[0])).length > 100_000, 'the damaged cache was made again');
    // Caches unused for longer than UNUSED_DAYS go when a cache is written; a recent one stays, and a used one is
    // marked as used.
    const old = path.join(folder, 'old.bin');
    const recent = path.join(folder, 'recent.bin');
    for (const file of [old, recent]) fs.writeFileSync(file, 'x', { mode: 0o600 });
    const longAgo = new Date(Date.now() - (UNUSED_DAYS + 1) * 24 * 3600 * 1000);
    fs.utimesSync(old, longAgo, longAgo);
    fs.utimesSync(path.join(folder, files[0]), longAgo, longAgo);
    assert.equal(list(config, tmp), off);
    assert.ok(fs.statSync(path.join(folder, files[0])).mtimeMs > longAgo.getTime() + 1000, 'the cache used is marked as used');
    fs.rmSync(path.join(folder, files[0]));
    assert.equal(list(config, tmp), off);
    assert.deepEqual(fs.readdirSync(folder).sort(), [files[0], 'recent.bin'].sort());
  });

  test('a folder others may write, or a link, is not used', () => {
    const root = temporaryFolder('routelens-cc-');
    const folder = path.join(root, `routelens-compile-cache-${process.getuid!()}`);
    fs.mkdirSync(folder);
    fs.chmodSync(folder, 0o777);
    assert.equal(cacheFolder(root), undefined);
    fs.chmodSync(folder, 0o700);
    assert.equal(cacheFolder(root), folder);
    const other = temporaryFolder('routelens-cc-');
    const elsewhere = path.join(other, 'target');
    fs.mkdirSync(elsewhere, { mode: 0o700 });
    fs.symlinkSync(elsewhere, path.join(other, `routelens-compile-cache-${process.getuid!()}`));
    assert.equal(cacheFolder(other), undefined);
  });
});
