// `routelens exposure APP` on a CodeIgniter 4 app: every controller method a URL reaches, each way with the filters
// that run for it, and the findings (docs/codeigniter4.md, "What the app exposes"), as text, JSON, SARIF or Markdown.

import * as path from 'node:path';
import type { Ci4Analysis } from '../analysis/ci4/ci4-table';
import type { Ci4ExposedMethod, Ci4Reach } from '../features/ci4-exposure';
import { WEB_VERBS, ci4ExposureOf } from '../features/ci4-exposure';
import type { Ci4Finding } from '../features/ci4-exposure-findings';
import { ci4ExposureFindings } from '../features/ci4-exposure-findings';
import { autoRouteBypass, filterBypass, verbBypass } from '@routelens/shared';
import type { Output } from './print';
import type { JsonDiagnostic } from './report';
import { sarifLog } from './sarif';
import { VERSION } from './help';
import { failCodes } from './exposure';

const CI4_CODES = [filterBypass.code, verbBypass.code, autoRouteBypass.code];

export function runCi4Exposure(analysis: Ci4Analysis, format: string, failOn: string | undefined, io: Output): number {
  const fail = failCodes(failOn, CI4_CODES);
  const exposure = ci4ExposureOf(analysis);
  const findings = ci4ExposureFindings(analysis, exposure);
  const diagnostic = (f: Ci4Finding) => findingDiagnostic(analysis, f);
  const of = (m: Ci4ExposedMethod) => findings.filter((f) => f.method === m);
  const reachJson = (r: Ci4Reach) => ({
    kind: r.kind,
    verbs: r.verbs.length === WEB_VERBS.length ? ['ANY'] : r.verbs,
    url: r.url,
    sample: r.sample,
    ...(r.route
      ? { route: { key: r.route.key, handler: r.route.handler, file: path.relative(analysis.app.root, r.route.span.file), line: r.route.line } }
      : {}),
    filters: r.filters,
  });
  if (format === 'json')
    io.out(
      JSON.stringify(
        {
          framework: 'ci4',
          router: exposure.router,
          complete: exposure.complete,
          methods: exposure.methods.map((m) => ({
            file: path.relative(analysis.app.root, m.file),
            line: analysis.classes.lineAt(m.file, m.span.start) ?? 1,
            class: m.class,
            method: m.method,
            reachedBy: m.reachedBy.map(reachJson),
            ...(m.refused ? { refused: m.refused } : {}),
            findings: of(m).map(diagnostic),
          })),
          findings: findings.map(diagnostic),
        },
        null,
        2,
      ) + '\n',
    );
  else if (format === 'sarif') io.out(JSON.stringify(sarifLog(findings.map(diagnostic), VERSION), null, 2) + '\n');
  else io.out(format === 'markdown' ? markdown(analysis, exposure.methods, of) : text(analysis, exposure, of));
  return findings.some((f) => fail.has(f.code)) ? 1 : 0;
}

/** A finding about a controller method, placed on the method's name (as `check` and the editor show it). */
export function findingDiagnostic(analysis: Ci4Analysis, f: Ci4Finding): JsonDiagnostic {
  const line = analysis.classes.lineAt(f.span.file, f.span.start) ?? 1;
  const column = f.span.start - analysis.classes.offsetOfLine(f.span.file, line) + 1;
  return {
    file: path.relative(analysis.app.root, f.span.file),
    line,
    column,
    endLine: line,
    endColumn: column + (f.span.end - f.span.start),
    severity: f.severity,
    code: f.code,
    message: f.message,
  };
}

function reachLine(analysis: Ci4Analysis, r: Ci4Reach): string {
  const verbs = (r.verbs.length === WEB_VERBS.length ? 'ANY' : r.verbs.join('|')).padEnd(8);
  const filters = r.filters ? `  filters ${r.filters.before.join(', ') || 'none'}` : '  filters not known';
  if (r.kind === 'auto') return `${verbs} ${r.url}  automatic${filters}`;
  if (r.kind === 'override') return `${verbs} ${r.url}  404 override (status 404)`;
  return `${verbs} ${r.url === '/' ? '/' : `/${r.url}`}  route → ${r.route!.handler} (${path.relative(analysis.app.root, r.route!.span.file)}:${r.route!.line})${filters}`;
}

function text(analysis: Ci4Analysis, exposure: ReturnType<typeof ci4ExposureOf>, of: (m: Ci4ExposedMethod) => Ci4Finding[]): string {
  let out = `Router: ${exposure.router}\n`;
  let file = '';
  for (const m of exposure.methods) {
    if (m.file !== file) {
      file = m.file;
      out += `\n${path.relative(analysis.app.root, file)}\n`;
    }
    out += `  ${m.class}::${m.method}()  line ${analysis.classes.lineAt(m.file, m.span.start) ?? '?'}\n`;
    for (const r of m.reachedBy) out += `    ${reachLine(analysis, r)}\n`;
    if (m.reachedBy.length === 0) out += '    no URL reaches it\n';
    if (m.refused) out += `    automatic routing refuses it: ${m.refused}\n`;
    for (const f of of(m)) out += `    ${f.severity === 'warning' ? '!' : 'i'} [${f.code}] ${f.message}\n`;
  }
  const all = exposure.methods.flatMap(of);
  const summary = CI4_CODES.map((c) => [c, all.filter((f) => f.code === c).length] as const)
    .filter(([, n]) => n > 0)
    .map(([c, n]) => `${n} ${c}`)
    .join(', ');
  const reached = exposure.methods.filter((m) => m.reachedBy.length > 0).length;
  out += `\n${reached} of ${exposure.methods.length} public method${exposure.methods.length === 1 ? '' : 's'} reachable from a URL; ${summary || 'no findings'}\n`;
  if (!exposure.complete) out += 'Incomplete: the audit stopped at its request budget; routes later in the table may reach more methods than listed.\n';
  return out;
}

function markdown(analysis: Ci4Analysis, methods: Ci4ExposedMethod[], of: (m: Ci4ExposedMethod) => Ci4Finding[]): string {
  const cell = (t: string) => t.replace(/\|/g, '\\|');
  let out = '# What the app exposes\n\n| Method | Reached by | Findings |\n|---|---|---|\n';
  for (const m of methods)
    out += `| \`${path.relative(analysis.app.root, m.file)}\` ${cell(`${m.class}::${m.method}()`)} | ${m.reachedBy.map((r) => cell('`' + reachLine(analysis, r).replace(/\s+/g, ' ') + '`')).join('<br>') || 'nothing'} | ${of(
      m,
    )
      .map((f) => f.code)
      .join(', ')} |\n`;
  return out;
}
