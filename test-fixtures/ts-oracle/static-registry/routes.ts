import { Route } from '@routelens/route';

class Registry {
  static readonly entries: [string, string][] = [];
  static add(from: string, to: string): typeof Registry {
    Registry.entries.push([from, to]);
    return Registry;
  }
  static flush(): void {
    for (const [from, to] of Registry.entries) Route.any(from, to);
  }
}
Registry.add('one', 'r/one').add('two', 'r/two');
Registry.add('three', 'r/three');
Registry.flush();

export const routes = Route.map({});
