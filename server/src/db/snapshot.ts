// An immutable view of one analysed state of the workspace, indexed for the editor features.

import type { Analysis, AnalyzedRoute } from '../analysis/analyze';
import { diagnosticKey } from '../analysis/analyze';
import type { AnalysisDiagnostic, NameDefinition, NamedUse } from '../analysis/eval/facts';
import type { RouteCallSyntax, SourceIndex } from '../analysis/syntax/source-index';
import { LineIndex } from '../analysis/syntax/line-index';
import type { ControllerIndex } from './hmvc';

function key(file: string, start: number): string {
  return `${file}\0${start}`;
}

export class Snapshot {
  private readonly byFile = new Map<string, AnalysisDiagnostic[]>();
  private extra: AnalysisDiagnostic[] | undefined;
  private byCall: Map<string, AnalyzedRoute[]> | undefined;
  private allRoutes: AnalyzedRoute[] | undefined;

  constructor(
    readonly version: number,
    readonly analyses: readonly Analysis[],
    /** Diagnostics beyond the analyses' own (the HMVC controller checks). */
    private readonly extraDiagnostics: () => readonly AnalysisDiagnostic[],
    private readonly parsedOf: (file: string) => SourceIndex | undefined,
    /** The workspace's HMVC controllers, when it has any. */
    readonly controllers?: ControllerIndex,
  ) {}

  parsed(file: string): SourceIndex | undefined {
    return this.parsedOf(file);
  }

  /** The 1-based line of an offset, for messages such as "defined at routes.ts:12". */
  lineOf(file: string, offset: number): number {
    const parsed = this.parsed(file);
    return parsed ? new LineIndex(parsed.text).position(offset).line + 1 : 1;
  }

  /**
   * The diagnostics in a file, each once, from the analyses it takes part in (only those are linted: a workspace
   * of thousands of tables lints the few whose files are open).
   */
  diagnosticsOf(file: string): AnalysisDiagnostic[] {
    let list = this.byFile.get(file);
    if (list) return list;
    list = [];
    const seen = new Set<string>();
    for (const analysis of this.analyses) {
      if (!analysis.files.includes(file)) continue;
      for (const d of analysis.diagnostics) {
        if (d.span.file !== file) continue;
        const k = diagnosticKey(d);
        if (seen.has(k)) continue;
        seen.add(k);
        list.push(d);
      }
    }
    this.extra ??= [...this.extraDiagnostics()];
    for (const d of this.extra) if (d.span.file === file) list.push(d);
    this.byFile.set(file, list);
    return list;
  }

  /** How many routes the analyses have (without building their views). */
  routeCount(): number {
    return this.analyses.reduce((n, a) => n + a.registrations.length, 0);
  }

  /** Every route of every analysis, in order. */
  routes(): AnalyzedRoute[] {
    this.allRoutes ??= this.analyses.flatMap((a) => a.routes);
    return this.allRoutes;
  }

  /** The routes a call generates: made by it, or inside it (a prefix, or a parent with a nested handler). */
  routesOfCall(file: string, callStart: number): AnalyzedRoute[] {
    if (!this.byCall) {
      const index = new Map<string, AnalyzedRoute[]>();
      const add = (k: string, route: AnalyzedRoute) => {
        const list = index.get(k);
        if (list) {
          if (list[list.length - 1] !== route) list.push(route);
        } else index.set(k, [route]);
      };
      for (const route of this.routes()) {
        add(key(route.span.file, route.span.start), route);
        for (const span of route.enclosing) add(key(span.file, span.start), route);
      }
      this.byCall = index;
    }
    return this.byCall.get(key(file, callStart)) ?? [];
  }

  /** The innermost `Route.*` call whose range contains `offset`. */
  callAt(file: string, offset: number): RouteCallSyntax | undefined {
    const parsed = this.parsed(file);
    let best: RouteCallSyntax | undefined;
    for (const call of parsed?.routeCalls ?? []) {
      if (offset >= call.start && offset <= call.end && (!best || call.end - call.start < best.end - best.start)) best = call;
    }
    return best;
  }

  /** The analyses a file takes part in (all of them when none does): names belong to one route table. */
  analysesOf(file?: string): readonly Analysis[] {
    if (file === undefined) return this.analyses;
    const mine = this.analyses.filter((a) => a.files.includes(file));
    return mine.length ? mine : this.analyses;
  }

  nameDefinitions(name?: string, file?: string): NameDefinition[] {
    const all = this.analysesOf(file).flatMap((a) => a.nameDefinitions);
    return unique(name === undefined ? all : all.filter((d) => d.name === name), (d) => key(d.span.file, d.span.start));
  }

  namedUses(name?: string, file?: string): NamedUse[] {
    const all = this.analysesOf(file).flatMap((a) => a.namedUses);
    return unique(name === undefined ? all : all.filter((u) => u.name === name), (u) => key(u.span.file, u.span.start));
  }

  /** Every route name and the `from` it stands for. */
  named(file?: string): Map<string, string> {
    const names = new Map<string, string>();
    for (const analysis of this.analysesOf(file)) for (const [name, from] of Object.entries(analysis.named)) names.set(name, from);
    return names;
  }

  /** The route registered under a name (the last one), if any. */
  routeNamed(name: string, file?: string): AnalyzedRoute | undefined {
    const routes = this.analysesOf(file).flatMap((a) => a.routes);
    for (let i = routes.length - 1; i >= 0; i--) if (routes[i].name === name) return routes[i];
    return undefined;
  }
}

function unique<T>(items: T[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = keyOf(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
