// Re-parsing an edited TypeScript or JavaScript file: only the top-level statements around the edit, spliced into
// the previous tree, or TypeScript's own incremental parse where a splice cannot be made. Either way the old tree
// is changed in place and must not be used afterwards.
//
// A splice moves the top-level statements after the edit, not what is under them: each statement's subtree lags
// behind it by a distance kept per statement (`Lags`), and is moved when something reads it (`settle`). A keystroke
// then touches one node per statement after the edit instead of every node (what a keystroke reads under them is
// only the statements it evaluates again), and the moves of several keystrokes are made at once, when a feature
// reads the whole tree.

import type { TextEdit } from '../../../base/text';
import type { ts } from 'ts-morph';
import { TS } from './typescript';
import { detached } from './detached';

/**
 * Whether the editor's word for where the text changed is about this very pair of texts (the same string objects:
 * no comparison of their contents) and its lengths add up.
 */
export function editApplies(edit: TextEdit, oldText: string, text: string): boolean {
  return (
    edit.from === oldText &&
    edit.start <= edit.oldEnd &&
    edit.start <= edit.newEnd &&
    edit.oldEnd <= oldText.length &&
    text.length - edit.newEnd === oldText.length - edit.oldEnd
  );
}

/**
 * The tree of `text`, from the tree of the file's previous text: the statements around the edit spliced in when
 * that can be done, else TypeScript's incremental parse (which re-uses the old tree's nodes). The edit is the
 * editor's when it applies to these texts; otherwise it is found by comparing them. The old tree must not be used
 * afterwards; the cache drops it.
 */
export function reparse(
  old: ts.SourceFile,
  oldLags: Lags,
  oldText: string,
  text: string,
  kind: ts.ScriptKind,
  edit?: TextEdit,
): { sourceFile: ts.SourceFile; lags: Lags } {
  const change = edit && editApplies(edit, oldText, text) ? edit : { from: oldText, ...changedRange(oldText, text) };
  const spliced = spliceStatements(old, oldLags, text, change, kind);
  if (spliced) return spliced;
  // TypeScript's update reads the whole old tree: every subtree in its place first.
  settleAll(old.statements, oldLags);
  return {
    sourceFile: TS.updateSourceFile(
      old,
      text,
      TS.createTextChangeRange(TS.createTextSpanFromBounds(change.start, change.oldEnd), change.newEnd - change.start),
    ),
    lags: undefined,
  };
}

/**
 * How far the subtree of each top-level statement (by index) still has to move to be where its statement is (0:
 * it is); undefined when none has to.
 */
export type Lags = Int32Array | undefined;

/** Moves what is under statement `index` to where the statement is (its documentation comments too). */
export function settle(statements: readonly ts.Statement[], lags: Lags, index: number): void {
  const lag = lags === undefined ? 0 : lags[index];
  if (lag === 0) return;
  moveBy = lag;
  const node = statements[index];
  const jsDoc = (node as { jsDoc?: ts.Node[] }).jsDoc;
  if (jsDoc) for (let i = 0; i < jsDoc.length; i++) moveVisit(jsDoc[i]);
  TS.forEachChild(node, moveVisit, moveVisitList);
  lags![index] = 0;
}

/** Settles every statement. */
export function settleAll(statements: readonly ts.Statement[], lags: Lags): void {
  if (lags === undefined) return;
  for (let i = 0; i < statements.length; i++) settle(statements, lags, i);
}

/** Where two texts differ: the common start and end are skipped (in blocks first: far faster than a character loop over a large file). */
function changedRange(oldText: string, text: string): { start: number; oldEnd: number; newEnd: number } {
  let start = 0;
  const shortest = Math.min(oldText.length, text.length);
  const BLOCK = 4096;
  while (start + BLOCK <= shortest && text.startsWith(oldText.slice(start, start + BLOCK), start)) start += BLOCK;
  while (start < shortest && oldText.charCodeAt(start) === text.charCodeAt(start)) start++;
  let oldEnd = oldText.length;
  let newEnd = text.length;
  while (oldEnd - BLOCK >= start && newEnd - BLOCK >= start && text.startsWith(oldText.slice(oldEnd - BLOCK, oldEnd), newEnd - BLOCK)) {
    oldEnd -= BLOCK;
    newEnd -= BLOCK;
  }
  while (oldEnd > start && newEnd > start && oldText.charCodeAt(oldEnd - 1) === text.charCodeAt(newEnd - 1)) {
    oldEnd--;
    newEnd--;
  }
  return { start, oldEnd, newEnd };
}

/**
 * A splice is made when its window is at most 1/WINDOW_SHARE of the text: parsing a character afresh costs about ten
 * times what TypeScript's update spends on it.
 */
const WINDOW_SHARE = 10;

/**
 * The tree of `text` made from `old` (the tree of `edit.from`) by parsing again only the top-level statements the
 * edit touches, with one untouched statement on each side, as the PHP front end does (php-parse.ts): TypeScript's own
 * incremental parse walks and re-parents every node of the file on every keystroke, which grows with the file. The
 * window is parsed alone and must parse without an error into statements that fill it exactly, its first statement
 * starting and its last ending where the untouched ones did (moved by the edit): then a parse of the whole text gives
 * the same statements there, since a statement's extent depends only on its own tokens and the token after it. The
 * statements after the window are moved by the edit's change in length, in place, like TypeScript's update (the old
 * tree must not be used afterwards). Anything else (or a window over 1/WINDOW_SHARE of the text) returns undefined,
 * and TypeScript's update runs.
 */
