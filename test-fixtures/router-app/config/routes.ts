// The routes of the router's example app (a routelens test fixture): modules, a context, resources with a nested
// handler, a prefix, blocks, and CodeIgniter settings.
import { Route } from '@routelens/route';

Route.get('about-us', 'pages/about');
Route.resources('photos', { module: 'gallery', constraint: '(:num)' }, () => {
  Route.resources('comments', { module: 'gallery', controller: 'comments' });
});
Route.context('admin', { home: 'dashboard' });
Route.prefix('api', () => {
  Route.get('status', 'pages/status', { as: 'status' });
  Route.post('echo', 'pages/echo');
});
Route.any('boom', 'pages/boom');
Route.any('raw', 'pages/raw');
Route.any('files/(:any)', 'pages/file/$1');
Route.block(['blog/secret']);
Route.get('go/(:any)', 'blog/$1');

export const routes = Route.map({ default_controller: 'welcome', '404_override': 'pages/missing', translate_uri_dashes: true });
