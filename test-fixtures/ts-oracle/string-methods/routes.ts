import { Route } from '@routelens/route';

const names = ['  User Profile ', 'Order-History', 'faq'];
for (const raw of names) {
  const trimmed = raw.trim();
  const slug = trimmed.toLowerCase().split(/[\s-]+/).join('_');
  const title = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  Route.get(slug.replaceAll('_', '-'), `pages/${slug}/${title.length}`);
}
Route.get('starts/' + ['api', 'web'].filter((s) => 'api/v1'.startsWith(s)).join(), 'x/y');
Route.get(`idx/${'a/b/c'.lastIndexOf('/')}/${'abc'.indexOf('c')}`, 'x/z');
// Patterns written raw, so that a backslash is written once.
const id = String.raw`(\d+)`;
Route.get(String.raw`posts/${id}/([a-z\-]+)\.html`, 'posts/show/$1/$2');

export const routes = Route.map({});
