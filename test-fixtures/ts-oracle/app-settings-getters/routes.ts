// Settings objects with getters and methods, a frozen base, overrides applied with Object.assign, and a
// computed key.
import { Route } from '@routelens/route';

const ADMIN_KEY = 'adminPath';
const base = Object.freeze({
  [ADMIN_KEY]: 'backend',
  apiVersion: 2,
  get apiPrefix(): string {
    return `api/v${this.apiVersion}`;
  },
});
const settings = Object.assign({}, base, { apiVersion: 3 });
const paths = {
  root: 'app',
  under(part: string): string {
    return `${this.root}/${part}`;
  },
};

Route.get(`${settings[ADMIN_KEY]}/login`, 'auth/login');
Route.get(settings.apiPrefix, 'api/index');
Route.get(base.apiPrefix + '/legacy', 'api/legacy');
Route.get(paths.under('dashboard'), 'dashboard/index');
const { under } = paths;
Route.get(typeof under === 'function' ? 'detached' : 'none', 'dashboard/detached');

export const routes = Route.map({});
