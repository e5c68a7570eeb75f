// A keystroke in a PHP routes file that changed only a plain `$route` line (`$route['x'] = 'y';`,
// `$route['x']['post'] = 'y';`), or only what lies between statements, patches the previous analysis instead of
// evaluating the file again: the line's write is replaced, everything after the edit is moved by the edit's change
// in length, and the final tables and the route view are rewritten at that one entry (final-table.ts,
// final-routes.ts). The patch is taken only when it is certain to give what an evaluation gives:
//
// - the previous analysis was made from the text the edit started from, with the same defines, constants files,
//   context home, registry options and limits, and its evaluation ran to the end;
// - the file never read `$route` as a value other than for a `Route::` call's copy of it (`Route::map($route)`),
//   and no such copy is made at or after the line: nothing but the final table sees the line's write;
// - the line is one statement that writes one literal key (and verb) with a literal value, before and after the
//   edit, at the top level and under no condition;
// - no other write, unset, replacement or `Route::map` result touches its old or its new key, and no `Route::map`
//   comes after it: its entry is the only one that changes, in place;
// - neither key is one of CodeIgniter's settings (`default_controller`, …).
//
// Anything else evaluates the file. The tests compare patched and evaluated analyses over random edits.

import type { RouteRegistry } from '@routelens/shared';
import { RESERVED_KEYS } from '@routelens/shared';
import type { AnalysisFacts, AnalyzedRoute, RouteArrayOp } from '../core/facts';
import type { FileHost } from '../core/file-host';
import type { Span, TextEdit } from '../../base/text';
import type { PhpApp } from './php-app';
import type { PhpNode } from './php-parse';
import { PhpParsedFile } from './php-parse';
import { patchFinalTables } from './final-table';
import { patchLintInputs } from './final-table-lint';
import { patchFinalRoutes } from './final-routes';

/** What a PHP analysis keeps for the next keystroke's patch. */
export interface PhpPatchBase {
  /** The text of the routes file it was made from. */
  text: string;
  setupKey: string;
  facts: AnalysisFacts;
  registry: RouteRegistry;
  /** Where `$route` was copied last, and whether it was read otherwise or a file was included (PhpContext.routeReads). */
  reads: { readonly end: number; readonly kept: boolean; readonly included: boolean; readonly keys: readonly { key: string; end: number }[] };
}

type WriteOp = Extract<RouteArrayOp, { kind: 'set' | 'set-verb' }>;

/**
 * One `$route` line's writes, replaced: `$route['x'] = …` is one write; `$route['x']['post'] = …` of a key not yet
 * written is two (the key's empty array, then its verb). `old` is the write the tables' entry comes from (the last).
 */
export interface OpChange {
  index: number;
  old: WriteOp;
  next: WriteOp[];
}

/** Everything besides the routes file's text that the evaluation of a PHP routes file depends on. */
export function phpSetupKey(php: PhpApp, host: FileHost, options: { defines?: unknown; registry?: unknown; limits?: unknown }): string {
  const constants = php.constantFiles.map((file) => {
    const read = host.read(file);
    return read.ok ? read.text : null;
  });
  return JSON.stringify([options.defines ?? {}, options.registry ?? {}, options.limits ?? {}, php.paths, php.contextHome, php.constantFiles, constants]);
}

export function phpBaseOf(
  entry: string,
  facts: AnalysisFacts,
  registry: RouteRegistry,
  setupKey: string,
  reads: PhpPatchBase['reads'],
): PhpPatchBase | undefined {
  const parsed = facts.parsedFiles.find((p) => p.file === entry);
  if (!(parsed instanceof PhpParsedFile) || parsed.parseError !== undefined) return undefined;
  return { text: parsed.text, setupKey, facts, registry, reads };
}

/**
 * The facts of the routes file's new text, patched from `base` (the previous analysis'), with the route view's
 * patch; undefined when the edit is not one the patch is certain of (see above). `base` must not be used afterwards:
 * what it holds is moved in place.
 */
