// Generated Route programs (fast-check) and the comparison of their static evaluation with their execution.

import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vm from 'node:vm';
import type { RouteArray, Verb } from '@routelens/shared';
import { Route, RouteRegistry, VERBS } from '@routelens/shared';
import fc from 'fast-check';
import { ts } from 'ts-morph';
import { analyzeEntry } from '../../src/analysis/analyze';
import { mapEntriesOf } from '../../src/analysis/tables';
import type { FileHost } from '../../src/analysis/core/file-host';

const TEXTS = [
  '',
  '0',
  'a',
  'users',
  'a/b',
  '(:num)',
  '(:any)',
  'x/',
  '{default_controller}',
  'c/m/$1',
  '$2',
  'posts/(:any)/$1',
  'ä/ö',
  'a b',
  '([A-Z]{2})',
  'api/',
  'home',
  'users/(:num)/edit',
];
const VERB_METHODS = ['any', 'get', 'post', 'put', 'delete', 'head', 'patch', 'options'];

/** A JavaScript expression for a value: strings mostly, sometimes other types; with `unknowns`, environment reads. */
function valueArb(unknowns: boolean): fc.Arbitrary<string> {
  const known = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...TEXTS).map((t) => JSON.stringify(t)) },
    { weight: 1, arbitrary: fc.constantFrom('null', 'undefined', '0', '5', 'true', '[]', "['a', 'b']") },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom(...TEXTS), fc.constantFrom(...TEXTS)).map(([a, b]) => `${JSON.stringify(a)} + '/' + ${JSON.stringify(b)}`),
    },
  );
  return unknowns
    ? fc.oneof({ weight: 6, arbitrary: known }, { weight: 1, arbitrary: fc.constantFrom('process.env.X', 'someGlobal', 'String(process.argv[2])') })
    : known;
}

function optionsArb(keys: string[], unknowns: boolean): fc.Arbitrary<string> {
  const entry = fc.tuple(fc.constantFrom(...keys), fc.oneof(valueArb(unknowns), fc.constantFrom('1', '2', "'1'"))).map(([k, v]) => `${k}: ${v}`);
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant('') },
    { weight: 3, arbitrary: fc.array(entry, { maxLength: 3 }).map((entries) => `{ ${entries.join(', ')} }`) },
    { weight: 1, arbitrary: fc.constantFrom('null', "'oops'") },
  );
}

/**
 * A Route program: statements with random nesting, options and values, ending with `Route.map`. With `extended`,
 * also classes (static and instance methods, fields, constructors) and `if`/`switch` on `process.env.MODE`, which
 * the tests decide with the same MODE statically (--define) and when executing.
 */
