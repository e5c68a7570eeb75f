// The front ends routelens has, in the order they are asked: the first that reads a file parses and evaluates it
// (core/front-end.ts says what each implements; docs/architecture.md how to add one).

import type { FrontEnd } from './core/front-end';
import type { PhpOptions } from './php/front-end';
import { phpFrontEnd } from './php/front-end';
import type { ScriptFiles, ScriptOptions } from './ts/front-end';
import { scriptFrontEnd } from './ts/front-end';

/** What the parse cache offers every front end (parse-cache.ts implements it). */
export type FrontEndFiles = ScriptFiles;
/** Every front end's options together (analyze.ts's AnalyzeOptions extends them). */
export type FrontEndOptions = ScriptOptions & PhpOptions;
export type AnyFrontEnd = FrontEnd<FrontEndFiles, FrontEndOptions>;

export const FRONT_ENDS: readonly AnyFrontEnd[] = [scriptFrontEnd, phpFrontEnd];

/** The front end that reads `file`: the first whose extensions it has and that claims it; undefined when none does. */
export function frontEndOf(file: string): AnyFrontEnd | undefined {
  for (const frontEnd of FRONT_ENDS) {
    if (frontEnd.extensions.some((extension) => file.endsWith(extension)) && (frontEnd.claims?.(file) ?? true)) return frontEnd;
  }
  return undefined;
}

/** The front end an entry is analysed with: the one that reads it, else TypeScript/JavaScript's (a script of another extension). */
export function entryFrontEnd(entry: string): AnyFrontEnd {
  return frontEndOf(entry) ?? scriptFrontEnd;
}
