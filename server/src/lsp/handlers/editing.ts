// Help while typing: completion, signature help, quick fixes, inlay hints.

import { toCodeAction, toCompletionItem, toInlayHint, toSignatureHelp } from '../convert';
import { DOCUMENT_POSITION, DOCUMENT_RANGE } from '../params';
import type { PositionParams, RangeParams } from './handler';
import { at, handler, within } from './handler';

export const completion = handler<PositionParams>('completion', DOCUMENT_POSITION, (state, snapshot, params, positions) => {
  const { file, offset } = at(state, params, positions);
  return state.features.completion(snapshot, file, offset).map((entry) => toCompletionItem(entry, positions));
});

export const signatureHelp = handler<PositionParams>('signatureHelp', DOCUMENT_POSITION, (state, snapshot, params, positions) => {
  const { file, offset } = at(state, params, positions);
  const result = state.features.signatureHelp(snapshot, file, offset);
  return result ? toSignatureHelp(result) : null;
});

export const codeAction = handler<RangeParams>('codeAction', DOCUMENT_RANGE, (state, snapshot, params, positions) => {
  const { file, start, end } = within(state, params, positions);
  return state.features.codeActions(snapshot, file, start, end).map((action) => toCodeAction(action, positions));
});

export const inlayHint = handler<RangeParams>('inlayHint', DOCUMENT_RANGE, (state, snapshot, params, positions) => {
  if (!state.hintsEnabled) return [];
  const { file, start, end } = within(state, params, positions);
  return state.features.inlayHints(snapshot, file, start, end).map((hint) => toInlayHint(hint, positions));
});
