// Hover, go to definition, references and rename.

import { ErrorCodes, ResponseError } from 'vscode-languageserver';
import { toHover, toWorkspaceEdit } from '../convert';
import { DOCUMENT_POSITION, REFERENCES, RENAME } from '../params';
import type { PositionParams } from './handler';
import { at, handler } from './handler';

export const hover = handler<PositionParams>('hover', DOCUMENT_POSITION, (state, snapshot, params, positions) => {
  const { file, offset } = at(state, params, positions);
  const result = state.features.hover(snapshot, file, offset);
  if (!result) return null;
  return toHover(result, positions, state.commandLinks ? { uri: params.textDocument.uri, position: params.position } : undefined);
});

export const definition = handler<PositionParams>('definition', DOCUMENT_POSITION, (state, snapshot, params, positions) => {
  const { file, offset } = at(state, params, positions);
  return state.features.definition(snapshot, file, offset).map((span) => positions.location(span));
});

export const references = handler<PositionParams & { context?: { includeDeclaration?: boolean } }>(
  'references',
  REFERENCES,
  (state, snapshot, params, positions) => {
    const { file, offset } = at(state, params, positions);
    return state.features.references(snapshot, file, offset, params.context?.includeDeclaration === true).map((span) => positions.location(span));
  },
);

export const prepareRename = handler<PositionParams>('prepareRename', DOCUMENT_POSITION, (state, snapshot, params, positions) => {
  const { file, offset } = at(state, params, positions);
  const result = state.features.prepareRename(snapshot, file, offset);
  if (!result) return null;
  if ('error' in result) throw new ResponseError(ErrorCodes.InvalidRequest, result.error);
  return { range: positions.range(result.span), placeholder: result.placeholder };
});

export const rename = handler<PositionParams & { newName: string }>('rename', RENAME, (state, snapshot, params, positions) => {
  const { file, offset } = at(state, params, positions);
  const result = state.features.rename(snapshot, file, offset, params.newName);
  if (!result) return null;
  if ('error' in result) throw new ResponseError(ErrorCodes.InvalidRequest, result.error);
  return toWorkspaceEdit(result.edits, positions);
});
