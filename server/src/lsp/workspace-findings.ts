// The whole workspace's findings, off the keystroke's path: once indexing ends and whenever changes pause for
// FINDINGS_DELAY_MS, every analysis' diagnostics and the exposure audit's (which depend on the whole app: every
// controller, every route) are gathered by file — what `routelens check` reports. Open files are published fresh at
// each change with the audit's findings merged in while the file they are about is unchanged; closed files get what
// the last pass found (their text changes only through the file system, which schedules a pass).

import type { Diagnostic } from 'vscode-languageserver';
import type { AnalysisDiagnostic } from '../analysis/core/facts';
import type { Snapshot } from '../db/snapshot';

export const FINDINGS_DELAY_MS = 300;

/** A closed file's findings, converted for the protocol once (the same array while they do not change). */
interface ClosedFindings {
  diagnostics: AnalysisDiagnostic[];
  json: string;
  converted?: Diagnostic[];
}

export class WorkspaceFindings {
  /** The audit's findings by file, with the text they were found in. */
  private readonly exposure = new Map<string, { text: string | undefined; diagnostics: AnalysisDiagnostic[] }>();
  private closed = new Map<string, ClosedFindings>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    /** The audit's findings of every file. */
    private readonly audit: (snapshot: Snapshot) => AnalysisDiagnostic[],
    private readonly current: () => { snapshot: Snapshot; open: readonly string[] },
    /** Called when new findings were gathered: the server publishes again. */
    private readonly changed: () => void,
    /** Findings an open file gets fresh with its own diagnostics (its links'): taken from the pass for closed files only. */
    private readonly closedOnly: (snapshot: Snapshot) => AnalysisDiagnostic[] = () => [],
  ) {}

  /** Gathers again once changes pause. */
  schedule(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.gather()) this.changed();
    }, FINDINGS_DELAY_MS);
  }

  /** One pass over the workspace; whether anything differs from the last. */
  private gather(): boolean {
    const { snapshot, open } = this.current();
    const opened = new Set(open);
    let different = false;
    const audit = byFile(this.audit(snapshot));
    for (const file of new Set([...audit.keys(), ...this.exposure.keys()])) {
      const diagnostics = audit.get(file) ?? [];
      const before = this.exposure.get(file);
      if (opened.has(file) && (!before || JSON.stringify(before.diagnostics) !== JSON.stringify(diagnostics))) different = true;
      if (diagnostics.length) this.exposure.set(file, { text: snapshot.text(file), diagnostics });
      else this.exposure.delete(file);
    }
    const found = byFile(snapshot.diagnostics());
    for (const [file, diagnostics] of audit) found.set(file, [...(found.get(file) ?? []), ...diagnostics]);
    for (const [file, diagnostics] of byFile(this.closedOnly(snapshot))) if (!opened.has(file)) found.set(file, [...(found.get(file) ?? []), ...diagnostics]);
    const closed = new Map<string, ClosedFindings>();
    for (const [file, diagnostics] of found) {
      if (opened.has(file) || diagnostics.length === 0) continue;
      const json = JSON.stringify(diagnostics);
      const before = this.closed.get(file);
      // Unchanged findings keep their entry (and its converted form): the publication skips them without comparing.
      closed.set(file, before && before.json === json ? before : { diagnostics, json });
      if (!before || before.json !== json) different = true;
    }
    for (const file of this.closed.keys()) if (!closed.has(file)) different = true;
    this.closed = closed;
    return different;
  }

  /** The audit's last findings about a file, if its text is still the one they were found in. */
  auditOf(snapshot: Snapshot, file: string): AnalysisDiagnostic[] {
    const found = this.exposure.get(file);
    return found && found.text === snapshot.text(file) ? found.diagnostics : [];
  }

  /** The closed files' findings (not those of files open now), each converted once by `convert`. */
  *closedFiles(open: ReadonlySet<string>, convert: (diagnostics: AnalysisDiagnostic[]) => Diagnostic[]): Iterable<[string, Diagnostic[]]> {
    for (const [file, found] of this.closed) {
      if (open.has(file)) continue;
      yield [file, (found.converted ??= convert(found.diagnostics))];
    }
  }

  dispose(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
  }
}

function byFile(diagnostics: readonly AnalysisDiagnostic[]): Map<string, AnalysisDiagnostic[]> {
  const map = new Map<string, AnalysisDiagnostic[]>();
  for (const d of diagnostics) {
    const list = map.get(d.span.file);
    if (list) list.push(d);
    else map.set(d.span.file, [d]);
  }
  return map;
}
