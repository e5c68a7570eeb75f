<?php defined('BASEPATH') OR exit('No direct script access allowed');

$route['default_controller'] = 'home';
$route['about'] = 'pages/about';
foreach (scandir(APPPATH . 'modules') as $module) {
    if ($module === '.' || $module === '..') continue;
    $file = APPPATH . 'modules/' . $module . '/config/routes.php';
    if (file_exists($file)) require $file;
}
$route['(:any)'] = 'pages/view/$1';
