// Inlay hints: after the path of each verb or `any` call, the final URI it registers — prefixes, nesting and
// constants applied (`→ admin/reports/(:any)/export`), with its condition when it has one. None for resources()
// and context(): their code lens counts their routes.

import type { InlayHintResult } from './feature-results';
export type { InlayHintResult } from './feature-results';
import { VERB_METHODS } from '@routelens/shared';
import type { Snapshot } from '../db/snapshot';
import { callsMeeting } from '../analysis/core/call-lookup';
import { computedKeysIn, writtenString } from './route-writes';
import { ci4InlayHints } from './ci4-editor';

const HINTED = new Set(VERB_METHODS);

export function inlayHints(snapshot: Snapshot, file: string, start: number, end: number): InlayHintResult[] {
  const ci4 = snapshot.ci4AppOf(file);
  if (ci4) return ci4InlayHints(ci4, file, snapshot.text(file) ?? '', start, end);
  const parsed = snapshot.parsed(file);
  if (!parsed) return [];
  const hints: InlayHintResult[] = [];
  // Hints whose place is in the range asked for (the editor asks for what it shows): the end of a call's first
  // argument, inside the call, so only calls that meet the range are looked at.
  for (const call of callsMeeting(parsed.routeCalls, start, end)) {
    if (!HINTED.has(call.method) || call.args.length === 0 || call.args[0].end < start || call.args[0].end > end) continue;
    // The routes this call made itself (a call in a loop or a helper makes several), in order, once each.
    const made = snapshot.routesOfCall(file, call.start).filter((r) => r.span.file === file && r.span.start === call.start);
    if (made.length === 0) continue;
    const written = parsed.text.slice(call.args[0].start, call.args[0].end);
    const labels = [...new Set(made.map((r) => `${r.from || '/'}${r.condition ? ` (if ${r.condition})` : ''}`))];
    // A literal path with nothing around it says everything already.
    if (labels.length === 1 && made[0].condition === null && writtenString(written, file) === made[0].from) continue;
    hints.push({ file, offset: call.args[0].end, label: `→ ${labels.join(', ')}` });
  }
  // After a computed key of a `$route[...]` line: the path it made (`$route[SITE_AREA . '/content']` → admin/content).
  for (const key of computedKeysIn(snapshot, file)) {
    if (key.end >= start && key.end <= end) hints.push({ file, offset: key.end, label: `→ ${key.paths.join(', ')}` });
  }
  return hints.sort((a, b) => a.offset - b.offset);
}
