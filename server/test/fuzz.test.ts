// Short fuzz runs with fixed seeds: generated programs and mutated fixtures never break the engine,
// the evaluator or the server, and fully known programs evaluate statically exactly as they execute.

import assert from 'node:assert/strict';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import type { Hover } from 'vscode-languageserver';
import { analyzeEntry } from '../src/analysis/analyze';
import { TestClient } from './harness/lsp-client';
import { evaluateProgram, evaluationFailures, executeProgram, fixtureTexts, memoryHost, mutationArb, programArb } from './harness/programs';
import { checkExactOrFlagged, grammarProgram } from './harness/grammar';

const ROOT = path.resolve(__dirname, '../../..');

describe('fuzz (short, fixed seeds; npm run fuzz runs 100,000 inputs)', () => {
  test('known programs: the static result equals executing the program', () => {
    fc.assert(
      fc.property(programArb(false), (source) => {
        const statically = evaluateProgram(source);
        if (statically.unknown) return;
        const executed = executeProgram(source);
        assert.deepEqual(statically.routes, executed.routes);
        assert.deepEqual(statically.named, executed.named);
        assert.deepEqual(statically.tables, executed.tables);
      }),
      { seed: 20261121, numRuns: 150 },
    );
  });

  test('classes and conditions: decided by --define, the static result equals executing with that environment', () => {
    fc.assert(
      fc.property(programArb(false, true), fc.constantFrom('a', 'b', 'c'), (source, mode) => {
        const statically = evaluateProgram(source, undefined, { MODE: mode, LIST: 'p,,q', COUNT: '2' });
        if (statically.unknown) return;
        const executed = executeProgram(source, { MODE: mode, LIST: 'p,,q', COUNT: '2' });
        assert.deepEqual(statically.routes, executed.routes);
        assert.deepEqual(statically.tables, executed.tables);
      }),
      { seed: 20261123, numRuns: 150 },
    );
  });

  test('conditions left undecided: every route of every run is listed, and those missing from a run are conditional', () => {
    fc.assert(
      fc.property(programArb(false, true), (source) => {
        const statically = evaluateProgram(source);
        // Values read from the registry (named()) differ between worlds: only the routes' existence is compared here.
        if (statically.unknown || source.includes('Route.named(')) return;
        const listed = new Set(statically.routes);
        const conditional = new Set(statically.conditional);
        for (const mode of ['a', 'b', 'c']) {
          const executed = new Set(executeProgram(source, { MODE: mode }).routes);
          for (const route of executed) assert.ok(listed.has(route), `${route} (MODE=${mode}) is not listed`);
          for (const route of listed)
            assert.ok(executed.has(route) || conditional.has(route), `${route} is listed without a condition but does not exist for MODE=${mode}`);
        }
      }),
      { seed: 77, numRuns: 150 },
    );
  });

  test('exact or flagged: every route of every run is listed (a placeholder stands for any text), and a route listed plainly is in every run', () => {
    const worlds: Record<string, string>[] = [{ MODE: 'a' }, { MODE: 'b', LIST: 'r,,s', COUNT: '3' }, { MODE: 'c', LIST: '', COUNT: '0' }];
    fc.assert(
      fc.property(programArb(false, true), (source) => {
        // Values read from the registry (named()) differ between worlds: only the routes' existence is compared here.
        if (!source.includes('Route.named(')) checkExactOrFlagged(source, worlds);
      }),
      { seed: 78, numRuns: 150 },
    );
  });

  test('programs from the grammar of everyday TypeScript, run for real in three environments: exact or flagged', () => {
    let exact = 0;
    for (let seed = 1; seed <= 120; seed++) if (checkExactOrFlagged(grammarProgram(seed, seed % 2 === 0))) exact++;
    // Both sides of the property are exercised: programs the evaluator knows wholly, and programs it flags.
    assert.ok(exact > 10 && exact < 110, `${exact} exact`);
  });

  test('programs with unknowns never make the evaluator throw', () => {
    fc.assert(
      fc.property(programArb(true, true), (source) => {
        assert.deepEqual(evaluateProgram(source).failures, []);
      }),
      { seed: 7, numRuns: 150 },
    );
  });

  test('mutated fixtures never make the evaluator throw', () => {
    const files = fixtureTexts(path.join(ROOT, 'test-fixtures/shop'));
    const entry = Object.keys(files).find((f) => f.endsWith(path.join('config', 'routes.ts')))!;
    const targets = Object.keys(files);
    fc.assert(
      fc.property(
        fc.constantFrom(...targets).chain((file) => mutationArb(files[file]).map((text) => [file, text] as const)),
        ([file, text]) => {
          const analysis = analyzeEntry(entry, memoryHost({ ...files, [file]: text }), { limits: { maxSteps: 2_000_000 } });
          // The route view and the diagnostics (with the table lint) are made on first use: they count too. A hang is
          // bounded by the evaluation's own step limit (an `evaluation-limit` diagnostic), not measured here.
          assert.ok(analysis.routes.every((r) => typeof r.from === 'string'));
          assert.deepEqual(evaluationFailures(analysis.diagnostics), []);
        },
      ),
      { seed: 42, numRuns: 100 },
    );
  });

  test('the server answers hovers on mutated text at random positions', async () => {
    const shop = path.join(ROOT, 'test-fixtures/shop');
    const client = await TestClient.start(shop);
    try {
      const file = path.join(shop, 'config/routes.ts');
      const original = fixtureTexts(shop)[file];
      await client.open(file, original);
      const samples = fc.sample(fc.tuple(mutationArb(original), fc.array(fc.nat(), { minLength: 3, maxLength: 3 })), { seed: 99, numRuns: 25 });
      for (const [text, positions] of samples) {
        await client.change(file, text);
        for (const p of positions) {
          const hover = await client.request<Hover | null>('textDocument/hover', client.at(file, p % (text.length + 1), text));
          assert.ok(hover === null || typeof hover === 'object');
        }
      }
    } finally {
      await client.stop();
    }
  });
});
