// The bounds that keep every evaluation finite, for every front end: one table (docs/robustness.md).

/** Bounds that keep every evaluation finite. */
export interface EvaluationLimits {
  /**
   * Steps of one evaluation (an entry file with everything it imports): each statement run and each call made is one
   * (an expression's work is bounded by its statement's size and the other limits). The bound counts work, not time,
   * so the same files give the same result on any machine under any load, whichever way a file is read.
   */
  maxSteps: number;
  /**
   * A guard against a runaway evaluation that the other bounds let through (steps of uneven cost): wall-clock time,
   * far beyond what any evaluation within `maxSteps` takes. Hitting it is reported as what it is.
   */
  safetyStopMs: number;
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
  maxSteps: 5_000_000,
  safetyStopMs: 30_000,
  maxLoopIterations: 10_000,
  maxCallDepth: 64,
  maxStringLength: 100_000,
  maxArrayItems: 100_000,
  maxRoutes: 100_000,
  maxModules: 2_000,
};
