// @routelens/router: serves a Route table to controllers in modules (the specification's "loader and router that
// support modules"), with Connect/Express and fetch adapters.

export { BoundedCache, createRouter } from './router';
export type { ControllerContext, ResponseDraft, Router, RouterOptions, RouterRequest, RouterResult } from './router';
export { nodeHandler } from './node';
export { fetchHandler } from './fetch';
export type { FetchHandlerOptions } from './fetch';
export { FolderTree, describeClass } from './resolve';
export type { Layout } from './resolve';
export { controllerClass, loadModule } from './load';
