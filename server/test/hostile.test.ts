// Hostile input: nothing is executed, nothing hangs, nothing crashes — through the evaluator, the CLI and the server.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import type { Hover } from 'vscode-languageserver';
import { analyzeEntry } from '../src/analysis/analyze';
import { diskHost } from '../src/db/disk-host';
import { withSession } from './harness/checks';
import { TestClient, uriOf, writeWorkspace } from './harness/lsp-client';

const ROOT = path.resolve(__dirname, '../../..');
const HOSTILE = path.join(ROOT, 'test-fixtures/hostile');
const MARKERS = ['written', 'spawned', 'getter', 'loop', 'imported', 'call'].map((m) => `/tmp/routelens-hostile-${m}`);

function clearMarkers(): void {
  for (const marker of [...MARKERS, path.join(HOSTILE, 'written-by-config')]) fs.rmSync(marker, { force: true });
}

function assertNothingHappened(): void {
  for (const marker of [...MARKERS, path.join(HOSTILE, 'written-by-config')]) assert.ok(!fs.existsSync(marker), `${marker} exists: something was executed`);
}

describe('a config that would write, spawn, read the environment and loop forever', () => {
  test('the CLI lists its routes and does none of it', () => {
    clearMarkers();
    const result = spawnSync(process.execPath, [path.join(ROOT, 'server/bin/routelens.js'), 'list', '--json', path.join(HOSTILE, 'routes.ts')], {
      encoding: 'utf8',
      timeout: 30_000,
      env: { ...process.env, SECRET: 'leaked' },
    });
    assert.equal(result.status, 0, result.stderr);
    const { routes, diagnostics } = JSON.parse(result.stdout) as { routes: { from: string }[]; diagnostics: { code: string; message: string }[] };
    // The getter is evaluated, not run: its environment read stays a placeholder (SECRET is set for this run); the
    // placeholder is the whole `??` (unset, the value would be '').
    assert.deepEqual(
      routes.slice(0, 3).map((r) => r.from),
      ['health', "tokens/⟨process.env.SECRET ?? ''⟩", 'evil'],
    );
    assert.equal(routes.length, 10);
    assert.ok(!result.stdout.includes('leaked'), 'the environment was not read');
    assert.ok(
      diagnostics.some((d) => d.code === 'evaluation-limit'),
      'the endless loop was stopped',
    );
    assertNothingHappened();
  });

  test('the language server analyses it too, and does none of it', async () => {
    clearMarkers();
    const client = await TestClient.start(HOSTILE);
    try {
      const file = path.join(HOSTILE, 'routes.ts');
      await client.open(file);
      const diagnostics = await client.waitForDiagnostics(file, (d) => d.length > 0);
      assert.ok(diagnostics.some((d) => d.code === 'evaluation-limit'));
      const text = fs.readFileSync(file, 'utf8');
      const hover = await client.request<Hover>('textDocument/hover', client.at(file, text.indexOf("Route.resources('photos')") + 7));
      assert.match((hover.contents as { value: string }).value, /7 routes/);
    } finally {
      await client.stop();
    }
    assertNothingHappened();
  });
});

