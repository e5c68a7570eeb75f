// PHP semantics of the evaluator, case by case (each found wrong against real PHP; `npm run test:php` compares
// whole files with PHP itself): undecided branches and the variables they assign, guard clauses, increments and
// compound assignments, built-ins, `global $route`, the route limit, recursion, unknown constants.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { evaluateFiles } from './harness/evaluate';

const FILE = 'application/config/routes.php';
const routesOf = (source: string, defines?: Record<string, string>) =>
  evaluateFiles({ [FILE]: `<?php\n${source}` }, { defines }).routes.map((r) => `${r.from} → ${r.to}${r.condition ? ` [${r.condition}]` : ''}`);
const codesOf = (source: string) => evaluateFiles({ [FILE]: `<?php\n${source}` }).diagnostics.map((d) => d.code);

describe('PHP: undecided branches', () => {
  test('a variable assigned under an undecided if is not known after it: the key shows a placeholder, not one branch', () => {
    const routes = routesOf(
      "$area = 'public';\nif (isset($_SESSION['admin'])) { $area = 'admin'; }\n$route[$area . '/home'] = 'home/index';\n$route['fixed'] = 'x/y';\n",
    );
    assert.equal(routes.length, 2);
    assert.match(routes[0], /^⟨.*⟩\/home → home\/index$/, routes[0]);
    assert.equal(routes[1], 'fixed → x/y');
  });

  test('an if (!$ok) / if ($ok) pair lists each route with its own condition', () => {
    const routes = routesOf("$ok = isset($_SESSION['ok']);\nif (!$ok) { $route['login'] = 'auth/login'; }\nif ($ok) { $route['login'] = 'account/home'; }\n");
    assert.deepEqual(routes, ['login → auth/login [!$ok]', 'login → account/home [$ok]']);
  });

  test('a variable both branches assign alike stays known', () => {
    assert.deepEqual(routesOf("if (isset($_GET['x'])) { $v = 'same'; } else { $v = 'same'; }\n$route[$v] = 'a/b';\n"), ['same → a/b']);
  });

  test('a guard clause makes what follows conditional, with the negated condition', () => {
    const routes = routesOf(
      "$route['always'] = 'a/b';\nif (ENVIRONMENT === 'production') return;\n$route['debug'] = 'tools/debug';\nRoute::any('x', 'y/z');\n$route = Route::map($route);\n",
    );
    assert.deepEqual(routes, ['always → a/b', "debug → tools/debug [ENVIRONMENT !== 'production']", "x → y/z [ENVIRONMENT !== 'production']"]);
    assert.deepEqual(
      routesOf("$route['always'] = 'a/b';\nif (ENVIRONMENT === 'production') return;\n$route['debug'] = 'tools/debug';\n", { ENVIRONMENT: 'production' }),
      ['always → a/b'],
    );
  });

  test('a continue under an undecided condition in a loop makes the rest of that iteration conditional', () => {
    const routes = routesOf("foreach (array('a', 'b') as $m) {\n  if (isset($_SESSION[$m])) continue;\n  $route[$m] = $m . '/index';\n}\n");
    assert.deepEqual(routes, ['a → a/index [!(isset($_SESSION[$m]))]', 'b → b/index [!(isset($_SESSION[$m]))]']);
  });
});

