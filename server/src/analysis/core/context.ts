// The state of one static evaluation: scopes, limits, collected facts and diagnostics.

import type { Span } from '../../base/text';
import type { RouteRegistry, Severity } from '@routelens/shared';
import type { AnalysisDiagnostic, ConstantUse, MapCall, NameDefinition, NamedUse, RouteArrayOp } from './facts';
import { undefinedConstantOf } from './facts';
import type { FileHost } from './file-host';
import type { EvaluationLimits } from './limits';
import type { SourceIndex, SyntaxFile, SyntaxNode } from './source-index';
import { VisitedCalls } from './visited-calls';
import type { Value } from './values';
import { Unknown } from './values';
import { evaluationLimit, notEvaluable } from '@routelens/shared';

/** Thrown to stop an evaluation that exceeded a bound; caught where the evaluation started. */
export class EvaluationStopped extends Error {
  constructor(
    readonly reason: string,
    readonly span: Span | undefined,
  ) {
    super(reason);
  }
}

/**
 * A `throw` of the analysed code leaving a function: it goes up through the calls (and the engine's callbacks) to
 * the nearest `try` as in JavaScript; uncaught, it ends the config's evaluation where running it would stop.
 */
export class EvaluatedThrow extends Error {
  /** `thrown`: what is thrown, where it is known (a built-in's own error is an Error whose message is not known). */
  constructor(
    readonly span: Span | undefined,
    readonly thrown?: { readonly value: Value },
  ) {
    super('the config throws here');
  }
}

/** A variable in a scope. Imports are live: they read the exporting module when used. */
export interface Binding {
  value?: Value;
  get?: () => Value;
  mutable: boolean;
}

export class Scope {
  // Made on the first declaration: most scopes of a config (a prefix's or handler's closure) declare nothing.
  private map: Map<string, Binding> | undefined;
  constructor(readonly parent: Scope | undefined) {}

  get vars(): Map<string, Binding> {
    this.map ??= new Map();
    return this.map;
  }

  lookup(name: string): Binding | undefined {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the walk up the scope chain starts here.
    for (let scope: Scope | undefined = this; scope; scope = scope.parent) {
      const found = scope.map?.get(name);
      if (found) return found;
    }
    return undefined;
  }

  declare(name: string, value: Value, mutable: boolean): void {
    this.vars.set(name, { value, mutable });
  }
}

export function read(binding: Binding): Value {
  return binding.get ? binding.get() : binding.value;
}

/** One module of the evaluated program. */
export interface ModuleRecord {
  file: string;
  parsed: SourceIndex;
  scope: Scope;
  exports: Map<string, () => Value>;
  starExports: ModuleRecord[];
  /** CommonJS `module` object, for files that use `module.exports`. */
  cjsModule: Value;
  evaluating: boolean;
}

/** What every evaluation is given when it starts, whatever its front end. */
export interface EvaluationSetup {
  /** The entry analysed. */
  entry?: string;
  /** `--define NAME=VALUE` and the `routelens.defines` setting: constants and environment values. */
  defines?: Readonly<Record<string, string>>;
}

/**
 * A top-level statement being recorded for replay (a front end's statement memo): the Route calls it reached, and
 * whether it stayed replayable.
 */
export interface StatementRecordingState {
  visits: number[];
  pure: boolean;
}

/** Everything one evaluation shares. */
export class EvaluationContext {
  readonly modules = new Map<string, ModuleRecord>();
  readonly diagnostics: AnalysisDiagnostic[] = [];
  readonly namedUses: NamedUse[] = [];
  readonly nameDefinitions: NameDefinition[] = [];
  readonly mapCalls: MapCall[] = [];
  /** Writes to the host's route array (PHP's `$route`), in order: a routes file's final table is what they leave. */
  readonly routeArrayOps: RouteArrayOp[] = [];
  /** The names asked of `--define` (environment values, PHP constants and request values), given or not. */
  readonly askedNames = new Set<string>();
  readonly constantUses: ConstantUse[] = [];
  /** Route calls that were evaluated at least once: their start offsets, by file. */
  readonly visitedCalls = new Map<string, VisitedCalls>();
  /**
   * What the evaluation read of the file system besides files' texts (PHP's `scandir()`, `is_dir()`,
   * `file_exists()`): a path, or a folder ending in the separator whose every entry counts. A change there analyses
   * the entry again.
   */
  readonly pathDependencies: string[] = [];

  /** The entry analysed ('' when not given). */
  get entry(): string {
    return this.sources.entry ?? '';
  }

  /** Set while a top-level Route statement is evaluated for the memo: what it reads, whether it stays pure. */
  recording: StatementRecordingState | undefined;
  recordingFile: string | undefined;

  /** Notes that the statement being recorded did something that makes it not replayable. */
  impure(): void {
    if (this.recording) this.recording.pure = false;
  }

