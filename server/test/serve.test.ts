// `routelens serve`: the example app served by the real command over HTTP (fetch to 127.0.0.1), with a log line per
// request naming the route that won; its help says that it runs the app's controllers.

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { main } from '../src/cli/main';

const ROOT = path.resolve(__dirname, '../../..');
const BIN = path.join(ROOT, 'server/bin/routelens.js');
const APP = path.join(ROOT, 'test-fixtures/router-app');

describe('routelens serve', () => {
  test('serves the example app over HTTP and logs each request with its route', async () => {
    const child = spawn(process.execPath, [BIN, 'serve', APP, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const lines: ((text: string) => void)[] = [];
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      for (const waiter of [...lines]) waiter(out);
    });
    const until = (pattern: RegExp) =>
      new Promise<RegExpExecArray>((resolve) => {
        const check = (text: string) => {
          const found = pattern.exec(text);
          if (found) {
            lines.splice(lines.indexOf(check), 1);
            resolve(found);
          }
        };
        lines.push(check);
        check(out);
      });
    try {
      const [, base] = await until(/routelens serve: (http:\/\/127\.0\.0\.1:\d+)\//);
      await until(/This runs the app's controllers/);
      const photo = await fetch(`${base}/photos/12`);
      assert.deepEqual([photo.status, await photo.json()], [200, { photo: '12' }]);
      assert.equal(await (await fetch(`${base}/admin/blog/drafts`)).text(), '{"drafts":true,"page":"1"}');
      // Another verb than a verb route's goes on to automatic routing, as in CodeIgniter: here the 404_override's page.
      const moved = await fetch(`${base}/photos`, { method: 'PATCH' });
      assert.deepEqual([moved.status, await moved.text()], [404, 'Custom 404 page']);
      const refused = await fetch(`${base}/photos/(x)`);
      assert.equal(refused.status, 400);
      await until(/GET \/photos\/\(x\) → refused 400/);
      assert.match(out, /GET \/photos\/12 → gallery\/photos\/show\/12 \(route 'photos\/\(:num\)'\) → Photos::show 200 \d+ms/);
      assert.match(out, /GET \/admin\/blog\/drafts → blog\/admin\/drafts \(route 'admin\/\(:any\)\/\(:any\)'\) → Admin::drafts 200/);
      assert.match(out, /PATCH \/photos → 404_override → Pages::missing 404/);
    } finally {
      child.kill('SIGTERM');
    }
    const code = await new Promise((resolve) => child.on('exit', resolve));
    assert.equal(code, 0);
  });

  test("its help says that it runs the app's code; a bad --port is bad usage", async () => {
    let out = '';
    let err = '';
    const io = {
      out: (s: string) => {
        out += s;
      },
      err: (s: string) => {
        err += s;
      },
      color: false,
    };
    assert.equal(await main(['serve', '--help'], io), 0);
    assert.match(out, /serve RUNS THE\nAPP'S CODE: its controllers/);
    assert.equal(await main(['serve', APP, '--port', 'eighty'], io), 2);
    assert.equal(err, "routelens: --port must be a port number (0 for any free port), not 'eighty'\n");
  });
});
