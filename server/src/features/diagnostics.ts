// Diagnostics: the problems of one file in a snapshot, each once, from the analyses the file takes part in and the
// HMVC controller checks (the language server publishes them for open files).

import type { AnalysisDiagnostic } from '../analysis/core/facts';
import type { Snapshot } from '../db/snapshot';

export function diagnostics(snapshot: Snapshot, file: string): AnalysisDiagnostic[] {
  return snapshot.diagnosticsOf(file);
}
