// The TypeScript compiler bundled in ts-morph, for the evaluator's hot paths.
//
// ts-morph re-exports TypeScript through three layers of getters, so every `ts.isIdentifier` or
// `ts.SyntaxKind.X` in a loop over a large file is several function calls. This is one snapshot of it with
// plain properties; the enum of syntax kinds is separate, since it is read in every `switch` of the evaluator.

import { ts as bundled } from 'ts-morph';

export const TS: typeof bundled = { ...bundled };
export const SyntaxKind: typeof bundled.SyntaxKind = bundled.SyntaxKind;
