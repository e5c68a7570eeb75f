// The JSON API: the version segment is captured by the prefix, so resources skip it with offset 1.
import { Route as R } from '@routelens/route';
import { API_PREFIX } from '../constants';

const resources = ['orders', 'customers'];

R.prefix(API_PREFIX, () => {
  for (const name of resources) {
    R.resources(name, { module: 'api', offset: 1 });
  }
  R.get('status', 'api/status/index/$1', { as: 'api-status' });
  R.options('(:any)', 'api/cors/preflight/$2');
});
