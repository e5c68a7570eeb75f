// The function-size rule that `npm test` runs over the sources (server/tools/function-size.ts): it finds what is
// over the limit, and the sources keep to it.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { checkSources, limitOf, longFunctions } from '../tools/function-size';

const body = (lines: number) => Array.from({ length: lines - 2 }, (_, i) => `  const v${i} = ${i};`).join('\n');

describe('function size', () => {
  test('a function, method or arrow one line over the limit is found, with its name and length; one at the limit is not', () => {
    const text = [
      `function long() {\n${body(61)}\n}`,
      `function fits() {\n${body(60)}\n}`,
      `class A {\n  method() {\n${body(61)}\n  }\n}`,
      `const arrow = () => {\n${body(61)}\n};`,
    ].join('\n');
    const found = longFunctions('server/src/features/x.ts', text);
    assert.deepEqual(
      found.map((f) => [f.name, f.lines, f.limit]),
      [
        ['long', 61, 60],
        ['method', 61, 60],
        ['(anonymous)', 61, 60],
      ],
    );
  });

  test('60 lines in the wiring layers (lsp, cli, db, features), 100 elsewhere', () => {
    assert.deepEqual(['server/src/lsp/a.ts', 'server/src/cli/a.ts', 'server/src/db/a.ts', 'server/src/features/a.ts'].map(limitOf), [60, 60, 60, 60]);
    assert.deepEqual(['server/src/analysis/a.ts', 'shared/src/a.ts', 'router/src/a.ts', 'client/src/a.ts'].map(limitOf), [100, 100, 100, 100]);
  });

  test('the sources keep to it', () => {
    assert.deepEqual(
      checkSources().map((f) => `${f.file}:${f.line} ${f.name} ${f.lines}/${f.limit}`),
      [],
    );
  });
});
