// The one interface through which the evaluator's parts call back into the interpreter: expressions, built-ins,
// bindings, loops, module statements, Route calls and the fast reader's evaluation take an `Evaluator` and never
// import the interpreter, which implements it (so the evaluation's modules form no import cycle).

import type { Span } from '../../base/text';
import type { ts } from 'ts-morph';
import type { ParsedFile } from './syntax/ts-parse';
import type { SourceIndex } from '../core/source-index';
import type { ModuleRecord, Scope } from '../core/context';
import type { ScriptContext } from './script-context';
import type { ClosureValue, Value } from '../core/values';
import type { Flow, Guards, OpenGuard } from '../core/flow';

export interface Evaluator {
  /**
   * The label of the loop or switch about to run (`outer: for …`), set by its labelled statement and taken by the
   * loop as it starts (the syntax tree's parents are not kept, so a loop cannot look up its label).
   */
  pendingLabel: string | undefined;
  /** How many guard clauses are open now (see OpenGuard): a mark for `endGuards`. */
  guardMark(): number;
  /**
   * Ends the guards opened since `mark` that end here (`ends`: a loop ends its own `continue`s and `break`s, a
   * function its `return`s); the others stay open, and leave further out. Returns those it ended.
   */
  endGuards(mark: number, ends: (guard: OpenGuard) => boolean): OpenGuard[];
  /** Opens a guard: what runs from now on depends on its `stays` until it ends. */
  openGuard(guard: OpenGuard): void;
  /** The guard clauses open now (loops and branches end theirs through core/flow.ts). */
  readonly guards: Guards;
  readonly ctx: ScriptContext;
  /** Calls a closure of the analysed code (bounded), at a call written as `at`. */
  callClosure(closure: ClosureValue, args: Value[], at: ts.Node, parsed: ParsedFile): Value;
  /** The same for a front end without syntax nodes: the call is at the span `at`. */
  callClosureAt(closure: ClosureValue, args: Value[], at: Span, parsed: SourceIndex): Value;
  /** `await` of an evaluated value (an async function stops there: what follows is not evaluated). */
  awaitValue(value: Value, node: ts.AwaitExpression, parsed: ParsedFile): Value;
  /** A `Route.<method>(…)` call with its evaluated arguments. */
  callRoute(method: string, call: ts.CallExpression, args: Value[], scope: Scope, parsed: ParsedFile): Value;
  /** `require('<specifier>')` of a module of the workspace (read, never run). */
  require(specifier: string, node: ts.Node, parsed: ParsedFile): Value;
  /** A reader of an imported module's exports (`'*'` for the namespace). */
  importSource(specifier: string, at: Span, parsed: SourceIndex): (name: string) => Value;
  assign(target: ts.Expression, value: Value, scope: Scope, parsed: ParsedFile): void;
  /** `object[key] = value` with the object and key evaluated already (`target`: the access written). */
  assignMember(object: Value, key: Value, value: Value, target: ts.Expression, parsed: ParsedFile): void;
  /** `delete object.key` (bindings.ts). */
  deleteMember(node: ts.DeleteExpression, scope: Scope, parsed: ParsedFile): Value;
  /** `new C(…)`: an instance of a class of the analysed code, or an Unknown. */
  newExpression(node: ts.NewExpression, scope: Scope, parsed: ParsedFile): Value;
  /** A class expression's value (its static members; see classes.ts). */
  classExpression(node: ts.ClassExpression, scope: Scope, parsed: ParsedFile): Value;
  runStatements(statements: readonly ts.Statement[], scope: Scope, parsed: ParsedFile, record: ModuleRecord | undefined): Flow;
  /** Declares the function declarations among statements before they run (a block's, a switch's clauses'). */
  hoistFunctions(statements: readonly ts.Statement[], scope: Scope, parsed: ParsedFile): void;
  runStatement(node: ts.Statement, scope: Scope, parsed: ParsedFile, record: ModuleRecord | undefined): Flow;
  /** Branches of a condition that cannot be decided: each runs as if taken, its routes conditional (docs/decisions.md#conditions-and-data). */
  undecided(
    node: ts.Node,
    condition: ts.Node,
    branches: readonly { statement: ts.Statement | readonly ts.Statement[]; text: string }[],
    scope: Scope,
    parsed: ParsedFile,
  ): Flow;
  /** The same for an expression (`a && b`, `a || b`, `c ? x : y`; a branch without an expression is the test itself): its value is not known. */
  undecidedValue(
    node: ts.Expression,
    condition: ts.Expression,
    branches: readonly { expression: ts.Expression | undefined; text: string }[],
    scope: Scope,
    parsed: ParsedFile,
  ): Value;
  /** A branch that is not taken: what it would assign becomes Unknown. */
  skipBranch(node: ts.Node, condition: ts.Node, scope: Scope, parsed: ParsedFile): Flow;
}

/** The syntax of a closure of this front end (the core keeps it opaque: only the front end that made it calls it). */
export function functionSyntax(closure: ClosureValue): ts.FunctionLikeDeclaration {
  return closure.node as ts.FunctionLikeDeclaration;
}
