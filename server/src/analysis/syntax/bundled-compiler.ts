// In the extension's bundles (client/build.mjs), `ts-morph` resolves here: the TypeScript compiler that ts-morph
// bundles, without ts-morph's file-system wrapper (the analysis only parses text).
// @ts-expect-error The bundled compiler ships without its own declaration file next to it.
import * as typescript from '@ts-morph/common/dist/typescript.js';

export const ts = typescript;
