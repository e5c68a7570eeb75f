import { Route } from '@routelens/route';

const sections = ['news', 'events', 'jobs'];
const handlers: (() => void)[] = [];
for (let i = 0; i < sections.length; i++) handlers.push(() => Route.get(`${sections[i]}/page/${i + 1}`, `${sections[i]}/index/${i + 1}`));
handlers.forEach((register) => register());

scan: for (const area of ['shop', 'blog', 'admin']) {
  for (const page of ['list', 'skip', 'view']) {
    if (page === 'skip') continue scan;
    if (area === 'admin') break scan;
    Route.get(`${area}/${page}`, `${area}/${page}`);
  }
}

let n = 0;
outer: while (n < 5) {
  n++;
  switch (n) {
    case 2: continue outer;
    case 4: break outer;
    default: Route.get(`step/${n}`, `wizard/step/${n}`);
  }
}

export const routes = Route.map({});
