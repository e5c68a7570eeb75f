// Feature flags from a defaults object merged with overrides; routes registered only for enabled features, the
// flag names derived from the route groups.
import { Route } from '@routelens/route';

interface Flags {
  beta: boolean;
  newCheckout: boolean;
  legacyApi: boolean;
  maxUploadMb: number;
}

const defaults: Flags = { beta: false, newCheckout: false, legacyApi: true, maxUploadMb: 10 };
const overrides: Partial<Flags> = { beta: true, maxUploadMb: 50 };
const flags: Readonly<Flags> = Object.freeze({ ...defaults, ...overrides });

const enabled = (name: keyof Flags): boolean => Boolean(flags[name]);

if (enabled('beta')) {
  Route.prefix('beta', () => {
    Route.get('dashboard', 'beta/dashboard');
    Route.get('reports/(:num)', 'beta/reports/show/$1');
  });
}
Route.post('checkout', enabled('newCheckout') ? 'checkout_v2/submit' : 'checkout/submit');
if (!enabled('legacyApi')) Route.block('api/v0/(:any)');
else Route.any('api/v0/(:any)', 'legacy/api/$1');
Route.post(`upload/max-${flags.maxUploadMb}`, 'uploads/create');

const groups = { billing: ['invoices', 'payments'], support: ['tickets'] } as const;
for (const [group, pages] of Object.entries(groups)) {
  const flagName = `${group}Enabled`;
  if (flagName in flags) continue;
  for (const page of pages) Route.get(`${group}/${page}`, `${group}/${page}/index`);
}

export const routes = Route.map({});
