// The package's types for other packages: the wire shapes of the custom requests (the VS Code extension reads them).
export type { MatchResponse, MatchResult, RouteRow, RoutesResponse, SamplesResponse, WireLocation } from './lsp/protocol';
