// The exposure audit: every controller method a URL reaches, and every way it is reached — routes (with where they
// are written), automatic URLs, the default controller, the 404_override — found by asking the one resolver
// (db/requests.ts) about concrete requests, never by guessing (docs/ci3-routing.md#every-url-that-reaches-a-method).
// Controllers are read, never loaded. The findings are in exposure-findings.ts.

import type { RequestResolution, Verb } from '@routelens/shared';
import { CI_CONTROLLER_METHODS, RESERVED_KEYS, VERBS, ucfirst } from '@routelens/shared';
import type { Span } from '../base/text';
import type { Analysis } from '../analysis/analyze';
import { mainAnalysis, mapEntriesOf } from '../analysis/tables';
import type { ControllerInfo } from '../db/hmvc';
import type { AppRequests } from '../db/requests';
import { appRequests } from '../db/requests';
import type { Snapshot } from '../db/snapshot';
import { sampleUrl, topLevelGroups } from './sample-url';
import type { AutoForm } from './exposure-urls';
import { candidateUrls, quoteRegex, segmentOf } from './exposure-urls';

export interface Reach {
  kind: 'route' | 'auto' | 'override' | 'default';
  /** The request methods, in VERBS order. */
  verbs: Verb[];
  /** The URL: a route's `from`, or an automatic URL such as `/shop/list[/…]`. */
  url: string;
  /** For an automatic URL: the route key (a regex) that matches it in every way it may be written. */
  block?: string;
  route?: { from: string; to: string; span: Span | undefined };
}

export interface ExposedMethod {
  controller: ControllerInfo;
  class: string;
  method: string;
  /** The method's name in its file (the declaring file when inherited). */
  span: Span;
  reachedBy: Reach[];
  /** Whether the class has `_remap` (this is then `_remap`, reached by every method name). */
  remap: boolean;
  required?: number;
  total?: number;
}

/** A route of the app's table, with what it reaches for each verb. */
export interface AuditedRoute {
  from: string;
  to: string;
  span: Span | undefined;
  verbs: Verb[];
  /** What a request it wins runs (per verb, the first that resolves), or why nothing does. */
  resolution: RequestResolution | undefined;
  /** The module whose own routes file it is in (HMVC), or null for the app's table. */
  module: string | null;
}

export interface Exposure {
  requests: AppRequests;
  /** False when the audit stopped at AUDIT_REQUESTS requests: routes after that point may reach more methods. */
  complete: boolean;
  /** Whether the app's routes file is PHP (a CodeIgniter app), not a Node app's config. */
  php: boolean;
  methods: ExposedMethod[];
  routes: AuditedRoute[];
}

/**
 * How many requests the audit may ask the resolver (each costs microseconds): an app whose routes send every path
 * to any controller (`x/(:any)/(:any)` → `$1/$2`, many times over) would otherwise ask millions. Past it, the audit
 * stops looking for more routes that reach a method, and says it is incomplete.
 */
export const AUDIT_REQUESTS = 50_000;

interface Budget {
  left: number;
}

const key = (file: string, method: string) => `${file}\0${method.toLowerCase()}`;

/** Whether a resolution runs `method` of the controller file (or its `_remap`). */
function runsMethod(resolution: RequestResolution, file: string, method: string): boolean {
  const r = resolution.runs;
  return !!r && resolution.status === 200 && r.file === file && r.method.toLowerCase() === method.toLowerCase();
}

function allVerbs(resolve: (verb: Verb) => boolean): Verb[] {
  return VERBS.filter(resolve);
}

/** Every reach by automatic routing, the default controller and the override, for every callable method. */
function automaticReaches(requests: AppRequests, methods: Map<string, ExposedMethod>): void {
  for (const exposed of methods.values()) {
    const c = exposed.controller;
    const reaches = (form: AutoForm, verb: Verb) =>
      form.urls.some((url) => {
        const r = requests.resolve(verb, url);
        return runsMethod(r, c.file, exposed.method) && (r.runs!.via === 'auto' || r.runs!.via === 'default_controller');
      });
    // Of a path's forms, each verb is named under the first that reaches the method for it.
    for (const forms of candidateUrls(c, exposed.method, requests)) {
      let left: Verb[] = [...VERBS];
      for (const form of forms) {
        const verbs = left.filter((verb) => reaches(form, verb));
        if (verbs.length) exposed.reachedBy.push({ kind: 'auto', verbs, url: form.shown, block: form.block });
        left = left.filter((verb) => !verbs.includes(verb));
      }
    }
  }
  const home = allVerbs((verb) => requests.resolve(verb, '/').status === 200);
  const root = requests.resolve('GET', '/').runs;
  const atRoot = root && methods.get(key(root.file, root.method));
  if (atRoot && home.length) atRoot.reachedBy.push({ kind: 'default', verbs: home, url: '/' });
  // The override: what a path that names nothing runs (and the literal path `404_override`, when that is its route).
  const nowhere = requests.resolve('GET', '/routelens-no-such-controller/x').runs;
  const override = nowhere?.via === '404_override' ? methods.get(key(nowhere.file, nowhere.method)) : undefined;
  if (override) override.reachedBy.push({ kind: 'override', verbs: [...VERBS], url: '/404_override, and every URL that resolves to nothing' });
}

