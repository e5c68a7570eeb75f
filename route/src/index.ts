// The public surface of @routelens/route: the Route library, its registry, matching and URL building. It loads
// no tooling (no lint, no diagnostics' explanations, no framework resolver): it is what an app imports.

export { Route } from './route';
export { RouteRegistry, DEFAULT_CONSTRAINT } from './registry';
export type { ContextOptions, ResourcesOptions, VerbRouteOptions, MapOptions } from './registry';
export { matchRoute, normalizeUri, RESERVED_KEYS } from './matcher';
export { compileRoutes } from './compiled-routes';
export { captureGroups, fillRoute } from './route-url';
export type { CompilableTable, CompiledRoutes } from './compiled-routes';
export type { RouteMatch } from './matcher';
export { mappedRoutes, mapForMethod, mapCodeIgniter } from './route-array';
export type { MapStyle } from './route-array';
export { compilePattern, patternSource, substituteParameters, targetParameters } from './patterns';
export { isSlowPattern } from './regex-safety';
export { ROUTE_METHODS, VERBS, VERB_METHODS, exclusive, existsWherever } from './types';
export type {
  CallKind,
  CallSite,
  Condition,
  ConditionTerm,
  MappedRoute,
  Nested,
  Problem,
  Registration,
  RegistryOptions,
  RouteArray,
  Severity,
  SourceLocation,
  Verb,
  VerbKey,
  VerbLabel,
} from './types';
export { isEmpty, isPlainObject } from './values';
export * as problems from './problems';
export type { ProblemKind } from './problems';
