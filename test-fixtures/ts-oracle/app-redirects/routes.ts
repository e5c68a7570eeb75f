// Legacy URL redirects: a map of old paths to new ones, registered longest first (so specific ones win over
// wildcards), with the wildcard back-references renumbered.
import { Route } from '@routelens/route';

const moved: Record<string, string> = {
  'blog/(:num)/(:any)': 'articles/$2',
  'blog/(:any)': 'articles/$1',
  'shop/category/(:any)/(:num)': 'catalog/$1/page/$2',
  'about-us': 'about',
  'index.php/(:any)': '$1',
};

const entries = Object.entries(moved).sort(([a], [b]) => b.length - a.length || a.localeCompare(b));
for (const [from, to] of entries) {
  const captures = (from.match(/\(:(?:any|num)\)/g) ?? []).length;
  const target = to.replace(/\$(\d)/g, (_, n: string) => `$${Math.min(Number(n), captures)}`);
  Route.any(from, `redirects/to/${target.replace(/\//g, '~')}`);
}
Route.get('redirects', 'redirects/index', { as: 'redirects' });

export const routes = Route.map({});
