// Every LSP feature over a real JSON-RPC connection, driven by fixtures with a `$0` cursor.

import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { describe, test } from 'node:test';
import type { Diagnostic, Hover, SymbolInformation, WorkspaceEdit } from 'vscode-languageserver';
import {
  applyEdit,
  checkCodeActions,
  checkCompletion,
  checkDefinition,
  checkDiagnostics,
  checkHover,
  checkReferences,
  checkSymbols,
  outline,
  withSession,
} from './harness/checks';
import { uriOf } from './harness/lsp-client';
import type { RoutesResponse } from '../src/lsp/protocol';

const constants = `export const API = 'api';
export const VERSION = 2;
export const names = { login: 'login' };
`;

describe('hover', () => {
  test('resources through an imported constant and a template-literal prefix lists all seven routes', async () => {
    const markdown = await checkHover({
      'constants.ts': constants,
      'routes.ts': `import { Route } from '@routelens/route';
import { API, VERSION } from './constants';
Route.prefix(\`\${API}/v\${VERSION}\`, () => {
  Route.resour$0ces('photos', { constraint: '(:num)' });
});
Route.map({});
`,
    });
    assert.match(markdown, /Route\.resources\(\)\*\* — 7 routes/);
    // Compact rows: the capture named once under the table, no Name column (no route has a name), no example column.
    const rows = [
      '| GET | `api/v2/photos` → `photos/index` |',
      '| GET | `api/v2/photos/new` → `photos/create_new` |',
      '| GET | `api/v2/photos/{num}/edit` → `photos/edit/$1` |',
      '| GET | `api/v2/photos/{num}` → `photos/show/$1` |',
      '| POST | `api/v2/photos` → `photos/create` |',
      '| PUT | `api/v2/photos/{num}` → `photos/update/$1` |',
      '| DELETE | `api/v2/photos/{num}` → `photos/delete/$1` |',
    ];
    for (const row of rows) assert.ok(markdown.includes(row), `missing row ${row}\n${markdown}`);
    assert.ok(markdown.includes('| Verb | URI → target |\n'), `two columns: ${markdown}`);
    assert.equal(markdown.match(/`\{num\}` is `\(:num\)`, digits/g)?.length, 1, 'the constraint is explained once');
    assert.ok(!markdown.includes('Example') && !markdown.includes('/api/v2/photos/42'), 'no sample URL unless asked for');
    assert.ok(!markdown.includes('command:'), 'no command link for a client that did not ask for them');
  });

  test('a regular-expression constraint is one {id} placeholder, explained once; rows stay short', async () => {
    const markdown = await checkHover({
      'routes.ts': `import { Route } from '@routelens/route';
Route.resour$0ces('admin/products', { constraint: '([a-zA-Z0-9\\-_]+)', module: 'catalog', controller: 'product_admin' });
`,
    });
    assert.ok(markdown.includes('| GET | `admin/products/{id}/edit` → `catalog/product_admin/edit/$1` |'), markdown);
    assert.equal(markdown.split('[a-zA-Z0-9').length - 1, 1, `the pattern appears once: ${markdown}`);
    const longest = Math.max(
      ...markdown
        .split('\n')
        .filter((l) => l.startsWith('| '))
        .map((l) => l.length),
    );
    assert.ok(longest < 80, `rows fit a hover (longest ${longest})`);
  });

  test('context lists the six wildcard routes and the home route', async () => {
    const markdown = await checkHover({
      'routes.ts': `import { Route } from '@routelens/route';
Route.context('admin', { home: 'dash$0' });
`,
    });
    assert.match(markdown, /7 routes/);
    assert.ok(markdown.includes('| ANY | `admin/{any}/{any}/{any}/{any}/{any}/{any}` → `$1/admin/$2/$3/$4/$5/$6` |'), markdown);
    assert.ok(markdown.includes('| ANY | `admin/{any}` → `$1/admin` |'));
    assert.ok(markdown.includes('| ANY | `admin` → `admin/dash` |'));
  });

  test('prefix shows every route made inside it', async () => {
    const markdown = await checkHover({
      'routes.ts': `import { Route } from '@routelens/route';
Route.pre$0fix('admin', () => {
  Route.get('users', 'users/index', { as: 'users' });
  Route.post('users', 'users/create');
});
`,
    });
    // One route has a name: the Name column is there, empty for the other.
    assert.ok(markdown.includes('| GET | `admin/users` → `users/index` | `users` |'), markdown);
    assert.ok(markdown.includes('| POST | `admin/users` → `users/create` |  |'), markdown);
  });

  test('named() shows the route it names and where it is defined', async () => {
    const markdown = await checkHover({
      'auth.ts': `import { Route } from '@routelens/route';
export function auth() {
  Route.get('login', 'auth/login', { as: 'login' });
}
`,
      'routes.ts': `import { Route } from '@routelens/route';
import { auth } from './auth';
auth();
const url = Route.named('log$0in');
Route.map({});
`,
    });
    assert.ok(markdown.includes('**Route.named(`login`)** → `login`'), markdown);
    assert.ok(markdown.includes('Defined at auth.ts:3'), markdown);
  });

  test('an answer, never an error, at every position of a file', async () => {
    const text = `import { Route } from '@routelens/route';
import { API } from './constants';
Route.prefix(API, () => { Route.resources('x', { offset: 'a' }); Route.all('y', 'z'); });
Route.block('a', 'b');
const n = Route.named('nope');
Route.map({ translate_uri_dashes: true });
`;
    await withSession({ 'constants.ts': constants, 'routes.ts': text }, async (s) => {
      const file = s.path('routes.ts');
      await s.client.open(file);
      for (let offset = 0; offset <= text.length; offset++) {
        const result = await s.client.request<Hover | null>('textDocument/hover', s.client.at(file, offset, text));
        assert.ok(result === null || typeof result === 'object');
      }
    });
  });
});