// A hang is caught by the runner's timeout, not by a timed assertion (speed is the benchmark's business).
describe('bounded: partial results within the per-file budget', { timeout: 120_000 }, () => {
  const budget = (files: Record<string, string | Buffer>, check?: (routes: number, codes: string[]) => void) => {
    const { root } = writeWorkspace({});
    for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(root, name), content);
    const analysis = analyzeEntry(path.join(root, Object.keys(files)[0]), diskHost);
    // The route view and the diagnostics (with the table lint) are made on first use: inside the bound too.
    const routes = analysis.routes.length;
    const codes = analysis.diagnostics.map((d) => d.code);
    assert.ok(!codes.includes('evaluation-failed'), 'no exception inside the evaluator');
    check?.(routes, codes);
    return analysis;
  };

  test('a 10 MB file', () => {
    const line = "Route.get('users/(:num)/posts', 'posts/index/$1', { as: 'n' + 1 });\n";
    budget({ 'big.ts': "import { Route } from '@routelens/route';\n" + line.repeat(Math.ceil((10 * 1024 * 1024) / line.length)) }, (routes, codes) => {
      assert.ok(routes > 0, 'partial results');
      assert.ok(codes.includes('file-too-large'), 'the cut is reported');
    });
  });

  test('a minified one-line file', () => {
    const calls = Array.from({ length: 3000 }, (_, i) => `R.get("p${i}/(:num)","c/m/$1")`).join(';');
    budget({ 'min.js': `const{Route:R}=require("@routelens/route");${calls};R.map({})` }, (routes) => assert.equal(routes, 3000));
  });

  test('binary garbage and invalid UTF-8', () => {
    const garbage = Buffer.from(Array.from({ length: 200_000 }, (_, i) => (i * 7919 + 13) % 256));
    budget({ 'garbage.ts': garbage }, (routes) => assert.equal(routes, 0));
    budget(
      {
        'utf8.ts': Buffer.concat([
          Buffer.from("import { Route } from '@routelens/route';\nRoute.any('caf"),
          Buffer.from([0xc3, 0x28, 0xff]),
          Buffer.from("', 'x');\n"),
        ]),
      },
      (routes) => assert.equal(routes, 1),
    );
  });

  test('syntax errors anywhere', () => {
    const source =
      "import { Route } from '@routelens/route';\nRoute.prefix('a', () => {\n  Route.get('b', 'c');\n  Route.resources(\n});\nRoute.any('after', 'x'\n";
    for (let cut = 0; cut <= source.length; cut += 7) {
      budget({ 'cut.ts': source.slice(0, cut) + '}{)(' + source.slice(cut) });
    }
  });
});

describe('the disk host', () => {
  test('reads every file as Node decodes it, whatever its size; a directory or a missing file is one error line', () => {
    const { root } = writeWorkspace({});
    const files: Record<string, Buffer> = {
      // Larger than the buffer reads share, and with two-byte characters across its boundaries.
      'big.ts': Buffer.from('é'.repeat(300_000) + 'end'),
      'bom.ts': Buffer.from('\ufeffimport { Route } from "@routelens/route"; // ü'),
      'invalid.ts': Buffer.from([0x61, 0xc3, 0x28, 0xff, 0x62]),
      'empty.ts': Buffer.alloc(0),
      'small.ts': Buffer.from("Route.get('a', 'b');"),
    };
    for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(root, name), content);
    // Read in an order where a small file follows a larger one: nothing of the earlier read may show.
    for (const name of ['big.ts', 'small.ts', 'bom.ts', 'empty.ts', 'invalid.ts', 'big.ts']) {
      const read = diskHost.read(path.join(root, name));
      assert.ok(read.ok, name);
      assert.equal(read.text, fs.readFileSync(path.join(root, name), 'utf8'), name);
    }
    const dir = diskHost.read(root);
    assert.deepEqual(dir, { ok: false, error: `${root} is not a file` });
    const missing = diskHost.read(path.join(root, 'none.ts'));
    assert.deepEqual(missing, { ok: false, error: `${path.join(root, 'none.ts')}: no such file or directory` });
  });
});