export function programArb(unknowns = false, extended = false): fc.Arbitrary<string> {
  const value = valueArb(unknowns);
  const { statement } = fc.letrec<{ statement: string; body: string }>((tie) => ({
    body: fc.array(tie('statement'), { maxLength: 3 }).map((s) => s.join('\n')),
    statement: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc
        .tuple(fc.constantFrom(...VERB_METHODS), value, value, optionsArb(['as'], unknowns), fc.option(tie('body'), { nil: undefined }))
        .map(
          ([m, from, to, opts, nested]) =>
            `Route.${m}(${from}, ${to}${opts || nested !== undefined ? `, ${opts || '{}'}` : ''}${nested !== undefined ? `, () => {\n${nested}\n}` : ''});`,
        ),
      fc
        .tuple(value, optionsArb(['controller', 'module', 'constraint', 'offset', 'deleteAction'], unknowns), fc.option(tie('body'), { nil: undefined }))
        .map(
          ([name, opts, nested]) =>
            `Route.resources(${name}${opts || nested !== undefined ? `, ${opts || '{}'}` : ''}${nested !== undefined ? `, () => {\n${nested}\n}` : ''});`,
        ),
      fc
        .tuple(value, fc.oneof(fc.constant(''), value, optionsArb(['home', 'offset'], unknowns)), optionsArb(['home', 'offset'], unknowns))
        .map(([name, second, third]) => `Route.context(${[name, second, third].filter(Boolean).join(', ')});`),
      fc.oneof(
        fc.array(value, { maxLength: 3 }).map((v) => `Route.block([${v.join(', ')}]);`),
        fc.array(value, { maxLength: 2 }).map((v) => `Route.block(${v.join(', ')});`),
      ),
      fc.tuple(value, tie('body')).map(([name, body]) => `Route.prefix(${name}, () => {\n${body}\n});`),
      fc.tuple(value, value).map(([name, to]) => `Route.any(String(Route.named(${name})) + '/n', ${to});`),
      fc.constant("if (Route.named('home') !== null) { Route.get('named-home', 'h'); }"),
      ...(extended
        ? [
            fc.tuple(tie('body'), tie('body')).map(([then, otherwise]) => `if (process.env.MODE === 'a') {\n${then}\n} else {\n${otherwise}\n}`),
            fc.tuple(tie('body'), tie('body')).map(([a, other]) => `switch (process.env.MODE) {\ncase 'b': {\n${a}\nbreak;\n}\ndefault: {\n${other}\n}\n}`),
            // Each class in a block of its own: two statements may pick the same name.
            fc.tuple(fc.nat(1000), tie('body')).map(([n, body]) => `{\nclass S${n} {\nstatic run() {\n${body}\n}\n}\nS${n}.run();\n}`),
            fc
              .tuple(fc.nat(1000), value, tie('body'))
              .map(
                ([n, area, body]) =>
                  `{\nclass I${n} {\nprivate area = ${area};\nconstructor(readonly to: string) {}\nregister() {\nRoute.any(String(this.area) + '/x', this.to);\n${body}\n}\n}\nnew I${n}('c/m').register();\n}`,
              ),
            // Closures made in a counted loop, each seeing its own iteration, called later.
            fc
              .tuple(fc.nat(1000), fc.integer({ min: 1, max: 3 }), value)
              .map(
                ([n, count, to]) =>
                  `{\nconst f${n}: (() => void)[] = [];\nfor (let i = 0; i < ${count}; i++) f${n}.push(() => Route.get('loop${n}/' + i, ${to}));\nf${n}.reverse().forEach((f) => f());\n}`,
              ),
            // Labelled loops.
            fc
              .tuple(fc.nat(1000), value)
              .map(
                ([n, to]) =>
                  `{\nouter${n}: for (const a of ['p', 'q']) {\nfor (const b of ['1', '2', '3']) {\nif (b === '2') continue outer${n};\nif (a === 'q' && b === '3') break outer${n};\nRoute.get('lab${n}/' + a + b, ${to});\n}\n}\n}`,
              ),
            // A throw in a called function, caught by the caller.
            fc
              .tuple(fc.nat(1000), value, tie('body'))
              .map(
                ([n, to, body]) =>
                  `{\nconst t${n} = (x: number): number => { if (x > 1) throw new Error('x'); return x; };\nfor (const x of [1, 2]) {\ntry {\nRoute.get('try${n}/' + t${n}(x), ${to});\n} catch {\nRoute.get('caught${n}/' + x, ${to});\n${body}\n} finally {\nRoute.any('fin${n}/' + x, ${to});\n}\n}\n}`,
              ),
            // Accessors and overriding.
            fc
              .tuple(fc.nat(1000), value, value)
              .map(
                ([n, area, to]) =>
                  `{\nclass B${n} { get area(): string { return 'base'; } path(): string { return this.area + '/p'; } }\nclass C${n} extends B${n} { override get area(): string { return String(${area}); } override path(): string { return super.path() + '/c'; } }\nRoute.get(new C${n}().path(), ${to});\n}`,
              ),
            // Built-ins on known values and Route methods as values.
            fc
              .tuple(fc.nat(1000), value, value)
              .map(
                ([n, from, to]) =>
                  `{\nconst g${n} = Route.get.bind(Route);\nconst words${n} = String(${from}).split('/').map((w) => w.trim().toLowerCase()).sort();\ng${n}('bi${n}/' + words${n}.join('-') + '/' + Array.from({ length: 2 }, (_, i) => i * 2).at(-1), ${to});\nRoute.post.call(Route, 'bc${n}/' + encodeURIComponent(String(${from})).length, ${to});\n}`,
              ),
            // Objects as JavaScript orders them (array-index keys first), `delete`, `in`, `for…in`, spread.
            fc
              .tuple(
                fc.nat(1000),
                fc.uniqueArray(fc.constantFrom('b', 'a', '2', '10', '0', 'x1'), { minLength: 1, maxLength: 4 }),
                fc.constantFrom('b', '2', 'a', 'z'),
                value,
              )
              .map(
                ([n, keys, gone, to]) =>
                  `{\nconst o${n}: Record<string, string> = { ${keys.map((k, i) => `'${k}': 'v${i}'`).join(', ')} };\ndelete o${n}['${gone}'];\nRoute.get('keys${n}/' + Object.keys(o${n}).join('-') + '/' + ('${gone}' in o${n}) + '/' + Object.values({ ...o${n}, 1: 'one' }).join('-'), ${to});\nfor (const k in o${n}) Route.post('k${n}/' + k, o${n}[k]);\n}`,
              ),
            // A setter, a static block, a private field, instanceof; methods are not own keys.
            fc
              .tuple(fc.nat(1000), value, value)
              .map(
                ([n, name, to]) =>
                  `{\nclass A${n} {\nstatic made = 0;\nstatic { A${n}.made = 10; }\n#name = '';\nget name(): string { return this.#name; }\nset name(v: string) { this.#name = String(v).toLowerCase() + '-' + (++A${n}.made); }\nlabel(): string { return 'l'; }\n}\nconst a${n} = new A${n}();\na${n}.name = String(${name});\nRoute.get('acc${n}/' + a${n}.name + '/' + Object.keys(a${n}).length + '/' + (a${n} instanceof A${n}) + '/' + ('label' in a${n}), ${to});\n}`,
              ),
            // Compound and bitwise operators, Math and Number statics.
            fc
              .tuple(
                fc.nat(1000),
                fc.integer({ min: -20, max: 50 }),
                fc.constantFrom('+=', '-=', '*=', '/=', '%=', '**=', '|=', '&=', '^=', '<<=', '>>=', '>>>='),
                fc.integer({ min: 1, max: 5 }),
                value,
              )
              .map(
                ([n, a, op, b, to]) =>
                  `{\nlet v${n} = ${a};\nv${n} ${op} ${b};\nRoute.get('op${n}/' + v${n} + '/' + (v${n} | 0) + '/' + Math.trunc(v${n} / 3) + '/' + Number.parseInt('0x' + Math.abs(${a}).toString(16)), ${to});\n}`,
              ),
            // Guard clauses that leave a loop, a function, a try: decided by MODE.
            fc
              .tuple(fc.nat(1000), value, tie('body'))
              .map(
                ([n, to, body]) =>
                  `{\nconst h${n} = (x: string): string => { if (process.env.MODE === 'b' && x === 'q') throw new Error('q'); return x; };\nfunction g${n}(): void {\nfor (const x of ['p', 'q', 'r']) {\nif (process.env.MODE === 'a' && x === 'r') return;\nif (process.env.MODE === 'c' && x === 'p') continue;\ntry { Route.get('gd${n}/' + h${n}(x), ${to}); } catch { Route.post('gc${n}/' + x, ${to}); }\n}\n${body}\n}\ng${n}();\n}`,
              ),
            // Routes behind &&, || and ?: on MODE; built-ins that throw on their values, caught or leaving a function.
            fc
              .tuple(fc.nat(1000), value, fc.constantFrom('"x"', '{', '1', '%', '[2]'))
              .map(
                ([n, to, text]) =>
                  `{\nprocess.env.MODE === 'a' && Route.get('and${n}', ${to});\nprocess.env.MODE === 'b' || Route.post('or${n}', ${to});\nprocess.env.MODE !== 'c' ? Route.get('then${n}', ${to}) : Route.put('else${n}', ${to});\ntry { Route.get('json${n}/' + JSON.parse('${text}'), ${to}); } catch { Route.post('bad${n}', ${to}); }\nfunction u${n}(): string { return decodeURIComponent('${text}'); }\ntry { process.env.MODE === 'c' && Route.get('uri${n}/' + u${n}(), ${to}); Route.get('uri-after${n}', ${to}); } catch { Route.put('uri-bad${n}', ${to}); }\n}`,
              ),
            // Object literals with methods using `this`, a getter and setter, a spread reading the getter; read-modify-writes
            // whose target has an effect (evaluated once); String.raw.
            fc
              .tuple(fc.nat(1000), value, fc.integer({ min: 0, max: 2 }), fc.constantFrom('+=', '-=', '*=', '**=', '||=', '&&=', '??='))
              .map(
                ([n, to, start, op]) =>
                  `{\nconst o${n} = {\narea: 'a${n}',\nhits: 0,\nget base(): string { return this.area + '/' + this.hits; },\nset base(v: string) { this.area = v.split('/')[0]; },\npath(p: string): string { return this.base + '/' + p; },\n};\nlet k${n} = ${start};\nconst counts${n}: number[] = [1, 2, 3, 4];\nfunction pick${n}() { o${n}.hits++; return o${n}; }\npick${n}().hits ${op} 2;\ncounts${n}[k${n}++] ${op} 3;\ncounts${n}[k${n}++]++;\no${n}.base = 'b${n}/x';\nconst copy${n} = { ...o${n}, area: 'c${n}' };\nRoute.get(o${n}.path(String.raw\`x\\\\d\${k${n}}\`) + '/' + counts${n}.join('-') + '/' + copy${n}.path('q'), ${to});\n}`,
              ),
            // Writes under an undecided condition into values that outlive it: an array, an object, a variable
            // assigned by a function the branch calls; then a loop over a list read from the environment.
            fc
              .tuple(fc.nat(1000), value)
              .map(
                ([n, to]) =>
                  `{\nconst l${n}: string[] = ['base'];\nconst c${n}: Record<string, string> = { k: 'v' };\nconst s${n} = new Set<string>(['one']);\nlet p${n} = 'a';\nfunction set${n}(v: string): void { p${n} = v; }\nif (process.env.MODE === 'a') { l${n}.push('extra'); c${n}.k = 'w'; s${n}.add('two'); set${n}('b'); } else if (process.env.MODE === 'b') { l${n}.sort(); c${n}['k'] = 'v'; }\nfor (const x of l${n}) Route.get('sl${n}/' + x, ${to});\nfor (const x of s${n}) Route.get('ss${n}/' + x, ${to});\nRoute.get('sc${n}/' + c${n}.k + '/' + p${n} + '/' + l${n}.length, ${to});\n}`,
              ),
            fc
              .tuple(fc.nat(1000), value)
              .map(
                ([n, to]) =>
                  `{\nconst e${n}: string[] = [];\nfor (const x of (process.env.LIST ?? 'p,q').split(',')) { if (x === '') continue; e${n}.push(x); Route.get('env${n}/' + x, ${to}); }\nRoute.get('env-count${n}/' + e${n}.length, ${to});\nlet i${n} = 0;\nwhile (i${n} < Number(process.env.COUNT ?? '1')) { Route.post('count${n}/' + i${n}, ${to}); i${n}++; }\nRoute.get('env-after${n}', ${to});\n}`,
              ),
            // A guard inside a branch of another condition leaves only where both hold: a continue, break or return.
            fc
              .tuple(fc.nat(1000), value, fc.constantFrom('continue', 'break', 'return'))
              .map(
                ([n, to, leave]) =>
                  `{\nfunction n${n}(): void {\nfor (const x of ['p', 'q', 'r']) {\nif (process.env.MODE !== 'b') {\nif (process.env.MODE === 'c' && x === 'q') ${leave};\nRoute.get('ni${n}/' + x, ${to});\n} else {\nRoute.post('ne${n}/' + x, ${to});\n}\nRoute.get('na${n}/' + x, ${to});\n}\nRoute.get('nz${n}', ${to});\n}\nn${n}();\n}`,
              ),
          ]
        : []),
    ),
  }));
  return fc
    .tuple(fc.array(statement, { minLength: 1, maxLength: 8 }), fc.constantFrom('{}', "{ default_controller: 'welcome', legacy: 'old/x' }", "{ 'a': 'host' }"))
    .map(([statements, input]) => `import { Route } from '@routelens/route';\n${statements.join('\n')}\nexport const routes = Route.map(${input});\n`);
}

