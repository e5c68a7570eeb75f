// One suite of cases run through every front end that accepts the construct: the TypeScript evaluator, the PHP
// evaluator, and the TypeScript config executed for real with the runtime library. All of them must give the
// same per-method tables, and those tables are the whole expected output, kept in server/test/expect/front-ends/.
// (The PHP files run in real PHP in `npm run test:php`: server/test-php/php-cases.test.ts.)

import assert from 'node:assert/strict';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import type { Verb } from '@routelens/shared';
import { VERBS } from '@routelens/shared';
import { evaluateFiles, executeConfig, staticTables } from './harness/evaluate';
import { expectText } from './harness/expect';
import { CASES, CONDITION_CASES, CONDITION_INPUTS, PHP_HEAD, PHP_TAIL, TS_HEAD, TS_TAIL } from './harness/front-end-cases';
import { executeConfig as executeWithEnv } from './harness/execute';

type Tables = Record<Verb, [string, unknown][]>;

/** The tables as the expectation shows them: a block per request method, a line per route. */
function render(tables: Tables): string {
  return VERBS.map((verb) => `${verb}\n${tables[verb].map(([from, to]) => `  ${from} => ${JSON.stringify(to)}`).join('\n')}\n`).join('');
}

describe('one case suite through every front end', () => {
  for (const c of CASES) {
    test(c.name, () => {
      const ts = evaluateFiles({ 'routes.ts': TS_HEAD + c.ts + TS_TAIL });
      assert.deepEqual(
        ts.diagnostics.filter((d) => d.severity === 'error' || d.severity === 'warning').map((d) => d.code),
        [],
        'TypeScript: no warning',
      );
      const staticTs = staticTables(ts);
      const executed = executeConfig(path.join(ts.root, 'routes.ts'));
      assert.deepEqual(staticTs, executed, 'the TypeScript evaluator equals execution');
      if (c.php !== undefined) {
        const php = evaluateFiles({ 'application/config/routes.php': PHP_HEAD + c.php + PHP_TAIL });
        assert.deepEqual(
          php.diagnostics.filter((d) => d.severity === 'error' || d.severity === 'warning').map((d) => d.code),
          [],
          'PHP: no warning',
        );
        if (c.phpDiffers) {
          assert.notDeepEqual(staticTables(php), staticTs, `PHP differs: ${c.phpDiffers}`);
          expectText(`front-ends/${c.name}.php.txt`, render(staticTables(php)));
        } else {
          assert.deepEqual(staticTables(php), staticTs, 'the PHP evaluator equals the TypeScript one');
        }
      }
      expectText(`front-ends/${c.name}.txt`, render(staticTs));
    });
  }
});

/** The routes of an analysis as lines, and which of them carry a condition (its text is each language's own). */
function routeLines(analysis: { routes: readonly { verb: string; from: string; to: string; condition: string | null }[] }): {
  all: string[];
  conditional: string[];
} {
  const line = (r: { verb: string; from: string; to: string }) => `${r.verb} ${r.from} → ${r.to}`;
  return { all: analysis.routes.map(line), conditional: analysis.routes.filter((r) => r.condition !== null).map(line) };
}

describe('conditions, guards, loops and branches through both front ends', () => {
  for (const c of CONDITION_CASES) {
    test(`${c.name}: decided every way, each equals execution and PHP equals TypeScript`, () => {
      for (const inputs of CONDITION_INPUTS) {
        const ts = evaluateFiles({ 'routes.ts': TS_HEAD + c.ts + TS_TAIL }, { defines: inputs });
        const executed = executeWithEnv(path.join(ts.root, 'routes.ts'), inputs);
        assert.equal(executed.error, undefined, executed.error);
        const lines = (routes: readonly { verb: string; from: string; to: string }[]) => routes.map((r) => `${r.verb} ${r.from} → ${r.to}`);
        assert.deepEqual(lines(ts.routes), lines(executed.routes), `TypeScript, A=${inputs.A} B=${inputs.B}`);
        const php = evaluateFiles({ 'application/config/routes.php': PHP_HEAD + c.php + PHP_TAIL }, { defines: inputs });
        assert.deepEqual(staticTables(php), staticTables(ts), `PHP equals TypeScript, A=${inputs.A} B=${inputs.B}`);
      }
    });
    test(`${c.name}: undecided, both front ends give the same routes and the same of them conditional`, () => {
      const ts = evaluateFiles({ 'routes.ts': TS_HEAD + c.ts + TS_TAIL });
      const php = evaluateFiles({ 'application/config/routes.php': PHP_HEAD + c.php + PHP_TAIL });
      assert.deepEqual(routeLines(php), routeLines(ts));
      // Nothing any decision registers is missing undecided, and what is unconditional undecided is registered by every one.
      const decided = CONDITION_INPUTS.map((inputs) => routeLines(evaluateFiles({ 'routes.ts': TS_HEAD + c.ts + TS_TAIL }, { defines: inputs })).all);
      for (const lines of decided) for (const line of lines) assert.ok(routeLines(ts).all.includes(line), `${line} is listed undecided`);
      const unconditional = routeLines(ts).all.filter((line) => !routeLines(ts).conditional.includes(line));
      for (const line of unconditional)
        assert.ok(
          decided.every((lines) => lines.includes(line)),
          `${line} exists in every decision`,
        );
      expectText(
        `front-ends/${c.name}.undecided.txt`,
        ts.routes.map((r) => `${r.verb} ${r.from} → ${r.to}${r.condition ? ` [${r.condition}]` : ''}`).join('\n') + '\n',
      );
    });
  }
});
