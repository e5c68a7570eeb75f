<?php defined('BASEPATH') OR exit('No direct script access allowed');

$route['default_controller'] = 'home';
if (ENVIRONMENT === 'development') {
    $route['debug/(:any)'] = 'debug/show/$1';
} else {
    $route['debug/(:any)'] = '';
}
if (ENVIRONMENT !== 'production') $route['tests'] = 'tests/run';
$route['status'] = ENVIRONMENT == 'production' ? 'status/live' : 'status/dev';
