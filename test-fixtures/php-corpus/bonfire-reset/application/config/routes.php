<?php defined('BASEPATH') OR exit('No direct script access allowed');

$route['default_controller'] = 'home';
Route::any('dropped', 'x/dropped');
Route::reset();
Route::any('kept', 'x/kept');
$route = Route::map($route);
