// The parsed (or read) files of an analysis or a workspace, by path, each parsed by the front end that reads it;
// TypeScript and JavaScript may be read by the fast reader instead (no tree until one is asked for).

import { entryFrontEnd } from './front-ends';
import type { FastProgram } from './ts/syntax/fast-program';
import type { SourceIndex } from './core/source-index';
import type { TextEdit } from '../base/text';
import { ParsedFile, ReadFile, mayRead, parseFile } from './ts/syntax/ts-parse';

/**
 * A cache of parsed (or read) files keyed by path, reused while the text is the same. With a reader (the fast
 * reader), plain files may be read instead of parsed; their tree is made only if something asks for it.
 */
export class ParseCache {
  private readonly files = new Map<string, SourceIndex>();

  /** Re-parse edited files incrementally (the language server, where the old tree is not used again). */
  constructor(
    private readonly incremental = false,
    private readonly reader?: (text: string) => FastProgram | undefined,
  ) {}

  /** The edit that made each file's newest text, as the editor reported it: `text` is that text. */
  private readonly edits = new Map<string, { text: string; edit: TextEdit }>();

  /** Notes that `text` of `file` is the result of `edit` (the re-parse of the file starts from it). */
  expectEdit(file: string, text: string, edit: TextEdit): void {
    this.edits.set(file, { text, edit });
  }

  /** Texts known not to mention routes at all, by file: they are never parsed, nor scanned again. */
  private readonly withoutRoutes = new Map<string, string>();

  /**
   * The parse of a file that may hold route calls (its text mentions "route"), or undefined. With `read`, a plain
   * file is read instead of parsed (see `read`).
   */
  getRouteCandidate(file: string, text: string, read = false): SourceIndex | undefined {
    if (this.withoutRoutes.get(file) === text) return undefined;
    if (!/route/i.test(text)) {
      this.withoutRoutes.set(file, text);
      return undefined;
    }
    this.withoutRoutes.delete(file);
    return (read ? this.read(file, text) : undefined) ?? this.get(file, text);
  }

  /**
   * The file as the fast reader reads it, from the cache or read now (and kept), when there is a reader and the file
   * is plain; undefined otherwise, and when the cache holds a tree of this text (evaluating that is cheaper).
   */
  read(file: string, text: string): ReadFile | undefined {
    const hit = this.files.get(file);
    if (hit && sourceOf(hit) === text) return hit instanceof ReadFile ? hit : undefined;
    if (!this.reader || !mayRead(file, text)) return undefined;
    const program = this.reader(text);
    if (!program) return undefined;
    const read = new ReadFile(file, text, program, () => this.tree(file, text), this.reader);
    this.files.set(file, read);
    return read;
  }

  /**
   * The parse of a file by its front end; a read file as it is. With `store`
   * false (a snapshot asking for the text it was taken with), a text other than the cached one is parsed on its own
   * and not kept, so that an older snapshot never replaces the current tree.
   */
  get(file: string, text: string, store = true): SourceIndex {
    const hit = this.files.get(file);
    if (hit && sourceOf(hit) === text) return hit;
    const frontEnd = entryFrontEnd(file);
    if (!store && hit) return frontEnd.parse(file, text);
    const edit = this.edits.get(file);
    if (edit) this.edits.delete(file);
    const parsed = frontEnd.parse(file, text, this.incremental ? hit : undefined, edit?.text === text ? edit.edit : undefined);
    this.files.set(file, parsed);
    return parsed;
  }

  /** The syntax tree of a TypeScript/JavaScript file (imports only ever resolve to those). */
  getScript(file: string, text: string): ParsedFile {
    const parsed = this.get(file, text);
    if (parsed instanceof ReadFile) return this.tree(file, text);
    return parsed instanceof ParsedFile ? parsed : parseFile(file, text);
  }

  /** The tree of a text, kept in place of its read file (an editor opened it, or a feature needs calls' ranges). */
  private tree(file: string, text: string): ParsedFile {
    const hit = this.files.get(file);
    if (hit instanceof ParsedFile && hit.source === text) return hit;
    // The text of a read file that has changed since: its tree, without touching the current one's entry.
    if (hit && sourceOf(hit) !== text) return new ParsedFile(file, text);
    const parsed = new ParsedFile(file, text);
    this.files.set(file, parsed);
    return parsed;
  }

  /** The whole text the cached file of `file` was made from, if there is one. */
  textOf(file: string): string | undefined {
    const hit = this.files.get(file);
    return hit && sourceOf(hit);
  }

  peek(file: string): SourceIndex | undefined {
    return this.files.get(file);
  }

  delete(file: string): void {
    this.files.delete(file);
    this.edits.delete(file);
  }
}

/** The whole text a cached file was made from. */
function sourceOf(parsed: SourceIndex): string {
  return parsed instanceof ParsedFile ? parsed.source : parsed.text;
}
