// Evaluating a PHP routes file: the constants it sees first (the user's defines, then the app's constants files),
// then the file itself, reporting a parse error where it does not parse.

import type { ModuleRecord } from '../core/context';
import type { Value } from '../core/values';
import { EvaluatedThrow, Scope } from '../core/context';
import { defineValue } from './php-app';
import type { PhpEnvironment, PhpSetup } from './php-environment';
import { PhpConstants } from './php-environment';
import { PhpInterpreter } from './php-interpreter';
import { PhpExit } from './php-try';
import type { PhpNode } from './php-parse';
import { RouteRegistry, notEvaluable, parseError } from '@routelens/shared';
import type { FileHost } from '../core/file-host';
import { DEFAULT_LIMITS } from '../core/limits';
import { PhpContext } from './php-context';
import { PhpParsedFile } from './php-parse';

/**
 * Evaluates one PHP route file, after the constants it sees: the user's defines first (PHP keeps a constant's first
 * definition, so they win), then the app's constants files (only their constants are kept: their other effects and
 * diagnostics are not the routes file's). PHP `include`/`require` are not followed.
 */
export function evaluatePhpFile(
  ctx: PhpContext,
  file: string,
  parse: (file: string, text: string) => PhpParsedFile,
  setup: PhpSetup = { defines: {}, constantFiles: [] },
): void {
  const constants = new PhpConstants();
  for (const [name, text] of Object.entries(setup.defines)) constants.define(name, defineValue(text), undefined);
  for (const [name, value] of Object.entries(setup.paths ?? {})) constants.define(name, value, undefined);
  const env: PhpEnvironment = { constants, defines: setup.defines, parse };
  for (const constantFile of setup.constantFiles) {
    const reported = ctx.diagnostics.length;
    const ops = ctx.routeArrayOps.length;
    runFile(ctx, constantFile, env);
    ctx.diagnostics.length = reported;
    ctx.routeArrayOps.length = ops;
  }
  runFile(ctx, file, env, true);
}

/**
 * The constants an app's files see (the user's defines, the path constants, then its constants files), without a
 * routes file: what the link reader looks names up in.
 */
export function readConstants(host: FileHost, setup: PhpSetup): ReadonlyMap<string, Value> {
  const ctx = new PhpContext(host, new RouteRegistry({}), DEFAULT_LIMITS, { entry: setup.constantFiles[0] ?? '', defines: setup.defines });
  const constants = new PhpConstants();
  for (const [name, text] of Object.entries(setup.defines)) constants.define(name, defineValue(text), undefined);
  for (const [name, value] of Object.entries(setup.paths ?? {})) constants.define(name, value, undefined);
  const env: PhpEnvironment = { constants, defines: setup.defines, parse: (file, text) => new PhpParsedFile(file, text) };
  for (const constantFile of setup.constantFiles) {
    try {
      runFile(ctx, constantFile, env);
    } catch {
      // A constants file that throws or exits keeps the constants it defined before.
    }
  }
  return constants.values;
}

function runFile(ctx: PhpContext, file: string, env: PhpEnvironment, routes = false): void {
  const read = ctx.host.read(file);
  if (!read.ok) return;
  const parsed = env.parse!(file, read.text);
  const record: ModuleRecord = { file, parsed, scope: new Scope(undefined), exports: new Map(), starExports: [], cjsModule: undefined, evaluating: true };
  ctx.modules.set(file, record);
  // A short open tag (`<?` not followed by `php` or `=`): PHP, with its own php.ini, reads the file from there as text.
  const shortTag = routes ? /<\?(?![pP][hH][pP]|=|xml)/.exec(read.text) : null;
  if (shortTag && !/<\?(php|=)/i.test(read.text.slice(0, shortTag.index))) {
    ctx.report({ file, start: shortTag.index, end: shortTag.index + 2 }, notEvaluable.severity, notEvaluable.code, notEvaluable.message.phpShortTag());
  }
  if (parsed.parseError && routes) {
    ctx.report(parsed.parseErrorSpan ?? { file, start: 0, end: 0 }, parseError.severity, parseError.code, parseError.message.php(parsed.parseError));
  }
  const interpreter = new PhpInterpreter(ctx, parsed, env);
  try {
    const flow = interpreter.run((parsed.program.children as PhpNode[]) ?? [], interpreter.globals);
    // Both ways of an undecided condition threw.
    if (flow?.kind === 'throw') throw new EvaluatedThrow(ctx.current);
  } catch (error) {
    // `exit` in the routes file (or a file it includes): PHP ends; the app serves nothing where it is reached.
    if (!(error instanceof PhpExit) || !routes) throw error;
    ctx.report(error.span ?? { file, start: 0, end: 0 }, notEvaluable.severity, notEvaluable.code, notEvaluable.message.phpExit());
  } finally {
    // A file's guard clauses end with it.
    interpreter.guards.end(0, () => true);
    record.evaluating = false;
  }
}
