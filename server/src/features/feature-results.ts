// The plain results of the editor features that more than one file makes (CodeIgniter 3 tables and CodeIgniter 4
// apps alike): a hover, an inlay hint, an outline node, a route view row, a signature, a Find Route answer.

import type { Span } from '../base/text';

export interface HoverResult {
  markdown: string;
  span: Span;
  /** Whether sample requests can be asked for this call (`sampleRequests`): an editor may offer them on demand. */
  samples: boolean;
}

export interface InlayHintResult {
  /** Where the hint goes: the end of the call's first argument. */
  offset: number;
  label: string;
  file: string;
}

export type SymbolKind = 'prefix' | 'group' | 'route' | 'call';

export interface SymbolNode {
  name: string;
  detail: string;
  kind: SymbolKind;
  span: Span;
  selection: Span;
  children: SymbolNode[];
}

export interface RouteRow {
  verb: string;
  from: string;
  to: string;
  name: string | null;
  call: string;
  replaced: boolean;
  /** The undecided conditions it depends on, or null. */
  condition: string | null;
  /** Its position (1-based) in its route table: of two routes that match a path, the earlier one wins. */
  order: number;
  /** The earlier route(s) that match every path this one could (it never wins), or null. */
  unreachable: string[] | null;
  span: Span;
  /** For a `''` target: what runs for a path it matches, as every surface says it (empty-target.ts). */
  emptyTarget?: string;
  /** The routes file whose table it is in (the entry evaluated: an app's, a module's), which `order` counts in. */
  table: string;
}

export interface SignatureResult {
  label: string;
  documentation: string;
  /** [start, end) offsets of each parameter in the label. */
  parameters: [number, number][];
  active: number;
}

export interface MatchResult {
  from: string;
  to: string;
  target: string;
  verb: string;
  blocked: boolean;
  span: Span | null;
  /** Why it wins: its position in the table and how many routes come before it. */
  position: number;
  reason: string;
}

/** What runs for a request, as the Find Route answer and hovers show it (db/requests.ts, the one resolver). */
export interface RunsResult {
  /** null: not known (a CodeIgniter 4 answer that depends on what is not read; `reason` says what). */
  status: number | null;
  /** `HMVC (modules with controllers: …)` or `CodeIgniter 3 (…)`: which router was assumed, and why. */
  router: string;
  /** `class` is null for a CodeIgniter 4 closure or view route. */
  runs: { display: string; class: string | null; method: string; args: string[]; via: string; remapped?: string; span: Span } | null;
  reason?: string;
  moduleRoute: { module: string; from: string; to: string } | null;
  /** The controller that refused the method, when one did. */
  refused?: { display: string; class: string; method: string };
}

/** A completion item: a route name, an option key, or a path a link may take. */
export interface CompletionEntry {
  label: string;
  kind: 'name' | 'option' | 'path';
  detail: string;
  documentation?: string;
  /** The text the item replaces (names: the string's contents). */
  span?: Span;
  insertText?: string;
}
