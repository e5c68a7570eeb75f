export { userRoutes } from './users';
export * from './shop';
