// What each diagnostic code means, why it matters and how to fix it, as its definition says: the Diagnostics table
// of docs/diagnostics.md (`npm run docs`; a test fails when they drift), the SARIF rules' help and the links of the
// editor's and SARIF's diagnostics are made from it.

import { DIAGNOSTICS } from '@routelens/shared';

export interface DiagnosticDoc {
  severity: string;
  what: string;
  why: string;
  fix: string;
}

/** Each code's explanation, from its definition (`@routelens/shared`'s diagnostics/), in the registry's order. */
export const DIAGNOSTIC_DOCS: Readonly<Record<string, DiagnosticDoc>> = Object.fromEntries(
  DIAGNOSTICS.map((d) => [d.code, { severity: d.severityText ?? d.severity, ...d.docs }]),
);

/** Where a code is explained: its row of the Diagnostics table in docs/diagnostics.md (each row carries the anchor). */
export function diagnosticUrl(code: string): string {
  return `https://github.com/routelens/routelens/blob/main/docs/diagnostics.md#diagnostics-${code}`;
}

/**
 * The Diagnostics table of docs/diagnostics.md: a row per code, in this file's order; codes next to each other with the same
 * explanation share a row.
 */
export function diagnosticsTable(): string {
  const rows: { codes: string[]; doc: DiagnosticDoc }[] = [];
  for (const [code, doc] of Object.entries(DIAGNOSTIC_DOCS)) {
    const last = rows[rows.length - 1];
    const same = last && last.doc.severity === doc.severity && last.doc.what === doc.what && last.doc.why === doc.why && last.doc.fix === doc.fix;
    if (same) last.codes.push(code);
    else rows.push({ codes: [code], doc });
  }
  const lines = ['| code | what it means | why it matters | how to fix |', '| --- | --- | --- | --- |'];
  for (const { codes, doc } of rows) {
    const anchors = codes.map((code) => `<a id="diagnostics-${code}"></a>`).join('');
    lines.push(`| ${anchors}${codes.map((code) => `\`${code}\``).join(', ')} [${doc.severity}] | ${doc.what} | ${doc.why} | ${doc.fix} |`);
  }
  return lines.join('\n');
}
