<?php defined('BASEPATH') OR exit('No direct script access allowed');

$route['default_controller'] = 'home';
Route::any('sign-in', 'users/login', array('as' => 'login'));
Route::any(Route::named('login') . '/help', 'users/login_help');
Route::any('feed', 'blog/feed', array('as' => 'feed'));
$route['rss'] = Route::named('feed');
$route = Route::map($route);
$route['missing'] = Route::named('nope') === null ? 'names/missing' : 'names/found';
