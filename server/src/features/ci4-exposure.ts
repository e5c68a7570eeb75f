// The exposure audit of a CodeIgniter 4 app (docs/codeigniter4.md, "What the app exposes"): every controller method a
// URL reaches and every way it is reached — the routes that run it, its automatic URLs (legacy or improved router),
// the 404 override — each with the filters that run for it, found by asking the one resolver (analysis/ci4/
// ci4-resolve.ts) about concrete requests, never by guessing. Controllers are read, never loaded.

import type { Span } from '../base/text';
import { folderPrefix } from '../base/text';
import type { DeclaredClass, DeclaredMethod } from '../base/classes';
import type { Ci4Analysis } from '../analysis/ci4/ci4-table';
import type { Ci4Resolution } from '../analysis/ci4/ci4-resolve';
import { matchCi4 } from '../analysis/ci4/ci4-match';
import { declaredName } from '../analysis/ci4/ci4-classes';
import { handlerString } from '../analysis/ci4/route-collection';
import type { Ci4Verb } from '../analysis/ci4/route-collection';
import { sampleUrl } from './sample-url';

/** The request methods a browser or client sends (CLI requests are not the web's). */
export const WEB_VERBS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;

export interface Ci4Reach {
  kind: 'route' | 'auto' | 'override';
  verbs: string[];
  /** A route's key, or an automatic URL (`/admin/users/edit[/…]`). */
  url: string;
  /** The request asked (a path the key matches). */
  sample: string;
  route?: { key: string; handler: string; span: Span; line: number };
  /** The filters that run for it before and after the method; null when not known. */
  filters: { before: string[]; after: string[] } | null;
}

export interface Ci4ExposedMethod {
  class: string;
  method: string;
  file: string;
  /** The method's name where it is declared. */
  span: Span;
  reachedBy: Ci4Reach[];
  /** Why the improved automatic router refuses the method's automatic URL, when it has one and nothing else reaches it there. */
  refused?: string;
}

export interface Ci4Exposure {
  router: string;
  methods: Ci4ExposedMethod[];
  /** False when the audit stopped at its request budget. */
  complete: boolean;
}

const AUDIT_REQUESTS = 50_000;
const cache = new WeakMap<Ci4Analysis, Ci4Exposure>();

/** The audit of an app (memoized per analysis). */
export function ci4ExposureOf(analysis: Ci4Analysis): Ci4Exposure {
  let known = cache.get(analysis);
  if (!known) cache.set(analysis, (known = audit(analysis)));
  return known;
}

interface Audit {
  analysis: Ci4Analysis;
  methods: Map<string, Ci4ExposedMethod>;
  budget: number;
}

const methodKey = (cls: string, method: string) => `${cls.toLowerCase()}::${method.toLowerCase()}`;

/** The audited method a request runs: the class's `_remap` when it has one, else the method by name. */
function methodRun(state: Audit, cls: string, method: string): Ci4ExposedMethod | undefined {
  return state.methods.get(methodKey(cls, '_remap')) ?? state.methods.get(methodKey(cls, method));
}

function audit(analysis: Ci4Analysis): Ci4Exposure {
  const { routing } = analysis.app;
  const auto = analysis.collection.settings.autoRoute;
  const router = `CodeIgniter 4 (${!auto ? 'auto routing off' : routing.autoRoutesImproved ? 'improved auto routing' : 'legacy auto routing'})`;
  const state: Audit = { analysis, methods: new Map(), budget: AUDIT_REQUESTS };
  for (const c of controllers(analysis)) {
    for (const m of c.cls.methods) {
      // `_remap` answers every method name of its class: it is the one method the class serves.
      if (m.isStatic || (m.name !== '_remap' && (m.visibility !== 'public' || m.name.startsWith('_')))) continue;
      const fqcn = declaredName(c.cls);
      state.methods.set(methodKey(fqcn, m.name), {
        class: fqcn,
        method: m.name,
        file: c.file,
        span: { file: c.file, start: m.offset, end: m.offset + m.name.length },
        reachedBy: [],
      });
    }
  }
  routeReaches(state);
  if (auto) for (const c of controllers(analysis)) autoReaches(state, c);
  overrideReach(state);
  for (const m of state.methods.values()) if (m.reachedBy.some((r) => r.kind === 'auto')) delete m.refused;
  const methods = [...state.methods.values()].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.span.start - b.span.start));
  return { router, methods, complete: state.budget > 0 };
}

