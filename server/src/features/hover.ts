// Hover: the routes a Route call generates, after prefixes and nesting; for named(), the route it names.

import { linkHover } from './link-editor';
import type { HoverResult } from './feature-results';
export type { HoverResult } from './feature-results';
import type { Snapshot } from '../db/snapshot';
import type { Span } from '../base/text';
import { cell, routeTable } from './markdown';
import { contextMarkdown, targetAt, targetMarkdown } from './targets';
import { sampleRequest } from './sample-url';
import { routeWriteHover } from './route-writes';
import { emptyTargetText } from './empty-target';
import { ci4Hover } from './ci4-editor';

/** Sample requests for the routes of the call at `offset`: an example path each route matches, and where it goes. */
export function sampleRequests(snapshot: Snapshot, file: string, offset: number): { verb: string; url: string; target: string; from: string }[] {
  const call = snapshot.callAt(file, offset);
  if (!call) return [];
  const routes = call.method === 'named' ? [] : snapshot.routesOfCall(file, call.start);
  const samples = [];
  for (const route of routes) {
    const sample = route.to === '' ? null : sampleRequest(route.from, route.to, contextFills(snapshot, route));
    if (sample) samples.push({ verb: route.verb === 'ANY' ? 'GET' : route.verb, url: sample.url, target: sample.target, from: route.from });
  }
  return samples;
}

/**
 * A context route's target starts with the module (`$1/<controller>/…`): its sample uses a module that has that
 * controller, when the project's controller index knows one, rather than a number.
 */
function contextFills(snapshot: Snapshot, route: { call: string; to: string }): Map<number, string> | undefined {
  if (route.call !== 'context') return undefined;
  const [first, controller] = route.to.split('/');
  const group = /^\$(\d+)$/.exec(first ?? '');
  const module = group && controller ? snapshot.controllers?.moduleControllersNamed(controller)[0]?.module : undefined;
  return module ? new Map([[Number(group![1]) - 1, module]]) : undefined;
}

export function hover(snapshot: Snapshot, file: string, offset: number): HoverResult | null {
  if (snapshot.hasLinks(file)) {
    const link = linkHover(snapshot, file, offset);
    if (link) return link;
  }
  const ci4 = snapshot.ci4AppOf(file);
  if (ci4) return ci4Hover(ci4, file, offset);
  const call = snapshot.callAt(file, offset);
  if (!call) return writeHover(snapshot, file, offset);
  const span: Span = { file, start: call.start, end: call.end };
  if (call.method === 'named') return { markdown: namedHover(snapshot, file, call.start), span, samples: false };
  const routes = snapshot.routesOfCall(file, call.start);
  // As the file writes it: a static call in PHP.
  const title = `**Route${file.endsWith('.php') ? '::' : '.'}${call.method}()**`;
  if (routes.length === 0) {
    // The editor shows the diagnostics of the call in the same hover: they are pointed to, not repeated.
    const problems = snapshot.diagnosticsOf(file).filter((d) => d.span.start >= call.start && d.span.end <= call.end).length;
    const none = call.method === 'map' ? 'builds the route table from everything registered before it.' : 'generates no routes.';
    return {
      markdown: `${title} ${none}${problems ? ` (${problems === 1 ? 'the problem' : `the ${problems} problems`} reported on this call ${problems === 1 ? 'says' : 'say'} why)` : ''}`,
      span,
      samples: false,
    };
  }
  const count = `${routes.length} route${routes.length === 1 ? '' : 's'}`;
  const sections = [`${title} — ${count}\n\n${routeTable(routes, (r) => emptyTargetText(snapshot, r.verb, r.from))}`];
  const index = snapshot.controllers;
  if (index && index.size > 0) {
    const target = targetAt(snapshot, file, offset);
    if (target && target.target !== '') sections.unshift(targetMarkdown(index, target.target));
    if (call.method === 'context') sections.push(contextMarkdown(index, routes));
  }
  return { markdown: sections.filter(Boolean).join('\n\n'), span, samples: routes.some((r) => r.to !== '') };
}

/** A `$route[...]` line of a PHP routes file: what the final table makes of it, and where its target goes. */
function writeHover(snapshot: Snapshot, file: string, offset: number): HoverResult | null {
  const write = routeWriteHover(snapshot, file, offset);
  if (!write) return null;
  const index = snapshot.controllers;
  // A line has one target: where it goes is shown wherever the line is hovered.
  // A '' target is the line's own phrase in the table below (what runs for it), not a controller to look up.
  const target = index && index.size > 0 && write.target?.target !== '' ? write.target : undefined;
  const markdown = target && index ? `${targetMarkdown(index, target.target)}\n\n${write.markdown}` : write.markdown;
  return { markdown, span: write.span, samples: false };
}

function namedHover(snapshot: Snapshot, file: string, callStart: number): string {
  const use = snapshot.namedUses().find((u) => u.call.file === file && u.call.start === callStart);
  if (!use) return '**Route.named()** — the name could not be evaluated.';
  const route = snapshot.routeNamed(use.name, file);
  const definitions = snapshot.nameDefinitions(use.name, file);
  if (!route) return `**Route.named(${cell(use.name)})** returns \`null\`: no route has this name.`;
  const where = definitions.map((d) => `${d.span.file.split(/[\\/]/).pop()}:${snapshot.lineOf(d.span.file, d.span.start)}`);
  const result = use.result === null ? ' — but `null` here, because the route is defined later' : '';
  return `**Route.named(${cell(use.name)})** → ${cell(route.from)}${result}\n\n${routeTable([route], (r) => emptyTargetText(snapshot, r.verb, r.from))}\n\nDefined at ${where.join(', ') || 'an evaluated call'}.`;
}
