// `routelens exposure [PATH]`: every controller method a URL reaches, with every way it is reached, and the
// findings (docs/decisions.md#the-exposure-audit), as text, JSON, SARIF or Markdown. Controllers are read, not loaded.

import type { Verb } from '@routelens/shared';
import { VERBS } from '@routelens/shared';
import { displayPath } from '../db/hmvc';
import type { Snapshot } from '../db/snapshot';
import type { ExposedMethod, Reach } from '../features/exposure';
import { AUDIT_REQUESTS, exposureOf } from '../features/exposure';
import type { Finding } from '../features/exposure-findings';
import { EXPOSURE_CODES, exposureFindings } from '../features/exposure-findings';
import { routerName } from '../features/routes-request';
import type { Output } from './print';
import type { JsonDiagnostic, Locator } from './report';
import { sarifLog } from './sarif';
import { UsageError } from './usage-error';
import { VERSION } from './help';

interface JsonReach {
  kind: Reach['kind'];
  verbs: string[];
  url: string;
  route?: { from: string; to: string; file: string | null; line: number | null };
}

const verbsOf = (verbs: readonly Verb[]): string[] => (verbs.length === VERBS.length ? ['ANY'] : [...verbs]);

function jsonFinding(f: Finding, locator: Locator): JsonDiagnostic {
  return { ...locator.range(f.span), severity: f.severity, code: f.code, message: f.message };
}

function jsonReach(r: Reach, locator: Locator): JsonReach {
  const at = r.route?.span ? locator.start(r.route.span) : undefined;
  return {
    kind: r.kind,
    verbs: verbsOf(r.verbs),
    url: r.url,
    ...(r.route ? { route: { from: r.route.from, to: r.route.to, file: at?.file ?? null, line: at?.line ?? null } } : {}),
  };
}

/** `--fail-on CODE,…`: the codes, checked. */
export function failCodes(text: string | undefined, known: readonly string[] = EXPOSURE_CODES): Set<string> {
  if (text === undefined) return new Set();
  const codes = text
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  const unknown = codes.filter((c) => !known.includes(c));
  if (unknown.length || codes.length === 0) throw new UsageError(`--fail-on takes some of ${known.join(', ')}, not '${text}'`);
  return new Set(codes);
}

function reachText(r: Reach): string {
  const verbs = verbsOf(r.verbs).join('|');
  if (r.kind === 'route') return `${verbs.padEnd(8)} /${r.url.replace(/^\//, '')}  route → '${r.route!.to}'`;
  if (r.kind === 'auto') return `${verbs.padEnd(8)} ${r.url}  automatic`;
  if (r.kind === 'default') return `${verbs.padEnd(8)} /  default controller`;
  return `${verbs.padEnd(8)} ${r.url}  404_override`;
}

/** Runs the audit; returns the exit code (1 when a finding of a `--fail-on` code is present). */
export function runExposure(snapshot: Snapshot, locator: Locator, format: string, failOn: string | undefined, io: Output): number {
  const fail = failCodes(failOn);
  const exposure = exposureOf(snapshot);
  if (!exposure) {
    io.err('routelens: no controllers found near PATH (controllers/ or modules/*/controllers/): nothing to audit\n');
    return 2;
  }
  const findings = exposureFindings(exposure);
  const byMethod = new Map<ExposedMethod, Finding[]>();
  for (const f of findings) if (f.method) byMethod.set(f.method, [...(byMethod.get(f.method) ?? []), f]);
  const audit: Audit = { exposure, findings, byMethod, locator, line: (m) => locator.start(m.span).line };
  if (format === 'json') io.out(JSON.stringify(auditJson(audit), null, 2) + '\n');
  else if (format === 'sarif')
    io.out(
      JSON.stringify(
        sarifLog(
          findings.map((f) => jsonFinding(f, locator)),
          VERSION,
        ),
        null,
        2,
      ) + '\n',
    );
  else if (format === 'markdown') io.out(auditMarkdown(audit));
  else io.out(auditText(audit));
  return findings.some((f) => fail.has(f.code)) ? 1 : 0;
}

