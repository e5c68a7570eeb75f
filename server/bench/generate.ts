// Generates realistic route configs of a given size, for the benchmark and the soak test.

const WORDS = ['users', 'photos', 'orders', 'invoices', 'reports', 'posts', 'tags', 'files', 'teams', 'events'];

/** A deterministic random source and a word picker from it: the same seed makes the same config. */
function seeded(seed: number): { random: () => number; word: () => string } {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
  return { random, word: () => WORDS[Math.floor(random() * WORDS.length)] };
}

/** A config of about `calls` Route calls: named verb routes, resources with options, contexts, prefixes, nested handlers, blocks and imports. */
export function generateConfig(calls: number, seed = 1, importFrom = './constants'): string {
  const { random, word } = seeded(seed);
  const lines = [
    "import { Route } from '@routelens/route';",
    `import { API, LEGACY } from '${importFrom}';`,
    '',
    "const route: Record<string, string> = { default_controller: 'welcome' };",
  ];
  let made = 0;
  let group = 0;
  while (made < calls) {
    group++;
    const kind = random();
    if (kind < 0.4) {
      const verb = ['get', 'post', 'put', 'delete', 'any'][Math.floor(random() * 5)];
      lines.push(`Route.${verb}('${word()}/g${group}/(:num)', '${word()}/show/$1', { as: 'r${group}' });`);
      made += 1;
    } else if (kind < 0.55) {
      lines.push(`Route.resources('${word()}${group}', { module: 'm${group % 7}', constraint: '(:num)', controller: '${word()}' });`);
      made += 1;
    } else if (kind < 0.62) {
      lines.push(`Route.context('area${group}', { home: 'dashboard' });`);
      made += 1;
    } else if (kind < 0.85) {
      lines.push(`Route.prefix(\`\${API}/(v[0-9]+)/g${group}\`, () => {`);
      lines.push(`  Route.get('${word()}', '${word()}/index', { as: 'p${group}' });`);
      lines.push(`  Route.post('${word()}/(:num)', '${word()}/save/$2');`);
      lines.push(`  Route.resources('${word()}', { offset: 1 });`);
      lines.push('});');
      made += 4;
    } else if (kind < 0.95) {
      lines.push(`Route.get('parent${group}/(:num)', 'parents/show/$1', {}, () => {`);
      lines.push(`  Route.any('child', 'children/index/$1');`);
      lines.push(`  Route.resources('items${group}');`);
      lines.push('});');
      made += 3;
    } else {
      lines.push(`Route.block([LEGACY + '/${group}', 'old/${group}/(:any)']);`);
      made += 1;
    }
  }
  lines.push("const home = Route.named('r1');");
  lines.push('export const routes = Route.map(route);');
  return lines.join('\n') + '\n';
}

export const CONSTANTS = "export const API = 'api/v2';\nexport const LEGACY = 'legacy';\n";

/**
 * A config of about `calls` statements written as real apps write them: helper functions that register routes, a
 * loop over a list, `if`s on a constant and on the environment, beside plain calls (the benchmark's
 * `cold_ratio_functions`; none of it is on the fast reader's path).
 */
export function generateFunctionsConfig(calls: number, seed = 1): string {
  const { random, word } = seeded(seed);
  const lines = [
    "import { Route } from '@routelens/route';",
    "import { API } from './constants';",
    '',
    'const ADMIN = true;',
    "const VERBS = ['list', 'export', 'import'];",
    '',
    'function crud(name: string, controller: string): void {',
    '  Route.get(name, `${controller}/index`);',
    '  Route.post(name, `${controller}/create`);',
    '  Route.get(`${name}/(:num)`, `${controller}/show/$1`, { as: `${name}-show` });',
    '}',
    '',
    'function area(prefix: string, names: string[]): void {',
    '  Route.prefix(prefix, () => {',
    '    for (const name of names) {',
    '      Route.get(name, `${prefix}/${name}/index`);',
    '    }',
    '  });',
    '}',
    '',
  ];
  let made = 0;
  let group = 0;
  while (made < calls) {
    group++;
    const kind = random();
    if (kind < 0.45) {
      lines.push(`Route.get('${word()}/g${group}/(:num)', '${word()}/show/$1', { as: 'r${group}' });`);
      made += 1;
    } else if (kind < 0.75) {
      lines.push(`crud('${word()}${group}', '${word()}');`);
      made += 1;
    } else if (kind < 0.88) {
      lines.push(`area(\`\${API}/a${group}\`, ['${word()}', '${word()}']);`);
      made += 1;
    } else if (kind < 0.94) {
      lines.push(`for (const verb of VERBS) {`);
      lines.push(`  Route.post(\`${word()}${group}/\${verb}\`, \`${word()}/\${verb}\`);`);
      lines.push('}');
      made += 1;
    } else if (kind < 0.98) {
      lines.push('if (ADMIN) {');
      lines.push(`  Route.resources('admin${group}', { module: 'admin' });`);
      lines.push('} else {');
      lines.push(`  Route.block(['admin${group}']);`);
      lines.push('}');
      made += 1;
    } else {
      lines.push("if (process.env.NODE_ENV !== 'production') {");
      lines.push(`  Route.get('debug${group}', 'tools/debug');`);
      lines.push('}');
      made += 1;
    }
  }
  lines.push("const home = Route.named('r1');");
  lines.push('export const routes = Route.map({});');
  return lines.join('\n') + '\n';
}

