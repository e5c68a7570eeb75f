<?php defined('BASEPATH') OR exit('No direct script access allowed');

$route['default_controller'] = 'home';
$version = 2;
$route['api/v' . $version . '/(:any)'] = 'api/v' . ($version + 1) . '/$1';
$route['pi'] = 'math/' . (22 / 7 > 3 ? 'big' : 'small');
$route['half/' . (7 / 2)] = 'math/half';
$route['int/' . intdiv(7, 2)] = 'math/int';
$route['neg/' . -5] = 'math/neg';