function spliceStatements(
  old: ts.SourceFile,
  oldLags: Lags,
  text: string,
  edit: TextEdit,
  kind: ts.ScriptKind,
): { sourceFile: ts.SourceFile; lags: Lags } | undefined {
  const statements = old.statements;
  const delta = edit.newEnd - edit.oldEnd;
  if (statements.length < 3 || (old as { parseDiagnostics?: readonly unknown[] }).parseDiagnostics?.length) return undefined;
  // The first statement that ends at or after the edit, and the last that starts (its full start, trivia included)
  // at or before its end; one more on each side. The edit must lie inside the statements.
  let lo = 0;
  for (let hi = statements.length; lo < hi;) {
    const mid = (lo + hi) >> 1;
    if (statements[mid].end < edit.start) lo = mid + 1;
    else hi = mid;
  }
  let last = lo;
  while (last + 1 < statements.length && statements[last + 1].pos <= edit.oldEnd) last++;
  const first = lo - 1;
  last++;
  if (first < 0 || last >= statements.length) return undefined;
  const start = statements[first].pos;
  const end = statements[last].end;
  if (start > edit.start || end < edit.oldEnd) return undefined;
  // A window that is a large part of the file (an edit inside a `prefix` block that holds most of the routes) is
  // left to TypeScript, which re-uses the nodes inside it: parsing it afresh would cost more than its update.
  if ((end - start) * WINDOW_SHARE > text.length) return undefined;
  // Parsed from a copy: the literals of its statements (which the statement memo and its runs keep) are slices of it.
  const window = detached(text.slice(start, end + delta));
  const parsed = TS.createSourceFile(old.fileName, window, TS.ScriptTarget.Latest, false, kind);
  const fresh = parsed.statements;
  if ((parsed as { parseDiagnostics?: readonly unknown[] }).parseDiagnostics?.length || fresh.length < 2) return undefined;
  // The untouched statements at both ends of the window are where they were: nothing around the edit took them in.
  const firstText = old.text.slice(statements[first].pos, statements[first].end);
  const lastText = old.text.slice(statements[last].pos, statements[last].end);
  const head = fresh[0];
  const tail = fresh[fresh.length - 1];
  if (head.pos !== 0 || window.slice(head.pos, head.end) !== firstText || tail.end !== window.length || window.slice(tail.pos, tail.end) !== lastText)
    return undefined;
  // The window's statements move to where the window is; the statements after it (their subtrees lag: see Lags)
  // and the end-of-file token move by the edit's change in length.
  moveNodes(fresh, start);
  const after = statements.slice(last + 1);
  const count = first + fresh.length + after.length;
  let lags: Lags;
  if (delta !== 0 || oldLags !== undefined) {
    lags = new Int32Array(count);
    if (oldLags !== undefined) lags.set(oldLags.subarray(0, first));
    const base = first + fresh.length;
    for (let i = 0; i < after.length; i++) {
      const statement = after[i] as { pos: number; end: number };
      statement.pos += delta;
      statement.end += delta;
      lags[base + i] = (oldLags === undefined ? 0 : oldLags[last + 1 + i]) + delta;
    }
    if (delta !== 0) moveNodes([old.endOfFileToken], delta);
  }
  const spliced = Object.create(Object.getPrototypeOf(old) as object) as ts.SourceFile;
  Object.assign(spliced, old);
  const list = TS.factory.createNodeArray([...statements.slice(0, first), ...fresh, ...after]);
  (list as { pos: number }).pos = statements.pos;
  (list as { end: number }).end = statements.end + delta;
  Object.assign(spliced, { text, statements: list, end: text.length, lineMap: undefined, parseDiagnostics: [] });
  return { sourceFile: spliced, lags };
}

/** How far `moveNodes` and `settle` are moving (one visitor for every node, no closure per node: a settle of the whole tree runs over every node). */
let moveBy = 0;

function moveVisit(node: ts.Node): undefined {
  (node as { pos: number }).pos += moveBy;
  (node as { end: number }).end += moveBy;
  // Documentation comments hang off their node, outside its children.
  const jsDoc = (node as { jsDoc?: ts.Node[] }).jsDoc;
  if (jsDoc) for (let i = 0; i < jsDoc.length; i++) moveVisit(jsDoc[i]);
  TS.forEachChild(node, moveVisit, moveVisitList);
  return undefined;
}

function moveVisitList(nodes: ts.NodeArray<ts.Node>): undefined {
  (nodes as { pos: number }).pos += moveBy;
  (nodes as { end: number }).end += moveBy;
  for (let i = 0; i < nodes.length; i++) moveVisit(nodes[i]);
  return undefined;
}

/** Moves nodes and every node under them by `by`. */
function moveNodes(nodes: readonly ts.Node[], by: number): void {
  moveBy = by;
  for (let i = 0; i < nodes.length; i++) moveVisit(nodes[i]);
}
