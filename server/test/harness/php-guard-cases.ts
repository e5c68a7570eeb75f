// routes.php files with guard clauses under conditions on `$_SERVER['A']` and `$_SERVER['B']`, which nothing decides
// unless --define does: server/test/guards.test.ts checks the conditions routelens gives them undecided, and
// server/test-php/php-guards.test.ts checks every way of deciding them against real PHP.

export const PHP_GUARD_HEAD = "<?php\n$route['default_controller'] = 'welcome';\n";
export const PHP_GUARD_TAIL = '\n$route = Route::map($route);\n';

export const PHP_GUARD_CASES: Record<string, string> = {
  'a return in a loop leaves the function': [
    'function section() {',
    "  foreach (array('a', 'b') as $x) {",
    "    if (!empty($_SERVER['A'])) return;",
    '    Route::get("in/$x", \'in/index\');',
    '  }',
    "  Route::get('after-loop', 'after/index');",
    '}',
    'section();',
    "Route::get('after-call', 'call/index');",
  ].join('\n'),
  'a guard inside a branch of another condition, at the top of the file': [
    "if (!empty($_SERVER['A'])) {",
    "  if (!empty($_SERVER['B'])) return;",
    "  $route['inner'] = 'x/inner';",
    '} else {',
    "  $route['other'] = 'x/other';",
    '}',
    "$route['outer'] = 'x/outer';",
  ].join('\n'),
  'continue and break under conditions': [
    "foreach (array('a', 'b', 'c') as $x) {",
    "  if (!empty($_SERVER['B']) && $x === 'b') continue;",
    "  if (!empty($_SERVER['A']) && $x === 'c') break;",
    '  $route["item/$x"] = \'items/show\';',
    '}',
    "$route['after-items'] = 'items/after';",
    '$i = 0;',
    'while ($i < 3) {',
    '  $i++;',
    "  if (!empty($_SERVER['A'])) break;",
    '  $route["count/$i"] = \'counts/show\';',
    '}',
    "$route['after-count'] = 'counts/after';",
  ].join('\n'),
  "a switch's break, and a continue in a switch": [
    "foreach (array('p', 'q') as $x) {",
    '  switch ($x) {',
    "    case 'p':",
    "      if (!empty($_SERVER['A'])) break;",
    '      $route["sw/$x"] = \'x/sw\';',
    '      break;',
    '    default:',
    "      if (!empty($_SERVER['B'])) continue 2;",
    '  }',
    '  $route["loop/$x"] = \'x/loop\';',
    '}',
    "$route['end'] = 'x/end';",
  ].join('\n'),
  'break 2 and continue 2 out of nested loops': [
    "foreach (array('p', 'q') as $x) {",
    "  foreach (array('1', '2') as $y) {",
    "    if ($x === 'q' && $y === '2') break 2;",
    "    if (!empty($_SERVER['A']) && $y === '2') continue 2;",
    '    $route["pair/$x/$y"] = \'pairs/show\';',
    '  }',
    '  $route["row/$x"] = \'rows/show\';',
    '}',
    "$route['after'] = 'x/after';",
  ].join('\n'),
};
