import { Route } from '@routelens/route';

export default function admin(prefix = 'admin'): void {
  Route.prefix(prefix, () => {
    Route.resources('users');
  });
}
export const ADMIN_HOME = 'admin/dashboard';