describe('crash isolation', () => {
  test('a failing feature answers that request with an error, logs once, and the server goes on', async () => {
    let calls = 0;
    const overrides = {
      hover: () => {
        calls++;
        throw new Error('hover exploded');
      },
    };
    await withSession(
      { 'routes.ts': "import { Route } from '@routelens/route';\nRoute.resources('photos');\n" },
      async (s) => {
        for (let i = 0; i < 3; i++) {
          await assert.rejects(s.client.request('textDocument/hover', s.client.at(s.file, 50)), /hover exploded/);
        }
        assert.equal(calls, 3);
        const symbols = await s.client.request<unknown[]>('textDocument/documentSymbol', { textDocument: { uri: uriOf(s.file) } });
        assert.equal(symbols.length, 1, 'other features still answer');
        assert.equal(s.client.logs.filter((l) => l.includes('hover exploded')).length, 1, 'logged once');
      },
      overrides,
    );
  });

  test('a cancelled request is answered with RequestCancelled', async () => {
    await withSession({ 'routes.ts': "import { Route } from '@routelens/route';\nRoute.resources('photos');\n" }, async (s) => {
      const { CancellationTokenSource } = await import('vscode-jsonrpc/node');
      const source = new CancellationTokenSource();
      source.cancel();
      await assert.rejects(s.client.connection.sendRequest('textDocument/hover', s.client.at(s.file, 50), source.token), /cancel/i);
      const after = await s.client.request<Hover>('textDocument/hover', s.client.at(s.file, 50));
      assert.ok(after);
    });
  });
});

// A workspace's route pattern with catastrophic backtracking, and a path that makes a backtracking engine try every
// split: a run of 'a' that ends in '-'. With V8's engine the lint and the matcher took time doubling per character.
const EVIL_PATH = 'a'.repeat(60) + '-';
const CLI = path.join(ROOT, 'server/bin/routelens.js');

