// The route view's script: it runs in the webview (a browser page, not the extension host), bundled with the
// client by build.mjs (dist/view/routes-page.js), and renders the table from the messages the extension posts
// (routes-view.ts, ViewMessage). Its state — sort, filter, verb facets, grouping — survives a refresh.

import type { ViewMessage } from '../routes-view';

/** The webview's handle on the extension (given by VS Code to the page). */
declare function acquireVsCodeApi(): { postMessage(message: unknown): void; getState(): Partial<ViewState> | undefined; setState(state: ViewState): void };

interface ViewState {
  sort: string;
  desc: boolean;
  group: string;
  hidden: string[];
  search: string;
  conditional: boolean;
}

type Row = Extract<ViewMessage, { type: 'table' }>['routes'][number];
type Match = Extract<ViewMessage, { type: 'match' }>;
type Focus = Extract<ViewMessage, { type: 'focus' }> & { uri: string; startLine: number; endLine: number };
interface Column {
  key: string;
  title: string;
  value: (r: Row) => string | number;
  optional?: (rows: readonly Row[]) => boolean;
}

const vscode = acquireVsCodeApi();
const saved: Partial<ViewState> = vscode.getState() || {};
const state: ViewState = {
  sort: saved.sort || 'order',
  desc: !!saved.desc,
  // One table per routes file (an app's, each module's) unless the user chose otherwise.
  group: saved.group || 'file',
  hidden: saved.hidden || [],
  search: saved.search || '',
  conditional: saved.conditional !== false,
};
let routes: Row[] = [];
let settings: Record<string, unknown> = {};
let conditionalSettings: Record<string, { value: unknown; condition: string | null }[]> = {};
let match: Match | null = null;
let focus: Focus | null = null;
const VIA: Record<string, string> = {
  route: 'by the route',
  auto: 'by automatic routing',
  '404_override': 'as the 404_override',
  default_controller: 'as the default controller',
  '404Override': 'as the 404 override',
  closure: "as the route's closure",
  view: "as the route's view",
};
const $ = <T extends HTMLElement = HTMLElement>(id: string): T => document.getElementById(id) as T;
const el = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props?: Partial<HTMLElementTagNameMap[K]>,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  Object.assign(node, props ?? {});
  for (const child of children) node.append(child);
  return node;
};
const code = (text: string) => el('code', { textContent: text });
/** Text that may wrap after each '/' first (a narrow view wraps paths there rather than inside a segment). */
const slashBreaks = (text: string): (Node | string)[] => text.split(/(?<=\/)/).flatMap((part, i) => (i ? [el('wbr'), part] : [part]));
const pathCode = (text: string) => el('code', {}, ...slashBreaks(text));
// A file by the fewest last path segments that tell it from the table's other files (config/routes.php and
// blog/config/routes.php for an app's and a module's routes file), recomputed with each table.
let names = new Map<string, string>();
const nameFiles = () => {
  const uris = [...new Set(routes.flatMap((r) => [r.location.uri, r.table]))];
  const parts = new Map(uris.map((u) => [u, decodeURIComponent(u).split('/')] as const));
  names = new Map(
    uris.map((u): [string, string] => {
      const mine = parts.get(u)!;
      for (let k = 1; k <= mine.length; k++) {
        const tail = mine.slice(-k).join('/');
        if (uris.every((o) => o === u || parts.get(o)!.slice(-k).join('/') !== tail)) return [u, tail];
      }
      return [u, mine.join('/')];
    }),
  );
};
const fileOf = (r: Row): string => r.path || names.get(r.location.uri) || decodeURIComponent(r.location.uri.split('/').pop() || r.location.uri);
const where = (r: Row): string => fileOf(r) + ':' + (r.location.range.start.line + 1);
/** The routes file whose table a row is in (an app's, a module's): the table it is numbered in. */
const tableOf = (r: Row): string => r.tablePath || names.get(r.table) || decodeURIComponent(r.table.split('/').pop() || r.table);
const COLUMNS: Column[] = [
  { key: 'order', title: '#', value: (r) => r.order },
  { key: 'verb', title: 'Verb', value: (r) => r.verb },
  { key: 'from', title: 'URI pattern', value: (r) => r.from || '/' },
  { key: 'to', title: 'Target', value: (r) => r.to },
  { key: 'name', title: 'Name', value: (r) => r.name || '', optional: (rs) => rs.some((r) => r.name) },
  { key: 'call', title: 'Made by', value: (r) => r.call },
  { key: 'where', title: 'Defined at', value: where },
  { key: 'condition', title: 'Condition', value: (r) => r.condition || '', optional: (rs) => rs.some((r) => r.condition !== null) },
];
/** The user's choices: kept by the page, and by the extension for the next view it opens (the search is not kept). */
const save = () => {
  vscode.setState(state);
  const { sort, desc, group, hidden, conditional } = state;
  vscode.postMessage({ choices: { sort, desc, group, hidden, conditional } });
};
const isWinner = (r: Row): boolean =>
  !!match &&
  !!match.match &&
  r.from === match.match.from &&
  !!match.match.location &&
  r.location.uri === match.match.location.uri &&
  r.location.range.start.line === match.match.location.range.start.line &&
  (r.verb === match.match.verb || r.verb === 'ANY');

