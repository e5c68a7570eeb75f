<?php defined('BASEPATH') OR exit('No direct script access allowed');

$route['default_controller'] = 'home';
function crud($name) {
    // CodeIgniter includes routes.php inside a method: this is PHP's global $route, not the routes array.
    global $route;
    $route[$name] = $name . '/index';
    $route[$name . '/(:num)'] = $name . '/show/$1';
}
function pair($name) {
    return array($name => $name . '/index', $name . '/(:num)' => $name . '/show/$1');
}
function target($c, $m = 'index') {
    return $c . '/' . $m;
}
crud('posts');
crud('pages');
$route = array_merge($route, pair('tags'));
$route['x'] = target('x');
$route['y'] = target('y', 'list');
