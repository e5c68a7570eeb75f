// The editor's open documents, which also remember where each keystroke changed the text: the re-parse of a
// keystroke then starts from the edit instead of comparing the whole old and new texts to find it (milliseconds in
// a large config).

import type { Range } from 'vscode-languageserver';
import { TextDocuments } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { TextEdit } from '../base/text';

export interface EditedDocuments {
  documents: TextDocuments<TextDocument>;
  /** The edit that made `document` what it is, when it was one range (taken: asked once per change). */
  takeEdit(document: TextDocument): TextEdit | undefined;
}

export function editedDocuments(): EditedDocuments {
  let lastEdit: { uri: string; version: number; edit: TextEdit } | undefined;
  const documents = new TextDocuments<TextDocument>({
    create: TextDocument.create,
    update: (document, changes, version) => {
      const change = changes.length === 1 ? (changes[0] as { range?: Range; text: string }) : undefined;
      if (change?.range) {
        const start = document.offsetAt(change.range.start);
        const oldEnd = Math.max(start, document.offsetAt(change.range.end));
        lastEdit = { uri: document.uri, version, edit: { from: document.getText(), start, oldEnd, newEnd: start + change.text.length } };
      } else {
        lastEdit = undefined;
      }
      return TextDocument.update(document, changes, version);
    },
  });
  return {
    documents,
    takeEdit(document) {
      const edit = lastEdit?.uri === document.uri && lastEdit.version === document.version ? lastEdit.edit : undefined;
      lastEdit = undefined;
      return edit;
    },
  };
}
