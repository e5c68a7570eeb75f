// The custom requests of the route view and Find Route: the table, sample requests, what a request matches and runs.

import { ErrorCodes, ResponseError } from 'vscode-languageserver';
import type { Verb } from '@routelens/shared';
import { toMatchResult, toRouteRow, toRuns } from '../convert';
import { ANY, DOCUMENT_POSITION, MATCH } from '../params';
import type { MatchResponse, RoutesResponse, SamplesResponse } from '../protocol';
import type { PositionParams } from './handler';
import { at, handler } from './handler';

export const routes = handler<unknown>('routelens/routes', ANY, (state, snapshot, _params, positions): RoutesResponse => {
  // From now on the client hears of every change of the table (an open route view refreshes).
  state.watchTable(snapshot);
  return {
    routes: state.features.routeRows(snapshot).map((row) => toRouteRow(row, positions)),
    named: Object.fromEntries(snapshot.named()),
    settings: state.features.routeSettings(snapshot),
    ...state.conditionalSettings(snapshot),
  };
});

export const samples = handler<PositionParams>('routelens/samples', DOCUMENT_POSITION, (state, snapshot, params, positions): SamplesResponse => {
  const { file, offset } = at(state, params, positions);
  return { samples: state.features.sampleRequests(snapshot, file, offset) };
});

export const match = handler<{ verb: string; uri: string }>('routelens/match', MATCH, (state, snapshot, params, positions): MatchResponse => {
  const result = state.features.matchUrl(snapshot, params.verb, params.uri);
  if (result && 'error' in result) throw new ResponseError(ErrorCodes.InvalidParams, result.error);
  const runs = state.features.runsFor(snapshot, params.verb.toUpperCase() as Verb, params.uri);
  return { match: result ? toMatchResult(result, positions) : null, runs: runs ? toRuns(runs, positions) : null };
});
