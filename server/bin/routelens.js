#!/usr/bin/env node
// The `routelens` command: runs the compiled CLI. A closed pipe (`routelens list | head`) ends quietly.
process.stdout.on('error', (error) => { if (error.code === 'EPIPE') process.exit(0); throw error; });
require('../out/src/cli/main.js').main(process.argv.slice(2)).then((code) => { process.exitCode = code; });
