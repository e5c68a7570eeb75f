// The package's types for other packages: the wire shapes of the custom requests (the VS Code extension reads them).
export type { MatchResponse, MatchResult, RouteRow, RoutesResponse, RunsWire, SamplesResponse, WireLocation } from './lsp/protocol';
// How the Node server is started (the desktop extension passes these options to it).
export { serverNodeOptions } from './lsp/node-options';
// What a user types to ask about a request (Find Route's one input).
export { parseRequestLine } from '@routelens/shared';
