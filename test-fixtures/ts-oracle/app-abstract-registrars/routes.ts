// Route groups as classes: an abstract base registers a group through template methods the subclasses override,
// with a static registry of the instances in the order they were made.
import { Route } from '@routelens/route';

abstract class RouteGroup {
  static readonly all: RouteGroup[] = [];
  protected abstract readonly name: string;
  protected readonly middleware: string[] = [];

  constructor() {
    RouteGroup.all.push(this);
  }

  protected abstract register(): void;

  protected path(...parts: string[]): string {
    return [this.name, ...parts].filter(Boolean).join('/');
  }

  mount(): void {
    Route.prefix(this.prefix(), () => this.register());
  }

  protected prefix(): string {
    return '';
  }
}

class PublicPages extends RouteGroup {
  protected readonly name = 'pages';
  protected register(): void {
    for (const page of ['about', 'terms']) Route.get(this.path(page), `pages/${page}`);
  }
}

class AccountArea extends RouteGroup {
  protected readonly name = 'account';
  protected override prefix(): string {
    return 'my';
  }
  protected register(): void {
    Route.get(this.path(), 'account/index');
    Route.post(this.path('password'), 'account/password');
  }
}

class AdminArea extends AccountArea {
  protected override readonly name = 'admin';
  protected override register(): void {
    super.register();
    Route.get(this.path('audit', '(:num)'), 'admin/audit/$1');
  }
}

new PublicPages();
new AdminArea();
new AccountArea();
for (const group of RouteGroup.all) group.mount();

export const routes = Route.map({});
