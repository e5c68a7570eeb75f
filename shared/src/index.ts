// The public surface of @routelens/shared, the tooling the server, the CLI and the router share: the table lint,
// every diagnostic's definition, and what runs for a request as CodeIgniter 3 and the HMVC router decide it. It
// re-exports the runtime library (@routelens/route), so the tooling has one import for both; an app imports
// @routelens/route itself.

export * from '@routelens/route';
export { PLACEHOLDER_OPEN, lintRoutes, lintTable, replacements, subsumes } from './lint';
export type { TableLint } from './lint';
export * from './ci3';
export * from './diagnostics/index';
export { editDistance } from './edit-distance';
