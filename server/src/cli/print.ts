// Human output of the CLI: aligned tables, coloured on a terminal unless NO_COLOR is set.

import { emptyTargetPhrase } from '../features/empty-target';
import { styleText } from 'node:util';
import type { JsonDiagnostic, JsonMatch, JsonRoute, MatchRuns } from './report';

export interface Output {
  out: (text: string) => void;
  err: (text: string) => void;
  /** Forced colour on or off; undefined means: on a TTY without NO_COLOR. */
  color: boolean | undefined;
}

type Style = Parameters<typeof styleText>[0];

export function painter(io: Output): (style: Style, text: string) => string {
  const enabled = io.color ?? (Boolean(process.stdout.isTTY) && !process.env.NO_COLOR && process.env.TERM !== 'dumb');
  // The decision is ours (TTY, NO_COLOR, --color), so styleText must not check the stream again.
  const paint = styleText as (style: Style, text: string, options?: { validateStream?: boolean }) => string;
  return enabled ? (style, text) => paint(style, text, { validateStream: false }) : (_style, text) => text;
}

const VERB_STYLE: Record<string, Style> = {
  ANY: 'white',
  GET: 'green',
  POST: 'yellow',
  PUT: 'blue',
  DELETE: 'red',
  HEAD: 'magenta',
  PATCH: 'cyan',
  OPTIONS: 'gray',
};

/** Lays out rows in columns; `styles` colour cells after padding so that escape codes do not break alignment. */
export function table(
  header: string[],
  rows: string[][],
  paint: (style: Style, text: string) => string,
  styles: (row: string[], col: number, index: number) => Style | undefined = () => undefined,
): string {
  // A loop, not Math.max(...rows): a spread of 100,000 rows is beyond the call stack's arguments.
  const widths = header.map((h) => h.length);
  for (const row of rows) for (let i = 0; i < widths.length; i++) if (row[i].length > widths[i]) widths[i] = row[i].length;
  const line = (cells: string[], style?: (col: number) => Style | undefined) =>
    cells
      .map((cell, i) => {
        const padded = i === cells.length - 1 ? cell : cell.padEnd(widths[i]);
        const s = style?.(i);
        return s ? paint(s, padded) : padded;
      })
      .join('  ')
      .trimEnd();
  return [line(header, () => 'bold'), ...rows.map((r, index) => line(r, (col) => styles(r, col, index)))].join('\n') + '\n';
}

/** The columns of `list` (`--columns`, `--sort`). */
export const COLUMNS = ['verb', 'uri', 'target', 'name', 'file', 'call', 'condition'] as const;
export type Column = (typeof COLUMNS)[number];
const HEADERS: Record<Column, string> = {
  verb: 'VERB',
  uri: 'URI',
  target: 'TARGET',
  name: 'NAME',
  file: 'DEFINED AT',
  call: 'MADE BY',
  condition: 'CONDITION',
};

/** A route's cell in a column, as text. */
export function cellOf(r: JsonRoute, column: Column): string {
  switch (column) {
    case 'verb':
      return r.verb;
    case 'uri':
      return r.from === '' ? '/' : r.from;
    case 'target':
      return r.to === '' ? '(blocked)' : r.to;
    case 'name':
      return r.name ?? '';
    case 'file':
      return `${r.file}:${r.line}${r.replaced ? ' (replaced)' : ''}`;
    case 'call':
      return r.call;
    case 'condition':
      return r.condition === null ? '' : `if ${r.condition}`;
  }
}

/** The default columns: the condition column only when some route has one. */
function defaultColumns(routes: JsonRoute[]): Column[] {
  return ['verb', 'uri', 'target', 'name', 'file', ...(routes.some((r) => r.condition !== null) ? ['condition' as const] : [])];
}

