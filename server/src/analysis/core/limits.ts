// The bounds that keep every evaluation finite, for every front end: one table (docs/robustness.md).

/** Bounds that keep every evaluation finite. */
export interface EvaluationLimits {
  /** Wall-clock budget of one evaluation (an entry file with everything it imports). */
  timeBudgetMs: number;
  /** Iterations of one loop statement or array callback. */
  maxLoopIterations: number;
  /** Nested calls of functions written in the analysed code. */
  maxCallDepth: number;
  /** Longest string the evaluator builds; longer ones become Unknown. */
  maxStringLength: number;
  /** Most items an array the evaluator builds may have; longer ones become Unknown. */
  maxArrayItems: number;
  /** Registered routes, after which evaluation stops. */
  maxRoutes: number;
  /** Files one evaluation may load through imports. */
  maxModules: number;
}

export const DEFAULT_LIMITS: EvaluationLimits = {
  timeBudgetMs: 1500,
  maxLoopIterations: 10_000,
  maxCallDepth: 64,
  maxStringLength: 100_000,
  maxArrayItems: 100_000,
  maxRoutes: 100_000,
  maxModules: 2_000,
};
