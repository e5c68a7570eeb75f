<?php defined('BASEPATH') OR exit('No direct script access allowed');

$route['default_controller'] = 'home';
$route[SITE_AREA] = 'admin/dashboard';
$route[SITE_AREA . '/users'] = 'admin/users';
$route[LOGIN_URL] = 'auth/login';
$route["{$prefix}x"] = 'none/x';
