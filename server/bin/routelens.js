#!/usr/bin/env node
// The `routelens` command: runs the bundled CLI (out/cli.js, made by `npm run build`). Help and version are answered
// without loading it; a closed pipe (`routelens list | head`) ends quietly.
process.stdout.on('error', (error) => { if (error.code === 'EPIPE') process.exit(0); throw error; });
const quick = require('../out/src/cli/help.js').quickAnswer(process.argv.slice(2));
if (quick) {
  process.stdout.write(quick.out);
  process.exitCode = quick.code;
} else {
  const cli = require('../out/cli.js');
  // The TypeScript compiler, when a command reads TypeScript, is loaded with V8's code cache (cli/compile-cache.ts).
  cli.useCompileCache();
  cli.main(process.argv.slice(2)).then((code) => { process.exitCode = code; });
}
