import { defineDiagnostic } from './definition';

export const evaluationFailed = defineDiagnostic({
  code: 'evaluation-failed',
  severity: 'warning',
  docs: {
    what: "a defect of routelens' evaluator stopped the evaluation (routes so far are kept)",
    why: 'routes may be missing',
    fix: 'report it, with the file',
  },
  message: (error: string) => `The static evaluation failed here (${error}); routes found before this point are listed. Please report this.`,
  examples: [],
  untested:
    'no input makes a correct evaluator fail: server/test/evaluator.test.ts makes it fail on purpose (a file host that throws) and checks this diagnostic',
});
