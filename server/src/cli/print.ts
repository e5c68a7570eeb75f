// Human output of the CLI: aligned tables, coloured on a terminal unless NO_COLOR is set.

import { styleText } from 'node:util';
import type { JsonDiagnostic, JsonMatch, JsonRoute } from './report';

export interface Output {
  out: (text: string) => void;
  err: (text: string) => void;
  /** Forced colour on or off; undefined means: on a TTY without NO_COLOR. */
  color: boolean | undefined;
}

type Style = Parameters<typeof styleText>[0];

function painter(io: Output): (style: Style, text: string) => string {
  const enabled = io.color ?? (Boolean(process.stdout.isTTY) && !process.env.NO_COLOR && process.env.TERM !== 'dumb');
  // The decision is ours (TTY, NO_COLOR, --color), so styleText must not check the stream again.
  const paint = styleText as (style: Style, text: string, options?: { validateStream?: boolean }) => string;
  return enabled ? (style, text) => paint(style, text, { validateStream: false }) : (_style, text) => text;
}

const VERB_STYLE: Record<string, Style> = {
  ANY: 'white', GET: 'green', POST: 'yellow', PUT: 'blue', DELETE: 'red', HEAD: 'magenta', PATCH: 'cyan', OPTIONS: 'gray',
};

/** Lays out rows in columns; `styles` colour cells after padding so that escape codes do not break alignment. */
function table(header: string[], rows: string[][], paint: (style: Style, text: string) => string, styles: ((row: string[], col: number) => Style | undefined) = () => undefined): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[], style?: (col: number) => Style | undefined) => cells
    .map((cell, i) => {
      const padded = i === cells.length - 1 ? cell : cell.padEnd(widths[i]);
      const s = style?.(i);
      return s ? paint(s, padded) : padded;
    }).join('  ').trimEnd();
  return [line(header, () => 'bold'), ...rows.map((r) => line(r, (col) => styles(r, col)))].join('\n') + '\n';
}

export function printList(io: Output, routes: JsonRoute[], diagnostics: JsonDiagnostic[], settings: Record<string, unknown> = {}): void {
  const paint = painter(io);
  // Routes behind an undecided condition say so in a last column (only when there are any).
  const conditional = routes.some((r) => r.condition !== null);
  const rows = routes.map((r) => [
    r.verb, r.from === '' ? '/' : r.from, r.to === '' ? '(blocked)' : r.to, r.name ?? '', `${r.file}:${r.line}${r.replaced ? ' (replaced)' : ''}`,
    ...(conditional ? [r.condition === null ? '' : `if ${r.condition}`] : []),
  ]);
  io.out(table(['VERB', 'URI', 'TARGET', 'NAME', 'DEFINED AT', ...(conditional ? ['CONDITION'] : [])], rows, paint, (row, col) => {
    if (row[4].endsWith('(replaced)')) return 'dim';
    if (col === 0) return VERB_STYLE[row[0]];
    if (col === 2 && row[2] === '(blocked)') return 'red';
    if (col === 5) return 'yellow';
    return col === 4 ? 'gray' : undefined;
  }));
  const settingText = Object.entries(settings).map(([key, value]) => `${key} = ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  if (settingText.length) io.out(`\n${paint('bold', 'Settings')}: ${settingText.join(', ')}\n`);
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.filter((d) => d.severity === 'warning').length;
  io.out(`\n${routes.length} route${routes.length === 1 ? '' : 's'}`
    + (diagnostics.length ? `; ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'} (routelens check for details)` : '') + '\n');
}

const SEVERITY_STYLE: Record<string, Style> = { error: 'red', warning: 'yellow', information: 'blue', hint: 'gray' };

export function printCheck(io: Output, diagnostics: JsonDiagnostic[]): void {
  const paint = painter(io);
  for (const d of diagnostics) {
    io.out(`${paint('bold', `${d.file}:${d.line}:${d.column}`)}: ${paint(SEVERITY_STYLE[d.severity], d.severity)} ${paint('gray', `[${d.code}]`)} ${d.message}\n`);
  }
  const count = (s: string) => diagnostics.filter((d) => d.severity === s).length;
  io.out(`${count('error')} errors, ${count('warning')} warnings, ${count('information') + count('hint')} notes\n`);
}

export function printMap(io: Output, methods: Record<string, [string, unknown][]>): void {
  const paint = painter(io);
  const sections = Object.entries(methods).map(([method, pairs]) =>
    paint('bold', `${method} (${pairs.length})`) + '\n'
    + table(['FROM', 'TO'], pairs.map(([from, to]) => [from, typeof to === 'string' ? (to === '' ? "'' (blocked)" : to) : JSON.stringify(to)]), paint));
  io.out(sections.join('\n'));
}

export function printMatch(io: Output, verb: string, uri: string, match: JsonMatch | null, controller: { display: string; method: string; found: boolean } | null = null): void {
  const paint = painter(io);
  if (!match) {
    io.out(`No route matches ${verb} ${uri}: CodeIgniter would look for a controller named by the URI itself.\n`);
    return;
  }
  if (match.blocked) {
    io.out(`${paint('red', 'Blocked')}: ${verb} ${uri} matches '${match.from}', whose target is '' (block()).\n`);
  } else {
    io.out(`${paint('bold', `${verb} ${uri}`)} → ${paint('green', match.target)}\n  by ${match.verb} '${match.from}' → '${match.to}'\n`);
  }
  if (match.file) io.out(`  defined at ${match.file}:${match.line}\n`);
  if (controller) io.out(`  runs ${controller.display} → ${controller.method}()${controller.found ? '' : ' (no such public method!)'}\n`);
}
