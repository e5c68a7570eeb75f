// A pipeline of route transforms composed with reduce: each step takes the list of route specs and returns a new
// one (prefixing, filtering, renaming), applied to a base list before registration.
import { Route } from '@routelens/route';

interface Spec {
  path: string;
  to: string;
  name?: string;
}
type Step = (specs: Spec[]) => Spec[];

const prefix =
  (p: string): Step =>
  (specs) =>
    specs.map((s) => ({ ...s, path: `${p}/${s.path}` }));
const without =
  (pattern: RegExp): Step =>
  (specs) =>
    specs.filter((s) => !pattern.test(s.path));
const named: Step = (specs) => specs.map((s, i) => ({ ...s, name: s.name ?? `route_${i}` }));
const compose =
  (...steps: Step[]): Step =>
  (specs) =>
    steps.reduce((acc, step) => step(acc), specs);

const baseSpecs: Spec[] = [
  { path: 'users', to: 'users/index', name: 'users' },
  { path: 'users/(:num)', to: 'users/show/$1' },
  { path: 'debug/info', to: 'debug/info' },
  { path: 'reports', to: 'reports/index' },
];
const pipeline = compose(without(/^debug\//), prefix('panel'), named);
for (const spec of pipeline(baseSpecs)) Route.get(spec.path, spec.to, { as: spec.name });
Route.get(`panel/count/${pipeline(baseSpecs).length}/${baseSpecs.length}`, 'panel/count');

export const routes = Route.map({});
