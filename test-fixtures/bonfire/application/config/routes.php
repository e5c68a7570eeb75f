<?php defined('BASEPATH') OR exit('No direct script access allowed');
/*
| A Bonfire-style route config: contexts, blocks, prefixes, resources and names.
*/
define('API_PREFIX', 'api');

$route['default_controller'] = 'home';
$route['404_override'] = '';

Route::any('login', 'users/login', array('as' => 'login'));
Route::any('logout', 'users/logout', array('as' => 'logout'));
Route::get('register', 'users/register');
Route::post('register', 'users/register/save');

Route::prefix(API_PREFIX, function () {
    Route::resources('photos', array('constraint' => '(:num)', 'module' => 'gallery'));
    Route::get('status', 'api/status/index', array('as' => 'api-status'));
});

Route::context('admin', array('home' => 'dashboard'));
Route::context('reports', 'reporting');

Route::block('users/activate', 'admin/(:any)/secret');

Route::get('blog/(:num)', 'blog/posts/show/$1', array(), function () {
    Route::get('comments', 'blog/comments/index/$1');
});

$home = Route::named('login');
Route::any($home . '/help', 'users/help');

$route = Route::map($route);
$route['translate_uri_dashes'] = false;
