// An admin area generated from a list of entities, each with options that default sensibly: which actions exist,
// the controller name, an id pattern.
import { Route } from '@routelens/route';

interface EntityOptions {
  actions?: readonly ('list' | 'create' | 'edit' | 'delete' | 'export')[];
  controller?: string;
  id?: string;
}

const ALL_ACTIONS = ['list', 'create', 'edit', 'delete'] as const;

function crud(entity: string, { actions = ALL_ACTIONS, controller = entity.replace(/-/g, '_'), id = '(:num)' }: EntityOptions = {}): number {
  let count = 0;
  const target = `admin/${controller}`;
  for (const action of actions) {
    switch (action) {
      case 'list':
        Route.get(entity, `${target}/index`, { as: `admin_${controller}` });
        break;
      case 'create':
        Route.get(`${entity}/new`, `${target}/create`);
        Route.post(entity, `${target}/store`);
        count++;
        break;
      case 'edit':
        Route.get(`${entity}/${id}/edit`, `${target}/edit/$1`);
        Route.put(`${entity}/${id}`, `${target}/update/$1`);
        count++;
        break;
      case 'delete':
        Route.delete(`${entity}/${id}`, `${target}/delete/$1`);
        break;
      case 'export':
        Route.get(`${entity}/export.csv`, `${target}/export`);
    }
    count++;
  }
  return count;
}

let total = 0;
Route.prefix('admin', () => {
  total += crud('users');
  total += crud('blog-posts', { actions: ['list', 'edit', 'export'] });
  total += crud('countries', { actions: ['list'], id: '([A-Z]{2})' });
  total += crud('orders', { controller: 'shop_orders', actions: [...ALL_ACTIONS, 'export'] });
});
Route.get(`admin/stats/${total}`, 'admin/stats');

export const routes = Route.map({});