/** The target strings a method is named by: `[module/][dirs/]controller/method` (and without `index`). */
function naturalTargets(c: ControllerInfo, method: string): string[][] {
  const seg = segmentOf(c.base);
  const base = c.module !== null ? [c.module, ...c.dirs, seg] : [...c.dirs, seg];
  // `_remap` is reached by every method name but its own (a name starting with '_' is never called from a URL).
  const name = method === '_remap' ? 'index' : method;
  const targets = [[...base, name]];
  if (c.module !== null && c.dirs.length === 0 && c.base === ucfirst(c.module)) targets.push([c.module, name]);
  if (name.toLowerCase() === 'index') targets.push(...targets.map((t) => t.slice(0, -1)));
  return targets;
}

/** One segment of a target template: literal text (lower case), one `$n` alone, or text with references. */
type TemplatePart = { literal: string } | { ref: number } | { pattern: RegExp; refs: number[] };

function compileTemplate(to: string): TemplatePart[] {
  return to.split('/').map((part) => {
    const refs = [...part.matchAll(/\$\{?(\d+)\}?/g)];
    if (refs.length === 0) return { literal: part.toLowerCase() };
    if (refs.length === 1 && refs[0][0] === part) return { ref: Number(refs[0][1]) - 1 };
    const pattern = new RegExp(
      '^' +
        part
          .split(/\$\{?\d+\}?/)
          .map(quoteRegex)
          .join('([^/]*)') +
        '$',
    );
    return { pattern, refs: refs.map((r) => Number(r[1]) - 1) };
  });
}

/** Fills for a route's groups that make its target name `target` (its leading segments), or undefined. */
function fillsFor(template: readonly TemplatePart[], target: readonly string[]): Map<number, string> | undefined {
  const last = template.at(-1);
  // A lone `$n` last may stand for several segments (`^(en|fr)/(.*)$` → `$2`).
  const spread = template.length < target.length && last !== undefined && 'ref' in last ? last.ref : undefined;
  if (template.length < target.length && spread === undefined) return undefined;
  const count = spread === undefined ? target.length : template.length - 1;
  // Literal segments first: most methods differ there, and nothing is allocated for them.
  for (let i = 0; i < count; i++) {
    const part = template[i];
    if ('literal' in part && part.literal !== target[i].toLowerCase()) return undefined;
  }
  const fills = new Map<number, string>();
  for (let i = 0; i < count; i++) {
    const part = template[i];
    if ('ref' in part) fills.set(part.ref, target[i]);
    else if ('pattern' in part) {
      const found = part.pattern.exec(target[i]);
      if (!found) return undefined;
      part.refs.forEach((ref, j) => fills.set(ref, found[j + 1]));
    }
  }
  if (spread !== undefined) fills.set(spread, target.slice(count).join('/'));
  return fills.size ? fills : undefined;
}

function recordRoute(methods: Map<string, ExposedMethod>, resolution: RequestResolution, verb: Verb, route: AuditedRoute): boolean {
  const r = resolution.runs;
  if (!r || resolution.status !== 200 || r.via === '404_override' || wonBy(resolution, route.module) !== route.from) return false;
  const exposed = methods.get(key(r.file, r.method));
  if (!exposed) return false;
  let reach = exposed.reachedBy.find((x) => x.kind === 'route' && x.route?.from === route.from && x.route.to === route.to && x.route.span === route.span);
  if (!reach) {
    reach = { kind: 'route', verbs: [], url: route.from, route: { from: route.from, to: route.to, span: route.span } };
    exposed.reachedBy.push(reach);
  }
  if (!reach.verbs.includes(verb)) reach.verbs.push(verb);
  return true;
}

/** The URLs a route's requests are audited with: its sample, and for a target with `$n`, one per method it could name. */
function candidateRouteUrls(route: AuditedRoute, methods: Map<string, ExposedMethod>, budget: Budget): string[] {
  const sample = sampleUrl(route.from);
  const urls: string[] = sample === null ? [] : [sample];
  if (!route.to.includes('$')) return urls;
  const groups = topLevelGroups(route.from).length;
  const template = compileTemplate(route.to);
  for (const exposed of methods.values()) {
    if (urls.length * 7 > budget.left) break;
    for (const target of naturalTargets(exposed.controller, exposed.method)) {
      const named = route.module === null ? target : target[0] === route.module ? target.slice(1) : undefined;
      const fills = named && fillsFor(template, named);
      const url = fills && groups >= Math.max(...fills.keys()) + 1 ? sampleUrl(route.from, fills) : null;
      if (url !== null && url !== undefined && !urls.includes(url)) urls.push(url);
    }
  }
  return urls;
}

