// The lines of a PHP routes file that write `$route` (`$route['x'] = 'y';`, `$route['x']['post'] = …`,
// `unset($route['x'])`): what the final table makes of them, for hover, and their targets for definition and links.
// Most CodeIgniter 3 routes files are nothing but such lines.

import { emptyTargetText } from './empty-target';
import { RESERVED_KEYS } from '@routelens/shared';
import type { Analysis, AnalyzedRoute } from '../analysis/analyze';
import type { RouteArrayOp } from '../analysis/core/facts';
import type { Span } from '../base/text';
import type { Snapshot } from '../db/snapshot';
import { cell, routeTable } from './markdown';

/** What CodeIgniter 3 does with each setting of `$route`. */
const SETTING_MEANING: Record<string, string> = {
  default_controller: 'the controller that runs when the URL has no path',
  '404_override': 'the controller that runs when no route or controller matches (empty: the built-in 404 page)',
  translate_uri_dashes: "whether '-' in controller and method names of a URL is read as '_'",
};

type WriteOp = Extract<RouteArrayOp, { kind: 'set' | 'set-verb' | 'unset' }>;

/** A write of `$route` and the evaluation it was recorded in. */
export interface RouteWrite {
  op: WriteOp;
  /** Its place among the writes of its analysis. */
  index: number;
  ops: readonly RouteArrayOp[];
  analysis: Analysis;
}

/** A literal target: the string's contents and where they are (without the quotes). */
export interface LiteralTarget {
  target: string;
  span: Span;
}

/** The writes of `$route` recorded by the first analysis that evaluated `file`. */
function writesOf(snapshot: Snapshot, file: string): { analysis: Analysis; ops: readonly RouteArrayOp[] } | undefined {
  for (const analysis of snapshot.analysesOf(file)) {
    if (analysis.routeArray && analysis.files.includes(file)) return { analysis, ops: analysis.routeArray };
  }
  return undefined;
}

function isWrite(op: RouteArrayOp): op is WriteOp {
  return op.kind === 'set' || op.kind === 'set-verb' || op.kind === 'unset';
}

/** The write of `$route` whose statement contains `offset` (the last one made, for a statement in a loop). */
export function routeWriteAt(snapshot: Snapshot, file: string, offset: number): RouteWrite | undefined {
  const found = writesOf(snapshot, file);
  if (!found) return undefined;
  const { ops, analysis } = found;
  for (let i = ops.length - 1; i >= 0; i--) {
    const op = ops[i];
    if (isWrite(op) && op.span.file === file && op.span.start <= offset && offset <= op.span.end) return { op, index: i, ops, analysis };
  }
  return undefined;
}

/**
 * The target a write gives as a plain string literal (`'blog/post/$1'`; not a double-quoted string with `$`, which
 * PHP interpolates), or undefined.
 */
export function writeTarget(snapshot: Snapshot, op: RouteArrayOp): LiteralTarget | undefined {
  if ((op.kind !== 'set' && op.kind !== 'set-verb') || !op.valueSpan || typeof op.value !== 'string') return undefined;
  return literalAt(snapshot, op.valueSpan);
}

/**
 * The contents of a plain string literal written at `span` (a verb call's target argument, a `$route` line's value),
 * or undefined: not a literal, or a PHP double-quoted string with `$` in it, which PHP interpolates.
 */
export function literalAt(snapshot: Snapshot, span: Span): LiteralTarget | undefined {
  const raw = snapshot.parsed(span.file)?.text.slice(span.start, span.end);
  if (!raw || !/^(['"])[^'"\\]*\1$/.test(raw) || (raw[0] === '"' && raw.includes('$') && span.file.endsWith('.php'))) return undefined;
  return { target: raw.slice(1, -1), span: { file: span.file, start: span.start + 1, end: span.end - 1 } };
}

/**
 * The value of a string literal written as `raw` with nothing computed in it, or undefined: a PHP single-quoted
 * string keeps every backslash but those before `\\` and `'` (a regex key like `'sitemap\.xml'`); other strings
 * only when they hold no escape.
 */
export function writtenString(raw: string, file: string): string | undefined {
  const quote = raw[0];
  if (raw.length < 2 || raw[raw.length - 1] !== quote || !['"', "'", '`'].includes(quote)) return undefined;
  const body = raw.slice(1, -1);
  if (quote === "'" && file.endsWith('.php')) return /(^|[^\\])'/.test(body) ? undefined : body.replace(/\\([\\'])/g, '$1');
  if (body.includes('\\') || body.includes(quote) || (quote === '"' && file.endsWith('.php') && body.includes('$')) || (quote === '`' && body.includes('${')))
    return undefined;
  return body;
}

/** The first write of each statement of `file` that writes `$route` (a statement in a loop writes many), in order of evaluation. */
function statementsIn(ops: readonly RouteArrayOp[], file: string): WriteOp[] {
  const firsts: WriteOp[] = [];
  const seen = new Set<number>();
  for (const op of ops) {
    if (!isWrite(op) || op.span.file !== file || seen.has(op.span.start)) continue;
    seen.add(op.span.start);
    firsts.push(op);
  }
  return firsts;
}

/** Every statement of `file` that writes `$route` with a literal target, with that target. */
export function writeTargetsIn(snapshot: Snapshot, file: string): LiteralTarget[] {
  const found = writesOf(snapshot, file);
  if (!found) return [];
  return statementsIn(found.ops, file)
    .map((op) => writeTarget(snapshot, op))
    .filter((t): t is LiteralTarget => t !== undefined);
}

