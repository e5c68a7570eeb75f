// The links that reach a place: a controller method (by its declaration's line) or a route (by its call), for
// references and the lens over each method; and the links that use a CodeIgniter 4 route name, for references and
// rename of the name.

import type { Span } from '../base/text';
import type { Snapshot } from '../db/snapshot';
import type { ResolvedLink } from './link-answers';
import { allLinks, linkAt } from './links';
import { linkApps } from './link-apps';
import type { ReachLens } from './exposure-editor';

interface LinkIndex {
  /** Links by the file of the method they run, then by the method's line. */
  byMethod: Map<string, Map<number, ResolvedLink[]>>;
  /** Links by the file of the route that wins for them. */
  byRoute: Map<string, ResolvedLink[]>;
}

const indexes = new WeakMap<Snapshot, LinkIndex>();

function indexOf(snapshot: Snapshot): LinkIndex {
  let index = indexes.get(snapshot);
  if (index) return index;
  index = { byMethod: new Map(), byRoute: new Map() };
  for (const link of allLinks(snapshot)) {
    if (link.status !== 'reaches') continue;
    const method = link.runs?.span;
    if (method) {
      let lines = index.byMethod.get(method.file);
      if (!lines) index.byMethod.set(method.file, (lines = new Map()));
      const line = snapshot.lineOf(method.file, method.start);
      lines.set(line, [...(lines.get(line) ?? []), link]);
    }
    const route = link.route?.span;
    if (route) index.byRoute.set(route.file, [...(index.byRoute.get(route.file) ?? []), link]);
  }
  indexes.set(snapshot, index);
  return index;
}

/** The links that reach the method declared on the line of `offset`, or the route whose call contains it. */
export function linksReaching(snapshot: Snapshot, file: string, offset: number): ResolvedLink[] {
  const index = indexOf(snapshot);
  const onMethod = index.byMethod.get(file)?.get(snapshot.lineOf(file, offset));
  if (onMethod) return onMethod;
  return (index.byRoute.get(file) ?? []).filter((l) => l.route!.span!.start <= offset && offset <= l.route!.span!.end);
}

/** A lens over each controller method links reach: how many, and where each is written. */
export function linkLenses(snapshot: Snapshot, file: string): ReachLens[] {
  const lines = indexOf(snapshot).byMethod.get(file);
  if (!lines) return [];
  const root = (link: ResolvedLink) => linkApps(snapshot).appOf(link.file)?.root ?? '';
  return [...lines].map(([, links]) => {
    const span = links[0].runs!.span!;
    return {
      span,
      title: `${links.length} link${links.length === 1 ? '' : 's'}`,
      reaches: links.map((l) => ({
        label: `${l.call}() ${l.verb ?? ''} ${l.path} — ${relative(root(l), l.file)}:${snapshot.lineOf(l.file, l.target.start)}`.replace(/ {2}/g, ' '),
        span: l.target,
      })),
    };
  });
}

function relative(root: string, file: string): string {
  return root && file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file;
}

/** The route name a link at `offset` names (CodeIgniter 4), with its argument. */
export function linkNameAt(snapshot: Snapshot, file: string, offset: number): { name: string; span: Span } | undefined {
  const link = snapshot.hasLinks(file) ? linkAt(snapshot, file, offset) : undefined;
  if (!link || link.name === undefined || offset < link.target.start || offset > link.target.end) return undefined;
  return { name: link.name, span: link.target };
}

/** The arguments of the links that use a CodeIgniter 4 route name, in the app `root`. */
export function linkNameUses(snapshot: Snapshot, root: string, name: string): Span[] {
  return allLinks(snapshot)
    .filter((l) => l.name === name && l.file.startsWith(`${root}/`))
    .map((l) => l.target);
}
