<?php
defined('BASEPATH') OR exit('No direct script access allowed');
// A plain CodeIgniter 3 app whose requests the tests resolve by the rules of docs/ci3-routing.md.

$route['default_controller'] = 'welcome';
$route['404_override'] = 'errors/page_missing';
$route['translate_uri_dashes'] = TRUE;

$route['orders']['post'] = 'shop/create';
$route['products/(:num)'] = 'shop/view/$1';
$route['legacy'] = '';
$route['sales/(:any)'] = 'admin/reports/sales/week/$1';
$route['missing'] = 'shop/nowhere';
$route['pair/(:num)/(:num)'] = 'shop/view/$1/$2';
