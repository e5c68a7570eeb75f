import { Route } from '@routelens/route';

const config = { prefix: 'api', version: 2, resources: [['users', 'accounts'], ['posts', 'blog']] as const };
const { prefix, version: v = 1 } = config;
for (const [name, module] of config.resources) Route.resources(`${prefix}/v${v}/${name}`, { module, controller: name });
function item({ path, to = 'pages/show', verb = 'get' }: { path: string; to?: string; verb?: 'get' | 'post' }): void {
  Route[verb](path, to);
}
item({ path: 'a' });
item({ path: 'b', verb: 'post' });
const [first, , third = 'none', ...rest] = ['one', 'two', undefined, 'four', 'five'];
Route.get(`${first}/${third}/${rest.join('+')}`, 'd/x');

export const routes = Route.map({});
