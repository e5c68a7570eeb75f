// The wire shapes of the server's custom requests, `routelens/routes` and `routelens/match`: the server answers
// with them and the VS Code extension reads them (a type-only import, so the client bundle gains no code).

/** An LSP location: a URI and a zero-based line/character range. */
export interface WireLocation {
  uri: string;
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
}

/** One route of `routelens/routes`. */
export interface RouteRow {
  verb: string;
  from: string;
  to: string;
  name: string | null;
  call: string;
  replaced: boolean;
  location: WireLocation;
}

export interface RoutesResponse {
  routes: RouteRow[];
  named: Record<string, string>;
}

/** The winning route of `routelens/match`. */
export interface MatchResult {
  from: string;
  to: string;
  target: string;
  verb: string;
  blocked: boolean;
  /** Why it wins: its position in the table and how many routes come before it. */
  position: number;
  reason: string;
  location: WireLocation | null;
  /** With an HMVC layout: the controller file and method the request would run. */
  controller: { file: string; method: string; found: boolean; location: WireLocation } | null;
}

export interface MatchResponse {
  match: MatchResult | null;
}
