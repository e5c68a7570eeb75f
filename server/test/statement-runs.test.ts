// Runs of replayed statements (statement-runs.ts): a keystroke adopts the runs it did not touch whole, so its work
// does not grow with the file; what it gives must still equal a fresh analysis, for every entry of the workspace.

import assert from 'node:assert/strict';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import type { Analysis } from '../src/analysis/analyze';
import { analyzeEntry } from '../src/analysis/analyze';
import { ParseCache } from '../src/analysis/parse-cache';
import { StatementMemo } from '../src/analysis/ts/statement-memo';
import type { Run } from '../src/analysis/ts/statement-runs';
import { RUN_LENGTH, runMatches } from '../src/analysis/ts/statement-runs';
import { analysisView } from './harness/incremental';
import { memoryHost } from './harness/programs';

const DIR = path.resolve('/virtual/runs');
const ENTRY = path.join(DIR, 'routes.ts');

/** What users see of an analysis, with each route's id (the table's order) and place. */
function view(analysis: Analysis) {
  return { ...analysisView(analysis), ids: analysis.registrations.map((r) => [r.id, r.from, r.site.location?.start]) };
}

/** A text of `count` named routes (each its own statement), after an import. */
function routes(count: number, tag = 'r'): string {
  return Array.from({ length: count }, (_, i) => `Route.get('${tag}${i}/(:num)', 'pages/show/$1', { as: '${tag}${i}' });`).join('\n') + '\n';
}

/** Replaces [start, end) of the file's text with `fragment`, telling the parse cache where (the language server does). */
function edit(files: Record<string, string>, cache: ParseCache, file: string, start: number, end: number, fragment: string): void {
  const before = files[file];
  files[file] = before.slice(0, start) + fragment + before.slice(end);
  cache.expectEdit(file, files[file], { from: before, start, oldEnd: end, newEnd: start + fragment.length });
}

