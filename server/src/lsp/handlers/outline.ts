// What a file or the workspace contains: symbols, code lenses, document links.

import { toCodeLens, toDocumentLink, toDocumentSymbol, toReachLens, toSymbolInformation } from '../convert';
import { DOCUMENT, QUERY } from '../params';
import type { DocumentParams } from './handler';
import { handler } from './handler';

export const documentSymbol = handler<DocumentParams>('documentSymbol', DOCUMENT, (state, snapshot, params, positions) =>
  state.features.documentSymbols(snapshot, state.convert.file(params.textDocument.uri)).map((node) => toDocumentSymbol(node, positions)),
);

export const workspaceSymbol = handler<{ query: string }>('workspaceSymbol', QUERY, (state, snapshot, params, positions) =>
  state.features.workspaceSymbols(snapshot, params.query).map((symbol) => toSymbolInformation(symbol, positions)),
);

export const codeLens = handler<DocumentParams>('codeLens', DOCUMENT, (state, snapshot, params, positions) => {
  const file = state.convert.file(params.textDocument.uri);
  return [
    ...state.features.codeLenses(snapshot, file).map((lens) => toCodeLens(lens, params.textDocument.uri, positions)),
    ...state.features.exposureLenses(snapshot, file).map((lens) => toReachLens(lens, positions)),
    ...state.features.linkLenses(snapshot, file).map((lens) => toReachLens(lens, positions)),
  ];
});

export const documentLink = handler<DocumentParams>('documentLink', DOCUMENT, (state, snapshot, params, positions) =>
  state.features.documentLinks(snapshot, state.convert.file(params.textDocument.uri)).map((link) => toDocumentLink(link, positions)),
);
