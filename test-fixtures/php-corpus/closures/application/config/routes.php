<?php defined('BASEPATH') OR exit('No direct script access allowed');

$route['default_controller'] = 'home';
$make = function ($name) { return $name . '/index'; };
$route['a'] = $make('a');
$suffix = '/show';
$show = function ($name) use ($suffix) { return $name . $suffix; };
$route['b'] = $show('b');
$arrow = fn($n) => 'arrow/' . $n;
$route['c'] = $arrow('c');