export function patchPhp(
  entry: string,
  host: FileHost,
  parse: (file: string, text: string) => PhpParsedFile,
  base: PhpPatchBase,
  setupKey: string,
): { facts: AnalysisFacts; base: PhpPatchBase; routes: (previous: AnalyzedRoute[] | undefined) => AnalyzedRoute[] | undefined } | undefined {
  if (base.setupKey !== setupKey || base.reads.kept || base.reads.included) return undefined;
  const read = host.read(entry);
  if (!read.ok) return undefined;
  const parsed = parse(entry, read.text);
  if (!(parsed instanceof PhpParsedFile) || parsed.parseError !== undefined) return undefined;
  const splice = parsed.splice;
  if (!splice || splice.edit.from !== base.text || splice.before.length !== splice.after.length) return undefined;
  const facts = base.facts;
  const ops = facts.routeArrayOps;
  for (const op of ops) if (op.kind === 'replace') return undefined;
  let change: OpChange | undefined;
  for (let i = 0; i < splice.before.length; i++) {
    const before = splice.before[i];
    const after = splice.after[i];
    if (base.text.slice(startOf(before), endOf(before)) === read.text.slice(startOf(after), endOf(after))) continue;
    if (change) return undefined;
    change = changeOf(entry, base, before, after);
    if (!change) return undefined;
  }
  const { edit } = splice;
  const delta = edit.newEnd - edit.oldEnd;
  const old = facts.parsedFiles.find((p) => p.file === entry);
  if (!old) return undefined;
  moveSpans(entry, facts, base.registry, edit);
  const routeArrayOps = change ? ops.slice() : ops;
  if (change) routeArrayOps.splice(change.index, change.next.length, ...change.next);
  const visitedCalls = new Map(facts.visitedCalls);
  const visited = visitedCalls.get(entry);
  if (visited) visitedCalls.set(entry, visited.moved(edit.oldEnd, delta));
  const next: AnalysisFacts = { ...facts, parsedFiles: facts.parsedFiles.map((p) => (p === old ? parsed : p)), visitedCalls, routeArrayOps };
  patchLintInputs(patchFinalTables(ops, routeArrayOps, change));
  const move = (end: number) => (endMoves(end, edit) ? end + delta : end);
  const reads = { ...base.reads, end: move(base.reads.end), keys: base.reads.keys.map((read) => ({ key: read.key, end: move(read.end) })) };
  return {
    facts: next,
    base: { text: read.text, setupKey, facts: next, registry: base.registry, reads },
    routes: (previous) => previous && patchFinalRoutes(previous, change),
  };
}

/** The change of one statement (`before`, at the previous text's offsets) into another (`after`), when it is a plain `$route` line's. */
function changeOf(entry: string, base: PhpPatchBase, before: PhpNode, after: PhpNode): OpChange | undefined {
  const was = plainWrite(before);
  const now = plainWrite(after);
  if (!was || !now || was.verb !== now.verb || base.reads.end > startOf(before)) return undefined;
  if (RESERVED_KEYS.has(was.key) || RESERVED_KEYS.has(now.key)) return undefined;
  // A later `$route['x']` read of either key sees the line's write.
  for (const read of base.reads.keys) if (read.end > startOf(before) && (read.key === was.key || read.key === now.key)) return undefined;
  const ops = base.facts.routeArrayOps;
  const start = startOf(before);
  const end = endOf(before);
  let index = -1;
  let count = 0;
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i];
    if (op.span.file !== entry || op.span.start !== start || op.span.end !== end) continue;
    if (count > 0 && i !== index + count) return undefined;
    if (count === 0) index = i;
    count++;
  }
  const written = ops.slice(index, index + count) as WriteOp[];
  const old = written.at(-1);
  if (!old || old.condition || old.key !== was.key || (old.kind === 'set-verb') !== (was.verb !== undefined)) return undefined;
  // A verb's line writes the key's empty array first when the key is new (the interpreter's `assign`).
  const expected = was.verb === undefined ? 1 : 2;
  if (count !== expected || (count === 2 && !isEmptyArrayWrite(written[0], was.key))) return undefined;
  for (let i = index + count; i < ops.length; i++) if (ops[i].kind === 'map') return undefined;
  if (touchers(base, was.key) !== count || (now.key !== was.key && touchers(base, now.key) !== 0)) return undefined;
  const span: Span = { file: entry, start: startOf(after), end: endOf(after) };
  const valueSpan: Span = { file: entry, start: startOf(now.value), end: endOf(now.value) };
  const keySpan: Span = { file: entry, start: startOf(now.keyNode), end: endOf(now.keyNode) };
  const value = String(now.value.value);
  const next: WriteOp[] =
    now.verb === undefined
      ? [{ kind: 'set', key: now.key, value, span, condition: undefined, valueSpan, keySpan }]
      : [
          { kind: 'set', key: now.key, value: {}, span, condition: undefined, valueSpan: undefined, keySpan },
          { kind: 'set-verb', key: now.key, verb: now.verb, value, span, condition: undefined, valueSpan, keySpan },
        ];
  return { index, old, next };
}

