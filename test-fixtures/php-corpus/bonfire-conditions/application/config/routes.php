<?php defined('BASEPATH') OR exit('No direct script access allowed');

$route['default_controller'] = 'home';
if (ENVIRONMENT === 'development') {
    Route::any('debug/(:any)', 'debug/$1');
} else {
    Route::block('debug/(:any)');
}
Route::any('health', ENVIRONMENT === 'production' ? 'health/live' : 'health/dev');
$route = Route::map($route);
