<?php defined('BASEPATH') OR exit('No direct script access allowed');

// An HMVC app: every module gets its index and a catch-all, some with a different default controller.
$route['default_controller'] = 'home';
$modules = array('blog', 'shop', 'forum', 'users');
$controllers = array('shop' => 'catalog', 'users' => 'profile');
foreach ($modules as $module) {
    $controller = isset($controllers[$module]) ? $controllers[$module] : $module;
    $route[$module] = "$module/$controller/index";
    $route[$module . '/(:any)'] = "$module/$controller/$1";
}
$route['admin/(:any)/(:any)'] = '$1/admin/$2';
$route['404_override'] = 'errors/not_found';