/** The route a resolution went through: the app's, or (HMVC) its module's own. */
function wonBy(resolution: RequestResolution, module: string | null): string | undefined {
  return module === null ? resolution.route?.from : resolution.moduleRoute?.module === module ? resolution.moduleRoute.from : undefined;
}

/** Every route of the app's table and of its modules' routes files, and the methods their requests run. */
function routeReaches(snapshot: Snapshot, requests: AppRequests, methods: Map<string, ExposedMethod>, budget: Budget): AuditedRoute[] {
  const main = mainAnalysis(snapshot.analyses);
  const tables: { analysis: Analysis; module: string | null }[] = main ? [{ analysis: main, module: null }] : [];
  for (const [module, analysis] of requests.moduleTables) tables.push({ analysis, module });
  const routes = new Map<string, AuditedRoute>();
  /** The URLs that may be won by each route: its sample, and for a target with `$n`, one per method it could name. */
  const urlsOf = new Map<AuditedRoute, string[]>();
  for (const { analysis, module } of tables) {
    for (const verb of VERBS) {
      // A module's routes are the same for every verb (MX reads no verb arrays).
      for (const entry of mapEntriesOf(analysis, module === null ? verb : 'GET')) {
        if (RESERVED_KEYS.has(entry.from) || typeof entry.to !== 'string') continue;
        const id = `${module}\0${entry.from}\0${entry.to}\0${entry.span?.file}:${entry.span?.start}`;
        let route = routes.get(id);
        if (!route) routes.set(id, (route = { from: entry.from, to: entry.to, span: entry.span, verbs: [], resolution: undefined, module }));
        route.verbs.push(verb);
        let urls = urlsOf.get(route);
        if (!urls) urlsOf.set(route, (urls = candidateRouteUrls(route, methods, budget)));
        for (const url of urls) {
          if (budget.left-- <= 0) break;
          const resolution = requests.resolve(verb, '/' + url);
          if (wonBy(resolution, module) !== entry.from) continue;
          route.resolution ??= resolution;
          recordRoute(methods, resolution, verb, route);
        }
        // A route whose sample URL another route wins: what its target runs, for its own checks.
        if (!route.resolution && !entry.to.includes('$'))
          route.resolution = requests.controllers.run(module === null ? entry.to : `${module}/${entry.to}`, requests.settings);
      }
    }
  }
  return [...routes.values()];
}

/** The methods a URL may name, of every controller the app has. */
function callableMethods(requests: AppRequests): Map<string, ExposedMethod> {
  const methods = new Map<string, ExposedMethod>();
  for (const controller of requests.controllers.controllers) {
    const cls = controller.cls;
    // A class CodeIgniter cannot create runs nothing (the request is a fatal error).
    if (!cls || cls.notInstantiable) continue;
    const list = cls.remap ? [cls.method('_remap')!] : (cls.methods ?? []);
    for (const m of list) {
      const name = m.name;
      if (!cls.remap && (name.startsWith('_') || CI_CONTROLLER_METHODS.has(name.toLowerCase()) || m.visibility !== 'public')) continue;
      if (m.isStatic && requests.settings.staticNotCallable) continue;
      const file = m.file ?? controller.file;
      methods.set(key(controller.file, name), {
        controller,
        class: cls.name,
        method: name,
        span: { file, start: m.offset ?? 0, end: (m.offset ?? 0) + name.length },
        reachedBy: [],
        remap: cls.remap,
        ...(m.required !== undefined ? { required: m.required } : {}),
        ...(m.total !== undefined ? { total: m.total } : {}),
      });
    }
  }
  return methods;
}

/** The distinct route keys that block a method's automatic URLs. */
export function automaticKeys(m: ExposedMethod): string[] {
  return [...new Set(m.reachedBy.flatMap((r) => (r.kind === 'auto' && r.block ? [r.block] : [])))];
}

const cache = new WeakMap<Snapshot, Exposure | null>();

/** The exposure of the snapshot's app; undefined when it has no controllers. */
export function exposureOf(snapshot: Snapshot): Exposure | undefined {
  const known = cache.get(snapshot);
  if (known !== undefined) return known ?? undefined;
  const requests = appRequests(snapshot);
  let result: Exposure | null = null;
  if (requests) {
    const methods = callableMethods(requests);
    // Automatic URLs and the default controller first (a bounded number per method), then routes, within the budget.
    automaticReaches(requests, methods);
    const budget: Budget = { left: AUDIT_REQUESTS };
    const routes = routeReaches(snapshot, requests, methods, budget);
    // Shown routes first, then automatic URLs, the default controller, the override (each kind in the order found).
    const order: Reach['kind'][] = ['route', 'auto', 'default', 'override'];
    for (const m of methods.values()) m.reachedBy.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
    result = {
      requests,
      complete: budget.left > 0,
      php: mainAnalysis(snapshot.analyses)?.entry.endsWith('.php') ?? false,
      methods: [...methods.values()],
      routes,
    };
  }
  cache.set(snapshot, result);
  return result ?? undefined;
}
