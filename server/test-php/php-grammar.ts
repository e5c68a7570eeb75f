// Generated routes.php files with values not known (`$_SERVER['A']`, `$_SERVER['B']`, which only a request decides)
// across PHP's statement and expression forms — if/else, switch, match, try/catch/finally/throw, loops, functions
// with by-reference parameters, closures, `&&`/`||`/`?:`/`??`/`??=` with effects, string and array built-ins,
// Route:: calls — and the property they are checked against: exact or flagged. Each is run by real PHP in several
// worlds (values of A and B) and analysed once with nothing decided: a table with no condition and no placeholder
// equals every run's; otherwise every entry of every run matches an entry routelens lists (a placeholder stands for
// any text) unless a note says some are not listed, and an entry listed plainly is in every run.

import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Verb } from '@routelens/shared';
import { VERBS } from '@routelens/shared';
import { Engine } from 'php-parser';
import { analyzeEntry } from '../src/analysis/analyze';
import { diskHost } from '../src/db/disk-host';
import { entryCondition, mapEntriesOf } from '../src/analysis/tables';
import { Random } from '../test/harness/grammar';
import { phpTables } from './harness';

const WORDS = ['blog', 'shop', 'admin', 'api', 'users', 'news_items', 'x-y'];
const SERVER = ["$_SERVER['A']", "$_SERVER['B']"];

/** The worlds each program runs in: every value of A and B the conditions tell apart. */
export const PHP_WORLDS: Record<string, string>[] = [
  { A: '', B: '' },
  { A: '1', B: '' },
  { A: 'x', B: '1' },
];

export class PhpProgram {
  private readonly lines: string[] = [];
  private readonly vars: string[] = [];
  private depth = 0;
  private loops = 0;
  private names = 0;
  private readonly functions: string[] = [];

  /** `unknowns`: values and conditions read from the request (`$_SERVER`), which only a request decides. */
  constructor(
    private readonly r: Random,
    private readonly unknowns = true,
  ) {}

  private fresh(prefix: string): string {
    return `${prefix}${this.names++}`;
  }

  private quoted(): string {
    return `'${this.r.pick(WORDS)}'`;
  }

  /** A string expression; `level` bounds nesting. */
  expr(level = 0): string {
    const r = this.r;
    if (level > 2 || r.chance(0.35)) {
      if (this.vars.length && r.chance(0.5)) return `$${r.pick(this.vars)}`;
      return this.unknowns && r.chance(0.25) ? `(${r.pick(SERVER)} ?? ${this.quoted()})` : this.quoted();
    }
    const e = () => this.expr(level + 1);
    return r.pick([
      () => `${e()} . '/' . ${e()}`,
      () => `strtolower(${e()})`,
      () => `str_replace('_', '-', ${e()})`,
      () => `sprintf('%s-%d', ${e()}, ${r.int(99)})`,
      () => `implode('/', array(${e()}, ${e()}))`,
      () => `(${this.condition()} ? ${e()} : ${e()})`,
      () => `(${e()} ?: ${this.quoted()})`,
      () => `ucfirst(trim(${e()}))`,
      () => `match (${e()}) { 'admin' => 'm-admin', 'api' => 'm-api', default => 'm-other' }`,
      () => (this.functions.length ? `${r.pick(this.functions)}(${e()})` : e()),
      () => (this.vars.length ? `"in-{$${r.pick(this.vars)}}"` : e()),
      () => `(string) count(explode('/', ${e()}))`,
      () => `substr(${e()}, ${r.int(3)})`,
      () => `strrev(${e()})`,
    ])();
  }

  condition(): string {
    const r = this.r;
    const decided = [
      () => `${this.expr(2)} === ${this.quoted()}`,
      () => `strlen(${this.expr(2)}) > ${r.int(6)}`,
      () => `in_array(${this.expr(2)}, array('admin', 'api'))`,
    ];
    if (!this.unknowns) return r.pick(decided)();
    return r.pick([
      () => `!empty(${r.pick(SERVER)})`,
      () => `${r.pick(SERVER)} === '1'`,
      () => `isset(${r.pick(SERVER)})`,
      () => `${this.expr(2)} === ${this.quoted()}`,
      () => `strlen(${this.expr(2)}) > ${r.int(6)}`,
      () => `in_array(${this.expr(2)}, array('admin', 'api'))`,
    ])();
  }

  private key(): string {
    return `'k' . ${this.expr(1)}`;
  }

  private emit(line: string): void {
    this.lines.push('  '.repeat(this.depth) + line);
  }

  private block(count = 1 + this.r.int(2)): void {
    this.depth++;
    for (let i = 0; i < count; i++) this.statement();
    this.depth--;
  }

