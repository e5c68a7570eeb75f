// The apps the links of a snapshot belong to: for each, how its files' links are read (CodeIgniter 3's or 4's
// helpers, the app's constants), its own base URL, and how it answers a request — CodeIgniter 4 apps by their root,
// the CodeIgniter 3 app of the snapshot's main routes file otherwise.

import type { FileHost } from '../analysis/core/file-host';
import type { Value } from '../analysis/core/values';
import type { LinkCall, LinkPart, LinkReading } from '../analysis/php/php-links';
import { patternText } from '../analysis/php/php-links';
import type { Ci4Analysis } from '../analysis/ci4/ci4-table';
import { matchCi4 } from '../analysis/ci4/ci4-match';
import { keyPattern } from '../analysis/ci4/pcre';
import { phpAppOf } from '../analysis/php/php-app';
import { readConstants } from '../analysis/php/php-evaluate';
import { mainAnalysis } from '../analysis/tables';
import type { Analysis } from '../analysis/analyze';
import type { Span } from '../base/text';
import { folderPrefix } from '../base/text';
import type { Snapshot } from '../db/snapshot';
import type { LinkAnswer, PathAnswer } from './link-answers';
import { ci3Answer, ci4Answer } from './link-answers';

export interface LinkApp {
  readonly framework: 'ci3' | 'ci4';
  /** The folder holding `application/` or `app/`. */
  readonly root: string;
  readonly reading: LinkReading;
  /** What its answers depend on (tables, controllers): the same objects mean the same answers to the same links. */
  readonly keys: readonly object[];
  /** The TypeScript port's route names (a name → its route's `from`), for `Route.url()`; with whether every name is known. */
  readonly scriptNames?: {
    readonly named: ReadonlyMap<string, string>;
    readonly complete: boolean;
    /** The last route registered under a name (the one the name stands for), with where it is written. */
    route(name: string): { from: string; to: string; span: Span } | undefined;
  };
  /** The CodeIgniter 4 app's table, for route names. */
  readonly ci4?: Ci4Analysis;
  /** The path of a full URL of this app (below its configured base URL); undefined for another site's. */
  ownPath(url: string): string | undefined;
  /** What the app answers for `verb path` (a path from the site's root). */
  resolve(verb: string, path: string): PathAnswer;
}

export interface LinkApps {
  appOf(file: string): LinkApp | undefined;
}

const cache = new WeakMap<Snapshot, LinkApps>();

/** The snapshot's files as a host for reading the apps' constants files. */
function snapshotHost(snapshot: Snapshot): FileHost {
  return {
    read: (file) => {
      const text = snapshot.text(file);
      return text === undefined ? { ok: false, error: `${file}: not found` } : { ok: true, text };
    },
    isFile: (file) => snapshot.text(file) !== undefined,
  };
}

const constantsOf = new WeakMap<object, ReadonlyMap<string, Value>>();

/**
 * An app's constants, read once per analysis of its routes (a new one is made when its constants files change: they
 * are the analysis' dependencies); a keystroke in a view reads them no more.
 */
function constantsOnce(analysis: object, read: () => ReadonlyMap<string, Value>): ReadonlyMap<string, Value> {
  let values = constantsOf.get(analysis);
  if (!values) constantsOf.set(analysis, (values = read()));
  return values;
}

function constantLookup(values: ReadonlyMap<string, Value>): LinkReading['constant'] {
  return (name) => {
    const value = values.get(name);
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null ? value : undefined;
  };
}

