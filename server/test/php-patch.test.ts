// A keystroke in a plain `$route` line of a routes.php patches the previous analysis instead of evaluating the file
// again (php-patch.ts). That must be invisible: after any sequence of such keystrokes (and of others, which evaluate),
// the analysis is the one a fresh evaluation of the text gives — routes, diagnostics, names, final tables — and the
// patch is actually taken for the edits it is meant for.

import assert from 'node:assert/strict';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { analyzeEntry } from '../src/analysis/analyze';
import { ParseCache } from '../src/analysis/parse-cache';
import { checkPhpKeystrokes, keystrokesArb, phpView as view } from './harness/php-keystrokes';
import { memoryHost } from './harness/programs';
import { TestClient, uriOf, writeWorkspace } from './harness/lsp-client';
import { LineIndex } from '../src/analysis/core/line-index';

const ENTRY = path.resolve('/virtual/php-patch/application/config/routes.php');
const CONSTANTS = path.resolve('/virtual/php-patch/application/config/constants.php');

const BASE = `<?php defined('BASEPATH') || exit('No direct script access allowed');

$route['default_controller'] = 'welcome';
$route['404_override'] = '';
$route['translate_uri_dashes'] = FALSE;

Route::get('users/(:num)', 'users/show/$1', array('as' => 'user'));
Route::resources('photos', array('controller' => 'images'));
Route::any('blog/(:any)', 'blog/post/$1');
$route['before/one'] = 'pages/one';
$route['before/verb']['put'] = 'pages/put';
$route = Route::map($route);

$route['shadow/(:any)'] = 'a/b';
$route['shadow/x'] = 'a/c';
$route['param/(:num)'] = 'p/show/$2';
$route['plain/a'] = 'plain/a';
$route['plain/b']['post'] = 'plain/create';
$route['plain/c'] = "plain/c";
$route['dup'] = 'd/one';
$route['dup'] = 'd/two';
$route['x' . 'y'] = 'concat/ok';
$route[AREA . '/home'] = 'admin/home';
$route['undefined'] = UNKNOWN_CONST;
if (ENVIRONMENT === 'development') {
    $route['debug'] = 'tools/debug';
}
$route['alias'] = $route['plain/a'];
$route['photos'] = 'override/photos';
$route['tail/a'] = 'tail/a';
$route['tail/b']['get'] = 'tail/get';
$route['tail/b']['post'] = 'tail/post';
$route['tail/c'] = 'tail/c'; // trailing
unset($route['tail/a']);
Route::get('late/(:num)', 'late/show/$1', array('as' => 'late'));
Route::get('late/bad', NOT_DEFINED);
$url = Route::named('user');
$missing = Route::named('nowhere');
$route['last'] = 'last/one';
`;

const FILES = { [ENTRY]: BASE, [CONSTANTS]: "<?php\ndefine('AREA', 'admin');\n" };

