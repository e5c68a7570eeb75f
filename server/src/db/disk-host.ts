// The analysis' view of the disk, for the CLI and the Node language server (the browser server has none).

import * as fs from 'node:fs';
import type { FileHost } from '../analysis/core/file-host';
import { MAX_FILE_BYTES } from '../analysis/core/file-host';

const OPEN_FLAGS = fs.constants.O_NONBLOCK === undefined ? fs.constants.O_RDONLY : fs.constants.O_RDONLY | fs.constants.O_NONBLOCK;

/** Reads from disk; never throws. */
export const diskHost: FileHost = {
  read(file) {
    // One open, then the size and the text through it: a workspace of tens of thousands of files pays each system
    // call as many times (a stat by path and a read by path looked the file up twice).
    let fd: number | undefined;
    try {
      // Non-blocking: opening a FIFO for reading would otherwise wait for a writer forever. Only regular files are
      // read; the flag changes nothing for them.
      fd = fs.openSync(file, OPEN_FLAGS);
      const stat = fs.fstatSync(fd);
      if (!stat.isFile()) return { ok: false, error: `${file} is not a file` };
      if (stat.size > MAX_FILE_BYTES) return { ok: false, error: `${file} is larger than ${MAX_FILE_BYTES >> 20} MB` };
      const text = readText(fd, stat.size);
      if (text === undefined) return { ok: false, error: `${file} is larger than ${MAX_FILE_BYTES >> 20} MB` };
      return { ok: true, text };
    } catch (error) {
      return { ok: false, error: describeFsError(error, file) };
    } finally {
      if (fd !== undefined) closeQuietly(fd);
    }
  },
  isFile(file) {
    try {
      return fs.statSync(file).isFile();
    } catch {
      return false;
    }
  },
  list(folder) {
    try {
      return fs.readdirSync(folder);
    } catch {
      return undefined;
    }
  },
};

const SHARED_BYTES = 256 * 1024;
const shared = Buffer.alloc(SHARED_BYTES);

/**
 * The whole text behind `fd` (UTF-8); `size` is what fstat said. Route files are small: they are read into one
 * buffer shared by all reads, and a larger file into its own (so that one large file is not kept in memory).
 * Undefined when the file grew past the size limit while it was read (a log being written).
 */
function readText(fd: number, size: number): string | undefined {
  let buffer = size < SHARED_BYTES ? shared : Buffer.alloc(size + 1);
  let length = 0;
  for (;;) {
    // A file that grew since its fstat is read to its end all the same, up to the limit.
    if (length > MAX_FILE_BYTES) return undefined;
    if (length === buffer.length) {
      const bigger = Buffer.alloc(buffer.length * 2);
      buffer.copy(bigger, 0, 0, length);
      buffer = bigger;
    }
    const read = fs.readSync(fd, buffer, length, buffer.length - length, null);
    if (read === 0) return buffer.toString('utf8', 0, length);
    length += read;
  }
}

function closeQuietly(fd: number): void {
  try {
    fs.closeSync(fd);
  } catch {
    // Nothing was lost: the text is read, or the error that stopped it is the one reported.
  }
}

/** A one-line description of a file-system error, without a stack. */
export function describeFsError(error: unknown, file: string): string {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === 'ENOENT') return `${file}: no such file or directory`;
  if (code === 'EACCES' || code === 'EPERM') return `${file}: permission denied`;
  if (code === 'EISDIR') return `${file} is a directory`;
  return `${file}: ${error instanceof Error ? error.message : String(error)}`;
}
