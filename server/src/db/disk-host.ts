// The analysis' view of the disk, for the CLI and the Node language server (the browser server has none).

import * as fs from 'node:fs';
import type { FileHost } from '../analysis/eval/file-host';
import { MAX_FILE_BYTES } from '../analysis/eval/file-host';

/** Reads from disk; never throws. */
export const diskHost: FileHost = {
  read(file) {
    try {
      const stat = fs.statSync(file);
      if (!stat.isFile()) return { ok: false, error: `${file} is not a file` };
      if (stat.size > MAX_FILE_BYTES) return { ok: false, error: `${file} is larger than ${MAX_FILE_BYTES >> 20} MB` };
      return { ok: true, text: fs.readFileSync(file, 'utf8') };
    } catch (error) {
      return { ok: false, error: describeFsError(error, file) };
    }
  },
  isFile(file) {
    try {
      return fs.statSync(file).isFile();
    } catch {
      return false;
    }
  },
};

/** A one-line description of a file-system error, without a stack. */
export function describeFsError(error: unknown, file: string): string {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === 'ENOENT') return `${file}: no such file or directory`;
  if (code === 'EACCES' || code === 'EPERM') return `${file}: permission denied`;
  if (code === 'EISDIR') return `${file} is a directory`;
  return `${file}: ${error instanceof Error ? error.message : String(error)}`;
}

