// Whether a PHP expression has an effect when it runs: what is not evaluated on a guess (one side of an undecided
// `&&`, an arm of a `match` not known) when it has none.

import type { PhpNode } from './php-parse';

/** What a PHP expression may change when it runs (a call, an assignment, `++`, `include`, …): then it is not evaluated on a guess. */
const EFFECTS = new Set([
  'call',
  'new',
  'assign',
  'assignref',
  'post',
  'pre',
  'include',
  'eval',
  'exit',
  'print',
  'echo',
  'throw',
  'staticcall',
  'methodcall',
  'nullsafemethodcall',
  'closure',
  'arrowfunc',
  'yield',
  'yieldfrom',
  'clone',
  'list',
  'unset',
  'global',
  'static',
]);

/** Whether an expression has no effect when it runs (see EFFECTS); a part that is not a node has none. */
export function withoutEffects(node: PhpNode | null | undefined): boolean {
  if (!node || typeof node !== 'object') return true;
  if (EFFECTS.has(String(node.kind))) return false;
  for (const key in node) {
    if (key === 'loc' || key === 'kind') continue;
    const child = (node as Record<string, unknown>)[key];
    if (Array.isArray(child)) {
      for (const item of child) if (item && typeof item === 'object' && !withoutEffects(item as PhpNode)) return false;
    } else if (child && typeof child === 'object' && 'kind' in child && !withoutEffects(child as PhpNode)) return false;
  }
  return true;
}
