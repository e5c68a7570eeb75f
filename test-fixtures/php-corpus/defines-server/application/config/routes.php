<?php defined('BASEPATH') OR exit('No direct script access allowed');

$route['default_controller'] = 'home';
$lang = isset($_SERVER['APP_LANG']) ? $_SERVER['APP_LANG'] : 'en';
$route[$lang . '/about'] = 'pages/about/' . $lang;
