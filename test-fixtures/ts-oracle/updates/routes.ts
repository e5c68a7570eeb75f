// Counters and read-modify-writes: each target is evaluated once (a helper that returns the registry object is
// called once per `+=`, an index with `i++` steps once), `++` on a string counts as a number, and logical
// assignments write only when they hold.
import { Route } from '@routelens/route';

const registry = { version: 1, prefix: 'api', served: '' };
let lookups = 0;
function current(): typeof registry {
  lookups++;
  return registry;
}

current().version += 1;
current().prefix += '/v' + registry.version;

const slots = [10, 20, 30];
let next = 0;
slots[next++] += 5;
slots[next++]++;
++slots[next++];

let build: string | number = '41';
const previous = build++;

let label: string | undefined;
label ??= 'default';
registry.served ||= 'web';
registry.served &&= registry.served.toUpperCase();

Route.get(`${registry.prefix}/status`, `status/show/${lookups}/${slots.join('-')}/${next}`);
Route.get(`${registry.prefix}/build/${build}`, `builds/show/${previous}/${typeof previous}`);
Route.get(`${registry.prefix}/${label}/${registry.served}`, 'pages/served');

export const routes = Route.map({ default_controller: 'home' });
