import { Route } from '@routelens/route';

function counter(start = 0) {
  let n = start;
  return { next: () => ++n, peek: () => n };
}
const c = counter(10);
const makers = [1, 2, 3].map((i) => () => Route.get(`item/${i}/${c.next()}`, 'items/show'));
makers.reverse().forEach((make) => make());
Route.get(`final/${c.peek()}`, 'items/final');
let total = 0;
const add = (x: number) => { total += x; return total; };
[5, 6].forEach(add);
Route.get(`sum/${total}`, 'items/sum');

export const routes = Route.map({});
