<?php defined('BASEPATH') OR exit('No direct script access allowed');

// Constants defined in the routes file itself, guarded so that a second load does not redefine them.
defined('API_PREFIX') OR define('API_PREFIX', 'api/v2');
defined('ADMIN_PREFIX') OR define('ADMIN_PREFIX', 'manage');
$route['default_controller'] = 'welcome';
$route[API_PREFIX . '/status'] = 'api/status';
$route[API_PREFIX . '/items/(:num)'] = 'api/items/show/$1';
if (defined('ADMIN_PREFIX') && ADMIN_PREFIX !== '') {
    $route[ADMIN_PREFIX] = 'admin/home';
    $route[ADMIN_PREFIX . '/(:any)'] = 'admin/$1';
}
$route[strtoupper(substr(API_PREFIX, 0, 3)) . '-docs'] = 'docs/api';