/** A file host over one in-memory file. */
export function memoryHost(files: Record<string, string>): FileHost {
  return {
    read: (file) => (file in files ? { ok: true, text: files[file] } : { ok: false, error: `${file}: no such file` }),
    isFile: (file) => file in files,
  };
}

export interface Outcome {
  routes: string[];
  named: Record<string, string>;
  tables: Record<Verb, [string, unknown][]>;
}

/** Evaluates a program statically (in memory). */
export function evaluateProgram(
  source: string,
  file = '/virtual/routes.ts',
  defines?: Record<string, string>,
): Outcome & { unknown: boolean; failures: string[]; conditional: string[]; notListed: boolean } {
  const analysis = analyzeEntry(file, memoryHost({ [file]: source }), { defines });
  return {
    routes: analysis.routes.map((r) => `${r.verb} ${r.from} → ${r.to} ${r.name ?? ''}`),
    named: analysis.named,
    tables: Object.fromEntries(VERBS.map((v) => [v, mapEntriesOf(analysis, v).map((e) => [e.from, e.to])])) as Outcome['tables'],
    // Calls that are never reached (inside a handler that never runs) do not make a program's result unknown.
    unknown: analysis.diagnostics.some((d) => (d.code === 'not-evaluable' && d.data?.reason !== 'not reached') || d.code === 'evaluation-limit'),
    // Every exception inside the evaluator becomes an `evaluation-failed` diagnostic: these are its defects.
    failures: evaluationFailures(analysis.diagnostics),
    // Routes behind an undecided condition (docs/decisions.md#conditions-and-data), in the same form as `routes`.
    conditional: analysis.routes.filter((r) => r.condition !== null).map((r) => `${r.verb} ${r.from} → ${r.to} ${r.name ?? ''}`),
    // Whether a note says that routes of some code are not listed (a branch, a generator, what follows an await).
    notListed: analysis.diagnostics.some(
      (d) => d.code === 'evaluation-limit' || (d.code === 'not-evaluable' && d.data?.reason !== 'not reached' && /not listed/.test(d.message)),
    ),
  };
}

