// The TypeScript execution oracle: each config of test-fixtures/ts-oracle (written the way teams write them: method
// values, closures in loops, labels, exceptions across calls, classes with accessors and overriding, built-ins,
// barrels, helpers over route specs, JSON data) is bundled and run for real against the Route library, and the
// static table must equal what it registered (verbs, paths, targets, names, in order) and the per-method tables its
// map() gives. Then the bridge to JavaScript's built-ins, attempt by attempt: nothing of the host is reachable.

import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { VERBS } from '@routelens/shared';
import { runCli } from './harness/cli';
import { evaluateFiles } from './harness/evaluate';
import { executeConfig } from './harness/execute';

const CORPUS = path.resolve(__dirname, '../../../test-fixtures/ts-oracle');

/** The table CodeIgniter reads for a method from a map() result in its CI3 form. */
function forMethod(mapped: Record<string, unknown>, method: string): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const [from, to] of Object.entries(mapped)) {
    if (to !== null && typeof to === 'object') {
      const verbs = to as Record<string, unknown>;
      if (verbs[method.toLowerCase()] !== undefined) out.push([from, verbs[method.toLowerCase()]]);
    } else out.push([from, to]);
  }
  return out;
}

describe('TypeScript configs: the static table is the executed table', () => {
  const cases = fs
    .readdirSync(CORPUS)
    .filter((name) => fs.existsSync(path.join(CORPUS, name, 'routes.ts')))
    .sort();
  for (const name of cases) {
    test(name, async () => {
      const entry = path.join(CORPUS, name, 'routes.ts');
      const executed = executeConfig(entry);
      assert.equal(executed.error, undefined, executed.error);
      const list = await runCli('list', '--json', entry);
      assert.equal(list.code, 0, list.err);
      const { routes, diagnostics } = JSON.parse(list.out) as {
        routes: { verb: string; from: string; to: string; name: string | null }[];
        diagnostics: { code: string; message: string }[];
      };
      assert.deepEqual(
        routes.map((r) => [r.verb, r.from, r.to, r.name]),
        executed.routes.map((r) => [r.verb, r.from, r.to, r.name]),
      );
      // Nothing the evaluator could not know (a call after an uncaught throw is dead code when it runs, too).
      assert.deepEqual(
        diagnostics.filter((d) => d.code === 'not-evaluable' && !/never reached/.test(d.message)).map((d) => d.message),
        [],
      );
      const map = await runCli('map', '--json', entry);
      const { methods } = JSON.parse(map.out) as { methods: Record<string, [string, unknown][]> };
      for (const method of VERBS) assert.deepEqual(methods[method], forMethod(executed.mapped as Record<string, unknown>, method), method);
    });
  }
});

describe('the bridge to the built-ins reaches nothing of the host', () => {
  const marker = path.join(os.tmpdir(), `routelens-bridge-escape-${process.pid}`);
  const attempts: [string, string][] = [
    ['constructor chain of a string', "''.constructor.constructor('return process')()"],
    ['constructor chain of an array method', "[].map.constructor('return process')()"],
    ['Object.getPrototypeOf', "Object.getPrototypeOf('')"],
    ['Reflect', "Reflect.get(globalThis, 'process')"],
    ['Proxy', 'new Proxy({}, {})'],
    ['globalThis', 'globalThis.process'],
    ['dynamic import', "import('node:fs')"],
    ['a callback given to a built-in', "[1].map(() => require('node:fs'))"],
    ['JSON.parse reviver', "JSON.parse('1', () => process)"],
    ['replace with a function replacer', "'a'.replace('a', () => String(process.pid))"],
  ];
  for (const [what, expression] of attempts) {
    test(`${what}: Unknown, nothing runs`, () => {
      fs.rmSync(marker, { force: true });
      const code = `import { Route } from '@routelens/route';\nconst escaped = ${expression};\nRoute.get('x/' + escaped, 'y/z');\nrequire('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran');\n`;
      const { routes } = evaluateFiles({ 'routes.ts': code });
      assert.equal(routes.length, 1);
      assert.match(routes[0].from, /^x\/⟨/, `${what}: ${routes[0].from}`);
      assert.equal(fs.existsSync(marker), false, 'nothing was executed');
    });
  }

  test('allocations beyond the limits and slow regular expressions are not run', () => {
    const { routes } = evaluateFiles({
      'routes.ts':
        "import { Route } from '@routelens/route';\nRoute.get('a/' + 'x'.repeat(1e9), 't');\nRoute.get('b/' + Array.from({ length: 1e9 }).length, 't');\nRoute.get('c/' + 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!'.replace(/(a+)+$/, 'x'), 't');\nRoute.get('d/' + 'a-b'.replace(/-/g, '/'), 't');\n",
    });
    assert.deepEqual(
      routes.map((r) => r.from.startsWith(`${r.from[0]}/⟨`)),
      [true, true, true, false],
    );
    assert.equal(routes[3].from, 'd/a/b');
  });
});