function runCli(args: string[]): { status: number | null; stdout: string; stderr: string } {
  // The runner's timeout is the hang check; this one only keeps a hung child from outliving the test.
  const result = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('a route pattern with catastrophic backtracking', { timeout: 120_000 }, () => {
  const workspaces = {
    ts: {
      'routes.ts': `import { Route } from '@routelens/route';\nRoute.get('(a+)+', 'evil/run');\nRoute.get('${EVIL_PATH}', 'plain/run');\nRoute.get('x/((a|aa)+)b', 'alt/run/$1');\nexport const routes = Route.map({});\n`,
    },
    php: {
      'application/config/routes.php': `<?php\n$route['(a+)+'] = 'evil/run';\n$route['${EVIL_PATH}'] = 'plain/run';\n$route['x/((a|aa)+)b'] = 'alt/run/$1';\n`,
    },
  };

  for (const [kind, files] of Object.entries(workspaces)) {
    test(`${kind}: check warns slow-pattern, list and match finish with CodeIgniter's answer`, () => {
      const { root } = writeWorkspace(files);
      const check = runCli(['check', '--json', root]);
      assert.notEqual(check.status, null, 'check finished');
      const { diagnostics } = JSON.parse(check.stdout) as { diagnostics: { code: string; message: string }[] };
      const slow = diagnostics.filter((d) => d.code === 'slow-pattern');
      assert.equal(slow.length, 2, check.stdout);
      assert.match(slow[0].message, /denial-of-service/);
      assert.ok(!diagnostics.some((d) => d.code === 'unreachable-route'), 'the plain route is not shadowed: (a+)+ does not match it');
      const list = runCli(['list', '--json', root]);
      assert.equal(list.status, 0, list.stderr);
      // The first route that matches wins: '(a+)+' does not match a path with '-', the literal route does.
      const plain = runCli(['match', 'GET', EVIL_PATH, root]);
      assert.equal(plain.status, 0, plain.stderr);
      assert.match(plain.stdout, /→ plain\/run/);
      const evil = runCli(['match', 'GET', 'a'.repeat(5000), root]);
      assert.match(evil.stdout, /→ evil\/run/);
      const alternation = runCli(['match', 'GET', `x/${'a'.repeat(3000)}b`, root]);
      assert.match(alternation.stdout, new RegExp(`→ alt/run/${'a'.repeat(3000)}`));
      const none = runCli(['match', 'GET', `x/${'a'.repeat(3000)}`, root]);
      assert.equal(none.status, 1, 'no route matches');
    });
  }

  test('the language server answers the route view, symbols, hover and diagnostics', async () => {
    const { root } = writeWorkspace(workspaces.ts);
    const client = await TestClient.start(root);
    try {
      const file = path.join(root, 'routes.ts');
      await client.open(file);
      const diagnostics = await client.waitForDiagnostics(file, (d) => d.some((x) => x.code === 'slow-pattern'));
      assert.equal(diagnostics.filter((d) => d.code === 'slow-pattern').length, 2);
      const routes = await client.request<{ routes: unknown[] }>('routelens/routes', {});
      assert.equal(routes.routes.length, 3);
      const symbols = await client.request<{ name: string }[]>('textDocument/documentSymbol', { textDocument: { uri: uriOf(file) } });
      assert.equal(symbols.filter((s) => /^GET /.test(s.name)).length, 3, JSON.stringify(symbols.map((s) => s.name)));
      const hover = await client.request<Hover>('textDocument/hover', client.at(file, fs.readFileSync(file, 'utf8').indexOf('Route.get(') + 2));
      assert.ok(hover);
      const match = await client.request<{ match: { target: string } | null }>('routelens/match', { verb: 'GET', uri: EVIL_PATH });
      assert.equal(match.match?.target, 'plain/run');
    } finally {
      await client.stop();
    }
  });
});

describe('a FIFO where a file is expected is never opened', { timeout: 120_000 }, () => {
  const fifo = (file: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const made = spawnSync('mkfifo', [file]);
    assert.equal(made.status, 0, 'mkfifo works here');
  };

  test('the CLI: a FIFO as the path is one error line and exit 2; in a folder, an import or an include, it is skipped', () => {
    const { root } = writeWorkspace({
      'routes.ts': "import { Route } from '@routelens/route';\nimport { extra } from './pipe';\nRoute.get('a', 'b/c');\nexport const routes = Route.map({});\n",
      'application/config/routes.php': "<?php\ninclude APPPATH . 'config/pipe.php';\ninclude 'pipe.php';\n$route['x'] = 'y/z';\n",
    });
    fifo(path.join(root, 'pipe.ts'));
    fifo(path.join(root, 'application/config/pipe.php'));
    fifo(path.join(root, 'other.ts'));
    const direct = runCli(['list', path.join(root, 'pipe.ts')]);
    assert.equal(direct.status, 2);
    assert.equal(direct.stderr.trim().split('\n').length, 1, direct.stderr);
    assert.match(direct.stderr, /is not a file/);
    const folder = runCli(['list', '--json', root]);
    assert.equal(folder.status, 0, folder.stderr);
    const { routes } = JSON.parse(folder.stdout) as { routes: { from: string }[] };
    assert.deepEqual(routes.map((r) => r.from).sort(), ['a', 'x']);
    const check = runCli(['check', root]);
    assert.notEqual(check.status, null);
  });

  test('the language server: hover on a FIFO, and a change notification reporting one, are answered', async () => {
    const { root } = writeWorkspace({
      'routes.ts': "import { Route } from '@routelens/route';\nRoute.get('a', 'b/c');\nexport const routes = Route.map({});\n",
    });
    const client = await TestClient.start(root);
    try {
      const pipe = path.join(root, 'pipe.ts');
      fifo(pipe);
      const hover = await client.request<Hover | null>('textDocument/hover', { textDocument: { uri: uriOf(pipe) }, position: { line: 0, character: 0 } });
      assert.equal(hover, null);
      await client.connection.sendNotification('workspace/didChangeWatchedFiles', {
        changes: [
          { uri: uriOf(pipe), type: 1 },
          { uri: uriOf(pipe), type: 2 },
        ],
      });
      const routes = await client.request<{ routes: unknown[] }>('routelens/routes', {});
      assert.equal(routes.routes.length, 1);
    } finally {
      await client.stop();
    }
  });
});