describe('definition and references', () => {
  const files = (cursorInUse: boolean) => ({
    'constants.ts': constants,
    'admin.ts': `import { Route } from '@routelens/route';
export function admin(): void {
  Route.get('admin/login', 'admin/auth/login', { as: ${cursorInUse ? "'admin-login'" : "'admin-lo$0gin'"} });
}
`,
    'routes.ts': `import { Route } from '@routelens/route';
import { admin } from './admin';
admin();
export const loginUrl = Route.named(${cursorInUse ? "'admin-lo$0gin'" : "'admin-login'"});
export const again = Route.named('admin-login');
Route.map({});
`,
  });

  test('named(x) goes to the as: x that defines it, in another file', async () => {
    const locations = await checkDefinition(files(true));
    assert.deepEqual(locations, [{ file: 'admin.ts', line: 2, text: "'admin-login'" }]);
  });

  test('references of a route name: its definition and every named() use', async () => {
    const locations = await checkReferences(files(false));
    assert.deepEqual(locations.map((l) => `${l.file}:${l.line}`).sort(), ['admin.ts:2', 'routes.ts:3', 'routes.ts:4']);
  });

  test('rename changes the definition and every use; prepareRename gives the name', async () => {
    await withSession(files(true), async (s) => {
      const at = s.client.at(s.file, s.offset);
      const prepared = await s.client.request<{ placeholder: string }>('textDocument/prepareRename', at);
      assert.equal(prepared.placeholder, 'admin-login');
      const edit = await s.client.request<WorkspaceEdit>('textDocument/rename', { ...at, newName: 'backoffice-login' });
      const routes = applyEdit(fs.readFileSync(s.path('routes.ts'), 'utf8'), edit, uriOf(s.path('routes.ts')));
      const admin = applyEdit(fs.readFileSync(s.path('admin.ts'), 'utf8'), edit, uriOf(s.path('admin.ts')));
      assert.equal((routes.match(/'backoffice-login'/g) ?? []).length, 2);
      assert.ok(admin.includes("as: 'backoffice-login'"));
    });
  });
});

describe('completion', () => {
  test('route names defined in other files, with [VERB] from → to', async () => {
    const items = await checkCompletion({
      'shop.ts': `import { Route } from '@routelens/route';
Route.get('cart', 'cart/show', { as: 'cart' });
Route.post('cart/items', 'cart/add', { as: 'cart-add' });
`,
      'routes.ts': `import { Route } from '@routelens/route';
import './shop';
const u = Route.named('c$0');
Route.map({});
`,
    });
    const byLabel = new Map(items.map((i) => [i.label, i.detail]));
    assert.equal(byLabel.get('cart'), '[GET] cart → cart/show');
    assert.equal(byLabel.get('cart-add'), '[POST] cart/items → cart/add');
  });

  test('names that only another, unrelated route file defines are offered too', async () => {
    const items = await checkCompletion({
      'admin.ts': "import { Route } from '@routelens/route';\nRoute.get('admin', 'admin/index', { as: 'admin-home' });\n",
      'routes.ts':
        "import { Route } from '@routelens/route';\nRoute.get('home', 'home/index', { as: 'home' });\nconst u = Route.named('$0');\nRoute.map({});\n",
    });
    assert.deepEqual(
      items.map((i) => i.label),
      ['home', 'admin-home'],
      'its own table first',
    );
  });

  test('option keys of resources inside its options object, without those already written', async () => {
    const items = await checkCompletion({
      'routes.ts': `import { Route } from '@routelens/route';
Route.resources('photos', { module: 'gallery', $0 });
`,
    });
    assert.deepEqual(items.map((i) => i.label).sort(), ['constraint', 'controller', 'deleteAction', 'offset']);
  });

  test('option keys of context and of a verb route', async () => {
    const context = await checkCompletion({ 'routes.ts': `import { Route } from '@routelens/route';\nRoute.context('admin', { $0 });\n` });
    assert.deepEqual(context.map((i) => i.label).sort(), ['home', 'offset']);
    const verb = await checkCompletion({ 'routes.ts': `import { Route } from '@routelens/route';\nRoute.get('a', 'b', { $0 });\n` });
    assert.deepEqual(
      verb.map((i) => i.label),
      ['as'],
    );
  });
});

