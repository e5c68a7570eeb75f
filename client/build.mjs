// Builds the extension's bundles with esbuild: client and server, for Node (desktop) and the browser (web), the
// compiler's script for the web server, and the route view's page script.
import * as esbuild from 'esbuild';
import { fileURLToPath } from 'node:url';
import * as path from 'node:path';
import { createRequire } from 'node:module';

const production = process.argv.includes('--production');
const here = path.dirname(fileURLToPath(import.meta.url));
const server = path.join(here, '../server/src/lsp');
const common = { bundle: true, minify: production, sourcemap: !production, logLevel: 'warning', legalComments: 'none' };

// TypeScript's compiler reaches for Node modules only on Node code paths; in the worker they are empty.
const NODE_ONLY = ['fs', 'os', 'crypto', 'perf_hooks', 'inspector', 'source-map-support', 'child_process', 'module', 'url', 'util', 'worker_threads'];
const compilerOnly = {
  name: 'compiler-only',
  setup(build) {
    // ts-morph's wrapper needs a file system; the analysis only uses the compiler it bundles.
    build.onResolve({ filter: /^ts-morph$/ }, () => ({ path: path.join(here, '../server/src/analysis/ts/syntax/bundled-compiler.ts') }));
  },
};
// In the web server's worker, the compiler is its own script (dist/web/typescript.js), loaded when first needed.
const workerCompiler = {
  name: 'worker-compiler',
  setup(build) {
    build.onResolve({ filter: /^(ts-morph|\.\/bundled-compiler)$/ }, () => ({ path: path.join(here, '../server/src/analysis/ts/syntax/worker-compiler.ts') }));
  },
};
const browserShims = {
  name: 'browser-shims',
  setup(build) {
    build.onResolve({ filter: /^(node:)?path$/ }, () => ({ path: createRequire(import.meta.url).resolve('path-browserify') }));
    build.onResolve({ filter: new RegExp(`^(node:)?(${NODE_ONLY.join('|')})$`) }, (args) => ({ path: args.path, namespace: 'empty' }));
    build.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: 'module.exports = {};' }));
  },
};

// Some bundled libraries read `process.env` at load time; a worker has no `process`. This one has no `nextTick`,
// so TypeScript still knows it is not running in Node.
const processShim = { js: "var process = globalThis.process || { env: {}, argv: [], platform: 'browser', browser: true, cwd: () => '/' };" };

await Promise.all([
  esbuild.build({ ...common, entryPoints: [path.join(here, 'src/extension.ts')], outfile: path.join(here, 'dist/extension.js'), platform: 'node', format: 'cjs', external: ['vscode'] }),
  esbuild.build({ ...common, entryPoints: [path.join(server, 'server-main.ts')], outfile: path.join(here, 'dist/server.js'), platform: 'node', format: 'cjs', plugins: [compilerOnly] }),
  esbuild.build({ ...common, entryPoints: [path.join(here, 'src/web-extension.ts')], outfile: path.join(here, 'dist/web/extension.js'), platform: 'browser', format: 'cjs', external: ['vscode'], banner: processShim, plugins: [browserShims, compilerOnly] }),
  esbuild.build({ ...common, entryPoints: [path.join(server, 'start-browser.ts')], outfile: path.join(here, 'dist/web/server.js'), platform: 'browser', format: 'iife', banner: processShim, plugins: [browserShims, workerCompiler] }),
  // The route view's page script: it runs in the webview, a browser page.
  esbuild.build({ ...common, entryPoints: [path.join(here, 'src/view/routes-page.ts')], outfile: path.join(here, 'dist/view/routes-page.js'), platform: 'browser', format: 'iife' }),
  esbuild.build({ ...common, entryPoints: [path.join(here, '../server/src/analysis/ts/syntax/bundled-compiler.ts')], outfile: path.join(here, 'dist/web/typescript.js'), platform: 'browser', format: 'iife', globalName: 'ts', footer: { js: 'ts = ts.ts;' }, banner: processShim, plugins: [browserShims] }),
]);
