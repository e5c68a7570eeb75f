// The TypeScript/JavaScript front end (core/front-end.ts): configs that call `Route.*`, parsed by TypeScript or read
// by the fast reader, evaluated by the interpreter of this folder.

import type { ts } from 'ts-morph';
import { fileTooLarge, parseError } from '@routelens/shared';
import type { RouteRegistry } from '@routelens/shared';
import type { Span } from '../../base/text';
import type { AnalysisDiagnostic } from '../core/facts';
import type { EntryOptions, EntryRun, FrontEnd, ParsedFiles } from '../core/front-end';
import { roleByRouteCalls } from '../core/front-end';
import type { FileHost } from '../core/file-host';
import type { SourceIndex } from '../core/source-index';
import { StaticInterpreter } from './interpreter';
import { ScriptContext } from './script-context';
import type { StatementMemo } from './statement-memo';
import { SCRIPT_EXTENSIONS } from './module-resolution';
import { ParsedFile } from './syntax/ts-parse';
import type { ReadFile } from './syntax/ts-parse';
import { TS } from './syntax/typescript';

/** What this front end needs of the parse cache: trees, and files the fast reader read. */
export interface ScriptFiles extends ParsedFiles {
  /** The syntax tree of a file (a read file's tree is made then). */
  getScript(file: string, text: string): ParsedFile;
  /** The file as the fast reader reads it, when it is plain; undefined otherwise. */
  read(file: string, text: string): ReadFile | undefined;
}

export interface ScriptOptions extends EntryOptions {
  /** Recorded statements to replay (the language server keeps one across keystrokes). */
  memo?: StatementMemo;
  /** Whether plain configs may be read by the fast reader instead of parsed (default true; the results are the same). */
  fastRead?: boolean;
}

export const scriptFrontEnd: FrontEnd<ScriptFiles, ScriptOptions> = {
  language: 'TypeScript/JavaScript',
  extensions: SCRIPT_EXTENSIONS,
  parse: (file, text, previous, edit) => new ParsedFile(file, text, previous instanceof ParsedFile ? previous : undefined, edit),
  role: (_file, parsed) => roleByRouteCalls(parsed),
  fileDiagnostics: scriptFileDiagnostics,
  begin: (entry, host, options, files) => new ScriptRun(entry, host, options, files),
};

class ScriptRun implements EntryRun {
  readonly dependencies: readonly string[] = [];
  private ctx: ScriptContext | undefined;

  constructor(
    private readonly entry: string,
    private readonly host: FileHost,
    private readonly options: ScriptOptions,
    private readonly files: ScriptFiles,
  ) {}

  get registryOptions() {
    return this.options.registry;
  }

  start(registry: RouteRegistry): ScriptContext {
    const { files, options } = this;
    this.ctx = new ScriptContext(
      this.host,
      registry,
      options.limits,
      { entry: this.entry, defines: options.defines },
      {
        parse: (file, text) => files.getScript(file, text),
        // A text already parsed (the workspace's cache) is evaluated from its tree: reading it again would cost more.
        read: options.fastRead !== false ? (file, text) => files.read(file, text) : undefined,
        memo: options.memo,
      },
    );
    return this.ctx;
  }

  evaluate(): void {
    new StaticInterpreter(this.ctx!).evaluateModule(this.entry);
  }
}

/** Files that do not parse (at their first syntax error) or were cut at the size limit. */
function scriptFileDiagnostics(parsedFiles: readonly SourceIndex[]): AnalysisDiagnostic[] {
  const diagnostics: AnalysisDiagnostic[] = [];
  for (const parsed of parsedFiles) {
    if (!(parsed instanceof ParsedFile)) continue;
    const syntaxError = firstSyntaxError(parsed);
    if (syntaxError)
      diagnostics.push({
        span: syntaxError.span,
        severity: parseError.severity,
        code: parseError.code,
        message: parseError.message.script(syntaxError.message),
      });
    if (parsed.truncatedFrom !== undefined) {
      diagnostics.push({
        span: { file: parsed.file, start: 0, end: 0 },
        severity: fileTooLarge.severity,
        code: fileTooLarge.code,
        message: fileTooLarge.message(
          (parsed.truncatedFrom / 1048576).toFixed(1),
          (parsed.text.length / 1048576).toFixed(1),
          parsed.text.split('\n').length - 1,
        ),
      });
    }
  }
  return diagnostics;
}

/** The first syntax error TypeScript's parser found in a file (its parse diagnostics), if any. */
function firstSyntaxError(parsed: ParsedFile): { span: Span; message: string } | undefined {
  const first = (parsed.tree as { parseDiagnostics?: readonly ts.DiagnosticWithLocation[] }).parseDiagnostics?.[0];
  if (!first) return undefined;
  const message = TS.flattenDiagnosticMessageText(first.messageText, ' ');
  return { span: { file: parsed.file, start: first.start, end: first.start + first.length }, message: message.replace(/\.$/, '') };
}
