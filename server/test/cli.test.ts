// The routelens command line: every command, filter, JSON shape and exit code, on fixtures.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { VERBS } from '@routelens/shared';
import { main } from '../src/cli/main';
import { runCli as run } from './harness/cli';
import { executeConfig } from './harness/evaluate';
import { writeWorkspace } from './harness/lsp-client';

const ROOT = path.resolve(__dirname, '../../..');
const SHOP = path.join(ROOT, 'test-fixtures/shop');
const BIN = path.join(ROOT, 'server/bin/routelens.js');

async function json<T>(...argv: string[]): Promise<T> {
  const result = await run(...argv, '--json');
  assert.equal(result.err, '');
  return JSON.parse(result.out) as T;
}

interface ListJson {
  routes: { verb: string; from: string; to: string; name: string | null; file: string; line: number; column: number; call: string; replaced: boolean }[];
  named: Record<string, string>;
  diagnostics: { file: string; line: number; column: number; endLine: number; endColumn: number; severity: string; code: string; message: string }[];
}

describe('list', () => {
  test('--json has the decided shape, in registration order, with files relative to PATH', async () => {
    const result = await json<ListJson>('list', SHOP);
    assert.deepEqual(Object.keys(result), ['routes', 'named', 'diagnostics']);
    const first = result.routes[0];
    assert.deepEqual(Object.keys(first), ['verb', 'from', 'to', 'name', 'file', 'line', 'column', 'call', 'replaced', 'condition']);
    assert.deepEqual(first, {
      verb: 'GET',
      from: 'api/(v[0-9]+)/orders',
      to: 'api/orders/index',
      name: null,
      file: 'config/routes/api.ts',
      line: 9,
      column: 5,
      call: 'resources',
      replaced: false,
      condition: null,
    });
    assert.equal(result.named.checkout, 'checkout');
    assert.equal(result.named['checkout-done'], 'checkout/done');
    assert.deepEqual(result.diagnostics, []);
  });

  test('a file PATH is evaluated with its imports; files are relative to its directory', async () => {
    const result = await json<ListJson>('list', path.join(SHOP, 'config/routes.ts'));
    assert.ok(result.routes.some((r) => r.file === 'routes/catalog.ts'));
    assert.ok(result.routes.some((r) => r.file === 'routes.ts' && r.from === 'cart'));
  });

  test('filters --method, --name and --path', async () => {
    const post = await json<ListJson>('list', SHOP, '--method', 'post');
    assert.ok(post.routes.length > 0 && post.routes.every((r) => r.verb === 'POST' || r.verb === 'ANY'));
    const named = await json<ListJson>('list', SHOP, '--name', 'checkout');
    assert.deepEqual(
      named.routes.map((r) => r.name),
      ['checkout', 'checkout-done'],
    );
    const paths = await json<ListJson>('list', SHOP, '--path', '/cart');
    assert.deepEqual(
      paths.routes.map((r) => `${r.verb} ${r.from}`),
      ['GET cart', 'POST cart/items', 'DELETE cart/items/(:num)'],
    );
  });

  test('the human table is aligned, and plain without a TTY', async () => {
    const { code, out } = await run('list', SHOP, '--path', 'cart');
    assert.equal(code, 0);
    const lines = out.split('\n');
    assert.match(lines[0], /^VERB +URI +TARGET +NAME +DEFINED AT$/);
    assert.equal(lines[1].indexOf('cart'), lines[0].indexOf('URI'));
    assert.ok(!out.includes('\u001b['), 'no escape codes');
    assert.match(out, /3 routes/);
  });

  test('--color forces colour; NO_COLOR is respected by default', async () => {
    let out = '';
    await main(['list', SHOP, '--path', 'cart', '--color'], {
      out: (s) => {
        out += s;
      },
      err: () => undefined,
      color: undefined,
    });
    assert.ok(out.includes('\u001b['));
  });
});

