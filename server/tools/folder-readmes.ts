// The folder-README rule, checked in `npm test` beside the dependency rules: every folder of the packages' sources
// that holds modules has a README.md that names each of them (as `name.ts`) and states the folder's invariant (a line
// with **Invariant:**), so that the map a newcomer reads is the tree that is there. Run:
// `node server/out/tools/folder-readmes.js` (exit 1 and a line per folder that falls short).

import * as fs from 'node:fs';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const SOURCES = ['route/src', 'shared/src', 'router/src', 'server/src', 'client/src'];

/** What a folder's README lacks: its absence, its invariant, or the names of modules it does not mention. */
export function readmeProblems(folder: string, modules: readonly string[], readme: string | undefined): string[] {
  if (readme === undefined) return [`${folder}: no README.md (it has ${modules.length} modules)`];
  const problems: string[] = [];
  if (!readme.includes('**Invariant:**')) problems.push(`${folder}/README.md: no **Invariant:** line`);
  const unnamed = modules.filter((name) => !new RegExp(`(^|[^A-Za-z0-9_.-])${name.replace(/[.]/g, '\\.')}([^A-Za-z0-9_-]|$)`).test(readme));
  if (unnamed.length > 0) problems.push(`${folder}/README.md does not name: ${unnamed.join(', ')}`);
  return problems;
}

/** Every folder below `dir` (itself included) with its `.ts` modules. */
function foldersOf(dir: string): { folder: string; modules: string[] }[] {
  const entries = fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true });
  const modules = entries
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.d.ts'))
    .map((e) => e.name)
    .sort();
  const below = entries.filter((e) => e.isDirectory()).flatMap((e) => foldersOf(`${dir}/${e.name}`));
  return modules.length > 0 ? [{ folder: dir, modules }, ...below] : below;
}

export function allProblems(): string[] {
  return SOURCES.flatMap((source) => foldersOf(source)).flatMap(({ folder, modules }) => {
    const file = path.join(ROOT, folder, 'README.md');
    return readmeProblems(folder, modules, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined);
  });
}

if (require.main === module) {
  const problems = allProblems();
  for (const problem of problems) console.error(problem);
  process.exit(problems.length > 0 ? 1 : 0);
}
