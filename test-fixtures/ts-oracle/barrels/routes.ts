import { Route } from '@routelens/route';
import * as all from './routes/index';

all.userRoutes();
all.userRoutes('members');
all.shopRoutes('books', 'music');
Route.get(`${all.SHOP}/cart`, 'shop/cart');
Route.get('avatar-of', Route.named('avatar') ?? 'none');

export const routes = Route.map({});
