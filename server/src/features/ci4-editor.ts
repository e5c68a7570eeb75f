// The editor on a CodeIgniter 4 app's route files: the hover of a `$routes->…` call (the routes it makes, a group's
// included, with those first-definition-wins drops), inlay hints with the stored key where the file does not spell
// it, the outline (groups holding their routes), and the app's rows for the route view.

import type { Span } from '../base/text';
import type { Ci4Analysis } from '../analysis/ci4/ci4-table';
import type { Ci4Route } from '../analysis/ci4/route-collection';
import { CI4_VERBS, asList, handlerString, scalarText } from '../analysis/ci4/route-collection';
import type { HoverResult, InlayHintResult, RouteRow, SymbolNode } from './feature-results';
import { cell } from './markdown';
import { relativeTo } from '../base/text';

const within = (inner: Span, outer: Span) => inner.file === outer.file && inner.start >= outer.start && inner.end <= outer.end;
const filters = (route: Ci4Route) => asList(route.options.get('filter')).map(scalarText).join(' ');
const verbOf = (route: Ci4Route) => (route.verb === '*' ? 'ANY' : route.verb);

/** Every route the app's calls made, kept or not, in the order they were made. */
function madeRoutes(app: Ci4Analysis): Made[] {
  const { collection } = app;
  const made: Made[] = [];
  for (const route of collection.all()) if (!route.handlerless) made.push({ route });
  for (const route of collection.hostRoutes) made.push({ route });
  for (const ignored of collection.ignored)
    made.push({
      route: { ...ignored.winner, verb: ignored.verb, key: ignored.key, name: ignored.name, site: ignored.site, handler: { kind: 'unknown', text: '' } },
      ignored: `${relativeTo(app.app.root, ignored.winner.site.span.file)}:${ignored.winner.site.line}`,
    });
  return made.sort((a, b) => a.route.site.span.start - b.route.site.span.start);
}

type Made = { route: Ci4Route; ignored?: string };

/** The routes a file's calls made, by where the call that made each starts. */
function byCallStart(made: readonly Made[]): Map<number, Made[]> {
  const calls = new Map<number, Made[]>();
  for (const m of made) {
    const list = calls.get(m.route.site.span.start);
    if (list) list.push(m);
    else calls.set(m.route.site.span.start, [m]);
  }
  return calls;
}

/** How many of a file's routes, sorted by where their calls start, were made by calls inside `span`. */
function countWithin(made: readonly Made[], span: Span): number {
  let count = 0;
  for (let i = lowerBound(made, span.start); i < made.length && made[i].route.site.span.start <= span.end; i++)
    if (within(made[i].route.site.span, span)) count++;
  return count;
}

