// `npm run fuzz`: at least 100,000 generated inputs through the engine, the evaluator and the runtime library, and
// programs from a grammar of everyday TypeScript run for real, and generated routes.php files run by PHP when it is there. Reports the count, every failure and the grammar
// programs' coverage of syntax kinds and built-ins; exits 1 when anything failed.

import assert from 'node:assert/strict';
import * as path from 'node:path';
import fc from 'fast-check';
import type { Analysis } from '../src/analysis/analyze';
import { analyzeEntry } from '../src/analysis/analyze';
import { analysisView, checkIncremental, editsArb } from '../test/harness/incremental';
import { generateConfig, generatePhpRoutes, CONSTANTS } from '../bench/generate';
import { checkPhpKeystrokes, keystrokesArb } from '../test/harness/php-keystrokes';
import { evaluateProgram, evaluationFailures, executeProgram, fixtureTexts, memoryHost, mutationArb, programArb } from '../test/harness/programs';
import { Coverage, Random, checkExactOrFlagged, grammarProgram } from '../test/harness/grammar';
import { PhpCoverage, PhpProgram, checkPhpExactOrFlagged, writeRoutes } from '../test-php/php-grammar';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';

const total = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 100_000);
const seed = Number(process.argv.find((a) => a.startsWith('--seed='))?.slice(7) ?? Date.now() % 1_000_000);
const started = Date.now();
// First, so that a run that dies (out of memory, say) can be repeated with --seed.
process.stderr.write(`fuzz: seed ${seed}, ${total} runs\n`);
let tried = 0;
let compared = 0;
const failures: string[] = [];

function run(name: string, runs: number, arbitrary: fc.Arbitrary<unknown>, check: (input: never) => void): void {
  const result = fc.check(
    fc.property(arbitrary, (input) => {
      tried++;
      check(input as never);
    }),
    { seed, numRuns: runs, endOnFailure: false },
  );
  if (result.failed)
    failures.push(
      `${name}: seed ${seed}, counterexample ${JSON.stringify(result.counterexample)?.slice(0, 2000)}\n  ${String(result.errorInstance).slice(0, 1000)}`,
    );
  process.stderr.write(`${name}: ${runs} runs${result.failed ? ' — FAILED' : ''}\n`);
}

/** An analysis builds its route view and diagnostics (with the table lint) on first use: use them, so they are tried too. */
function complete(analysis: Analysis): void {
  assert.ok(analysis.routes.every((r) => typeof r.from === 'string'));
  assert.deepEqual(evaluationFailures(analysis.diagnostics), []);
}

const ROOT = path.resolve(__dirname, '../../..');
const shop = fixtureTexts(path.join(ROOT, 'test-fixtures/shop'));
const hostile = fixtureTexts(path.join(ROOT, 'test-fixtures/hostile'));
const shopEntry = Object.keys(shop).find((f) => f.endsWith(path.join('config', 'routes.ts')))!;
const hostileEntry = Object.keys(hostile).find((f) => f.endsWith('routes.ts'))!;

