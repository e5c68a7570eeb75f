// Route patterns are regular expressions the workspace wrote: which ones a backtracking engine could take more than
// linear time over (the `slow-pattern` verdict), and that matching them with the linear-time engine gives the same
// answers, captures included, as V8's own engine.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { compilePattern } from '../src/index';
import { isSlowPattern } from '../src/regex-safety';
import { isSlowFrom, patternSource, patternTraits } from '../src/patterns';

describe('the slow-pattern verdict', () => {
  const verdicts: [string, boolean][] = [
    // Nested or repeated ambiguity: exponential.
    ['(a+)+', true],
    ['(a*)*', true],
    ['(a|ab)*c', true],
    ['(a|b)+', true],
    ['(x+x+)+y', true],
    ['(a{1,20}){1,20}', true],
    ['(([a-z]?)?){2,}', true],
    ['(?=(a+)+b)a', true],
    // Two loops that can share characters, with nothing that fixes where the first ends, and a possible failure after.
    ['(.+)/(.+)/x', true],
    ['([a-z]+)([a-z0-9]+)x', true],
    ['(\\d+)\\d+x', true],
    ['(.+)\\.(.+)\\.html', true],
    // A loop in an optional group after a loop: slow unless something the group must match first fixes where the first ends.
    ['(\\w+)(?:x(\\w+))?y', true],
    ['(\\w+)(?:-?(\\w+))?z', true],
    // Linear: single loops, loops split by a character they cannot match, or a last loop that takes anything.
    ['([0-9]+)', false],
    ['[^/]+/([0-9]+)/edit', false],
    ['(.*)', false],
    ['(.+)/(.+)', false],
    ['(.+)/(.*)', false],
    ['(?:[^/]+/)*x', false],
    ['(en|fr)?/?(.*)', false],
    ['[a-z]+-[0-9]+', false],
    ['(.*?)\\.html', false],
    ['products/([a-zA-Z0-9\\-_]+)', false],
    ['(\\w+)@(\\w+)', false],
    ['a{2,5}', false],
    ['([^/]+)/([^/]+)/([^/]+)', false],
    ['api/(v[0-9]+)/users', false],
    ['blog/([a-z]+)/(\\d{4})', false],
    ['[^/]+/[^/]+', false],
    [':(\\w+)(?:\\(([^)]+)\\))?(\\?)?', false],
    ['(\\w+)(?:\\((\\w+)\\))?', false],
    // A character the first loop may take but nothing after it up to the second loop can: each try ends before the next one.
    ['([^/]+)_([0-9]+)', false],
    ['[^/]+_[0-9]+[a-z]+x', false],
    ['(.+)-(\\d+)\\.html', false],
    // ...unless a loop after that character can take it again.
    ['[^/]+_[_a-z]+[0-9]+x', true],
    ['(.+)-([\\w-]+)x', true],
  ];
  for (const [source, slow] of verdicts) {
    test(`${source} is ${slow ? 'slow' : 'linear'}`, () => assert.equal(isSlowPattern(source), slow));
  }

  test('CodeIgniter wildcards are judged after expansion: (:any)(:num) is slow, (:any)/(:num) is not', () => {
    assert.equal((compilePattern('(:any)(:num)x') as { slow: boolean }).slow, true);
    assert.equal((compilePattern('(:any)/(:num)') as { slow: boolean }).slow, false);
  });
});

