// The shop's route config: the entry point that builds the route table with Route.map.
import { Route } from '@routelens/route';
import names, { ADMIN_AREA, LANGUAGE } from './constants';
import { registerCatalog } from './routes/catalog';
import './routes/api';

export const route: Record<string, string | boolean> = {
  default_controller: 'storefront',
  '404_override': 'errors/not_found',
};

Route.any('', '{default_controller}/index', { as: names.home });
Route.get('cart', 'cart/show', { as: names.cart });
Route.post('cart/items', 'cart/add');
Route.delete('cart/items/(:num)', 'cart/remove/$1');
Route.any('checkout', 'checkout/index', { as: names.checkout });

registerCatalog();

Route.prefix(ADMIN_AREA, () => {
  Route.resources('products', { controller: 'product_admin', module: 'catalog', deleteAction: 'destroy' });
});
Route.context(ADMIN_AREA, { home: 'dashboard' });
Route.prefix(LANGUAGE, () => {
  Route.context('reports', 'reporting', { offset: 1 });
});

Route.block(['storefront/debug', 'catalog/(:any)/internal']);

const checkoutPath = Route.named('checkout');
Route.get(`${checkoutPath}/done`, 'checkout/done', { as: 'checkout-done' });

export const routes = Route.map(route);
routes.translate_uri_dashes = true;
