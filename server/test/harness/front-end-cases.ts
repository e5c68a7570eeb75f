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
  { name: 'verbs', ts: "Route.get('login', 'auth/login');\nRoute.post('login', 'auth/check');\nRoute.any('about', 'pages/about');", php: "Route::get('login', 'auth/login');\nRoute::post('login', 'auth/check');\nRoute::any('about', 'pages/about');" },
  { name: 'resources', ts: "Route.resources('photos', { constraint: '(:num)' });", php: "Route::resources('photos', array('constraint' => '(:num)'));" },
  { name: 'resources-module', ts: "Route.resources('users', { module: 'accounts', controller: 'people' });", php: "Route::resources('users', array('module' => 'accounts', 'controller' => 'people'));" },
  { name: 'context', ts: "Route.context('admin');\nRoute.context('reports', 'dashboard', { home: 'overview' });", php: "Route::context('admin');\nRoute::context('reports', 'dashboard', array('home' => 'overview'));", phpDiffers: "Bonfire's released library maps a context's bare name to its home ('overview'), the port to name/home" },
  { name: 'block', ts: "Route.block(['admin', 'debug']);\nRoute.any('(:any)', 'pages/show/$1');", php: "Route::block('admin', 'debug');\nRoute::any('(:any)', 'pages/show/$1');" },
  { name: 'prefix', ts: "Route.prefix('api', () => {\n  Route.get('users', 'api/users/index');\n  Route.resources('orders');\n});\nRoute.get('home', 'pages/home');", php: "Route::prefix('api', function () {\n  Route::get('users', 'api/users/index');\n  Route::resources('orders');\n});\nRoute::get('home', 'pages/home');" },
  { name: 'nested-handler', ts: "Route.get('posts/(:num)', 'posts/show/$1', {}, () => {\n  Route.get('comments', 'comments/list/$1');\n});", php: "Route::get('posts/(:num)', 'posts/show/$1', array(), function () {\n  Route::get('comments', 'comments/list/$1');\n});" },
  { name: 'constants', ts: "const AREA = 'admin';\nRoute.get(AREA + '/users', AREA + '/users/index');", php: "define('AREA', 'admin');\nRoute::get(AREA . '/users', AREA . '/users/index');" },
  { name: 'loops', ts: "for (const page of ['about', 'contact', 'terms']) Route.get(page, `pages/${page}`);", php: "foreach (array('about', 'contact', 'terms') as $page) {\n  Route::get($page, 'pages/' . $page);\n}" },
  { name: 'functions', ts: "function crud(name: string, verbs: string[] = ['get', 'post']) {\n  if (verbs.includes('get')) Route.get(name, `${name}/index`);\n  if (verbs.includes('post')) Route.post(name, `${name}/save`);\n}\ncrud('notes');\ncrud('tags', ['get']);", php: "function crud($name, $verbs = array('get', 'post')) {\n  if (in_array('get', $verbs)) Route::get($name, $name . '/index');\n  if (in_array('post', $verbs)) Route::post($name, $name . '/save');\n}\ncrud('notes');\ncrud('tags', array('get'));" },
  { name: 'named', ts: "Route.any('sign-in', 'auth/login', { as: 'login' });\nRoute.get('go', Route.named('login') ?? 'missing');", php: "Route::any('sign-in', 'auth/login', array('as' => 'login'));\nRoute::get('go', Route::named('login'));" },
  { name: 'resources-options', ts: "Route.resources('photos', { controller: 'pics', constraint: '([a-z]+)' });", php: "Route::resources('photos', array('controller' => 'pics', 'constraint' => '([a-z]+)'));" },
  { name: 'array-routes', ts: "Route.any('a', 'x/a');\nRoute.any('b', 'x/b');", php: "$route['a'] = 'x/a';\n$route['b'] = 'x/b';" },
];

export const TS_HEAD = "import { Route } from '@routelens/route';\n";
export const TS_TAIL = "\nexport const routes = Route.map({ default_controller: 'welcome' });\n";
export const PHP_HEAD = "<?php\n$route['default_controller'] = 'welcome';\n";
export const PHP_TAIL = '\n$route = Route::map($route);\n';
