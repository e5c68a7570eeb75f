// The language server's model of a workspace: file texts, open buffers, and incrementally updated analyses.

import type { RegistryOptions } from '@routelens/shared';
import type { Ci4Analysis } from '../analysis/ci4/ci4-table';
import type { Analysis } from '../analysis/analyze';
import type { FileHost, ReadResult } from '../analysis/core/file-host';
import { MAX_FILE_BYTES } from '../analysis/core/file-host';
import { SOURCE_EXTENSIONS, entriesOf, folderEntries } from './workspace-files';
import { ParseCache } from '../analysis/parse-cache';
import type { TextEdit } from '../base/text';
import type { ContextHome } from '../analysis/php/php-app';
import { readFast } from '../analysis/ts/syntax/fast-read';
import { LineIndex } from '../analysis/core/line-index';
import { editApplies } from '../analysis/ts/syntax/reparse';
import { analyzeProject } from './project-analysis';
import { Snapshot } from './snapshot';
import { StatementMemo } from '../analysis/ts/statement-memo';
import type { HmvcOptions } from './hmvc';
import { ControllerIndex } from './hmvc';

/** Where closed files come from: the disk in Node, the client's file system in the browser. */
export interface FileSource {
  read(file: string): ReadResult;
  isFile(file: string): boolean;
}

/**
 * Texts by file, replaced rather than changed while a snapshot holds them (copy on write): a snapshot keeps the map
 * it was given, so it sees the texts of its moment whatever happens to the workspace afterwards.
 */
class TextMap<V> {
  private map = new Map<string, V>();
  private shared = false;

  get(file: string): V | undefined {
    return this.map.get(file);
  }

  has(file: string): boolean {
    return this.map.has(file);
  }

  keys(): IterableIterator<string> {
    return this.map.keys();
  }

  set(file: string, value: V): void {
    this.writable().set(file, value);
  }

  delete(file: string): void {
    if (this.map.has(file)) this.writable().delete(file);
  }

  /** The current map, never changed again: the next change copies it. */
  freeze(): ReadonlyMap<string, V> {
    this.shared = true;
    return this.map;
  }

  private writable(): Map<string, V> {
    if (this.shared) {
      this.map = new Map(this.map);
      this.shared = false;
    }
    return this.map;
  }
}

export class Workspace {
  /** Every source file the workspace knows of. */
  private readonly files = new Set<string>();
  /** The entries of each folder, as the files show them (see folderIndex). */
  private folders: Map<string, Set<string>> | undefined;
  /** Texts of closed files, read once and refreshed on file-watcher events. */
  private readonly diskTexts = new TextMap<ReadResult>();
  private readonly buffers = new TextMap<string>();
  /** Parses (or, for closed plain files, reads: see fast-read.ts) each text once. */
  private readonly cache = new ParseCache(true, readFast);
  /**
   * The line index of each open buffer's newest text that a snapshot asked for, and the edit that made the buffer's
   * text since: the next index is made from the edit (LineIndex.edited), not by scanning the whole text.
   */
  private readonly lineIndexes = new Map<string, LineIndex>();
  private readonly lineEdits = new Map<string, { text: string; edit: TextEdit }>();
  /** Route statements recorded by earlier analyses, replayed when unchanged (what makes a keystroke cheap). */
  private readonly memo = new StatementMemo((file) => this.buffers.has(file));
  private analyses = new Map<string, Analysis>();
  /** The CodeIgniter 4 apps of the last snapshot, by root. */
  private ci4Apps = new Map<string, Ci4Analysis>();
  private readonly changed = new Set<string>();
  private current: Snapshot | undefined;
  private version = 0;
  registryOptions: RegistryOptions = {};
  /** What the user defined (`routelens.defines`, `routelens.phpContextHome`): part of every analysis. */
  private defines: Readonly<Record<string, string>> = {};
  private phpContextHome: ContextHome | undefined;
  hmvcOptions: HmvcOptions = {};
  private controllers: ControllerIndex | undefined;
  /**
   * Whether the workspace's folders were indexed. Before, the controllers found so far are not all there are: the
   * snapshot has no controller index then, so no check or finding is made from a part of them.
   */
  private indexed = false;

  constructor(private readonly source: FileSource) {}

  /** The host the analysis reads through: buffers, then the cached disk texts, then the source. */
  readonly host: FileHost = {
    read: (file) => {
      const buffer = this.buffers.get(file);
      if (buffer !== undefined) {
        return buffer.length > MAX_FILE_BYTES ? { ok: false, error: `${file} is larger than ${MAX_FILE_BYTES >> 20} MB` } : { ok: true, text: buffer };
      }
      let cached = this.diskTexts.get(file);
      if (!cached) {
        cached = this.source.read(file);
        this.diskTexts.set(file, cached);
      }
      return cached;
    },
    isFile: (file) => this.buffers.has(file) || this.files.has(file) || this.source.isFile(file),
    // The files the workspace knows (indexed and open): what a routes file's scandir() of its modules can find there.
    list: (folder) => entriesOf(this.folderIndex(), folder),
  };

  /** The folders are indexed: the controller index is complete from now on. */
  markIndexed(): void {
    if (this.indexed) return;
    this.indexed = true;
    this.controllers = undefined;
    this.current = undefined;
  }

  /** Adds files found on disk (indexing). */
  addFiles(files: Iterable<string>): void {
    this.controllers = undefined;
    for (const file of files) {
      this.addFile(file);
      // A read before the file was known (an analysis while indexing ran) may have found nothing: read it again.
      this.diskTexts.delete(file);
      this.markChanged(file);
    }
  }

