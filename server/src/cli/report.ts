// The CLI's data: routes, diagnostics, maps and matches in the JSON shapes that README's "Command line" section
// documents (the contract scripts rely on).

import * as path from 'node:path';
import type { RequestResolution, Verb } from '@routelens/shared';
import { VERBS } from '@routelens/shared';
import type { Analysis } from '../analysis/analyze';
import { entryCondition, mainAnalysis as mainOf, mapEntriesOf, matchIn } from '../analysis/tables';
import type { AnalysisDiagnostic } from '../analysis/core/facts';
import type { Snapshot } from '../db/snapshot';
import type { RouteRow } from '../features/routes-request';
import type { AppRequests } from '../db/requests';
import { displayPath } from '../db/hmvc';
import { routeRows, routerName } from '../features/routes-request';
import type { Span } from '../base/text';

/** A route as `list --json` writes it: the features' row (routes-request.ts) with its place as file, line, column. */
export type JsonRoute = Omit<RouteRow, 'span' | 'order' | 'unreachable' | 'table'> & { file: string; line: number; column: number };

export interface JsonDiagnostic {
  file: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  severity: string;
  code: string;
  message: string;
}

/** Converts spans to the CLI's 1-based lines and columns, with files relative to the root, `/`-separated. */
export class Locator {
  /** Positions come from the snapshot's texts: the ones the analysis read. */
  constructor(
    readonly root: string,
    private readonly snapshot: Snapshot,
  ) {}

  private readonly files = new Map<string, string>();

  file(file: string): string {
    // Asked once per file: path.relative is slow, and a report of links asks it for every link.
    let shown = this.files.get(file);
    if (shown === undefined) this.files.set(file, (shown = path.relative(this.root, file).split(path.sep).join('/')));
    return shown;
  }

  start(span: Span): { file: string; line: number; column: number } {
    const p = this.snapshot.lines(span.file).position(span.start);
    return { file: this.file(span.file), line: p.line + 1, column: p.character + 1 };
  }

  range(span: Span): { file: string; line: number; column: number; endLine: number; endColumn: number } {
    const index = this.snapshot.lines(span.file);
    const s = index.position(span.start);
    const e = index.position(span.end);
    return { file: this.file(span.file), line: s.line + 1, column: s.character + 1, endLine: e.line + 1, endColumn: e.character + 1 };
  }
}

export function jsonRoutes(snapshot: Snapshot, locator: Locator): JsonRoute[] {
  return routeRows(snapshot).map((row) => {
    const at = locator.start(row.span);
    return {
      verb: row.verb,
      from: row.from,
      to: row.to,
      name: row.name,
      file: at.file,
      line: at.line,
      column: at.column,
      call: row.call,
      replaced: row.replaced,
      condition: row.condition,
    };
  });
}

export function jsonNamed(snapshot: Snapshot): Record<string, string> {
  // Entries, not Object.assign: a route named `__proto__` is an own property like any other name.
  return Object.fromEntries(snapshot.analyses.flatMap((a) => Object.entries(a.named)));
}

const SEVERITY_ORDER = ['error', 'warning', 'information', 'hint'];

export function jsonDiagnostics(diagnostics: readonly AnalysisDiagnostic[], locator: Locator): JsonDiagnostic[] {
  return diagnostics
    .map((d) => ({ ...locator.range(d.span), severity: d.severity, code: d.code, message: d.message }))
    .sort((a, b) =>
      a.file < b.file
        ? -1
        : a.file > b.file
          ? 1
          : a.line - b.line || a.column - b.column || SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity),
    );
}

/** The analysis whose table a project's map and match use (the first that builds one, else the first). */
export function mainAnalysis(snapshot: Snapshot): Analysis {
  return mainOf(snapshot.analyses)!;
}

/** `[from, to]` pairs of the main analysis' map for one method, in order. */
export function mapPairs(analysis: Analysis, method: Verb): [string, unknown][] {
  return mapEntriesOf(analysis, method).map((e) => [e.from, e.to]);
}