/** Hover on a write: the routes it puts in the final table, or why it puts none. */
export function writeMarkdown(snapshot: Snapshot, write: RouteWrite): string {
  const { op, analysis } = write;
  const file = op.span.file;
  // As code: a pattern's `*` or `_` is not emphasis.
  const title =
    op.kind === 'unset'
      ? `**\`unset($route[${quote(op.key)}])\`**`
      : op.kind === 'set-verb'
        ? `**\`$route[${quote(op.key)}][${quote(op.verb)}]\`**`
        : `**\`$route[${quote(op.key)}]\`**`;
  if (op.kind === 'unset') {
    const back = analysis.routes.some((r) => r.from === op.key);
    return `${title} removes ${cell(op.key)} from the table${back ? '; a later line adds it again' : ''}.`;
  }
  if (RESERVED_KEYS.has(op.key)) {
    const later = laterWrite(snapshot, write);
    const value = typeof op.value === 'string' ? cell(op.value) || "`''`" : `\`${String(op.value)}\``;
    return `${title} = ${value} is a setting, not a route: ${SETTING_MEANING[op.key] ?? 'read by CodeIgniter itself'}${later ? `; ${later}` : ''}.`;
  }
  // The rows of the final table this statement wrote (several for a statement in a loop, one per method for a verb array).
  const rows = analysis.routes.filter((r) => r.span.file === file && r.span.start === op.span.start);
  if (rows.length > 0)
    return `${title} — ${rows.length} route${rows.length === 1 ? '' : 's'}\n\n${routeTable(rows, (r) => emptyTargetText(snapshot, r.verb, r.from))}`;
  const later = laterWrite(snapshot, write);
  // Nothing later writes the key, yet another row has it: a `Route::map` route of the same path took its place.
  const other = analysis.routes.find((r) => r.from === op.key);
  const why = later ?? (other ? `the route at ${where(snapshot, other.span)} takes its place` : "no method's table keeps it");
  return `${title} is not in the final table: ${why}.`;
}

/** What a later write does to the same key, or to the whole `$route` (undefined when none does). */
function laterWrite(snapshot: Snapshot, write: RouteWrite): string | undefined {
  const { op, ops, index } = write;
  for (let i = index + 1; i < ops.length; i++) {
    const next = ops[i];
    const line = where(snapshot, next.span);
    if (next.kind === 'replace') return `${line} assigns a new array to \`$route\``;
    if (next.kind === 'map') continue;
    if (next.key !== op.key || next.span.start === op.span.start) continue;
    if (next.kind === 'unset') return `${line} removes it (\`unset\`)`;
    // A plain target is replaced by any later write of the key; one verb of a verb array by a plain target or that verb.
    if (next.kind === 'set' || op.kind === 'set' || (op.kind === 'set-verb' && next.verb.toLowerCase() === op.verb.toLowerCase()))
      return `${line} writes it again`;
  }
  return undefined;
}

/** The key as PHP source, single-quoted: `\\` only where PHP needs it (before a quote, a backslash, or at the end). */
function quote(key: string): string {
  return `'${key.replace(/\\(?=['\\]|$)/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function where(snapshot: Snapshot, span: Span): string {
  return `${span.file.split(/[\\/]/).pop()}:${snapshot.lineOf(span.file, span.start)}`;
}

/** Hover on a `$route` write at `offset` (with the line's literal target), or null when there is none there. */
export function routeWriteHover(snapshot: Snapshot, file: string, offset: number): { markdown: string; span: Span; target: LiteralTarget | undefined } | null {
  const write = routeWriteAt(snapshot, file, offset);
  if (!write) return null;
  return { markdown: writeMarkdown(snapshot, write), span: write.op.span, target: writeTarget(snapshot, write.op) };
}

/** Each statement of `file` that writes `$route` (once, in file order) with the rows of the final table it wrote. */
export function writeRowsIn(snapshot: Snapshot, file: string): { span: Span; rows: AnalyzedRoute[] }[] {
  const found = writesOf(snapshot, file);
  if (!found) return [];
  const byStart = new Map<number, AnalyzedRoute[]>();
  for (const route of found.analysis.routes) {
    if (route.span.file !== file) continue;
    const list = byStart.get(route.span.start);
    if (list) list.push(route);
    else byStart.set(route.span.start, [route]);
  }
  return statementsIn(found.ops, file)
    .map((op) => ({ span: op.span, rows: byStart.get(op.span.start) ?? [] }))
    .sort((a, b) => a.span.start - b.span.start);
}

/**
 * The keys of the `$route` writes of `file` that are computed (`$route[SITE_AREA . '/content']`, `$route[$p]` in a
 * loop), with the paths they made: where each key ends and its distinct paths (with their conditions).
 */
export function computedKeysIn(snapshot: Snapshot, file: string): { end: number; paths: string[] }[] {
  const found = writesOf(snapshot, file);
  if (!found) return [];
  const byKey = new Map<number, { keySpan: Span; paths: string[] }>();
  for (const op of found.ops) {
    if ((op.kind !== 'set' && op.kind !== 'set-verb') || !op.keySpan || op.keySpan.file !== file || RESERVED_KEYS.has(op.key)) continue;
    let entry = byKey.get(op.keySpan.start);
    if (!entry) {
      entry = { keySpan: op.keySpan, paths: [] };
      byKey.set(op.keySpan.start, entry);
    }
    const path = `${op.key || '/'}${op.condition ? ` (if ${op.condition.text})` : ''}`;
    if (!entry.paths.includes(path)) entry.paths.push(path);
  }
  // A literal key with nothing around it says everything already.
  const text = snapshot.parsed(file)?.text ?? '';
  return [...byKey.values()]
    .filter((k) => !(k.paths.length === 1 && writtenString(text.slice(k.keySpan.start, k.keySpan.end), file) === k.paths[0]))
    .map(({ keySpan, paths }) => ({ end: keySpan.end, paths }));
}
