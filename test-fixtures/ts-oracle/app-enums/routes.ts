// Enums drive the routes: a string enum of sections, a numeric enum of API levels (with its reverse mapping), a
// const enum of roles.
import { Route } from '@routelens/route';

enum Section {
  News = 'news',
  Events = 'events',
  Jobs = 'jobs',
}

enum ApiLevel {
  Public = 1,
  Partner,
  Internal = 10,
}

const enum Role {
  Viewer = 'viewer',
  Editor = 'editor',
}

for (const section of Object.values(Section)) Route.get(`${section}/(:num)`, `${section}/show/$1`);

const levels = Object.values(ApiLevel).filter((v): v is ApiLevel => typeof v === 'number');
for (const level of levels) Route.prefix(`api/${ApiLevel[level].toLowerCase()}`, () => Route.get('status', `api/status/${level}`));

const roles: Role[] = [Role.Viewer, Role.Editor];
roles.forEach((role, i) => Route.get(`admin/${role}`, `admin/roles/${i}`));
Route.get(`admin/${Section.News}-editor`, `admin/${Role.Editor}`);

export const routes = Route.map({});
