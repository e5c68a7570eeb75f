// Bundles the command line (src/cli/bin.ts and everything it imports, the other packages included) into out/cli.js:
// one script to load instead of a few hundred modules, which is most of a short command's start. The TypeScript
// compiler stays outside (it is loaded with V8's code cache when a command reads TypeScript: cli/compile-cache.ts),
// and so does esbuild (`serve` loads TypeScript controllers with it). Run by `npm run build`, after `tsc -b`.
import * as esbuild from 'esbuild';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
await esbuild.build({
  entryPoints: [path.join(here, 'src/cli/bin.ts')],
  outfile: path.join(here, 'out/cli.js'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external: ['ts-morph', '@ts-morph/common', 'typescript', 'esbuild'],
  logLevel: 'warning',
  legalComments: 'none',
});
