<?php defined('BASEPATH') OR exit('No direct script access allowed');

$route['default_controller'] = 'site';
Route::any('about', '{default_controller}/about');
$route = Route::map($route);
