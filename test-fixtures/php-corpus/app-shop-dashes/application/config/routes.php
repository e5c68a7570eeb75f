<?php defined('BASEPATH') OR exit('No direct script access allowed');

// A shop with SEO URLs: slugs and ids in one segment, dashes translated, a cart with verbs.
$route['default_controller'] = 'store';
$route['translate_uri_dashes'] = TRUE;
$route['product/([a-z0-9-]+)-p(\d+)'] = 'catalog/product/$2/$1';
$route['category/([a-z0-9-]+)(?:/page-(\d+))?'] = 'catalog/category/$1/$2';
$route['cart']['GET'] = 'cart/show';
$route['cart']['POST'] = 'cart/add';
$route['cart/(:num)']['DELETE'] = 'cart/remove/$1';
$route['checkout/(step-[1-3])'] = 'checkout/step/$1';
$route['search'] = 'catalog/search';
$route['search/(:any)'] = 'catalog/search/$1';