function cellOf(column: Column, r: Row, i: number): HTMLTableCellElement {
  const td = el('td');
  if (column.key === 'order') {
    td.className = 'order';
    td.textContent = String(r.order);
  } else if (column.key === 'verb') td.append(el('span', { className: 'verb v-' + r.verb, textContent: r.verb }));
  else if (column.key === 'from') {
    td.append(pathCode(r.from || '/'));
    if (r.unreachable) td.append(el('span', { className: 'tag', textContent: 'unreachable' }));
  }
  // A '' target: what runs for a path it matches, as the server's resolver says it (every surface says the same).
  else if (column.key === 'to') td.append(r.to === '' ? el('em', { textContent: r.emptyTarget ?? "''" }) : pathCode(r.to));
  else if (column.key === 'where') {
    const a = el('a', { href: '#' }, ...slashBreaks(where(r)));
    a.dataset.open = String(i);
    td.append(a);
  } else if (column.key === 'condition') {
    if (r.condition !== null) td.append(el('span', { className: 'cond', textContent: 'if ' + r.condition }));
  } else td.textContent = String(column.value(r));
  return td;
}

function render(): void {
  const columns = COLUMNS.filter((c) => !c.optional || c.optional(routes));
  document.body.dataset.count = String(routes.length);
  renderHeader(columns);
  renderFacets();
  renderSettings();
  const conditional = routes.some((r) => r.condition !== null);
  $('conditional-label').hidden = !conditional;
  // Rows: filtered, sorted, grouped; the winner of Find Route always shown.
  const q = state.search.toLowerCase();
  const column = COLUMNS.find((c) => c.key === state.sort) || COLUMNS[0];
  const indexed = routes.map((r, i) => ({ r, i }));
  // A call's lens shows that call's routes only (the bar above says so, with a way back).
  const inFocus = (r: Row): boolean =>
    !focus || (r.location.uri === focus.uri && r.location.range.start.line >= focus.startLine && r.location.range.start.line <= focus.endLine);
  const shown = indexed.filter(
    ({ r }) =>
      inFocus(r) &&
      (isWinner(r) ||
        (!state.hidden.includes(r.verb) &&
          (state.conditional || r.condition === null) &&
          (!q || COLUMNS.some((c) => String(c.value(r)).toLowerCase().includes(q))))),
  );
  const compare = (a: { r: Row; i: number }, b: { r: Row; i: number }): number => {
    const x = column.value(a.r),
      y = column.value(b.r);
    const d = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), undefined, { numeric: true });
    return (d || a.i - b.i) * (state.desc ? -1 : 1);
  };
  shown.sort(compare);
  const groupOf = state.group === 'file' ? (r: Row) => tableOf(r) : state.group === 'prefix' ? (r: Row) => r.from.split('/')[0] || '/' : null;
  const body = $('rows');
  const out: HTMLTableRowElement[] = [];
  let winner = null as HTMLTableRowElement | null;
  const rowOf = ({ r, i }: { r: Row; i: number }): HTMLTableRowElement => {
    const tr = el('tr', {
      className: [r.replaced ? 'replaced' : '', r.unreachable ? 'unreachable' : '', r.condition !== null ? 'conditional' : '', isWinner(r) ? 'winner' : '']
        .join(' ')
        .trim(),
    });
    if (r.unreachable) tr.title = 'Never wins: ' + r.unreachable.join(', ') + ' comes first and matches every path it could';
    for (const c of columns) tr.append(cellOf(c, r, i));
    if (isWinner(r)) winner = tr;
    return tr;
  };
  if (groupOf) {
    const groups = new Map<string, { r: Row; i: number }[]>();
    for (const item of shown) {
      const g = groupOf(item.r);
      if (!groups.has(g)) groups.set(g, []);
      groups.get(g)!.push(item);
    }
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
    all.addEventListener('click', () => {
      focus = null;
      render();
    });
    focusBar.replaceChildren('The routes of one call (line ' + (focus.startLine + 1) + '). ', all);
  }
  // Each routes file is its own table (an app's, a module's): its rows are numbered from 1.
  const tables = new Set(routes.map((r) => r.table)).size;
  $('count').textContent =
    (tables > 1 ? tables + ' tables · ' : '') +
    (shown.length === routes.length ? '' : shown.length + ' of ') +
    routes.length +
    ' route' +
    (routes.length === 1 ? '' : 's');
  renderMatch();
  if (winner) winner.scrollIntoView({ block: 'center' });
}

