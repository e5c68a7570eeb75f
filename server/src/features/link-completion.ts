// Completion inside a link helper's first argument: the paths the app answers (`site_url('…')`, `anchor('…')`,
// `form_open('…')` with the paths a POST reaches), and in a CodeIgniter 4 app the route names and the
// `Controller::method` handlers that `route_to('…')`, `url_to('…')` and the redirects take.

import type { Span } from '../base/text';
import type { Snapshot } from '../db/snapshot';
import type { CompletionEntry } from './feature-results';
import { linkApps } from './link-apps';
import { knownPaths } from './link-targets';
import { ci4RouteNames } from './ci4-names';
import type { LinkApp } from './link-apps';

const PATH_CALL = /\b(site_url|base_url|anchor|anchor_popup|redirect|form_open|form_open_multipart)\s*\(\s*(['"])([^'"\n]*)$/i;
const NAME_CALL = /(?:\b(url_to|route_to|redirect)\s*\(|->\s*route\s*\()\s*(['"])([^'"\n]*)$/i;
const TO_CALL = /->\s*to\s*\(\s*(['"])([^'"\n]*)$/i;

/** The string being typed as a link helper's first argument: what it takes, and the span of its contents. */
function argumentAt(text: string, file: string, offset: number, app: LinkApp): { takes: 'path' | 'post' | 'name'; span: Span } | undefined {
  const line = text.slice(text.lastIndexOf('\n', offset - 1) + 1, offset);
  const span = (quote: string, typed: string): Span => {
    const closing = text.indexOf(quote, offset);
    const end = closing >= 0 && !text.slice(offset, closing).includes('\n') ? closing : offset;
    return { file, start: offset - typed.length, end };
  };
  const name = NAME_CALL.exec(line);
  // CodeIgniter 3's redirect() takes a path; CodeIgniter 4's a route name.
  if (name && app.ci4 && !(name[1]?.toLowerCase() === 'redirect' && !app.ci4)) return { takes: 'name', span: span(name[2], name[3]) };
  const path = PATH_CALL.exec(line);
  if (path && !(app.ci4 && path[1].toLowerCase() === 'redirect'))
    return { takes: path[1].toLowerCase().startsWith('form_open') ? 'post' : 'path', span: span(path[2], path[3]) };
  const to = app.ci4 ? TO_CALL.exec(line) : null;
  return to ? { takes: 'path', span: span(to[1], to[2]) } : undefined;
}

/** The default namespace's handlers as reverseRoute() finds them by their start: `Blog::show`. */
function handlers(app: LinkApp): string[] {
  const namespace = `${app.ci4!.collection.settings.defaultNamespace.replace(/^\\+|\\+$/g, '')}\\`;
  const found = new Set<string>();
  for (const route of app.ci4!.collection.all()) {
    if (route.handler.kind !== 'string') continue;
    const handler = route.handler.text.replace(/^\\+/, '').replace(/\/.*$/, '');
    found.add(handler.startsWith(namespace) ? handler.slice(namespace.length) : `\\${handler}`);
  }
  return [...found].sort();
}

export function linkCompletion(snapshot: Snapshot, file: string, offset: number): CompletionEntry[] | undefined {
  if (!snapshot.hasLinks(file)) return undefined;
  const app = linkApps(snapshot).appOf(file);
  const text = snapshot.text(file);
  if (!app || text === undefined) return undefined;
  const at = argumentAt(text, file, offset, app);
  if (!at) return undefined;
  if (at.takes === 'name') {
    const names = ci4RouteNames(app.ci4!).map(({ name, key }) => ({
      label: name,
      kind: 'name' as const,
      detail: key === name ? 'route (named by its key)' : `route ${key}`,
      span: at.span,
      insertText: name,
    }));
    const byHandler = handlers(app).map((h) => ({ label: h, kind: 'name' as const, detail: 'handler (reverse-routed)', span: at.span, insertText: h }));
    return [...names, ...byHandler];
  }
  return knownPaths(snapshot, app, at.takes === 'post' ? 'POST' : 'GET').map((p) => ({
    label: p,
    kind: 'path' as const,
    detail: at.takes === 'post' ? 'a path a POST reaches' : 'a path the app answers',
    span: at.span,
    insertText: p,
  }));
}
