// The state of one evaluation of TypeScript/JavaScript: the core's (core/context.ts), with how this front end gets
// a file's syntax, fixed when it starts: TypeScript's parse, the fast reader (for plain files, when enabled), and
// the language server's statement memo (statement-memo.ts).

import type { RouteRegistry } from '@routelens/shared';
import type { EvaluationSetup } from '../core/context';
import { EvaluationContext } from '../core/context';
import type { FileHost } from '../core/file-host';
import type { EvaluationLimits } from '../core/limits';
import type { StatementMemo, StatementRecording } from './statement-memo';
import type { ParsedFile, ReadFile } from './syntax/ts-parse';

/** How the TypeScript front end gets the syntax of a file. */
export interface ScriptSources {
  parse(file: string, text: string): ParsedFile;
  /** A file as the fast reader reads it (see fast-read.ts), when it is plain; absent: files are always parsed. */
  read?(file: string, text: string): ReadFile | undefined;
  memo?: StatementMemo;
}

export class ScriptContext extends EvaluationContext {
  declare recording: StatementRecording | undefined;

  constructor(
    host: FileHost,
    registry: RouteRegistry,
    limits: EvaluationLimits,
    setup: EvaluationSetup,
    private readonly scripts: ScriptSources,
  ) {
    super(host, registry, limits, setup);
  }

  /** The syntax tree of a TypeScript/JavaScript file. */
  parse(file: string, text: string): ParsedFile {
    return this.scripts.parse(file, text);
  }

  /**
   * The file as the fast reader reads it, when it is plain and may be read: not the files the statement memo
   * records (open in an editor), which need their syntax tree.
   */
  readIfPlain(file: string, text: string): ReadFile | undefined {
    const { read, memo } = this.scripts;
    if (!read || (memo && memo.covers(file))) return undefined;
    return read(file, text);
  }

  /** The statement memo of the workspace, when there is one (the language server's). */
  get memo(): StatementMemo | undefined {
    return this.scripts.memo;
  }
}
