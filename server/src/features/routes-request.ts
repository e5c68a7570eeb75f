// The custom requests of the extension: the whole route table with sources, and URL matching.

import type { RouteRow } from './feature-results';
export type { RouteRow } from './feature-results';
import { ci4RouteRows } from './ci4-editor';
import { ci4MatchUrl, ci4RunsFor, findsInCi4 } from './ci4-find';
import { emptyTargetText } from './empty-target';
import type { Verb } from '@routelens/shared';
import { VERBS, unreachableRoute } from '@routelens/shared';
import type { AnalyzedRoute } from '../analysis/analyze';
import type { SettingVariant } from '../analysis/tables';
import { conditionalSettingsOf, mainAnalysis, matchIn, settingsOf } from '../analysis/tables';
import type { Snapshot } from '../db/snapshot';
import type { AppRequests } from '../db/requests';
import { appRequests } from '../db/requests';
import { displayPath } from '../db/hmvc';

export function routeRows(snapshot: Snapshot): RouteRow[] {
  // The unreachable-route diagnostics say which routes never win, and which earlier routes shadow them.
  const shadowed = new Map<string, string[]>();
  for (const d of snapshot.diagnostics()) {
    const by = d.data?.shadowedBy;
    if (d.code === unreachableRoute.code && Array.isArray(by))
      shadowed.set(
        `${d.span.file}\0${d.span.start}`,
        by.filter((b): b is string => typeof b === 'string'),
      );
  }
  const ci4 = snapshot.ci4Apps.flatMap(ci4RouteRows);
  const rows: RouteRow[] = snapshot.analyses.flatMap((analysis) =>
    analysis.routes.map((r: AnalyzedRoute, i) => ({
      verb: r.verb,
      from: r.from,
      to: r.to,
      name: r.name,
      call: r.call,
      replaced: r.replaced,
      condition: r.condition,
      order: i + 1,
      unreachable: shadowed.get(`${r.span.file}\0${r.span.start}`) ?? null,
      span: r.span,
      table: analysis.entry,
      ...(r.to === '' ? { emptyTarget: emptyTargetText(snapshot, r.verb, r.from) } : {}),
    })),
  );
  return rows.concat(ci4);
}

/** The settings of the main table (`default_controller`, `404_override`, `translate_uri_dashes`): not routes (docs/decisions.md#php-apps). */
export function routeSettings(snapshot: Snapshot): Record<string, unknown> {
  const analysis = mainAnalysis(snapshot.analyses);
  return analysis ? settingsOf(analysis) : {};
}

/** The main table's settings written under undecided conditions, each with every value it may have. */
export function routeConditionalSettings(snapshot: Snapshot): Record<string, SettingVariant[]> {
  const analysis = mainAnalysis(snapshot.analyses);
  return analysis ? conditionalSettingsOf(analysis) : {};
}

export type { MatchResult, RunsResult } from './feature-results';
import type { MatchResult, RunsResult } from './feature-results';

export function routerName(requests: AppRequests): string {
  const c = requests.controllers;
  return `${c.router === 'hmvc' ? 'HMVC' : c.router === 'bonfire' ? 'Bonfire' : 'CodeIgniter 3'} (${c.routerReason})`;
}

/** What runs for `verb url` in the snapshot's app; null when it has no controllers. */
export function runsFor(snapshot: Snapshot, verb: Verb, url: string): RunsResult | null {
  if (findsInCi4(snapshot)) return ci4RunsFor(snapshot, verb, url);
  const requests = appRequests(snapshot);
  if (!requests) return null;
  const result = requests.resolve(verb, url);
  const r = result.runs;
  const at = r?.declaration?.offset;
  return {
    status: result.status,
    router: routerName(requests),
    reason: result.reason,
    moduleRoute: result.moduleRoute,
    runs: r && {
      display: displayPath(r.file),
      class: r.class,
      method: r.method,
      args: r.args,
      via: r.via,
      ...(r.remapped !== undefined ? { remapped: r.remapped } : {}),
      span: at !== undefined ? { file: r.declaration!.file ?? r.file, start: at, end: at + r.method.length } : { file: r.file, start: 0, end: 0 },
    },
    ...(result.refused ? { refused: { display: displayPath(result.refused.file), class: result.refused.class, method: result.refused.method } } : {}),
  };
}

export function matchUrl(snapshot: Snapshot, verbText: string, uri: string): MatchResult | null | { error: string } {
  if (findsInCi4(snapshot)) return ci4MatchUrl(snapshot, verbText, uri);
  const verb = verbText.toUpperCase();
  if (!(VERBS as readonly string[]).includes(verb)) return { error: `'${verbText}' is not an HTTP verb (${VERBS.join(', ')})` };
  const analysis = mainAnalysis(snapshot.analyses);
  if (!analysis) return null;
  const found = matchIn(analysis, verb as Verb, uri);
  if (!found) return null;
  const span = found.span ?? null;
  const reason =
    found.routesBefore === 0
      ? 'It is the first route in the table, and it matches the whole path.'
      : `It is the first of the ${found.tableSize} routes for ${verb} that matches the whole path; the ${found.routesBefore} route${found.routesBefore === 1 ? '' : 's'} before it do${found.routesBefore === 1 ? 'es' : ''} not match.`;
  return {
    from: found.from,
    to: found.to,
    target: found.target,
    verb: found.verb ?? verb,
    blocked: found.blocked,
    span,
    position: found.routesBefore + 1,
    reason,
  };
}
