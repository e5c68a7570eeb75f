import { Route } from '@routelens/route';

const apis = [
  { name: 'photos', options: { constraint: '(:num)' } },
  { name: 'albums', options: { module: 'media', offset: 1 } },
  { name: 'comments', options: { controller: 'feedback' } },
];
Route.prefix('api/(v[0-9]+)', () => {
  for (const { name, options } of apis) Route.resources(name, { ...options, offset: 1 });
});
Route.resources('tags', { deleteAction: 'destroy' });

export const routes = Route.map({});