/** The controller classes under the default namespace's folder and the folders of `moduleRoutes` namespaces. */
function controllers(analysis: Ci4Analysis): { file: string; cls: DeclaredClass; segments: string[]; module?: string }[] {
  const { classes, app } = analysis;
  const found: { file: string; cls: DeclaredClass; segments: string[]; module?: string }[] = [];
  const walk = (folder: string, segments: string[], module: string | undefined, depth: number) => {
    if (depth > 8) return;
    for (const name of [...(classes.list(folder) ?? [])].sort()) {
      const entry = `${folderPrefix(folder)}${name}`;
      if (classes.isFolder(entry)) walk(entry, [...segments, name], module, depth + 1);
      else if (name.endsWith('.php'))
        for (const cls of classes.declared(entry) ?? [])
          if (!cls.abstract && !cls.isTrait && cls.name.toLowerCase() === name.slice(0, -4).toLowerCase())
            found.push({ file: entry, cls, segments: [...segments, name.slice(0, -4)], ...(module !== undefined ? { module } : {}) });
    }
  };
  walk(`${app.paths.APPPATH}Controllers`, [], undefined, 0);
  for (const [segment, namespace] of Object.entries(app.routing.moduleRoutes)) {
    const folder = folderOf(analysis, namespace.replace(/^\\+|\\+$/g, ''));
    if (folder) walk(folder, [], segment, 0);
  }
  return found;
}

/** The folder of a namespace, from the app's autoloader prefixes. */
function folderOf(analysis: Ci4Analysis, namespace: string): string | undefined {
  for (const [prefix, dirs] of analysis.app.namespaces) {
    if (namespace !== prefix && !namespace.startsWith(`${prefix}\\`)) continue;
    const rest = namespace.slice(prefix.length).replace(/\\/g, '/');
    return `${dirs[0]?.replace(/[\\/]+$/, '')}${rest}`;
  }
  return undefined;
}

function ask(state: Audit, verb: string, uri: string): Ci4Resolution | undefined {
  if (state.budget-- <= 0) return undefined;
  return matchCi4(state.analysis, { verb, uri });
}

function addReach(method: Ci4ExposedMethod, reach: Ci4Reach): void {
  const same = method.reachedBy.find(
    (r) =>
      r.kind === reach.kind &&
      r.url === reach.url &&
      r.route?.span.start === reach.route?.span.start &&
      JSON.stringify(r.filters) === JSON.stringify(reach.filters),
  );
  if (same) {
    for (const v of reach.verbs) if (!same.verbs.includes(v)) same.verbs.push(v);
  } else method.reachedBy.push(reach);
}

/** Each route of each web verb's list, asked with a path its key matches: a reach where it runs the route's method. */
function routeReaches(state: Audit): void {
  const { collection } = state.analysis;
  for (const verb of WEB_VERBS) {
    for (const route of collection.getRoutes(verb as Ci4Verb)) {
      if (route.handler.kind !== 'string' || route.handlerless || route.site.condition) continue;
      for (const sample of routeSamples(state, route.key, handlerString(route.handler))) {
        const answer = ask(state, verb, sample);
        if (!answer?.runs?.class || answer.status !== 200 || answer.runs.via !== 'route' || answer.match?.key !== route.key) continue;
        const method = methodRun(state, answer.runs.class, answer.runs.method ?? '');
        if (!method) continue;
        addReach(method, {
          kind: 'route',
          verbs: [verb],
          url: route.key,
          sample,
          route: { key: route.key, handler: handlerString(route.handler), span: route.site.span, line: route.site.line },
          filters: answer.filters,
        });
      }
    }
  }
}

/**
 * Paths a route key matches: one sample, and where the handler's method is a `$n` (`Pages::$1`), one per method of
 * the app's controllers put in that group (each method the route may run).
 */
function routeSamples(state: Audit, key: string, handler: string): string[] {
  const path = (sample: string | null) => (sample === null ? undefined : `/${sample.replace(/^\/+/, '')}`);
  const one = key === '/' ? '/' : path(sampleUrl(key));
  const dynamic = /::\$(\d)/.exec(handler);
  if (!dynamic) return one === undefined ? [] : [one];
  const group = Number(dynamic[1]) - 1;
  const names = new Set([...state.methods.values()].map((m) => m.method));
  const samples = [...names].map((name) => path(sampleUrl(key, new Map([[group, name]])))).filter((s): s is string => s !== undefined);
  return [...new Set([...(one === undefined ? [] : [one]), ...samples])];
}

