// Helpers for the resolver's case tests: an app described as files (exact names) and classes, a resolver over it
// with a route table, and a compact rendering of what runs.

import type { CompilableTable, ControllerMethod, ListedController, ResolveSettings, RouterKind, Verb } from '../src/index';
import { ListedControllerTree, compileRoutes, listedClass, resolveRequest, routeLookup } from '../src/index';

/** `'public index'`, `'protected helper'`, `'static public s'`, `'list(a, b = 1)'`. */
export function method(spec: string): ControllerMethod {
  const words = spec.split(' ');
  const name = words.pop()!;
  const visibility = (words.find((w) => w === 'public' || w === 'protected' || w === 'private') ?? 'public') as ControllerMethod['visibility'];
  return { name, visibility, isStatic: words.includes('static') };
}

/** `{ 'modules/forum/controllers/Forum.php': 'Forum: index rules' }` → controllers (class name and method specs). */
export function app(files: Record<string, string>, routes: Record<string, [string, unknown][]> = {}) {
  const controllers: ListedController[] = [];
  const modules: string[] = [];
  for (const [file, spec] of Object.entries(files)) {
    const parts = file.split('/');
    if (parts[parts.length - 1] === '') {
      // A folder: `modules/empty/controllers/` or `controllers/reports/`.
      if (parts[0] === 'modules') modules.push(parts[1]);
      continue;
    }
    const module = parts[0] === 'modules' ? parts[1] : null;
    const at = parts.indexOf('controllers');
    const [cls, methods] = spec.split(':');
    const declared = methods
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean)
      .map(method);
    controllers.push({
      module,
      dirs: parts.slice(at + 1, -1),
      base: parts[parts.length - 1].replace(/\.php$/, ''),
      file,
      classes: cls ? [listedClass(cls.trim(), declared)] : [],
    });
  }
  const folders: [string | null, string[]][] = Object.keys(files)
    .filter((f) => f.endsWith('/') && f.startsWith('controllers/'))
    .map((f) => [null, f.split('/').slice(1, -1)]);
  return new ListedControllerTree(controllers, { modules, folders, moduleRoutes: new Map(Object.entries(routes)) });
}

export function resolver(tree: ListedControllerTree, table: [string, unknown][], router: RouterKind, extra: Partial<ResolveSettings> = {}) {
  const setting = (name: string) => table.find(([from]) => from === name)?.[1];
  const compiled = compileRoutes(table.filter(([from]) => from !== 'translate_uri_dashes') as CompilableTable);
  const settings: ResolveSettings = {
    router,
    defaultController: setting('default_controller') as string | undefined,
    override: setting('404_override') as string | undefined,
    translateDashes: setting('translate_uri_dashes') === true,
    ...extra,
  };
  return (verb: Verb, url: string) =>
    resolveRequest(
      verb,
      url,
      routeLookup(() => compiled),
      tree,
      settings,
    );
}

/** `file class::method(args) via` or the status, for compact expectations. */
export function runs(result: ReturnType<ReturnType<typeof resolver>>): string {
  if (!result.runs) return String(result.status);
  const r = result.runs;
  const remapped = r.remapped !== undefined ? `[${r.remapped}]` : '';
  return `${r.file} ${r.class}::${r.method}${remapped}(${r.args.join(',')}) ${r.via}${result.status === 200 ? '' : ` ${result.status}`}`;
}
