import { Route } from '@routelens/shared';

const base = { module: 'shop' };
const withId = { ...base, constraint: '([a-z]+)' };
Route.resources('products', withId);
const defaults = { as: 'cart' };
Route.get('cart', 'shop/cart', { ...defaults });
const verbs = Object.keys({ get: 1, post: 1 }) as ('get' | 'post')[];
verbs.forEach((verb, i) => Route[verb](`checkout/${i}`, `shop/checkout/${verb}`));

export const routes = Route.map({ default_controller: 'shop' });
