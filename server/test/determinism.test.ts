// The same files give the same answer on any machine under any load: every bound of the evaluation counts work
// (steps, iterations, depth), not time. A config cut by the step bound is evaluated alone and again while other
// processes keep every core busy, and the two results are byte for byte the same.

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import * as os from 'node:os';
import { describe, test } from 'node:test';
import { evaluateFiles } from './harness/evaluate';

const IMPORT = "import { Route } from '@routelens/route';\n";
// Many files' worth of work in one config: routes made in nested loops, far past the step bound given below.
const HEAVY =
  IMPORT +
  'const areas: string[] = [];\nfor (let a = 0; a < 400; a++) areas.push(`area${a}`);\n' +
  "for (const area of areas) {\n  for (let i = 0; i < 50; i++) {\n    const parts = [area, String(i), area.toUpperCase().toLowerCase()].join('/');\n    if (i % 7 === 0) Route.get(parts, `${area}/show/${i}`);\n  }\n}\nRoute.get('last', 'x/last');\n";

function snapshot(): string {
  const analysis = evaluateFiles({ 'r.ts': HEAVY }, { limits: { maxSteps: 60_000, maxLoopIterations: 1e6, maxRoutes: 1e6 } });
  return JSON.stringify({
    routes: analysis.routes.map((r) => [r.verb, r.from, r.to]),
    diagnostics: analysis.diagnostics.map((d) => [d.code, d.message, d.span.start]),
  });
}

/** Processes that keep the machine's cores busy until stopped. */
function hogs(): ChildProcess[] {
  return Array.from({ length: Math.max(2, os.cpus().length) }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
}

describe('deterministic bounds', () => {
  test('a config cut by the step bound gives the same routes and diagnostics alone and beside CPU hogs', async () => {
    const quiet = snapshot();
    const parsed = JSON.parse(quiet) as { routes: unknown[]; diagnostics: [string, string][] };
    // The bound is what cut it (so the test is about where the cut falls), and some routes came before it.
    assert.ok(
      parsed.diagnostics.some(([code]) => code === 'evaluation-limit'),
      quiet.slice(0, 400),
    );
    assert.ok(parsed.routes.length > 10);
    const running = hogs();
    try {
      // Let the hogs start before the second evaluation.
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (let round = 0; round < 3; round++) assert.equal(snapshot(), quiet, `round ${round}`);
    } finally {
      for (const child of running) child.kill('SIGKILL');
    }
  });
});
