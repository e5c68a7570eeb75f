// The plain shapes every layer speaks in: a range of a file's text, and an edit of a text. Types only; this module
// imports nothing, so every layer of the server may import it.

/** Characters [start, end) of a file's text. */
export interface Span {
  file: string;
  start: number;
  end: number;
}

/**
 * A single contiguous replacement of a document: `from` is the text before it, [start, oldEnd) of which became the
 * new text's [start, newEnd).
 */
export interface TextEdit {
  from: string;
  start: number;
  oldEnd: number;
  newEnd: number;
}

/** `file` relative to the folder `root` (with `/`), or as it is when outside it: for messages and JSON, without `node:path`. */
export function relativeTo(root: string, file: string): string {
  const prefix = folderPrefix(root);
  return file.startsWith(prefix) ? file.slice(prefix.length) : file;
}

/** A folder's path with one trailing `/` (the file system's root `/` as it is): what paths below it start with. */
export function folderPrefix(folder: string): string {
  return folder.endsWith('/') ? folder : `${folder}/`;
}
