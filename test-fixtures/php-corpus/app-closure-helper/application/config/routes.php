<?php defined('BASEPATH') OR exit('No direct script access allowed');

// A closure that writes into $route through `use (&$route)`, and one that only reads a copy.
$route['default_controller'] = 'dashboard';
$add = function ($uri, $target, $verbs = null) use (&$route) {
    if ($verbs === null) {
        $route[$uri] = $target;
        return;
    }
    foreach ((array) $verbs as $verb) {
        $route[$uri][$verb] = $target;
    }
};
$count = function () use ($route) {
    return count($route);
};
$add('reports', 'reports/index');
$add('reports/(:num)', 'reports/show/$1', 'GET');
$add('reports/(:num)', 'reports/update/$1', array('PUT', 'PATCH'));
$route['routes-before/' . $count()] = 'debug/count';
