// Every request the server answers, by LSP method name, with its handler.

import type { RequestHandler } from './handler';
import { codeAction, completion, inlayHint, signatureHelp } from './editing';
import { definition, hover, prepareRename, references, rename } from './navigation';
import { codeLens, documentLink, documentSymbol, workspaceSymbol } from './outline';
import { match, routes, samples } from './routes';

export const REQUESTS: Readonly<Record<string, RequestHandler<never>>> = {
  'textDocument/hover': hover,
  'textDocument/definition': definition,
  'textDocument/references': references,
  'textDocument/prepareRename': prepareRename,
  'textDocument/rename': rename,
  'textDocument/completion': completion,
  'textDocument/signatureHelp': signatureHelp,
  'textDocument/codeAction': codeAction,
  'textDocument/inlayHint': inlayHint,
  'textDocument/documentSymbol': documentSymbol,
  'workspace/symbol': workspaceSymbol,
  'textDocument/codeLens': codeLens,
  'textDocument/documentLink': documentLink,
  'routelens/routes': routes,
  'routelens/samples': samples,
  'routelens/match': match,
};