describe('diagnostics', () => {
  test('block-non-array, unknown-method, unknown-name and param-out-of-range on the right lines', async () => {
    const diagnostics = await checkDiagnostics({
      'routes.ts': `import { Route } from '@routelens/route';
Route.any('a', 'b');
Route.block('secret', 'private');
Route.all('foo', 'bar');
const x = Route.named('missing');
Route.resources('photos', { offset: 2 });
Route.map({});
`,
    });
    const byCode = (code: string) => diagnostics.filter((d: Diagnostic) => d.code === code).map((d) => d.range.start.line);
    assert.deepEqual(byCode('block-non-array'), [2]);
    assert.deepEqual(byCode('unknown-method'), [3]);
    assert.deepEqual(byCode('unknown-name'), [4]);
    assert.deepEqual([...new Set(byCode('param-out-of-range'))], [5]);
  });

  test('fresh diagnostics right after an unsaved edit', async () => {
    await withSession({ 'routes.ts': `import { Route } from '@routelens/route';\nRoute.block(['a']);\n` }, async (s) => {
      const clean = await s.client.waitForDiagnostics(s.file);
      assert.deepEqual(clean, []);
      await s.client.change(s.file, `import { Route } from '@routelens/route';\nRoute.block('a');\n`);
      const broken = await s.client.waitForDiagnostics(s.file, (d) => d.length > 0);
      assert.deepEqual(
        broken.map((d) => d.code),
        ['block-non-array'],
      );
      // A request right after an edit sees the edit, without waiting for diagnostics.
      await s.client.change(s.file, `import { Route } from '@routelens/route';\nRoute.resources('fresh');\n`);
      const hover = await s.client.request<Hover>(
        'textDocument/hover',
        s.client.at(s.file, 50, `import { Route } from '@routelens/route';\nRoute.resources('fresh');\n`),
      );
      assert.match((hover.contents as { value: string }).value, /`fresh\/new`/);
    });
  });

  test('keystroke by keystroke, replayed statements keep their places and the table lint follows the paths', async () => {
    const head = `import { Route } from '@routelens/route';\n`;
    const body = (wildcard: string) =>
      `Route.any('${wildcard}/(:any)', 'c/$1');\nRoute.get('users/list', 'users/index');\nRoute.get('photos/(:num)', 'photos/show/$3');\n`;
    await withSession({ 'routes.ts': head + body('users') }, async (s) => {
      const lines = (d: Diagnostic[], code: string) => d.filter((x) => x.code === code).map((x) => x.range.start.line);
      const first = await s.client.waitForDiagnostics(s.file, (d) => d.length > 0);
      assert.deepEqual(lines(first, 'unreachable-route'), [2]);
      assert.deepEqual(lines(first, 'param-out-of-range'), [3]);
      // Type in the first route's path: 'users' → 'usersx' no longer shadows 'users/list'.
      await s.client.change(s.file, head + body('usersx'));
      const typed = await s.client.waitForDiagnostics(s.file, (d) => lines(d, 'unreachable-route').length === 0);
      assert.deepEqual(lines(typed, 'param-out-of-range'), [3]);
      // A line added above moves every statement; their diagnostics move with them, and the shadow is back.
      await s.client.change(s.file, head + '// routes\n' + body('users'));
      const moved = await s.client.waitForDiagnostics(s.file, (d) => lines(d, 'unreachable-route').length === 1);
      assert.deepEqual(lines(moved, 'unreachable-route'), [3]);
      assert.deepEqual(lines(moved, 'param-out-of-range'), [4]);
      const text = head + '// routes\n' + body('users');
      const hover = await s.client.request<Hover>('textDocument/hover', s.client.at(s.file, text.indexOf("Route.get('photos"), text));
      assert.match((hover.contents as { value: string }).value, /`photos\/{num}` → `photos\/show\/\$3`/);
    });
  });
});

