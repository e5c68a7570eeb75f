// `routelens diff REV_A [REV_B] [PATH]`: the route changes between two git revisions (or a revision and the work
// tree): routes added, removed, retargeted, and requests that another route now wins. Files of a revision are read
// with `git cat-file --batch`, never checked out; the analysis is the same as every other command's.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Verb } from '@routelens/shared';
import { VERBS } from '@routelens/shared';
import type { Analysis } from '../analysis/analyze';
import { mainAnalysis, matchIn } from '../analysis/tables';
import type { FileHost } from '../analysis/core/file-host';
import { SOURCE_EXTENSIONS, entriesOf, folderEntries } from '../db/workspace-files';
import { diskHost } from '../db/disk-host';
import { analyzeProject } from '../db/project-analysis';
import { listSourceFiles } from '../db/project';
import { sampleUrl } from '../features/sample-url';
import { UsageError } from './usage-error';
import type { Ci4Analysis } from '../analysis/ci4/ci4-table';
import { analyzeCi4 } from '../analysis/ci4/ci4-table';
import { ci4AppRoot } from '../analysis/ci4/ci4-app';
import type { Ci4Verb } from '../analysis/ci4/route-collection';
import { handlerString } from '../analysis/ci4/route-collection';
import { CI4_MAP_VERBS } from '../features/ci4-routes';

interface RouteKey {
  verb: string;
  from: string;
  to: string;
  name: string | null;
  file: string;
}

export interface RouteDiff {
  from: string;
  to: string;
  added: RouteKey[];
  removed: RouteKey[];
  changed: { verb: string; from: string; before: string; after: string; file: string }[];
  /** Requests (a sample URL of each path) that another route, or another target, answers now. */
  winners: { verb: string; url: string; before: { from: string; target: string } | null; after: { from: string; target: string } | null }[];
  /** Requests whose winner is not known (a CodeIgniter 4 key that JavaScript does not read as PHP's PCRE does). */
  notCompared?: number;
}

