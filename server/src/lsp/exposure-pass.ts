// The exposure audit's diagnostics, off the keystroke's path: they depend on the whole app (every controller, every
// route), so they are computed once typing pauses for EXPOSURE_DELAY_MS, for the open files, and merged into each
// publication while the file they are about is unchanged (a file being edited shows them again after the pause).

import type { AnalysisDiagnostic } from '../analysis/core/facts';
import type { Snapshot } from '../db/snapshot';

export const EXPOSURE_DELAY_MS = 300;

export class ExposurePass {
  private readonly found = new Map<string, { text: string | undefined; diagnostics: AnalysisDiagnostic[] }>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly compute: (snapshot: Snapshot, file: string) => AnalysisDiagnostic[],
    private readonly current: () => { snapshot: Snapshot; files: string[] },
    /** Called when new diagnostics were found: the server publishes again. */
    private readonly changed: () => void,
  ) {}

  /** Computes again once changes pause. */
  schedule(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      const { snapshot, files } = this.current();
      let different = false;
      for (const file of files) {
        const diagnostics = this.compute(snapshot, file);
        const before = this.found.get(file);
        if (!before || JSON.stringify(before.diagnostics) !== JSON.stringify(diagnostics)) different = true;
        this.found.set(file, { text: snapshot.text(file), diagnostics });
      }
      for (const file of [...this.found.keys()]) if (!files.includes(file)) this.found.delete(file);
      if (different) this.changed();
    }, EXPOSURE_DELAY_MS);
  }

  /** The last diagnostics found for a file, if its text is still the one they were found in. */
  diagnosticsOf(snapshot: Snapshot, file: string): AnalysisDiagnostic[] {
    const found = this.found.get(file);
    return found && found.text === snapshot.text(file) ? found.diagnostics : [];
  }

  dispose(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
  }
}