function lowerBound(made: readonly Made[], start: number): number {
  let low = 0;
  let high = made.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (made[mid].route.site.span.start < start) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The innermost `$routes->…` call at `offset`. */
function callAt(app: Ci4Analysis, file: string, offset: number): { method: string; span: Span } | undefined {
  let best: { method: string; span: Span } | undefined;
  for (const call of app.collection.calls) {
    const { span } = call;
    if (span.file !== file || offset < span.start || offset > span.end) continue;
    if (!best || span.end - span.start < best.span.end - best.span.start) best = call;
  }
  return best;
}

export function ci4Hover(app: Ci4Analysis, file: string, offset: number): HoverResult | null {
  const call = callAt(app, file, offset);
  if (!call) return null;
  const routes = madeRoutes(app).filter((m) => within(m.route.site.span, call.span));
  const title = `**$routes->${call.method}()**`;
  if (routes.length === 0) return { markdown: `${title} makes no routes.`, span: call.span, samples: false };
  const lines = [`${title} makes ${routes.length === 1 ? 'this route' : `${routes.length} routes`}:`, '', '| Verb | Route → handler | Name |', '|---|---|---|'];
  for (const { route, ignored } of routes.slice(0, 60)) {
    const verb = ignored ? `~~${verbOf(route)}~~` : verbOf(route);
    const handler = ignored ? `*ignored: the first is at ${ignored}*` : cell(handlerString(route.handler));
    const extra = [filters(route) ? `filters ${cell(filters(route))}` : '', route.site.condition ? `if ${cell(route.site.condition)}` : '']
      .filter(Boolean)
      .join(', ');
    lines.push(`| ${verb} | ${cell(route.key)} → ${handler}${extra ? ` (${extra})` : ''} | ${route.name === route.key ? '' : cell(route.name)} |`);
  }
  if (routes.length > 60) lines.push(`| … | ${routes.length - 60} more (the route view lists them all) | |`);
  return { markdown: lines.join('\n'), span: call.span, samples: false };
}

/** After the first argument of a route call: the key CodeIgniter stores, where the file does not spell it so. */
export function ci4InlayHints(app: Ci4Analysis, file: string, text: string, start: number, end: number): InlayHintResult[] {
  const hints: InlayHintResult[] = [];
  const made = byCallStart(madeRoutes(app).filter((m) => m.route.site.span.file === file));
  for (const call of app.collection.calls) {
    if (call.span.file !== file || call.span.end < start || call.span.start > end || call.method === 'group') continue;
    const first = /->\s*\w+\s*\(\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")/.exec(text.slice(call.span.start, call.span.end));
    if (!first) continue;
    const argEnd = call.span.start + first.index + first[0].length;
    const written = first[1].slice(1, -1).replace(/\\(['"\\])/g, '$1');
    const keys = [...new Set((made.get(call.span.start) ?? []).map((m) => m.route.key))];
    if (keys.length === 0 || (keys.length === 1 && keys[0] === written.replace(/^\/+|\/+$/g, '')) || (keys.length === 1 && keys[0] === '/' && written === '/'))
      continue;
    if (argEnd < start || argEnd > end) continue;
    hints.push({ file, offset: argEnd, label: `→ ${keys.slice(0, 4).join(', ')}${keys.length > 4 ? `, … (${keys.length})` : ''}` });
  }
  return hints;
}

/** The outline: groups holding their calls' routes, each route call a symbol with its stored key and handler. */
export function ci4Symbols(app: Ci4Analysis, file: string): SymbolNode[] {
  const made = madeRoutes(app).filter((m) => m.route.site.span.file === file);
  const byCall = byCallStart(made);
  const roots: SymbolNode[] = [];
  const stack: { span: Span; node: SymbolNode }[] = [];
  const seen = new Set<string>();
  for (const call of [...app.collection.calls].filter((c) => c.span.file === file).sort((a, b) => a.span.start - b.span.start)) {
    const id = `${call.span.start}:${call.span.end}`;
    if (seen.has(id)) continue;
    seen.add(id);
    while (stack.length && stack[stack.length - 1].span.end < call.span.end) stack.pop();
    const own = byCall.get(call.span.start) ?? [];
    let node: SymbolNode;
    if (call.method === 'group' || call.method === 'environment') {
      const count = countWithin(made, call.span);
      node = {
        name: `${call.method} ${groupName(app, call.span)}`.trim(),
        detail: `${count} route${count === 1 ? '' : 's'}`,
        kind: 'group',
        span: call.span,
        selection: call.span,
        children: [],
      };
    } else if (own.length === 0) continue;
    else {
      const first = own[0].route;
      node = {
        name: `${verbOf(first)} ${first.key}`,
        detail:
          own.length > 1
            ? `${own.length} routes`
            : `→ ${handlerString(first.handler)}${first.name !== first.key ? `  (${first.name})` : ''}${own[0].ignored ? ' (ignored)' : ''}`,
        kind: 'route',
        span: call.span,
        selection: call.span,
        children: [],
      };
    }
    (stack.length ? stack[stack.length - 1].node.children : roots).push(node);
    if (call.method === 'group' || call.method === 'environment') stack.push({ span: call.span, node });
  }
  return roots;
}

/** A group's first argument as written (`'admin'`). */
function groupName(app: Ci4Analysis, span: Span): string {
  const text = app.lines.get(span.file)?.text.slice(span.start, span.end) ?? '';
  return /->\s*\w+\s*\(\s*('[^']*'|"[^"]*")/.exec(text)?.[1] ?? '';
}

/** The app's rows for the route view: one table (the app's Routes.php), each verb's list in the router's order. */
export function ci4RouteRows(app: Ci4Analysis): RouteRow[] {
  const { collection } = app;
  const table = app.app.files[0]?.file ?? `${app.app.root}/app/Config/Routes.php`;
  const rows: RouteRow[] = [];
  const shadowed = new Map<string, string[]>();
  for (const d of app.diagnostics)
    if (d.code === 'unreachable-route' && Array.isArray(d.data?.shadowedBy)) shadowed.set(`${d.span.file}:${d.span.start}`, d.data.shadowedBy as string[]);
  const row = (route: Ci4Route, verb: string, order: number): RouteRow => ({
    verb,
    from: route.key,
    to: handlerString(route.handler),
    name: route.name === route.key ? null : route.name,
    call: route.verb === '*' ? 'add' : route.verb.toLowerCase(),
    replaced: false,
    condition: route.site.condition ?? null,
    order,
    unreachable: shadowed.get(`${route.site.span.file}:${route.site.span.start}`) ?? null,
    span: route.site.span,
    table,
  });
  // Each verb's own routes at their place in its list; add() routes once (ANY), at their place in the first list of
  // GET, POST, … that has them (a verb route of the same key hides one from its own verb's list only).
  const lists = new Map(CI4_VERBS.map((verb) => [verb, collection.getRoutes(verb)]));
  const starAt = (route: Ci4Route) => `${route.key}\0${route.site.span.file}\0${route.site.span.start}`;
  const firstPlace = new Map<string, number>();
  for (const verb of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'CLI'] as const)
    lists.get(verb)!.forEach((route, i) => {
      if (route.verb === '*' && !firstPlace.has(starAt(route))) firstPlace.set(starAt(route), i + 1);
    });
  for (const [verb, list] of lists)
    list.forEach((route, i) => {
      if (route.verb === verb) rows.push(row(route, verb, i + 1));
    });
  for (const route of collection.inTable('*')) if (!route.handlerless) rows.push(row(route, 'ANY', firstPlace.get(starAt(route)) ?? 0));
  for (const route of collection.hostRoutes) rows.push(row(route, verbOf(route), 0));
  return rows;
}
