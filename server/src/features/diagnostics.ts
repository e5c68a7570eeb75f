// Diagnostics: the problems of one file in a snapshot, each once, from the analyses the file takes part in, the
// HMVC controller checks, and the links it writes (the language server publishes them for open files).

import type { AnalysisDiagnostic } from '../analysis/core/facts';
import type { Snapshot } from '../db/snapshot';
import { linkDiagnostics } from './link-diagnostics';

export function diagnostics(snapshot: Snapshot, file: string): AnalysisDiagnostic[] {
  const own = snapshot.diagnosticsOf(file);
  const links = snapshot.hasLinks(file) ? linkDiagnostics(snapshot, file) : [];
  return links.length ? [...own, ...links] : own;
}
