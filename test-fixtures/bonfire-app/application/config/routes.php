<?php defined('BASEPATH') || exit('No direct script access allowed');
/*
| The routes of a Bonfire 0.7 app (a routelens test fixture): Route:: calls with the app's constants, contexts
| under SITE_AREA, and plain CodeIgniter $route lines before and after Route::map.
*/

$route['default_controller'] = 'home';
$route['404_override'] = '';
$route['translate_uri_dashes'] = FALSE;

// Authentication
Route::any(LOGIN_URL, 'users/login', array('as' => 'login'));
Route::any(REGISTER_URL, 'users/register', array('as' => 'register'));
Route::block('users/login');
Route::block('users/register');
Route::any('logout', 'users/logout');
Route::any('reset_password/(:any)/(:any)', 'users/reset_password/$1/$2');

// Contexts
Route::prefix(SITE_AREA, function () {
    Route::context('content', array('home' => SITE_AREA . '/content/index'));
    Route::context('reports', array('home' => SITE_AREA . '/reports/index'));
    Route::context('developer');
});

Route::resources('photos', array('module' => 'gallery', 'constraint' => '(:num)'));

$route[SITE_AREA] = 'admin/home';

$route = Route::map($route);

// After the map: plain CodeIgniter routes, which the app serves too.
$route['contact'] = 'pages/contact';
$route['about'] = 'pages/about';
$route['blog/(:num)'] = 'blog/post/$1';
$route['api/photos']['post'] = 'gallery/api/create';
$route['welcome'] = $route['default_controller'];
unset($route['logout']);
