<?php defined('BASEPATH') OR exit('No direct script access allowed');

$route['default_controller'] = 'home';
$route['404_override'] = '';
Route::any('blog/(:num)', 'blog/post/$1');
$route = Route::map($route);
$route['contact'] = 'pages/contact';
$route['api/photos']['post'] = 'gallery/api/create';
$route['welcome'] = $route['default_controller'];
unset($route['blog/(:num)']);
$route['translate_uri_dashes'] = FALSE;
