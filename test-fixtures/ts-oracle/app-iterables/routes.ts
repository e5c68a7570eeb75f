// A custom iterable (an object with [Symbol.iterator]) and entries of a Map spread into arrays: paging links and
// sections iterated the way collection classes offer them.
import { Route } from '@routelens/route';

class Pages implements Iterable<number> {
  constructor(private readonly count: number) {}
  [Symbol.iterator](): Iterator<number> {
    let page = 0;
    const count = this.count;
    return {
      next: (): IteratorResult<number> => (page < count ? { value: ++page, done: false } : { value: undefined, done: true }),
    };
  }
}

for (const page of new Pages(3)) Route.get(`archive/page/${page}`, `archive/index/${page}`);
const sections = new Map([
  ['news', 'News'],
  ['about', 'About us'],
]);
const [first, ...rest] = [...sections.keys()];
Route.get(first, `sections/${first}`);
for (const [key, title] of [...sections].slice(1)) Route.get(`${key}/${title.split(' ').length}`, `sections/${key}`);
Route.get(`count/${rest.length}/${[...new Pages(2)].join('-')}`, 'sections/count');

export const routes = Route.map({});
