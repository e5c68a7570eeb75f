// A versioned REST API: versions listed with their status; deprecated ones keep read-only routes, removed ones are
// blocked, the current one gets full resources with nested comments.
import { Route } from '@routelens/route';

type Status = 'current' | 'deprecated' | 'removed';
const versions: { n: number; status: Status; resources: string[] }[] = [
  { n: 1, status: 'removed', resources: ['posts'] },
  { n: 2, status: 'deprecated', resources: ['posts', 'users'] },
  { n: 3, status: 'current', resources: ['posts', 'users', 'tags'] },
];

const sorted = [...versions].sort((a, b) => b.n - a.n);
for (const { n, status, resources } of sorted) {
  const base = `api/v${n}`;
  switch (status) {
    case 'removed':
      Route.block(`${base}/(:any)`);
      break;
    case 'deprecated':
      Route.prefix(base, () => {
        for (const resource of resources) {
          Route.get(resource, `v${n}/${resource}/index`);
          Route.get(`${resource}/(:num)`, `v${n}/${resource}/show/$1`);
        }
      });
      break;
    default:
      Route.prefix(base, () => {
        for (const resource of resources) {
          if (resource === 'posts') Route.resources(resource, { controller: `v${n}/posts` }, () => Route.resources('comments'));
          else Route.resources(resource, { controller: `v${n}/${resource}`, constraint: '(:num)' });
        }
      });
  }
}
const latest = Math.max(...versions.filter((v) => v.status === 'current').map((v) => v.n));
Route.any('api/latest/(:any)', `v${latest}/proxy/$1`);

export const routes = Route.map({});
