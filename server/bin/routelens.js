#!/usr/bin/env node
// The `routelens` command: runs the compiled CLI.
require('../out/src/cli/main.js').main(process.argv.slice(2)).then((code) => { process.exitCode = code; });
