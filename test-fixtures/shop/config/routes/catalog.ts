// Catalog routes: products, categories and the reviews of a product.
import { Route } from '@routelens/route';
import { SKU } from '../constants';

export function registerCatalog(): void {
  Route.get('shop', 'catalog/index', { as: 'shop' });
  Route.resources('products', { constraint: SKU, module: 'catalog' });
  Route.get(`products/${SKU}/details`, 'catalog/products/details/$1', { as: 'product' }, () => {
    Route.resources('reviews', { module: 'catalog' });
  });
  Route.get('categories/(:any)', 'catalog/categories/show/$1', { as: 'category' });
}
