import { Route } from '@routelens/route';

const pages = [{ slug: 'about', controller: 'pages' }, { slug: 'terms', controller: 'legal' }, { slug: 'about', controller: 'again' }];
const seen = new Set<string>();
for (const page of pages) {
  if (seen.has(page.slug)) continue;
  seen.add(page.slug);
  Route.get(`copy/${page.slug}`, `${page.controller}/copy`);
}
const byController = new Map(pages.map((p) => [p.controller, p.slug] as const));
for (const [controller, slug] of byController) Route.get(`by/${controller}`, `${controller}/${slug}`);
byController.set('extra', 'x');
Route.get(`count/${byController.size}`, `sizes/${[...seen].join('-')}`);
const tags = new Set(['b', 'a', 'b', 'c']);
Array.from(tags).sort().forEach((tag) => Route.get(`tags/${tag}`, 'tags/show'));

export const routes = Route.map({});
