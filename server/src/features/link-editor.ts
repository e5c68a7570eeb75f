// Links in the editor: a hover on a link call says what CodeIgniter runs for it (the route that wins and the method,
// as Find Route does), and go to definition opens that method (and the route).

import type { Span } from '../base/text';
import { relativeTo } from '../base/text';
import type { Snapshot } from '../db/snapshot';
import type { HoverResult } from './feature-results';
import type { ResolvedLink } from './link-answers';
import { linkAt } from './links';
import { linkApps } from './link-apps';

function place(snapshot: Snapshot, root: string, span: Span | undefined): string {
  return span ? ` (${relativeTo(root, span.file)}:${snapshot.lineOf(span.file, span.start)})` : '';
}

function runsText(snapshot: Snapshot, root: string, link: ResolvedLink): string[] {
  const lines: string[] = [];
  if (link.route) lines.push(`Route \`${link.route.from}\` → \`${link.route.to}\`${place(snapshot, root, link.route.span)}`);
  const r = link.runs;
  if (r) lines.push(`Runs \`${r.class ? `${r.class}::` : ''}${r.method}()\`${place(snapshot, root, r.span)}${r.via === 'auto' ? ' (automatic routing)' : ''}`);
  return lines;
}

const STATUS_TEXT: Record<ResolvedLink['status'], string> = {
  reaches: '',
  dead: '**Dead link**: ',
  'unknown-route-name': '**No such route**: ',
  'link-args': '**CodeIgniter cannot build this link**: ',
  unknown: 'Not known: ',
  file: 'A file the web server serves (routelens does not check files).',
  external: 'Another site: not checked.',
};

/** The hover of the link call at `offset`, if any. */
export function linkHover(snapshot: Snapshot, file: string, offset: number): HoverResult | null {
  const link = linkAt(snapshot, file, offset);
  if (!link) return null;
  const root = linkApps(snapshot).appOf(file)?.root ?? '';
  const request = link.name !== undefined ? `route \`${link.name}\`` : `${link.verb ?? '?'} \`${link.path}\``;
  const sections = [`**${link.call}()** — ${request}${link.name !== undefined && link.status === 'reaches' ? `: ${link.verb ?? 'GET'} \`${link.path}\`` : ''}`];
  if (link.status === 'reaches') sections.push(...runsText(snapshot, root, link), ...(link.reason ? [link.reason] : []));
  else if (link.status === 'unknown') {
    sections.push(`${STATUS_TEXT.unknown}${link.reason ?? ''}.`);
    if (link.sample !== undefined) sections.push(`With each unknown part \`1\`: \`${link.sample}\``, ...runsText(snapshot, root, link));
  } else if (link.status === 'file' || link.status === 'external') sections.push(STATUS_TEXT[link.status]);
  else sections.push(`${STATUS_TEXT[link.status]}${link.reason ?? ''}.`, ...runsText(snapshot, root, link));
  return { markdown: sections.join('\n\n'), span: link.span, samples: false };
}

/** Where the link leads: the method that runs, then the route that wins. */
export function linkDefinition(snapshot: Snapshot, file: string, offset: number): Span[] | undefined {
  const link = linkAt(snapshot, file, offset);
  if (!link) return undefined;
  return [link.runs?.span, link.route?.span].filter((s): s is Span => s !== undefined);
}
