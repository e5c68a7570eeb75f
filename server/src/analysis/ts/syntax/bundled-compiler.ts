// The TypeScript compiler that ts-morph bundles, without ts-morph's project and file-system layer (the analysis only
// parses text): what `typescript.ts` loads. In the web server's bundle (client/build.mjs) this module is replaced by
// `worker-compiler.ts`, which loads the same compiler as a script of its own.
// @ts-expect-error The bundled compiler ships without its own declaration file next to it.
import * as typescript from '@ts-morph/common/dist/typescript.js';

export const ts = typescript;
