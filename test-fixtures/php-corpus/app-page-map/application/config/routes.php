<?php defined('BASEPATH') OR exit('No direct script access allowed');

// Static pages from a map merged with overrides; legacy URIs flipped from a target => uri list.
$route['default_controller'] = 'home';
$pages = array(
    'about' => 'pages/about',
    'team' => 'pages/team',
    'privacy' => 'pages/legal/privacy',
);
$overrides = array('team' => 'people/index', 'careers' => 'jobs/index');
foreach (array_merge($pages, $overrides) as $uri => $target) {
    $route[$uri] = $target;
}
$legacy = array_flip(array('old-about' => 'about', 'old-team' => 'team'));
ksort($legacy);
foreach ($legacy as $current => $old) {
    $route[$old] = $route[$current];
}
$route['pages/(:any)'] = 'pages/view/' . strtolower('$1');