describe('runs of replayed statements', () => {
  test("a keystroke adopts every run it did not touch whole, moved and renumbered, and replays one run's statements one by one", () => {
    const count = 300;
    const files = { [ENTRY]: "import { Route } from '@routelens/route';\n" + routes(count) };
    const memo = new StatementMemo();
    const cache = new ParseCache(true);
    const analyze = (previous?: Analysis) => analyzeEntry(ENTRY, memoryHost(files), { memo, parseCache: cache }, previous);
    let analysis = analyze();
    assert.deepEqual(memo.statsOf(ENTRY), { runs: 0, inRuns: 0, replayed: 0, recorded: count });
    const checkKeystroke = () => {
      analysis = analyze(analysis);
      assert.deepEqual(view(analysis), view(analyzeEntry(ENTRY, memoryHost(files))));
      const stats = memo.statsOf(ENTRY)!;
      assert.equal(stats.inRuns + stats.replayed + stats.recorded, count + (files[ENTRY].match(/Route\.get/g)!.length - count));
      assert.ok(stats.replayed + stats.recorded <= RUN_LENGTH + 2, JSON.stringify(stats));
      assert.ok(stats.runs <= Math.ceil(count / RUN_LENGTH) + 2, JSON.stringify(stats));
      return stats;
    };
    // Typing in the path of a route in the middle: the routes after it move.
    const at = files[ENTRY].indexOf("'r150/") + 2;
    edit(files, cache, ENTRY, at, at, 'x');
    checkKeystroke();
    edit(files, cache, ENTRY, at, at + 1, '');
    checkKeystroke();
    // A new route near the top: every route after it moves and takes the next id.
    const top = files[ENTRY].indexOf("Route.get('r3/");
    edit(files, cache, ENTRY, top, top, "Route.get('new', 'pages/new');\n");
    const stats = checkKeystroke();
    assert.ok(stats.inRuns >= count - RUN_LENGTH - 2, JSON.stringify(stats));
    assert.equal(analysis.registrations.find((r) => r.from === 'r299/(:num)')!.id, count + 1);
  });

  test("entries that import one file each keep their own runs: one entry's keystroke analysis never renumbers the other's routes", () => {
    const common = path.join(DIR, 'common.ts');
    const first = path.join(DIR, 'first.ts');
    const second = path.join(DIR, 'second.ts');
    const files: Record<string, string> = {
      [common]: "import { Route } from '@routelens/route';\n" + routes(80, 'c'),
      [path.join(DIR, 'before.ts')]: "import { Route } from '@routelens/route';\n" + routes(5, 'b'),
      [first]: "import './common';\nimport { Route } from '@routelens/route';\nRoute.get('first', 'f/x');\n",
      [second]: "import './before';\nimport './common';\nimport { Route } from '@routelens/route';\nRoute.get('second', 's/x');\n",
    };
    const memo = new StatementMemo();
    const cache = new ParseCache(true);
    const analyze = (entry: string, previous?: Analysis) => analyzeEntry(entry, memoryHost(files), { memo, parseCache: cache }, previous);
    let a = analyze(first);
    let b = analyze(second);
    // Typing in the path of a route in the middle of the common file.
    let at = files[common].indexOf("'c40/") + 2;
    for (const fragment of ['x', 'yz']) {
      edit(files, cache, common, at, at, fragment);
      at += fragment.length;
      a = analyze(first, a);
      b = analyze(second, b);
      // The first entry's analysis is still its own after the second entry's: same ids, same places.
      assert.deepEqual(view(a), view(analyzeEntry(first, memoryHost(files))));
      assert.deepEqual(view(b), view(analyzeEntry(second, memoryHost(files))));
      assert.equal(a.registrations.find((r) => r.from === 'c79/(:num)')!.id, 80);
      assert.equal(b.registrations.find((r) => r.from === 'c79/(:num)')!.id, 85);
    }
    assert.ok(memo.statsOf(common)!.inRuns > 0, 'the common file was replayed in runs');
  });

  test('a run that would pass the route limit is replayed one by one: the evaluation stops where a fresh one does', () => {
    const files = { [ENTRY]: "import { Route } from '@routelens/route';\n" + routes(70) };
    const memo = new StatementMemo();
    const cache = new ParseCache(true);
    const limits = { maxRoutes: 72 };
    const view = (analysis: Analysis) => ({
      routes: analysis.registrations.length,
      diagnostics: analysis.diagnostics.map((d) => [d.code, d.span.start, d.message]),
    });
    let analysis = analyzeEntry(ENTRY, memoryHost(files), { memo, parseCache: cache, limits });
    assert.equal(analysis.registrations.length, 70);
    // Seven more routes early on: the run of statements 32 to 63 still fits (71 routes), the last run (64 to 69)
    // would not: the evaluation stops at the 73rd route, r65, having registered it.
    const at = files[ENTRY].indexOf("Route.get('r10/");
    edit(files, cache, ENTRY, at, at, "Route.resources('photos');\n");
    analysis = analyzeEntry(ENTRY, memoryHost(files), { memo, parseCache: cache, limits }, analysis);
    assert.deepEqual(view(analysis), view(analyzeEntry(ENTRY, memoryHost(files), { limits })));
    assert.equal(analysis.registrations.length, 73);
    assert.equal(analysis.diagnostics.find((d) => d.code === 'evaluation-limit')!.span.start, files[ENTRY].indexOf("Route.get('r65/"));
    assert.equal(memo.statsOf(ENTRY)!.inRuns, 32, JSON.stringify(memo.statsOf(ENTRY)));
  });

  test('a run matches only its own statements, all where they were relative to the first', () => {
    const nodes = [{ end: 10 }, { end: 20 }, { end: 30 }];
    const run = { nodes, start: 0, extent: 30 } as unknown as Run;
    assert.equal(runMatches(run, [{ end: 5 }, ...nodes], 1, 0), true);
    // All three moved by one distance: still the run.
    for (const node of nodes) node.end += 7;
    assert.equal(runMatches(run, nodes, 0, 7), true);
    // The last moved and the first did not (an insertion between two kept statements).
    nodes[2].end += 1;
    assert.equal(runMatches(run, nodes, 0, 7), false);
    nodes[2].end -= 1;
    assert.equal(runMatches(run, [nodes[0], { end: 27 }, nodes[2]], 0, 7), false, 'another node in the middle');
    assert.equal(runMatches(run, nodes.slice(0, 2), 0, 7), false, 'the run goes past the end');
  });
});
