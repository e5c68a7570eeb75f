// `routelens diff`: route changes between git revisions (and the work tree) of a real repository made for the test:
// added, removed, retargeted routes and requests another route now answers; text, JSON, markdown; --fail-on.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { before, describe, test } from 'node:test';
import { runCli as run } from './harness/cli';
import { writeWorkspace } from './harness/lsp-client';

const V1 = [
  "import { Route } from '@routelens/route';",
  "Route.get('photos/(:num)', 'photos/show/$1');",
  "Route.get('about', 'pages/about');",
  "Route.any('legacy/(:any)', 'old/$1');",
  'export const routes = Route.map();',
].join('\n');
const V2 = [
  "import { Route } from '@routelens/route';",
  "Route.get('photos/(:any)', 'photos/by_slug/$1');",
  "Route.get('photos/(:num)', 'photos/show/$1');",
  "Route.get('about', 'pages/about_us');",
  "Route.get('contact', 'pages/contact');",
  'export const routes = Route.map();',
].join('\n');

/** git in a test's repository, as a user of its own. */
function gitIn(root: string): (...args: string[]) => Buffer {
  return (...args) =>
    execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.invalid', '-c', 'commit.gpgsign=false', ...args], { cwd: root, stdio: 'pipe' });
}

describe('routelens diff', () => {
  let root: string;
  before(() => {
    root = writeWorkspace({ 'app/routes.ts': V1, 'README.md': 'not a config' }).root;
    const git = gitIn(root);
    git('init', '-q');
    git('add', '.');
    git('commit', '-q', '-m', 'v1');
    fs.writeFileSync(path.join(root, 'app/routes.ts'), V2);
    git('commit', '-q', '-a', '-m', 'v2');
  });

  test('between two revisions: added, removed, retargeted, and requests another route answers', async () => {
    const { code, out } = await run('diff', 'HEAD~1', 'HEAD', path.join(root, 'app'), '--json');
    assert.equal(code, 0);
    const diff = JSON.parse(out) as {
      added: { verb: string; from: string }[];
      removed: { from: string }[];
      changed: { from: string; before: string; after: string }[];
      winners: { verb: string; url: string; before: { target: string } | null; after: { target: string } | null }[];
    };
    assert.deepEqual(
      diff.added.map((r) => `${r.verb} ${r.from}`),
      ['GET photos/(:any)', 'GET contact'],
    );
    assert.deepEqual(
      diff.removed.map((r) => r.from),
      ['legacy/(:any)'],
    );
    assert.deepEqual(diff.changed, [{ verb: 'GET', from: 'about', before: 'pages/about', after: 'pages/about_us', file: 'routes.ts' }]);
    // photos/(:num) still exists, but photos/(:any) before it now wins its requests: the change a review must see.
    const photo = diff.winners.find((w) => w.verb === 'GET' && /^\/photos\/\d+$/.test(w.url));
    assert.deepEqual(photo && [photo.before?.target, photo.after?.target], [
      `photos/show/${photo!.url.split('/')[2]}`,
      `photos/by_slug/${photo!.url.split('/')[2]}`,
    ]);
    assert.ok(diff.winners.some((w) => w.url.startsWith('/legacy/') && w.after === null));
  });

  test('against the work tree, as text and markdown; --fail-on', async () => {
    fs.writeFileSync(path.join(root, 'app/routes.ts'), V2.replace("Route.get('contact', 'pages/contact');\n", ''));
    const text = await run('diff', 'HEAD', path.join(root, 'app'));
    assert.equal(text.code, 0);
    assert.match(text.out, /^Routes from HEAD to the work tree:\n- GET contact → pages\/contact {2}\(routes\.ts\)\n/);
    assert.match(text.out, /0 added, 1 removed, 0 retargeted, 1 requests answered differently\n$/);
    const markdown = await run('diff', 'HEAD', path.join(root, 'app'), '--format', 'markdown');
    assert.match(markdown.out, /^### Route changes \(HEAD → the work tree\)/);
    assert.match(markdown.out, /\| ➖ \| GET \| `contact` \| `pages\/contact` \| routes\.ts \|/);
    assert.equal((await run('diff', 'HEAD', path.join(root, 'app'), '--fail-on', 'removed')).code, 1);
    assert.equal((await run('diff', 'HEAD~1', 'HEAD~1', path.join(root, 'app'), '--fail-on', 'changed')).code, 0);
    fs.writeFileSync(path.join(root, 'app/routes.ts'), V2);
  });

  test('bad usage: no revision, an unknown revision, a bad --fail-on', async () => {
    assert.equal((await run('diff')).code, 2);
    const unknown = await run('diff', 'no-such-rev', path.join(root, 'app'));
    assert.equal(unknown.code, 2);
    assert.match(unknown.err, /^routelens: 'no-such-rev' is not a commit of /);
    const bad = await run('diff', 'HEAD', path.join(root, 'app'), '--fail-on', 'added');
    assert.deepEqual([bad.code, bad.err], [2, "routelens: --fail-on must be removed or changed, not 'added'\n"]);
  });

  test('a revision is never handed to git as an option: one error line, exit 2, nothing written', async () => {
    const written = path.join(root, 'written-by-git');
    for (const revision of [`--output=${written}`, '-p', '--end-of-options']) {
      const { code, out, err } = await run('diff', '--', revision, 'HEAD', path.join(root, 'app'));
      assert.equal(code, 2, out);
      assert.equal(err.trim().split('\n').length, 1, err);
      assert.match(err, /is not a revision/);
    }
    assert.equal(fs.existsSync(written), false);
    const unknown = await run('diff', 'no-such-branch', path.join(root, 'app'));
    assert.equal(unknown.code, 2);
    assert.match(unknown.err, /'no-such-branch' is not a commit/);
  });
});

describe('routelens diff on a CodeIgniter 4 app', () => {
  test('routes per verb list, handlers as targets, and the route that now wins a request (first definition wins)', async () => {
    const v1 =
      "<?php\n$routes->get('photos/(:num)', 'Photos::show/$1');\n$routes->get('about', 'Pages::about');\n$routes->add('legacy/(:any)', 'Old::index/$1');\n";
    const v2 =
      "<?php\n$routes->get('photos/(:segment)', 'Photos::bySlug/$1');\n$routes->get('photos/(:num)', 'Photos::show/$1');\n$routes->get('about', 'Pages::aboutUs');\n$routes->get('about', 'Pages::about');\n";
    const { root } = writeWorkspace({ 'app/Config/Routes.php': v1 });
    const git = gitIn(root);
    git('init', '-q');
    git('add', '.');
    git('commit', '-q', '-m', 'v1');
    fs.writeFileSync(path.join(root, 'app/Config/Routes.php'), v2);
    git('commit', '-q', '-a', '-m', 'v2');
    const { code, out } = await run('diff', 'HEAD~1', 'HEAD', root, '--json');
    assert.equal(code, 0);
    const diff = JSON.parse(out) as {
      added: { verb: string; from: string; to: string }[];
      removed: { verb: string; from: string }[];
      changed: { verb: string; from: string; before: string; after: string }[];
      winners: { verb: string; url: string; before: { from: string } | null; after: { from: string } | null }[];
    };
    assert.deepEqual(
      diff.added.map((r) => `${r.verb} ${r.from} → ${r.to}`),
      ['GET photos/([^/]+) → \\App\\Controllers\\Photos::bySlug/$1'],
    );
    // The add() route was in every verb's list.
    assert.ok(
      diff.removed.some((r) => r.verb === 'GET' && r.from === 'legacy/(.*)') && diff.removed.some((r) => r.verb === 'POST' && r.from === 'legacy/(.*)'),
    );
    // The second about() is ignored (the first wins): the target changed to aboutUs.
    assert.deepEqual(
      diff.changed.map((c) => `${c.verb} ${c.from}: ${c.before} → ${c.after}`),
      ['GET about: \\App\\Controllers\\Pages::about → \\App\\Controllers\\Pages::aboutUs'],
    );
    // photos/(:segment) is tried first now: GET /photos/1 goes to bySlug.
    assert.ok(
      diff.winners.some((w) => w.verb === 'GET' && /^\/photos\/\d+$/.test(w.url) && w.before?.from === 'photos/([0-9]+)' && w.after?.from === 'photos/([^/]+)'),
      JSON.stringify(diff.winners),
    );
  });
});
