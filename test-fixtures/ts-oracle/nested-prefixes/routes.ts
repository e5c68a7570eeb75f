import { Route } from '@routelens/route';

const area = (name: string, fn: () => void) => Route.prefix(name, fn);
area('admin', () => {
  Route.get('dashboard', 'admin/dashboard');
  area('reports', () => {
    Route.get('daily', 'reports/daily');
    Route.get('(:num)', 'reports/show/$1', {}, () => {
      Route.get('export', 'reports/export/$1');
    });
  });
  Route.context('content', { home: 'index' });
});
Route.block(['admin/secret', 'legacy/(:any)']);

export const routes = Route.map({});
