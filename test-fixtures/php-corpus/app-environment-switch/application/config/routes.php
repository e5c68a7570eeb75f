<?php defined('BASEPATH') OR exit('No direct script access allowed');

// Routes that differ by environment, chosen with switch on a setting from the top of the file.
$environment = 'production';
$route['default_controller'] = 'home';
switch ($environment) {
    case 'development':
        $route['debug/(:any)'] = 'debug/$1';
        // no break: development also gets the testing routes
    case 'testing':
        $route['seed'] = 'tools/seed';
        break;
    case 'production':
    default:
        $route['debug/(:any)'] = 'errors/not_found';
        $route['maintenance'] = 'pages/maintenance';
}
$route['health'] = $environment === 'production' ? 'status/ping' : 'status/verbose';
$route['env-' . substr($environment, 0, 4)] = 'status/env';
