import { Route } from '@routelens/route';

export const order = 1;
export function register(prefix = 'shop'): void {
  Route.resources(prefix, { controller: 'shop/products' });
}