  statement(): void {
    const r = this.r;
    switch (this.depth > 2 ? r.int(4) : r.int(20)) {
      case 0:
      case 1:
        return this.emit(`$route[${this.key()}] = ${this.expr()};`);
      case 2: {
        const name = this.fresh('v');
        this.emit(`$${name} = ${this.expr()};`);
        this.vars.push(name);
        return;
      }
      case 3:
        return this.emit(`Route::${r.pick(['any', 'get', 'post'])}(${this.expr(1)}, ${this.expr(1)});`);
      case 4:
        this.emit(`if (${this.condition()}) {`);
        this.block();
        if (r.chance(0.5)) {
          this.emit('} else {');
          this.block();
        }
        return this.emit('}');
      case 5: {
        this.emit(`switch (${this.unknowns && r.chance(0.5) ? `${r.pick(SERVER)} ?? ''` : this.expr(1)}) {`);
        this.depth++;
        for (const value of ["'1'", "'x'", this.quoted()]) {
          this.emit(`case ${value}:`);
          this.block(1);
          if (r.chance(0.6)) this.emit('  break;');
        }
        if (r.chance(0.6)) {
          this.emit('default:');
          this.block(1);
        }
        this.depth--;
        return this.emit('}');
      }
      case 6: {
        this.emit('try {');
        this.depth++;
        if (r.chance(0.6)) this.emit(`if (${this.condition()}) { throw new ${r.pick(['InvalidArgumentException', 'RuntimeException', 'Exception'])}('no'); }`);
        this.depth--;
        this.block(1);
        this.emit(`} catch (${r.pick(['Exception', 'RuntimeException', 'LogicException'])} $e) {`);
        this.block(1);
        if (r.chance(0.4)) {
          this.emit('} finally {');
          this.block(1);
        }
        return this.emit('}');
      }
      case 7: {
        const item = this.fresh('it');
        this.emit(`foreach (array(${this.expr(1)}, ${this.expr(1)}) as $${item}) {`);
        this.vars.push(item);
        this.loops++;
        this.block();
        this.loops--;
        this.vars.pop();
        return this.emit('}');
      }
      case 8: {
        const i = this.fresh('i');
        this.emit(`for ($${i} = 0; $${i} < ${1 + r.int(3)}; $${i}++) {`);
        this.loops++;
        this.block();
        this.loops--;
        return this.emit('}');
      }
      case 9:
        if (this.loops) return this.emit(`if (${this.condition()}) ${r.pick(['break', 'continue'])};`);
        return this.emit(`${this.condition()} && $route[${this.key()}] = ${this.expr(1)};`);
      case 10:
        return this.emit(`${this.condition()} ? $route[${this.key()}] = ${this.expr(1)} : Route::get(${this.expr(1)}, ${this.expr(1)});`);
      case 11:
        return this.emit(`${this.condition()} || $route[${this.key()}] = ${this.expr(1)};`);
      case 12: {
        const name = this.fresh('n');
        this.emit(`$${name} = ${this.unknowns ? r.pick(SERVER) : `$${this.fresh('unset')}`} ?? ($route[${this.key()}] = ${this.expr(1)});`);
        this.emit(`$${name} ??= ${this.quoted()};`);
        this.vars.push(name);
        return;
      }
      case 13: {
        if (this.depth > 0) return this.emit(`$route[${this.key()}] = ${this.expr()};`);
        const name = this.fresh('add');
        this.emit(`function ${name}(array &$r, $k, $v) { if ($k === '') { return; } $r['f-' . $k] = $v; }`);
        return this.emit(`${name}($route, ${this.expr(1)}, ${this.expr(1)});`);
      }
      case 14: {
        if (this.depth > 0) return this.emit(`unset($route[${this.key()}]);`);
        const name = this.fresh('pick');
        this.emit(`function ${name}($v) { if ($v === 'admin') { return 'p-admin'; } elseif (strlen($v) > 3) { return 'p-' . $v; } return 'p-short'; }`);
        this.functions.push(name);
        return;
      }
      case 15:
        this.emit(`Route::prefix(${this.expr(1)}, function () {`);
        this.depth++;
        this.emit(`Route::${r.pick(['any', 'get', 'post'])}(${this.quoted()}, ${this.quoted()});`);
        this.depth--;
        return this.emit('});');
      case 16: {
        const name = this.fresh('c');
        this.emit(`$${name} = function ($x) use (&$route) { $route['c-' . $x] = 'closure/' . $x; };`);
        return this.emit(`$${name}(${this.expr(1)});`);
      }
      case 17: {
        const n = this.fresh('w');
        this.emit(`$${n} = 0;`);
        this.emit(`while ($${n} < ${1 + r.int(3)}) {`);
        this.depth++;
        this.emit(`$${n}++;`);
        this.emit(`$route['w' . $${n} . ${this.expr(2)}] = ${this.expr(2)};`);
        this.depth--;
        return this.emit('}');
      }
      default:
        return this.emit(`$route[${this.key()}] = ${this.expr()};`);
    }
  }

  text(): string {
    const count = 4 + this.r.int(8);
    for (let i = 0; i < count; i++) this.statement();
    const map = this.r.chance(0.5) ? '$route = Route::map($route);\n' : '';
    return `<?php\n$route['default_controller'] = 'home';\n${this.lines.join('\n')}\n${map}`;
  }
}

