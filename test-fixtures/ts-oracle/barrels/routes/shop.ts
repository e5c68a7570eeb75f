import { Route } from '@routelens/route';

export const SHOP = 'shop';
export function shopRoutes(...categories: string[]): void {
  Route.prefix(SHOP, () => {
    for (const category of categories) Route.get(category, `${SHOP}/category/${category}`);
  });
}
