// Modules behind a barrel: each module exports its own registration and an order; the config registers them by
// that order, then a module again under another prefix through a re-exported name.
import { Route } from '@routelens/route';
import * as modules from './modules';

const ordered = Object.entries(modules)
  .filter((entry): entry is [string, { order: number; register: (prefix?: string) => void }] => typeof entry[1] === 'object')
  .sort(([, a], [, b]) => a.order - b.order);
for (const [name, module] of ordered) {
  Route.get(`modules/${name}`, 'modules/info');
  module.register();
}
modules.registerShop('store');

export const routes = Route.map({});