describe('check', () => {
  const broken = () =>
    writeWorkspace({ 'routes.ts': "import { Route } from '@routelens/route';\nRoute.block('a', 'b');\nRoute.any('x/(:num)', 'c/$3');\nRoute.map({});\n" }).root;

  test('exits 1 on an error and prints each diagnostic with file:line:column', async () => {
    const { code, out } = await run('check', broken());
    assert.equal(code, 1);
    assert.match(out, /^routes\.ts:2:1: error \[block-non-array\] /m);
    assert.match(out, /^routes\.ts:3:1: warning \[param-out-of-range\] /m);
    assert.match(out, /1 error, 1 warning, /);
  });

  test('--json gives the diagnostics with 1-based ranges', async () => {
    const result = await run('check', broken(), '--json');
    assert.equal(result.code, 1);
    const { diagnostics } = JSON.parse(result.out) as ListJson;
    assert.deepEqual(diagnostics[0], {
      file: 'routes.ts',
      line: 2,
      column: 1,
      endLine: 2,
      endColumn: 22,
      severity: 'error',
      code: 'block-non-array',
      message: diagnostics[0].message,
    });
  });

  test('exits 0 on a clean project', async () => {
    assert.equal((await run('check', SHOP)).code, 0);
  });
});

describe('map', () => {
  test('--method gives the Route.map result for that method, in order', async () => {
    const { routes } = await json<{ routes: [string, unknown][] }>('map', SHOP, '--method', 'GET');
    assert.deepEqual(routes.slice(0, 3), [
      ['default_controller', 'storefront'],
      ['404_override', 'errors/not_found'],
      ['api/(v[0-9]+)/orders', 'api/orders/index'],
    ]);
    assert.ok(
      routes.some(([from, to]) => from === '' && to === 'storefront/index'),
      '{default_controller} substituted',
    );
  });

  test('without --method, all seven methods', async () => {
    const { methods } = await json<{ methods: Record<string, [string, unknown][]> }>('map', SHOP);
    assert.deepEqual(Object.keys(methods), [...VERBS]);
  });

  test('equals executing the config with the runtime library, for every method', async () => {
    const executed = executeConfig(path.join(SHOP, 'config/routes.ts'));
    const { methods } = await json<{ methods: Record<string, [string, unknown][]> }>('map', path.join(SHOP, 'config/routes.ts'));
    assert.deepEqual(methods, executed);
  });
});

describe('match', () => {
  test('finds the winning route with its target and source', async () => {
    const { match } = await json<{ match: Record<string, unknown> }>('match', 'GET', '/products/AB12/details/reviews/7', SHOP);
    assert.deepEqual(match, {
      from: 'products/([A-Z]{2}[0-9]+)/details/reviews/([a-zA-Z0-9\\-_]+)',
      to: 'catalog/reviews/show/$1/$2',
      target: 'catalog/reviews/show/AB12/7',
      verb: 'GET',
      file: 'config/routes/catalog.ts',
      line: 9,
    });
  });

  test('blocked paths and no match', async () => {
    const blocked = await json<{ match: { target: string } }>('match', 'POST', 'storefront/debug', SHOP);
    assert.equal(blocked.match.target, '');
    const none = await json<{ match: null }>('match', 'PATCH', 'cart', SHOP);
    assert.equal(none.match, null);
    const human = await run('match', 'GET', '/cart', SHOP);
    assert.match(human.out, /GET \/cart → cart\/show/);
  });
});

