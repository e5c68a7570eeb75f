<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------------
| URI ROUTING (a plain CodeIgniter 3 app: a routelens test fixture)
| -------------------------------------------------------------------------
| Only $route lines, as in the stock template: no Route library.
*/
$route['default_controller'] = 'Welcome';
$route['404_override'] = 'errors/page_missing';
$route['translate_uri_dashes'] = FALSE;

$route['products/(:num)'] = 'catalog/product_lookup_by_id/$1';
$route['products/([a-z]+)/(\d+)'] = 'catalog/$1/$2';
$route['login']['get'] = 'auth/login';
$route['login']['post'] = 'auth/attempt';
$route['blog/(:any)'] = 'pages/view/$1';
$route['legacy/(:any)'] = 'pages/view/$1';
unset($route['legacy/(:any)']);