describe('PHP: operators and built-ins', () => {
  test('increments and every compound assignment, in a counted loop', () => {
    assert.deepEqual(
      routesOf(
        "for ($i = 1; $i <= 3; $i++) { $route['p' . $i] = 'p/' . $i; }\n$n = 5; $n--; --$n; ++$n;\n$route['n' . $n] = 'n';\n$x = 10; $x += 5; $x -= 3; $x *= 2; $x /= 4; $x %= 4; $x **= 3; $route['x' . $x] = 'x';\n$s = 'a'; $s .= 'b'; $s ??= 'c'; $u = null; $u ??= 'u'; $route[$s . $u] = 's';\n",
      ),
      ['p1 → p/1', 'p2 → p/2', 'p3 → p/3', 'n4 → n', 'x8 → x', 'abu → s'],
    );
  });

  test('rawurlencode, urlencode, sprintf, str_replace, explode, ucwords, array_merge of lists, in_array', () => {
    assert.deepEqual(
      routesOf(
        [
          "$route[rawurlencode('café (1)')] = 'a';",
          "$route[urlencode('a b~')] = 'b';",
          "$route[sprintf('%s/%03d/%.1f', 'x', 7, 2.25)] = 'c';",
          "$route[str_replace(array('_', ' '), '-', 'my_page one')] = 'd';",
          "$route[explode(',', 'e,f', 2)[1]] = 'e';",
          "$route[ucwords('hello big world')] = 'f';",
          "$m = array_merge(array('a', 'b'), array('c'));",
          "$route[implode('', $m) . count($m)] = in_array('b', $m) ? 'g' : 'no';",
        ].join('\n'),
      ),
      ['caf%C3%A9%20%281%29 → a', 'a+b%7E → b', 'x/007/2.3 → c', 'my-page-one → d', 'f → e', 'Hello Big World → f', 'abc3 → g'],
    );
  });

  test('PHP 8 comparisons and number strings: loose equality of numeric strings, 22/7 with 14 digits', () => {
    assert.deepEqual(
      routesOf(
        "$route[('1e1' == '10') ? 'eq' : 'ne'] = 'a';\n$route[(null == '') ? 'null-empty' : 'no'] = 'b';\n$route['pi/' . 22 / 7] = 'c';\n$route[('abc' < 'abd') ? 'lt' : 'ge'] = 'd';\n",
      ),
      ['eq → a', 'null-empty → b', 'pi/3.1428571428571 → c', 'lt → d'],
    );
  });

  test('increments as PHP 8 does them: null, empty and alphanumeric strings', () => {
    assert.deepEqual(
      routesOf(
        "$a = null; $a++;\n$b = null; $b--;\n$c = ''; $c++;\n$d = 'Az'; $d++;\n$e = 'a9'; $e++;\n$f = '5'; $f++;\n$g = '14-199'; $g++;\n$route['r/' . $a . '/' . var_export_null($b) . '/' . $c . '/' . $d . '/' . $e . '/' . $f . '/' . $g] = 'x';\nfunction var_export_null($v) { return $v === null ? 'null' : $v; }\n",
      ),
      ['r/1/null/1/Ba/b0/6/14-200 → x'],
    );
  });

  test('substr counts bytes: a cut inside a multibyte character is not guessed', () => {
    const routes = routesOf("$route[substr('café', 0, 3)] = 'a';\n$route['k' . substr('café', 1, 3)] = 'b';\n");
    assert.equal(routes[0], 'caf → a');
    assert.match(routes[1], /^k⟨substr/);
  });

  test('functions return their values (defaults too); closures and arrow functions too', () => {
    assert.deepEqual(
      routesOf(
        "function t($c, $m = 'index') { return $c . '/' . $m; }\n$f = function ($x) { return $x . '/f'; };\n$g = fn($x) => $x . '/g';\n$route['a'] = t('a');\n$route['b'] = t('b', 'list');\n$route['c'] = $f('c');\n$route['d'] = $g('d');\n",
      ),
      ['a → a/index', 'b → b/list', 'c → c/f', 'd → d/g'],
    );
  });

  test('switch and match on known values', () => {
    assert.deepEqual(
      routesOf(
        "switch (ENVIRONMENT) { case 'development': $route['d'] = 'dev'; break; case 'production': $route['d'] = 'live'; break; }\n$route['m'] = match (ENVIRONMENT) { 'production' => 'm/live', default => 'm/other' };\n",
        { ENVIRONMENT: 'production' },
      ),
      ['d → live', 'm → m/live'],
    );
  });

  test('a PCRE pattern JavaScript cannot read alike, or one that could backtrack without bound, is not guessed', () => {
    const routes = routesOf(
      "$route[preg_replace('/(\\\\d+)/', 'n$1', 'p12')] = 'a';\n$route[preg_replace('/(a+)+$/', 'x', 'aaa')] = 'b';\n$route[preg_replace('/\\\\Ax/', 'y', 'x')] = 'c';\n",
    );
    assert.equal(routes[0], 'pn12 → a');
    assert.match(routes[1], /^⟨preg_replace/);
    assert.match(routes[2], /^⟨preg_replace/);
  });
});

describe('PHP: scope, limits and notes', () => {
  test("global $route in a function is PHP's global, not the routes array (CodeIgniter includes routes.php in a method); warned", () => {
    const source = "function add() { global $route; $route['lost'] = 'x/y'; }\nadd();\n$route['kept'] = 'a/b';\n";
    assert.deepEqual(routesOf(source), ['kept → a/b']);
    assert.ok(codesOf(source).includes('php-global-route'));
  });

  test('the route limit holds for $route lines as for Route calls, with a warning', () => {
    const { routes, diagnostics } = evaluateFiles({
      [FILE]: '<?php\nfor ($i = 0; $i < 400; $i++) { for ($j = 0; $j < 400; $j++) { $route["a$i/b$j"] = \'c/d\'; } }\n',
    });
    assert.ok(routes.length <= 100_001, `${routes.length} routes`);
    assert.ok(diagnostics.some((d) => d.code === 'evaluation-limit' && /more than 100000 routes/.test(d.message)));
  });

  test('a foreach over more items than the loop limit stops there with a warning, as an endless for does (never silently)', () => {
    const limits = { maxLoopIterations: 3 };
    const each = evaluateFiles({ [FILE]: "<?php\nforeach (array('a', 'b', 'c', 'd', 'e') as $p) { $route[$p] = 'x/' . $p; }\n" }, { limits });
    assert.deepEqual(
      each.routes.map((r) => r.from),
      ['a', 'b', 'c'],
    );
    assert.match(
      each.diagnostics
        .filter((d) => d.code === 'evaluation-limit')
        .map((d) => d.message)
        .join('\n'),
      /Only 3 iterations of this loop were evaluated/,
    );
    const endless = evaluateFiles({ [FILE]: '<?php\nfor ($i = 0; ; $i++) { $route["a$i"] = \'x/y\'; }\n' }, { limits });
    assert.match(endless.diagnostics.map((d) => d.message).join('\n'), /This loop ran 3 times without ending/);
  });

  test('deep recursion is warned about, as in TypeScript', () => {
    assert.ok(codesOf("function deep($n) { return deep($n + 1); }\n$route['x'] = deep(1);\n").includes('evaluation-limit'));
  });

  test('an unknown constant in a plain $route file gets a not-evaluable note naming it, in a key or a value', () => {
    const diagnostics = evaluateFiles({ [FILE]: "<?php\n$route['about'] = MISSING_A . '/about';\n$route[MISSING_B] = 'x/y';\n" }).diagnostics.filter(
      (d) => d.code === 'not-evaluable',
    );
    assert.equal(diagnostics.length, 2);
    assert.match(diagnostics[0].message, /MISSING_A/);
    assert.match(diagnostics[1].message, /MISSING_B/);
  });
});

