// Object literals with behaviour: methods that use `this`, a getter and a setter, a spread that reads the getter,
// and an object made from another by spreading it, whose method then sees the copy.
import { Route } from '@routelens/route';

const admin = {
  area: 'admin',
  version: 1,
  get base(): string {
    return `${this.area}/v${this.version}`;
  },
  set base(value: string) {
    const [area, version] = value.split('/v');
    this.area = area;
    this.version = Number(version);
  },
  path(segment: string): string {
    return `${this.base}/${segment}`;
  },
  controller: function (name: string): string {
    return `${this.area}/${name}`;
  },
};

Route.get(admin.path('users'), admin.controller('users'));
admin.base = 'staff/v3';
Route.get(admin.path('users'), admin.controller('staff_users'));

const snapshot = { ...admin, area: 'reports' };
Route.get(snapshot.path('daily'), snapshot.controller('daily'));
Route.get(`keys/${Object.keys(admin).join('-')}`, 'keys/index');
Route.get(`snapshot/${snapshot.base}`, 'keys/snapshot');

export const routes = Route.map({ default_controller: 'home' });
