<?php defined('BASEPATH') OR exit('No direct script access allowed');

$route['default_controller'] = 'home';
$route['api/users']['GET'] = 'api/users/index';
$route['api/users']['POST'] = 'api/users/create';
$route['api/users/(:num)']['get'] = 'api/users/show/$1';
$route['api/users/(:num)']['put'] = 'api/users/update/$1';
$route['api/users/(:num)']['DELETE'] = 'api/users/delete/$1';
$route['api/ping'] = 'api/ping';
$route['api/users/(:num)/avatar']['patch'] = 'api/avatars/update/$1';
