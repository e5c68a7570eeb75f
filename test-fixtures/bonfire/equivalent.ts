// The TypeScript config equivalent to application/config/routes.php (the tests compare their tables).
import { Route } from '@routelens/route';

const API_PREFIX = 'api';
const route: Record<string, string | boolean> = {};
route['default_controller'] = 'home';
route['404_override'] = '';

Route.any('login', 'users/login', { as: 'login' });
Route.any('logout', 'users/logout', { as: 'logout' });
Route.get('register', 'users/register');
Route.post('register', 'users/register/save');

Route.prefix(API_PREFIX, () => {
  Route.resources('photos', { constraint: '(:num)', module: 'gallery' });
  Route.get('status', 'api/status/index', { as: 'api-status' });
});

Route.context('admin', { home: 'dashboard' });
Route.context('reports', 'reporting');

Route.block(['users/activate', 'admin/(:any)/secret']);

Route.get('blog/(:num)', 'blog/posts/show/$1', {}, () => {
  Route.get('comments', 'blog/comments/index/$1');
});

const home = Route.named('login');
Route.any(home + '/help', 'users/help');

export const routes = Route.map(route);
routes.translate_uri_dashes = false;
