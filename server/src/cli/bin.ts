// The entry of the command line's bundle (server/bundle-cli.mjs → server/out/cli.js): what bin/routelens.js calls,
// from one file, so that a command loads one script instead of a few hundred modules.

export { main } from './main';
export { useCompileCache } from './compile-cache';
