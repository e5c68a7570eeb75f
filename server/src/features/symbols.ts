// Document symbols (an outline of a file's routes, grouped by prefix and parent) and workspace symbols.

import type { SymbolNode } from './feature-results';
export type { SymbolKind, SymbolNode } from './feature-results';
import { ci4RouteRows, ci4Symbols } from './ci4-editor';
import type { AnalyzedRoute } from '../analysis/analyze';
import type { RouteCallSyntax } from '../analysis/core/source-index';
import { callsInOrder } from '../analysis/core/call-lookup';
import type { Snapshot } from '../db/snapshot';
import type { Span } from '../base/text';
import { writeRowsIn } from './route-writes';
import { emptyTargetText } from './empty-target';

function routeSymbol(route: AnalyzedRoute, snapshot: Snapshot): SymbolNode {
  return {
    name: `${route.verb} ${route.from === '' ? '/' : route.from}`,
    detail: route.to === '' ? emptyTargetText(snapshot, route.verb, route.from) : `→ ${route.to}${route.name ? `  (${route.name})` : ''}`,
    kind: 'route',
    span: route.span,
    selection: route.span,
    children: [],
  };
}

function argumentText(text: string, call: RouteCallSyntax): string {
  const first = call.args[0];
  if (!first) return '';
  const raw = text.slice(first.start, first.end);
  return /^(['"])[^'"]*\1$/.test(raw) ? raw.slice(1, -1) : raw;
}

export function documentSymbols(snapshot: Snapshot, file: string): SymbolNode[] {
  const ci4 = snapshot.ci4AppOf(file);
  if (ci4) return ci4Symbols(ci4, file);
  const parsed = snapshot.parsed(file);
  if (!parsed) return [];
  const calls = callsInOrder(parsed.routeCalls).filter((c) => c.method !== 'named');
  const roots: SymbolNode[] = [];
  const stack: { call: RouteCallSyntax; node: SymbolNode }[] = [];
  for (const call of calls) {
    while (stack.length && stack[stack.length - 1].call.end < call.end) stack.pop();
    const span = { file, start: call.start, end: call.end };
    const selection = { file, start: call.nameStart, end: call.nameEnd };
    const routes = snapshot.routesOfCall(file, call.start);
    const own = routes.filter((r) => r.span.file === file && r.span.start === call.start);
    let node: SymbolNode;
    if (call.method === 'prefix') {
      node = { name: `prefix ${argumentText(parsed.text, call)}`, detail: routesText(routes.length), kind: 'prefix', span, selection, children: [] };
    } else if (call.method === 'resources' || call.method === 'context' || call.method === 'block') {
      node = {
        name: `${call.method} ${call.method === 'block' ? '' : argumentText(parsed.text, call)}`.trim(),
        detail: routesText(own.length),
        kind: 'group',
        span,
        selection,
        children: own.map((r) => routeSymbol(r, snapshot)),
      };
    } else if (own.length > 0) {
      node = { ...routeSymbol(own[0], snapshot), span, selection, detail: own.length > 1 ? routesText(own.length) : routeSymbol(own[0], snapshot).detail };
    } else {
      node = {
        name: `Route.${call.method}`,
        detail: call.method === 'map' ? 'builds the route table' : 'no routes',
        kind: 'call',
        span,
        selection,
        children: [],
      };
    }
    (stack.length ? stack[stack.length - 1].node.children : roots).push(node);
    stack.push({ call, node });
  }
  // The `$route[...]` lines of a PHP routes file (most CodeIgniter files have nothing else), among the calls in order;
  // a line that made several routes (in a loop) is named by its source.
  const lines = writeRowsIn(snapshot, file)
    .filter((w) => w.rows.length > 0)
    .map(({ span, rows }): SymbolNode =>
      rows.length === 1
        ? { ...routeSymbol(rows[0], snapshot), span, selection: span }
        : {
            name: sourceLine(parsed.text, span),
            detail: routesText(rows.length),
            kind: 'group',
            span,
            selection: span,
            children: rows.map((r) => routeSymbol(r, snapshot)),
          },
    );
  return lines.length ? [...roots, ...lines].sort((a, b) => a.span.start - b.span.start) : roots;
}

/** The first line of a statement, shortened for an outline. */
function sourceLine(text: string, span: Span): string {
  const line = text.slice(span.start, span.end).split('\n')[0].trim();
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
}

export interface WorkspaceSymbol {
  name: string;
  detail: string;
  span: Span;
}

/** Routes whose URI pattern, target or name contains the query (case-insensitive). */
export function workspaceSymbols(snapshot: Snapshot, query: string, limit = 500): WorkspaceSymbol[] {
  const needle = query.toLowerCase().replace(/^\/+/, '');
  const found: WorkspaceSymbol[] = [];
  for (const route of snapshot.routes()) {
    if (needle && !route.from.toLowerCase().includes(needle) && !(route.name ?? '').toLowerCase().includes(needle) && !route.to.toLowerCase().includes(needle))
      continue;
    found.push({
      name: `${route.verb} ${route.from === '' ? '/' : route.from}`,
      detail: route.to === '' ? emptyTargetText(snapshot, route.verb, route.from) : `→ ${route.to}${route.name ? ` (${route.name})` : ''}`,
      span: route.span,
    });
    if (found.length >= limit) break;
  }
  // CodeIgniter 4 apps: their rows, as the route view lists them.
  for (const row of snapshot.ci4Apps.flatMap(ci4RouteRows)) {
    if (found.length >= limit) break;
    if (needle && !row.from.toLowerCase().includes(needle) && !(row.name ?? '').toLowerCase().includes(needle) && !row.to.toLowerCase().includes(needle))
      continue;
    found.push({ name: `${row.verb} ${row.from}`, detail: `→ ${row.to}${row.name ? ` (${row.name})` : ''}`, span: row.span });
  }
  return found;
}

/** `1 route`, `2 routes`. */
function routesText(count: number): string {
  return `${count} route${count === 1 ? '' : 's'}`;
}
