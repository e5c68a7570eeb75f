// Markdown pieces shared by hovers: compact route rows that fit a hover without horizontal scrolling.

import type { AnalyzedRoute } from '../analysis/analyze';
import { topLevelGroups } from './sample-url';

const MAX_ROWS = 60;

/** Text for a table cell: code, with pipes escaped so that regular expressions do not split the row. */
export function cell(text: string): string {
  if (text === '') return '';
  return '`' + text.replace(/\|/g, '\\|').replace(/`/g, "'") + '`';
}

const BUILT_IN: Record<string, string> = { '(:num)': 'num', '(:any)': 'any' };
const BUILT_IN_MEANING: Record<string, string> = { num: 'digits', any: 'one path segment (no /)' };

/**
 * Names for the capture groups of a table's patterns: `(:num)` is `{num}`, `(:any)` is `{any}`, a regular expression
 * is `{id}` when it is the only one, else `{a}`, `{b}`, … Each is explained once under the table.
 */
function placeholders(routes: readonly AnalyzedRoute[]): Map<string, string> {
  const groups: string[] = [];
  for (const route of routes) for (const group of topLevelGroups(route.from)) if (!groups.includes(group.text)) groups.push(group.text);
  const custom = groups.filter((g) => !(g in BUILT_IN));
  const names = new Map<string, string>();
  for (const group of groups) {
    const i = custom.indexOf(group);
    names.set(group, BUILT_IN[group] ?? (custom.length === 1 ? 'id' : i < 26 ? String.fromCharCode(97 + i) : `p${i + 1}`));
  }
  return names;
}

/** The pattern with each capture group replaced by its `{name}`. */
function compactFrom(from: string, names: ReadonlyMap<string, string>): string {
  let out = '';
  let at = 0;
  for (const group of topLevelGroups(from)) {
    out += from.slice(at, group.start) + `{${names.get(group.text)}}`;
    at = group.end;
  }
  return out + from.slice(at);
}

/**
 * Route rows for a hover: `Verb | URI → Target` (a Name column only when a route has a name), captures shown as
 * `{name}` and each pattern explained once under the table, so no cell needs horizontal scrolling.
 */
export function routeTable(routes: readonly AnalyzedRoute[], emptyTarget: (route: AnalyzedRoute) => string = () => "'' (blocked)"): string {
  const shown = routes.slice(0, MAX_ROWS);
  const names = placeholders(shown);
  const named = shown.some((r) => r.name);
  const lines = [named ? '| Verb | URI → target | Name |' : '| Verb | URI → target |', named ? '|---|---|---|' : '|---|---|'];
  for (const route of shown) {
    const verb = route.replaced ? `~~${route.verb}~~` : route.verb;
    const from = cell(route.from === '' ? '/' : compactFrom(route.from, names));
    const target = route.to === '' ? `*${cell(emptyTarget(route)).replace(/^`|`$/g, '')}*` : cell(route.to);
    lines.push(`| ${verb} | ${from} → ${target} |${named ? ` ${route.name ? cell(route.name) : ''} |` : ''}`);
  }
  if (routes.length > MAX_ROWS) lines.push(`| … | ${routes.length - MAX_ROWS} more (the route view lists them all) |${named ? ' |' : ''}`);
  const legend = [...names].map(([group, name]) => `\`{${name}}\` ${BUILT_IN[group] ? `is ${cell(group)}, ${BUILT_IN_MEANING[name]}` : `is ${cell(group)}`}`);
  if (legend.length) lines.push('', legend.join(' · '));
  // Routes behind an undecided condition exist only when it holds (docs/decisions.md#conditions-and-data): said once per condition.
  const conditions = [...new Set(shown.map((r) => r.condition).filter((c): c is string => c !== null))];
  for (const condition of conditions)
    lines.push(
      '',
      `*Conditional:* only ${conditions.length === 1 && routes.every((r) => r.condition === condition) ? 'these routes exist' : 'some of these routes exist'} \`if ${condition.replace(/`/g, "'")}\` (the condition is not known statically; \`--define\` or the routelens.defines setting decides it).`,
    );
  return lines.join('\n');
}