/** The messages of `evaluation-failed` diagnostics: an exception inside the evaluator, which no input may cause. */
export function evaluationFailures(diagnostics: readonly { code: string; message: string }[]): string[] {
  return diagnostics.filter((d) => d.code === 'evaluation-failed').map((d) => d.message);
}

/** Executes a program (our own generated code) with the runtime library. */
export function executeProgram(source: string, env: Record<string, string> = {}): Outcome {
  const registry = new RouteRegistry();
  let tables: Outcome['tables'] | undefined;
  const original = registry.map.bind(registry);
  registry.map = (routes?: unknown, options?: unknown) => {
    tables = Object.fromEntries(VERBS.map((v) => [v, registry.mapEntries(routes as RouteArray, v).map((e) => [e.from, e.to])])) as Outcome['tables'];
    return original(routes, options);
  };
  const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const previous = Route.use(registry);
  try {
    const run = vm.runInNewContext(`(function (require, exports) {${js}\n})`, { String, Number, Math, Array, parseInt, process: { env } });
    run((name: string) => (name === '@routelens/route' || name === '@routelens/shared' ? { Route } : {}), {});
  } finally {
    Route.use(previous);
  }
  return {
    routes: registry.routes().map((r) => `${r.verb} ${r.from} → ${r.to} ${r.name ?? ''}`),
    named: Object.fromEntries(registry.namedRoutes()),
    tables: tables ?? ({} as Outcome['tables']),
  };
}

