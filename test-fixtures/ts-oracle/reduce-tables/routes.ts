import { Route } from '@routelens/route';

const table = ['home', 'about', 'contact'].reduce<Record<string, string>>((acc, page, i) => ({ ...acc, [page]: `pages/${page}/${i}` }), {});
for (const [from, to] of Object.entries(table)) Route.any(from, to);
const total = [1, 2, 3].reduce((sum, n) => sum + n, 0);
Route.get(`total/${total}`, 'math/total');
const grouped = [['admin', 'users'], ['admin', 'roles'], ['shop', 'cart']].reduce<Record<string, string[]>>((acc, [area, page]) => {
  (acc[area] ??= []).push(page);
  return acc;
}, {});
for (const area of Object.keys(grouped)) Route.prefix(area, () => grouped[area].forEach((page) => Route.get(page, `${area}/${page}`)));

export const routes = Route.map({ default_controller: 'home' });
