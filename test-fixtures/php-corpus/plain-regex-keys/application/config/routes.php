<?php defined('BASEPATH') OR exit('No direct script access allowed');

$route['default_controller'] = 'pages/view';
$route['products/([a-z]+)/(\d+)'] = '$1/id_$2';
$route['blog/(:num)'] = 'blog/post/$1';
$route['blog/(:any)'] = 'blog/slug/$1';
$route['(:any)'] = 'pages/view/$1';
$route['404_override'] = 'errors/page_missing';
$route['translate_uri_dashes'] = TRUE;
