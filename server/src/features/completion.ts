// Completion: route names inside named('…') and url('…'), the option keys of each Route method inside its options
// object, and what a link helper's argument takes (link-completion.ts).

import type { Snapshot } from '../db/snapshot';
import type { Ci4Analysis } from '../analysis/ci4/ci4-table';
import { ci4NameCompletionSpan, ci4RouteNames } from './ci4-names';
import { linkCompletion } from './link-completion';
import type { CompletionEntry } from './feature-results';
export type { CompletionEntry } from './feature-results';

const VERB_OPTIONS = { as: 'Name under which the route is saved, for Route.named().' };
const OPTIONS: Record<string, { index: number[]; keys: Record<string, string> }> = {
  any: { index: [2], keys: VERB_OPTIONS },
  get: { index: [2], keys: VERB_OPTIONS },
  post: { index: [2], keys: VERB_OPTIONS },
  put: { index: [2], keys: VERB_OPTIONS },
  delete: { index: [2], keys: VERB_OPTIONS },
  head: { index: [2], keys: VERB_OPTIONS },
  patch: { index: [2], keys: VERB_OPTIONS },
  options: { index: [2], keys: VERB_OPTIONS },
  resources: {
    index: [1],
    keys: {
      controller: 'Controller used in the target of every route (default: the name).',
      module: 'Module put in front of the controller in every target.',
      constraint: 'Pattern of the {id} segment (default: ([a-zA-Z0-9\\-_]+)); e.g. (:num).',
      offset: 'Added to every $n in the targets, for segments in front that other rules remove.',
      deleteAction: "Action of the DELETE route (default: delete; the usage guide's name is destroy).",
    },
  },
  context: {
    index: [1, 2],
    keys: {
      home: 'Controller for the bare context URL; {default_controller} stands for the default controller.',
      offset: 'Added to every $n in the targets.',
    },
  },
};

/** Where `offset` is inside an object literal starting at `start`: at depth 1, and before or after a colon. */
function objectPosition(text: string, start: number, offset: number): { depth: number; inValue: boolean } {
  let depth = 0;
  let inValue = false;
  for (let i = start; i < offset && i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'" || c === '`') {
      const close = text.indexOf(c, i + 1);
      if (close < 0 || close >= offset) return { depth, inValue: true };
      i = close;
    } else if (c === '{' || c === '[' || c === '(') depth++;
    else if (c === '}' || c === ']' || c === ')') depth--;
    else if (depth === 1 && c === ':') inValue = true;
    else if (depth === 1 && c === ',') inValue = false;
  }
  return { depth, inValue };
}

export function completion(snapshot: Snapshot, file: string, offset: number): CompletionEntry[] {
  const link = linkCompletion(snapshot, file, offset);
  if (link) return link;
  const ci4 = snapshot.ci4AppOf(file);
  if (ci4) return ci4Completion(ci4, snapshot.text(file) ?? '', file, offset);
  const call = snapshot.callAt(file, offset);
  const parsed = snapshot.parsed(file);
  if (!call || !parsed) return [];
  const text = parsed.text;
  const index = call.args.findIndex((a) => offset >= a.start && offset <= a.end);
  if (index < 0) return [];
  const arg = call.args[index];
  if ((call.method === 'named' || call.method === 'url') && index === 0 && /^['"`]/.test(text[arg.start])) {
    const quote = text[arg.start];
    const closing = text[arg.end - 1] === quote && arg.end - 1 > arg.start ? arg.end - 1 : arg.end;
    if (offset <= arg.start || offset > closing) return [];
    const span = { file, start: arg.start + 1, end: closing };
    // Names of the file's own route table first, then those only other entry points define.
    const names = new Map(snapshot.named(file));
    for (const [name, from] of snapshot.named()) if (!names.has(name)) names.set(name, from);
    return [...names].map(([name, from]) => {
      const route = snapshot.routeNamed(name, file) ?? snapshot.routeNamed(name);
      return {
        label: name,
        kind: 'name' as const,
        detail: route ? `[${route.verb}] ${from} → ${route.to === '' ? "''" : route.to}` : from,
        span,
        insertText: name,
      };
    });
  }
  const options = OPTIONS[call.method];
  if (!options || !options.index.includes(index) || text[arg.start] !== '{') return [];
  const position = objectPosition(text, arg.start, offset);
  if (position.depth !== 1 || position.inValue) return [];
  const written = text.slice(arg.start, arg.end);
  return Object.entries(options.keys)
    .filter(([key]) => !new RegExp(`[{,\\s]['"]?${key}['"]?\\s*:`).test(written))
    .map(([key, documentation]) => ({ label: key, kind: 'option' as const, detail: `${call.method}() option`, documentation }));
}

/** CodeIgniter 4: the app's route names inside `$routes->addRedirect('from', '…')` (a name redirects to its route). */
function ci4Completion(app: Ci4Analysis, text: string, file: string, offset: number): CompletionEntry[] {
  const span = ci4NameCompletionSpan(text, file, offset);
  if (!span) return [];
  return ci4RouteNames(app).map(({ name, key }) => ({
    label: name,
    kind: 'name' as const,
    detail: key === name ? 'route (named by its key)' : `route ${key}`,
    span,
    insertText: name,
  }));
}