describe('diagnostics across files', () => {
  test('an imported module opened on its own shows its problems once, though two entry points evaluate it', async () => {
    const entry = (name: string) =>
      `import { Route } from '@routelens/route';\nimport './admin';\nRoute.get('${name}', '${name}/index');\nexport const routes = Route.map({});\n`;
    await withSession(
      {
        'admin.ts': `import { Route } from '@routelens/route';\nRoute.get('admin/(:num)', 'admin/show/$2');\nRoute.block('old');\n`,
        'site.ts': entry('site'),
        'api.ts': entry('api'),
      },
      async (s) => {
        // admin.ts is open (the session opens the first file); the entries that import it are closed.
        const diagnostics = await s.client.waitForDiagnostics(s.file, (d) => d.length > 0);
        assert.deepEqual(diagnostics.map((d) => [d.code, d.range.start.line]).sort(), [
          ['block-non-array', 2],
          ['param-out-of-range', 1],
        ]);
        // A closed entry's own problem appears when it is opened.
        await s.client.open(s.path('site.ts'), entry('site').replace("'site/index'", "'site/index/$1'"));
        const site = await s.client.waitForDiagnostics(s.path('site.ts'), (d) => d.length > 0);
        assert.deepEqual(
          site.map((d) => [d.code, d.range.start.line]),
          [['param-out-of-range', 2]],
        );
      },
    );
  });
});

describe('indexing', () => {
  test('the workspace is indexed at start with work-done progress', async () => {
    await withSession({ 'routes.ts': "import { Route } from '@routelens/route';\nRoute.resources('photos');\n" }, async (s) => {
      assert.deepEqual(
        s.client.progress.map((p) => p.kind),
        ['begin', 'report', 'end'],
      );
      assert.equal(s.client.progress[0].title, 'routelens: indexing routes');
    });
  });
});

describe('closed files', () => {
  test('a change of a closed file on disk (workspace/didChangeWatchedFiles) updates the table', async () => {
    await withSession(
      {
        'routes.ts': "import { Route } from '@routelens/route';\nimport './more';\nRoute.any('entry', 'e');\nRoute.map({});\n",
        'more.ts': "import { Route } from '@routelens/route';\nRoute.any('before', 'b');\n",
      },
      async (s) => {
        const froms = async () => (await s.client.request<{ routes: { from: string }[] }>('routelens/routes', {})).routes.map((r) => r.from);
        assert.deepEqual(await froms(), ['before', 'entry']);
        fs.writeFileSync(s.path('more.ts'), "import { Route } from '@routelens/route';\nRoute.any('after', 'a');\n");
        await s.client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf(s.path('more.ts')), type: 2 }] });
        assert.deepEqual(await froms(), ['after', 'entry']);
      },
    );
  });
});

describe('closed plain files (read by the fast reader, no syntax tree until needed)', () => {
  const files = {
    'routes.ts':
      "import { Route } from '@routelens/route';\nimport { AREA } from './names';\nexport const url = Route.named('lo$0gin');\nRoute.map({ default_controller: AREA });\n",
    'names.ts':
      "import { Route } from '@routelens/route';\nexport const AREA = 'admin';\nRoute.prefix(AREA, () => {\n  Route.get('login', 'auth/login', { as: 'login' });\n});\n",
  };

  test('a name defined in one is found, at the place it is written', async () => {
    assert.deepEqual(await checkDefinition(files), [{ file: 'names.ts', line: 3, text: "'login'" }]);
  });

  test('its routes come with their calls; opened, it is parsed, and its calls hover', async () => {
    await withSession(files, async (s) => {
      const table = await s.client.request<RoutesResponse>('routelens/routes', {});
      assert.deepEqual(
        table.routes.map((r) => `${r.from} ${r.location.uri.split('/').pop()}:${r.location.range.start.line}`),
        ['admin/login names.ts:3'],
      );
      const names = s.path('names.ts');
      await s.client.open(names);
      const text = fs.readFileSync(names, 'utf8');
      const hover = await s.client.request<Hover | null>('textDocument/hover', s.client.at(names, text.indexOf("get('login'")));
      assert.match((hover?.contents as { value: string }).value, /admin\/login/);
    });
  });
});

