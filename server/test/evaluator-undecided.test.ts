// What the evaluator does where a condition, a count or a callee is not known: values written under the condition
// are kept only where every branch agrees, loops of a count not known list their body's routes under that
// condition, a name that code not run may give is not reported missing, and a rejected promise is not a throw.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { evaluateFiles, routeLines } from './harness/evaluate';

const IMPORT = "import { Route } from '@routelens/route';\n";
const routesOf = (source: string) => evaluateFiles({ 'r.ts': IMPORT + source });

describe('writes under an undecided condition', () => {
  test('an array pushed to, an object key set, a set added to under the condition are not known after it; what every branch leaves alike is', () => {
    const analysis = routesOf(
      "const list = ['base'];\nconst cfg: Record<string, string> = { k: 'v', same: 's' };\nconst seen = new Set(['one']);\n" +
        "if (process.env.X) { list.push('extra'); cfg.k = 'w'; cfg.same = 't'; seen.add('two'); } else { cfg.same = 't'; }\n" +
        "Route.get('k/' + cfg.k, 'x/k');\nRoute.get('same/' + cfg.same, 'x/same');\nRoute.get('n/' + list.length + '/' + seen.size, 'x/n');\n",
    );
    assert.deepEqual(
      analysis.routes.map((r) => r.from.replace(/⟨[^⟩]*⟩/g, '⟨⟩')),
      ['k/⟨⟩', 'same/t', 'n/⟨⟩/⟨⟩'],
    );
  });

  test('the else branch runs from the state before the condition, not from what the then branch wrote', () => {
    const analysis = routesOf("const list: string[] = [];\nif (process.env.X) { list.push('a'); } else { Route.get('else/' + list.length, 'x/e'); }\n");
    assert.deepEqual(routeLines(analysis), ['GET else/0 → x/e']);
    assert.ok(analysis.routes[0].condition !== null);
  });

  test('a variable assigned by a function the branch calls is not known after it', () => {
    const analysis = routesOf(
      "let prefix = 'a';\nfunction setPrefix(p: string) { prefix = p; }\nif (process.env.X) setPrefix('b');\nRoute.get(prefix + '/home', 'x/h');\n",
    );
    assert.match(analysis.routes[0].from, /^⟨.*⟩\/home$/);
  });
});

describe('loops that run a number of times not known', () => {
  test('a loop over a list read from the environment lists its body once, under that condition, and says so', () => {
    const analysis = routesOf(
      "const langs = (process.env.LANGS ?? 'en').split(',');\nfor (const lang of langs) Route.get(lang + '/home', 'home/index', { as: 'home_' + lang });\nRoute.get('after', 'x/a');\n",
    );
    assert.deepEqual(
      analysis.routes.map((r) => [r.from, r.name, r.condition !== null]),
      [
        ['⟨lang⟩/home', 'home_⟨lang⟩', true],
        ['after', null, false],
      ],
    );
    assert.ok(analysis.diagnostics.some((d) => /how many times this loop runs is not known/.test(d.message)));
  });

  test('a value carried from one iteration to the next is not known inside the body, nor after the loop', () => {
    const analysis = routesOf("let i = 0;\nwhile (i < Number(process.env.N)) { Route.get('p' + i, 'x/p'); i++; }\nRoute.get('count/' + i, 'x/c');\n");
    assert.deepEqual(
      analysis.routes.map((r) => r.from.replace(/⟨[^⟩]*⟩/g, '⟨⟩')),
      ['p⟨⟩', 'count/⟨⟩'],
    );
  });

  test('a loop that leaves only under a condition not known is not called endless', () => {
    const analysis = routesOf(
      "const it: any = (globalThis as any).source;\nlet k = 0;\nwhile (true) { if (it.next().done) break; k++; }\nRoute.get('k/' + k, 'x/k');\n",
    );
    assert.ok(!analysis.diagnostics.some((d) => d.code === 'evaluation-limit'), JSON.stringify(analysis.diagnostics.map((d) => d.message)));
    assert.ok(analysis.diagnostics.some((d) => /this loop ends only where/.test(d.message)));
    assert.match(analysis.routes[0].from, /^k\/⟨.*⟩$/);
  });
});

describe('names and promises', () => {
  test('Route.named() of a name no route has yet, where a route has a name not known, is not known: no unknown-name error', () => {
    const analysis = routesOf(
      "for (const l of (process.env.L ?? '').split(',')) Route.get(l, 'x/l', { as: 'home_' + l });\nRoute.get('n/' + String(Route.named('home_en')), 'x/n');\n",
    );
    assert.ok(!analysis.diagnostics.some((d) => d.code === 'unknown-name'));
    assert.match(analysis.routes[1].from, /^n\/⟨.*⟩$/);
  });

  test('Route.named() of a name nothing could give is still null, and an error', () => {
    const analysis = routesOf("Route.get('a', 'x/a', { as: 'a' });\nRoute.get('n/' + String(Route.named('b')), 'x/n');\n");
    assert.equal(analysis.routes[1].from, 'n/null');
    assert.ok(analysis.diagnostics.some((d) => d.code === 'unknown-name'));
  });

  test('an async function that throws rejects its promise: no throw at the call; awaiting it at the top level throws', () => {
    const caught = routesOf("async function load() { throw new Error('offline'); }\nload().catch(() => undefined);\nRoute.get('after', 'x/a');\n");
    assert.deepEqual(routeLines(caught), ['GET after → x/a']);
    assert.ok(!caught.diagnostics.some((d) => d.code === 'evaluation-limit'));
    const awaited = routesOf(
      "async function load() { throw new Error('offline'); }\ntry { await load(); } catch (e) { Route.get('caught/' + (e as Error).message, 'x/c'); }\n",
    );
    assert.deepEqual(routeLines(awaited), ['GET caught/offline → x/c']);
  });
});
