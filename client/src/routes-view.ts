// The route view's page: a static shell whose script (view/routes-page.ts, bundled as dist/view/routes-page.js)
// renders the table from the data the extension posts (`{ type: 'table' }` on open and on every change of the
// routes, `{ type: 'match' }` for Find Route). Table order (the # column) is the default sort: of two routes that
// match a path, the earlier one wins.

import type { MatchResult, RouteRow, RunsWire } from '@routelens/server';

/** What the user chose in the view, kept across views by the extension (workspace state). */
export interface ViewChoices {
  sort: string;
  desc: boolean;
  group: string;
  hidden: string[];
  conditional: boolean;
}

/** What the extension posts to the page. */
export type ViewMessage =
  | {
      type: 'table';
      routes: (RouteRow & { path?: string; tablePath?: string })[];
      settings: Record<string, unknown>;
      conditionalSettings?: Record<string, { value: unknown; condition: string | null }[]>;
    }
  | { type: 'match'; verb: string; uri: string; match: MatchResult | null; runs?: RunsWire | null }
  /** The choices (sort, grouping, verbs hidden, conditional routes) of the last view, for a new one. */
  | { type: 'choices'; choices: Partial<ViewChoices> }
  /** Show only the routes of one call (its lens), or every route again (`uri: null`). */
  | { type: 'focus'; uri: string | null; startLine?: number; endLine?: number };

/** The page, loading its script from `scriptUri` (a webview URI of the bundled script). */
export function routesHtml(cspSource: string, scriptUri: string): string {
  const nonce = Array.from({ length: 32 }, () => Math.floor(Math.random() * 36).toString(36)).join('');
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src ${cspSource} 'unsafe-inline'; script-src 'nonce-${nonce}';">
<style>
  body { font-family: var(--vscode-font-family); color: var(--vscode-foreground); padding: 0 12px; }
  header { position: sticky; top: 0; background: var(--vscode-editor-background); padding: 8px 0; z-index: 1; }
  .bar { display: flex; gap: 10px; align-items: center; flex-wrap: wrap; }
  input[type=search] { flex: 1; min-width: 180px; padding: 5px 8px; color: var(--vscode-input-foreground); background: var(--vscode-input-background); border: 1px solid var(--vscode-input-border, transparent); }
  select { color: var(--vscode-dropdown-foreground); background: var(--vscode-dropdown-background); border: 1px solid var(--vscode-dropdown-border, transparent); padding: 3px; }
  .facets { display: flex; gap: 4px; flex-wrap: wrap; margin-top: 6px; }
  .facet { font: inherit; font-size: 11px; font-weight: 600; padding: 2px 8px; border-radius: 10px; cursor: pointer; border: 1px solid var(--vscode-panel-border); background: transparent; color: var(--vscode-foreground); }
  .facet[aria-pressed=false] { opacity: .45; text-decoration: line-through; }
  #settings { margin: 6px 0 0; font-size: 12px; color: var(--vscode-descriptionForeground); }
  #settings code { color: var(--vscode-foreground); }
  #match { margin: 8px 0 0; padding: 8px 10px; border-left: 3px solid var(--vscode-textLink-foreground); background: var(--vscode-textBlockQuote-background); white-space: normal; }
  #match.none { border-left-color: var(--vscode-editorWarning-foreground); }
  #match button { float: right; }
  #focus { margin: 8px 0 0; font-size: 12px; color: var(--vscode-descriptionForeground); }
  table { border-collapse: collapse; width: 100%; font-size: 13px; }
  /* In a narrow (split) editor the table scrolls sideways rather than cutting its right columns off. */
  .table-scroll { overflow-x: auto; }
  thead th { text-align: left; cursor: pointer; user-select: none; border-bottom: 1px solid var(--vscode-panel-border); padding: 6px; white-space: nowrap; }
  th[aria-sort=ascending]::after { content: ' ▲'; font-size: 9px; } th[aria-sort=descending]::after { content: ' ▼'; font-size: 9px; }
  /* Every column stays readable at any width: long patterns, targets, calls and paths wrap instead of running off. */
  td { padding: 4px 6px; border-bottom: 1px solid var(--vscode-editorWidget-border, rgba(128,128,128,.15)); overflow-wrap: anywhere; vertical-align: top; }
  td.order, td:nth-child(2) { overflow-wrap: normal; white-space: nowrap; }
  td.order { color: var(--vscode-descriptionForeground); text-align: right; width: 1%; }
  tr.group th { text-align: left; padding: 10px 6px 4px; font-weight: 600; border-bottom: 1px solid var(--vscode-panel-border); cursor: default; }
  tbody tr:hover td { background: var(--vscode-list-hoverBackground); }
  tr.replaced td { opacity: .5; text-decoration: line-through; }
  tr.unreachable td, tr.unreachable td code { color: var(--vscode-disabledForeground, rgba(128,128,128,.9)); }
  .tag { font-size: 11px; font-weight: 600; color: var(--vscode-editorWarning-foreground); margin-left: 6px; }
  tr.unreachable td .tag { color: var(--vscode-editorWarning-foreground); }
  tr.winner td { background: var(--vscode-editor-findMatchHighlightBackground, rgba(234,92,0,.33)); }
  code { font-family: var(--vscode-editor-font-family); }
  .verb { font-weight: 600; font-size: 11px; }
  .v-GET { color: #3fb950; } .v-POST { color: #d29922; } .v-PUT { color: #58a6ff; } .v-DELETE { color: #f85149; }
  .v-ANY { color: var(--vscode-descriptionForeground); } .v-PATCH { color: #39c5cf; } .v-HEAD, .v-OPTIONS { color: #bc8cff; }
  a { color: var(--vscode-textLink-foreground); }
  .count { color: var(--vscode-descriptionForeground); white-space: nowrap; }
  .cond { color: var(--vscode-editorWarning-foreground); font-size: 12px; }
  label { white-space: nowrap; }
</style></head>
<body data-count="0">
<header>
  <div class="bar">
    <input id="search" type="search" placeholder="Filter by URI, target, name or file…" autofocus>
    <label>Group <select id="group"><option value="file">by routes file</option><option value="none">none</option><option value="prefix">by prefix</option></select></label>
    <label id="conditional-label" hidden><input id="conditional" type="checkbox" checked> conditional routes</label>
    <span class="count" id="count"></span>
  </div>
  <div class="facets" id="facets" aria-label="Verbs"></div>
  <div id="settings" hidden></div>
  <div id="match" role="status" hidden></div>
  <div id="focus" role="status" hidden></div>
</header>
<div class="table-scroll"><table><thead><tr id="head"></tr></thead><tbody id="rows"></tbody></table></div>
<script nonce="${nonce}" src="${scriptUri}"></script>
</body></html>`;
}
