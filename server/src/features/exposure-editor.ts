// The exposure audit in the editor: its findings as diagnostics on the controller method (or the route), a code lens
// on each controller method saying how URLs reach it, and quick fixes where one is unambiguous.

import type { AnalysisDiagnostic } from '../analysis/core/facts';
import type { Snapshot } from '../db/snapshot';
import type { Span } from '../base/text';
import type { ExposedMethod, Reach } from './exposure';
import { automaticKeys, exposureOf } from './exposure';
import { exposureFindings } from './exposure-findings';
import { routeToMissing } from '@routelens/shared';
import { folderPrefix } from '../base/text';
import type { Ci4Analysis } from '../analysis/ci4/ci4-table';
import { ci4ExposureOf } from './ci4-exposure';
import { ci4ExposureFindings, reachText } from './ci4-exposure-findings';

/**
 * The findings about a file (every file when none is given), as diagnostics; route-to-missing is left to
 * unknown-controller/unknown-action, which the analysis reports on the same routes, and findings of the audit only
 * (a second URL that evades nothing; a public method only automatic routing reaches) are not diagnostics.
 */
export function exposureDiagnostics(snapshot: Snapshot, file?: string): AnalysisDiagnostic[] {
  const ci4 = ci4Diagnostics(snapshot, file);
  const exposure = exposureOf(snapshot);
  if (!exposure) return ci4;
  const ci3: AnalysisDiagnostic[] = exposureFindings(exposure)
    .filter((f) => (file === undefined || f.span.file === file) && f.code !== routeToMissing.code && !f.auditOnly)
    .map((f) => {
      const data: Record<string, unknown> = { exposure: true };
      if (f.method) data.method = f.method.method;
      // The route keys that block every automatic URL the finding names, in every way each may be written.
      const keys = f.method ? automaticKeys(f.method) : [];
      if (keys.length) {
        data.automatic = keys;
        data.urls = f.method!.reachedBy.filter((r) => r.kind === 'auto').map((r) => r.url);
      }
      return { span: f.span, severity: f.severity, code: f.code, message: f.message, data };
    });
  return [...ci3, ...ci4];
}

/** The CodeIgniter 4 apps' findings about a file (every file when none is given). */
function ci4Diagnostics(snapshot: Snapshot, file?: string): AnalysisDiagnostic[] {
  if (!snapshot.ci4Apps.length) return [];
  return snapshot.ci4Apps
    .filter((app) => app.handlersChecked && (file === undefined || file.startsWith(folderPrefix(app.app.root))))
    .flatMap((app) => ci4ExposureFindings(app, ci4ExposureOf(app)))
    .filter((f) => !f.auditOnly && (file === undefined || f.span.file === file))
    .map((f) => ({ span: f.span, severity: f.severity, code: f.code, message: f.message, data: { exposure: true, method: f.method.method } }));
}

export interface ReachLens {
  span: Span;
  title: string;
  /** Each way the method is reached, with where the route is written. */
  reaches: { label: string; span?: Span }[];
}

function lensTitle(m: ExposedMethod): string {
  if (m.reachedBy.length === 0) return 'no URL reaches it';
  const routes = m.reachedBy.filter((r) => r.kind === 'route').length;
  const parts: string[] = [];
  if (routes) parts.push(`${routes} route${routes === 1 ? '' : 's'}`);
  if (m.reachedBy.some((r) => r.kind === 'default')) parts.push('default controller');
  if (m.reachedBy.some((r) => r.kind === 'override')) parts.push('404_override');
  if (m.reachedBy.some((r) => r.kind === 'auto')) parts.push(m.remap ? 'every method name (auto-routed)' : 'auto-routed');
  return parts.join(' · ');
}

function reachLabel(r: Reach): string {
  const verbs = r.verbs.length === 7 ? 'ANY' : r.verbs.join('|');
  if (r.kind === 'route') return `${verbs} /${r.url} — route → '${r.route!.to}'`;
  if (r.kind === 'auto') return `${verbs} ${r.url} — automatic routing`;
  if (r.kind === 'default') return `${verbs} / — the default controller`;
  return `${verbs} ${r.url} — the 404_override`;
}

/** A lens on each method of a controller file that a URL may name (declared in this file). */
export function exposureLenses(snapshot: Snapshot, file: string): ReachLens[] {
  const app = snapshot.ci4Apps.find((a) => a.handlersChecked && file.startsWith(folderPrefix(a.app.root)));
  if (app) return ci4Lenses(app, file);
  const exposure = exposureOf(snapshot);
  if (!exposure) return [];
  return exposure.methods
    .filter((m) => m.span.file === file && m.controller.file === file)
    .map((m) => ({
      span: m.span,
      title: lensTitle(m),
      reaches: m.reachedBy.map((r) => ({ label: reachLabel(r), ...(r.route?.span ? { span: r.route.span } : {}) })),
    }));
}

/** A lens on each public method of a CodeIgniter 4 controller: its routes, automatic URLs and filters. */
function ci4Lenses(app: Ci4Analysis, file: string): ReachLens[] {
  return ci4ExposureOf(app)
    .methods.filter((m) => m.file === file)
    .map((m) => {
      const routes = m.reachedBy.filter((r) => r.kind === 'route').length;
      const parts: string[] = [];
      if (routes) parts.push(`${routes} route${routes === 1 ? '' : 's'}`);
      if (m.reachedBy.some((r) => r.kind === 'auto')) parts.push('auto-routed');
      if (m.reachedBy.some((r) => r.kind === 'override')) parts.push('404 override');
      return {
        span: m.span,
        title: parts.length ? parts.join(' · ') : m.refused ? 'no URL reaches it (automatic routing refuses it)' : 'no URL reaches it',
        reaches: m.reachedBy.map((r) => ({
          label: `${reachText(app, r)}${r.filters ? ` — filters ${r.filters.before.join(', ') || 'none'}` : ''}`,
          ...(r.route ? { span: r.route.span } : {}),
        })),
      };
    });
}
