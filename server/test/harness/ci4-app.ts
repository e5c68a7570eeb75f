// CodeIgniter 4 apps for the tests: a folder with the files given, and the table `routelens map --json` gives for a
// Routes.php (with other files).

import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Ci4JsonRoute } from '../../src/features/ci4-routes';
import { runCli } from './cli';
import { temporaryFolder } from './temporary';

export type Route = Ci4JsonRoute;

/** A new folder with these files (paths relative to it). */
export function appWith(files: Record<string, string>): string {
  const root = temporaryFolder('routelens-ci4-');
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}

/** An app whose `app/Config/Routes.php` is `routes` (and other files), mapped; `args` go to `map --json`. */
export async function map(
  routes: string,
  args: string[] = [],
  files: Record<string, string> = {},
): Promise<{ methods: Record<string, Route[]>; settings: Record<string, unknown> }> {
  const root = appWith({ 'app/Config/Routes.php': `<?php\n\n${routes}\n`, ...files });
  const { code, out, err } = await runCli('map', '--json', root, ...args);
  assert.equal(code, 0, err);
  return JSON.parse(out);
}

export const keys = (routes: Route[]) => routes.map((r) => r.key);
export const pairs = (routes: Route[]) => routes.map((r) => `${r.key} => ${r.handler}`);
