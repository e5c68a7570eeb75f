// Quick fixes where the fix is unambiguous: wrap block() arguments, rename an unknown method, pick a known name,
// define an unknown constant in the settings, remove a `$route` line whose value is overwritten, move an
// unreachable route above the one route that shadows it, add the method a target names to its controller.

import type { AnalysisDiagnostic } from '../analysis/eval/facts';
import type { Snapshot } from '../db/snapshot';
import type { Span } from '../base/text';
import { editDistance } from '../analysis/eval/edit-distance';

export interface CodeActionResult {
  title: string;
  /** The diagnostic it fixes. */
  diagnostic: AnalysisDiagnostic;
  edits: { span: Span; newText: string }[];
  /** A command of the editor to run instead of (or after) the edits: e.g. adding a constant to the settings. */
  command?: { command: string; arguments: unknown[] };
  preferred: boolean;
}


export function codeActions(snapshot: Snapshot, file: string, start: number, end: number): CodeActionResult[] {
  const actions: CodeActionResult[] = [];
  const parsed = snapshot.parsed(file);
  if (!parsed) return actions;
  for (const diagnostic of snapshot.diagnosticsOf(file)) {
    if (diagnostic.span.end < start || diagnostic.span.start > end) continue;
    switch (diagnostic.code) {
      case 'unreachable-route': {
        const move = moveAbove(snapshot, file, parsed.text, diagnostic);
        if (move) actions.push({ title: `Move above '${move.by}', which shadows it`, diagnostic, preferred: true, edits: move.edits });
        break;
      }
      case 'route-replaced': {
        const line = diagnostic.data?.removeLine === true ? wholeLine(parsed.text, diagnostic.span) : undefined;
        if (line) actions.push({ title: 'Remove this line (a later line overwrites it)', diagnostic, preferred: true, edits: [{ span: { file, ...line }, newText: '' }] });
        break;
      }
      case 'block-non-array': {
        const call = parsed.routeCalls.find((c) => c.start === diagnostic.span.start && c.method === 'block');
        if (!call || call.args.length === 0) break;
        const first = call.args[0];
        const last = call.args[call.args.length - 1];
        const inner = parsed.text.slice(first.start, last.end);
        actions.push({ title: 'Wrap the paths in an array', diagnostic, preferred: true, edits: [{ span: { file, start: first.start, end: last.end }, newText: `[${inner}]` }] });
        break;
      }
      case 'unknown-method': {
        const suggestion = diagnostic.data?.suggestion;
        if (typeof suggestion !== 'string') break;
        actions.push({ title: `Change to Route.${suggestion}`, diagnostic, preferred: true, edits: [{ span: diagnostic.span, newText: suggestion }] });
        break;
      }
      case 'not-evaluable': {
        const constant = diagnostic.data?.constant;
        if (typeof constant !== 'string') break;
        actions.push({
          title: `Define ${constant} in the routelens.defines setting`, diagnostic, preferred: true, edits: [],
          command: { command: 'routelens.addDefine', arguments: [constant] },
        });
        break;
      }
      case 'unknown-action': {
        const added = addMethod(snapshot, diagnostic);
        if (added) actions.push({ title: `Add ${added.method}() to ${added.where}`, diagnostic, preferred: true, edits: [added.edit] });
        break;
      }
      case 'unknown-name': {
        const name = diagnostic.data?.name;
        if (typeof name !== 'string') break;
        const text = parsed.text.slice(diagnostic.span.start, diagnostic.span.end);
        const quote = text[0];
        if (!['"', "'", '`'].includes(quote)) break;
        const candidates = [...snapshot.named(file).keys()]
          .map((known) => ({ known, d: editDistance(name, known) }))
          .filter(({ d, known }) => d <= Math.max(2, Math.floor(known.length / 3)))
          .sort((a, b) => a.d - b.d)
          .slice(0, 3);
        for (const { known } of candidates) {
          actions.push({ title: `Change to '${known}'`, diagnostic, preferred: candidates.length === 1, edits: [{ span: diagnostic.span, newText: quote + known + quote }] });
        }
        break;
      }
    }
  }
  return actions;
}

/**
 * The whole line (its line break included) of a statement that stands alone on it: the statement, its `;` and
 * spaces; undefined when the line holds anything else.
 */
function wholeLine(text: string, span: Span): { start: number; end: number } | undefined {
  const start = text.lastIndexOf('\n', span.start - 1) + 1;
  let end = text.indexOf('\n', span.end);
  end = end < 0 ? text.length : end + 1;
  const rest = text.slice(start, span.start) + text.slice(span.end, end);
  return /^[\s;]*$/.test(rest) ? { start, end } : undefined;
}

/**
 * The edits that move an unreachable route's line above the line of the one route that shadows it, when both
 * stand alone on their lines in this file; undefined otherwise.
 */
function moveAbove(snapshot: Snapshot, file: string, text: string, diagnostic: AnalysisDiagnostic): { by: string; edits: { span: Span; newText: string }[] } | undefined {
  const by = diagnostic.data?.shadowedBy;
  if (!Array.isArray(by) || by.length !== 1 || typeof by[0] !== 'string') return undefined;
  const shadowing = snapshot.routes().find((r) => r.from === by[0] && r.span.file === file && r.span.end <= diagnostic.span.start);
  const target = shadowing && wholeLine(text, shadowing.span);
  const moved = wholeLine(text, diagnostic.span);
  if (!target || !moved || target.end > moved.start) return undefined;
  const line = text.slice(moved.start, moved.end);
  return { by: by[0], edits: [
    { span: { file, start: target.start, end: target.start }, newText: line.endsWith('\n') ? line : `${line}\n` },
    { span: { file, start: moved.start, end: moved.end }, newText: '' },
  ] };
}

/** The edit that adds the method a target names to the controller it resolves to (an empty public method). */
function addMethod(snapshot: Snapshot, diagnostic: AnalysisDiagnostic): { method: string; where: string; edit: { span: Span; newText: string } } | undefined {
  const target = diagnostic.data?.target;
  const index = snapshot.controllers;
  if (typeof target !== 'string' || !index) return undefined;
  const resolution = index.resolve(target);
  if (resolution.found || resolution.missing !== 'action' || !/^[A-Za-z_]\w*$/.test(resolution.method)) return undefined;
  const { controller, method } = resolution;
  if (controller.closeBrace === undefined) return undefined;
  const php = controller.file.endsWith('.php');
  const newText = php ? `\n    public function ${method}()\n    {\n    }\n` : `\n  ${method}() {\n    return '';\n  }\n`;
  return { method, where: `${controller.cls?.name ?? controller.base} (${controller.file.split(/[\\/]/).slice(-2).join('/')})`, edit: { span: { file: controller.file, start: controller.closeBrace, end: controller.closeBrace }, newText } };
}
