// The route view's page: a static shell whose script renders the table from the data the extension posts
// (`{ type: 'table' }` on open and on every change of the routes, `{ type: 'match' }` for Find Route). Its state —
// sort, filter, verb facets, grouping — survives a refresh. Table order (the # column) is the default sort: of two
// routes that match a path, the earlier one wins.

import type { MatchResult, RouteRow, RunsWire } from '@routelens/server';

/** What the extension posts to the page. */
export type ViewMessage =
  | { type: 'table'; routes: (RouteRow & { path?: string })[]; settings: Record<string, unknown>; conditionalSettings?: Record<string, { value: unknown; condition: string | null }[]> }
  | { type: 'match'; verb: string; uri: string; match: MatchResult | null; runs?: RunsWire | null }
  /** Show only the routes of one call (its lens), or every route again (`uri: null`). */
  | { type: 'focus'; uri: string | null; startLine?: number; endLine?: number };

export function routesHtml(cspSource: string): string {
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
  td { padding: 4px 6px; border-bottom: 1px solid var(--vscode-editorWidget-border, rgba(128,128,128,.15)); }
  td.order { color: var(--vscode-descriptionForeground); text-align: right; width: 1%; }
  tr.group th { text-align: left; padding: 10px 6px 4px; font-weight: 600; border-bottom: 1px solid var(--vscode-panel-border); cursor: default; }
  tbody tr:hover td { background: var(--vscode-list-hoverBackground); }
  tr.replaced td { opacity: .5; text-decoration: line-through; }
  tr.unreachable td { opacity: .55; }
  .tag { font-size: 11px; color: var(--vscode-editorWarning-foreground); margin-left: 6px; }
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
    <label>Group <select id="group"><option value="none">none</option><option value="file">by file</option><option value="prefix">by prefix</option></select></label>
    <label id="conditional-label" hidden><input id="conditional" type="checkbox" checked> conditional routes</label>
    <span class="count" id="count"></span>
  </div>
  <div class="facets" id="facets" aria-label="Verbs"></div>
  <div id="settings" hidden></div>
  <div id="match" role="status" hidden></div>
  <div id="focus" role="status" hidden></div>
</header>
<div class="table-scroll"><table><thead><tr id="head"></tr></thead><tbody id="rows"></tbody></table></div>
<script nonce="${nonce}">
${VIEW_SCRIPT}
</script></body></html>`;
}

// The page's script (plain browser JavaScript: it runs in the webview, not in the extension host).
const VIEW_SCRIPT = String.raw`
  const vscode = acquireVsCodeApi();
  const saved = vscode.getState() || {};
  const state = { sort: saved.sort || 'order', desc: !!saved.desc, group: saved.group || 'none', hidden: saved.hidden || [], search: saved.search || '', conditional: saved.conditional !== false };
  let routes = [], settings = {}, conditionalSettings = {}, match = null, focus = null;
  const VIA = { route: 'by the route', auto: 'by automatic routing', '404_override': 'as the 404_override', default_controller: 'as the default controller' };
  const $ = (id) => document.getElementById(id);
  const el = (tag, props, ...children) => {
    const node = document.createElement(tag);
    Object.assign(node, props || {});
    for (const child of children) node.append(child);
    return node;
  };
  const code = (text) => el('code', { textContent: text });
  // A file by the fewest last path segments that tell it from the table's other files (config/routes.php and
  // blog/config/routes.php for an app's and a module's routes file), recomputed with each table.
  let names = new Map();
  const nameFiles = () => {
    const uris = [...new Set(routes.map((r) => r.location.uri))];
    const parts = new Map(uris.map((u) => [u, decodeURIComponent(u).split('/')]));
    names = new Map(uris.map((u) => {
      const mine = parts.get(u);
      for (let k = 1; k <= mine.length; k++) {
        const tail = mine.slice(-k).join('/');
        if (uris.every((o) => o === u || parts.get(o).slice(-k).join('/') !== tail)) return [u, tail];
      }
      return [u, mine.join('/')];
    }));
  };
  const fileOf = (r) => r.path || names.get(r.location.uri) || decodeURIComponent(r.location.uri.split('/').pop() || r.location.uri);
  const where = (r) => fileOf(r) + ':' + (r.location.range.start.line + 1);
  const COLUMNS = [
    { key: 'order', title: '#', value: (r) => r.order },
    { key: 'verb', title: 'Verb', value: (r) => r.verb },
    { key: 'from', title: 'URI pattern', value: (r) => r.from || '/' },
    { key: 'to', title: 'Target', value: (r) => r.to },
    { key: 'name', title: 'Name', value: (r) => r.name || '', optional: (rs) => rs.some((r) => r.name) },
    { key: 'call', title: 'Made by', value: (r) => r.call },
    { key: 'where', title: 'Defined at', value: where },
    { key: 'condition', title: 'Condition', value: (r) => r.condition || '', optional: (rs) => rs.some((r) => r.condition !== null) },
  ];
  const save = () => vscode.setState(state);
  const isWinner = (r) => match && match.match && r.from === match.match.from && match.match.location
    && r.location.uri === match.match.location.uri && r.location.range.start.line === match.match.location.range.start.line
    && (r.verb === match.match.verb || r.verb === 'ANY');

  function cellOf(column, r, i) {
    const td = el('td');
    if (column.key === 'order') { td.className = 'order'; td.textContent = String(r.order); }
    else if (column.key === 'verb') td.append(el('span', { className: 'verb v-' + r.verb, textContent: r.verb }));
    else if (column.key === 'from') {
      td.append(code(r.from || '/'));
      if (r.unreachable) td.append(el('span', { className: 'tag', textContent: 'unreachable' }));
    }
    // In a PHP app CodeIgniter runs the default controller for a '' target: it blocks only the automatic URL.
    else if (column.key === 'to') td.append(r.to === '' ? el('em', { textContent: r.location.uri.endsWith('.php') ? "'' (runs the default controller)" : 'blocked' }) : code(r.to));
    else if (column.key === 'where') { const a = el('a', { href: '#', textContent: where(r) }); a.dataset.open = String(i); td.append(a); }
    else if (column.key === 'condition') { if (r.condition !== null) td.append(el('span', { className: 'cond', textContent: 'if ' + r.condition })); }
    else td.textContent = column.value(r);
    return td;
  }

  function render() {
    const columns = COLUMNS.filter((c) => !c.optional || c.optional(routes));
    document.body.dataset.count = String(routes.length);
    // Header: the usual arrows, ▲ ascending and ▼ descending, on the sorted column.
    const head = $('head');
    head.replaceChildren(...columns.map((c) => {
      const th = el('th', { textContent: c.title, title: c.key === 'order' ? 'Table order: of two routes that match a path, the earlier one wins' : 'Sort by ' + c.title });
      th.dataset.k = c.key;
      if (state.sort === c.key) th.setAttribute('aria-sort', state.desc ? 'descending' : 'ascending');
      th.addEventListener('click', () => { state.desc = state.sort === c.key ? !state.desc : false; state.sort = c.key; save(); render(); });
      return th;
    }));
    // Verb facets, with counts.
    const verbs = [...new Set(routes.map((r) => r.verb))];
    $('facets').replaceChildren(...verbs.map((v) => {
      const b = el('button', { className: 'facet v-' + v, textContent: v + ' ' + routes.filter((r) => r.verb === v).length });
      b.dataset.verb = v;
      b.setAttribute('aria-pressed', String(!state.hidden.includes(v)));
      b.addEventListener('click', () => { state.hidden = state.hidden.includes(v) ? state.hidden.filter((x) => x !== v) : [...state.hidden, v]; save(); render(); });
      return b;
    }));
    // Settings apart (docs/decisions.md#php-apps): they are not routes.
    const entries = Object.entries(settings);
    $('settings').hidden = entries.length === 0;
    // A setting written under undecided conditions: every value it may have, each with its condition.
    const valueOf = (k, v) => conditionalSettings[k]
      ? conditionalSettings[k].flatMap((c, j) => [j ? ' or ' : '', code(JSON.stringify(c.value)), c.condition ? ' if ' + c.condition : ''])
      : [code(JSON.stringify(v))];
    $('settings').replaceChildren('Settings: ', ...entries.flatMap(([k, v], i) => [i ? ' · ' : '', code(k), ' = ', ...valueOf(k, v)]));
    const conditional = routes.some((r) => r.condition !== null);
    $('conditional-label').hidden = !conditional;
    // Rows: filtered, sorted, grouped; the winner of Find Route always shown.
    const q = state.search.toLowerCase();
    const column = COLUMNS.find((c) => c.key === state.sort) || COLUMNS[0];
    const indexed = routes.map((r, i) => ({ r, i }));
    // A call's lens shows that call's routes only (the bar above says so, with a way back).
    const inFocus = (r) => !focus || (r.location.uri === focus.uri && r.location.range.start.line >= focus.startLine && r.location.range.start.line <= focus.endLine);
    const shown = indexed.filter(({ r }) => inFocus(r) && (isWinner(r) || (!state.hidden.includes(r.verb) && (state.conditional || r.condition === null)
      && (!q || COLUMNS.some((c) => String(c.value(r)).toLowerCase().includes(q))))));
    const compare = (a, b) => {
      const x = column.value(a.r), y = column.value(b.r);
      const d = typeof x === 'number' ? x - y : String(x).localeCompare(String(y), undefined, { numeric: true });
      return (d || a.i - b.i) * (state.desc ? -1 : 1);
    };
    shown.sort(compare);
    const groupOf = state.group === 'file' ? (r) => fileOf(r) : state.group === 'prefix' ? (r) => (r.from.split('/')[0] || '/') : null;
    const body = $('rows');
    const out = [];
    let winner = null;
    const rowOf = ({ r, i }) => {
      const tr = el('tr', { className: [r.replaced ? 'replaced' : '', r.unreachable ? 'unreachable' : '', r.condition !== null ? 'conditional' : '', isWinner(r) ? 'winner' : ''].join(' ').trim() });
      if (r.unreachable) tr.title = 'Never wins: ' + r.unreachable.join(', ') + ' comes first and matches every path it could';
      for (const c of columns) tr.append(cellOf(c, r, i));
      if (isWinner(r)) winner = tr;
      return tr;
    };
    if (groupOf) {
      const groups = new Map();
      for (const item of shown) { const g = groupOf(item.r); if (!groups.has(g)) groups.set(g, []); groups.get(g).push(item); }
      for (const [g, items] of groups) {
        out.push(el('tr', { className: 'group' }, el('th', { colSpan: columns.length, textContent: g + ' (' + items.length + ')' })));
        for (const item of items) out.push(rowOf(item));
      }
    } else for (const item of shown) out.push(rowOf(item));
    body.replaceChildren(...out);
    const focusBar = $('focus');
    focusBar.hidden = !focus;
    if (focus) {
      const all = el('button', { textContent: 'Show all routes' });
      all.addEventListener('click', () => { focus = null; render(); });
      focusBar.replaceChildren('The routes of one call (line ' + (focus.startLine + 1) + '). ', all);
    }
    // Each routes file is its own table (an app's, a module's): its rows are numbered from 1.
    const tables = routes.filter((r) => r.order === 1).length;
    $('count').textContent = (tables > 1 ? tables + ' tables · ' : '') + (shown.length === routes.length ? '' : shown.length + ' of ') + routes.length + ' route' + (routes.length === 1 ? '' : 's');
    renderMatch();
    if (winner) winner.scrollIntoView({ block: 'center' });
  }

  // Find Route's answer, kept here until the next one: the winning route highlighted, the explanation in full.
  function renderMatch() {
    const box = $('match');
    box.hidden = !match;
    if (!match) return;
    const close = el('button', { textContent: 'Clear', title: 'Clear the Find Route result' });
    close.addEventListener('click', () => { match = null; render(); });
    const asked = code(match.verb + ' ' + match.uri);
    const m = match.match;
    const row = routes.find(isWinner);
    const runs = match.runs;
    box.className = m || (runs && runs.status === 200) ? '' : 'none';
    const parts = [close, asked];
    if (!m) {
      parts.push(runs && runs.moduleRoute ? ': no route of the app\'s table matches; its module\'s own routes file does.' : runs ? ': no route matches; automatic routing uses the path itself.' : '. No route matches; CodeIgniter would look for a controller named by the path itself.');
    } else {
      const phpBlock = m.blocked && runs && runs.runs && runs.runs.via === 'default_controller';
      parts.push(phpBlock ? ' matches ' : m.blocked ? ' is blocked by ' : ' → ', m.blocked ? code(m.from) : code(m.target), phpBlock ? ", whose target '' runs the default controller" : '', el('br'),
        'Route ', code(m.from), ' → ', code(m.to), ' (' + m.verb + (row ? ', #' + row.order + ' in the table' : '') + '). ', m.reason);
    }
    if (runs) {
      parts.push(el('br'));
      if (runs.moduleRoute) parts.push('Module route ', code(runs.moduleRoute.from), ' → ', code(runs.moduleRoute.to), ' (module ' + runs.moduleRoute.module + '). ');
      const r = runs.runs;
      if (r) {
        const call = r.class + '::' + (r.remapped !== undefined ? '_remap(' + JSON.stringify(r.remapped) + ', [' + r.args.map((a) => JSON.stringify(a)).join(', ') + '])' : r.method + '(' + r.args.map((a) => JSON.stringify(a)).join(', ') + ')');
        const open = el('a', { href: '#', textContent: r.display + ' → ' + call });
        open.addEventListener('click', (e) => { e.preventDefault(); vscode.postMessage({ open: r.location }); });
        parts.push('Runs ', open, ' ' + (VIA[r.via] || r.via) + (runs.status === 200 ? '.' : ' (status ' + runs.status + ': ' + runs.reason + ').'));
        if (r.via === '404_override' && runs.reason) parts.push(' Because ' + runs.reason + '.');
      } else {
        parts.push('Nothing runs (' + runs.status + '): ' + (runs.reason || 'no controller') + '.');
      }
      parts.push(el('br'), 'Router: ' + runs.router + '.');
    }
    box.replaceChildren(...parts);
  }

  $('search').value = state.search;
  $('group').value = state.group;
  $('conditional').checked = state.conditional;
  $('search').addEventListener('input', () => { state.search = $('search').value; save(); render(); });
  $('group').addEventListener('change', () => { state.group = $('group').value; save(); render(); });
  $('conditional').addEventListener('change', () => { state.conditional = $('conditional').checked; save(); render(); });
  $('rows').addEventListener('click', (e) => {
    const link = e.target.closest('[data-open]');
    if (link) { e.preventDefault(); vscode.postMessage({ open: routes[Number(link.dataset.open)].location }); }
  });
  window.addEventListener('message', (event) => {
    const message = event.data;
    if (message.type === 'table') { routes = message.routes; settings = message.settings || {}; conditionalSettings = message.conditionalSettings || {}; nameFiles(); }
    else if (message.type === 'match') { match = message; focus = null; }
    else if (message.type === 'focus') { focus = message.uri === null ? null : message; if (focus) match = null; }
    render();
  });
  vscode.postMessage({ ready: true });
`;