describe('the quick verdict on paths of plain segments and single loops', () => {
  // isSlowFrom answers most paths without the full check (segments of plain text around one loop that cannot take a
  // '/'): over paths made of such segments and of segments it must leave to the full check, both verdicts agree.
  const segments = [
    'users',
    'v2',
    '(:num)',
    '(:any)',
    ':num',
    'p(:any)',
    '(v[0-9]+)',
    '([a-z_-]+)',
    '\\d+',
    '[^/]+',
    '([^/]+)',
    '([a-zA-Z0-9\\-_]+)',
    '[0-9]*',
    'x[a-z]+',
    '(.+)',
    '(.*)',
    '([a-z]+)x',
    '[a-z]+[a-z0-9]+',
    '(\\d+)\\d+',
    '(a+)+',
    '(:any)(:num)',
    '([a-z]+)',
    '[0-9]+',
    '(en|fr)',
    '(.+)\\.html',
    'x',
    '[--9]+',
    '([\\--z]+)',
    '(\\w+)',
    '[a-z\\d]+',
  ];
  test('isSlowFrom agrees with the full check on every path of these segments', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...segments), { minLength: 1, maxLength: 5 }), fc.constantFrom('', 'x'), (parts, tail) => {
        const from = parts.join('/') + tail;
        assert.equal(isSlowFrom(from), isSlowPattern(patternSource(from)), from);
        // The lint's reading of the same paths (captures and simplicity in one pass) calls nothing simple that is slow.
        const traits = patternTraits(from);
        if (traits >= 0 && (traits & 1) === 1) assert.equal(isSlowPattern(patternSource(from)), false, from);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('matching a slow pattern', () => {
  const atoms = ['a', 'b', '/', '.', '[^/]', '[ab]', '\\d', '1', '-', '\\w'];
  const quantifiers = ['', '', '+', '*', '?', '{1,3}', '{2,}'];
  const atom = fc.constantFrom(...atoms);
  const quantifier = fc.constantFrom(...quantifiers);
  const { pattern } = fc.letrec<{ pattern: string; piece: string }>((tie) => ({
    piece: fc.oneof(
      { weight: 4, arbitrary: fc.tuple(atom, quantifier).map(([a, q]) => a + q) },
      {
        weight: 1,
        arbitrary: fc
          .tuple(tie('pattern'), fc.option(tie('pattern'), { nil: undefined }), quantifier, fc.boolean())
          .map(([a, b, q, capture]) => `(${capture ? '' : '?:'}${a}${b === undefined ? '' : '|' + b})${q}`),
      },
    ),
    pattern: fc.array(tie('piece'), { minLength: 1, maxLength: 4 }).map((pieces) => pieces.join('')),
  }));
  // Short paths: V8's engine finishes on them whatever the pattern, so it can be the oracle.
  const path = fc.array(fc.constantFrom('a', 'b', '/', '1', '-', '\n', 'é'), { maxLength: 10 }).map((chars) => chars.join(''));

  // A capture that took part in no iteration is undefined in V8 and '' in RE2: both give '' to `$n`, which is what
  // a capture is for in a route. A capture inside a repeated group is engine-specific (V8 clears it at each
  // iteration; RE2 and PCRE keep the last value it took, and RE2 and PCRE count empty iterations): there only the
  // whole match is compared.
  const asTarget = (found: readonly (string | undefined)[] | null | undefined, source: string) =>
    found ? (/\)(?:[*+?]|\{)/.test(source) ? [found[0]] : [...found].map((c) => c ?? '')) : found;

  test('gives what V8 gives, captures included (as $n sees them), for every pattern and path', () => {
    fc.assert(
      fc.property(pattern, fc.array(path, { minLength: 1, maxLength: 8 }), (source, paths) => {
        let native: RegExp;
        try {
          native = new RegExp(`^(?:${source})$`);
        } catch {
          return;
        }
        const compiled = compilePattern(source);
        if (!compiled.ok) return;
        for (const p of paths) {
          const expected = native.exec(p);
          const got = compiled.exec(p);
          assert.deepEqual(asTarget(got, source), asTarget(expected, source), `${source} on ${JSON.stringify(p)} (${compiled.slow ? 'linear engine' : 'V8'})`);
        }
      }),
      { numRuns: 3000 },
    );
  });

  test('a slow pattern with a back-reference cannot be matched safely: the answer is unknown, never a guess', () => {
    const compiled = compilePattern('(a+)+\\1');
    assert.ok(compiled.ok);
    assert.equal(compiled.slow, true);
    assert.equal(compiled.exec('aa'), undefined);
    assert.equal(compiled.test('aa'), false);
  });
});