/** A literal base URL written in a config file (`$config['base_url'] = '…'`, `public string $baseURL = '…'`). */
function literalBaseUrl(text: string | undefined, pattern: RegExp): string | undefined {
  const found = text === undefined ? null : pattern.exec(text);
  return found && found[1] !== '' ? found[1].replace(/\/*$/, '/') : undefined;
}

/** The path below `base` of a URL (its `index.php/` dropped), or undefined when the URL is not below it. */
function pathBelow(base: string | undefined, url: string, indexPage: string): string | undefined {
  if (base === undefined || !url.toLowerCase().startsWith(base.toLowerCase())) return undefined;
  const rest = url.slice(base.length);
  return indexPage !== '' && (rest === indexPage || rest.startsWith(`${indexPage}/`)) ? rest.slice(indexPage.length + 1) : rest;
}

function ci4LinkApp(snapshot: Snapshot, app: Ci4Analysis, host: FileHost): LinkApp {
  const { paths, root } = app.app;
  const values = constantsOnce(app, () =>
    readConstants(host, { defines: {}, constantFiles: [`${paths.APPPATH}Config/Constants.php`].filter((f) => host.isFile(f)), paths }),
  );
  const base = literalBaseUrl(snapshot.text(`${paths.APPPATH}Config/App.php`), /\$baseURL\s*=\s*'([^'\\]*)'/);
  const answers = new Map<string, PathAnswer>();
  return {
    framework: 'ci4',
    root,
    keys: [app],
    ci4: app,
    reading: { framework: 'ci4', indexPage: app.app.appConfig.indexPage ?? 'index.php', constant: constantLookup(values) },
    ownPath: (url) => pathBelow(base, url, app.app.appConfig.indexPage ?? 'index.php'),
    resolve: (verb, path) => {
      const key = `${verb} ${path}`;
      let answer = answers.get(key);
      if (!answer) {
        const resolution = matchCi4(app, { verb, uri: path });
        answer = ci4Answer(app, resolution);
        // A route that exists only for some hosts (no --host given) may answer what the tables do not.
        const hostRoute =
          answer.status === 'dead' &&
          app.collection.hostRoutes.find((r) => (r.verb === verb || r.verb === '*') && keyPattern(r.key).match(resolution.path) !== null);
        if (hostRoute)
          answer = {
            ...answer,
            status: 'unknown',
            reason: `a route for some hosts only may answer it (${hostRoute.site.condition ?? 'a host condition'}): give --host`,
          };
        answers.set(key, answer);
      }
      return answer;
    },
  };
}

function ci3LinkApp(snapshot: Snapshot, host: FileHost): LinkApp | undefined {
  const main = mainAnalysis(snapshot.analyses);
  if (!main || !snapshot.controllers) return undefined;
  const php = phpAppOf(main.entry, host);
  const script = !main.entry.endsWith('.php');
  // A CodeIgniter app's root holds application/; a Node app's, the config/ folder of its routes.
  const root = php.paths.FCPATH?.replace(/\/$/, '') ?? main.entry.replace(/\/[^/]*\/[^/]*$/, '');
  const values = constantsOnce(main, () => readConstants(host, { defines: {}, constantFiles: php.constantFiles, paths: php.paths }));
  const config = php.paths.APPPATH ? snapshot.text(`${php.paths.APPPATH}config/config.php`) : undefined;
  const base = literalBaseUrl(config, /\$config\s*\[\s*['"]base_url['"]\s*\]\s*=\s*'([^'\\]*)'/);
  const indexPage = /\$config\s*\[\s*['"]index_page['"]\s*\]\s*=\s*'([^'\\]*)'/.exec(config ?? '')?.[1] ?? 'index.php';
  return {
    framework: 'ci3',
    root,
    keys: [...snapshot.analyses, snapshot.controllers],
    reading: { framework: 'ci3', indexPage, trimsTrailingSlash: trimsTrailingSlash(snapshot, root), constant: constantLookup(values) },
    ...(script ? { scriptNames: scriptNamesOf(main) } : {}),
    ownPath: (url) => pathBelow(base, url, indexPage),
    resolve: (verb, path) => ci3Answer(snapshot, verb, path),
  };
}

/**
 * Whether the app's own CodeIgniter (`system/core/Config.php`, read as text) trims a path's trailing `/` in
 * site_url(), as 3.0 does (`trim($uri, '/')`); 3.1 trims the leading one only, and is assumed when the framework is
 * not in the workspace (installed by Composer).
 */
function trimsTrailingSlash(snapshot: Snapshot, root: string): boolean {
  const config = snapshot.text(`${root}/system/core/Config.php`);
  return config !== undefined && /function _uri_string[\s\S]{0,300}?return trim\(\$uri, '\/'\)/.test(config);
}

/** The TypeScript port's names in an analysis of its routes. */
function scriptNamesOf(main: Analysis): NonNullable<LinkApp['scriptNames']> {
  return {
    named: new Map(Object.entries(main.named)),
    complete: !main.diagnostics.some((d) => d.code === 'not-evaluable' || d.code === 'evaluation-limit'),
    route: (name) => {
      for (let i = main.routes.length - 1; i >= 0; i--) if (main.routes[i].name === name) return main.routes[i];
      return undefined;
    },
  };
}

/** The link apps of a snapshot (made once per snapshot). */
export function linkApps(snapshot: Snapshot): LinkApps {
  let apps = cache.get(snapshot);
  if (apps) return apps;
  const host = snapshotHost(snapshot);
  const ci4 = new Map<Ci4Analysis, LinkApp>();
  let ci3: LinkApp | undefined | null;
  apps = {
    appOf: (file) => {
      const app = snapshot.ci4Apps.find((a) => file.startsWith(folderPrefix(a.app.root)));
      if (app) {
        let linkApp = ci4.get(app);
        if (!linkApp) ci4.set(app, (linkApp = ci4LinkApp(snapshot, app, host)));
        return linkApp;
      }
      if (ci3 === undefined) ci3 = ci3LinkApp(snapshot, host) ?? null;
      return ci3 && file.startsWith(folderPrefix(ci3.root)) ? ci3 : undefined;
    },
  };
  cache.set(snapshot, apps);
  return apps;
}

/** The path a request asks, as the app's routes read it: the index page before it dropped (CodeIgniter drops it). */
function routedText(path: string, indexPage: string): string {
  if (indexPage === '') return path;
  if (path === `/${indexPage}`) return '/';
  return path.startsWith(`/${indexPage}/`) ? path.slice(indexPage.length + 1) : path;
}

/**
 * A request path (after the base URL's `/`, as the browser asks it) requested with `verb`: what it reaches. The path
 * shown drops the index page before it, as the routes read it.
 */
export function resolvePath(app: LinkApp, parts: readonly LinkPart[], kind: LinkCall['kind'], verb: string | null): LinkAnswer {
  const requested = `/${patternText(parts)}`;
  const path = routedText(requested, app.reading.indexPage);
  const known = parts.every((p) => typeof p === 'string');
  const looksLikeFile = kind === 'base' && /\.[a-z0-9]+$/i.test(path.replace(/\/+$/, ''));
  if (looksLikeFile) return { path, status: 'file', httpStatus: null, runs: null, route: null };
  if (!known) {
    // One value of the unknown parts, to show what such a link may reach; never a verdict.
    const sample = routedText(`/${parts.map((p) => (typeof p === 'string' ? p : '1')).join('')}`, app.reading.indexPage);
    const tried = anyMethod(app, verb, sample).answer;
    return {
      path,
      status: 'unknown',
      httpStatus: null,
      runs: tried.runs,
      route: tried.route,
      sample,
      reason: 'the link has parts routelens cannot know; it is checked only where every part is known',
    };
  }
  if (verb !== null) return { path, ...app.resolve(verb, requested) };
  const { answer, method } = anyMethod(app, verb, requested);
  if (answer.status === 'reaches') return { path, ...answer, ...(method !== 'GET' ? { reason: `reached with ${method}` } : {}) };
  // Written where it is not requested: it may be extended (a script adds an id) or requested with any method.
  return { path, status: 'unknown', httpStatus: null, runs: null, route: null, reason: `${UNREQUESTED}; as it is, no method reaches it` };
}

const UNREQUESTED = 'the URL is written where it is not requested (a script, an attribute, a variable), so it may be extended or asked with any method';
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The answer for `verb`, or, where the method is not known, for the first method that reaches a method (GET first). */
function anyMethod(app: LinkApp, verb: string | null, path: string): { answer: PathAnswer; method: string } {
  if (verb !== null) return { answer: app.resolve(verb, path), method: verb };
  let first: PathAnswer | undefined;
  for (const method of METHODS) {
    const answer = app.resolve(method, path);
    first ??= answer;
    if (answer.status === 'reaches') return { answer, method };
  }
  return { answer: first!, method: 'GET' };
}