/** The 404 override: every request nothing else answers runs it (no filter runs for a request the router did not route). */
function overrideReach(state: Audit): void {
  const override = state.analysis.collection.settings.override404;
  if (typeof override !== 'string') return;
  const answer = ask(state, 'GET', '/routelens-no-such-path/x/y');
  if (!answer?.runs?.class || answer.runs.via !== '404Override') return;
  const method = methodRun(state, answer.runs.class, answer.runs.method ?? '');
  if (method)
    addReach(method, { kind: 'override', verbs: [...WEB_VERBS], url: '(any path nothing else answers)', sample: '/routelens-no-such-path/x/y', filters: null });
}

const lcfirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const kebab = (s: string) =>
  s
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/_/g, '-')
    .toLowerCase();

/** The automatic URLs a controller's methods may have, asked for every web verb (legacy) or the method's (improved). */
function autoReaches(state: Audit, c: { file: string; cls: DeclaredClass; segments: string[]; module?: string }): void {
  const { app, collection } = state.analysis;
  const improved = app.routing.autoRoutesImproved;
  const camel = app.routing.translateUriToCamelCase;
  const dashes = collection.settings.translateURIDashes;
  const segment = (s: string) => (improved && camel ? kebab(s) : dashes ? lcfirst(s).replace(/_/g, '-') : lcfirst(s));
  const base = [...(c.module !== undefined ? [c.module] : []), ...c.segments.map(segment)];
  const fqcn = declaredName(c.cls);
  for (const m of c.cls.methods) {
    const method = state.methods.get(methodKey(fqcn, m.name));
    if (!method) continue;
    for (const { verb, path } of autoCandidates(state, m, base, improved, segment)) {
      // `_remap($method, ...$params)`: its first parameter is the method name, not a segment.
      const args = Array.from({ length: Math.max(0, m.required - (m.name === '_remap' ? 1 : 0)) }, () => '1');
      const sample = `/${[...path, ...args].join('/')}`;
      const answer = ask(state, verb, sample);
      if (improved && answer?.status === 404 && !answer.match && answer.reason && method.refused === undefined) method.refused = answer.reason;
      if (!answer?.runs || answer.status !== 200 || answer.runs.via !== 'auto' || answer.runs.class?.toLowerCase() !== fqcn.toLowerCase()) continue;
      if (m.name !== '_remap' && answer.runs.method?.toLowerCase() !== m.name.toLowerCase()) continue;
      const url =
        m.name === '_remap' ? `/${path.filter((p) => p !== 'any-method').join('/')}[/…] (any method name)` : `/${path.join('/')}${m.total > 0 ? '[/…]' : ''}`;
      addReach(method, { kind: 'auto', verbs: [verb], url, sample, filters: answer.filters });
    }
  }
}

function autoCandidates(
  state: Audit,
  m: DeclaredMethod,
  base: string[],
  improved: boolean,
  segment: (s: string) => string,
): { verb: string; path: string[] }[] {
  const { settings } = state.analysis.collection;
  const isDefault = (name: string) => name.toLowerCase() === settings.defaultMethod.toLowerCase();
  const isDefaultController = base.length > 0 && base[base.length - 1].toLowerCase() === segment(settings.defaultController).toLowerCase();
  // The default controller answers on its folder's path (and its parent's, at the top).
  const controllerPaths = isDefaultController ? [base.slice(0, -1), base] : [base];
  const out: { verb: string; path: string[] }[] = [];
  if (!improved) {
    for (const verb of WEB_VERBS)
      for (const p of controllerPaths) {
        // `_remap` takes every method name (a name it cannot be: `_remap` itself is refused).
        out.push({ verb, path: [...p, m.name === '_remap' ? 'any-method' : m.name] });
        if (isDefault(m.name) || m.name === '_remap') out.push({ verb, path: p });
      }
    return out;
  }
  const prefixed = /^(get|post|put|patch|delete|head|options)(.*)$/.exec(m.name);
  if (!prefixed) return out;
  const verb = prefixed[1].toUpperCase();
  const rest = prefixed[2];
  for (const p of controllerPaths) out.push({ verb, path: isDefault(rest) ? p : [...p, segment(rest)] });
  return out;
}
