import { Route } from '@routelens/route';

// Route methods passed around as values, as teams write small DSLs over them.
const get = Route.get;
const post = Route.post.bind(Route);
const verbs = { read: Route.get, write: Route.post, remove: Route.delete };

get('status', 'system/status', { as: 'status' });
post('login', 'auth/login');
Route.put.call(Route, 'profile', 'users/update');
Route.patch.apply(Route, ['profile/avatar', 'users/avatar']);
verbs.read('orders', 'orders/index');
verbs.write('orders', 'orders/create');
verbs.remove('orders/(:num)', 'orders/delete/$1');
for (const verb of ['get', 'post'] as const) Route[verb](`webhooks/${verb}`, `webhooks/${verb}`);

export const routes = Route.map({ default_controller: 'home' });
