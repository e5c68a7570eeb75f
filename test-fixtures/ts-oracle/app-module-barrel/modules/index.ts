export * as blog from './blog';
export * as shop from './shop';
export { register as registerShop } from './shop';
