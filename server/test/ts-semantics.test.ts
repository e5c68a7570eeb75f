// TypeScript semantics of the evaluator where execution cannot be the oracle (an undecided condition, an unknown
// value): guard clauses make what follows conditional, and placeholders are never equal (docs/decisions.md#conditions-and-data).

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { evaluateFiles } from './harness/evaluate';

const IMPORT = "import { Route } from '@routelens/route';\n";
const routesOf = (source: string, defines?: Record<string, string>) =>
  evaluateFiles({ 'routes.ts': IMPORT + source }, { defines }).routes.map((r) => `${r.verb} ${r.from} → ${r.to}${r.condition ? ` [${r.condition}]` : ''}`);

describe('guard clauses', () => {
  test('a return under an undecided condition in a function makes the routes after it conditional', () => {
    const source =
      "const isProd = process.env.NODE_ENV === 'production';\nfunction debugRoutes(): void {\n  if (isProd) return;\n  Route.get('debug', 'tools/debug');\n}\ndebugRoutes();\nRoute.get('home', 'pages/home');\n";
    assert.deepEqual(routesOf(source), ['GET debug → tools/debug [!(isProd)]', 'GET home → pages/home']);
    assert.deepEqual(routesOf(source, { NODE_ENV: 'production' }), ['GET home → pages/home']);
  });

  test('a top-level throw under an undecided condition makes the rest of the module conditional', () => {
    assert.deepEqual(routesOf("Route.get('a', 'x/a');\nif (process.env.BROKEN) throw new Error('stop');\nRoute.get('b', 'x/b');\n"), [
      'GET a → x/a',
      'GET b → x/b [!(process.env.BROKEN)]',
    ]);
  });

  test('a continue under an undecided condition in a loop makes the rest of the iteration conditional', () => {
    assert.deepEqual(routesOf("for (const m of ['a', 'b']) {\n  if (process.env[m]) continue;\n  Route.get(m, `${m}/index`);\n}\n"), [
      'GET a → a/index [!(process.env[m])]',
      'GET b → b/index [!(process.env[m])]',
    ]);
  });

  test("a clause's own break in a switch on an unknown value is no guard", () => {
    assert.deepEqual(
      routesOf("switch (process.env.R) { case 'eu': Route.get('p', 'gdpr'); break; default: Route.get('p', 'basic'); }\nRoute.get('home', 'h');\n"),
      ["GET p → gdpr [process.env.R === 'eu']", "GET p → basic [process.env.R is none of 'eu']", 'GET home → h'],
    );
  });
});

describe('placeholders are never equal', () => {
  test('routes and names built from different unknown values: no route-replaced, no duplicate-name', () => {
    const { diagnostics, routes } = evaluateFiles({
      'routes.ts':
        IMPORT +
        "function area(name: string): void {\n  Route.get(`${name.toUpperCase()}/home`, 'home/index', { as: `${name.trim()}-home` });\n}\narea(process.env.A as string);\narea(process.env.B as string);\n",
    });
    assert.equal(routes.length, 2);
    assert.deepEqual(
      diagnostics.filter((d) => d.code === 'route-replaced' || d.code === 'duplicate-name'),
      [],
    );
    assert.ok(routes.every((r) => !r.replaced));
  });
});

describe('nothing dropped silently', () => {
  test('a Route[verb] call whose verb is not known is reported at the call', () => {
    const { routes, diagnostics } = evaluateFiles({
      'routes.ts': IMPORT + "const verb = process.env.V === 'a' ? 'get' : 'post';\nRoute[verb]('dyn', 'x/dyn');\n",
    });
    assert.equal(routes.length, 0);
    assert.ok(
      diagnostics.some((d) => d.code === 'not-evaluable' && /Route method's name `Route\[verb\]` is not known/.test(d.message)),
      JSON.stringify(diagnostics),
    );
  });
});

describe('"never reached" is decided per call', () => {
  test('a reached Route[verb] call does not hide a call that is never reached', () => {
    const { diagnostics } = evaluateFiles({
      'routes.ts': IMPORT + "function unused(): void { Route.get('never', 'x/never'); }\nRoute['get']('dyn', 'x/dyn');\nexport const routes = Route.map({});\n",
    });
    assert.equal(diagnostics.filter((d) => d.code === 'not-evaluable' && /never reached/.test(d.message)).length, 1);
  });
});