/** The header: the usual arrows, ▲ ascending and ▼ descending, on the sorted column. */
function renderHeader(columns: readonly Column[]): void {
  const head = $<HTMLTableRowElement>('head');
  head.replaceChildren(
    ...columns.map((c) => {
      const th = el('th', {
        textContent: c.title,
        title: c.key === 'order' ? 'Table order: of two routes that match a path, the earlier one wins' : 'Sort by ' + c.title,
      });
      th.dataset.k = c.key;
      if (state.sort === c.key) th.setAttribute('aria-sort', state.desc ? 'descending' : 'ascending');
      th.addEventListener('click', () => {
        state.desc = state.sort === c.key ? !state.desc : false;
        state.sort = c.key;
        save();
        render();
      });
      return th;
    }),
  );
}

/** The verb facets, with counts. */
function renderFacets(): void {
  const verbs = [...new Set(routes.map((r) => r.verb))];
  $('facets').replaceChildren(
    ...verbs.map((v) => {
      const b = el('button', { className: 'facet v-' + v, textContent: v + ' ' + routes.filter((r) => r.verb === v).length });
      b.dataset.verb = v;
      b.setAttribute('aria-pressed', String(!state.hidden.includes(v)));
      b.addEventListener('click', () => {
        state.hidden = state.hidden.includes(v) ? state.hidden.filter((x) => x !== v) : [...state.hidden, v];
        save();
        render();
      });
      return b;
    }),
  );
}

/** The settings, apart (docs/decisions.md#php-apps): they are not routes. */
function renderSettings(): void {
  const entries = Object.entries(settings);
  $('settings').hidden = entries.length === 0;
  // A setting written under undecided conditions: every value it may have, each with its condition.
  const valueOf = (k: string, v: unknown): (Node | string)[] =>
    conditionalSettings[k]
      ? conditionalSettings[k].flatMap((c, j) => [j ? ' or ' : '', code(JSON.stringify(c.value)), c.condition ? ' if ' + c.condition : ''])
      : [code(JSON.stringify(v))];
  $('settings').replaceChildren('Settings: ', ...entries.flatMap(([k, v], i) => [i ? ' · ' : '', code(k), ' = ', ...valueOf(k, v)]));
}

