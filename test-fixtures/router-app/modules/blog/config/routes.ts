// The blog module's own routes: consulted for the module's URLs (those starting with `blog/`), as the HMVC router
// consults a module's config/routes.php; targets are relative to the module.
import { Route } from '@routelens/route';

Route.any('blog/post/(:num)', 'blog/show/$1');
// A route for some request methods only is a per-verb array in the table: the HMVC router never uses it.
Route.get('blog/draft/(:num)', 'blog/show/$1');

export const routes = Route.map();
