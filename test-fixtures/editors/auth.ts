// Authentication routes, registered by a function the entry calls.
import { Route } from '@routelens/route';

export function registerAuth(): void {
  Route.get('login', 'auth/login', { as: 'login' });
  Route.post('login', 'auth/attempt');
}
