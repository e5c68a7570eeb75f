import { Route } from '@routelens/route';

type Verb = 'get' | 'post' | 'put' | 'delete';
interface Spec { verb: Verb; path: string; action: string; name?: string; enabled?: boolean }

const specs: Spec[] = [
  { verb: 'get', path: 'reports', action: 'index', name: 'reports' },
  { verb: 'post', path: 'reports', action: 'create' },
  { verb: 'get', path: 'reports/(:num)', action: 'show' },
  { verb: 'delete', path: 'reports/(:num)', action: 'delete', enabled: false },
];

function register({ verb, path, action, name }: Spec, controller = 'reports'): void {
  const target = path.includes('(:num)') ? `${controller}/${action}/$1` : `${controller}/${action}`;
  Route[verb](path, target, name ? { as: name } : {});
}

specs.filter((s) => s.enabled !== false).forEach((s) => register(s));
const extra = specs.map(({ path, ...rest }) => ({ ...rest, path: `v2/${path}` }));
for (const spec of extra.slice(0, 2)) register(spec, 'reports_v2');

enum Area { Admin = 'admin', Public = 'public' }
Route.get(`${Area.Admin}/home`, `${Area.Admin}/dashboard`);
const AREAS = { admin: 'backoffice', public: 'site' } as const;
for (const key of Object.keys(AREAS) as (keyof typeof AREAS)[]) Route.get(`areas/${key}`, `${AREAS[key]}/index`);

export const routes = Route.map({});
