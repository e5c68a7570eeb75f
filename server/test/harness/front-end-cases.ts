// The case suite every front end runs (server/test/front-end-cases.test.ts; the PHP files in real PHP in
// server/test-php/php-cases.test.ts): each construct as a TypeScript config and, where PHP has it, a routes.php.

export interface Case {
  name: string;
  /** Statements of a TypeScript config (the import and the export of `Route.map` are added). */
  ts: string;
  /** The same in a CodeIgniter routes.php (`<?php` and the map line are added); absent where PHP has no such construct. */
  php?: string;
  /** Why PHP's table differs on purpose (Bonfire's released library); its own table is then expected apart. */
  phpDiffers?: string;
}

export const CASES: Case[] = [
  {
    name: 'verbs',
    ts: "Route.get('login', 'auth/login');\nRoute.post('login', 'auth/check');\nRoute.any('about', 'pages/about');",
    php: "Route::get('login', 'auth/login');\nRoute::post('login', 'auth/check');\nRoute::any('about', 'pages/about');",
  },
  { name: 'resources', ts: "Route.resources('photos', { constraint: '(:num)' });", php: "Route::resources('photos', array('constraint' => '(:num)'));" },
  {
    name: 'resources-module',
    ts: "Route.resources('users', { module: 'accounts', controller: 'people' });",
    php: "Route::resources('users', array('module' => 'accounts', 'controller' => 'people'));",
  },
  {
    name: 'context',
    ts: "Route.context('admin');\nRoute.context('reports', 'dashboard', { home: 'overview' });",
    php: "Route::context('admin');\nRoute::context('reports', 'dashboard', array('home' => 'overview'));",
    phpDiffers: "Bonfire's released library maps a context's bare name to its home ('overview'), the port to name/home",
  },
  {
    name: 'block',
    ts: "Route.block(['admin', 'debug']);\nRoute.any('(:any)', 'pages/show/$1');",
    php: "Route::block('admin', 'debug');\nRoute::any('(:any)', 'pages/show/$1');",
  },
  {
    name: 'prefix',
    ts: "Route.prefix('api', () => {\n  Route.get('users', 'api/users/index');\n  Route.resources('orders');\n});\nRoute.get('home', 'pages/home');",
    php: "Route::prefix('api', function () {\n  Route::get('users', 'api/users/index');\n  Route::resources('orders');\n});\nRoute::get('home', 'pages/home');",
  },
  {
    name: 'nested-handler',
    ts: "Route.get('posts/(:num)', 'posts/show/$1', {}, () => {\n  Route.get('comments', 'comments/list/$1');\n});",
    php: "Route::get('posts/(:num)', 'posts/show/$1', array(), function () {\n  Route::get('comments', 'comments/list/$1');\n});",
  },
  {
    name: 'constants',
    ts: "const AREA = 'admin';\nRoute.get(AREA + '/users', AREA + '/users/index');",
    php: "define('AREA', 'admin');\nRoute::get(AREA . '/users', AREA . '/users/index');",
  },
  {
    name: 'loops',
    ts: "for (const page of ['about', 'contact', 'terms']) Route.get(page, `pages/${page}`);",
    php: "foreach (array('about', 'contact', 'terms') as $page) {\n  Route::get($page, 'pages/' . $page);\n}",
  },
  {
    name: 'functions',
    ts: "function crud(name: string, verbs: string[] = ['get', 'post']) {\n  if (verbs.includes('get')) Route.get(name, `${name}/index`);\n  if (verbs.includes('post')) Route.post(name, `${name}/save`);\n}\ncrud('notes');\ncrud('tags', ['get']);",
    php: "function crud($name, $verbs = array('get', 'post')) {\n  if (in_array('get', $verbs)) Route::get($name, $name . '/index');\n  if (in_array('post', $verbs)) Route::post($name, $name . '/save');\n}\ncrud('notes');\ncrud('tags', array('get'));",
  },
  {
    name: 'named',
    ts: "Route.any('sign-in', 'auth/login', { as: 'login' });\nRoute.get('go', Route.named('login') ?? 'missing');",
    php: "Route::any('sign-in', 'auth/login', array('as' => 'login'));\nRoute::get('go', Route::named('login'));",
  },
  {
    name: 'resources-options',
    ts: "Route.resources('photos', { controller: 'pics', constraint: '([a-z]+)' });",
    php: "Route::resources('photos', array('controller' => 'pics', 'constraint' => '([a-z]+)'));",
  },
  { name: 'array-routes', ts: "Route.any('a', 'x/a');\nRoute.any('b', 'x/b');", php: "$route['a'] = 'x/a';\n$route['b'] = 'x/b';" },
];

export const TS_HEAD = "import { Route } from '@routelens/route';\n";
export const TS_TAIL = "\nexport const routes = Route.map({ default_controller: 'welcome' });\n";
export const PHP_HEAD = "<?php\n$route['default_controller'] = 'welcome';\n";
export const PHP_TAIL = '\n$route = Route::map($route);\n';

/**
 * Conditions on two inputs, A and B, that nothing decides unless --define does: TypeScript reads them from
 * `process.env`, PHP from `$_SERVER`. Each case runs decided every way (the static tables equal execution: Node for
 * TypeScript here, PHP in server/test-php/php-cases.test.ts; and PHP's equal TypeScript's) and undecided (both front
 * ends give the same routes, the same of them conditional): the core's branches, guards and flow, through each
 * language's syntax.
 */
