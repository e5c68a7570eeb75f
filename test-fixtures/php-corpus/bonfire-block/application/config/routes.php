<?php defined('BASEPATH') OR exit('No direct script access allowed');

$route['default_controller'] = 'home';
Route::any('users/(:any)', 'users/$1');
Route::block('users/login', 'users/register');
Route::block('debug');
$route = Route::map($route);
