<?php defined('BASEPATH') OR exit('No direct script access allowed');

$route['default_controller'] = 'home';
$modules = array('blog', 'shop');
$modules = array_merge($modules, array('forum'));
foreach ($modules as $i => $module) {
    $route[$module] = $module . '/index/' . $i;
}
if (in_array('shop', $modules)) $route['cart'] = 'shop/cart';
$keys = array_keys(array('x' => 1, 'y' => 2));
$route[implode('-', $keys)] = 'keys/xy';
$vals = array_values(array('k' => 'v'));
$route[$vals[0]] = 'vals/v';
$route['n' . count($modules)] = 'count/modules';
$route[implode('/', array_reverse(array('c', 'b', 'a')))] = 'rev/abc';
