// Markdown pieces shared by hovers: route tables with example requests.

import type { AnalyzedRoute } from '../analysis/analyze';
import { sampleRequest } from './sample-url';

const MAX_ROWS = 60;

/** Text for a table cell: code, with pipes escaped so that regular expressions do not split the row. */
export function cell(text: string): string {
  if (text === '') return '';
  return '`' + text.replace(/\|/g, '\\|').replace(/`/g, "'") + '`';
}

/** A markdown table of routes: verb, URI pattern, target, name, and an example request. */
export function routeTable(routes: readonly AnalyzedRoute[]): string {
  const lines = ['| Verb | URI pattern | Target | Name | Example |', '|---|---|---|---|---|'];
  for (const route of routes.slice(0, MAX_ROWS)) {
    const sample = route.to === '' ? null : sampleRequest(route.from, route.to);
    const example = route.to === '' ? 'blocked' : sample ? `${cell(sample.url)} → ${cell(sample.target)}` : '';
    const target = route.to === '' ? '*(blocked)*' : cell(route.to);
    const verb = route.replaced ? `~~${route.verb}~~` : route.verb;
    lines.push(`| ${verb} | ${cell(route.from === '' ? '/' : route.from)} | ${target} | ${route.name ? cell(route.name) : ''} | ${example} |`);
  }
  if (routes.length > MAX_ROWS) lines.push(`| … | ${routes.length - MAX_ROWS} more | | | |`);
  // Routes behind an undecided condition exist only when it holds (decisions §7): said once per condition.
  const conditions = [...new Set(routes.slice(0, MAX_ROWS).map((r) => r.condition).filter((c): c is string => c !== null))];
  for (const condition of conditions) lines.push('', `*Conditional:* only ${conditions.length === 1 && routes.every((r) => r.condition === condition) ? 'these routes exist' : 'some of these routes exist'} \`if ${condition.replace(/`/g, "'")}\` (the condition is not known statically; \`--define\` or the routelens.defines setting decides it).`);
  return lines.join('\n');
}
