// `routelens list|map|check` on a CodeIgniter 4 app: the table CodeIgniter 4 builds (docs/decisions.md, "CodeIgniter
// 4 apps"), printed like `php spark routes`, as §11's JSON, or as the diagnostics of its route files.

import * as path from 'node:path';
import type { Ci4Analysis } from '../analysis/ci4/ci4-table';
import type { Ci4Verb } from '../analysis/ci4/route-collection';
import { CI4_VERBS } from '../analysis/ci4/route-collection';
import type { Ci4Resolution } from '../analysis/ci4/ci4-resolve';
import { matchCi4 } from '../analysis/ci4/ci4-match';
import { ci4ExposureOf } from '../features/ci4-exposure';
import { ci4ExposureFindings } from '../features/ci4-exposure-findings';
import { findingDiagnostic } from './ci4-exposure';
import type { Ci4JsonRoute } from '../features/ci4-routes';
import { CI4_MAP_VERBS, ci4Map, ci4Routes, ci4Settings, sparkFilters } from '../features/ci4-routes';
import { UsageError } from './usage-error';
import type { Output } from './print';
import { painter, printCheck, table } from './print';
import { sarifLog } from './sarif';
import { VERSION } from './help';
import type { JsonDiagnostic } from './report';

export interface Ci4Job {
  analysis: Ci4Analysis;
  /** The link diagnostics of the app's views and controllers (check reports them). */
  links?: () => JsonDiagnostic[];
  values: {
    json?: boolean;
    format?: string;
    method?: string;
    name?: string;
    path?: string;
    'except-path'?: string;
    sort?: string;
    reverse?: boolean;
    form?: string;
  };
  io: Output;
}

/** `--method` for a CodeIgniter 4 app: one of its verb tables (CLI included). */
export function ci4Verb(text: string | undefined): Ci4Verb | undefined {
  if (text === undefined) return undefined;
  const verb = text.toUpperCase();
  if (!(CI4_MAP_VERBS as readonly string[]).includes(verb)) throw new UsageError(`--method must be one of ${CI4_MAP_VERBS.join(', ')}, not '${text}'`);
  return verb as Ci4Verb;
}

function format(values: Ci4Job['values'], formats: string[]): string {
  if (values.format === undefined) return values.json ? 'json' : formats[0];
  if (!formats.includes(values.format)) throw new UsageError(`--format must be one of ${formats.join(', ')}, not '${values.format}'`);
  return values.format;
}

/** The exposure audit's warnings, as the editor shows them on controller methods. */
function exposureDiagnostics(analysis: Ci4Analysis): JsonDiagnostic[] {
  return ci4ExposureFindings(analysis, ci4ExposureOf(analysis))
    .filter((f) => !f.auditOnly)
    .map((f) => findingDiagnostic(analysis, f));
}

export function ci4Diagnostics(analysis: Ci4Analysis): JsonDiagnostic[] {
  return analysis.diagnostics
    .map((d) => {
      const lines = analysis.lines.get(d.span.file);
      const start = lines?.position(d.span.start) ?? { line: 0, character: 0 };
      const end = lines?.position(d.span.end) ?? start;
      return {
        file: path.relative(analysis.app.root, d.span.file),
        line: start.line + 1,
        column: start.character + 1,
        endLine: end.line + 1,
        endColumn: end.character + 1,
        severity: d.severity,
        code: d.code,
        message: d.message,
      };
    })
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column));
}

export function runCi4Map({ analysis, values, io }: Ci4Job): number {
  const verb = ci4Verb(values.method);
  if (values.json) {
    io.out(JSON.stringify(ci4Map(analysis, verb), null, 2) + '\n');
    return 0;
  }
  for (const v of verb ? [verb] : CI4_MAP_VERBS) {
    const routes = ci4Routes(analysis, v);
    if (!routes.length) continue;
    io.out(`${v}\n`);
    for (const r of routes) io.out(`  ${r.key} => ${r.handler ?? '(none)'}${r.condition ? `  (if ${r.condition})` : ''}\n`);
  }
  return 0;
}

const HEADERS = ['Method', 'Route', 'Name', 'Handler', 'Before Filters', 'After Filters', 'Defined at', 'Condition'];

type ListedRoute = Ci4JsonRoute & { method: string; beforeFilters: string[]; afterFilters: string[] };

