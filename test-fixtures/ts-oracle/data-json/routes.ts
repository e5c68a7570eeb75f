import { Route } from '@routelens/route';
import data from './pages.json';

for (const { slug, controller } of data.pages) Route.get(slug, `${controller}/${slug}`);
const seen: string[] = [];
for (const page of [...data.pages, { slug: 'about', controller: 'again' }]) {
  if (seen.includes(page.slug)) continue;
  seen.push(page.slug);
  Route.get(`copy/${page.slug}`, `${page.controller}/copy`);
}
const byController = Object.fromEntries(data.pages.map((p) => [p.controller, p.slug]));
for (const [controller, slug] of Object.entries(byController)) Route.get(`by/${controller}`, `${controller}/${slug}`);

export const routes = Route.map({ default_controller: data.home });
