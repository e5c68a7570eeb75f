import { Route } from '@routelens/route';

export function userRoutes(prefix = 'users'): void {
  Route.resources(prefix, { constraint: '(:num)' });
  Route.get(`${prefix}/(:num)/avatar`, `${prefix}/avatar/$1`, { as: 'avatar' });
}
