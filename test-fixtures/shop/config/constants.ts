// Values shared by the shop's route files.
export const API_PREFIX = 'api/(v[0-9]+)';
export const ADMIN_AREA = 'admin';
export const LANGUAGE = '([a-z]{2})';
export const SKU = '([A-Z]{2}[0-9]+)';

const names = { home: 'home', cart: 'cart', checkout: 'checkout' } as const;
export default names;
