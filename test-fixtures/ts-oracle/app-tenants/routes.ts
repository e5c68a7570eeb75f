// A multi-tenant app: tenants in a Map with their enabled modules; each tenant's routes under its slug, shared
// modules listed once, a tenant marked inactive skipped.
import { Route } from '@routelens/route';

interface Tenant {
  name: string;
  modules: string[];
  active: boolean;
}

const tenants = new Map<string, Tenant>([
  ['acme', { name: 'ACME Corp', modules: ['crm', 'billing'], active: true }],
  ['globex', { name: 'Globex', modules: ['crm'], active: false }],
  ['initech', { name: 'Initech', modules: ['billing', 'reports'], active: true }],
]);

const shared = new Set<string>();
for (const [slug, tenant] of tenants) {
  if (!tenant.active) continue;
  Route.prefix(slug, () => {
    Route.get('', 'tenants/home', { as: `tenant_${slug}` });
    for (const module of tenant.modules) {
      Route.any(`${module}/(:any)`, `${module}/dispatch/$1`);
      shared.add(module);
    }
  });
}
for (const module of shared) Route.get(`help/${module}`, `help/show/${module}`);
Route.get(`tenants/${tenants.size}/${[...tenants.keys()].filter((k) => tenants.get(k)!.active).length}`, 'tenants/index');

export const routes = Route.map({});
