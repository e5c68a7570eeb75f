<?php defined('BASEPATH') OR exit('No direct script access allowed');

$route['default_controller'] = 'home';
Route::any('login', 'users/login', array('as' => 'login'));
Route::any('logout', 'users/logout');
Route::get('register', 'users/register');
Route::post('register', 'users/do_register');
Route::any('profile/(:num)', 'users/profile/$1', array('as' => 'profile'));
$route = Route::map($route);
$route['translate_uri_dashes'] = FALSE;
