import { Route } from '@routelens/route';
import registerAdmin, { ADMIN_HOME as home } from './admin';

registerAdmin();
registerAdmin('staff');
Route.get('admin', home);

export const routes = Route.map({});
