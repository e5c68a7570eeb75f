// CodeIgniter Shield's `service('auth')->routes($routes, $config)` (and `auth()->routes(…)`), as Shield's
// `Auth::routes()` makes them: a group `'/'` with the `namespace` option (default `CodeIgniter\Shield\Controllers`),
// and for each entry of `Config\AuthRoutes::$routes` not in `$config['except']`, `$routes->{verb}(from, to, ['as' =>
// name])`. The table of routes is the app's published `app/Config/AuthRoutes.php` when it declares `$routes`, else
// Shield's own in `vendor/`; without either, the call is said not to be known, as any call given `$routes` is.

import * as path from 'node:path';
import type { Span } from '../../base/text';
import type { NativeValue, Value } from '../core/values';
import { Unknown, isArray, isNative, isObject, objectValue } from '../core/values';
import type { FileHost } from '../core/file-host';
import type { Ci4App } from './ci4-app';
import { classProperties } from './ci4-app';

/** Where Shield's route table is read from: the app's published config, else the package's. */
function authRoutes(app: Ci4App, host: FileHost): Value | undefined {
  const published = classProperties(path.join(app.paths.APPPATH, 'Config', 'AuthRoutes.php'), host, app.paths)?.get('routes');
  if (published !== undefined) return published;
  return classProperties(path.join(app.root, 'vendor', 'codeigniter4', 'shield', 'src', 'Config', 'AuthRoutes.php'), host, app.paths)?.get('routes');
}

/** The value `service('auth')` gives: an object whose `routes()` adds Shield's routes through `$routes`' own methods. */
export function shieldAuthValue(app: Ci4App, host: FileHost, routes: NativeValue, notKnown: (span: Span) => void): NativeValue {
  const members = new Map<string, Value>();
  members.set('routes', {
    kind: 'native',
    name: 'routes',
    call: (args, span) => {
      const added = shieldRoutes(app, host, routes, args, span);
      if (added instanceof Unknown) notKnown(span);
      return added;
    },
  } as NativeValue);
  return { kind: 'native', name: 'CodeIgniter\\Shield\\Auth', call: (_args, span) => new Unknown('the Auth service is not callable', 'auth', span), members };
}

function shieldRoutes(app: Ci4App, host: FileHost, routes: NativeValue, args: Value[], span: Span): Value {
  const [given, config] = args;
  const table = authRoutes(app, host);
  const member = (name: string) => routes.members?.get(name.toLowerCase());
  if (given !== routes || !isObject(table) || !member('group')) return new Unknown("Shield's routes are not known here", 'routes()', span);
  const options = isObject(config) ? config : objectValue();
  const namespace = options.props.get('namespace') ?? 'CodeIgniter\\Shield\\Controllers';
  const except = options.props.get('except');
  const excepted = (name: string) => isArray(except) && except.items.includes(name);
  const body: NativeValue = {
    kind: 'native',
    name: 'authRoutes',
    call: () => {
      for (const [name, row] of table.props) {
        if (excepted(name) || !isArray(row)) continue;
        for (const params of row.items) {
          if (!isArray(params) || typeof params.items[0] !== 'string') continue;
          const [verb, from, to, as] = params.items;
          const method = member(verb as string);
          const call = method && isNative(method) ? method : undefined;
          if (!call) continue;
          call.call([from, to, as === undefined ? null : objectValue([['as', as]])], span);
        }
      }
      return null;
    },
  };
  const group = member('group') as NativeValue;
  group.call(['/', objectValue([['namespace', namespace]]), body], span);
  return null;
}