/** Random edits of a text: deletions, insertions of JavaScript-ish fragments, duplications. */
export function mutationArb(text: string): fc.Arbitrary<string> {
  const fragments = [
    '(',
    ')',
    '{',
    '}',
    '[',
    ']',
    "'",
    '"',
    '`',
    '${',
    ',',
    ';',
    '=>',
    'Route.',
    'prefix(',
    'while (true) {',
    '/*',
    '\u0000',
    '\uD800',
    '🙂',
    '\n',
    'import ',
    'export default ',
  ];
  const edit = fc.tuple(fc.nat(text.length), fc.nat(40), fc.constantFrom(...fragments), fc.constantFrom('delete', 'insert', 'duplicate'));
  return fc.array(edit, { minLength: 1, maxLength: 6 }).map((edits) => {
    let out = text;
    for (const [at, length, fragment, kind] of edits) {
      const position = at % (out.length + 1);
      if (kind === 'delete') out = out.slice(0, position) + out.slice(position + length);
      else if (kind === 'insert') out = out.slice(0, position) + fragment + out.slice(position);
      else out = out.slice(0, position) + out.slice(position, position + length) + out.slice(position);
    }
    return out;
  });
}

/** The texts of a fixture folder, by absolute path. */
export function fixtureTexts(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|js)$/.test(entry.name)) files[full] = fs.readFileSync(full, 'utf8');
    }
  };
  walk(folder);
  return files;
}
