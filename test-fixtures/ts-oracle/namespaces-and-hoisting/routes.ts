// Older TypeScript and JavaScript habits: a namespace of route helpers (merged from two declarations, one nested
// as A.B), `var` read before its declaration and declared in a block and a loop, properties set on a function.
import { Route } from '@routelens/route';

namespace Paths {
  export const admin = 'admin';
  const hidden = 'x';
  export function of(area: string): string {
    return `${admin}/${area}${hidden.length}`;
  }
}
namespace Paths {
  export const api = 'api/v1';
}
namespace Areas.Reports {
  export const base = 'reports';
}
// A namespace of types only makes no object.
namespace Shapes {
  export interface Row {
    path: string;
  }
}

Route.get(Paths.of('users'), 'admin/users');
Route.get(`${Paths.api}/${Object.keys(Paths).join('-')}`, 'api/index');
Route.get(`${Areas.Reports.base}/daily`, 'reports/daily');

Route.get(`early/${String(lateSetting)}`, 'settings/early');
var lateSetting = 'set';
Route.get(`late/${lateSetting}`, 'settings/late');
if (Paths.admin === 'admin') {
  var fromBlock = 'block';
}
for (var i = 0; i < 3; i++) Route.get(`page/${i}`, 'pages/show');
Route.get(`${fromBlock}/${i}`, 'pages/after');

function register(name: string): void {
  Route.get(`${register.prefix}/${name}`, `${name}/index`, { as: `${register.prefix}_${name}` });
}
register.prefix = 'shop';
register('cart');
register.prefix = 'store';
register('orders');

export const routes = Route.map({});