describe('patching a PHP analysis at a plain $route line', () => {
  test('after random keystrokes, the patched analysis is the evaluated one, and the patch is taken', () => {
    let patched = 0;
    let keystrokes = 0;
    fc.assert(
      fc.property(keystrokesArb(BASE.length, 30), (keys) => {
        patched += checkPhpKeystrokes(FILES, ENTRY, keys);
        keystrokes += keys.length;
      }),
      { seed: 20261125, numRuns: 60 },
    );
    assert.ok(patched > keystrokes / 5, `only ${patched} of ${keystrokes} keystrokes were patched`);
  });

  test('a keystroke before a later read of $route, or in a line another touches, is evaluated', () => {
    // Each: the file's body, the text to edit, and the edit (a deletion of the character after it, or an insertion).
    const cases: [string, string, string | null][] = [
      // Another line writes the same key: the final table's entry is the later one's, and the earlier becomes replaced.
      ["$route['a'] = 'x/one';\n$route['a'] = 'x/two';\n", "'x/o", 'z'],
      // The new key is one another line writes (`ab` becomes `a`).
      ["$route['ab'] = 'x/two';\n$route['a'] = 'x/one';\n", "'a", null],
      // A later Route::map copies the array.
      ["$route['a'] = 'x/one';\n$route = Route::map($route);\n", "'x/o", 'z'],
      // The array is read as a value.
      ["$copy = $route;\n$route['a'] = 'x/one';\n$route['b'] = $copy['a'] ?? 'none';\n", "'x/o", 'z'],
      // A later line reads the key's value, or a value inside it.
      ["$route['a'] = 'x/one';\n$route['b'] = $route['a'];\n", "'x/o", 'z'],
      ["$route['a']['get'] = 'x/one';\n$route['b'] = $route['a']['get'];\n", "'x/o", 'z'],
      // A later line reads the new key's value (`ab` becomes `a`).
      ["$route['ab'] = 'x/one';\n$route['b'] = $route['a'] ?? 'none';\n", "'a", null],
    ];
    for (const [body, after, insert] of cases) {
      const text = `<?php\n${body}`;
      const cache = new ParseCache(true);
      const previous = analyzeEntry(ENTRY, memoryHost({ [ENTRY]: text }), { parseCache: cache });
      void previous.diagnostics;
      void previous.routes;
      const at = text.indexOf(after) + after.length;
      const next = text.slice(0, at) + (insert ?? '') + text.slice(insert === null ? at + 1 : at);
      cache.expectEdit(ENTRY, next, { from: text, start: at, oldEnd: insert === null ? at + 1 : at, newEnd: at + (insert?.length ?? 0) });
      const host = memoryHost({ [ENTRY]: next });
      const incremental = analyzeEntry(ENTRY, host, { parseCache: cache }, previous);
      assert.notEqual(incremental.mapCalls, previous.mapCalls, `patched: ${body}`);
      assert.deepEqual(view(incremental), view(analyzeEntry(ENTRY, host, {})), body);
    }
  });

  test("Bonfire's layout is patched: Route calls, Route::map, then $route lines, one of them reading another key", () => {
    const text = `<?php
$route['default_controller'] = 'home';
Route::any('login', 'users/login', array('as' => 'login'));
$route = Route::map($route);
$route['contact'] = 'pages/contact';
$route['welcome'] = $route['default_controller'];
$route['about'] = 'pages/about';
`;
    for (const after of ["'pages/con", "'pages/ab", "'cont"]) {
      const cache = new ParseCache(true);
      const previous = analyzeEntry(ENTRY, memoryHost({ [ENTRY]: text }), { parseCache: cache });
      void previous.diagnostics;
      void previous.routes;
      const at = text.indexOf(after) + after.length;
      const next = text.slice(0, at) + 'z' + text.slice(at);
      cache.expectEdit(ENTRY, next, { from: text, start: at, oldEnd: at, newEnd: at + 1 });
      const host = memoryHost({ [ENTRY]: next });
      const incremental = analyzeEntry(ENTRY, host, { parseCache: cache }, previous);
      assert.equal(incremental.mapCalls, previous.mapCalls, `not patched after ${after}`);
      assert.deepEqual(view(incremental), view(analyzeEntry(ENTRY, host, {})), after);
    }
  });

  test('over JSON-RPC: after each keystroke in a $route line, the diagnostics and the route view are those of a server that evaluates', async () => {
    const controllers = {
      'application/controllers/Pages.php': '<?php\nclass Pages extends CI_Controller {\n  public function one() {}\n  public function put() {}\n}\n',
      'application/controllers/Plain.php': '<?php\nclass Plain extends CI_Controller {\n  public function a() {}\n  public function create() {}\n}\n',
    };
    const relative = 'application/config/routes.php';
    const workspace = { [relative]: BASE, 'application/config/constants.php': FILES[CONSTANTS], ...controllers };
    // One server is told each keystroke's range (it patches); the other is given the whole text (it evaluates).
    const [edited, evaluated] = [writeWorkspace(workspace).root, writeWorkspace(workspace).root];
    const clients = [await TestClient.start(edited), await TestClient.start(evaluated)];
    const files = [path.join(edited, relative), path.join(evaluated, relative)];
    const local = (value: unknown, root: string) => JSON.parse(JSON.stringify(value).split(uriOf(root)).join('ROOT').split(root).join('ROOT'));
    const published = async (i: number, version: number) => local(await clients[i].waitForVersion(files[i], version), i === 0 ? edited : evaluated);
    try {
      for (let i = 0; i < 2; i++) await clients[i].open(files[i], BASE);
      let text = BASE;
      // Typing in keys and targets after Route::map (and in a line whose key another line reads), deleting some again.
      const edits: { offset: number; insert: string; remove: number }[] = [];
      for (const after of ["plain/a'", "'plain/cre", "'tail/c", "'last/o", "'d/tw"]) {
        const offset = text.indexOf(after) + after.length - 1;
        edits.push({ offset, insert: 'x', remove: 0 }, { offset: offset + 1, insert: 'y/', remove: 0 }, { offset, insert: '', remove: 2 });
      }
      let version = 1;
      for (const edit of edits) {
        const start = new LineIndex(text).position(edit.offset);
        const end = new LineIndex(text).position(edit.offset + edit.remove);
        text = text.slice(0, edit.offset) + edit.insert + text.slice(edit.offset + edit.remove);
        version++;
        await clients[0].connection.sendNotification('textDocument/didChange', {
          textDocument: { uri: uriOf(files[0]), version },
          contentChanges: [{ range: { start, end }, text: edit.insert }],
        });
        await clients[1].change(files[1], text);
        assert.deepEqual(await published(0, version), await published(1, version), `version ${version}`);
      }
      assert.notEqual(text, BASE);
      const routes = await Promise.all(clients.map((client) => client.request('routelens/routes', {})));
      assert.deepEqual(local(routes[0], edited), local(routes[1], evaluated));
    } finally {
      for (const client of clients) await client.stop();
    }
  });
});
