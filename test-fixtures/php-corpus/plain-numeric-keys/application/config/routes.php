<?php defined('BASEPATH') OR exit('No direct script access allowed');

$route['404'] = 'errors/not_found';
$route['default_controller'] = 'site';
$route['500'] = 'errors/server';
$route['2024/(:num)'] = 'archive/year/2024/$1';
$route['about'] = 'site/about';
