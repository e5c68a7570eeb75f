// What the fast reader reads (fast-read.ts) and fast-evaluate.ts evaluates: a plain config's imports and statements,
// with the values of its literals and where each part is written.

/** An expression: a literal value as itself, anything else as a node. */
export type FastExpression = string | number | boolean | null | FastNode;

export const enum FastKind {
  Name,
  Template,
  Plus,
  Object,
  Array,
  Call,
  Arrow,
}

export type FastNode = FastName | FastTemplate | FastPlus | FastObject | FastArray | FastCall | FastArrow;

/** A variable read; the reader made sure a declaration before it is in scope. */
export interface FastName {
  kind: FastKind.Name;
  name: string;
  start: number;
  end: number;
}

/** `head${expressions[0]}literals[0]…`; part i is written at [partStarts[i], partEnds[i]) (TypeScript's span). */
export interface FastTemplate {
  kind: FastKind.Template;
  head: string;
  expressions: FastExpression[];
  literals: string[];
  partStarts: number[];
  partEnds: number[];
}

export interface FastPlus {
  kind: FastKind.Plus;
  left: FastExpression;
  right: FastExpression;
  start: number;
  end: number;
}

/**
 * An object literal: keys as written (repeats included), values, and where each value is written. `plain` when
 * every value is a string, number, boolean or null literal.
 */
export interface FastObject {
  kind: FastKind.Object;
  keys: string[];
  values: FastExpression[];
  starts: number[];
  ends: number[];
  plain: boolean;
}

export interface FastArray {
  kind: FastKind.Array;
  items: FastExpression[];
}

/** `Route.<method>(…)` of one of ROUTE_METHODS. */
export interface FastCall {
  kind: FastKind.Call;
  method: string;
  start: number;
  end: number;
  args: (FastExpression | FastArrow)[];
  argStarts: number[];
  argEnds: number[];
}

/** `() => { … }` or `() => expression`, only as an argument of a Route call. */
export interface FastArrow {
  kind: FastKind.Arrow;
  body: FastStatement[] | FastExpression;
  block: boolean;
}

/** `const x = …;` (`let`, `export const`), or an expression statement (`declares` undefined). */
export interface FastStatement {
  declares: string | undefined;
  mutable: boolean;
  exported: boolean;
  expression: FastExpression;
  start: number;
  end: number;
}

/** `import { a, b as c } from '…';` */
export interface FastImport {
  specifier: string;
  imported: string[];
  locals: string[];
  start: number;
  end: number;
}

export interface FastProgram {
  imports: FastImport[];
  statements: FastStatement[];
  /** Local names under which `Route` is visible. */
  routeNames: Set<string>;
  /** Relative import specifiers. */
  relativeImports: string[];
  callsMap: boolean;
  /** How many Route calls the file has (each written call once, wherever it is). */
  callCount: number;
}
