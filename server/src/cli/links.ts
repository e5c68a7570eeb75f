// `routelens links [PATH]`: every link the app's views and controllers write (docs/links.md), with the method it
// reaches or why none does, as a table, JSON, SARIF or Markdown. PATH may be the app, a folder of views or one file;
// the whole app around it is read.

import type { Snapshot } from '../db/snapshot';
import type { ResolvedLink } from '../features/links';
import { allLinks } from '../features/links';
import { linkDiagnostics } from '../features/link-diagnostics';
import { folderPrefix } from '../base/text';
import type { Output } from './print';
import { painter, table } from './print';
import type { Locator } from './report';
import { jsonDiagnostics } from './report';
import { sarifLog } from './sarif';
import { VERSION } from './help';
import { PathError } from '../db/project';

export interface JsonLink {
  file: string;
  line: number;
  column: number;
  call: string;
  path: string;
  name?: string;
  verb: string | null;
  status: ResolvedLink['status'];
  httpStatus: number | null;
  runs: { class: string | null; method: string; via: string; file: string | null; line: number | null } | null;
  route: { from: string; to: string; file: string | null; line: number | null } | null;
  reason?: string;
  sample?: string;
}

function jsonLink(link: ResolvedLink, locator: Locator): JsonLink {
  const at = locator.start(link.target);
  const runsAt = link.runs?.span && locator.start(link.runs.span);
  const routeAt = link.route?.span && locator.start(link.route.span);
  // Thousands of links: one literal each, the fields a link lacks left out by JSON.stringify (undefined).
  return {
    file: at.file,
    line: at.line,
    column: at.column,
    call: link.call,
    path: link.path,
    name: link.name,
    verb: link.verb,
    status: link.status,
    httpStatus: link.httpStatus,
    runs: link.runs && { class: link.runs.class, method: link.runs.method, via: link.runs.via, file: runsAt?.file ?? null, line: runsAt?.line ?? null },
    route: link.route && { from: link.route.from, to: link.route.to, file: routeAt?.file ?? null, line: routeAt?.line ?? null },
    reason: link.reason,
    sample: link.sample,
  };
}

/** Each status's count, in a fixed order. */
function summary(links: readonly JsonLink[]): Record<string, number> {
  const counts: Record<string, number> = { links: links.length };
  for (const status of ['reaches', 'dead', 'unknown-route-name', 'link-args', 'unknown', 'file', 'external'])
    counts[status] = links.filter((l) => l.status === status).length;
  return counts;
}

const BROKEN = new Set(['dead', 'unknown-route-name', 'link-args']);

function what(link: JsonLink): string {
  const runs = link.runs ? `${link.runs.class ? `${link.runs.class}::` : ''}${link.runs.method}` : '';
  if (link.status === 'reaches') return runs || (link.reason ?? '');
  if (link.status === 'unknown' && link.sample !== undefined) return `not known${runs ? ` (${link.sample} → ${runs})` : ''}`;
  if (link.status === 'file' || link.status === 'external') return '';
  return link.reason ?? '';
}

/** The links below `scope` (a file or folder), resolved; the exit code is 1 when one is broken. */
export function runLinks(snapshot: Snapshot, scope: string, locator: Locator, format: string, io: Output): number {
  if (snapshot.ci4Apps.length === 0 && !(snapshot.controllers && snapshot.controllers.size > 0 && snapshot.analyses.length > 0))
    throw new PathError(`${scope}: no CodeIgniter app here (app/Config/Routes.php, or application/config/routes.php with controllers)`);
  const inScope = (file: string) => file === scope || file.startsWith(folderPrefix(scope));
  const links = allLinks(snapshot).filter((l) => inScope(l.file));
  const json = links.map((l) => jsonLink(l, locator));
  const broken = json.filter((l) => BROKEN.has(l.status));
  if (format === 'json') io.out(JSON.stringify({ links: json, summary: summary(json) }, null, 2) + '\n');
  else if (format === 'sarif') {
    const diagnostics = jsonDiagnostics(
      linkDiagnostics(snapshot).filter((d) => inScope(d.span.file)),
      locator,
    );
    io.out(JSON.stringify(sarifLog(diagnostics, VERSION), null, 2) + '\n');
  } else {
    const paint = painter(io);
    const rows = json.map((l) => [`${l.file}:${l.line}`, l.call, l.verb ?? '?', l.path, l.status, what(l)]);
    const header = ['WHERE', 'CALL', 'VERB', 'PATH', 'STATUS', 'REACHES'];
    if (format === 'markdown') {
      const cell = (t: string) => t.replace(/\|/g, '\\|');
      io.out([`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n') + '\n');
    } else {
      const style = (row: string[], col: number) => (col !== 4 ? undefined : BROKEN.has(row[4]) ? 'red' : row[4] === 'reaches' ? undefined : 'dim');
      if (rows.length) io.out(table(header, rows, paint, style));
      const s = summary(json);
      io.out(
        `${s.links} link${s.links === 1 ? '' : 's'}: ${s.reaches} reach a method, ${broken.length} broken, ${s.unknown} not known (unknown parts), ${s.file} files, ${s.external} external\n`,
      );
    }
  }
  return broken.length ? 1 : 0;
}
