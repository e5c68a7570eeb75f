import { Route } from '@routelens/route';

abstract class Area {
  constructor(protected readonly name: string, protected readonly version = 1) {}
  get base(): string { return `${this.name}/v${this.version}`; }
  target(action: string): string { return `${this.name}/${action}`; }
  register(): void {
    Route.get(this.base, this.target('index'));
    Route.post(this.base, this.target('create'));
  }
  toString(): string { return this.name; }
  protected defaults(): string[] { return ['index']; }
}

class AdminArea extends Area {
  override get base(): string { return `admin/${super.target('x').split('/')[0]}`; }
  override target(action: string): string { return `admin/${super.target(action)}`; }
}

class Versioned extends Area {
  static readonly prefix = 'ver';
  static get label(): string { return `${Versioned.prefix}-label`; }
}

class Reports extends Area {
  protected readonly actions = [...super.defaults(), 'pdf'];
  override register(): void {
    for (const action of this.actions) Route.get(`${this.base}/${action}`, this.target(action));
  }
}

new Area('shop').register();
new Reports('reports', 4).register();
new AdminArea('users', 2).register();
new Versioned('blog', 3).register();
Route.get(Versioned.label, 'labels/show');
Route.get(`named/${new Area('tags')}`, 'tags/index');

export const routes = Route.map({});
