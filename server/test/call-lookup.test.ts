// The call at an offset (hover, completion, signature help) by binary search, against the plain definition: of the
// Route calls whose range contains the offset, the narrowest. Likewise the calls that meet or lie within a range,
// and the calls inside a node (walked alone, or searched in the file's index). Random configs of nested calls, in TypeScript and PHP,
// through the real parsers; every offset of each file is asked.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import type { RouteCallSyntax } from '../src/analysis/core/source-index';
import { callsMeeting, callsInOrder, callsWithin, innermostCallAt } from '../src/analysis/core/call-lookup';
import type { ts as TsTypes } from 'ts-morph';
import { ParsedFile } from '../src/analysis/ts/syntax/ts-parse';
import { PhpParsedFile } from '../src/analysis/php/php-parse';

type TsNode = TsTypes.Node;

type Call = { kind: 'get'; path: string } | { kind: 'prefix'; path: string; body: Call[] } | { kind: 'named' } | { kind: 'gap' };

const callArb: fc.Arbitrary<Call> = fc.letrec<{ call: Call }>((tie) => ({
  call: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({ kind: fc.constant('get' as const), path: fc.constantFrom('a', 'b/(:num)', '') }),
    fc.record({ kind: fc.constant('named' as const) }),
    fc.record({ kind: fc.constant('gap' as const) }),
    fc.record({ kind: fc.constant('prefix' as const), path: fc.constantFrom('p', 'q'), body: fc.array(tie('call'), { maxLength: 4 }) }),
  ),
})).call;

function ts(calls: readonly Call[], indent = ''): string {
  return calls
    .map(
      (c) =>
        indent +
        (c.kind === 'get'
          ? `Route.get('${c.path}', 'c/m');`
          : // A call inside another call's arguments: its range is inside the outer one's.
            c.kind === 'named'
            ? `Route.get(Route.named('n') ?? 'x', 'c/n');`
            : c.kind === 'gap'
              ? '// between calls'
              : `Route.prefix('${c.path}', () => {\n${ts(c.body, indent + '  ')}\n${indent}});`),
    )
    .join('\n');
}

function php(calls: readonly Call[], indent = ''): string {
  return calls
    .map(
      (c) =>
        indent +
        (c.kind === 'get'
          ? `Route::get('${c.path}', 'c/m');`
          : c.kind === 'named'
            ? `Route::get(Route::named('n') ?: 'x', 'c/n');`
            : c.kind === 'gap'
              ? '// between calls'
              : `Route::prefix('${c.path}', function () {\n${php(c.body, indent + '  ')}\n${indent}});`),
    )
    .join('\n');
}

/** The same calls as a TypeScript config and as a CodeIgniter routes.php, each parsed by its front end. */
function filesOf(calls: readonly Call[]): (ParsedFile | PhpParsedFile)[] {
  return [
    new ParsedFile('/w/routes.ts', `import { Route } from '@routelens/route';\n${ts(calls)}\nRoute.map({});\n`),
    new PhpParsedFile('/w/application/config/routes.php', `<?php\n${php(calls)}\n$route = Route::map($route);\n`),
  ];
}

function narrowest(calls: readonly RouteCallSyntax[], offset: number): RouteCallSyntax | undefined {
  let best: RouteCallSyntax | undefined;
  for (const call of calls) {
    if (offset >= call.start && offset <= call.end && (!best || call.end - call.start < best.end - best.start)) best = call;
  }
  return best;
}

test('the call at every offset is the narrowest call that contains it (TypeScript and PHP)', () => {
  let asked = 0;
  fc.assert(
    fc.property(fc.array(callArb, { maxLength: 6 }), (calls) => {
      const files = filesOf(calls);
      for (const file of files) {
        const found = file.routeCalls;
        for (let offset = 0; offset <= file.text.length + 1; offset++) {
          assert.equal(innermostCallAt(found, offset), narrowest(found, offset), `${file.file} at ${offset}`);
          asked++;
        }
      }
    }),
    { numRuns: 150, seed: 19 },
  );
  // Enough offsets inside nested calls to mean something (every run has at least the map call).
  assert.ok(asked > 50_000, `${asked} offsets asked`);
});

test('the calls that meet a range are those whose range meets it, in document order (TypeScript and PHP)', () => {
  let met = 0;
  fc.assert(
    fc.property(fc.array(callArb, { maxLength: 6 }), fc.nat(), fc.nat(40), (calls, from, width) => {
      const files = filesOf(calls);
      for (const file of files) {
        const start = from % (file.text.length + 2);
        const end = start + width;
        const expected = callsInOrder(file.routeCalls).filter((call) => call.end >= start && call.start <= end);
        const found = callsMeeting(file.routeCalls, start, end);
        assert.deepEqual(found, expected, `${file.file} over [${start}, ${end}]`);
        met += found.length;
      }
    }),
    { numRuns: 400, seed: 23 },
  );
  assert.ok(met > 500, `${met} calls met`);
});

test('the calls within a range are those whose whole range lies inside it, in document order (TypeScript and PHP)', () => {
  let within = 0;
  fc.assert(
    fc.property(fc.array(callArb, { maxLength: 6 }), fc.nat(), fc.nat(120), (calls, from, width) => {
      const files = filesOf(calls);
      for (const file of files) {
        const start = from % (file.text.length + 2);
        const end = start + width;
        const expected = callsInOrder(file.routeCalls).filter((call) => call.start >= start && call.end <= end);
        const found = callsWithin(file.routeCalls, start, end);
        assert.deepEqual(found, expected, `${file.file} over [${start}, ${end}]`);
        within += found.length;
      }
    }),
    { numRuns: 400, seed: 29 },
  );
  assert.ok(within > 300, `${within} calls within`);
});

test('the calls inside a node are the same found by walking its subtree and by searching the file index', () => {
  let compared = 0;
  fc.assert(
    fc.property(fc.array(callArb, { maxLength: 6 }), (calls) => {
      const text = `import { Route } from '@routelens/route';\n${ts(calls)}\nRoute.map({});\n`;
      const walked = new ParsedFile('/w/routes.ts', text);
      const indexed = new ParsedFile('/w/routes.ts', text);
      const all = callsInOrder(indexed.routeCalls);
      const visit = (node: TsNode): void => {
        const expected = all.filter((call) => call.start >= node.pos && call.end <= node.end);
        assert.deepEqual(walked.routeCallsIn(node), expected, `walk of [${node.pos}, ${node.end})`);
        assert.deepEqual(indexed.routeCallsIn(node), expected, `index over [${node.pos}, ${node.end})`);
        compared += expected.length;
        node.forEachChild(visit);
      };
      // The nodes of each tree: the same text gives the same positions.
      walked.sourceFile.forEachChild(visit);
    }),
    { numRuns: 150, seed: 31 },
  );
  assert.ok(compared > 1_000, `${compared} calls compared`);
});