export interface ConditionCase {
  name: string;
  ts: string;
  php: string;
}

export const CONDITION_INPUTS: readonly Record<'A' | 'B', string>[] = [
  { A: '', B: '' },
  { A: '1', B: '' },
  { A: '', B: '1' },
  { A: '1', B: '1' },
];

export const CONDITION_CASES: ConditionCase[] = [
  {
    name: 'if-else',
    ts: "if (process.env.A) {\n  Route.get('a', 'x/a');\n} else if (process.env.B) {\n  Route.get('b', 'x/b');\n} else {\n  Route.get('neither', 'x/neither');\n}\nRoute.get('after', 'x/after');",
    php: "if (!empty($_SERVER['A'])) {\n  Route::get('a', 'x/a');\n} elseif (!empty($_SERVER['B'])) {\n  Route::get('b', 'x/b');\n} else {\n  Route::get('neither', 'x/neither');\n}\nRoute::get('after', 'x/after');",
  },
  {
    name: 'guard-return-in-loop',
    ts: "function section() {\n  for (const x of ['a', 'b']) {\n    if (process.env.A) return;\n    Route.get(`in/${x}`, 'in/index');\n  }\n  Route.get('after-loop', 'after/index');\n}\nsection();\nRoute.get('after-call', 'call/index');",
    php: "function section() {\n  foreach (array('a', 'b') as $x) {\n    if (!empty($_SERVER['A'])) return;\n    Route::get(\"in/$x\", 'in/index');\n  }\n  Route::get('after-loop', 'after/index');\n}\nsection();\nRoute::get('after-call', 'call/index');",
  },
  {
    name: 'guard-in-a-branch',
    ts: "function part() {\n  if (process.env.A) {\n    if (process.env.B) return;\n    Route.get('inner', 'x/inner');\n  } else {\n    Route.get('other', 'x/other');\n  }\n  Route.get('outer', 'x/outer');\n}\npart();\nRoute.get('last', 'x/last');",
    php: "function part() {\n  if (!empty($_SERVER['A'])) {\n    if (!empty($_SERVER['B'])) return;\n    Route::get('inner', 'x/inner');\n  } else {\n    Route::get('other', 'x/other');\n  }\n  Route::get('outer', 'x/outer');\n}\npart();\nRoute::get('last', 'x/last');",
  },
  {
    name: 'continue-and-break',
    ts: "for (const x of ['a', 'b', 'c']) {\n  if (process.env.B && x === 'b') continue;\n  if (process.env.A && x === 'c') break;\n  Route.get(`item/${x}`, 'items/show');\n}\nRoute.get('after-items', 'items/after');\nlet i = 0;\nwhile (i < 3) {\n  i++;\n  if (process.env.A) break;\n  Route.get(`count/${i}`, 'counts/show');\n}",
    php: "foreach (array('a', 'b', 'c') as $x) {\n  if (!empty($_SERVER['B']) && $x === 'b') continue;\n  if (!empty($_SERVER['A']) && $x === 'c') break;\n  Route::get(\"item/$x\", 'items/show');\n}\nRoute::get('after-items', 'items/after');\n$i = 0;\nwhile ($i < 3) {\n  $i++;\n  if (!empty($_SERVER['A'])) break;\n  Route::get(\"count/$i\", 'counts/show');\n}",
  },
  {
    name: 'leaving-two-loops',
    ts: "outer: for (const x of ['a', 'b']) {\n  for (const y of ['p', 'q']) {\n    if (process.env.A && y === 'q') break outer;\n    if (process.env.B && y === 'p') continue outer;\n    Route.get(`grid/${x}/${y}`, 'grid/show');\n  }\n  Route.get(`row/${x}`, 'rows/show');\n}\nRoute.get('after-grid', 'grid/after');",
    php: "foreach (array('a', 'b') as $x) {\n  foreach (array('p', 'q') as $y) {\n    if (!empty($_SERVER['A']) && $y === 'q') break 2;\n    if (!empty($_SERVER['B']) && $y === 'p') continue 2;\n    Route::get(\"grid/$x/$y\", 'grid/show');\n  }\n  Route::get(\"row/$x\", 'rows/show');\n}\nRoute::get('after-grid', 'grid/after');",
  },
  {
    name: 'guards-under-guards',
    ts: "function build() {\n  if (process.env.A) {\n    Route.get('early', 'x/early');\n    return;\n  }\n  for (const x of ['m', 'n']) {\n    if (process.env.B && x === 'n') return;\n    Route.get(`late/${x}`, 'x/late');\n  }\n}\nbuild();\nRoute.get('end', 'x/end');",
    php: "function build() {\n  if (!empty($_SERVER['A'])) {\n    Route::get('early', 'x/early');\n    return;\n  }\n  foreach (array('m', 'n') as $x) {\n    if (!empty($_SERVER['B']) && $x === 'n') return;\n    Route::get(\"late/$x\", 'x/late');\n  }\n}\nbuild();\nRoute::get('end', 'x/end');",
  },
];
