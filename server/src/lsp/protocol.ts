// The wire shapes of the server's custom requests, `routelens/routes`, `routelens/match` and `routelens/samples`: the server answers
// with them and the VS Code extension reads them (a type-only import, so the client bundle gains no code).

import type { MatchResult as FoundMatch, RouteRow as TableRow, RunsResult as FoundRuns } from '../features/routes-request';

/** An LSP location: a URI and a zero-based line/character range. */
export interface WireLocation {
  uri: string;
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
}

/** One route of `routelens/routes`: a row of the table (features/routes-request.ts) with its call as a location. */
export type RouteRow = Omit<TableRow, 'span' | 'table'> & { location: WireLocation; /** The URI of the routes file whose table it is in. */ table: string };

export interface RoutesResponse {
  routes: RouteRow[];
  named: Record<string, string>;
  /** The main table's settings (`default_controller`, `404_override`, `translate_uri_dashes`), shown apart. */
  settings: Record<string, unknown>;
  /**
   * The settings written under undecided conditions (a PHP `if`), with every value they may have and its condition;
   * `settings` holds one of them. Absent when there are none.
   */
  conditionalSettings?: Record<string, { value: unknown; condition: string | null }[]>;
}

/** `routelens/samples`: example requests for the routes of the call at a position (offered on demand by hovers). */
export interface SamplesResponse {
  samples: { verb: string; url: string; target: string; from: string }[];
}

/** The winning route of `routelens/match`: the match (features/routes-request.ts) with locations for its spans. */
export type MatchResult = Omit<FoundMatch, 'span'> & {
  location: WireLocation | null;
};

/** What runs for the request (the same resolver as `routelens match`), with the method's location. */
export type RunsWire = Omit<FoundRuns, 'runs'> & {
  runs: (Omit<NonNullable<FoundRuns['runs']>, 'span'> & { span?: undefined; location: WireLocation }) | null;
};

export interface MatchResponse {
  /** The winning route of the app's table, or null. */
  match: MatchResult | null;
  /** What runs, when the workspace has controllers (null otherwise). */
  runs: RunsWire | null;
}
