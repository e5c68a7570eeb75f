// Programs generated from a grammar of everyday TypeScript, not from a list of constructs the evaluator is known to
// handle: declarations, assignments and compound operators, every statement form (if/else, switch with
// fall-through, the four loops, labels, break/continue, try/catch/finally, throw), functions, arrows, classes,
// enums, namespaces, templates and tags, spreads, optional chaining, and calls of the built-in library — over
// values some of which come from the environment (not known statically). Each program runs for real in a fresh
// V8 context and is evaluated statically; `coverage` counts the syntax kinds and built-ins the programs used.

import assert from 'node:assert/strict';
import * as vm from 'node:vm';
import { Route, RouteRegistry } from '@routelens/shared';
import { ts } from 'ts-morph';
import { evaluateProgram } from './programs';

/** A small seeded generator (the same programs for the same seed). */
export class Random {
  constructor(private state: number) {}
  next(): number {
    this.state = (Math.imul(this.state, 1103515245) + 12345) >>> 0;
    return (this.state >>> 8) / (1 << 24);
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

type Kind = 'str' | 'num' | 'bool' | 'arr' | 'obj';

const WORDS = ['users', 'blog', 'Admin', 'api/v1', 'a b', 'x-y', '', 'café', '(:num)', 'posts/(:any)', '0', '7'];
const ENV = ['process.env.AREA', 'process.env.MODE', 'process.env.LIST'];

/** The built-ins a program may call, by the kind of value they give (a call site is generated from each). */
const STRING_CALLS: ((s: string, g: Program) => string)[] = [
  (s) => `${s}.toLowerCase()`,
  (s) => `${s}.toUpperCase()`,
  (s) => `${s}.trim()`,
  (s, g) => `${s}.slice(${g.smallInt()}, ${g.smallInt() + 2})`,
  (s, g) => `${s}.substring(${g.smallInt()})`,
  (s, g) => `${s}.replace(${g.quoted()}, ${g.quoted()})`,
  (s, g) => `${s}.replace(/[^a-z0-9]+/g, ${g.quoted()})`,
  (s, g) => `${s}.replaceAll('/', ${g.quoted()})`,
  (s, g) => `${s}.padStart(${g.smallInt() + 3}, '0')`,
  (s, g) => `${s}.padEnd(${g.smallInt() + 2}, '.')`,
  (s, g) => `${s}.repeat(${g.smallInt()})`,
  (s) => `${s}.split('/').reverse().join('/')`,
  (s, g) => `(${s}.at(${g.smallInt() - 1}) ?? 'none')`,
  (s, g) => `${s}.charAt(${g.smallInt()})`,
  (s, g) => `${s}.concat(${g.quoted()})`,
  (s) => `${s}.normalize('NFD')`,
  (s) => `${s}.trimEnd()`,
  (s) => `encodeURIComponent(${s})`,
  (s) => `[...${s}].reverse().join('')`,
  (s) => `JSON.stringify(${s})`,
  (s) => `String(${s}.length)`,
  (s) => `(${s}.match(/(\\w+)/)?.[1] ?? 'no-match')`,
  (s) => `${s}.split('').filter((c) => c !== ' ').join('')`,
  (s) => `new Error(${s}).message`,
  (s) => `String(new TypeError(${s}))`,
];
const NUMBER_CALLS: ((n: string, g: Program) => string)[] = [
  (n) => `Math.max(${n}, 1)`,
  (n) => `Math.abs(${n})`,
  (n) => `Math.floor(${n} / 2)`,
  (n) => `Math.round(${n} * 1.5)`,
  (n) => `Math.min(${n}, 9)`,
  (n) => `(${n} % 3)`,
  (n) => `((${n}) ** 2)`,
  (n) => `(${n} | 1)`,
  (n) => `(${n} << 1)`,
  (n) => `Number.parseInt(String(${n}), 10)`,
  (n) => `Number((${n}).toFixed(1))`,
];
const ARRAY_CALLS: ((a: string, g: Program) => string)[] = [
  (a, g) => `${a}.map((item) => item + ${g.quoted()})`,
  (a) => `${a}.filter((item) => item.length > 1)`,
  (a, g) => `${a}.slice(${g.smallInt()})`,
  (a, g) => `${a}.concat([${g.quoted()}])`,
  (a) => `[...${a}].sort()`,
  (a) => `${a}.toReversed()`,
  (a) => `[...new Set(${a})]`,
  (a) => `${a}.flatMap((item) => [item, item.toUpperCase()])`,
  (a, g) => `Array.from({ length: ${g.smallInt() + 1} }, (_, i) => ${a}[i] ?? 'gap' + i)`,
  (a) => `Object.entries(${a}).map(([i, v]) => i + '=' + v)`,
];

/** Generates one program. */
export class Program {
  private readonly lines: string[] = [];
  private readonly vars: { name: string; kind: Kind; mutable: boolean }[] = [];
  private names = 0;
  private depth = 0;
  private loops = 0;
  /** Loops around the statement being generated, through functions and callbacks too. */
  private enclosingLoops = 0;
  private functions = 0;
  /** Whether the statements being generated are inside a function (a `return` may end them). */
  private inFunction = false;
  /** A function taking a string and giving a string, declared at the start: callable anywhere. */
  private readonly helpers: string[] = [];

  constructor(
    private readonly r: Random,
    private readonly unknowns: boolean,
  ) {}

  fresh(prefix = 'v'): string {
    return `${prefix}${this.names++}`;
  }
  smallInt(): number {
    return this.r.int(4);
  }
  quoted(): string {
    return JSON.stringify(this.r.pick(WORDS));
  }
  private varOf(kind: Kind): string | undefined {
    const of = this.vars.filter((v) => v.kind === kind);
    return of.length ? this.r.pick(of).name : undefined;
  }

  expr(kind: Kind, level = 0): string {
    const r = this.r;
    const leaf = level > 2 || r.chance(0.3);
    const variable = this.varOf(kind);
    if (leaf) {
      if (variable && r.chance(0.6)) return variable;
      return this.literal(kind);
    }
    switch (kind) {
      case 'str':
        return this.stringExpr(level + 1);
      case 'num':
        return r.chance(0.5)
          ? r.pick(NUMBER_CALLS)(this.expr('num', level + 1), this)
          : `(${this.expr('num', level + 1)} ${r.pick(['+', '-', '*'])} ${this.expr('num', level + 1)})`;
      case 'bool':
        return this.boolExpr(level + 1);
      case 'arr':
        return r.chance(0.5)
          ? r.pick(ARRAY_CALLS)(this.expr('arr', level + 1), this)
          : `${this.expr('str', level + 1)}.split(${JSON.stringify(r.pick(['/', ' ', '-', '']))})`;
      case 'obj':
        return r.pick([
          () => `{ ...${this.expr('obj', level + 1)}, [${this.expr('str', level + 1)}]: ${this.expr('str', level + 1)} }`,
          () => `Object.fromEntries(${this.expr('arr', level + 1)}.map((k, i) => [k, String(i)]))`,
          () => `structuredClone(${this.expr('obj', level + 1)})`,
        ])();
    }
  }

  private literal(kind: Kind): string {
    const r = this.r;
    switch (kind) {
      case 'str':
        return this.unknowns && r.chance(0.12) ? `String(${r.pick(ENV)} ?? ${this.quoted()})` : this.quoted();
      // (Composite expressions are parenthesized where they are made: a method call on one applies to all of it.)
      case 'num':
        return String(r.int(12) - 2);
      case 'bool':
        return r.pick(['true', 'false']);
      case 'arr':
        return `[${Array.from({ length: r.int(4) }, () => this.quoted()).join(', ')}]`;
      case 'obj':
        return `{ ${Array.from({ length: r.int(3) + 1 }, (_, i) => `${JSON.stringify(r.pick(WORDS) + i)}: ${this.quoted()}`).join(', ')} }`;
    }
  }

  private stringExpr(level: number): string {
    const r = this.r;
    return r.pick([
      () => r.pick(STRING_CALLS)(this.expr('str', level), this),
      () => `(${this.expr('str', level)} + '/' + ${this.expr('str', level)})`,
      () => `\`${r.pick(WORDS)}/\${${this.expr('str', level)}}/\${${this.expr('num', level)}}\``,
      () => `(${this.expr('bool', level)} ? ${this.expr('str', level)} : ${this.expr('str', level)})`,
      () => `String(${this.expr('num', level)})`,
      () => `${this.expr('arr', level)}.join(${JSON.stringify(r.pick(['/', '-', ',']))})`,
      () => `(${this.expr('arr', level)}[${this.smallInt()}] ?? ${this.quoted()})`,
      () => `(${this.expr('obj', level)}[${this.expr('str', level)}] ?? 'none')`,
      () => `Object.keys(${this.expr('obj', level)}).join('+')`,
      () => `(${this.expr('str', level)} || ${this.quoted()})`,
      () => (this.helpers.length ? `${r.pick(this.helpers)}(${this.expr('str', level)})` : this.quoted()),
      () => `(typeof ${this.expr(r.pick(['str', 'num', 'arr'] as const), level)})`,
      () => `String(${this.expr('bool', level)})`,
      () => `tag\`<\${${this.expr('str', level)}}>\``,
      () => `(function (s: string) { return s + '-f'; })(${this.expr('str', level)})`,
      () => `new (class { part = ${this.expr('str', level)}; })().part`,
      () => `String(void ${this.expr('str', level)})`,
      () => (r.chance(0.2) ? `[...(function* () { yield ${this.expr('str', level)}; yield ${this.quoted()}; })()].join('/')` : this.quoted()),
      () => (this.varOf('str') ? `Object.values({ ${this.varOf('str')} }).join('')` : this.quoted()),
    ])();
  }

  private boolExpr(level: number): string {
    const r = this.r;
    return r.pick([
      () => `${this.expr('str', level)} === ${this.expr('str', level)}`,
      () => `${this.expr('num', level)} ${r.pick(['<', '>', '<=', '>=', '!==', '=='])} ${this.expr('num', level)}`,
      () => `!${this.expr('bool', level)}`,
      () => `(${this.expr('bool', level)} && ${this.expr('bool', level)})`,
      () => `(${this.expr('bool', level)} || ${this.expr('bool', level)})`,
      () => `${this.expr('str', level)}.includes(${this.quoted()})`,
      () => `${this.expr('str', level)}.startsWith(${this.quoted()})`,
      () => `${this.expr('arr', level)}.includes(${this.expr('str', level)})`,
      () => `(${this.quoted()} in ${this.expr('obj', level)})`,
      () => `Array.isArray(${this.expr('arr', level)})`,
      () => `Object.hasOwn(${this.expr('obj', level)}, ${this.quoted()})`,
      () => `${this.expr('arr', level)}.some((item) => item === ${this.quoted()})`,
      () => `Number.isInteger(${this.expr('num', level)})`,
    ])();
  }

  private emit(line: string): void {
    this.lines.push('  '.repeat(this.depth) + line);
  }

  /** A block of statements at one more level of nesting. */
  private block(statements: number): void {
    this.depth++;
    const scope = this.vars.length;
    for (let i = 0; i < statements; i++) this.statement();
    this.vars.length = scope;
    this.depth--;
  }

  routeCall(): void {
    const r = this.r;
    const verb = r.pick(['get', 'post', 'any', 'put', 'delete']);
    const options = r.chance(0.3) ? `, { as: ${this.expr('str')} }` : '';
    this.emit(`Route.${verb}(${this.expr('str')}, ${this.expr('str')}${options});`);
  }

  statement(): void {
    const r = this.r;
    const deep = this.depth > 3;
    const choice = r.int(deep ? 6 : 28);
    switch (choice) {
      case 0:
      case 1:
      case 2:
        return this.routeCall();
      case 3: {
        const kind = r.pick(['str', 'num', 'bool', 'arr', 'obj'] as const);
        const keyword = r.pick(['const', 'let', 'var']);
        const name = this.fresh();
        this.emit(`${keyword} ${name} = ${this.expr(kind)};`);
        this.vars.push({ name, kind, mutable: keyword !== 'const' });
        return;
      }
      case 4: {
        const target = r.pick(this.vars.filter((v) => v.mutable && (v.kind === 'str' || v.kind === 'num')).concat([{ name: '', kind: 'str', mutable: true }]));
        if (!target.name) return this.routeCall();
        const op = target.kind === 'str' ? r.pick(['=', '+=', '||=', '??=']) : r.pick(['=', '+=', '-=', '*=']);
        this.emit(`${target.name} ${op} ${this.expr(target.kind)};`);
        return;
      }
      case 5: {
        const array = this.varOf('arr');
        const object = this.varOf('obj');
        // Not in a loop: a loop over the array itself would never end (and the real run would fill the memory).
        if (array && this.enclosingLoops === 0 && !this.inFunction && r.chance(0.5)) this.emit(`${array}.${r.pick(['push', 'unshift'])}(${this.expr('str')});`);
        else if (object) this.emit(`${object}[${this.expr('str')}] = ${this.expr('str')};`);
        else this.routeCall();
        return;
      }
      case 6:
      case 7: {
        this.emit(`if (${this.expr('bool')}) {`);
        this.block(r.int(3) + 1);
        if (r.chance(0.5)) {
          this.emit('} else {');
          this.block(r.int(2) + 1);
        }
        this.emit('}');
        return;
      }
      case 8: {
        this.emit(`switch (${this.expr('str')}) {`);
        this.depth++;
        for (const word of [this.quoted(), this.quoted()]) {
          this.emit(`case ${word}:`);
          this.block(r.int(2) + 1);
          if (r.chance(0.6)) this.emit('  break;');
        }
        this.emit('default:');
        this.block(1);
        this.depth--;
        this.emit('}');
        return;
      }
      case 9:
        return this.loop('i', 'num', (i) => `for (let ${i} = 0; ${i} < ${r.int(4)}; ${i}++) {`);
      case 10:
        return this.loop('item', 'str', (item) => `for (const ${item} of ${this.expr('arr')}) {`);
      case 11:
        return this.loop('key', 'str', (key) => `for (const ${key} in ${this.expr('obj')}) {`);
      case 12: {
        const w = this.fresh('w');
        this.emit(`let ${w} = 0;`);
        this.emit(r.chance(0.5) ? `while (${w} < ${r.int(3) + 1}) {` : 'do {');
        const doWhile = !this.lines[this.lines.length - 1].includes('while');
        this.depth++;
        this.emit(`${w}++;`);
        this.depth--;
        this.loopBody();
        this.emit(doWhile ? `} while (${w} < ${r.int(3) + 1});` : '}');
        return;
      }
      case 13: {
        this.emit('try {');
        this.depth++;
        if (r.chance(0.5)) this.emit(`if (${this.expr('bool')}) throw new ${r.pick(['Error', 'TypeError', 'RangeError'])}(${this.expr('str')});`);
        this.depth--;
        this.block(r.int(2) + 1);
        const e = this.fresh('e');
        this.emit(`} catch (${e}) {`);
        this.depth++;
        this.emit(
          `Route.get('caught/' + (${e} instanceof ${r.pick(['Error', 'TypeError', 'RangeError'])} ? (${e} as Error).message : 'other'), 'errors/caught');`,
        );
        this.depth--;
        if (r.chance(0.4)) {
          this.emit('} finally {');
          this.block(1);
        }
        this.emit('}');
        return;
      }
      case 14: {
        if (this.functions > 3) return this.routeCall();
        const name = this.fresh('fn');
        this.functions++;
        const arrow = r.chance(0.5);
        this.emit(arrow ? `const ${name} = (p: string): string => {` : `function ${name}(p: string): string {`);
        const outer = this.vars.length;
        const wasIn = this.inFunction;
        const loops = this.loops;
        // A function body is outside the loops around it: no break or continue of theirs in it.
        this.loops = 0;
        this.inFunction = true;
        this.vars.push({ name: 'p', kind: 'str', mutable: true });
        this.block(r.int(3));
        this.depth++;
        this.emit(`return ${this.expr('str')};`);
        this.depth--;
        this.vars.length = outer;
        this.inFunction = wasIn;
        this.loops = loops;
        this.emit(arrow ? '};' : '}');
        this.emit(`Route.get(${name}(${this.expr('str')}), ${this.expr('str')});`);
        return;
      }
      case 15: {
        this.emit(`Route.prefix(${this.expr('str')}, () => {`);
        const [loops, inFunction] = [this.loops, this.inFunction];
        // The callback is a function: the loops around it are not its own, and a return ends only it.
        this.loops = 0;
        this.inFunction = false;
        this.block(r.int(3) + 1);
        [this.loops, this.inFunction] = [loops, inFunction];
        this.emit('});');
        return;
      }
      case 16: {
        const cls = this.fresh('C');
        this.emit(`class ${cls} {`);
        this.emit(`  static base = ${this.expr('str')};`);
        this.emit(`  constructor(private readonly part: string) {}`);
        this.emit(`  get path(): string { return ${cls}.base + '/' + this.part; }`);
        this.emit(`  register(): void { Route.get(this.path, ${this.expr('str')}); }`);
        this.emit('}');
        this.emit(`new ${cls}(${this.expr('str')}).register();`);
        return;
      }
      case 17: {
        const name = this.fresh('E');
        this.emit(`enum ${name} { A = ${this.quoted()}, B = ${this.quoted()} }`);
        this.emit(`for (const value of Object.values(${name})) Route.any(value + '/enum', ${this.expr('str')});`);
        return;
      }
      case 18: {
        const name = this.fresh('N');
        this.emit(`namespace ${name} { export const part = ${this.expr('str')}; }`);
        this.emit(`Route.get(${name}.part + '/ns', ${this.expr('str')});`);
        return;
      }
      case 19: {
        const object = this.varOf('obj') ?? this.literal('obj');
        this.emit(`Route.get(String(${object}?.[${this.expr('str')}]?.length ?? 'none'), ${this.expr('str')});`);
        return;
      }
      case 20: {
        const [a, b] = [this.fresh(), this.fresh()];
        this.emit(`let [${a}, ${b}] = [${this.expr('str')}, ${this.expr('str')}];`);
        this.emit(`[${a}, ${b}] = [${b}, ${a}];`);
        this.vars.push({ name: a, kind: 'str', mutable: true }, { name: b, kind: 'str', mutable: true });
        return;
      }
      case 21: {
        if (this.loops > 0) return this.emit(r.pick(['break;', 'continue;']));
        if (this.inFunction) return this.emit(`if (${this.expr('bool')}) return ${this.expr('str')};`);
        return this.routeCall();
      }
      case 22: {
        const label = this.fresh('outer');
        this.emit(`${label}: for (const x of ${this.expr('arr')}) {`);
        this.depth++;
        this.emit(`for (const y of ${this.expr('arr')}) {`);
        this.depth++;
        this.emit(`if (x === y) continue ${label};`);
        this.emit(`if (y.length > 3) break ${label};`);
        this.emit(`Route.get(x + '/' + y, ${this.expr('str')});`);
        this.depth--;
        this.emit('}');
        this.depth--;
        this.emit('}');
        return;
      }
      case 24: {
        // A class's static block runs when the class is defined.
        const name = this.fresh('S');
        this.emit(`class ${name} { static part = ${this.expr('str')}; static { ${name}.part += '-s'; } }`);
        this.emit(`Route.get(${name}.part, ${this.expr('str')});`);
        return;
      }
      case 25: {
        const object = this.varOf('obj');
        if (!object) return this.routeCall();
        this.emit(`delete ${object}[${this.expr('str')}];`);
        return;
      }
      case 26: {
        // Routes registered after an await: later, in the order the event loop runs them.
        if (r.chance(0.6)) return this.routeCall();
        const name = this.fresh('later');
        this.emit(`async function ${name}(p: string): Promise<void> {`);
        this.emit(`  Route.get(p + '/before', ${this.expr('str')});`);
        this.emit('  await null;');
        this.emit(`  Route.get(p + '/after', ${this.expr('str')});`);
        this.emit('}');
        this.emit(r.chance(0.5) ? `${name}(${this.expr('str')});` : `void Promise.all([${name}(${this.quoted()}), ${name}(${this.quoted()})]);`);
        return;
      }
      case 27: {
        // A generator iterated by for-of.
        if (r.chance(0.6)) return this.routeCall();
        const name = this.fresh('gen');
        this.emit(`function* ${name}(): Generator<string> { yield ${this.expr('str')}; yield ${this.quoted()}; }`);
        return this.loop('item', 'str', (item) => `for (const ${item} of ${name}()) {`);
      }
      default: {
        const v = this.fresh();
        this.emit(`const ${v} = ${this.expr('bool')} && ${this.expr('str')};`);
        this.emit(`Route.any(String(${v}), ${this.expr('str')});`);
      }
    }
  }

  /** A loop whose header binds a new variable of `kind` (`header` makes the line from its name). */
  private loop(prefix: string, kind: Kind, header: (name: string) => string): void {
    const name = this.fresh(prefix);
    this.emit(header(name));
    this.vars.push({ name, kind, mutable: false });
    this.loopBody();
    this.vars.pop();
    this.emit('}');
  }

  private loopBody(): void {
    this.loops++;
    this.enclosingLoops++;
    this.block(this.r.int(3) + 1);
    this.loops--;
    this.enclosingLoops--;
  }

  /** The whole program: a tag and a helper first, then statements, then the exported map. */
  source(statements: number): string {
    this.lines.push("import { Route } from '@routelens/route';");
    this.lines.push('function tag(strings: TemplateStringsArray, ...parts: unknown[]): string {');
    this.lines.push("  return strings.raw.map((s, i) => s + (i < parts.length ? String(parts[i]).toLowerCase() : '')).join('');");
    this.lines.push('}');
    this.lines.push("const slug = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');");
    this.helpers.push('slug');
    for (let i = 0; i < statements; i++) this.statement();
    this.lines.push('export const routes = Route.map({});');
    return this.lines.join('\n') + '\n';
  }
}

/** One generated program (`seed`), with values from the environment when `unknowns`. */
export function grammarProgram(seed: number, unknowns: boolean): string {
  const r = new Random(seed);
  return new Program(r, unknowns).source(r.int(10) + 3);
}

/** The environments a program with unknowns is run in. */
export const WORLDS: Record<string, string>[] = [{}, { AREA: 'admin', MODE: 'a', LIST: 'p,q' }, { AREA: '', MODE: 'b', LIST: '' }];

/** Runs a program for real in a fresh V8 context (no host access): the routes it registered, in order, even if it threw. */
export function runProgram(source: string, env: Record<string, string>): { routes: string[]; threw: boolean } {
  const registry = new RouteRegistry();
  const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const previous = Route.use(registry);
  let threw = false;
  try {
    // Called inside the script, so that the time limit covers the whole run (a loop that never ends is stopped).
    const load = (name: string) => (name === '@routelens/route' ? { Route } : {});
    // Microtasks run right after the script, inside the time limit: routes registered after an await are in.
    vm.runInNewContext(
      `(function (require, exports) {${js}\n})(load, {})`,
      { process: { env }, structuredClone, load },
      { timeout: 2_000, microtaskMode: 'afterEvaluate' },
    );
  } catch (error) {
    threw = true;
    if (process.env.GRAMMAR_DEBUG) process.stderr.write(`${String(error)}\n`);
  } finally {
    Route.use(previous);
  }
  return { routes: registry.routes().map((r) => `${r.verb} ${r.from} → ${r.to} ${r.name ?? ''}`), threw };
}

/** A syntax kind's name (not the First…/Last… alias TypeScript's enum also gives some kinds). */
function kindName(kind: ts.SyntaxKind): string {
  if (!kindNames) {
    kindNames = new Map();
    for (const [name, value] of Object.entries(ts.SyntaxKind)) {
      if (typeof value !== 'number' || (kindNames.has(value) && /^(First|Last)/.test(name))) continue;
      if (!kindNames.has(value) || /^(First|Last)/.test(kindNames.get(value)!)) kindNames.set(value, name);
    }
  }
  return kindNames.get(kind) ?? String(kind);
}
let kindNames: Map<number, string> | undefined;

/** The syntax kinds and built-ins a set of programs used (for the fuzzer's coverage report). */
export class Coverage {
  readonly kinds = new Map<string, number>();
  readonly builtins = new Map<string, number>();

  add(source: string): void {
    const file = ts.createSourceFile('p.ts', source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
    const visit = (node: ts.Node): void => {
      const kind = kindName(node.kind);
      this.kinds.set(kind, (this.kinds.get(kind) ?? 0) + 1);
      if (ts.isPropertyAccessExpression(node) && ts.isCallExpression(node.parent) && node.parent.expression === node) {
        const owner = ts.isIdentifier(node.expression) && /^[A-Z]/.test(node.expression.text) ? `${node.expression.text}.` : '.';
        const name = `${owner}${node.name.text}`;
        this.builtins.set(name, (this.builtins.get(name) ?? 0) + 1);
      } else if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        /^(String|Number|encodeURIComponent|structuredClone|parseInt)$/.test(node.expression.text)
      ) {
        this.builtins.set(node.expression.text, (this.builtins.get(node.expression.text) ?? 0) + 1);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }

  /** The statement and expression kinds of TypeScript's grammar that no program used. */
  missing(): string[] {
    const all = Object.keys(ts.SyntaxKind).filter(
      (name) =>
        Number.isNaN(Number(name)) &&
        /(Statement|Expression|Declaration|Clause|Assignment|Literal|Element|Template|Block)$/.test(name) &&
        !/^(Jsx|JSDoc|First|Last)|Type|Interface|Import|Export|Namespace(Export|Import)|Decorator|Missing|Module|Heritage|Satisfies|Expando|Assert|PartiallyEmitted|Synthetic|CommaList|NotEmitted|MetaProperty|Semicolon|Debugger|With|ExternalModule|Hoisted|Bigint|BigInt|Regular|Parameter|TemplateHead|TemplateMiddle|TemplateTail|Backtick|Unparsed|Bundle|Tagged/.test(
          name,
        ),
    );
    return all.filter((name) => !this.kinds.has(name)).sort();
  }

  report(): string {
    const kinds = [...this.kinds].sort((a, b) => b[1] - a[1]);
    const builtins = [...this.builtins].sort((a, b) => b[1] - a[1]);
    return [
      `syntax kinds generated: ${kinds.length} — ${kinds.map(([k, n]) => `${k} ${n}`).join(', ')}`,
      `statement and expression kinds not generated: ${this.missing().join(', ') || 'none'}`,
      `built-ins called: ${builtins.length} — ${builtins.map(([k, n]) => `${k} ${n}`).join(', ')}`,
    ].join('\n');
  }
}

/**
 * A listed route as a pattern of executed ones: each placeholder stands for any text (a prefix's `/` after one is
 * there only when the prefix is not empty).
 */
function pattern(route: string): RegExp {
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `^${route
      .split(/⟨[^⟩]*⟩\/?/)
      .map(escape)
      .join('(?:[^]*/?)?')}$`,
  );
}

/**
 * Exact or flagged: a program the evaluator knows wholly lists exactly what running it registers; any other lists
 * every route of every run (a placeholder standing for any text, unless a note says some routes are not listed),
 * and a route it lists plainly (no placeholder, no condition) exists in every run. Returns whether it was exact.
 */
export function checkExactOrFlagged(source: string, worlds: readonly Record<string, string>[] = WORLDS): boolean {
  const statically = evaluateProgram(source);
  assert.deepEqual(statically.failures, []);
  const exact = !statically.unknown && statically.conditional.length === 0;
  const patterns = statically.routes.map(pattern);
  const conditional = new Set(statically.conditional);
  const plain = statically.routes.filter((r) => !conditional.has(r) && !r.includes('⟨'));
  for (const env of worlds) {
    const ran = runProgram(source, env);
    if (exact) {
      assert.deepEqual(statically.routes, ran.routes, `${JSON.stringify(env)}: the static table is not the executed one`);
      continue;
    }
    if (!statically.notListed)
      for (const route of ran.routes)
        assert.ok(
          patterns.some((p) => p.test(route)),
          `${route} (${JSON.stringify(env)}) is not listed`,
        );
    const executed = new Set(ran.routes);
    for (const route of plain) assert.ok(executed.has(route), `${route} is listed plainly but does not exist for ${JSON.stringify(env)}`);
  }
  return exact;
}