describe('PHP: what a routes file does that the evaluator cannot follow is said where it is', () => {
  test('a short open tag: PHP (with its own php.ini) reads the file as text, so no route is listed, and a note says why', () => {
    const analysis = evaluateFiles({ [FILE]: "<?\n$route['about'] = 'pages/about';\n" });
    assert.deepEqual(analysis.routes, []);
    const note = analysis.diagnostics.find((d) => d.code === 'not-evaluable');
    assert.ok(note && /short_open_tag/.test(note.message), JSON.stringify(analysis.diagnostics));
    assert.equal(note.span.start, 0);
  });

  test('$route replaced by the result of a method of an object not known is reported there', () => {
    const codes = codesOf("$route['a'] = 'x/a';\n$route = $routes->map($route);\n");
    assert.ok(codes.includes('not-evaluable'), codes.join(', '));
  });

  test('a helper given $route by reference adds its routes; one given a copy does not change it', () => {
    const routes = routesOf(
      "function add(array &$r, $name) { $r[$name] = 'pages/' . $name; }\nfunction copy(array $r) { $r['never'] = 'x'; return count($r); }\n" +
        "add($route, 'about');\nadd($route, 'contact');\n$route['count/' . copy($route)] = 'pages/count';\n",
    );
    assert.deepEqual(routes, ['about → pages/about', 'contact → pages/contact', 'count/3 → pages/count']);
  });

  test('a loop whose test is not known runs its body once under that condition, said so; what it assigns is not known in it or after it', () => {
    const source = "$n = 0;\nfor ($i = 0; $i < $_GET['pages']; $i++) { $n++; $route['page/' . $i] = 'pages/show'; }\n$route['count/' . $n] = 'pages/count';\n";
    const analysis = evaluateFiles({ [FILE]: `<?php\n${source}` });
    assert.deepEqual(
      analysis.routes.map((r) => [r.from, r.condition ?? null]),
      [
        ['page/⟨$i⟩', "$i < $_GET['pages']"],
        ['count/⟨$n⟩', null],
      ],
    );
    assert.ok(
      analysis.diagnostics.some((d) => d.code === 'not-evaluable' && /how many times this loop runs is not known/.test(d.message)),
      JSON.stringify(analysis.diagnostics.map((d) => d.message)),
    );
  });

  test('a foreach over a value not known runs its body once, each item not known, under that condition', () => {
    const source = "foreach ($_GET['langs'] as $key => $lang) { $route[$lang . '/home'] = 'home/' . $key; }\n$route['after'] = 'x/after';\n";
    assert.deepEqual(
      evaluateFiles({ [FILE]: `<?php\n${source}` }).routes.map((r) => [r.from, r.to, r.condition ? 'conditional' : 'always']),
      [
        ['⟨$lang⟩/home', 'home/⟨$key⟩', 'conditional'],
        ['after', 'x/after', 'always'],
      ],
    );
  });

  test('a function not in the analysed files given $route is said to be, at the call; a variable given one is not known after it', () => {
    const source = "$p = 'a';\nregister_more($route);\nfill($p);\n$route[$p] = 'x/p';\n";
    const analysis = evaluateFiles({ [FILE]: `<?php\n${source}` });
    assert.ok(analysis.diagnostics.some((d) => /register_more\(…\)/.test(d.message) && /by reference/.test(d.message)));
    assert.match(analysis.routes[0].from, /^⟨.*⟩$/);
  });

  test('an include that is not followed (a path not known, a missing file) is reported where it is written', () => {
    for (const line of ["include $_SERVER['APP_DIR'] . '/extra.php';", "include 'application/config/missing.php';"]) {
      const analysis = evaluateFiles({ [FILE]: `<?php\n${line}\n$route['a'] = 'x/a';\n` });
      const notes = analysis.diagnostics.filter((d) => d.code === 'not-evaluable');
      assert.equal(notes.length, 1, `${line}: ${JSON.stringify(analysis.diagnostics.map((d) => d.message))}`);
      // At the include, or at the part of its path that is not known.
      assert.ok(notes[0].span.start >= '<?php\n'.length && notes[0].span.end <= '<?php\n'.length + line.length, line);
    }
  });
});
