// How the analysis reads files: from disk, or from editor buffers over disk (a host given by the project model).

/** Files larger than this are not analysed (reported instead), so that a stray dump cannot stall the editor. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024 + 1024 * 1024;

export type ReadResult = { ok: true; text: string } | { ok: false; error: string };

/** The file system as the analysis sees it. Paths are absolute, with the platform's separators. */
export interface FileHost {
  read(file: string): ReadResult;
  isFile(file: string): boolean;
  /**
   * The names of a folder's entries (files and folders), or undefined when it is not a folder the host knows. A host
   * without it lists nothing (PHP's `scandir()` of a routes file is then not known).
   */
  list?(folder: string): string[] | undefined;
  /**
   * Import resolutions already made through this host, by folder and specifier: for a host whose files do not
   * change while it is used (one analysis of a project, where thousands of files import the same module).
   */
  readonly resolutions?: Map<string, string | undefined>;
}

/** `host` with its own cache of import resolutions, for one analysis of a project (the files must not change meanwhile). */
export function resolvingOnce(host: FileHost): FileHost {
  return { read: (file) => host.read(file), isFile: (file) => host.isFile(file), list: host.list && ((folder) => host.list!(folder)), resolutions: new Map() };
}