  open(file: string, text: string): void {
    this.buffers.set(file, text);
    this.addFile(file);
    this.markChanged(file);
  }

  /** The workspace's files: a new one empties the index of folders. */
  private addFile(file: string): void {
    if (this.files.has(file)) return;
    this.files.add(file);
    this.folders = undefined;
  }

  /**
   * The entries of each folder that the workspace's files show, made when first asked for after the files changed
   * (PHP's `scandir()` of a modules folder asks for it once per module, on every analysis of the routes file).
   */
  private folderIndex(): Map<string, Set<string>> {
    return (this.folders ??= folderEntries(this.files));
  }

  /** `edit`: where the text changed, when the editor said (the re-parse starts from it). */
  edit(file: string, text: string, edit?: TextEdit): void {
    if (this.buffers.get(file) === text) return;
    if (edit) this.cache.expectEdit(file, text, edit);
    if (edit) this.lineEdits.set(file, { text, edit });
    else this.lineEdits.delete(file);
    this.buffers.set(file, text);
    this.addFile(file);
    this.markChanged(file);
  }

  close(file: string): void {
    this.buffers.delete(file);
    this.lineIndexes.delete(file);
    this.lineEdits.delete(file);
    this.memo.forget(file);
    this.markChanged(file);
  }

  /** A file changed, appeared or disappeared on disk. */
  fileChanged(file: string, deleted = false): void {
    this.diskTexts.delete(file);
    if (deleted && !this.buffers.has(file)) {
      if (this.files.delete(file)) this.folders = undefined;
      this.cache.delete(file);
      this.memo.forget(file);
    } else if (SOURCE_EXTENSIONS.some((e) => file.endsWith(e))) {
      this.addFile(file);
    }
    this.markChanged(file);
  }

  setHmvcOptions(options: HmvcOptions): void {
    this.hmvcOptions = options;
    this.controllers = undefined;
    this.current = undefined;
  }

  setRegistryOptions(options: RegistryOptions): void {
    this.registryOptions = options;
    this.analyses = new Map();
    this.ci4Apps = new Map();
    this.memo.forget();
    this.current = undefined;
  }

  /** Constants and environment values (`routelens.defines`) and the PHP context home: every analysis changes. */
  setAnalysisOptions(defines: Readonly<Record<string, string>>, phpContextHome: ContextHome | undefined): void {
    if (JSON.stringify(defines) === JSON.stringify(this.defines) && phpContextHome === this.phpContextHome) return;
    this.defines = defines;
    this.phpContextHome = phpContextHome;
    this.analyses = new Map();
    this.ci4Apps = new Map();
    this.memo.forget();
    this.current = undefined;
  }

  private markChanged(file: string): void {
    this.changed.add(file);
    this.current = undefined;
  }

  /** The analysis of the current state, recomputing only the entries that a change touches. */
  snapshot(): Snapshot {
    if (this.current) return this.current;
    // The controller index only changes when a controller file (or the set of files) does.
    if (this.indexed && (!this.controllers || [...this.changed].some((f) => /[\\/]controllers[\\/]/.test(f)))) {
      this.controllers = ControllerIndex.build(
        this.files,
        (file) => {
          const read = this.host.read(file);
          return read.ok ? read.text : undefined;
        },
        this.hmvcOptions,
      );
    }
    const project = analyzeProject(this.files, this.host, {
      registry: this.registryOptions,
      parseCache: this.cache,
      memo: this.memo,
      defines: this.defines,
      phpContextHome: this.phpContextHome,
      hintUnusedDefines: true,
      controllers: this.controllers,
      reuse: this.analyses,
      reuseCi4: this.ci4Apps,
      checkCi4Handlers: this.indexed,
      changed: this.changed,
    });
    this.analyses = new Map(project.analyses.map((a) => [a.entry, a]));
    this.ci4Apps = new Map(project.ci4Apps.map((a) => [a.app.root, a]));
    this.changed.clear();
    this.current = new Snapshot(
      ++this.version,
      project,
      this.frozenTexts(),
      (file, text) => this.cache.get(file, text, false),
      (file, text) => this.lineIndex(file, text),
    );
    return this.current;
  }

  /** The line index of a text of `file`: the newest text of an open buffer is indexed from its last index and edit. */
  private lineIndex(file: string, text: string): LineIndex {
    const last = this.lineIndexes.get(file);
    if (last && last.text === text) return last;
    const edit = this.lineEdits.get(file);
    const index = last && edit && edit.text === text && editApplies(edit.edit, last.text, text) ? LineIndex.edited(last, text, edit.edit) : new LineIndex(text);
    if (this.buffers.get(file) === text) {
      this.lineIndexes.set(file, index);
      this.lineEdits.delete(file);
    }
    return index;
  }

  /** The texts of this moment: open buffers over the disk texts read so far, then the disk. */
  private frozenTexts(): (file: string) => string | undefined {
    const buffers = this.buffers.freeze();
    const disk = this.diskTexts.freeze();
    // Files no analysis read (a feature asks for an unrelated closed file): read once, kept by the snapshot.
    const later = new Map<string, ReadResult>();
    return (file) => {
      const buffer = buffers.get(file);
      if (buffer !== undefined) return buffer;
      let read = disk.get(file) ?? later.get(file);
      if (!read) {
        read = this.source.read(file);
        later.set(file, read);
      }
      return read.ok ? read.text : undefined;
    };
  }

  openFiles(): string[] {
    return [...this.buffers.keys()];
  }
}
