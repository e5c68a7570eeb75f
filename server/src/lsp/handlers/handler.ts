// A request handler: the shape its parameters must have, and a short function from a fresh snapshot to the answer.
// `dispatch.ts` lists them by LSP method; server.ts runs each through one guard (shape check, cancellation, errors).

import type { Snapshot } from '../../db/snapshot';
import type { Positions } from '../convert';
import type { Shape } from '../params';
import type { ServerState } from '../server-state';

export interface RequestHandler<P> {
  /** The name error responses and logs use. */
  name: string;
  shape: Shape;
  run(state: ServerState, snapshot: Snapshot, params: P, positions: Positions): unknown;
}

/** Declares a handler with its parameters' type (checked by `shape` before `run` is called). */
export function handler<P>(name: string, shape: Shape, run: RequestHandler<P>['run']): RequestHandler<P> {
  return { name, shape, run };
}

export interface PositionParams {
  textDocument: { uri: string };
  position: { line: number; character: number };
}
export interface RangeParams {
  textDocument: { uri: string };
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
}
export interface DocumentParams {
  textDocument: { uri: string };
}

/** The file and offset a position request is about. */
export function at(state: ServerState, params: PositionParams, positions: Positions): { file: string; offset: number } {
  const file = state.convert.file(params.textDocument.uri);
  return { file, offset: positions.offset(file, params.position) };
}

/** The file and offsets a range request is about. */
export function within(state: ServerState, params: RangeParams, positions: Positions): { file: string; start: number; end: number } {
  const file = state.convert.file(params.textDocument.uri);
  return { file, start: positions.offset(file, params.range.start), end: positions.offset(file, params.range.end) };
}
