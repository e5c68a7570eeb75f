// unknown-controller and unknown-action: literal route targets that resolve to no controller or method.

import type { Analysis } from '../analysis/analyze';
import type { AnalysisDiagnostic } from '../analysis/eval/facts';
import type { ControllerIndex } from './hmvc';
import { displayPath, resolveSettings } from './hmvc';
import { mainAnalysis } from '../analysis/tables';

/** Targets that can be checked: literal (no `$n`, no placeholder), not blocked, not a context wildcard. */
export function isLiteralTarget(to: string): boolean {
  return to !== '' && !to.includes('$') && !to.includes('⟨') && !to.includes('{default_controller}');
}

export function controllerDiagnostics(analyses: readonly Analysis[], index: ControllerIndex | undefined): AnalysisDiagnostic[] {
  // Only a workspace with a recognisable controllers layout is checked: elsewhere every target would be "unknown"
  // (and the per-route view of every table, which the check needs, is not built at all).
  if (!index || index.size === 0) return [];
  const routes = analyses.flatMap((a) => a.routes);
  const settings = resolveSettings(mainAnalysis(analyses), index);
  const diagnostics: AnalysisDiagnostic[] = [];
  const seen = new Set<string>();
  for (const route of routes) {
    if (route.call === 'block' || route.call === 'context' || !isLiteralTarget(route.to)) continue;
    const resolution = index.resolve(route.to, settings);
    if (resolution.found) continue;
    const key = `${route.span.file}:${route.span.start}:${route.to}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (resolution.missing === 'controller') {
      diagnostics.push({ span: route.span, severity: 'warning', code: 'unknown-controller',
        message: `The target '${route.to}' resolves to no controller: no module '${route.to.split('/')[0]}', no controllers/${route.to.split('/').slice(0, 2).join('/')} and no controller '${route.to.split('/')[0]}'.`,
        data: { target: route.to } });
    } else {
      diagnostics.push({ span: route.span, severity: 'warning', code: 'unknown-action',
        message: `The target '${route.to}' resolves to ${displayPath(resolution.controller.file)}, which has no public method '${resolution.method}'.`,
        data: { target: route.to, method: resolution.method } });
    }
  }
  return diagnostics;
}
