// The PHP fuzzer: generated routes files (assignments and compound operators, increments, comparisons, ternaries,
// loops with `break`/`continue` of one level or more, decided conditions, functions and closures, built-ins, unset, Route:: calls with (nested) prefixes, nested
// handlers, names, resets, resources, contexts and blocks) run by real PHP for every request method and compared with `routelens map --json`. Every
// value is decidable, so a difference is a defect. Seeds are fixed (ROUTELENS_PHP_FUZZ_SEED and _RUNS change them).

import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { firstDifference, phpTables, routelensTables } from './harness';
import { Random } from '../test/harness/grammar';

const WORDS = ['blog', 'shop', 'admin', 'api', 'users', 'Photos', 'news_items', 'café', 'a b', 'x-y'];

/** Generates one routes file; `vars` are the variables assigned so far (all known). */
class Program {
  private readonly lines: string[] = [];
  private readonly vars: string[] = [];
  /** Loop variables: read, never assigned (a loop that never ends is not what is tested). */
  private readonly counters = new Set<string>();
  private functions = 0;
  private depth = 0;
  /** How many loops enclose the statement being generated (a `break N`/`continue N` leaves up to that many). */
  private loops = 0;

  constructor(private readonly r: Random) {}

  private literal(): string {
    return this.r.int(3) === 0 ? String(this.r.int(20)) : `'${this.r.pick(WORDS)}'`;
  }

  /** A string or number expression over known values. */
  expr(level = 0): string {
    const r = this.r;
    if (level > 2 || r.int(3) === 0) return this.vars.length && r.int(2) ? `$${r.pick(this.vars)}` : this.literal();
    switch (r.int(12)) {
      case 0:
        return `${this.expr(level + 1)} . '/' . ${this.expr(level + 1)}`;
      case 1:
        return `(${r.int(50)} + ${r.int(50)} * ${r.int(5)})`;
      case 2:
        return `strtolower(${this.expr(level + 1)})`;
      case 3:
        return `ucfirst(${this.expr(level + 1)})`;
      case 4:
        return `str_replace('_', '-', ${this.expr(level + 1)})`;
      case 5:
        return `sprintf('%s-%03d', ${this.expr(level + 1)}, ${r.int(999)})`;
      case 6:
        return `rawurlencode(${this.expr(level + 1)})`;
      case 7:
        return `implode('/', array(${this.expr(level + 1)}, ${this.expr(level + 1)}))`;
      case 8:
        return `(${this.condition()} ? ${this.expr(level + 1)} : ${this.expr(level + 1)})`;
      // substr() counts bytes: over an ASCII string (rawurlencode's), every cut is decidable.
      case 9:
        return `strtoupper(substr(rawurlencode(${this.expr(level + 1)}), ${r.int(3)}, ${1 + r.int(4)}))`;
      case 10:
        return `count(array(${this.expr(level + 1)}, ${this.expr(level + 1)}, ${this.expr(level + 1)}))`;
      default:
        return `(${this.expr(level + 1)} ?? 'none')`;
    }
  }

  condition(): string {
    const r = this.r;
    const operator = r.pick(['==', '===', '!=', '<', '>', '>=']);
    return `${this.expr(2)} ${operator} ${this.expr(2)}`;
  }

  private variable(): string {
    const assignable = this.vars.filter((v) => !this.counters.has(v));
    if (assignable.length < 4 || this.r.int(3) === 0) {
      const name = `v${this.vars.length}_${this.lines.length}`;
      this.vars.push(name);
      return name;
    }
    return this.r.pick(assignable);
  }

  private key(): string {
    return `'k' . ${this.expr()}`;
  }

