// A route table as data: rows of method, path and handler, registered through a computed Route method, with a
// lookup of the handlers' controllers and a check that rejects bad rows.
import { Route } from '@routelens/route';

type Method = 'get' | 'post' | 'put' | 'delete';
type Row = readonly [Method, string, string, { as?: string }?];

const table: Row[] = [
  ['get', 'products', 'catalog/products/index', { as: 'products' }],
  ['get', 'products/(:num)', 'catalog/products/show/$1'],
  ['post', 'cart/items', 'cart/items/add'],
  ['delete', 'cart/items/(:num)', 'cart/items/remove/$1'],
  ['put', 'profile', 'account/profile/update', { as: 'profile_update' }],
  ['get', '', 'broken'],
];

const registered: string[] = [];
const rejected: string[] = [];
table.forEach(([method, path, handler, options], index) => {
  if (path === '') {
    rejected.push(`row ${index + 1}`);
    return;
  }
  const register = Route[method].bind(Route);
  register(path, handler, options ?? {});
  registered.push(handler.split('/')[0]);
});

const controllers = [...new Set(registered)].sort();
Route.get(`debug/${controllers.join('+')}/${rejected.length}`, 'debug/routes');
Route.get('debug/first', table.find(([m]) => m === 'post')?.[2] ?? 'none');

export const routes = Route.map({});