  /** Notes that the Route call starting at `start` in `file` was evaluated. */
  /** Notes a Route call reached; `textual`: written `Route.x(…)` (see VisitedCalls). */
  visit(file: string, start: number, textual = true): void {
    if (this.recording) {
      if (file === this.recordingFile && textual) this.recording.visits.push(start);
      else this.recording.pure = false;
    }
    this.visitedIn(file).add(start, textual);
  }

  /** Notes the calls of a statement replayed at `start` (statement-memo.ts): their offsets in it, `distinct` different. */
  visitReplayed(file: string, start: number, offsets: readonly number[], distinct: number): void {
    this.visitedIn(file).addRun(start, offsets, distinct);
  }

  /** The calls of `file` reached so far (calls come file by file: the last file's are kept at hand). */
  private visitedIn(file: string): VisitedCalls {
    let visited = file === this.lastVisitedFile ? this.lastVisited : this.visitedCalls.get(file);
    if (!visited) {
      visited = new VisitedCalls();
      this.visitedCalls.set(file, visited);
    }
    this.lastVisitedFile = file;
    this.lastVisited = visited;
    return visited;
  }

  private lastVisitedFile: string | undefined;
  private lastVisited: VisitedCalls | undefined;
  /** Spans already reported as not evaluable, so a value used many times is reported once. */
  private readonly reportedUnknowns = new Set<string>();
  readonly deadline: number;
  callDepth = 0;
  private steps = 0;
  // The statement being evaluated, for the location of a limit diagnostic: kept as the node, and made a span
  // only when a diagnostic asks (every statement of a large file passes through here).
  private currentSpan: Span | undefined;
  private currentNode: SyntaxNode | undefined;
  private currentParsed: SyntaxFile | undefined;
  // The same for a front end without syntax nodes: the statement's offsets in `currentFile`.
  private currentFile: string | undefined;
  private currentStart = 0;
  private currentEnd = 0;

  constructor(
    readonly host: FileHost,
    readonly registry: RouteRegistry,
    readonly limits: EvaluationLimits,
    private readonly sources: EvaluationSetup,
  ) {
    this.deadline = Date.now() + limits.safetyStopMs;
  }

  /** What the user defined (`--define`), for the environment values a config reads. */
  get defines(): Readonly<Record<string, string>> {
    return this.sources.defines ?? {};
  }

  /** A new condition's id (both branches of one `if` share it). */
  nextConditionId(): number {
    return ++this.conditions;
  }

  /** Whether any condition was left undecided so far (routes may be conditional). */
  hasConditions(): boolean {
    return this.conditions > 0;
  }

  private conditions = 0;

  /** Where evaluation is now, as a span. */
  get current(): Span | undefined {
    if (this.currentNode && this.currentParsed) {
      this.currentSpan = spanOf(this.currentNode, this.currentParsed);
      this.currentNode = undefined;
    } else if (this.currentFile !== undefined) {
      this.currentSpan = { file: this.currentFile, start: this.currentStart, end: this.currentEnd };
      this.currentFile = undefined;
    }
    return this.currentSpan;
  }

  set current(span: Span | undefined) {
    this.currentSpan = span;
    this.currentNode = undefined;
    this.currentFile = undefined;
  }

  /** Notes the statement being evaluated now. */
  enter(node: SyntaxNode, parsed: SyntaxFile): void {
    this.currentNode = node;
    this.currentParsed = parsed;
    this.currentFile = undefined;
  }

  /** Notes the statement being evaluated now, by its offsets in `file`. */
  enterAt(file: string, start: number, end: number): void {
    this.currentNode = undefined;
    this.currentFile = file;
    this.currentStart = start;
    this.currentEnd = end;
  }

  /** Saves the position of evaluation, for `popPosition` after a call (kept on a stack: calls nest). */
  pushPosition(): void {
    this.positions.push(this.currentSpan, this.currentNode, this.currentParsed, this.currentFile, this.currentStart, this.currentEnd);
  }

  popPosition(): void {
    const p = this.positions;
    this.currentEnd = p.pop() as number;
    this.currentStart = p.pop() as number;
    this.currentFile = p.pop() as string | undefined;
    this.currentParsed = p.pop() as SyntaxFile | undefined;
    this.currentNode = p.pop() as SyntaxNode | undefined;
    this.currentSpan = p.pop() as Span | undefined;
  }

  private readonly positions: unknown[] = [];

  /**
   * Stops the evaluation once it has made more routes than the limit: Route calls and `$route[...]` writes alike
   * (one rule for every front end).
   */
  checkRouteLimit(at: Span | undefined): void {
    if (this.registry.routes().length + this.routeArrayOps.length > this.limits.maxRoutes) {
      throw new EvaluationStopped(`more than ${this.limits.maxRoutes} routes were registered`, at);
    }
  }