function cells(r: ListedRoute): string[] {
  const handler = r.redirect !== null ? `(Redirect ${r.redirect}) ${r.handler ?? ''}` : (r.handler ?? '(none)');
  return [
    r.method,
    r.key,
    r.name === r.key ? '»' : r.name,
    handler,
    r.beforeFilters.join(' '),
    r.afterFilters.join(' '),
    `${r.file}:${r.line}`,
    r.condition ?? '',
  ];
}

export function runCi4List({ analysis, values, io }: Ci4Job): number {
  const shown = format(values, ['table', 'json', 'csv', 'markdown']);
  const verb = ci4Verb(values.method);
  const strip = (text: string | undefined) => text?.replace(/^\/+/, '');
  let routes = (verb ? [verb] : CI4_MAP_VERBS)
    .flatMap((v) =>
      ci4Routes(analysis, v).map((r): ListedRoute => {
        const filters = sparkFilters(analysis, v, r.key);
        return { method: v as string, ...r, beforeFilters: filters.before, afterFilters: filters.after };
      }),
    )
    .filter(
      (r) =>
        (!values.name || r.name.includes(values.name)) &&
        (!values.path || r.key.includes(strip(values.path)!)) &&
        (!values['except-path'] || !r.key.includes(strip(values['except-path'])!)),
    );
  if (values.sort !== undefined) {
    const column = HEADERS.findIndex((h) => h.toLowerCase() === values.sort!.toLowerCase());
    if (column < 0) throw new UsageError(`--sort takes one of ${HEADERS.map((h) => h.toLowerCase()).join(', ')}, not '${values.sort}'`);
    routes = routes
      .map((r, i) => ({ r, i }))
      .sort((a, b) => cells(a.r)[column].localeCompare(cells(b.r)[column], undefined, { numeric: true }) || a.i - b.i)
      .map(({ r }) => r);
  }
  if (values.reverse) routes.reverse();
  const diagnostics = ci4Diagnostics(analysis);
  if (shown === 'json') {
    io.out(JSON.stringify({ framework: 'ci4', routes, settings: ci4Settings(analysis), diagnostics }, null, 2) + '\n');
    return 0;
  }
  const rows = routes.map(cells);
  if (shown === 'csv') {
    const quote = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
    io.out([HEADERS.join(','), ...rows.map((row) => row.map(quote).join(','))].join('\n') + '\n');
    return 0;
  }
  if (shown === 'markdown') {
    const escape = (text: string) => text.replace(/\|/g, '\\|');
    io.out(
      [`| ${HEADERS.join(' | ')} |`, `|${HEADERS.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.map(escape).join(' | ')} |`)].join('\n') + '\n',
    );
    return 0;
  }
  const paint = painter(io);
  io.out(table(HEADERS, rows, paint));
  const settings = ci4Settings(analysis);
  io.out(
    `\nSettings: default namespace ${settings.defaultNamespace}, default controller ${settings.defaultController}::${settings.defaultMethod}, ` +
      `auto routing ${settings.autoRoute ? (settings.autoRoutesImproved ? 'on (improved)' : 'on (legacy)') : 'off'}, ` +
      `translate URI dashes ${settings.translateURIDashes ? 'on' : 'off'}, 404 override ${settings['404Override'] ?? 'none'}\n`,
  );
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.filter((d) => d.severity === 'warning').length;
  const counted = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  io.out(
    `\n${counted(routes.length, 'route')}${diagnostics.length ? `; ${counted(errors, 'error')}, ${counted(warnings, 'warning')} (routelens check for details)` : ''}\n`,
  );
  return 0;
}

export function runCi4Check({ analysis, values, io, links }: Ci4Job): number {
  const shown = format(values, ['text', 'json', 'sarif']);
  const diagnostics = [...ci4Diagnostics(analysis), ...exposureDiagnostics(analysis), ...(links?.() ?? [])].sort((a, b) =>
    a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column,
  );
  if (shown === 'json') io.out(JSON.stringify({ diagnostics }, null, 2) + '\n');
  else if (shown === 'sarif') io.out(JSON.stringify(sarifLog(diagnostics, VERSION), null, 2) + '\n');
  else printCheck(io, diagnostics);
  return diagnostics.some((d) => d.severity === 'error') ? 1 : 0;
}

