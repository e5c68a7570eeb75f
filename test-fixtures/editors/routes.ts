// The editor tests' route config: hover, definition and diagnostics are asserted in real editors.
import { Route } from '@routelens/route';
import { registerAuth } from './auth';

registerAuth();
Route.resources('photos', { constraint: '(:num)' });
const loginUrl = Route.named('login');
Route.block('secret', 'private');
Route.prefix('admin', () => Route.get('stats', 'admin/stats'));
export const routes = Route.map({ default_controller: 'home' });
