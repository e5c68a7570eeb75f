<?php defined('BASEPATH') OR exit('No direct script access allowed');

$route['default_controller'] = 'welcome';
$route['a'] = 'x/one';
$route['b'] = 'x/two';
$route['a'] = 'x/three';
unset($route['b']);
$route['c'] = $route['a'];
$route['b'] = 'x/four';