// Find Route's answer, kept here until the next one: the winning route highlighted, the explanation in full.
function renderMatch(): void {
  const box = $('match');
  box.hidden = !match;
  if (!match) return;
  const close = el('button', { textContent: 'Clear', title: 'Clear the Find Route result' });
  close.addEventListener('click', () => {
    match = null;
    render();
  });
  const asked = code(match.verb + ' ' + match.uri);
  const m = match.match;
  const row = routes.find(isWinner);
  const runs = match.runs;
  box.className = m || (runs && runs.status === 200) ? '' : 'none';
  const parts: (Node | string)[] = [close, asked];
  if (!m) {
    parts.push(
      runs && runs.moduleRoute
        ? ": no route of the app's table matches; its module's own routes file does."
        : runs
          ? ': no route matches; automatic routing uses the path itself.'
          : '. No route matches; CodeIgniter would look for a controller named by the path itself.',
    );
  } else {
    // A '' target: the words of every surface (the server's emptyTargetPhrase), from what runs for this request.
    const ran = runs && runs.status === 200 ? runs.runs : null;
    const blockedSays = !ran
      ? "'' (404)"
      : `'' (runs ${ran.via === 'default_controller' ? 'the default controller ' : ran.via === '404_override' ? 'the 404_override ' : ''}${ran.class}::${ran.method}())`;
    parts.push(
      m.blocked ? ' matches ' : ' → ',
      m.blocked ? code(m.from) : code(m.target),
      m.blocked ? ' → ' + blockedSays : '',
      el('br'),
      'Route ',
      code(m.from),
      ' → ',
      code(m.to),
      ' (' + m.verb + (row ? ', #' + row.order + ' in the table' : '') + '). ',
      m.reason,
    );
  }
  if (runs) {
    parts.push(el('br'));
    if (runs.moduleRoute)
      parts.push('Module route ', code(runs.moduleRoute.from), ' → ', code(runs.moduleRoute.to), ' (module ' + runs.moduleRoute.module + '). ');
    const r = runs.runs;
    if (r) {
      const call =
        r.class === null
          ? '(' + r.via + ')'
          : r.class +
            '::' +
            (r.remapped !== undefined
              ? '_remap(' + JSON.stringify(r.remapped) + ', [' + r.args.map((a: unknown) => JSON.stringify(a)).join(', ') + '])'
              : r.method + '(' + r.args.map((a: unknown) => JSON.stringify(a)).join(', ') + ')');
      const open = el('a', { href: '#', textContent: r.display + ' → ' + call });
      open.addEventListener('click', (e: MouseEvent) => {
        e.preventDefault();
        vscode.postMessage({ open: r.location });
      });
      const override = r.via === '404_override' || r.via === '404Override';
      parts.push('Runs ', open, ' ' + (VIA[r.via] || r.via) + (runs.status === 200 || override ? '.' : ' (status ' + runs.status + ': ' + runs.reason + ').'));
      if (override && runs.reason) parts.push(' Because ' + runs.reason + '.');
    } else {
      parts.push(runs.status === null ? 'Not known: ' + runs.reason + '.' : 'Nothing runs (' + runs.status + '): ' + (runs.reason || 'no controller') + '.');
    }
    parts.push(el('br'), 'Router: ' + runs.router + '.');
  }
  box.replaceChildren(...parts);
}

$<HTMLInputElement>('search').value = state.search;
$<HTMLSelectElement>('group').value = state.group;
$<HTMLInputElement>('conditional').checked = state.conditional;
$('search').addEventListener('input', () => {
  state.search = $<HTMLInputElement>('search').value;
  save();
  render();
});
$('group').addEventListener('change', () => {
  state.group = $<HTMLSelectElement>('group').value;
  save();
  render();
});
$('conditional').addEventListener('change', () => {
  state.conditional = $<HTMLInputElement>('conditional').checked;
  save();
  render();
});
$('rows').addEventListener('click', (e) => {
  const link = (e.target as HTMLElement).closest<HTMLElement>('[data-open]');
  if (link) {
    e.preventDefault();
    vscode.postMessage({ open: routes[Number(link.dataset.open)].location });
  }
});
window.addEventListener('message', (event: MessageEvent<ViewMessage>) => {
  const message = event.data;
  if (message.type === 'choices') {
    // The choices of an earlier view, for a view that has none of its own yet.
    if (!vscode.getState()) {
      Object.assign(state, message.choices);
      $<HTMLSelectElement>('group').value = state.group;
      $<HTMLInputElement>('conditional').checked = state.conditional;
    }
  } else if (message.type === 'table') {
    routes = message.routes;
    settings = message.settings || {};
    conditionalSettings = message.conditionalSettings || {};
    nameFiles();
  } else if (message.type === 'match') {
    match = message;
    focus = null;
  } else if (message.type === 'focus') {
    focus = message.uri === null ? null : (message as Focus);
    if (focus) match = null;
  }
  render();
});
vscode.postMessage({ ready: true });
