// `check --format sarif`: the diagnostics as a SARIF 2.1.0 log (GitHub code scanning and other CI tools read it),
// one rule per diagnostic code with its help text.

import { DIAGNOSTIC_DOCS, diagnosticUrl } from '../features/diagnostic-docs';
import type { JsonDiagnostic } from './report';

const LEVEL: Record<string, 'error' | 'warning' | 'note'> = { error: 'error', warning: 'warning', information: 'note', hint: 'note' };

/** Markdown without its backticks, for plain-text fields. */
function plain(text: string): string {
  return text.replace(/`/g, '');
}

export function sarifLog(diagnostics: readonly JsonDiagnostic[], version: string): object {
  const codes = [...new Set(diagnostics.map((d) => d.code))].sort();
  const rules = codes.map((code) => {
    const doc = DIAGNOSTIC_DOCS[code];
    return {
      id: code,
      name: code.replace(/(^|-)([a-z])/g, (_all, _dash: string, c: string) => c.toUpperCase()),
      shortDescription: { text: doc ? plain(doc.what) : code },
      ...(doc
        ? {
            fullDescription: { text: `${plain(doc.what)}: ${plain(doc.why)}.` },
            help: {
              text: `${plain(doc.what)}. Why it matters: ${plain(doc.why)}. How to fix it: ${plain(doc.fix)}.`,
              markdown: `${doc.what}.\n\n**Why it matters:** ${doc.why}.\n\n**How to fix it:** ${doc.fix}.`,
            },
            defaultConfiguration: { level: LEVEL[doc.severity] ?? 'warning' },
          }
        : {}),
      helpUri: diagnosticUrl(code),
    };
  });
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'routelens', version, informationUri: 'https://github.com/routelens/routelens', rules } },
        originalUriBaseIds: { SRCROOT: { description: { text: 'The PATH routelens checked.' } } },
        results: diagnostics.map((d) => ({
          ruleId: d.code,
          ruleIndex: codes.indexOf(d.code),
          level: LEVEL[d.severity] ?? 'warning',
          message: { text: d.message },
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: d.file, uriBaseId: 'SRCROOT' },
                region: { startLine: d.line, startColumn: d.column, endLine: d.endLine, endColumn: d.endColumn },
              },
            },
          ],
        })),
      },
    ],
  };
}