/**
 * The undecided conditions behind the entries of the map for `methods` (routes and settings alike), in table order:
 * the map holds them as if each held (docs/decisions.md#conditions-and-data).
 */
export function mapConditions(analysis: Analysis, methods: readonly Verb[]): string[] {
  const conditions = new Set<string>();
  for (const method of methods) {
    for (const entry of mapEntriesOf(analysis, method)) {
      const condition = entryCondition(entry);
      if (condition) conditions.add(condition);
    }
  }
  return [...conditions];
}

export function allMethodPairs(analysis: Analysis): Record<Verb, [string, unknown][]> {
  return Object.fromEntries(VERBS.map((verb) => [verb, mapPairs(analysis, verb)])) as Record<Verb, [string, unknown][]>;
}

export interface JsonMatch {
  from: string;
  to: string;
  target: string;
  verb: string;
  file: string | null;
  line: number | null;
  blocked: boolean;
}

/** The route that wins for `verb uri`, with where it was defined. */
export function findMatch(analysis: Analysis, verb: Verb, uri: string, locator: Locator): JsonMatch | null {
  const found = matchIn(analysis, verb, uri);
  if (!found) return null;
  const registration = found.registration;
  const at = found.span ? locator.start(found.span) : undefined;
  return {
    from: found.from,
    to: found.to,
    target: found.target,
    verb: found.verb ?? registration?.verb ?? verb,
    file: at?.file ?? null,
    line: at?.line ?? null,
    blocked: found.blocked,
  };
}

/** What `match --json` says runs: `runs` and `status` (null when the project has no controllers to run). */
export interface JsonRuns {
  file: string;
  class: string;
  method: string;
  args: string[];
  via: string;
  router: string;
  /** The line of the method's declaration (1-based), when known. */
  line: number | null;
  /** With `_remap`: the method segment it receives. */
  remapped?: string;
}

export function jsonRuns(resolution: RequestResolution, locator: Locator): JsonRuns | null {
  const runs = resolution.runs;
  if (!runs) return null;
  const declaration = runs.declaration;
  const line =
    declaration?.file !== undefined && declaration.offset !== undefined
      ? locator.start({ file: declaration.file, start: declaration.offset, end: declaration.offset }).line
      : null;
  return {
    file: locator.file(runs.file),
    class: runs.class,
    method: runs.method,
    args: runs.args,
    via: runs.via,
    // The JSON contract names two routers: Bonfire's is the HMVC router with its own lookup.
    router: runs.router === 'bonfire' ? 'hmvc' : runs.router,
    line,
    ...(runs.remapped !== undefined ? { remapped: runs.remapped } : {}),
  };
}

/** What runs, for `match`'s text: the file, class and method, how the router got there, or why nothing runs. */
export interface MatchRuns {
  status: number;
  file?: string;
  line?: number | null;
  call?: string;
  via?: string;
  reason?: string;
  router: string;
  moduleRoute?: string;
}

/** `match`'s text about what runs. */
export function matchRuns(resolution: RequestResolution, requests: AppRequests, locator: Locator): MatchRuns {
  const json = jsonRuns(resolution, locator);
  const router = routerName(requests);
  const routesFile = resolution.moduleRoute && requests.moduleTables.get(resolution.moduleRoute.module)?.entry;
  const moduleRoute = resolution.moduleRoute
    ? `'${resolution.moduleRoute.from}' → '${resolution.moduleRoute.to}' (${routesFile ? locator.file(routesFile) : `modules/${resolution.moduleRoute.module}/config/routes.php`})`
    : undefined;
  if (!json) return { status: resolution.status, reason: resolution.reason, router, moduleRoute };
  const call =
    json.remapped !== undefined
      ? `${json.class}::_remap('${json.remapped}', [${json.args.map((a) => `'${a}'`).join(', ')}])`
      : `${json.class}::${json.method}(${json.args.map((a) => `'${a}'`).join(', ')})`;
  return {
    status: resolution.status,
    file: displayPath(resolution.runs!.file),
    line: json.line,
    call,
    via: json.via,
    reason: resolution.reason,
    router,
    moduleRoute,
  };
}
