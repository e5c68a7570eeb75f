import { Route } from '@routelens/route';
if (process.env.NODE_ENV !== 'production') {
  Route.any('debug/(:any)', 'tools/debug/$1');
  Route.get('about', 'pages/about_dev');
} else {
  Route.get('about', 'pages/about');
}
Route.get('home', 'pages/home');
export const routes = Route.map();
