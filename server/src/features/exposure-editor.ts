// The exposure audit in the editor: its findings as diagnostics on the controller method (or the route), a code lens
// on each controller method saying how URLs reach it, and quick fixes where one is unambiguous.

import type { AnalysisDiagnostic } from '../analysis/eval/facts';
import { mainAnalysis } from '../analysis/tables';
import type { Snapshot } from '../db/snapshot';
import type { Span } from '../base/text';
import type { ExposedMethod, Reach } from './exposure';
import { exposureOf } from './exposure';
import { exposureFindings } from './exposure-findings';

/** The findings about a file, as diagnostics (route-to-missing is left to unknown-controller/unknown-action). */
export function exposureDiagnostics(snapshot: Snapshot, file: string): AnalysisDiagnostic[] {
  const exposure = exposureOf(snapshot);
  if (!exposure) return [];
  return exposureFindings(exposure)
    .filter((f) => f.span.file === file && f.code !== 'route-to-missing')
    .map((f) => {
      const automatic = f.method?.reachedBy.find((r) => r.kind === 'auto');
      const data: Record<string, unknown> = { exposure: true };
      if (f.method) data.method = f.method.method;
      if (automatic) data.automatic = automatic.url.replace(/\[.*$/, '').replace(/^\//, '');
      return { span: f.span, severity: f.severity, code: f.code, message: f.message, data };
    });
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
  const exposure = exposureOf(snapshot);
  if (!exposure) return [];
  return exposure.methods.filter((m) => m.span.file === file && m.controller.file === file).map((m) => ({
    span: m.span, title: lensTitle(m), reaches: m.reachedBy.map((r) => ({ label: reachLabel(r), ...(r.route?.span ? { span: r.route.span } : {}) })),
  }));
}

export interface ExposureFix {
  title: string;
  diagnostic: AnalysisDiagnostic;
  edits: { span: Span; newText: string }[];
}

/** The offset of `public` before a method's `function` keyword, or where a modifier goes when it has none. */
function visibilityAt(text: string, nameOffset: number): { start: number; end: number } | undefined {
  const before = text.slice(Math.max(0, nameOffset - 200), nameOffset);
  const found = /((?:(?:public|static|final|abstract)\s+)*)function\s+&?\s*$/.exec(before);
  if (!found) return undefined;
  const base = nameOffset - before.length + found.index;
  const word = /\bpublic\b/.exec(found[1]);
  return word ? { start: base + word.index, end: base + word.index + word[0].length } : { start: base, end: base };
}

/** Quick fixes: make an unrouted method protected; send a bypassed automatic URL to the 404 page. */
export function exposureFixes(snapshot: Snapshot, file: string, start: number, end: number): ExposureFix[] {
  const fixes: ExposureFix[] = [];
  const text = snapshot.text(file);
  const exposure = exposureOf(snapshot);
  if (text === undefined || !exposure) return fixes;
  for (const diagnostic of exposureDiagnostics(snapshot, file)) {
    if (diagnostic.span.end < start || diagnostic.span.start > end) continue;
    if (diagnostic.code === 'unrouted-public-method' && file.endsWith('.php')) {
      const at = visibilityAt(text, diagnostic.span.start);
      if (at) fixes.push({ title: 'Make it protected (no URL reaches it then)', diagnostic, edits: [{ span: { file, ...at }, newText: at.start === at.end ? 'protected ' : 'protected' }] });
    }
    const automatic = diagnostic.data?.automatic;
    const override = exposure.requests.settings.override;
    const routes = mainAnalysis(snapshot.analyses)?.entry;
    if ((diagnostic.code === 'auto-route-bypass' || diagnostic.code === 'verb-bypass') && typeof automatic === 'string' && override && routes?.endsWith('.php')) {
      const routesText = snapshot.text(routes) ?? '';
      const at = routesText.replace(/\s*(\?>\s*)?$/, '').length;
      fixes.push({
        title: `Send the automatic URL /${automatic} to the 404_override (a route in ${routes.split(/[\\/]/).slice(-2).join('/')})`, diagnostic,
        edits: [{ span: { file: routes, start: at, end: at }, newText: `\n$route['${automatic}(/.*)?'] = '${override}';` }],
      });
    }
  }
  return fixes;
}
