<?php defined('BASEPATH') OR exit('No direct script access allowed');

$route['default_controller'] = 'home';
$n = 5;
$n++;
$route['a' . $n] = 'n/' . $n;
$n--;
$n--;
$route['b' . $n] = 'n/' . $n;
$m = ++$n;
$route['c' . $m] = 'n/' . $m;
$p = $n--;
$route['d' . $p . '-' . $n] = 'n/' . $p;
