<?php defined('BASEPATH') OR exit('No direct script access allowed');

// A base table adjusted afterwards: entries removed, replaced only when set, a verb entry added to a plain one.
$route['default_controller'] = 'welcome';
$route['login'] = 'auth/login';
$route['register'] = 'auth/register';
$route['legacy/(:any)'] = 'legacy/$1';
$route['profile'] = 'users/profile';

$disabled = array('register', 'legacy/(:any)');
foreach ($disabled as $uri) {
    unset($route[$uri]);
}
if (isset($route['login'])) {
    $route['login'] = 'auth/sso_login';
}
if (!array_key_exists('logout', $route)) {
    $route['logout'] = 'auth/logout';
}
$route['profile'] = array('GET' => 'users/profile', 'POST' => 'users/save_profile');
$route['register'] = 'auth/closed';
