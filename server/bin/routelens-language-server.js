#!/usr/bin/env node
// The `routelens-language-server` command: starts the language server (use --stdio).
require('../out/src/lsp/start-node.js').startNodeServer();
