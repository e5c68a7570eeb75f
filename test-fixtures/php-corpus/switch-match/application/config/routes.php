<?php defined('BASEPATH') OR exit('No direct script access allowed');

$route['default_controller'] = 'home';
switch (ENVIRONMENT) {
    case 'development':
        $route['debug'] = 'debug/index';
        break;
    case 'production':
        $route['debug'] = '';
        break;
    default:
        $route['debug'] = 'debug/limited';
}
$route['mode'] = match (ENVIRONMENT) {
    'production' => 'mode/live',
    default => 'mode/other',
};
