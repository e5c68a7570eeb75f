// A module's top-level statements, with the statement memo of the language server: a Route statement recorded
// by an earlier analysis is replayed when its text and what it read are unchanged (see statement-memo.ts).

import type { ts } from 'ts-morph';
import type { ModuleRecord, Scope } from '../core/context';
import { read, spanOf } from '../core/context';
import type { Evaluator } from './evaluator';
import type { Flow } from '../core/flow';
import type { ParsedFile } from './syntax/ts-parse';
import { StatementRecording, UNBOUND } from './statement-memo';
import { SyntaxKind } from './syntax/typescript';
import { detached } from './syntax/detached';

/** `Route.<method>(…);` on its own: the statements the memo may replay. */
function isReplayableStatement(statement: ts.Statement): boolean {
  if (statement.kind !== SyntaxKind.ExpressionStatement) return false;
  const expression = (statement as ts.ExpressionStatement).expression;
  if (expression.kind !== SyntaxKind.CallExpression) return false;
  const callee = (expression as ts.CallExpression).expression;
  return callee.kind === SyntaxKind.PropertyAccessExpression && (callee as ts.PropertyAccessExpression).expression.kind === SyntaxKind.Identifier;
}

/**
 * The text of each replayable statement, by node: TypeScript's incremental parser keeps the node of a statement an
 * edit did not touch, with the same text, so a keystroke finds the text it looked up last time — whose hash the
 * engine has kept — instead of cutting and hashing every statement of the file again. `false`: not replayable.
 */
const statementTexts = new WeakMap<ts.Statement, string | false>();

/**
 * A module's top-level statements. With a statement memo (the language server's), a Route statement that was
 * recorded by an earlier analysis, with the same text and the same values read, is replayed instead of
 * evaluated, and one that is evaluated is recorded if it stays pure (see statement-memo.ts).
 */
export function runModuleStatements(it: Evaluator, parsed: ParsedFile, scope: Scope, record: ModuleRecord): Flow {
  const ctx = it.ctx;
  const memo = ctx.memo;
  const file = parsed.file;
  if (!memo || ctx.recording || !memo.covers(file)) return it.runStatements(parsed.sourceFile.statements, scope, parsed, record);
  // Statements are settled (ts-parse.ts) only when they run: a replayed one is read for its text and extent only.
  const statements = parsed.tree.statements;
  memo.beginFile(file, ctx.entry, statements.length);
  const registry = ctx.registry;
  const lookup = (name: string) => {
    const binding = scope.lookup(name);
    return binding ? read(binding) : UNBOUND;
  };
  const runRest = (index: number): Flow =>
    it.runStatements(
      statements.slice(index + 1).map((_, k) => parsed.statement(index + 1 + k)),
      scope,
      parsed,
      record,
    );
  for (let index = 0; index < statements.length; index++) {
    const statement = statements[index];
    let text = statementTexts.get(statement);
    if (text === undefined) {
      // A copy: the memo keeps it (a slice would keep the whole text of this keystroke).
      text = isReplayableStatement(statement) && detached(parsed.text.slice(statement.getStart(parsed.tree), statement.end));
      statementTexts.set(statement, text);
    }
    if (text === false || !registry.atTopLevel()) {
      memo.breakRun(file);
      const mark = it.guardMark();
      const flow = it.runStatement(parsed.statement(index), scope, parsed, record);
      if (flow) return flow;
      // After a guard clause (`if (isProd) throw …`), the rest of the module runs under its condition, evaluated.
      if (it.guardMark() > mark) return runRest(index);
      continue;
    }
    const start = statement.end - text.length;
    ctx.enter(statement, parsed);
    const before = registry.routes().length;
    // The untouched statements of a run of the last evaluation, at once (statement-runs.ts); one by one when they
    // would pass the route limit, so that the evaluation stops after the statement that does, as it would evaluating.
    const run = memo.replayRun(file, statements, index, start, lookup, ctx, ctx.limits.maxRoutes - before);
    if (run) {
      index += run.nodes.length - 1;
      continue;
    }
    if (memo.replay(file, text, statement, start, statement.end, lookup, ctx)) {
      ctx.checkRouteLimit(spanOf(statement, parsed));
      continue;
    }
    const routes = registry.routes();
    const counts = {
      problems: registry.problems().length,
      nameDefinitions: ctx.nameDefinitions.length,
      diagnostics: ctx.diagnostics.length,
      namedUses: ctx.namedUses.length,
      mapCalls: ctx.mapCalls.length,
    };
    const recording = new StatementRecording();
    ctx.recording = recording;
    ctx.recordingFile = file;
    const mark = it.guardMark();
    const stepsBefore = ctx.stepsTaken;
    try {
      it.runStatement(parsed.statement(index), scope, parsed, record);
    } finally {
      ctx.recording = undefined;
      recording.steps = ctx.stepsTaken - stepsBefore;
    }
    if (it.guardMark() > mark) {
      // A call that may throw (a guard it left open): the same.
      memo.breakRun(file);
      return runRest(index);
    }
    // A reset() replaces the list of routes; diagnostics, named() and map() are never replayed.
    const recorded =
      recording.pure &&
      registry.routes() === routes &&
      registry.atTopLevel() &&
      ctx.diagnostics.length === counts.diagnostics &&
      ctx.namedUses.length === counts.namedUses &&
      ctx.mapCalls.length === counts.mapCalls &&
      memo.record(file, text, statement, start, recording, {
        registrations: routes.slice(before),
        problems: registry.problems().slice(counts.problems),
        nameDefinitions: ctx.nameDefinitions.slice(counts.nameDefinitions),
      });
    if (!recorded) memo.breakRun(file);
  }
  memo.breakRun(file);
  return undefined;
}
