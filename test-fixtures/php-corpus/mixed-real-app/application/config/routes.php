<?php defined('BASEPATH') OR exit('No direct script access allowed');

/*
| A routes file as apps write it: settings, verb arrays, regex keys, a loop over languages.
*/
$route['default_controller'] = 'welcome';
$route['404_override'] = 'errors/error_404';
$route['translate_uri_dashes'] = TRUE;

$route['api/v1/products']['GET'] = 'api/products/index';
$route['api/v1/products']['POST'] = 'api/products/store';
$route['api/v1/products/(:num)']['GET'] = 'api/products/show/$1';
$route['api/v1/products/(:num)']['PUT'] = 'api/products/update/$1';
$route['api/v1/products/(:num)']['DELETE'] = 'api/products/destroy/$1';

$languages = array('en', 'de', 'es');
foreach ($languages as $lang) {
    $route[$lang] = 'welcome/index/' . $lang;
    $route[$lang . '/(.+)$'] = '$1';
}
$route['product/([a-zA-Z0-9\-_]+)-(\d+)\.html'] = 'catalog/product/$2';
$route['category/(:any)/page/(:num)'] = 'catalog/category/$1/$2';