  statement(): void {
    const r = this.r;
    const pad = '  '.repeat(this.depth);
    const nested = (body: () => void) => {
      this.depth++;
      const count = 1 + r.int(3);
      for (let i = 0; i < count; i++) body();
      this.depth--;
    };
    switch (this.depth > 2 ? r.int(4) : r.int(17)) {
      case 0:
      case 1:
        this.lines.push(`${pad}$route[${this.key()}] = ${this.expr()};`);
        return;
      case 2:
        this.lines.push(`${pad}$${this.variable()} = ${this.expr()};`);
        return;
      case 3: {
        const name = this.variable();
        const op = r.pick(['.=', '.=', '+=', '-=', '*=', '++', '--', '??=']);
        this.lines.push(
          op === '++' || op === '--'
            ? `${pad}$${name}${op};`
            : op === '.=' || op === '??='
              ? `${pad}$${name} ${op} ${this.expr(2)};`
              : `${pad}$${name} = (int) $${name}; $${name} ${op} ${r.int(9)};`,
        );
        return;
      }
      case 4:
        this.lines.push(`${pad}if (${this.condition()}) {`);
        nested(() => this.statement());
        this.lines.push(`${pad}} else {`);
        nested(() => this.statement());
        this.lines.push(`${pad}}`);
        return;
      case 5: {
        const item = `it${this.depth}`;
        this.loop(`${pad}foreach (array(${this.expr(1)}, ${this.expr(1)}) as $${item}) {`, item, () => nested(() => this.statement()));
        this.lines.push(`${pad}}`);
        return;
      }
      case 6: {
        const counter = `i${this.depth}`;
        this.loop(`${pad}for ($${counter} = 0; $${counter} < ${1 + r.int(3)}; $${counter}++) {`, counter, () => nested(() => this.statement()));
        this.lines.push(`${pad}}`);
        return;
      }
      case 7:
        this.lines.push(`${pad}unset($route[${this.key()}]);`);
        return;
      case 8: {
        const name = `f${this.functions++}`;
        this.lines.push(`${pad}$${name} = function ($x, $y = '${r.pick(WORDS)}') { return $x . '/' . $y; };`);
        this.lines.push(`${pad}$route[${this.key()}] = $${name}(${this.expr(1)});`);
        return;
      }
      case 9:
        this.lines.push(`${pad}Route::${r.pick(['any', 'get', 'post', 'put', 'delete'])}(${this.expr()}, ${this.expr()});`);
        return;
      case 10:
        this.lines.push(`${pad}Route::resources(${this.expr(2)}${r.int(2) ? `, array('module' => ${this.expr(2)})` : ''});`);
        return;
      case 11:
        this.lines.push(`${pad}Route::context(${this.expr(2)}${r.int(2) ? `, array('home' => ${this.expr(2)})` : ''});`);
        return;
      case 12:
        this.lines.push(`${pad}Route::block(${this.expr(2)}, ${this.expr(2)});`);
        return;
      case 13:
      case 14:
        if (this.loops > 0) {
          // Mostly on a loop variable, so that it leaves in some rounds and not in others.
          const test = r.int(3) ? `$${r.pick([...this.counters])} == ${r.int(3)}` : this.condition();
          const levels = 1 + r.int(this.loops);
          this.lines.push(`${pad}if (${test}) ${r.pick(['break', 'continue'])}${levels > 1 ? ` ${levels}` : ''};`);
          return;
        }
        this.routeStatement(0);
        return;
      case 15: {
        // Nested loops that the inner one leaves by `break 2`/`continue 2` in some rounds.
        const [outer, inner] = [`o${this.depth}`, `j${this.depth}`];
        const leave = `${r.pick(['break', 'continue'])} ${r.pick(['1', '2', '2'])}`;
        this.loop(`${pad}foreach (array(${this.expr(2)}, ${this.expr(2)}, ${this.expr(2)}) as $${outer}) {`, outer, () => {
          this.loop(`${pad}  for ($${inner} = 0; $${inner} < 3; $${inner}++) {`, inner, () => {
            this.lines.push(`${pad}    if ($${inner} == ${r.int(3)}${r.int(2) ? ` && $${outer} == ${this.expr(2)}` : ''}) ${leave};`);
            this.lines.push(`${pad}    $route['n' . $${outer} . '/' . $${inner}] = ${this.expr(2)};`);
          });
          this.lines.push(`${pad}  }`);
          this.lines.push(`${pad}  $route['m' . $${outer}] = ${this.expr(2)};`);
        });
        this.lines.push(`${pad}}`);
        return;
      }
      default:
        this.routeStatement(0);
    }
  }