function git(cwd: string, args: string[], input?: string): string {
  const result = spawnSync('git', args, { cwd, input, encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
  if (result.error) throw new UsageError(`diff needs git: ${result.error.message}`);
  if (result.status !== 0) throw new UsageError(`git ${args[0]}: ${(result.stderr || '').trim().split('\n')[0] || `exit ${result.status}`}`);
  return result.stdout;
}

/** The source files below `dir` at revision `rev`, read from git's object store into a file host. */
function revisionHost(top: string, rev: string, dir: string): { host: FileHost; files: string[] } {
  const prefix = path.relative(top, dir).split(path.sep).join('/');
  const listed = git(top, ['ls-tree', '-r', '-z', '--name-only', rev, '--', prefix || '.'])
    .split('\0')
    .filter(Boolean);
  const wanted = listed.filter((name) => [...SOURCE_EXTENSIONS, '.json'].includes(path.extname(name)) && !name.split('/').includes('node_modules'));
  const texts = new Map<string, string>();
  if (wanted.length) {
    // One `git cat-file --batch` for every file: "<sha> blob <size>\n<content>\n" each.
    const out = Buffer.from(
      spawnSync('git', ['cat-file', '--batch'], { cwd: top, input: wanted.map((n) => `${rev}:${n}`).join('\n') + '\n', maxBuffer: 512 * 1024 * 1024 }).stdout,
    );
    let at = 0;
    for (const name of wanted) {
      const newline = out.indexOf(10, at);
      const header = out.subarray(at, newline).toString('utf8').split(' ');
      const size = Number(header[2]);
      at = newline + 1;
      if (header[1] === 'blob' && Number.isFinite(size)) {
        texts.set(path.join(top, ...name.split('/')), out.subarray(at, at + size).toString('utf8'));
        at += size + 1;
      }
    }
  }
  let folders: Map<string, Set<string>> | undefined;
  const host: FileHost = {
    read: (file) => (texts.has(file) ? { ok: true, text: texts.get(file)! } : { ok: false, error: `${file} is not in ${rev}` }),
    isFile: (file) => texts.has(file),
    list: (folder) => entriesOf((folders ??= folderEntries(texts.keys())), folder),
  };
  return { host, files: [...texts.keys()].filter((f) => SOURCE_EXTENSIONS.includes(path.extname(f))).sort() };
}

/**
 * The commit a revision names, as git's object name. A revision is never handed to git where it could be read as
 * an option (`--output=…`): it must not start with '-', and it is resolved after `--end-of-options`.
 */
function commitOf(top: string, rev: string): string {
  if (rev.startsWith('-')) throw new UsageError(`'${rev}' is not a revision (a revision does not start with '-')`);
  const result = spawnSync('git', ['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`], { cwd: top, encoding: 'utf8' });
  if (result.error) throw new UsageError(`diff needs git: ${result.error.message}`);
  if (result.status !== 0) throw new UsageError(`'${rev}' is not a commit of ${top}`);
  return result.stdout.trim();
}

function analysesAt(top: string, rev: string | undefined, target: string, isFile: boolean): { analyses: readonly Analysis[]; ci4Apps: readonly Ci4Analysis[] } {
  const dir = isFile ? path.dirname(target) : target;
  const { host, files } = rev === undefined ? { host: diskHost, files: listSourceFiles(dir) } : revisionHost(top, commitOf(top, rev), dir);
  // A file of a CodeIgniter 4 app stands for its app (its table is the app's, not the file's).
  const ci4Root = isFile ? ci4AppRoot(target, host) : undefined;
  if (ci4Root !== undefined) return { analyses: [], ci4Apps: [analyzeCi4(ci4Root, host)] };
  const project = analyzeProject(files, host, isFile ? { entry: target } : {});
  return { analyses: project.analyses, ci4Apps: project.ci4Apps };
}

/** The routes that are in force (not replaced), by verb and `from`. */
function routeKeys({ analyses, ci4Apps }: { analyses: readonly Analysis[]; ci4Apps: readonly Ci4Analysis[] }, root: string): Map<string, RouteKey> {
  const keys = new Map<string, RouteKey>();
  // A CodeIgniter 4 route per verb list it is in (an add() route in each), with its handler as the target.
  for (const app of ci4Apps)
    for (const verb of CI4_MAP_VERBS)
      for (const route of app.collection.getRoutes(verb))
        if (!route.handlerless)
          keys.set(`${verb} ${route.key}`, {
            verb,
            from: route.key,
            to: handlerString(route.handler),
            name: route.name,
            file: path.relative(root, route.site.span.file).split(path.sep).join('/'),
          });
  for (const analysis of analyses) {
    for (const r of analysis.routes) {
      if (r.replaced) continue;
      keys.set(`${r.verb} ${r.from}`, { verb: r.verb, from: r.from, to: r.to, name: r.name, file: path.relative(root, r.span.file).split(path.sep).join('/') });
    }
  }
  return keys;
}

export function diffRoutes(revA: string, revB: string | undefined, target: string): RouteDiff {
  const absolute = path.resolve(target);
  let isFile: boolean;
  try {
    isFile = fs.statSync(absolute).isFile();
  } catch {
    isFile = path.extname(absolute) !== '';
  }
  const top = git(isFile ? path.dirname(absolute) : absolute, ['rev-parse', '--show-toplevel']).trim();
  const root = isFile ? path.dirname(absolute) : absolute;
  const before = analysesAt(top, revA, absolute, isFile);
  const after = analysesAt(top, revB, absolute, isFile);
  const a = routeKeys(before, root);
  const b = routeKeys(after, root);
  const diff: RouteDiff = { from: revA, to: revB ?? 'the work tree', added: [], removed: [], changed: [], winners: [] };
  for (const [key, route] of b) if (!a.has(key)) diff.added.push(route);
  for (const [key, route] of a) {
    const now = b.get(key);
    if (!now) diff.removed.push(route);
    else if (now.to !== route.to) diff.changed.push({ verb: route.verb, from: route.from, before: route.to, after: now.to, file: now.file });
  }
  if (before.ci4Apps.length || after.ci4Apps.length) {
    const { winners, notCompared } = ci4Winners(before.ci4Apps[0], after.ci4Apps[0], [...a.values(), ...b.values()]);
    diff.winners = winners;
    if (notCompared) diff.notCompared = notCompared;
    return diff;
  }
  // Which route answers a request for each path, before and after (table order decides): a sample URL per path.
  const mainBefore = mainAnalysis(before.analyses);
  const mainAfter = mainAnalysis(after.analyses);
  const seen = new Set<string>();
  for (const route of [...a.values(), ...b.values()]) {
    const url = sampleUrl(route.from);
    if (url === null) continue;
    for (const verb of route.verb === 'ANY' ? VERBS : [route.verb as Verb]) {
      const key = `${verb} ${url}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const was = mainBefore ? matchIn(mainBefore, verb, url) : null;
      const is = mainAfter ? matchIn(mainAfter, verb, url) : null;
      if (was?.from === is?.from && was?.target === is?.target) continue;
      diff.winners.push({
        verb,
        url: '/' + url.replace(/^\/+/, ''),
        before: was && { from: was.from, target: was.target },
        after: is && { from: is.from, target: is.target },
      });
    }
  }
  return diff;
}

/**
 * CodeIgniter 4: for a sample URL of each route's key, the route that wins it before and after, as the router tries
 * them (each verb's list in order, `preg_match('#^key$#u')` on the path without its slashes).
 */
function ci4Winners(
  before: Ci4Analysis | undefined,
  after: Ci4Analysis | undefined,
  routes: RouteKey[],
): { winners: RouteDiff['winners']; notCompared: number } {
  const winners: RouteDiff['winners'] = [];
  let notCompared = 0;
  const seen = new Set<string>();
  for (const route of routes) {
    const url = sampleUrl(route.from);
    if (url === null) continue;
    const key = `${route.verb} ${url}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const was = before ? ci4Winner(before, route.verb as Ci4Verb, url) : null;
    const is = after ? ci4Winner(after, route.verb as Ci4Verb, url) : null;
    if (was === 'unknown' || is === 'unknown') {
      notCompared++;
      continue;
    }
    if (was?.from === is?.from && was?.target === is?.target) continue;
    winners.push({ verb: route.verb, url: '/' + url.replace(/^\/+/, ''), before: was, after: is });
  }
  return { winners, notCompared };
}

function ci4Winner(app: Ci4Analysis, verb: Ci4Verb, url: string): { from: string; target: string } | null | 'unknown' {
  const uri = url === '/' || url === '' ? '/' : url.replace(/^[/ ]+|[/ ]+$/g, '');
  for (const route of app.collection.getRoutes(verb)) {
    if (route.handlerless) continue;
    const key = route.key === '/' ? '/' : route.key.replace(/^[/ ]+/, '').replace(/\{locale\}/g, '[^/]+');
    let matches: boolean;
    try {
      matches = new RegExp(`^${key}$`, 'u').test(uri);
    } catch {
      // A pattern JavaScript does not read may be one PCRE matches here: the winner is not known.
      return 'unknown';
    }
    if (matches) return { from: route.key, target: handlerString(route.handler) };
  }
  return null;
}

export function diffText(diff: RouteDiff): string {
  const lines = [`Routes from ${diff.from} to ${diff.to}:`];
  for (const r of diff.added) lines.push(`+ ${r.verb} ${r.from || '/'} → ${r.to === '' ? '(blocked)' : r.to}  (${r.file})`);
  for (const r of diff.removed) lines.push(`- ${r.verb} ${r.from || '/'} → ${r.to === '' ? '(blocked)' : r.to}  (${r.file})`);
  for (const c of diff.changed) lines.push(`~ ${c.verb} ${c.from}: ${c.before} → ${c.after}  (${c.file})`);
  if (diff.winners.length) {
    lines.push('', 'Requests another route now answers:');
    const side = (s: { from: string; target: string } | null) => (s ? `'${s.from}' → ${s.target === '' ? '(blocked)' : s.target}` : 'no route');
    for (const w of diff.winners) lines.push(`  ${w.verb} ${w.url}: ${side(w.before)}  ⇒  ${side(w.after)}`);
  }
  lines.push(
    '',
    `${diff.added.length} added, ${diff.removed.length} removed, ${diff.changed.length} retargeted, ${diff.winners.length} requests answered differently` +
      (diff.notCompared ? ` (${diff.notCompared} requests not compared: a route key JavaScript does not read as PHP does)` : ''),
  );
  return lines.join('\n') + '\n';
}

export function diffMarkdown(diff: RouteDiff): string {
  const cell = (t: string) => (t === '' ? '*(blocked)*' : '`' + t.replace(/\|/g, '\\|') + '`');
  const parts = [
    `### Route changes (${diff.from} → ${diff.to})`,
    '',
    `${diff.added.length} added, ${diff.removed.length} removed, ${diff.changed.length} retargeted, ${diff.winners.length} requests answered differently.`,
  ];
  if (diff.added.length || diff.removed.length || diff.changed.length) {
    parts.push('', '| | Verb | URI | Target | File |', '|---|---|---|---|---|');
    for (const r of diff.added) parts.push(`| ➕ | ${r.verb} | ${cell(r.from)} | ${cell(r.to)} | ${r.file} |`);
    for (const r of diff.removed) parts.push(`| ➖ | ${r.verb} | ${cell(r.from)} | ${cell(r.to)} | ${r.file} |`);
    for (const c of diff.changed) parts.push(`| ✏️ | ${c.verb} | ${cell(c.from)} | ${cell(c.before)} → ${cell(c.after)} | ${c.file} |`);
  }
  if (diff.winners.length) {
    parts.push('', '| Request | Before | After |', '|---|---|---|');
    const side = (s: { from: string; target: string } | null) => (s ? `${cell(s.from)} → ${cell(s.target)}` : 'no route');
    for (const w of diff.winners) parts.push(`| ${w.verb} \`${w.url}\` | ${side(w.before)} | ${side(w.after)} |`);
  }
  return parts.join('\n') + '\n';
}