/** `$route['x'] = array()` as a verb's line writes it first (see changeOf). */
function isEmptyArrayWrite(op: RouteArrayOp, key: string): boolean {
  return op.kind === 'set' && op.key === key && !op.condition && typeof op.value === 'object' && op.value !== null && Object.keys(op.value).length === 0;
}

/** How many writes, unsets and `Route::map` registrations name `key`. */
function touchers(base: PhpPatchBase, key: string): number {
  let count = 0;
  for (const op of base.facts.routeArrayOps) if ((op.kind === 'set' || op.kind === 'set-verb' || op.kind === 'unset') && op.key === key) count++;
  for (const call of base.facts.mapCalls) {
    for (const registration of call.registrations) if (registration.from === key) count++;
    if (Object.prototype.hasOwnProperty.call(call.input, key)) count++;
  }
  return count;
}

/** `$route['key'] = 'value';` or `$route['key']['verb'] = 'value';`, with string literals: its parts. */
function plainWrite(node: PhpNode): { key: string; verb: string | undefined; value: PhpNode; keyNode: PhpNode } | undefined {
  if (node.kind !== 'expressionstatement') return undefined;
  const assign = node.expression as PhpNode | undefined;
  if (assign?.kind !== 'assign' || assign.operator !== '=') return undefined;
  const value = assign.right as PhpNode | undefined;
  const left = assign.left as PhpNode | undefined;
  if (value?.kind !== 'string' || left?.kind !== 'offsetlookup') return undefined;
  const offset = left.offset as PhpNode | undefined;
  if (offset?.kind !== 'string') return undefined;
  const what = left.what as PhpNode;
  if (isRouteVariable(what)) return { key: String(offset.value), verb: undefined, value, keyNode: offset };
  const outer = what.offset as PhpNode | undefined;
  if (what.kind === 'offsetlookup' && isRouteVariable(what.what as PhpNode) && outer?.kind === 'string')
    return { key: String(outer.value), verb: String(offset.value), value, keyNode: outer };
  return undefined;
}

function isRouteVariable(node: PhpNode | undefined): boolean {
  return node?.kind === 'variable' && node.name === 'route' && !node.byref;
}

type Loc = { start: { offset: number }; end: { offset: number } };

function startOf(node: PhpNode): number {
  return (node.loc as Loc).start.offset;
}

function endOf(node: PhpNode): number {
  return (node.loc as Loc).end.offset;
}

/**
 * Whether the end of a place moves with an edit: it is after the replaced text (an end where text is inserted stays:
 * what ends there ends before it). A start moves when it is at or after the replaced text's end.
 */
function endMoves(end: number, edit: TextEdit): boolean {
  return end >= edit.oldEnd && end > edit.start;
}

/**
 * Moves, in place, every place in `file` the facts hold after the edit by its change in length (a place around it
 * has its end moved). Places are shared (a call's site by its routes, its problems, its diagnostics): each is moved
 * once.
 */
function moveSpans(file: string, facts: AnalysisFacts, registry: RouteRegistry, edit: TextEdit): void {
  const by = edit.newEnd - edit.oldEnd;
  if (by === 0) return;
  const seen = new Set<object>();
  const move = (span: { file?: string; start: number; end: number } | undefined) => {
    if (!span || span.file !== file || !endMoves(span.end, edit) || seen.has(span)) return;
    seen.add(span);
    if (span.start >= edit.oldEnd) span.start += by;
    span.end += by;
  };
  for (const op of facts.routeArrayOps) {
    move(op.span);
    if (op.kind === 'set' || op.kind === 'set-verb') {
      move(op.valueSpan);
      move(op.keySpan);
    }
  }
  for (const registration of registry.routes()) {
    move(registration.site.location as Span | undefined);
    for (const site of registration.enclosing) move(site.location as Span | undefined);
  }
  for (const problem of registry.problems()) move(problem.site?.location as Span | undefined);
  for (const call of facts.mapCalls) move(call.span);
  for (const use of facts.namedUses) {
    move(use.span);
    move(use.call);
  }
  for (const definition of facts.nameDefinitions) {
    move(definition.span);
    move(definition.call);
  }
  for (const use of facts.constantUses) {
    move(use.span);
    move(use.definition);
  }
  for (const diagnostic of facts.evaluationDiagnostics) move(diagnostic.span);
}