/** A listed key or target as a pattern of executed ones: a placeholder stands for any text. */
function pattern(text: string): RegExp {
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `^${text
      .split(/⟨[^⟩]*⟩/)
      .map(escape)
      .join('[^]*')}$`,
  );
}

/** PHP's string of a table value as the router reads it (a number's digits; an array's entry is taken per method). */
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : JSON.stringify(value));

/**
 * Exact or flagged (see the top of this file), for the routes file at `file`: returns whether routelens knew the
 * table wholly. Throws with the first entry that breaks the property.
 */
export function checkPhpExactOrFlagged(file: string, worlds: readonly Record<string, string>[] = PHP_WORLDS): boolean {
  const analysis = analyzeEntry(file, diskHost, {});
  const failures = analysis.diagnostics.filter((d) => d.code === 'evaluation-failed').map((d) => d.message);
  assert.deepEqual(failures, []);
  const notes = analysis.diagnostics.filter((d) => d.code === 'not-evaluable' || d.code === 'evaluation-limit');
  const notListed = notes.some((d) => d.code === 'evaluation-limit' || /not listed|not run|not known after/.test(d.message));
  const tables = Object.fromEntries(
    VERBS.map((verb) => [verb, mapEntriesOf(analysis, verb as Verb).map((e) => ({ from: e.from, to: text(e.to), condition: entryCondition(e) }))]),
  );
  const exact = notes.length === 0 && VERBS.every((verb) => tables[verb].every((e) => e.condition === null && !`${e.from}${e.to}`.includes('⟨')));
  for (const world of worlds) {
    const ran = phpTables(file, world);
    for (const verb of VERBS) {
      const executed = ran[verb];
      // PHP stopped at an exception nothing caught: the app serves nothing in that world; routelens must have said
      // that it may (a throw under a condition it lists routes after, or its own uncaught-throw note).
      if (!Array.isArray(executed) && /Uncaught/.test(executed.error) && !exact && (notListed || throwsUnder(analysis))) continue;
      assert.ok(Array.isArray(executed), `${JSON.stringify(world)} ${verb}: ${JSON.stringify(executed)}`);
      const listed = tables[verb];
      const pairs = executed.map(([key, value]) => [key, text(value)] as const);
      if (exact) {
        assert.deepEqual(
          listed.map((e) => [e.from, e.to]),
          pairs,
          `${JSON.stringify(world)} ${verb}: the table routelens knew wholly is not PHP's`,
        );
        continue;
      }
      if (!notListed)
        for (const [key, value] of pairs)
          assert.ok(
            listed.some((e) => pattern(e.from).test(key) && pattern(e.to).test(value)),
            `${JSON.stringify(world)} ${verb}: PHP has ${key} → ${value}, which routelens does not list`,
          );
      // An entry listed plainly is in every run, unless a conditional entry of its key may replace or remove it.
      const conditionalKeys = new Set(listed.filter((e) => e.condition !== null || e.from.includes('⟨')).map((e) => e.from));
      for (const entry of listed) {
        if (entry.condition !== null || `${entry.from}${entry.to}`.includes('⟨') || conditionalKeys.size) continue;
        assert.ok(
          pairs.some(([key, value]) => key === entry.from && value === entry.to),
          `${JSON.stringify(world)} ${verb}: routelens lists ${entry.from} → ${entry.to} plainly; PHP does not have it`,
        );
      }
    }
  }
  return exact;
}

/** Whether routes are listed under a condition that a throw was not made (a throw under an undecided condition). */
function throwsUnder(analysis: ReturnType<typeof analyzeEntry>): boolean {
  return analysis.routes.some((route) => route.condition !== null);
}

/** The PHP syntax kinds a set of generated files used (the fuzzer's coverage report). */
export class PhpCoverage {
  readonly kinds = new Map<string, number>();
  readonly calls = new Map<string, number>();
  private readonly parser = new Engine({ parser: { php8: true, suppressErrors: true }, ast: { withPositions: false } });

  add(source: string): void {
    const visit = (node: unknown): void => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node)) return node.forEach(visit);
      const n = node as { kind?: string; what?: { kind?: string; name?: string } };
      if (typeof n.kind === 'string') {
        this.kinds.set(n.kind, (this.kinds.get(n.kind) ?? 0) + 1);
        if (n.kind === 'call' && n.what?.kind === 'name') this.calls.set(String(n.what.name), (this.calls.get(String(n.what.name)) ?? 0) + 1);
      }
      for (const value of Object.values(node)) if (value && typeof value === 'object') visit(value);
    };
    visit(this.parser.parseCode(source, 'generated.php'));
  }

  report(): string {
    const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`);
    return [
      `PHP syntax kinds generated: ${this.kinds.size} — ${sorted(this.kinds).join(', ')}`,
      `PHP functions called: ${this.calls.size} — ${sorted(this.calls).join(', ')}`,
    ].join('\n');
  }
}

/** Writes `text` as the routes file of an app under `folder`; its path. */
export function writeRoutes(folder: string, source: string): string {
  const file = path.join(folder, 'application/config/routes.php');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, source);
  return file;
}
