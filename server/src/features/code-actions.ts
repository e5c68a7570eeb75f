// Quick fixes: each diagnostic's definition (`@routelens/shared`'s diagnostics/) says how to fix it; this module
// answers what a fix asks of the project (texts, Route calls, routes, names, controllers) from the snapshot.

import type { Fix, FixContext } from '@routelens/shared';
import { diagnosticDefinition } from '@routelens/shared';
import type { AnalysisDiagnostic } from '../analysis/core/facts';
import { mainAnalysis } from '../analysis/tables';
import type { Snapshot } from '../db/snapshot';
import { displayPath } from '../db/hmvc';
import type { Span } from '../base/text';
import { exposureOf } from './exposure';
import { exposureDiagnostics } from './exposure-editor';
import { diagnostics } from './diagnostics';

export interface CodeActionResult {
  title: string;
  /** The diagnostic it fixes. */
  diagnostic: AnalysisDiagnostic;
  edits: { span: Span; newText: string }[];
  /** A command of the editor to run instead of (or after) the edits: e.g. adding a constant to the settings. */
  command?: { command: string; arguments: unknown[] };
  preferred: boolean;
}

/** The quick fixes of the diagnostics (the analysis's, the links' and the exposure audit's) that touch `start`–`end` of a file. */
export function codeActions(snapshot: Snapshot, file: string, start: number, end: number): CodeActionResult[] {
  const actions: CodeActionResult[] = [];
  const within = (d: AnalysisDiagnostic) => d.span.end >= start && d.span.start <= end;
  const seen = new Set<string>();
  for (const diagnostic of [...diagnostics(snapshot, file).filter(within), ...exposureDiagnostics(snapshot, file).filter(within)]) {
    const fix = diagnosticDefinition(diagnostic.code)?.fix;
    if (!fix) continue;
    for (const found of fix(fixContext(snapshot, diagnostic))) {
      // Two findings on one method may offer the same edit (make it protected): it is offered once.
      const id = JSON.stringify([found.title, found.edits, found.command]);
      if (seen.has(id)) continue;
      seen.add(id);
      actions.push(actionOf(found, diagnostic));
    }
  }
  return actions;
}

function actionOf(fix: Fix, diagnostic: AnalysisDiagnostic): CodeActionResult {
  return { title: fix.title, diagnostic, preferred: fix.preferred, edits: fix.edits, ...(fix.command ? { command: fix.command } : {}) };
}

/** What a fix may ask of the project, answered from the snapshot. */
function fixContext(snapshot: Snapshot, diagnostic: AnalysisDiagnostic): FixContext {
  return {
    span: diagnostic.span,
    data: diagnostic.data,
    text: (file) => snapshot.text(file),
    callArguments: (file, start, method) => snapshot.parsed(file)?.routeCalls.find((c) => c.start === start && c.method === method)?.args,
    routeSpan: (file, from, before) => snapshot.routes().find((r) => r.from === from && r.span.file === file && r.span.end <= before)?.span,
    routeNames: () => [...snapshot.named(diagnostic.span.file).keys()],
    missingMethod: (target) => missingMethod(snapshot, target),
    overrideRoute: () => {
      const override = exposureOf(snapshot)?.requests.settings.override;
      const routes = mainAnalysis(snapshot.analyses)?.entry;
      return override && routes?.endsWith('.php') ? { file: routes, override } : undefined;
    },
  };
}

/** Where the method a target names would be added to the controller it resolves to (which lacks it). */
function missingMethod(snapshot: Snapshot, target: string): ReturnType<FixContext['missingMethod']> {
  const resolution = snapshot.controllers?.resolve(target);
  if (!resolution || resolution.found || resolution.missing !== 'action' || !/^[A-Za-z_]\w*$/.test(resolution.method)) return undefined;
  const { controller, method } = resolution;
  if (controller.closeBrace === undefined) return undefined;
  return {
    file: controller.file,
    offset: controller.closeBrace,
    method,
    where: `${controller.cls?.name ?? controller.base} (${displayPath(controller.file)})`,
  };
}
