// Everyday values: flat() with a depth, a class's name, destructuring assignments (a swap, defaults and a rest),
// switch (true) with known cases and a fall-through, and the runtime keys of a module that also exports types.
import { Route } from '@routelens/route';
import * as shapes from './shapes';

class Posts {}
const nested = [['a', ['b', ['c']]], 'd'];
for (const p of nested.flat(2)) Route.get('flat2/' + String(p), 'x/flat');
for (const p of nested.flat(Infinity)) Route.get('flatall/' + String(p), 'x/flat');
Route.get(Posts.name.toLowerCase(), `${Posts.name}/index`);

let a = 'first';
let b = 'second';
[a, b] = [b, a];
Route.get(a, 'swap/a');
Route.get(b, 'swap/b');

let c = 'kept';
let d = 'unset';
let rest: Record<string, string> = {};
({ c = 'unused', d = 'default-d', ...rest } = { c: 'given', e: 'extra' } as Record<string, string>);
Route.get(c, 'obj/c');
Route.get(d, 'obj/d');
for (const key of Object.keys(rest)) Route.get('rest/' + key, 'obj/rest');

const mode: string = 'api';
switch (true) {
  case mode === 'web':
    Route.get('web', 'x/web');
    break;
  case mode === 'api':
    Route.get('api', 'x/api');
  // falls through
  default:
    Route.get('fallthrough', 'x/default');
}

for (const key of Object.keys(shapes)) Route.get('shape/' + key, 'x/shape');

export const routes = Route.map({});
