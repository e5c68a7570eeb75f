// Temporary folders for tests and the benchmark, removed when the process exits: a test run leaves nothing in the
// system's temporary folder (a test that fails halfway, or a server still holding a file, included).

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const made = new Set<string>();
let hooked = false;

/** A new empty folder under the system's temporary folder, named `prefix` + random characters. */
export function temporaryFolder(prefix: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.add(folder);
  if (!hooked) {
    hooked = true;
    process.on('exit', removeTemporaryFolders);
  }
  return folder;
}

/** Removes every folder `temporaryFolder` made that is still there (on exit; callable earlier). */
export function removeTemporaryFolders(): void {
  for (const folder of made) {
    try {
      fs.rmSync(folder, { recursive: true, force: true });
    } catch {
      // Removal is best effort: a folder that cannot be removed is left, never a failed run.
    }
  }
  made.clear();
}
