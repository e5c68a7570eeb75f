// unknown-controller and unknown-action: literal route targets that resolve to no controller or method.

import type { Analysis } from '../analysis/analyze';
import type { AnalysisDiagnostic } from '../analysis/core/facts';
import type { ControllerIndex } from './hmvc';
import { displayPath, resolveSettings } from './hmvc';
import { mainAnalysis } from '../analysis/tables';
import { unknownAction, unknownController } from '@routelens/shared';

/** Targets that can be checked: literal (no `$n`, no placeholder), not blocked, not a context wildcard. */
export function isLiteralTarget(to: string): boolean {
  return to !== '' && !to.includes('$') && !to.includes('⟨') && !to.includes('{default_controller}');
}

/**
 * What targets resolve to, by controller index (rebuilt whenever a controller changes) and router settings: a
 * keystroke in a routes file checks its targets again, and almost all of them were checked the keystroke before.
 */
const resolutions = new WeakMap<ControllerIndex, { settings: string; byTarget: Map<string, ReturnType<ControllerIndex['resolve']>> }>();

function resolver(index: ControllerIndex, settings: ReturnType<typeof resolveSettings>): (target: string) => ReturnType<ControllerIndex['resolve']> {
  const key = JSON.stringify(settings);
  let memo = resolutions.get(index);
  if (!memo || memo.settings !== key) {
    memo = { settings: key, byTarget: new Map() };
    resolutions.set(index, memo);
  }
  const byTarget = memo.byTarget;
  return (target) => {
    let resolution = byTarget.get(target);
    if (resolution === undefined) {
      resolution = index.resolve(target, settings);
      // Bounded: targets come from the routes files, but an edit can make many.
      if (byTarget.size >= 50_000) byTarget.clear();
      byTarget.set(target, resolution);
    }
    return resolution;
  };
}

export function controllerDiagnostics(analyses: readonly Analysis[], index: ControllerIndex | undefined): AnalysisDiagnostic[] {
  // Only a workspace with a recognisable controllers layout is checked: elsewhere every target would be "unknown"
  // (and the per-route view of every table, which the check needs, is not built at all).
  if (!index || index.size === 0) return [];
  const routes = analyses.flatMap((a) => a.routes);
  const resolve = resolver(index, resolveSettings(mainAnalysis(analyses), index));
  const diagnostics: AnalysisDiagnostic[] = [];
  const seen = new Set<string>();
  for (const route of routes) {
    if (route.call === 'block' || route.call === 'context' || !isLiteralTarget(route.to)) continue;
    const resolution = resolve(route.to);
    if (resolution.found) continue;
    const key = `${route.span.file}:${route.span.start}:${route.to}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (resolution.missing === 'controller') {
      diagnostics.push({
        span: route.span,
        severity: unknownController.severity,
        code: unknownController.code,
        message: unknownController.message(
          route.to,
          route.to.split('/')[0],
          route.to.split('/').slice(0, 2).join('/'),
          index.tree.hasModule(route.to.split('/')[0]),
        ),
        data: { target: route.to },
      });
    } else {
      diagnostics.push({
        span: route.span,
        severity: unknownAction.severity,
        code: unknownAction.code,
        message: unknownAction.message(route.to, displayPath(resolution.controller.file), resolution.method),
        data: { target: route.to, method: resolution.method },
      });
    }
  }
  return diagnostics;
}
