<?php defined('BASEPATH') OR exit('No direct script access allowed');

// A REST API in the style of codeigniter-restserver: ids and formats in the URI, per-verb handlers.
$route['default_controller'] = 'welcome';
$route['api/example/users/(:num)'] = 'api/example/users/id/$1';
$route['api/example/users/(:num)(\.)([a-zA-Z0-9_-]+)(.*)'] = 'api/example/users/id/$1/format/$3$4';
foreach (array('books', 'authors') as $resource) {
    $route["api/$resource"]['GET'] = "api/$resource/index";
    $route["api/$resource"]['POST'] = "api/$resource/create";
    $route["api/$resource/(:num)"]['GET'] = "api/$resource/show/$1";
    $route["api/$resource/(:num)"]['PUT'] = "api/$resource/update/$1";
    $route["api/$resource/(:num)"]['DELETE'] = "api/$resource/delete/$1";
}
$route['api/(:any)/format/(:any)'] = 'api/$1/index/format/$2';
