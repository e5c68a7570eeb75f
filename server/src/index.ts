// The package's types for other packages: the wire shapes of the custom requests (the VS Code extension reads them).
export type { MatchResponse, MatchResult, RouteRow, RoutesResponse, RunsWire, SamplesResponse, WireLocation } from './lsp/protocol';
// How the Node server is started (the desktop extension passes these options to it).
export { serverNodeOptions } from './lsp/node-options';
// What a user types to ask about a request (Find Route's one input).
export { parseRequestLine } from '@routelens/shared';
// Which files a scan reads, and how a relative import resolves (the web extension hands the server what the desktop
// server reads from disk).
export { MAX_FILE_BYTES } from './analysis/core/file-host';
export { resolveRelativeImport } from './analysis/ts/module-resolution';
export { isSkippedFolder, isSourceFile } from './db/workspace-files';
