// What runs for a request as CodeIgniter 3 and the HMVC router decide it: the one resolver, the controller trees it
// reads and the request's path. The router imports this entry alone (`@routelens/shared/ci3`), which loads no lint
// and no diagnostic definitions.

export { resolveRequest, resolveRouteTarget, routeLookup, tableSettings } from './ci3-resolve';
export type { RequestResolution, ResolveSettings, RouteLookup, Runs, Via, RouterKind } from './ci3-resolve';
export { CI_CONTROLLER_METHODS, ListedControllerTree, listedClass, ucfirst } from './controller-tree';
export type { ControllerClass, ControllerFile, ControllerMethod, ControllerTree, ListedController } from './controller-tree';
export { parseRequestLine, requestUri } from './request-uri';
export type { RequestUri } from './request-uri';