describe('usage errors exit 2 with one line and no stack', () => {
  const cases: [string, string[], RegExp][] = [
    ['a missing path', ['list', '/nonexistent'], /no such file or directory/],
    ['an unknown flag', ['list', '--bogus'], /Unknown option '--bogus'/],
    ['an unknown command', ['frobnicate'], /unknown command 'frobnicate'/],
    ['a bad verb', ['match', 'FETCH', '/x', SHOP], /VERB must be one of/],
    ['a bad --method', ['map', SHOP, '--method', 'nope'], /--method must be one of/],
    ['match without a URI', ['match', 'GET'], /needs a VERB and a URI/],
    [
      'a directory without configs',
      ['list', writeWorkspace({ 'util.ts': 'export const routeCount = 1;\n', 'notes.md': 'Route.map()' }).root],
      /no route configs found/,
    ],
  ];
  for (const [name, argv, message] of cases) {
    test(name, async () => {
      const { code, err, out } = await run(...argv);
      assert.equal(code, 2);
      assert.equal(out, '');
      assert.equal(err.trim().split('\n').length, 1);
      assert.match(err, message);
      assert.ok(!/\n\s+at /.test(err));
    });
  }

  test('unreadable file (permission denied) and a file over the size limit', async () => {
    const { root } = writeWorkspace({ 'big.ts': '', 'locked.ts': "Route.any('a', 'b');" });
    fs.truncateSync(path.join(root, 'big.ts'), 12 * 1024 * 1024);
    const big = await run('list', path.join(root, 'big.ts'));
    assert.equal(big.code, 2);
    assert.match(big.err, /larger than/);
    fs.chmodSync(path.join(root, 'locked.ts'), 0o000);
    const locked = await run('list', path.join(root, 'locked.ts'));
    // Root can read anything: then the file is simply listed.
    if (process.getuid?.() === 0) assert.equal(locked.code, 0);
    else {
      assert.equal(locked.code, 2);
      assert.match(locked.err, /permission denied/);
    }
  });
});

describe('the installed commands', () => {
  test('the bin prints help and exits 0; --help exists for every command', () => {
    for (const args of [['--help'], ['list', '--help'], ['check', '--help'], ['map', '--help'], ['match', '--help']]) {
      const result = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });
      assert.equal(result.status, 0, args.join(' '));
      assert.match(result.stdout, /routelens (list|check|map|match)/);
    }
  });

  test('the bin exits 2 on a missing path, with one line on stderr', () => {
    const result = spawnSync(process.execPath, [BIN, 'list', '/nonexistent'], { encoding: 'utf8' });
    assert.equal(result.status, 2);
    assert.equal(result.stderr, 'routelens: /nonexistent: no such file or directory\n');
  });
});

describe('--define', () => {
  test('the spelled-out process.env./import.meta.env. forms name the same define; one nothing asks for is warned about', async () => {
    const { root } = writeWorkspace({
      'routes.ts':
        "import { Route } from '@routelens/route';\nif (process.env.NODE_ENV !== 'production') Route.get('debug', 'tools/debug');\nRoute.get('home', 'pages/home');\nexport const routes = Route.map({});\n",
    });
    const spelled = await run('list', '--json', root, '--define', 'process.env.NODE_ENV=production');
    assert.deepEqual(
      (JSON.parse(spelled.out) as { routes: { from: string }[] }).routes.map((r) => r.from),
      ['home'],
    );
    assert.equal(spelled.err, '');
    const typo = await run('list', '--json', root, '--define', 'NODE_ENVV=production');
    assert.match(typo.err, /--define NODE_ENVV is not used by any analysed file/);
    assert.equal(typo.err.trim().split('\n').length, 1);
  });
});

describe('help and version without the analysis', () => {
  test("the binary answers --help, a command's --help, --version and no arguments as main() does", async () => {
    const bin = path.resolve(__dirname, '../../bin/routelens.js');
    for (const argv of [['--help'], ['list', '--help'], ['match', '-h'], ['--version'], [], ['help', 'map']]) {
      const spawned = spawnSync(process.execPath, [bin, ...argv], { encoding: 'utf8' });
      const direct = await run(...argv);
      assert.deepEqual([spawned.status, spawned.stdout], [direct.code, direct.out], argv.join(' '));
    }
  });
});
