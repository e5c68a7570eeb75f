import { Route } from '@routelens/route';

export const order = 2;
export function register(prefix = 'blog'): void {
  Route.get(prefix, 'blog/index');
  Route.get(`${prefix}/(:any)`, 'blog/show/$1');
}
