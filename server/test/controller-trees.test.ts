// One case suite run over every ControllerTree (what the CodeIgniter 3 resolver knows of an app's controllers):
// the analysis' index, which reads the controller files (db/hmvc.ts), and the router's folder tree, which lists the
// folders and loads the classes (router/src/resolve.ts). The same app on disk must give both the same answers, as
// `file_exists`/`is_dir` on Linux and PHP's case-insensitive class and method names would.

import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import type { ControllerTree } from '@routelens/shared';
import { FolderTree } from '@routelens/router/out/src/resolve';
import { ControllerIndex } from '../src/db/hmvc';
import { writeWorkspace } from './harness/lsp-client';

/** The app every case asks about: controllers at the top, in folders, and in two modules (one with a nested folder). */
const APP: Record<string, string> = {
  'application/controllers/Shop.ts': 'export default class Shop {\n  index() {}\n  checkOut(id: string) {}\n}\n',
  'application/controllers/admin/Users.ts': 'export default class Users {\n  index() {}\n  static make() {}\n}\n',
  'application/controllers/admin/reports/Sales.ts': 'export default class Sales {\n  _remap(method: string) {}\n}\n',
  'application/modules/blog/controllers/Blog.ts': 'export default class Blog {\n  index() {}\n  show(slug: string) {}\n}\n',
  'application/modules/blog/controllers/admin/Posts.ts': 'export default class Posts {\n  edit(id: string) {}\n}\n',
  'application/modules/empty/views/index.ts': 'export const nothing = 1;\n',
};

type Query =
  | { file: [string | null, string[], string]; found: boolean; className?: string; method?: [string, string | undefined] }
  | { isDir: [string | null, string[]]; is: boolean }
  | { hasModule: string; has: boolean };

/** Each case: a question to the tree and the answer CodeIgniter's own tests (file_exists, is_dir, class and method names) give. */
const CASES: Record<string, Query> = {
  'a top-level controller, exact case': { file: [null, [], 'Shop'], found: true, className: 'shop', method: ['CHECKOUT', 'checkOut'] },
  'a file name in the wrong case does not exist': { file: [null, [], 'shop'], found: false },
  'a controller in a folder': { file: [null, ['admin'], 'Users'], found: true, className: 'Users', method: ['index', 'index'] },
  'a static method is found (the resolver refuses it)': { file: [null, ['admin'], 'Users'], found: true, className: 'users', method: ['make', 'make'] },
  'a method the class lacks': { file: [null, ['admin'], 'Users'], found: true, className: 'Users', method: ['delete', undefined] },
  'a controller two folders down': { file: [null, ['admin', 'reports'], 'Sales'], found: true, className: 'Sales', method: ['_remap', '_remap'] },
  'the controllers folder itself': { isDir: [null, []], is: true },
  'a folder': { isDir: [null, ['admin']], is: true },
  'a folder in the wrong case': { isDir: [null, ['Admin']], is: false },
  'a nested folder': { isDir: [null, ['admin', 'reports']], is: true },
  'a file is not a folder': { isDir: [null, ['Shop']], is: false },
  'a path out of the folder': { isDir: [null, ['..']], is: false },
  'a file name out of the folder': { file: [null, ['..', 'controllers'], 'Shop'], found: false },
  'a module': { hasModule: 'blog', has: true },
  'a module without controllers is not one': { hasModule: 'empty', has: false },
  'no such module': { hasModule: 'shop', has: false },
  "a module's controllers folder": { isDir: ['blog', []], is: true },
  "a module's controller": { file: ['blog', [], 'Blog'], found: true, className: 'Blog', method: ['Show', 'show'] },
  "a folder in a module's controllers": { isDir: ['blog', ['admin']], is: true },
  "a controller in a module's folder": { file: ['blog', ['admin'], 'Posts'], found: true, className: 'posts', method: ['edit', 'edit'] },
  'an app controller is not in a module': { file: ['blog', [], 'Shop'], found: false },
};

function ask(tree: ControllerTree, query: Query): unknown {
  if ('hasModule' in query) return { has: tree.hasModule(query.hasModule) };
  if ('isDir' in query) return { is: tree.isDir(...query.isDir) };
  const file = tree.file(...query.file);
  if (!file || query.className === undefined) return { found: file !== undefined };
  const found = file.classNamed(query.className);
  return { found: true, className: query.className, method: query.method && [query.method[0], found?.method(query.method[0])?.name] };
}

function expected(query: Query): unknown {
  if ('hasModule' in query) return { has: query.has };
  if ('isDir' in query) return { is: query.is };
  return query.className === undefined ? { found: query.found } : { found: query.found, className: query.className, method: query.method };
}

const { root } = writeWorkspace(APP);
const application = path.join(root, 'application');
const files = Object.keys(APP).map((name) => path.join(root, name));

const TREES: Record<string, () => ControllerTree> = {
  "the analysis' index (controllers read, never run)": () => ControllerIndex.build(files, (file) => fs.readFileSync(file, 'utf8')).tree,
  "the router's folder tree (folders listed, classes loaded)": () =>
    new FolderTree({ root: application, controllersFolder: 'controllers', modulesFolder: 'modules' }),
};

for (const [treeName, make] of Object.entries(TREES)) {
  describe(`controller trees: ${treeName}`, () => {
    const tree = make();
    for (const [name, query] of Object.entries(CASES)) {
      test(name, () => assert.deepEqual(ask(tree, query), expected(query)));
    }
  });
}