  /**
   * Whether a loop (of any front end) may not run its iteration number `count` (from 0): past the loop limit it
   * is reported at `at` — `what` says which loop: an endless one, a loop over items, a callback over items; `exits`,
   * the conditions not known under which it leaves (then it is not endless, only not known).
   */
  loopLimit(count: number, at: Span, what: 'loop' | 'items' | string = 'loop', exits: readonly string[] = []): boolean {
    const max = this.limits.maxLoopIterations;
    if (count < max) return false;
    this.skippedRoutes ??= 'a loop the evaluation stopped';
    // A loop that leaves only under a condition not known is not endless: how long it runs is what is not known.
    if (exits.length) {
      this.report(at, notEvaluable.severity, notEvaluable.code, notEvaluable.message.undecidedLoopEnd(exits.join(' || '), max));
      return true;
    }
    const message =
      what === 'loop'
        ? evaluationLimit.message.endlessLoop(max)
        : what === 'items'
          ? evaluationLimit.message.loopItems(max)
          : evaluationLimit.message.callbackItems(max, what);
    this.report(at, evaluationLimit.severity, evaluationLimit.code, message);
    return true;
  }

  /**
   * Why code that may register routes was not run (a branch not taken for want of a condition, a generator, what
   * follows an await, a loop stopped), once one was: from then on a name no route has may still be made there.
   */
  skippedRoutes: string | undefined;

  /** Whether a call at `at` would nest deeper than the limit (then reported, and not to be made); a call is a step. */
  tooDeep(at: Span): boolean {
    this.step();
    if (this.callDepth < this.limits.maxCallDepth) return false;
    this.report(at, evaluationLimit.severity, evaluationLimit.code, evaluationLimit.message.callDepth(this.limits.maxCallDepth));
    return true;
  }

  /** Counts one step of work and stops the evaluation past the step limit (or at the safety stop). */
  step(): void {
    if (++this.steps > this.limits.maxSteps) this.stopAtSteps();
    if ((this.steps & 4095) === 0 && Date.now() > this.deadline) {
      throw new EvaluationStopped(
        `evaluation was stopped after ${this.limits.safetyStopMs / 1000} s, a guard against a runaway evaluation (its result may differ from machine to machine)`,
        this.current,
      );
    }
  }

  /** The steps taken so far (statements and expressions evaluated, and those of the statements replayed). */
  get stepsTaken(): number {
    return this.steps;
  }

  /** How many steps the evaluation may still take. */
  stepsLeft(): number {
    return this.limits.maxSteps - this.steps;
  }

  /** Counts the steps a replayed statement took when it was evaluated (the caller checked they fit: stepsLeft). */
  addSteps(count: number): void {
    this.steps += count;
    if (this.steps > this.limits.maxSteps) this.stopAtSteps();
  }

  private stopAtSteps(): never {
    throw new EvaluationStopped(`evaluation took more than ${this.limits.maxSteps.toLocaleString('en')} steps`, this.current);
  }

  report(span: Span, severity: Severity, code: string, message: string, data?: Record<string, unknown>): void {
    this.impure();
    this.diagnostics.push({ span, severity, code, message, ...(data ? { data } : {}) });
  }

  /** Reports an Unknown that reached a route (once per written expression). */
  reportUnknown(unknown: Unknown, fallback: Span): void {
    this.impure();
    const span = unknown.span ?? fallback;
    const key = `${span.file}:${span.start}:${span.end}`;
    if (this.reportedUnknowns.has(key)) return;
    this.reportedUnknowns.add(key);
    const constant = undefinedConstantOf(unknown.reason);
    this.report(span, notEvaluable.severity, notEvaluable.code, notEvaluable.message.value(unknown.text.slice(0, 80), unknown.reason), {
      reason: unknown.reason,
      ...(constant ? { constant } : {}),
    });
  }
}

/** The span of a node in its file. */
export function spanOf(node: SyntaxNode, parsed: SyntaxFile): Span {
  return { file: parsed.file, start: node.getStart(parsed.tree), end: node.end };
}

/** A short source text of a node, for placeholders and messages. */
export function textOf(node: SyntaxNode, parsed: SyntaxFile): string {
  return shortText(parsed, node.getStart(parsed.tree), node.end);
}

/** The text of file[start, end), shortened for placeholders and messages. */
export function shortText(parsed: SourceIndex, start: number, end: number): string {
  const text = parsed.text.slice(start, end);
  return text.length > 80 ? text.slice(0, 77) + '...' : text;
}

export function unknownAt(reason: string, node: SyntaxNode, parsed: SyntaxFile): Unknown {
  return unknownIn(reason, parsed, node.getStart(parsed.tree), node.end);
}

/** An Unknown for what is written at file[start, end) (a front end without syntax nodes gives offsets). */
export function unknownIn(reason: string, parsed: SourceIndex, start: number, end: number): Unknown {
  return new Unknown(reason, shortText(parsed, start, end), { file: parsed.file, start, end });
}
