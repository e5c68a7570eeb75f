<?php
// PHP 8 compares null with a string as '' with it, and with anything else as booleans.
$route['default_controller'] = 'welcome';
$route['a'] = $missing < '0' ? 'yes/a' : 'no/a';
$route['b'] = $missing == '0' ? 'yes/b' : 'no/b';
$route['c'] = $missing < 'x' ? 'yes/c' : 'no/c';
$route['d'] = $missing < 0 ? 'yes/d' : 'no/d';
$route['e'] = $missing <=> ' ';
$route['f'] = $missing == false ? 'yes/f' : 'no/f';