describe('code actions', () => {
  test('wrap the block() arguments in an array', async () => {
    const { titles, fixed } = await checkCodeActions({ 'routes.ts': `import { Route } from '@routelens/route';\nRoute.blo$0ck('a', 'b/(:any)');\n` });
    assert.deepEqual(titles, ['Wrap the paths in an array']);
    assert.ok(fixed.includes("Route.block(['a', 'b/(:any)']);"));
  });

  test('Route.all becomes Route.any', async () => {
    const { titles, fixed } = await checkCodeActions({ 'routes.ts': `import { Route } from '@routelens/route';\nRoute.a$0ll('a', 'b');\n` });
    assert.deepEqual(titles, ['Change to Route.any']);
    assert.ok(fixed.includes("Route.any('a', 'b');"));
  });

  test('an unknown name becomes the close known one', async () => {
    const { titles, fixed } = await checkCodeActions({
      'routes.ts': `import { Route } from '@routelens/route';\nRoute.get('login', 'auth/login', { as: 'login' });\nconst u = Route.named('logn$0');\n`,
    });
    assert.deepEqual(titles, ["Change to 'login'"]);
    assert.ok(fixed.includes("Route.named('login')"));
  });
});

describe('symbols and code lens', () => {
  test('the document outline groups routes by prefix and call', async () => {
    const symbols = await checkSymbols({
      'routes.ts': `import { Route } from '@routelens/route';
Route.prefix('admin', () => {
  Route.get('users', 'users/index', { as: 'users' });
  Route.resources('photos');
});
Route.block(['secret']);
`,
    });
    assert.deepEqual(outline(symbols), [
      'prefix admin',
      '  GET admin/users',
      '  resources photos',
      '    GET admin/photos',
      '    GET admin/photos/new',
      '    GET admin/photos/([a-zA-Z0-9\\-_]+)/edit',
      '    GET admin/photos/([a-zA-Z0-9\\-_]+)',
      '    POST admin/photos',
      '    PUT admin/photos/([a-zA-Z0-9\\-_]+)',
      '    DELETE admin/photos/([a-zA-Z0-9\\-_]+)',
      'block',
      '  ANY secret',
    ]);
  });

  test('workspace symbols find a route by URI or name; code lenses count routes', async () => {
    await withSession(
      {
        'routes.ts': `import { Route } from '@routelens/route';
Route.get('login', 'auth/login', { as: 'sign-in' });
Route.resources('photos');
Route.context('admin');
`,
      },
      async (s) => {
        const byName = await s.client.request<SymbolInformation[]>('workspace/symbol', { query: 'sign' });
        assert.deepEqual(
          byName.map((x) => x.name),
          ['GET login'],
        );
        const byUri = await s.client.request<SymbolInformation[]>('workspace/symbol', { query: 'photos/new' });
        assert.deepEqual(
          byUri.map((x) => x.name),
          ['GET photos/new'],
        );
        const lenses = await s.client.request<{ command: { title: string } }[]>('textDocument/codeLens', { textDocument: { uri: uriOf(s.file) } });
        assert.deepEqual(
          lenses.map((l) => l.command.title),
          ['7 routes', '6 routes'],
        );
      },
    );
  });
});

describe('custom requests', () => {
  test('routelens/routes gives the table with sources; routelens/match the winning route', async () => {
    await withSession(
      {
        'routes.ts': `import { Route } from '@routelens/route';
Route.get('photos/(:num)', 'photos/show/$1', { as: 'photo' });
Route.any('photos/(:any)', 'photos/other/$1');
Route.map({});
`,
      },
      async (s) => {
        const table = await s.client.request<{
          routes: { verb: string; from: string; location: { range: { start: { line: number } } } }[];
          named: Record<string, string>;
        }>('routelens/routes', {});
        assert.deepEqual(
          table.routes.map((r) => [r.verb, r.from, r.location.range.start.line]),
          [
            ['GET', 'photos/(:num)', 1],
            ['ANY', 'photos/(:any)', 2],
          ],
        );
        assert.deepEqual(table.named, { photo: 'photos/(:num)' });
        const get = await s.client.request<{ match: { target: string; position: number } }>('routelens/match', { verb: 'GET', uri: '/photos/12' });
        assert.equal(get.match.target, 'photos/show/12');
        const post = await s.client.request<{ match: { target: string } }>('routelens/match', { verb: 'POST', uri: 'photos/12' });
        assert.equal(post.match.target, 'photos/other/12');
        const none = await s.client.request<{ match: null }>('routelens/match', { verb: 'GET', uri: 'nothing/here/at/all' });
        assert.equal(none.match, null);
      },
    );
  });
});
