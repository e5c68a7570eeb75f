import { Route } from '@routelens/route';

Route.get('photos/(:num)/edit', 'photos/edit/$1', { as: 'edit-photo' });
Route.get('login', 'auth/login', { as: 'login' });
Route.get('go-login', Route.named('login') ?? 'none');
Route.get('edit-link', Route.url('edit-photo', 12) ?? 'none');
const names = ['login', 'missing'].map((n) => Route.named(n) ?? `no-${n}`);
Route.get(`names/${names.join('/')}`, 'names/x');

export const routes = Route.map({});