// Every construct the generators make is one the evaluator supports: a known program is never partly unknown.
run('known programs: static = executed', Math.round(total * 0.6), programArb(false), (source: string) => {
  const statically = evaluateProgram(source);
  assert.equal(statically.unknown, false, 'a known program gave an unknown value');
  compared++;
  const executed = executeProgram(source);
  assert.deepEqual(statically.routes, executed.routes);
  assert.deepEqual(statically.named, executed.named);
  assert.deepEqual(statically.tables, executed.tables);
});
run(
  'classes and conditions: static with --define = executed with that environment',
  Math.round(total * 0.1),
  fc.tuple(programArb(false, true), fc.constantFrom('a', 'b', 'c')),
  ([source, mode]: [string, string]) => {
    const statically = evaluateProgram(source, undefined, { MODE: mode, LIST: 'p,,q', COUNT: '2' });
    assert.equal(statically.unknown, false, 'a known program gave an unknown value');
    compared++;
    const executed = executeProgram(source, { MODE: mode, LIST: 'p,,q', COUNT: '2' });
    assert.deepEqual(statically.routes, executed.routes);
    assert.deepEqual(statically.tables, executed.tables);
  },
);
run(
  'conditions undecided: every executed route is listed, and every unconditional one is executed',
  Math.round(total * 0.05),
  programArb(false, true),
  (source: string) => {
    const statically = evaluateProgram(source);
    if (statically.unknown) return;
    compared++;
    const listed = new Set(statically.routes);
    const conditional = new Set(statically.conditional);
    for (const mode of ['a', 'b', 'c', '']) {
      const executed = new Set(executeProgram(source, { MODE: mode }).routes);
      for (const route of executed) assert.ok(listed.has(route), `MODE=${mode}: ${route} runs but is not listed`);
      for (const route of listed) assert.ok(conditional.has(route) || executed.has(route), `MODE=${mode}: ${route} is listed unconditional but does not run`);
    }
  },
);
run('programs with unknowns: no throw', Math.round(total * 0.25), programArb(true, true), (source: string) => {
  assert.deepEqual(evaluateProgram(source).failures, []);
});
run(
  'mutated shop fixture: no throw, bounded',
  Math.round(total * 0.1),
  fc.constantFrom(...Object.keys(shop)).chain((file) => mutationArb(shop[file]).map((text) => [file, text] as const)),
  ([file, text]: readonly [string, string]) => {
    complete(analyzeEntry(shopEntry, memoryHost({ ...shop, [file]: text }), { limits: { maxSteps: 2_000_000 } }));
  },
);
run('mutated hostile fixture: no throw, bounded', Math.round(total * 0.05), mutationArb(hostile[hostileEntry]), (text: string) => {
  complete(analyzeEntry(hostileEntry, memoryHost({ ...hostile, [hostileEntry]: text }), { limits: { maxSteps: 2_000_000, maxLoopIterations: 1000 } }));
});
const plainDir = path.resolve('/virtual/fuzz-plain');
const plainEntry = path.join(plainDir, 'routes.ts');
const plainConfig = generateConfig(40, 3);
run('mutated plain config: the fast reader = TypeScript (read or declined)', Math.round(total * 0.05), mutationArb(plainConfig), (text: string) => {
  const files = { [plainEntry]: text, [path.join(plainDir, 'constants.ts')]: CONSTANTS };
  // A route limit, not a time budget, stops runaway nesting: both analyses must stop at the same point.
  const options = { limits: { timeBudgetMs: 60_000, maxRoutes: 20_000 } };
  const fast = analyzeEntry(plainEntry, memoryHost(files), options);
  const parsed = analyzeEntry(plainEntry, memoryHost(files), { ...options, fastRead: false });
  assert.deepEqual(analysisView(fast), analysisView(parsed));
});
run(
  'edit sequences in the shop fixture: incremental analysis = fresh analysis',
  Math.round(total * 0.02),
  fc.constantFrom(...Object.keys(shop)).chain((file) => editsArb(shop[file].length, 8).map((edits) => [file, edits] as const)),
  ([file, edits]: readonly [string, Parameters<typeof checkIncremental>[3]]) => {
    checkIncremental(shop, shopEntry, file, edits);
  },
);
const phpEntry = path.resolve('/virtual/fuzz-php/application/config/routes.php');
run(
  'keystrokes in a generated routes.php: patched analysis = fresh analysis',
  Math.round(total * 0.003),
  fc.integer({ min: 1, max: 1_000 }).chain((routesSeed) => {
    const text = generatePhpRoutes(120, routesSeed);
    return keystrokesArb(text.length, 12).map((keys) => [text, keys] as const);
  }),
  ([text, keys]: readonly [string, Parameters<typeof checkPhpKeystrokes>[2]]) => {
    checkPhpKeystrokes({ [phpEntry]: text }, phpEntry, keys);
  },
);

// Programs from the grammar of everyday TypeScript (not from the constructs the evaluator is known to handle), each
// run for real in three environments: exact where the evaluator knows everything, flagged everywhere else.
const grammarRuns = Math.max(200, Math.round(total * 0.03));
const coverage = new Coverage();
let grammarFailed = 0;
let exact = 0;
for (let i = 0; i < grammarRuns; i++) {
  const programSeed = seed * 7919 + i;
  const source = grammarProgram(programSeed, i % 2 === 1);
  coverage.add(source);
  tried++;
  compared++;
  try {
    if (checkExactOrFlagged(source)) exact++;
  } catch (error) {
    if (++grammarFailed <= 5) failures.push(`grammar program ${programSeed}: ${String(error).slice(0, 1000)}\n${source.slice(0, 3000)}`);
  }
}
process.stderr.write(`grammar programs: ${grammarRuns} runs, ${exact} exact, the rest flagged${grammarFailed ? ` — ${grammarFailed} FAILED` : ''}\n`);
process.stdout.write(`coverage of the grammar programs:\n${coverage.report()}\n`);

// Generated routes.php files over PHP's statement and expression forms, half with values only a request decides,
// each run by real PHP in three worlds (when `php` is on the PATH): exact or flagged, as above.
if (spawnSync('php', ['-v']).status === 0) {
  const phpRuns = Math.max(40, Math.round(total * 0.001));
  const phpCoverage = new PhpCoverage();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'routelens-fuzz-php-'));
  let phpFailed = 0;
  let phpExact = 0;
  try {
    for (let i = 0; i < phpRuns; i++) {
      const programSeed = seed * 7919 + i;
      const source = new PhpProgram(new Random(programSeed), i % 2 === 0).text();
      phpCoverage.add(source);
      tried++;
      compared++;
      try {
        if (checkPhpExactOrFlagged(writeRoutes(folder, source))) phpExact++;
      } catch (error) {
        if (++phpFailed <= 5) failures.push(`PHP program ${programSeed}: ${String(error).slice(0, 1000)}\n${source.slice(0, 3000)}`);
      }
    }
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
  process.stderr.write(`PHP programs: ${phpRuns} runs, ${phpExact} exact, the rest flagged${phpFailed ? ` — ${phpFailed} FAILED` : ''}\n`);
  process.stdout.write(`coverage of the PHP programs:\n${phpCoverage.report()}\n`);
} else {
  process.stdout.write('PHP programs: not run (no php on the PATH; apt-get install php-cli)\n');
}

const seconds = Math.round((Date.now() - started) / 1000);
process.stdout.write(`fuzz: ${tried} inputs tried (${compared} compared with execution), ${failures.length} failing properties, seed ${seed}, ${seconds} s\n`);
for (const failure of failures) process.stdout.write(`FAILED ${failure}\n`);
process.stdout.write(`${tried - failures.length} passed, ${failures.length} failed\n`);
process.exitCode = failures.length ? 1 : 0;