/** What each output format shows of an audit. */
interface Audit {
  exposure: NonNullable<ReturnType<typeof exposureOf>>;
  findings: Finding[];
  byMethod: Map<ExposedMethod, Finding[]>;
  locator: Locator;
  line(m: ExposedMethod): number;
}

function auditJson({ exposure, findings, byMethod, locator, line }: Audit): unknown {
  return {
    router: exposure.requests.controllers.router === 'bonfire' ? 'hmvc' : exposure.requests.controllers.router,
    routerReason: exposure.requests.controllers.routerReason,
    complete: exposure.complete,
    methods: exposure.methods.map((m) => ({
      file: locator.file(m.controller.file),
      class: m.class,
      method: m.method,
      line: m.span.file === m.controller.file ? line(m) : null,
      ...(m.span.file !== m.controller.file ? { declaredIn: { file: locator.file(m.span.file), line: line(m) } } : {}),
      reachedBy: m.reachedBy.map((r) => jsonReach(r, locator)),
      findings: (byMethod.get(m) ?? []).map((f) => jsonFinding(f, locator)),
    })),
    findings: findings.map((f) => jsonFinding(f, locator)),
  };
}

function auditMarkdown({ exposure, findings, byMethod, locator }: Audit): string {
  let out = `# What the app exposes\n\nRouter: ${routerName(exposure.requests)}.\n\n| Method | Reached by | Findings |\n|---|---|---|\n`;
  const cell = (t: string) => t.replace(/\|/g, '\\|');
  for (const m of exposure.methods) {
    out += `| \`${displayPath(m.controller.file)}\` ${cell(`${m.class}::${m.method}()`)} | ${m.reachedBy.map((r) => cell('`' + reachText(r).replace(/\s+/g, ' ') + '`')).join('<br>') || 'nothing'} | ${(byMethod.get(m) ?? []).map((f) => f.code).join(', ')} |\n`;
  }
  const routeFindings = findings.filter((f) => !f.method);
  if (routeFindings.length)
    out += `\n## Routes\n\n${routeFindings.map((f) => `- \`${locator.start(f.span).file}:${locator.start(f.span).line}\` **${f.code}**: ${f.message}`).join('\n')}\n`;
  return out;
}

function auditText({ exposure, findings, byMethod, locator, line }: Audit): string {
  let out = `Router: ${routerName(exposure.requests)}\n`;
  let file = '';
  for (const m of exposure.methods) {
    if (m.controller.file !== file) {
      file = m.controller.file;
      out += `\n${displayPath(file)}\n`;
    }
    out += `  ${m.class}::${m.method}()  ${m.span.file === m.controller.file ? `line ${line(m)}` : `inherited from ${displayPath(m.span.file)}:${line(m)}`}\n`;
    for (const r of m.reachedBy)
      out += `    ${reachText(r)}${r.route?.span ? ` (${locator.start(r.route.span).file}:${locator.start(r.route.span).line})` : ''}\n`;
    if (m.reachedBy.length === 0) out += '    no URL reaches it\n';
    for (const f of byMethod.get(m) ?? []) out += `    ${f.severity === 'warning' ? '!' : 'i'} [${f.code}] ${f.message}\n`;
  }
  const routeFindings = findings.filter((f) => !f.method);
  if (routeFindings.length) {
    out += '\nRoutes\n';
    for (const f of routeFindings) {
      const at = locator.start(f.span);
      out += `  ${at.file}:${at.line}: ${f.severity} [${f.code}] ${f.message}\n`;
    }
  }
  const count = (code: string) => findings.filter((f) => f.code === code).length;
  const summary = EXPOSURE_CODES.filter((c) => count(c) > 0)
    .map((c) => `${count(c)} ${c}`)
    .join(', ');
  const reached = exposure.methods.filter((m) => m.reachedBy.length > 0).length;
  out += `\n${reached} of ${exposure.methods.length} public method${exposure.methods.length === 1 ? '' : 's'} reachable from a URL; ${summary || 'no findings'}\n`;
  if (!exposure.complete)
    out += `Incomplete: the audit stopped after ${AUDIT_REQUESTS.toLocaleString('en')} requests (routes that send paths to any controller, many times over); routes later in the table may reach more methods than listed.\n`;
  return out;
}
