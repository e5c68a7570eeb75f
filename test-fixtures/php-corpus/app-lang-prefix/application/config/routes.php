<?php defined('BASEPATH') OR exit('No direct script access allowed');

// Language segments in front of every URI, the default controller reused for the bare language.
$route['default_controller'] = 'pages';
$route['404_override'] = '';
$languages = array('en', 'fr', 'de');
$pattern = implode('|', $languages);
$route['^(' . $pattern . ')/(.+)$'] = '$2';
$route['^(' . $pattern . ')$'] = $route['default_controller'];
$route['about'] = 'pages/view/about';
$route['(:any)'] = 'pages/view/$1';
