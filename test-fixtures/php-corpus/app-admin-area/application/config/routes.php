<?php defined('BASEPATH') OR exit('No direct script access allowed');

// An admin area under a configurable path, built with sprintf and a helper array of sections.
$route['default_controller'] = 'welcome';
$admin = 'backoffice';
$sections = array(
    'users' => array('index', 'edit', 'delete'),
    'settings' => array('index'),
    'reports' => array('index', 'export'),
);
$route[$admin] = 'admin/dashboard';
$route[$admin . '/login'] = 'admin/auth/login';
foreach ($sections as $section => $actions) {
    foreach ($actions as $action) {
        $uri = $action === 'index' ? sprintf('%s/%s', $admin, $section) : sprintf('%s/%s/%s/(:num)', $admin, $section, $action);
        $route[$uri] = sprintf('admin/%s/%s%s', $section, $action, $action === 'index' ? '' : '/$1');
    }
}
$route['admin'] = 'errors/not_found';
$route['admin/(:any)'] = 'errors/not_found';
