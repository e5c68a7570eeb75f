// The HTML of the route table: searchable, sortable, with a link to each defining call.

import type { RouteRow } from '@routelens/server';

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function routesHtml(routes: RouteRow[], cspSource: string): string {
  const nonce = Array.from({ length: 32 }, () => Math.floor(Math.random() * 36).toString(36)).join('');
  // Routes behind an undecided condition (decisions §7): a column, and a filter to hide them.
  const conditional = routes.some((r) => r.condition !== null);
  const rows = routes.map((r, i) => {
    const file = decodeURIComponent(r.location.uri.split('/').pop() ?? r.location.uri);
    return `<tr data-i="${i}" class="${r.replaced ? 'replaced' : ''}${r.condition === null ? '' : ' conditional'}"><td><span class="verb v-${r.verb}">${r.verb}</span></td><td><code>${escape(r.from || '/')}</code></td>`
      + `<td>${r.to === '' ? '<em>blocked</em>' : `<code>${escape(r.to)}</code>`}</td><td>${escape(r.name ?? '')}</td><td>${escape(r.call)}</td>`
      + `<td><a href="#" data-open="${i}">${escape(file)}:${r.location.range.start.line + 1}</a></td>`
      + (conditional ? `<td>${r.condition === null ? '' : `<span class="cond">if ${escape(r.condition)}</span>`}</td>` : '') + '</tr>';
  }).join('\n');
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src ${cspSource} 'unsafe-inline'; script-src 'nonce-${nonce}';">
<style>
  body { font-family: var(--vscode-font-family); color: var(--vscode-foreground); padding: 0 12px; }
  header { display: flex; gap: 12px; align-items: center; position: sticky; top: 0; background: var(--vscode-editor-background); padding: 10px 0; }
  input { flex: 1; padding: 5px 8px; color: var(--vscode-input-foreground); background: var(--vscode-input-background); border: 1px solid var(--vscode-input-border, transparent); }
  table { border-collapse: collapse; width: 100%; font-size: 13px; }
  th { text-align: left; cursor: pointer; user-select: none; border-bottom: 1px solid var(--vscode-panel-border); padding: 6px; }
  th.sorted::after { content: ' ▾'; } th.sorted.desc::after { content: ' ▴'; }
  td { padding: 4px 6px; border-bottom: 1px solid var(--vscode-editorWidget-border, rgba(128,128,128,.15)); }
  tr:hover td { background: var(--vscode-list-hoverBackground); }
  tr.replaced td { opacity: .5; text-decoration: line-through; }
  code { font-family: var(--vscode-editor-font-family); }
  .verb { font-weight: 600; font-size: 11px; padding: 1px 6px; border-radius: 3px; }
  .v-GET { color: #3fb950; } .v-POST { color: #d29922; } .v-PUT { color: #58a6ff; } .v-DELETE { color: #f85149; }
  .v-ANY { color: var(--vscode-descriptionForeground); } .v-PATCH { color: #39c5cf; } .v-HEAD, .v-OPTIONS { color: #bc8cff; }
  a { color: var(--vscode-textLink-foreground); }
  .count { color: var(--vscode-descriptionForeground); }
  .cond { color: var(--vscode-editorWarning-foreground); font-size: 12px; }
  label { white-space: nowrap; }
</style></head>
<body>
<header><input id="search" type="search" placeholder="Filter by verb, URI, target or name…" autofocus>${conditional ? '<label><input id="conditional" type="checkbox" checked> show conditional routes</label>' : ''}<span class="count" id="count">${routes.length} routes</span></header>
<table><thead><tr><th data-k="0">Verb</th><th data-k="1">URI pattern</th><th data-k="2">Target</th><th data-k="3">Name</th><th data-k="4">Made by</th><th data-k="5">Defined at</th>${conditional ? '<th data-k="6">Condition</th>' : ''}</tr></thead>
<tbody id="rows">${rows}</tbody></table>
<script nonce="${nonce}">
  const vscode = acquireVsCodeApi();
  const routes = ${JSON.stringify(routes.map((r) => r.location)).replace(/</g, '\\u003c')};
  const body = document.getElementById('rows');
  const all = Array.from(body.rows);
  const search = document.getElementById('search');
  const showConditional = document.getElementById('conditional');
  const filter = () => {
    const q = search.value.toLowerCase();
    const withConditional = !showConditional || showConditional.checked;
    let shown = 0;
    for (const row of all) {
      const hit = row.textContent.toLowerCase().includes(q) && (withConditional || !row.classList.contains('conditional'));
      row.hidden = !hit;
      if (hit) shown++;
    }
    document.getElementById('count').textContent = shown + ' of ' + all.length + ' routes';
  };
  search.addEventListener('input', filter);
  if (showConditional) showConditional.addEventListener('change', filter);
  let sorted = -1, desc = false;
  for (const th of document.querySelectorAll('th')) th.addEventListener('click', () => {
    const k = Number(th.dataset.k);
    desc = sorted === k ? !desc : false; sorted = k;
    document.querySelectorAll('th').forEach((h) => h.classList.remove('sorted', 'desc'));
    th.classList.add('sorted'); if (desc) th.classList.add('desc');
    const rows = all.slice().sort((a, b) => a.cells[k].textContent.localeCompare(b.cells[k].textContent, undefined, { numeric: true }) * (desc ? -1 : 1));
    for (const row of rows) body.appendChild(row);
  });
  body.addEventListener('click', (e) => {
    const link = e.target.closest('[data-open]');
    if (link) { e.preventDefault(); vscode.postMessage({ open: routes[Number(link.dataset.open)] }); }
  });
</script></body></html>`;
}