/** `list --format csv|markdown`. */
export function formatRows(routes: JsonRoute[], columns: Column[] | undefined, format: string): string {
  const chosen = columns ?? defaultColumns(routes);
  if (format === 'csv') {
    const quote = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
    return [chosen.join(','), ...routes.map((r) => chosen.map((c) => quote(cellOf(r, c))).join(','))].join('\n') + '\n';
  }
  const escape = (text: string) => (text === '' ? '' : '`' + text.replace(/\|/g, '\\|').replace(/`/g, "'") + '`');
  return (
    [
      `| ${chosen.map((c) => HEADERS[c]).join(' | ')} |`,
      `|${chosen.map(() => '---').join('|')}|`,
      ...routes.map((r) => `| ${chosen.map((c) => (c === 'verb' || c === 'call' || c === 'file' ? cellOf(r, c) : escape(cellOf(r, c)))).join(' | ')} |`),
    ].join('\n') + '\n'
  );
}

export function printList(
  io: Output,
  routes: JsonRoute[],
  diagnostics: JsonDiagnostic[],
  settings: Record<string, unknown> = {},
  columns?: Column[],
  conditional: Record<string, { value: unknown; condition: string | null }[]> = {},
): void {
  const paint = painter(io);
  const chosen = columns ?? defaultColumns(routes);
  const rows = routes.map((r) => chosen.map((c) => cellOf(r, c)));
  io.out(
    table(
      chosen.map((c) => HEADERS[c]),
      rows,
      paint,
      (row, col, index) => {
        const column = chosen[col];
        const route = routes[index];
        if (route?.replaced) return 'dim';
        if (column === 'verb') return VERB_STYLE[row[col]];
        if (column === 'target' && row[col].startsWith("''")) return 'red';
        if (column === 'condition') return 'yellow';
        return column === 'file' ? 'gray' : undefined;
      },
    ),
  );
  const valueText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  // A setting written under undecided conditions shows every value it may have, each with its condition.
  const settingText = Object.entries(settings).map(
    ([key, value]) =>
      `${key} = ${
        conditional[key] ? conditional[key].map((v) => `${valueText(v.value)}${v.condition ? ` (if ${v.condition})` : ''}`).join(' or ') : valueText(value)
      }`,
  );
  if (settingText.length) io.out(`\n${paint('bold', 'Settings')}: ${settingText.join(', ')}\n`);
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.filter((d) => d.severity === 'warning').length;
  io.out(
    `\n${routes.length} route${routes.length === 1 ? '' : 's'}` +
      (diagnostics.length ? `; ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'} (routelens check for details)` : '') +
      '\n',
  );
}

const SEVERITY_STYLE: Record<string, Style> = { error: 'red', warning: 'yellow', information: 'blue', hint: 'gray' };

export function printCheck(io: Output, diagnostics: JsonDiagnostic[]): void {
  const paint = painter(io);
  for (const d of diagnostics) {
    io.out(
      `${paint('bold', `${d.file}:${d.line}:${d.column}`)}: ${paint(SEVERITY_STYLE[d.severity], d.severity)} ${paint('gray', `[${d.code}]`)} ${d.message}\n`,
    );
  }
  const count = (s: string) => diagnostics.filter((d) => d.severity === s).length;
  const counted = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  io.out(`${counted(count('error'), 'error')}, ${counted(count('warning'), 'warning')}, ${counted(count('information') + count('hint'), 'note')}\n`);
}

export function printMap(
  io: Output,
  methods: Record<string, [string, unknown][]>,
  emptyTarget: (verb: string, from: string) => string = () => "'' (blocked)",
): void {
  const paint = painter(io);
  const entries = Object.entries(methods);
  const text = (to: unknown, verb: string, from: string) => (typeof to === 'string' ? (to === '' ? emptyTarget(verb, from) : to) : JSON.stringify(to));
  if (entries.length === 1) {
    const [method, pairs] = entries[0];
    io.out(
      paint('bold', `${method} (${pairs.length})`) +
        '\n' +
        table(
          ['FROM', 'TO'],
          pairs.map(([from, to]) => [from, text(to, method, from)]),
          paint,
        ),
    );
    return;
  }
  // Every method at once: one row per from and target, with the methods it is for (ANY for all seven), in the
  // tables' order (each method's order merged).
  const rows = new Map<string, { from: string; to: unknown; verbs: string[] }>();
  const order: string[] = [];
  for (const [method, pairs] of entries) {
    let after = -1;
    for (const [from, to] of pairs) {
      const key = `${from}\0${JSON.stringify(to)}`;
      const row = rows.get(key);
      if (row) {
        row.verbs.push(method);
        after = order.indexOf(key);
        continue;
      }
      rows.set(key, { from, to, verbs: [method] });
      order.splice(++after, 0, key);
    }
  }
  const lines = order
    .map((key) => rows.get(key)!)
    .map((row) => [row.verbs.length === entries.length ? 'ANY' : row.verbs.join('|'), row.from, text(row.to, row.verbs[0], row.from)]);
  io.out(table(['VERB', 'FROM', 'TO'], lines, paint, (row, col) => (col === 0 ? VERB_STYLE[row[0]] : undefined)));
}

const VIA_TEXT: Record<string, string> = {
  route: 'by the route',
  auto: 'by automatic routing (the path names it)',
  '404_override': 'as the 404_override',
  default_controller: 'as the default controller',
};

export function printMatch(io: Output, verb: string, uri: string, match: JsonMatch | null, runs: MatchRuns | null = null): void {
  const paint = painter(io);
  if (!match) {
    io.out(
      runs
        ? `No route matches ${verb} ${uri}: automatic routing uses the path's own segments.\n`
        : `No route matches ${verb} ${uri}: CodeIgniter would look for a controller named by the URI itself.\n`,
    );
  } else if (match.blocked) {
    // The words of every surface for a '' target (features/empty-target.ts), from what runs for this request.
    const says = emptyTargetPhrase(runs?.status === 200 ? runs : undefined);
    io.out(`${paint('bold', `${verb} ${uri}`)} matches '${match.from}' → ${paint(runs?.status === 200 ? 'bold' : 'red', says)}\n`);
  } else {
    io.out(`${paint('bold', `${verb} ${uri}`)} → ${paint('green', match.target)}\n  by ${match.verb} '${match.from}' → '${match.to}'\n`);
  }
  if (match?.file) io.out(`  defined at ${match.file}:${match.line}\n`);
  if (!runs) return;
  if (runs.moduleRoute) io.out(`  module route ${runs.moduleRoute}\n`);
  if (runs.file) {
    const where = runs.line ? `${runs.file}:${runs.line}` : runs.file;
    io.out(
      `  runs ${where} → ${runs.call} ${VIA_TEXT[runs.via!] ?? runs.via}${runs.status === 200 ? '' : paint('red', ` (status ${runs.status}: ${runs.reason})`)}\n`,
    );
    if (runs.via === '404_override' && runs.reason) io.out(`  because ${runs.reason}\n`);
  } else {
    io.out(`  ${paint('red', `${runs.status}`)}: nothing runs — ${runs.reason ?? 'no controller'}\n`);
  }
  io.out(`  router: ${runs.router}\n`);
}
