// Which diagnostics a publishing round sends: every open file's for a new version (so the client knows they are
// current), the same version's (a closed file has none) only when they changed, and an empty list for a file no
// longer in the round.

import type { Diagnostic, PublishDiagnosticsParams } from 'vscode-languageserver';

/** The diagnostics last sent for a file, with its version; `json` once compared. */
interface Published {
  version: number | undefined;
  diagnostics: Diagnostic[];
  json?: string;
}

export class PublishedDiagnostics {
  private published = new Map<string, Published>();

  /**
   * One round over the open files' current diagnostics: `send` gets what the client must be told. A new version
   * (every keystroke) is sent without comparing; the same version is compared as JSON, made only then.
   */
  round(current: Iterable<{ uri: string; version: number | undefined; diagnostics: Diagnostic[] }>, send: (params: PublishDiagnosticsParams) => void): void {
    const next = new Map<string, Published>();
    for (const { uri, version, diagnostics } of current) {
      const sent = this.published.get(uri);
      const entry: Published = { version, diagnostics };
      next.set(uri, entry);
      // The same findings (a closed file's, kept from pass to pass): nothing to compare.
      if (sent && sent.version === version && sent.diagnostics === diagnostics) {
        entry.json = sent.json;
        continue;
      }
      if (sent && sent.version === version) {
        entry.json = JSON.stringify(diagnostics);
        sent.json ??= JSON.stringify(sent.diagnostics);
        if (sent.json === entry.json) continue;
      }
      send({ uri, version, diagnostics });
    }
    for (const uri of this.published.keys()) if (!next.has(uri)) send({ uri, diagnostics: [] });
    this.published = next;
  }
}
