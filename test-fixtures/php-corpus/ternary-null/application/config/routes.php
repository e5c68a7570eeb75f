<?php defined('BASEPATH') OR exit('No direct script access allowed');

$route['default_controller'] = 'home';
$area = null;
$route[($area ?? 'admin') . '/x'] = 'admin/x';
$flag = true;
$route[$flag ? 'on' : 'off'] = 'flags/value';
$route[$flag ?: 'never'] = 'flags/short';
$empty = '';
$route[$empty ?: 'fallback'] = 'flags/fallback';