/** `match VERB URI` on a CodeIgniter 4 app: what CodeIgniter 4 runs for the request (docs/codeigniter4.md). */
export function runCi4Match({ analysis, values, io }: Ci4Job, request: { verb: string; uri: string }): number {
  const verb = request.verb.toUpperCase();
  if (!(CI4_VERBS as readonly string[]).includes(verb)) throw new UsageError(`VERB must be one of ${CI4_VERBS.join(', ')}, not '${request.verb}'`);
  const form = values.form === undefined ? undefined : formFields(values.form);
  const resolution = matchCi4(analysis, { verb, uri: request.uri, ...(form ? { form } : {}) });
  const json = ci4MatchJson(analysis, resolution);
  if (values.json) io.out(JSON.stringify(json, null, 2) + '\n');
  else printCi4Match(io, `${verb} ${request.uri}`, json);
  return resolution.status === 200 && resolution.runs?.via !== '404Override' ? 0 : 1;
}

/** `a=1&_method=PUT` as PHP's parse_str reads it (the last of a name wins). */
function formFields(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const decode = (s: string) => {
      try {
        return decodeURIComponent(s.replace(/\+/g, ' '));
      } catch {
        return s;
      }
    };
    fields[decode(at < 0 ? pair : pair.slice(0, at))] = decode(at < 0 ? '' : pair.slice(at + 1));
  }
  return fields;
}

export function ci4MatchJson(analysis: Ci4Analysis, r: Ci4Resolution): object {
  const shown = (file: string | undefined) => (file === undefined ? undefined : path.relative(analysis.app.root, file));
  return {
    framework: 'ci4',
    status: r.status,
    verb: r.verb,
    path: r.path,
    match: r.match && {
      key: r.match.key,
      handler: r.match.handler,
      name: r.match.name,
      verb: r.match.verb,
      file: shown(r.match.route.site.span.file),
      line: r.match.route.site.line,
    },
    runs: r.runs && { ...r.runs, file: shown(r.runs.file) ?? null, line: r.runs.line ?? null },
    redirect: r.redirect,
    filters: r.filters,
    required: r.required,
    ...(r.filtersNote ? { filtersNote: r.filtersNote } : {}),
    ...(r.reason ? { reason: r.reason } : {}),
    ...(r.conditions.length ? { conditions: r.conditions } : {}),
  };
}

interface MatchJson {
  status: number | null;
  match: { key: string; handler: string; verb: string; file?: string; line: number } | null;
  runs: { class: string | null; method: string | null; args: string[]; via: string; file: string | null; line: number | null } | null;
  redirect: { status: number; location: string } | null;
  reason?: string;
  conditions?: string[];
  filters: { before: string[]; after: string[] } | null;
  filtersNote?: string;
}

function printCi4Match(io: Output, request: string, json: object): void {
  const r = json as MatchJson;
  const paint = painter(io);
  const status = r.status === null ? paint('red', 'not known') : r.status === 200 ? paint('green', '200') : paint('red', String(r.status));
  io.out(`${paint('bold', request)} → ${status}\n`);
  if (r.match) io.out(`  route ${r.match.verb} '${r.match.key}' → ${r.match.handler}  (${r.match.file}:${r.match.line})\n`);
  if (r.redirect) io.out(`  redirects (${r.redirect.status}) to ${r.redirect.location}\n`);
  if (r.runs) {
    const what = r.runs.class === null ? `a ${r.runs.via}` : `${r.runs.class}::${r.runs.method}(${r.runs.args.map((a) => `'${a}'`).join(', ')})`;
    const where = r.runs.file ? `  (${r.runs.file}${r.runs.line ? `:${r.runs.line}` : ''})` : '';
    io.out(`  runs ${what} via ${r.runs.via}${where}\n`);
  }
  if (r.filters) {
    const list = (l: string[]) => (l.length ? l.join(', ') : 'none');
    io.out(`  filters before: ${list(r.filters.before)}; after: ${list(r.filters.after)}\n`);
  }
  if (r.filtersNote) io.out(`  filters not known: ${r.filtersNote}\n`);
  if (r.reason) io.out(`  ${r.runs ? 'because' : r.status === null ? 'not known:' : 'nothing runs:'} ${r.reason}\n`);
  if (r.conditions?.length) io.out(`  assuming ${r.conditions.join(' && ')}\n`);
}
