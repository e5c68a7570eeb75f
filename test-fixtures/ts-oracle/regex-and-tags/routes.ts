// Regular expressions as configs use them: exec() with named groups and the match's index and input, matchAll(),
// a RegExp made from a string (its source, flags and test()), an invalid one caught; a tag function building paths
// from a template's raw strings; a property set on an array.
import { Route } from '@routelens/route';

const version = /^(?<ver>v\d+)\/(\w+)$/.exec('v2/users');
Route.get(version ? `${version.groups!.ver}/${version[2]}/${version.index}` : 'none', 'api/users');
const grouped = 'v3-orders'.match(/(?<ver>v\d)-(\w+)/);
Route.get(`grouped/${String(grouped!.groups?.ver)}/${grouped!.input}`, 'api/orders');
for (const match of 'a1 b2'.matchAll(/(\w)(\d)/g)) Route.get(`pairs/${match[1]}/${String(match.index)}`, 'api/pairs');

const apiPattern = new RegExp('^api/(\\w+)$', 'i');
Route.get(`pattern/${apiPattern.flags}/${apiPattern.test('API/users')}/${apiPattern.lastIndex}/${String(apiPattern).length}`, 'api/pattern');
try {
  new RegExp('(');
} catch (err) {
  Route.get(`invalid/${(err as Error).name}`, 'api/invalid');
}

function path(strings: TemplateStringsArray, ...parts: unknown[]): string {
  return strings.raw.map((text, i) => text + (i < parts.length ? String(parts[i]).toLowerCase() : '')).join('');
}
const area = 'ADMIN';
Route.get(path`${area}/users/(\d+)`, 'admin/users/show/$1');

const sections: string[] & { home?: string } = ['news', 'blog'];
sections.home = 'start';
for (const section of sections) Route.get(`${sections.home}/${section}`, `${section}/index`);

export const routes = Route.map({});