  /**
   * A Route call as Bonfire's library takes it, prefixes and nested handlers included (their closures see no
   * outer variable: PHP reads those as null), `level` deep in closures.
   */
  private routeStatement(level: number): void {
    const r = this.r;
    const pad = '  '.repeat(this.depth);
    const closure = (head: string) => {
      this.lines.push(`${head}function () {`);
      this.depth++;
      const count = 1 + r.int(3);
      for (let i = 0; i < count; i++) this.routeStatement(level + 1);
      this.depth--;
      this.lines.push(`${pad}});`);
    };
    const verb = r.pick(['any', 'get', 'post', 'put', 'delete']);
    switch (level > 2 ? r.int(3) : r.int(8)) {
      case 0: {
        const name = r.int(3) === 0 ? `array('as' => '${r.pick(WORDS)}')` : 'array()';
        this.lines.push(`${pad}Route::${verb}(${this.expr(2)}, ${this.expr(2)}, ${name});`);
        return;
      }
      case 1:
        this.lines.push(`${pad}Route::resources(${this.expr(2)}${r.int(2) ? `, array('offset' => ${r.int(3)})` : ''});`);
        return;
      case 2:
        this.lines.push(`${pad}Route::block(${this.expr(2)}${r.int(4) === 0 ? `, array(${this.expr(2)})` : ''});`);
        return;
      case 3:
      case 4:
        closure(`${pad}Route::prefix(${this.expr(2)}, `);
        return;
      case 5:
      case 6:
        closure(`${pad}Route::${verb}(${this.expr(2)}, ${this.expr(2)}, array(), `);
        return;
      default:
        this.lines.push(
          r.int(4) === 0 ? `${pad}Route::reset();` : `${pad}Route::context(${this.expr(2)}${r.int(2) ? `, array('home' => ${this.expr(2)})` : ''});`,
        );
    }
  }

  /** A loop's head line, then its body with the loop variable readable but never assigned. */
  private loop(head: string, variable: string, body: () => void): void {
    this.lines.push(head);
    this.vars.push(variable);
    this.counters.add(variable);
    this.loops++;
    body();
    this.loops--;
    this.counters.delete(variable);
    this.vars.splice(this.vars.indexOf(variable), 1);
  }

  text(): string {
    const count = 4 + this.r.int(10);
    for (let i = 0; i < count; i++) this.statement();
    const map = this.r.int(3) ? '$route = Route::map($route);\n' : '';
    const after = this.r.int(2) ? `$route[${this.key()}] = ${this.expr()};\n` : '';
    return `<?php\n$route['default_controller'] = 'home';\n${this.lines.join('\n')}\n${map}${after}`;
  }
}

const SEED = Number(process.env.ROUTELENS_PHP_FUZZ_SEED ?? 20261125);
const RUNS = Number(process.env.ROUTELENS_PHP_FUZZ_RUNS ?? 120);

describe('generated PHP routes files: routelens equals PHP', () => {
  test(`${RUNS} programs from seed ${SEED}`, async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'routelens-php-fuzz-'));
    try {
      const file = path.join(folder, 'application/config/routes.php');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      for (let run = 0; run < RUNS; run++) {
        const text = new Program(new Random(SEED + run * 7919)).text();
        fs.writeFileSync(file, text);
        const ours = await routelensTables(file);
        assert.equal(ours.code, 0, `${ours.err}\n${text}`);
        const difference = firstDifference(phpTables(file), ours.tables);
        assert.equal(difference, undefined, `program ${run} (seed ${SEED + run * 7919}): ${difference}\n${text}`);
      }
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
