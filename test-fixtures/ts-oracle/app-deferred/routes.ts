// Work deferred past the config's own run: callbacks handed to a timer and a microtask never register during it;
// the synchronous part of an async helper does; an error caught per section keeps the rest.
import { Route } from '@routelens/route';

function section(name: string, build: () => void): void {
  try {
    build();
  } catch (err) {
    Route.get(`broken/${name}/${err instanceof TypeError ? 'type' : 'other'}`, 'errors/section');
  }
}

async function warmUp(): Promise<void> {
  Route.get('warm/sync-part', 'warm/index');
}

section('main', () => {
  Route.get('home', 'home/index');
});
section('faulty', () => {
  const missing: { path?: { value: string } } = {};
  Route.get(missing.path!.value, 'never/reached');
});
section('after', () => Route.get('after-faulty', 'home/after'));
void warmUp();

export const routes = Route.map({});
