// The TypeScript compiler bundled in ts-morph (`bundled-compiler.ts`), for the evaluator's hot paths, loaded when
// first needed.
//
// ts-morph re-exports TypeScript through three layers of getters, so every `ts.isIdentifier` or
// `ts.SyntaxKind.X` in a loop over a large file is several function calls. `TS` is one snapshot of it with
// plain properties; the enum of syntax kinds is separate, since it is read in every `switch` of the evaluator.
// Loading the compiler takes most of a short command's time, and a PHP app never needs it: `loadTypeScript()` fills
// both (live bindings) where TypeScript or JavaScript is first read — parsing, scanning, evaluating an entry.

import type { ts as Bundled } from 'ts-morph';

export let TS: typeof Bundled = undefined as unknown as typeof Bundled;
export let SyntaxKind: typeof Bundled.SyntaxKind = undefined as unknown as typeof Bundled.SyntaxKind;

/**
 * How the compiler module is loaded when not by `require` (the command line's code cache, cli/compile-cache.ts):
 * returns the module's exports, or undefined to have it required.
 */
let compilerLoader: (() => unknown) | undefined;

export function setCompilerLoader(loader: (() => unknown) | undefined): void {
  compilerLoader = loader;
}

/** Loads the compiler, once. */
export function loadTypeScript(): void {
  if (TS !== undefined) return;
  // ts-morph's own compiler, without ts-morph's project and file-system layer, which the analysis does not use and
  // which costs a TypeScript command a sixth of its start (the extension's bundles load the same module).
  const loaded = compilerLoader?.() as typeof Bundled | undefined;
  const { ts } = loaded ? { ts: loaded } : (require('./bundled-compiler') as typeof import('ts-morph'));
  TS = { ...ts };
  SyntaxKind = ts.SyntaxKind;
}
