// The public surface of @routelens/shared: the Route library, its engine and the matcher.

export { Route } from './route';
export { RouteRegistry, DEFAULT_CONSTRAINT } from './registry';
export type { ContextOptions, ResourcesOptions, VerbRouteOptions, MapOptions } from './registry';
export { matchRoute, normalizeUri, RESERVED_KEYS } from './matcher';
export { compileRoutes } from './compiled-routes';
export { captureGroups, fillRoute } from './route-url';
export type { CompilableTable, CompiledRoutes } from './compiled-routes';
export type { RouteMatch } from './matcher';
export { PLACEHOLDER_OPEN, lintRoutes, lintTable, replacements, subsumes } from './lint';
export type { TableLint } from './lint';
export { mappedRoutes, mapForMethod, mapCodeIgniter } from './route-array';
export type { MapStyle } from './route-array';
export { compilePattern, patternSource, substituteParameters, targetParameters } from './patterns';
export { isSlowPattern } from './regex-safety';
export { ROUTE_METHODS, VERBS, VERB_METHODS, exclusive, existsWherever } from './types';
export type {
  CallKind, CallSite, Condition, ConditionTerm, MappedRoute, Nested, Problem, Registration, RegistryOptions, RouteArray, Severity,
  SourceLocation, Verb, VerbKey, VerbLabel,
} from './types';
export { isEmpty, isPlainObject } from './values';
export { resolveRequest, resolveRouteTarget, routeLookup, tableSettings } from './ci3-resolve';
export type { RequestResolution, ResolveSettings, RouteLookup, Runs, Via, RouterKind } from './ci3-resolve';
export { CI_CONTROLLER_METHODS, ListedControllerTree, listedClass, ucfirst } from './controller-tree';
export type { ControllerClass, ControllerFile, ControllerMethod, ControllerTree, ListedController } from './controller-tree';
export { parseRequestLine, requestUri } from './request-uri';
export type { RequestUri } from './request-uri';
export * from './diagnostics/index';
export { editDistance } from './edit-distance';
