// An immutable view of one analysed state of a project, indexed for the editor features and the CLI: its analyses,
// and the texts they were made from, frozen (nothing here reads a live buffer after the snapshot is taken).

import type { Analysis, AnalyzedRoute } from '../analysis/analyze';
import type { AnalysisDiagnostic, NameDefinition, NamedUse } from '../analysis/core/facts';
import type { RouteCallSyntax, SourceIndex } from '../analysis/core/source-index';
import { LineIndex } from '../analysis/core/line-index';
import { folderPrefix } from '../base/text';
import { innermostCallAt } from '../analysis/core/call-lookup';
import type { ControllerIndex } from './hmvc';
import type { Ci4Analysis } from '../analysis/ci4/ci4-table';
import type { ProjectAnalysis } from './project-analysis';

/** The items of the analyses' lists with a name (all of them without one), in order; a name's few are picked without joining the lists. */
function withName<T extends { name: string }>(analyses: readonly Analysis[], list: (a: Analysis) => readonly T[], name: string | undefined): T[] {
  const found: T[] = [];
  for (const analysis of analyses) for (const item of list(analysis)) if (name === undefined || item.name === name) found.push(item);
  return found;
}

function key(file: string, start: number): string {
  return `${file}\0${start}`;
}

/** The texts of a snapshot: what each file held when it was taken. */
export type FrozenTexts = (file: string) => string | undefined;

export class Snapshot {
  private byCall: Map<string, AnalyzedRoute[]> | undefined;
  private allRoutes: AnalyzedRoute[] | undefined;
  private readonly lineIndexes = new Map<string, LineIndex>();
  private linkFileSet: Set<string> | undefined;
  readonly analyses: readonly Analysis[];
  /** The project's HMVC controllers, when it has any. */
  readonly controllers: ControllerIndex | undefined;
  /** The project's CodeIgniter 4 apps, each with its table. */
  readonly ci4Apps: readonly Ci4Analysis[];
  /** The files that may write links (views and controllers). */
  readonly linkFiles: readonly string[];

  constructor(
    readonly version: number,
    private readonly project: ProjectAnalysis,
    private readonly texts: FrozenTexts,
    /** The parse of a file's text (a cache: the same text gives the same parse). */
    private readonly parse: (file: string, text: string) => SourceIndex,
    /** The line index of a file's text (the workspace's, which indexes a keystroke's text from the last one). */
    private readonly lineIndex: (file: string, text: string) => LineIndex = (_file, text) => new LineIndex(text),
  ) {
    this.analyses = project.analyses;
    this.controllers = project.controllers;
    this.ci4Apps = project.ci4Apps;
    this.linkFiles = project.linkFiles;
  }

  /** The CodeIgniter 4 app a file takes part in (a route file it evaluated, or a file below its root), if any. */
  ci4AppOf(file: string): Ci4Analysis | undefined {
    return this.ci4Apps.find((a) => a.files.includes(file)) ?? this.ci4Apps.find((a) => file.startsWith(folderPrefix(a.app.root)));
  }

  /** Whether a file may write links (one of `linkFiles`). */
  hasLinks(file: string): boolean {
    this.linkFileSet ??= new Set(this.linkFiles);
    return this.linkFileSet.has(file);
  }

  /** A file's text in this snapshot. */
  text(file: string): string | undefined {
    return this.texts(file);
  }

  parsed(file: string): SourceIndex | undefined {
    const text = this.texts(file);
    return text === undefined ? undefined : this.parse(file, text);
  }

  /** The line index of a file's text in this snapshot (offsets to lines and UTF-16 columns, and back). */
  lines(file: string): LineIndex {
    let index = this.lineIndexes.get(file);
    if (!index) {
      index = this.lineIndex(file, this.texts(file) ?? '');
      this.lineIndexes.set(file, index);
    }
    return index;
  }

  /** The 1-based line of an offset, for messages such as "defined at routes.ts:12". */
  lineOf(file: string, offset: number): number {
    return this.lines(file).position(offset).line + 1;
  }

  /** Every diagnostic of the project, each once. */
  diagnostics(): AnalysisDiagnostic[] {
    return this.project.diagnostics;
  }

  /** The diagnostics in a file, each once, from the analyses it takes part in. */
  diagnosticsOf(file: string): AnalysisDiagnostic[] {
    return this.project.diagnosticsOf(file);
  }

  /**
   * How many routes the analyses have, as the route view lists them: `$route[...]` lines of a PHP routes file
   * included (its view is built: such files are small), the registrations of the others (without building views).
   */
  routeCount(): number {
    const ci4 = this.ci4Apps.reduce((n, a) => n + a.collection.routeCount(), 0);
    return this.analyses.reduce((n, a) => n + (a.routeArray ? a.routes.length : a.registrations.length), ci4);
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
    return parsed ? innermostCallAt(parsed.routeCalls, offset) : undefined;
  }

  /** The analyses a file takes part in (all of them when none does): names belong to one route table. */
  analysesOf(file?: string): readonly Analysis[] {
    if (file === undefined) return this.analyses;
    const mine = this.analyses.filter((a) => a.files.includes(file));
    return mine.length ? mine : this.analyses;
  }

  nameDefinitions(name?: string, file?: string): NameDefinition[] {
    return unique(
      withName(this.analysesOf(file), (a) => a.nameDefinitions, name),
      (d) => key(d.span.file, d.span.start),
    );
  }

  namedUses(name?: string, file?: string): NamedUse[] {
    return unique(
      withName(this.analysesOf(file), (a) => a.namedUses, name),
      (u) => key(u.span.file, u.span.start),
    );
  }

  /** Every route name and the `from` it stands for. */
  named(file?: string): Map<string, string> {
    const names = new Map<string, string>();
    for (const analysis of this.analysesOf(file)) for (const [name, from] of Object.entries(analysis.named)) names.set(name, from);
    return names;
  }

  /** The route registered under a name (the last one), if any. */
  routeNamed(name: string, file?: string): AnalyzedRoute | undefined {
    // From the end of the last analysis backwards, without joining their routes (this runs per definition request).
    const analyses = this.analysesOf(file);
    for (let a = analyses.length - 1; a >= 0; a--) {
      const routes = analyses[a].routes;
      for (let i = routes.length - 1; i >= 0; i--) if (routes[i].name === name) return routes[i];
    }
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
