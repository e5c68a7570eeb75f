// Code lenses over resources, context and prefix calls: how many routes each one makes.

import type { Snapshot } from '../db/snapshot';
import type { Span } from '../base/text';

export interface LensResult {
  span: Span;
  title: string;
}

const LENSED = new Set(['resources', 'context', 'prefix']);

export function codeLenses(snapshot: Snapshot, file: string): LensResult[] {
  const parsed = snapshot.parsed(file);
  if (!parsed) return [];
  return parsed.routeCalls
    .filter((c) => LENSED.has(c.method))
    .map((call) => {
      const routes = snapshot.routesOfCall(file, call.start);
      const count = routes.length;
      const conditional = routes.filter((r) => r.condition !== null).length;
      return {
        span: { file, start: call.start, end: call.end },
        title: `${count} route${count === 1 ? '' : 's'}${conditional ? ` (${conditional} conditional)` : ''}`,
      };
    });
}
