// The function-size rule, checked in `npm test` beside the dependency rules: no function (declaration, method,
// arrow or expression; its nested functions included) longer than 60 lines in the server's `lsp/`, `cli/`, `db/` and
// `features/`, where code is wiring and should read at a glance, nor longer than 100 lines anywhere else in the
// packages' sources. Run: `node server/out/tools/function-size.js` (exit 1 and a line per function over its limit).

import * as fs from 'node:fs';
import * as path from 'node:path';
import { ts } from 'ts-morph';

export const ROOT = path.resolve(__dirname, '../../..');
const SOURCES = ['route/src', 'shared/src', 'router/src', 'server/src', 'client/src'];
const STRICT = /^server\/src\/(lsp|cli|db|features)\//;

export interface LongFunction {
  file: string;
  line: number;
  name: string;
  lines: number;
  limit: number;
}

/** The line limit of functions in a file (a path relative to the repository, with `/`). */
export function limitOf(file: string): number {
  return STRICT.test(file) ? 60 : 100;
}

/** The functions of a source text longer than `limit` lines. */
export function longFunctions(file: string, text: string, limit = limitOf(file)): LongFunction[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.end).line;
      const lines = last - first + 1;
      const name = node.name && ts.isIdentifier(node.name) ? node.name.text : '(anonymous)';
      if (lines > limit) found.push({ file, line: first + 1, name, lines, limit });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every function of the packages' sources over its limit. */
export function checkSources(root = ROOT): LongFunction[] {
  const found: LongFunction[] = [];
  const walk = (folder: string): void => {
    for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else if (/\.(ts|mts|cts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        found.push(...longFunctions(relative, fs.readFileSync(path.join(root, relative), 'utf8')));
      }
    }
  };
  for (const folder of SOURCES) walk(folder);
  return found;
}

if (require.main === module) {
  const found = checkSources();
  for (const f of found) console.error(`${f.file}:${f.line}: ${f.name} is ${f.lines} lines (at most ${f.limit} here)`);
  if (found.length > 0) {
    console.error(`function-size: ${found.length} function(s) over the limit`);
    process.exit(1);
  }
}
