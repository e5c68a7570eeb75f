import { Route } from '@routelens/route';

const base = { module: 'shop' };
const withId = { ...base, constraint: '([a-z]+)' };
Route.resources('products', withId);
const defaults = { as: 'cart' };
Route.get('cart', 'shop/cart', { ...defaults });
const verbs = Object.keys({ get: 1, post: 1 }) as ('get' | 'post')[];
verbs.forEach((verb, i) => Route[verb](`checkout/${i}`, `shop/checkout/${verb}`));

// Arguments spread from a tuple, a Set, and a helper's rest.
const pair = ['shop/cart', 'shop/cart/index'] as const;
Route.get(...pair);
Route.post(...new Set(['shop/cart/add', 'shop/cart/add_item']), { as: 'cart.add' });
const link = (from: string, ...parts: string[]) => Route.get(from, parts.join('/'));
link(...['shop/wishlist', 'shop', 'wishlist', 'index']);

export const routes = Route.map({ default_controller: 'shop' });
