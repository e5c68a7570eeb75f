import { Route } from '@routelens/route';

const titles = ['Hello World', 'Second  Post', 'Café & Co'];
for (const title of titles) {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  Route.get(`posts/${slug}`, `posts/show/${encodeURIComponent(title)}`);
}
const ids = [30, 4, 100].sort((a, b) => a - b);
Route.get(`first/${ids.at(0)}`, `ids/${ids.join(',')}`);
const last = [...ids].pop();
Route.get(`last/${last}`, 'ids/last');
Route.get(`price/${(19.5).toFixed(2)}`, 'prices/show');
Route.get('code/' + 'abcdef'.substring(2, 4).toUpperCase() + 'xyz'.at(-1), 'codes/show');
const config = JSON.parse('{"areas":["north","south"],"version":3}') as { areas: string[]; version: number };
config.areas.flatMap((area) => [area, `${area}-${config.version}`]).forEach((key) => Route.get(`region/${key}`, `regions/show/${key}`));
const pages = Array.from({ length: 3 }, (_, i) => `page${i + 1}`);
pages.forEach((page) => Route.get(page, `pages/${page}`));
const map = Object.fromEntries([['a', 'alpha'], ['b', 'beta']]);
for (const [key, value] of Object.entries(map)) Route.get(`letters/${key}`, `letters/${value}`);
Route.get('padded/' + '7'.padStart(3, '0'), 'padded/show');
Route.get('split/' + 'a,b,c'.split(',').reverse().join('-'), 'split/show');

export const routes = Route.map({});
