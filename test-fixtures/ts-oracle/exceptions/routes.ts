import { Route } from '@routelens/route';

function requireArea(name: string): string {
  if (name.length < 3) throw new Error(`area name too short: ${name}`);
  return name;
}

for (const area of ['admin', 'x', 'shop']) {
  try {
    const checked = requireArea(area);
    Route.get(`${checked}/dashboard`, `${checked}/dashboard`);
  } catch {
    Route.get(`${area}/invalid`, 'errors/area');
  } finally {
    Route.get(`${area}/ping`, 'system/ping');
  }
}

function registerAll(): void {
  Route.prefix('api', () => {
    Route.get('ok', 'api/ok');
    requireArea('no');
    Route.get('unreached', 'api/unreached');
  });
}
try {
  registerAll();
} catch {
  Route.get('api-failed', 'api/failed');
}

export const routes = Route.map({});
