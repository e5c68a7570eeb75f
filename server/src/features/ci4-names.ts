// Route names in a CodeIgniter 4 app's route files: where each is given (the `'as' => 'name'` of a route call) and
// where a route file uses one (`addRedirect('from', 'name')`), for definition, references, rename and completion.

import type { Span } from '../base/text';
import type { Ci4Analysis } from '../analysis/ci4/ci4-table';

export interface Ci4NameSite {
  name: string;
  /** The string literal, quotes included. */
  span: Span;
}

/** The string literal of an `as` option with this name inside a call's text, or of a redirect's target. */
function literalIn(text: string, span: Span, pattern: RegExp, name: string): Span | undefined {
  for (const m of text.slice(span.start, span.end).matchAll(pattern)) {
    const literal = m[m.length - 1];
    if (literal.slice(1, -1) !== name) continue;
    const at = span.start + m.index! + m[0].length - literal.length;
    return { file: span.file, start: at, end: at + literal.length };
  }
  return undefined;
}

const AS_OPTION = /(['"])as\1\s*=>\s*('[^'\\\n]*'|"[^"\\\n$]*")/g;
const REDIRECT_TARGET = /->\s*addRedirect\s*\(\s*(?:'[^'\n]*'|"[^"\n]*")\s*,\s*('[^'\\\n]*'|"[^"\\\n$]*")/g;

/** Where the app's route names are given and used, each place once. */
export function ci4NameSites(app: Ci4Analysis): { definitions: Ci4NameSite[]; uses: Ci4NameSite[] } {
  const definitions = new Map<string, Ci4NameSite>();
  const uses = new Map<string, Ci4NameSite>();
  const text = (file: string) => app.lines.get(file)?.text ?? '';
  const add = (into: Map<string, Ci4NameSite>, name: string, span: Span | undefined) => {
    if (span) into.set(`${span.file}:${span.start}`, { name, span });
  };
  const { collection } = app;
  const routes = [...collection.all(), ...collection.hostRoutes];
  for (const route of routes) {
    if (route.name === route.key) continue;
    add(definitions, route.name, literalIn(text(route.site.span.file), route.site.span, AS_OPTION, route.name));
  }
  for (const ignored of collection.ignored)
    if (ignored.name !== ignored.key) add(definitions, ignored.name, literalIn(text(ignored.site.span.file), ignored.site.span, AS_OPTION, ignored.name));
  for (const route of collection.inTable('*')) {
    if (route.handler.kind !== 'named-redirect') continue;
    const target = collection.routes.get('*')!.get(route.handler.key) ?? collection.routes.get('GET')!.get(route.handler.key);
    if (target) add(uses, target.name, literalIn(text(route.site.span.file), route.site.span, REDIRECT_TARGET, target.name));
  }
  return { definitions: [...definitions.values()], uses: [...uses.values()] };
}

/** The name whose definition or use is at `offset`. */
export function ci4NameAt(app: Ci4Analysis, file: string, offset: number): Ci4NameSite | undefined {
  const { definitions, uses } = ci4NameSites(app);
  return [...definitions, ...uses].find((s) => s.span.file === file && offset >= s.span.start && offset <= s.span.end);
}

/** Inside the second argument of `$routes->addRedirect('from', '…')`: where the name being typed goes. */
export function ci4NameCompletionSpan(text: string, file: string, offset: number): Span | undefined {
  const line = text.slice(text.lastIndexOf('\n', offset - 1) + 1, offset);
  const m = /->\s*addRedirect\s*\(\s*(?:'[^'\n]*'|"[^"\n]*")\s*,\s*(['"])([^'"\n]*)$/.exec(line);
  if (!m) return undefined;
  const closing = text.indexOf(m[1], offset);
  const end = closing >= 0 && !text.slice(offset, closing).includes('\n') ? closing : offset;
  return { file, start: offset - m[2].length, end };
}

/** The names the app's routes have (an unnamed route's name is its key), each once, in table order. */
export function ci4RouteNames(app: Ci4Analysis): { name: string; key: string }[] {
  const seen = new Map<string, string>();
  for (const route of app.collection.all()) if (!route.handlerless && !seen.has(route.name)) seen.set(route.name, route.key);
  return [...seen].map(([name, key]) => ({ name, key }));
}