/**
 * A CodeIgniter 3 / Bonfire `application/config/routes.php` of about `lines` route lines, as large apps write it:
 * settings, `$route[...]` lines with captures, per-method verb arrays, Route calls with options, `Route::map`, and
 * more `$route` lines after it (the benchmark's PHP keystroke rows). Its targets are the methods of `phpControllers`.
 */
export function generatePhpRoutes(lines: number, seed = 1): string {
  const { random, word } = seeded(seed);
  const before: string[] = [];
  const after: string[] = [];
  for (let i = 0; i < lines; i++) {
    const kind = random();
    if (kind < 0.4) after.push(`$route['${word()}/p${i}/(:num)'] = '${word()}/show/$1';`);
    else if (kind < 0.55) after.push(`$route['${word()}/p${i}']['post'] = '${word()}/create';`);
    else if (kind < 0.8) before.push(`Route::get('${word()}/r${i}/(:any)', '${word()}/view/$1', array('as' => 'r${i}'));`);
    else if (kind < 0.9) before.push(`Route::resources('${word()}${i}', array('constraint' => '(:num)', 'controller' => '${word()}'));`);
    else before.push(`Route::any('${word()}/a${i}', '${word()}/index');`);
  }
  return phpRoutesFile([...before, '', '$route = Route::map($route);', '', ...after]);
}

/** A routes.php with CodeIgniter's header and reserved routes, then `lines`. */
function phpRoutesFile(lines: readonly string[]): string {
  return [
    "<?php defined('BASEPATH') || exit('No direct script access allowed');",
    '',
    "$route['default_controller'] = 'welcome';",
    "$route['404_override'] = '';",
    "$route['translate_uri_dashes'] = FALSE;",
    '',
    ...lines,
    '',
  ].join('\n');
}

/**
 * A CodeIgniter 3 routes.php of `lines` plain `$route['…'] = '…';` lines (no Route class, no verb arrays: what most
 * CodeIgniter apps have), with targets that `phpControllers` resolves.
 */
export function generatePlainPhpRoutes(lines: number, seed = 1): string {
  const { random, word } = seeded(seed);
  const routes: string[] = [];
  for (let i = 0; i < lines; i++) {
    const kind = random();
    if (kind < 0.5) routes.push(`$route['${word()}/p${i}/(:num)'] = '${word()}/show/$1';`);
    else if (kind < 0.8) routes.push(`$route['${word()}/r${i}/(:any)'] = '${word()}/view/$1';`);
    else routes.push(`$route['${word()}/a${i}'] = '${word()}/index';`);
  }
  return phpRoutesFile(routes);
}

/**
 * The controllers the targets of `generatePhpRoutes` name, and its default controller (application/controllers/
 * <Word>.php): an app whose routes resolve.
 */
export function phpControllers(): Record<string, string> {
  const methods = ['index', 'show', 'view', 'create', 'create_new', 'edit', 'update', 'delete'];
  return Object.fromEntries(
    ['welcome', ...WORDS].map((word) => [
      `application/controllers/${word[0].toUpperCase()}${word.slice(1)}.php`,
      `<?php\nclass ${word[0].toUpperCase()}${word.slice(1)} extends CI_Controller {\n${methods.map((m) => `  public function ${m}($id = null) {}\n`).join('')}}\n`,
    ]),
  );
}

/**
 * A CodeIgniter 4 app of about `routes` routes (`app/Config/Routes.php` and its controllers): groups of ten GET
 * routes with a filter and names, a POST route, a resource per group, a page route every fifth group.
 */
export function generateCi4App(routes: number): Record<string, string> {
  const lines = ['<?php', '', 'use CodeIgniter\\Router\\RouteCollection;', '', '/** @var RouteCollection $routes */'];
  const controllers: Record<string, string> = {};
  const controller = (name: string, methods: string[]) =>
    `<?php\n\nnamespace App\\Controllers;\n\nclass ${name} extends BaseController\n{\n${methods.map((m) => `    public function ${m}($id = null)\n    {\n        return '';\n    }\n`).join('\n')}}\n`;
  const pages: string[] = [];
  let count = 0;
  for (let g = 1; count < routes; g++) {
    lines.push(`$routes->group('area${g}', ['filter' => 'auth'], static function ($routes) {`);
    for (let i = 0; i < 10; i++) lines.push(`    $routes->get('page${i}/(:num)', 'Area${g}::page${i}/$1', ['as' => 'a${g}p${i}']);`);
    lines.push(`    $routes->post('save/(:num)', 'Area${g}::save/$1');`, '});', `$routes->resource('things${g}');`);
    controllers[`app/Controllers/Area${g}.php`] = controller(`Area${g}`, [...Array.from({ length: 10 }, (_, i) => `page${i}`), 'save']);
    controllers[`app/Controllers/Things${g}.php`] = controller(`Things${g}`, ['index', 'show', 'new', 'create', 'edit', 'update', 'delete']);
    count += 19;
    if (g % 5 === 0) {
      lines.push(`$routes->get('about${g}', 'Pages::about${g}');`);
      pages.push(`about${g}`);
      count++;
    }
  }
  controllers['app/Controllers/Pages.php'] = controller('Pages', pages);
  controllers['app/Controllers/BaseController.php'] =
    '<?php\n\nnamespace App\\Controllers;\n\nuse CodeIgniter\\Controller;\n\nabstract class BaseController extends Controller\n{\n}\n';
  return { 'app/Config/Routes.php': lines.join('\n') + '\n', ...controllers };
}
